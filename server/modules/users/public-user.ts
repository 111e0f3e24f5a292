import type { PublicUser } from '../../../common/contracts/users.ts';
import type { UserType } from '../../../common/enums.ts';
import { users } from '../../db/schema.ts';

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
  createdAt: Date;
}

export function toPublicUser(row: UserRow): PublicUser {
  return { ...row, userType: row.userType as UserType, createdAt: row.createdAt.toISOString() };
}
