import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/ids.ts';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { publicUserSchema } from '../../../common/contracts/users.ts';
import {
  changePasswordInputSchema,
  languageInputSchema,
  userUpdateInputSchema,
} from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  changePassword,
  deleteOtherSessions,
  setUserLanguage,
  verifyCurrentPassword,
} from '../auth/index.ts';
import { toPublicUser } from './public-user.ts';
import { updateOwnUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParamsSchema,
        body: userUpdateInputSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) {
        throw new AppError('FORBIDDEN', 'account.ownOnly');
      }
      const { currentPassword, ...changes } = request.body;
      // A new email is where password-reset links go: changing it is taking the account, so a
      // stolen session alone must not do it. Wrong guesses count under the password change's
      // limit, and are checked before anything says whether the new address is taken.
      if (changes.email !== undefined && changes.email !== user.email) {
        if (!currentPassword) {
          throw new AppError('VALIDATION', 'account.currentPassword.required', {
            fields: { currentPassword: 'account.currentPassword.required' },
          });
        }
        await app.limits.enforce('passwordChange')(request, reply);
        await verifyCurrentPassword(app.database.db, user.id, currentPassword);
        await app.limits.reset('passwordChange', request);
      }
      return toPublicUser(await updateOwnUser(app.database.db, user, changes));
    },
  );

  app.post(
    '/users/me/password',
    {
      preHandler: [requireUser, app.limits.enforce('passwordChange')],
      schema: { body: changePasswordInputSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      await changePassword(app.database.db, user.id, currentPassword, newPassword);
      await app.limits.reset('passwordChange', request);
      await deleteOtherSessions(app.database.db, user.id, request.sessionToken ?? '');
      // The other sessions are refused on every instance once this answers (issue 16).
      await app.sessionLookup.settle();
      return reply.status(204).send();
    },
  );

  app.put(
    '/user/language',
    {
      preHandler: requireUser,
      schema: { body: languageInputSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await setUserLanguage(app.database.db, currentUser(request).id, request.body.language);
      return reply.status(204).send();
    },
  );
};
