import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../common/contracts/shared.ts';
import { publicUserSchema } from '../../../common/contracts/users.ts';
import {
  changePasswordInputSchema,
  languageInputSchema,
  userUpdateInputSchema,
} from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { changePassword, deleteOtherSessions, setUserLanguage } from '../auth/index.ts';
import { toPublicUser } from './public-user.ts';
import { updateOwnUser } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: userUpdateInputSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) {
        throw new AppError('FORBIDDEN', 'account.ownOnly');
      }
      return toPublicUser(await updateOwnUser(app.database.db, user, request.body));
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
