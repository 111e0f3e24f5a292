/** A transporter's vehicle and rate profile (/api/transporter/profile, /api/transporters). */
import { z } from 'zod';
import { dinarsSchema, idSchema, timestampSchema } from './shared.ts';

/** SPEC §3, rates as numbers of dinars. */
export const transporterProfileSchema = z.object({
  id: idSchema,
  userId: idSchema,
  vehicleType: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.string(),
  licensePlate: z.string(),
  capacity: z.string(),
  baseRate: dinarsSchema,
  ratePerKm: dinarsSchema,
  areasServed: z.string(),
  phoneNumber: z.string(),
  isAvailable: z.boolean(),
  notes: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type TransporterProfile = z.infer<typeof transporterProfileSchema>;
