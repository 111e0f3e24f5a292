import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { publicUserSchema } from '../../../common/contracts/users.ts';
import { loginInputSchema, registerInputSchema } from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth.ts';
import { toPublicUser } from '../users/index.ts';
import { authenticate, registerUser } from './service.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.ts';

/** Register, sign in and out, and who am I — each under both paths the spec names (§7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;

  for (const url of ['/auth/register', '/register']) {
    app.post(
      url,
      {
        preHandler: app.limits.enforce('signInPerAddress'),
        schema: { body: registerInputSchema, response: { 201: publicUserSchema } },
      },
      async (request, reply) => {
        const user = await registerUser(app.database.db, request.body);
        return reply.status(201).send(toPublicUser(user));
      },
    );
  }

  for (const url of ['/auth/login', '/login']) {
    const limited = {
      // Counted before the (slow) password check, so parallel guesses cannot slip past.
      preHandler: [app.limits.enforce('signInPerAddress'), app.limits.enforce('signInPerUsername')],
    };
    app.post(
      url,
      { ...limited, schema: { body: loginInputSchema, response: { 200: publicUserSchema } } },
      async (request, reply) => {
        const user = await authenticate(app.database.db, request.body);
        if (!user) throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials');
        await app.limits.reset('signInPerUsername', request);
        // A fresh token at every sign-in; the one this browser had, if any, is ended.
        if (request.sessionToken) await deleteSession(app.database.db, request.sessionToken);
        const token = await createSession(app.database.db, user.id, request.headers['user-agent']);
        await deleteExpiredSessions(app.database.db);
        setSessionCookie(reply, token, secureCookies);
        return toPublicUser(user);
      },
    );
  }

  app.post(
    '/logout',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(app.database.db, request.sessionToken);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send();
    },
  );

  for (const url of ['/user', '/auth/me']) {
    app.get(
      url,
      { preHandler: requireUser, schema: { response: { 200: publicUserSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return toPublicUser(currentUser(request));
      },
    );
  }
};
