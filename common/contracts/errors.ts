/**
 * The body of every 4xx and 5xx answer: the English message (SPEC §5 texts word for word), and
 * where it applies a stable code and per-field messages and codes. Loose on purpose: an answer
 * may carry more for the client that acts on it (checkout's `problems`).
 */
import { z } from 'zod';
import { MESSAGES, type MessageCode } from '../messages.ts';

/** A code of the catalog (common/messages.ts, decision 008): an unknown one fails the answer. */
export const messageCodeSchema = z.enum(Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]]);
const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: messageCodeSchema,
  /** The values of the code's `{{param}}`s. */
  params: paramsSchema.optional(),
  errors: z.record(z.string(), z.string()).optional(),
  codes: z.record(z.string(), messageCodeSchema).optional(),
  /** The values of a field code's `{{param}}`s, by field. */
  fieldParams: z.record(z.string(), paramsSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
