import { eq } from 'drizzle-orm';
import { identityKey } from '../../../common/identity.ts';
import type { UserUpdateInput } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertAvailable, conflictFromUniqueViolation } from '../auth/index.ts';
import { requireOwnMedia } from '../media/index.ts';
import { publicUserColumns, type UserRow } from './public-user.ts';

/** What setup requires before the store goes public. */
const REQUIRED_STORE_FIELDS = [
  'storeName',
  'storeDescription',
  'storePhone',
  'storeAddress',
] as const;
/** Everything only a seller has; the store's identity (governorate, WhatsApp, pictures) is optional. */
const STORE_FIELDS = [
  ...REQUIRED_STORE_FIELDS,
  'storeGovernorate',
  'storeWhatsapp',
  'storeLogoId',
  'storeCoverId',
] as const;

/**
 * Applies a profile or store change to the signed-in user's own account. The route has checked
 * the current password when the email changes.
 */
export async function updateOwnUser(
  db: Db,
  user: UserRow,
  input: Omit<UserUpdateInput, 'currentPassword'>,
): Promise<UserRow> {
  if (user.userType !== 'business' && STORE_FIELDS.some((field) => input[field] !== undefined)) {
    throw new AppError('FORBIDDEN', 'store.sellerOnly');
  }
  if (input.setupCompleted && user.userType === 'business') {
    const missing = REQUIRED_STORE_FIELDS.filter((field) => !(input[field] ?? user[field]));
    if (missing.length > 0) {
      throw new AppError('VALIDATION', 'setup.storeMissing', {
        fields: Object.fromEntries(missing.map((field) => [field, 'form.required'] as const)),
      });
    }
  }
  // The logo and the cover must be the seller's own uploads (404 otherwise); null removes one.
  const pictures = [input.storeLogoId, input.storeCoverId].filter(
    (id): id is string => typeof id === 'string',
  );
  // One transaction: requireOwnMedia keeps the uploads locked until they are attached, so the
  // clean-up of forgotten uploads cannot delete them in between.
  return db.transaction(async (tx) => {
    await requireOwnMedia(tx, user.id, pictures);
    if (input.email !== undefined) await assertAvailable(tx, { email: input.email }, user.id);
    try {
      const [updated] = await tx
        .update(users)
        .set({
          ...input,
          ...(input.email !== undefined && { emailKey: identityKey(input.email) }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning(publicUserColumns);
      if (!updated) throw new AppError('NOT_FOUND', 'account.notFound');
      return updated;
    } catch (error) {
      return conflictFromUniqueViolation(error);
    }
  });
}
