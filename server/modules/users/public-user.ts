import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/contracts/users.ts';
import type { UserType } from '../../../common/enums.ts';
import { toMediaImage } from '../../../common/media.ts';
import { users } from '../../db/schema.ts';

/** An upload as a row carries it: enough to build its MediaImage. */
export interface MediaRef {
  id: string;
  width: number;
  height: number;
}

/**
 * The store's logo or cover upload, as JSON (null when unset). A correlated subquery by primary
 * key rather than a join, so the same columns serve SELECT (the session lookup) and RETURNING
 * (register, profile update), where a join is not possible. Raw SQL names the outer "users" row.
 */
const storeMedia = (column: 'store_logo_id' | 'store_cover_id') =>
  sql<MediaRef | null>`(select json_build_object('id', m.id, 'width', m.width, 'height', m.height)
    from media m where m.id = "users".${sql.raw(`"${column}"`)})`;

/** The columns a user may be shown with: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  userType: users.userType,
  setupCompleted: users.setupCompleted,
  storeName: users.storeName,
  storeDescription: users.storeDescription,
  storePhone: users.storePhone,
  storeAddress: users.storeAddress,
  storeGovernorate: users.storeGovernorate,
  storeWhatsapp: users.storeWhatsapp,
  storeLogo: storeMedia('store_logo_id'),
  storeCover: storeMedia('store_cover_id'),
  storeSuspendedAt: users.storeSuspendedAt,
  storeSuspensionReason: users.storeSuspensionReason,
  createdAt: users.createdAt,
};

export interface UserRow {
  id: number;
  username: string;
  email: string;
  fullName: string;
  userType: string;
  setupCompleted: boolean;
  storeName: string | null;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  storeGovernorate: string | null;
  storeWhatsapp: string | null;
  storeLogo: MediaRef | null;
  storeCover: MediaRef | null;
  storeSuspendedAt: Date | null;
  storeSuspensionReason: string | null;
  createdAt: Date;
}

export function toPublicUser(row: UserRow): PublicUser {
  const { storeSuspendedAt, storeSuspensionReason, ...rest } = row;
  return {
    ...rest,
    userType: row.userType as UserType,
    // Both drivers (pg, PGlite) hand json columns over parsed.
    storeLogo: row.storeLogo && toMediaImage(row.storeLogo),
    storeCover: row.storeCover && toMediaImage(row.storeCover),
    storeSuspension: storeSuspendedAt
      ? { at: storeSuspendedAt.toISOString(), reason: storeSuspensionReason ?? '' }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
