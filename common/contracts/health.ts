/** GET /api/health: ok only after a real round trip to the database. */
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** 503 while the database cannot be reached. */
export const healthDownSchema = z.object({ message: z.string(), code: z.string() });
