import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../common/messages.ts';
import { loginInputSchema, registerInputSchema } from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth.ts';
import { toPublicUser } from '../users/public-user.ts';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  SlidingWindowLimiter,
  type AuthRateLimits,
} from './rate-limit.ts';
import { authenticate, registerUser } from './service.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.ts';

export interface AuthRoutesOptions {
  rateLimits?: AuthRateLimits;
}

/** Register, sign in and out, and who am I — each under both paths the spec names (§7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limits = options.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS;
  const perIp = new SlidingWindowLimiter(limits.perIp.limit, limits.perIp.windowMs);
  const perUsername = new SlidingWindowLimiter(
    limits.perUsername.limit,
    limits.perUsername.windowMs,
  );
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;

  const tooMany = () => new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);
  const limitIp = (request: FastifyRequest) => {
    if (!perIp.consume(request.ip)) throw tooMany();
  };

  for (const url of ['/auth/register', '/register']) {
    app.post(url, { schema: { body: registerInputSchema } }, async (request, reply) => {
      limitIp(request);
      const user = await registerUser(app.database.db, request.body);
      return reply.status(201).send(toPublicUser(user));
    });
  }

  for (const url of ['/auth/login', '/login']) {
    app.post(url, { schema: { body: loginInputSchema } }, async (request, reply) => {
      limitIp(request);
      // Counted before the (slow) password check, so parallel guesses cannot slip past the limit.
      const usernameKey = request.body.username.toLowerCase();
      if (!perUsername.consume(usernameKey)) throw tooMany();
      const user = await authenticate(app.database.db, request.body);
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
      perUsername.reset(usernameKey);
      // A fresh token at every sign-in; the one this browser had, if any, is ended.
      if (request.sessionToken) await deleteSession(app.database.db, request.sessionToken);
      const token = await createSession(app.database.db, user.id, request.headers['user-agent']);
      await deleteExpiredSessions(app.database.db);
      setSessionCookie(reply, token, secureCookies);
      return toPublicUser(user);
    });
  }

  app.post('/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.database.db, request.sessionToken);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  for (const url of ['/user', '/auth/me']) {
    app.get(url, { preHandler: requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return toPublicUser(currentUser(request));
    });
  }
};
