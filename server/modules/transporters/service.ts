/** The transporter's vehicle and rate profile (SPEC §3, §5): one per transporter, only theirs. */
import { and, eq } from 'drizzle-orm';
import type {
  TransporterProfileUpdate,
  TransporterProfileValues,
} from '../../../common/schemas/delivery.ts';
import type { TransporterProfile } from '../../../common/contracts/transporters.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { transporterProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type ProfileRow = typeof transporterProfiles.$inferSelect;

function toProfile(row: ProfileRow): TransporterProfile {
  return {
    id: row.id,
    userId: row.userId,
    vehicleType: row.vehicleType,
    vehicleModel: row.vehicleModel,
    vehicleYear: row.vehicleYear,
    licensePlate: row.licensePlate,
    capacity: row.capacity,
    baseRate: row.baseRate,
    ratePerKm: row.ratePerKm,
    areasServed: row.areasServed,
    phoneNumber: row.phoneNumber,
    isAvailable: row.isAvailable,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The transporter's own profile, or null when they have not made one yet. */
export async function findTransporterProfile(
  db: Db,
  userId: number,
): Promise<TransporterProfile | null> {
  const [row] = await db
    .select()
    .from(transporterProfiles)
    .where(eq(transporterProfiles.userId, userId));
  return row ? toProfile(row) : null;
}

export async function getTransporterProfile(db: Db, userId: number): Promise<TransporterProfile> {
  const profile = await findTransporterProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'transporter.profile.notFound');
  return profile;
}

/** For the delivery board: a transporter without a profile may not see or move requests. */
export async function requireTransporterProfile(
  db: Db,
  userId: number,
): Promise<TransporterProfile> {
  const profile = await findTransporterProfile(db, userId);
  if (!profile) throw new AppError('FORBIDDEN', 'transporter.profile.required');
  return profile;
}

export async function createTransporterProfile(
  db: Db,
  userId: number,
  input: TransporterProfileValues,
): Promise<TransporterProfile> {
  try {
    const [row] = await db
      .insert(transporterProfiles)
      .values({ ...input, userId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toProfile(row);
  } catch (error) {
    // The unique index decides, so two simultaneous creations still give one profile.
    if (isUniqueViolation(error, 'transporter_profiles_user_id_idx')) {
      throw new AppError('CONFLICT', 'transporter.profile.exists');
    }
    throw error;
  }
}

/** Changes only what was sent, and only on the caller's own profile (another's answers 404). */
export async function updateTransporterProfile(
  db: Db,
  userId: number,
  id: number,
  changes: TransporterProfileUpdate,
): Promise<TransporterProfile> {
  const [row] = await db
    .update(transporterProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(transporterProfiles.id, id), eq(transporterProfiles.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'transporter.profile.notFound');
  return toProfile(row);
}
