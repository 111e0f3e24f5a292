/**
 * The transporter's vehicle and rate profile (SPEC §3, §5): one per transporter, only theirs; and
 * their verification by the operators (issue 13): documents sent, the board open once verified.
 */
import { and, eq } from 'drizzle-orm';
import type { TransporterDocuments } from '../../../common/schemas/admin.ts';
import type {
  TransporterProfileUpdate,
  TransporterProfileValues,
} from '../../../common/schemas/delivery.ts';
import type { TransporterProfile } from '../../../common/contracts/transporters.ts';
import type { TransporterVerificationStatus } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { transporterProfiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireOwnMedia } from '../media/index.ts';

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
    verification: {
      status: row.verificationStatus as TransporterVerificationStatus,
      reason: row.verificationReason,
      hasIdentityDocument: row.identityDocumentId !== null,
      hasDrivingLicence: row.drivingLicenceId !== null,
      documentsSubmittedAt: row.documentsSubmittedAt?.toISOString() ?? null,
      decidedAt: row.verificationDecidedAt?.toISOString() ?? null,
    },
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

/** Why a transporter who is not verified may not act on the board. */
const NOT_VERIFIED_CODES = {
  pending: 'transporter.verification.pending',
  rejected: 'transporter.verification.rejected',
  suspended: 'transporter.verification.suspended',
} as const;

/**
 * For the board and its moves: only a transporter the operators verified sees addresses and
 * phones and takes requests (403 with where they stand otherwise). The summary and the preview
 * board stay open to any profile.
 */
export async function requireVerifiedTransporter(
  db: Db,
  userId: number,
): Promise<TransporterProfile> {
  const profile = await requireTransporterProfile(db, userId);
  const status = profile.verification.status;
  if (status !== 'verified') throw new AppError('FORBIDDEN', NOT_VERIFIED_CODES[status]);
  return profile;
}

/**
 * POST /api/transporter/verification: the identity document and driving licence (the caller's
 * own private uploads, 404 else) go to the operators. A first sending or a new one after a
 * rejection puts the profile back to pending with the reason cleared; a verified transporter has
 * nothing to send (409) and a suspended one may not (403). One transaction, the profile row
 * locked, so the check and the change see the same status.
 */
export async function submitVerificationDocuments(
  db: Db,
  userId: number,
  documents: TransporterDocuments,
): Promise<TransporterProfile> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: transporterProfiles.id, status: transporterProfiles.verificationStatus })
      .from(transporterProfiles)
      .where(eq(transporterProfiles.userId, userId))
      .for('update');
    if (!current) throw new AppError('FORBIDDEN', 'transporter.profile.required');
    if (current.status === 'verified') {
      throw new AppError('CONFLICT', 'transporter.verification.alreadyVerified');
    }
    if (current.status === 'suspended') {
      throw new AppError('FORBIDDEN', 'transporter.verification.suspended');
    }
    await requireOwnMedia(tx, userId, [documents.identityDocumentId, documents.drivingLicenceId], {
      private: true,
    });
    const now = new Date();
    const [row] = await tx
      .update(transporterProfiles)
      .set({
        identityDocumentId: documents.identityDocumentId,
        drivingLicenceId: documents.drivingLicenceId,
        verificationStatus: 'pending',
        verificationReason: null,
        documentsSubmittedAt: now,
        updatedAt: now,
      })
      .where(eq(transporterProfiles.id, current.id))
      .returning();
    if (!row) throw new Error('update returned no row');
    return toProfile(row);
  });
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
