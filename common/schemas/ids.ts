/** Path parameters: a row id as routes read it from `/…/:id`. */
import { z } from 'zod';
import { issue } from '../messages.ts';

const invalidId = issue('request.id.invalid');

/** `{ id }` of a route such as /api/orders/:id: a positive PostgreSQL integer, else 400. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});
