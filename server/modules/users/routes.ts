import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordInputSchema, userUpdateInputSchema } from '../../../common/schemas/auth.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { MESSAGES } from '../../../common/messages.ts';
import { SlidingWindowLimiter } from '../auth/rate-limit.ts';
import { changePassword } from '../auth/service.ts';
import { deleteOtherSessions } from '../auth/sessions.ts';
import { toPublicUser } from './public-user.ts';
import { updateOwnUser } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guessing the current password from a stolen session is as slow as guessing at sign-in.
  const passwordAttempts = new SlidingWindowLimiter(10, 15 * 60 * 1000);

  app.patch(
    '/users/:id',
    { preHandler: requireUser, schema: { params: idParams, body: userUpdateInputSchema } },
    async (request) => {
      const user = currentUser(request);
      if (request.params.id !== user.id) {
        throw new AppError('FORBIDDEN', 'You can only change your own account.');
      }
      return toPublicUser(await updateOwnUser(app.database.db, user, request.body));
    },
  );

  app.post(
    '/users/me/password',
    { preHandler: requireUser, schema: { body: changePasswordInputSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!passwordAttempts.consume(String(user.id))) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);
      }
      await changePassword(app.database.db, user.id, currentPassword, newPassword);
      passwordAttempts.reset(String(user.id));
      await deleteOtherSessions(app.database.db, user.id, request.sessionToken ?? '');
      return reply.status(204).send();
    },
  );
};
