import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { passwordResetRequestedSchema, publicUserSchema } from '../../../common/contracts/users.ts';
import { formatMessage } from '../../../common/messages.ts';
import {
  loginInputSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerInputSchema,
} from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth.ts';
import { requestLanguage } from '../../request-language.ts';
import { toPublicUser } from '../users/index.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { checkPassword, findUserByLogin, registerUser, setUserLanguage } from './service.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.ts';
import { signInGuard } from './sign-in-guard.ts';

/** Register, sign in and out, and who am I — each under both paths the spec names (§7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookies = app.config.PUBLIC_URL?.startsWith('https://') ?? false;

  for (const url of ['/auth/register', '/register']) {
    app.post(
      url,
      {
        // Its own limit, counting every attempt: registration tells whether a name is taken.
        preHandler: app.limits.enforce('registration'),
        schema: { body: registerInputSchema, response: { 201: publicUserSchema } },
      },
      async (request, reply) => {
        const user = await registerUser(app.database.db, {
          ...request.body,
          language: requestLanguage(request),
        });
        return reply.status(201).send(toPublicUser(user));
      },
    );
  }

  const guard = signInGuard(app, secureCookies);
  for (const url of ['/auth/login', '/login']) {
    app.post(
      url,
      {
        // Every attempt from an address, successes too: a loose cap on scripted sign-ins.
        preHandler: app.limits.enforce('signInAttempts'),
        schema: { body: loginInputSchema, response: { 200: publicUserSchema } },
      },
      async (request, reply) => {
        const { username: login, password } = request.body;
        const account = await findUserByLogin(app.database.db, login);
        // The attempt's places are taken before the (slow) password check, so parallel guesses
        // cannot slip past; only a failure keeps them (sign-in-guard.ts).
        const attempt = await guard.begin(request, reply, login, account?.id ?? null);
        const user = await checkPassword(account, password);
        if (!user) throw new AppError('UNAUTHORIZED', 'auth.invalidCredentials');
        await attempt.succeeded();
        await setUserLanguage(app.database.db, user.id, requestLanguage(request));
        // A fresh token at every sign-in; the one this browser had, if any, is ended.
        if (request.sessionToken) {
          await deleteSession(app.database.db, request.sessionToken);
          app.sessionLookup.forget(request.sessionToken);
        }
        const token = await createSession(app.database.db, user.id, request.headers['user-agent']);
        await deleteExpiredSessions(app.database.db);
        setSessionCookie(reply, token, secureCookies);
        await attempt.remember(user.id);
        return toPublicUser(user);
      },
    );
  }

  app.post(
    '/auth/password-reset/request',
    {
      preValidation: app.limits.enforce('passwordReset'),
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.database.db, request.body.email);
      const code = 'passwordReset.requested' as const;
      return reply.status(202).send({ message: formatMessage(code), code });
    },
  );

  app.post(
    '/auth/password-reset',
    { schema: { body: passwordResetSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const userId = await resetPassword(
        app.database.db,
        request.body.token,
        request.body.password,
      );
      await guard.trustAfterReset(request, reply, userId);
      // Every instance has dropped the account's sessions before the reset is confirmed.
      await app.sessionLookup.settle();
      return reply.status(204).send();
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (request.sessionToken) {
        await deleteSession(app.database.db, request.sessionToken);
        app.sessionLookup.forget(request.sessionToken);
        // Signed out on every instance, not only this one, when the answer arrives.
        await app.sessionLookup.settle();
      }
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
