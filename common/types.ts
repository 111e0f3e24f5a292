import type { UserType } from './enums.ts';

/** A user as the API shows it: never a password or its hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  userType: UserType;
  setupCompleted: boolean;
  storeName: string | null;
  storeDescription: string | null;
  storePhone: string | null;
  storeAddress: string | null;
  createdAt: string;
}
