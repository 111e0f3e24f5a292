import { eq } from 'drizzle-orm';
import type { UserUpdateInput } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertAvailable, conflictFromUniqueViolation } from '../auth/index.ts';
import { publicUserColumns, type UserRow } from './public-user.ts';

const STORE_FIELDS = ['storeName', 'storeDescription', 'storePhone', 'storeAddress'] as const;

/** Applies a profile or store change to the signed-in user's own account. */
export async function updateOwnUser(
  db: Db,
  user: UserRow,
  input: UserUpdateInput,
): Promise<UserRow> {
  if (user.userType !== 'business' && STORE_FIELDS.some((field) => input[field] !== undefined)) {
    throw new AppError('FORBIDDEN', 'store.sellerOnly');
  }
  if (input.setupCompleted && user.userType === 'business') {
    const missing = STORE_FIELDS.filter((field) => !(input[field] ?? user[field]));
    if (missing.length > 0) {
      throw new AppError('VALIDATION', 'setup.storeMissing', {
        fields: Object.fromEntries(missing.map((field) => [field, 'form.required'] as const)),
      });
    }
  }
  if (input.email !== undefined) await assertAvailable(db, { email: input.email }, user.id);
  try {
    const [updated] = await db
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning(publicUserColumns);
    if (!updated) throw new AppError('NOT_FOUND', 'account.notFound');
    return updated;
  } catch (error) {
    return conflictFromUniqueViolation(error);
  }
}
