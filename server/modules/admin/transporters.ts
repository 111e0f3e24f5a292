/**
 * Transporter verification for operators (issue 13): the queue of transporters who sent their two
 * documents, any transporter's profile with those documents (private uploads, served to operators
 * only), and the decision: verified, rejected or suspended, each written to the audit log.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDocument, AdminTransporter } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { TransporterVerificationStatus } from '../../../common/enums.ts';
import {
  type ADMIN_TRANSPORTER_FILTERS,
  type AdminTransporterDecision,
} from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/search.ts';
import {
  deliveryReleases,
  deliveryRequests,
  media,
  transporterProfiles,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { adminPage } from './pagination.ts';
import { recordAdminAction, type Operator } from './audit.ts';

type TransporterFilter = (typeof ADMIN_TRANSPORTER_FILTERS)[number];

const identityMedia = alias(media, 'identity_media');
const licenceMedia = alias(media, 'licence_media');
const profiles = transporterProfiles;

/** Where an operator reads a private upload's variant (routes.ts serves it). */
export function adminMediaUrl(id: string, variant: '1280.webp' | '320.webp') {
  return `/api/admin/media/${id}/${variant}`;
}

function toDocument(
  row: { id: string | null; width: number | null; height: number | null } | null,
): AdminDocument | null {
  if (!row?.id || !row.width || !row.height) return null;
  return {
    id: row.id,
    url: adminMediaUrl(row.id, '1280.webp'),
    thumbnailUrl: adminMediaUrl(row.id, '320.webp'),
    width: row.width,
    height: row.height,
  };
}

const completedDeliveries = sql<number>`(select count(*)::int from delivery_requests d
  where d.transporter_id = ${profiles.userId} and d.status = 'completed')`;

const selectTransporters = (db: Db) =>
  db
    .select({
      profile: profiles,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      identity: { id: identityMedia.id, width: identityMedia.width, height: identityMedia.height },
      licence: { id: licenceMedia.id, width: licenceMedia.width, height: licenceMedia.height },
      completedDeliveries,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(identityMedia, eq(identityMedia.id, profiles.identityDocumentId))
    .leftJoin(licenceMedia, eq(licenceMedia.id, profiles.drivingLicenceId));

type TransporterRow = Awaited<ReturnType<ReturnType<typeof selectTransporters>['execute']>>[number];

function toAdminTransporter(row: TransporterRow): AdminTransporter {
  const { profile } = row;
  return {
    id: profile.id,
    userId: profile.userId,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: profile.phoneNumber,
    vehicleType: profile.vehicleType,
    vehicleModel: profile.vehicleModel,
    vehicleYear: profile.vehicleYear,
    licensePlate: profile.licensePlate,
    capacity: profile.capacity,
    areasServed: profile.areasServed,
    status: profile.verificationStatus as TransporterVerificationStatus,
    reason: profile.verificationReason,
    identityDocument: toDocument(row.identity),
    drivingLicence: toDocument(row.licence),
    documentsSubmittedAt: profile.documentsSubmittedAt?.toISOString() ?? null,
    decidedAt: profile.verificationDecidedAt?.toISOString() ?? null,
    completedDeliveries: Number(row.completedDeliveries),
    createdAt: profile.createdAt.toISOString(),
  };
}

const bothDocuments = and(
  isNotNull(profiles.identityDocumentId),
  isNotNull(profiles.drivingLicenceId),
);

function statusFilter(status: TransporterFilter): SQL | undefined {
  const pending = eq(profiles.verificationStatus, 'pending');
  switch (status) {
    case 'waiting':
      return and(pending, bothDocuments);
    case 'incomplete':
      return and(
        pending,
        or(isNull(profiles.identityDocumentId), isNull(profiles.drivingLicenceId)),
      );
    case 'all':
      return undefined;
    default:
      return eq(profiles.verificationStatus, status);
  }
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(profiles.phoneNumber, pattern),
    ilike(profiles.licensePlate, pattern),
  );
}

/** A page of transporters: the waiting queue oldest submission first, other lists newest first. */
export async function listTransporters(
  db: Db,
  query: { status: TransporterFilter; q?: string; page: number },
): Promise<Page<AdminTransporter>> {
  const where = and(statusFilter(query.status), searchFilter(query.q));
  const order =
    query.status === 'waiting'
      ? [asc(profiles.documentsSubmittedAt), asc(profiles.id)]
      : [desc(profiles.createdAt), desc(profiles.id)];
  return adminPage(
    query.page,
    (window) =>
      selectTransporters(db)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where),
    toAdminTransporter,
  );
}

/** One transporter by profile id; 404 admin.transporter.notFound. */
export async function getAdminTransporter(db: Db, id: number): Promise<AdminTransporter> {
  const [row] = await selectTransporters(db).where(eq(profiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'admin.transporter.notFound');
  return toAdminTransporter(row);
}

/**
 * A rejected or suspended transporter can no longer move requests (the board answers 403), so
 * the ones accepted but not picked up go back on the board for others: the exact opposite of
 * accepting, which only set these columns (the order and its history were not touched). Requests
 * already in progress stay theirs: the parcel is in their hands. Each one released leaves the
 * transporter a notice (delivery_releases), as a seller's release does.
 */
async function releaseAcceptedRequests(tx: Db, transporterId: number): Promise<void> {
  const released = await tx
    .update(deliveryRequests)
    .set({ status: 'pending', transporterId: null, acceptedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(deliveryRequests.transporterId, transporterId),
        eq(deliveryRequests.status, 'accepted'),
      ),
    )
    .returning({ requestId: deliveryRequests.id, storeId: deliveryRequests.storeId });
  if (released.length === 0) return;
  await tx
    .insert(deliveryReleases)
    .values(released.map((row) => ({ ...row, transporterId, kind: 'released' as const })));
}

const DECISION_ACTIONS = { verified: 'verify', rejected: 'reject', suspended: 'suspend' } as const;

/**
 * Whether the documents the operator looked at (their sending date, as the detail answer gave it)
 * are still the transporter's: compared as instants, two "never sent" alike. Not given: the caller
 * did not say, and the decision applies as before.
 */
function sameDocuments(seen: string | null | undefined, current: Date | null): boolean {
  if (seen === undefined) return true;
  if (seen === null || current === null) return seen === null && current === null;
  return new Date(seen).getTime() === current.getTime();
}

/**
 * Verifies (both documents needed: 409 otherwise), rejects or suspends a transporter, with the
 * audit entry in the same transaction. The profile row is locked so two operators deciding at
 * once, or a decision and a new sending of documents, are applied one after the other; a decision
 * about documents the transporter has replaced since the operator saw them is refused (409
 * admin.transporter.documentsChanged) rather than applied to pictures nobody looked at.
 */
export async function decideTransporter(
  db: Db,
  admin: Operator,
  id: number,
  decision: AdminTransporterDecision,
): Promise<AdminTransporter> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        identity: profiles.identityDocumentId,
        licence: profiles.drivingLicenceId,
        submittedAt: profiles.documentsSubmittedAt,
        userId: profiles.userId,
        fullName: users.fullName,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, id))
      .for('update', { of: profiles });
    if (!current) throw new AppError('NOT_FOUND', 'admin.transporter.notFound');
    if (!sameDocuments(decision.documentsSubmittedAt, current.submittedAt)) {
      throw new AppError('CONFLICT', 'admin.transporter.documentsChanged');
    }
    if (decision.status === 'verified' && (!current.identity || !current.licence)) {
      throw new AppError('CONFLICT', 'admin.transporter.noDocuments');
    }
    const now = new Date();
    const reason = decision.status === 'verified' ? null : decision.reason;
    await tx
      .update(profiles)
      .set({
        verificationStatus: decision.status,
        verificationReason: reason,
        verificationDecidedAt: now,
        updatedAt: now,
      })
      .where(eq(profiles.id, id));
    if (decision.status !== 'verified') await releaseAcceptedRequests(tx, current.userId);
    await recordAdminAction(tx, admin, {
      action: DECISION_ACTIONS[decision.status],
      targetType: 'transporter',
      targetId: id,
      targetLabel: current.fullName,
      reason: decision.reason ?? null,
    });
  });
  return getAdminTransporter(db, id);
}
