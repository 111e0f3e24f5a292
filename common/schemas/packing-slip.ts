/**
 * GET /api/orders/:id/packing-slip (issue 14): the slip a seller prints and tapes on the parcel,
 * A6 (a label) or A4, in one of the site's languages.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

export const PACKING_SLIP_SIZES = ['a6', 'a4'] as const;
export type PackingSlipSize = (typeof PACKING_SLIP_SIZES)[number];

export const packingSlipQuerySchema = z.object({
  size: z.enum(PACKING_SLIP_SIZES).default('a6'),
  lang: z.enum(LANGUAGES).default('fr'),
});
export type PackingSlipQuery = z.infer<typeof packingSlipQuerySchema>;
