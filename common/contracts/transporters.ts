/** A transporter's vehicle and rate profile (/api/transporter/profile, /api/transporters). */
import { z } from 'zod';
import { TRANSPORTER_VERIFICATION_STATUSES } from '../enums.ts';
import { dinarsSchema, idSchema, timestampSchema } from './shared.ts';

/**
 * Where the transporter stands with the operators (issue 13). The documents themselves are
 * never sent back: only whether each was received.
 */
export const transporterVerificationSchema = z.object({
  status: z.enum(TRANSPORTER_VERIFICATION_STATUSES),
  /** The operator's reason for a rejection or suspension. */
  reason: z.string().nullable(),
  hasIdentityDocument: z.boolean(),
  hasDrivingLicence: z.boolean(),
  documentsSubmittedAt: timestampSchema.nullable(),
  decidedAt: timestampSchema.nullable(),
});
export type TransporterVerification = z.infer<typeof transporterVerificationSchema>;

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
  verification: transporterVerificationSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type TransporterProfile = z.infer<typeof transporterProfileSchema>;
