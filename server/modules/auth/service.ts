import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '../../../common/constants.ts';
import { identityKey } from '../../../common/identity.ts';
import type { LoginInput, RegisterInput } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { publicUserColumns, type UserRow } from '../users/index.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { burnVerifyTime, hashPassword, verifyPassword } from './password.ts';

/**
 * The account a sign-in names, by email when it has an @ (no username has one), else by
 * username; both compared as identityKey(), the one form the unique indexes and the sign-in
 * limiter use, so `LEILA_halwa` is `leila_halwa` and `leİla_halwa` is nobody else.
 */
export async function findUserByLogin(db: Db, login: string) {
  const column = login.includes('@') ? users.emailKey : users.usernameKey;
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(column, identityKey(login)))
    .limit(1);
  return row ?? null;
}

/** 409s for a username or email already taken in any letter case or form (identityKey). */
export async function assertAvailable(
  db: Db,
  fields: { username?: string; email?: string },
  exceptUserId?: number,
) {
  if (fields.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.usernameKey, identityKey(fields.username)))
      .limit(1);
    if (taken && taken.id !== exceptUserId) {
      throw new AppError('CONFLICT', 'account.username.taken', {
        fields: { username: 'account.username.taken' },
      });
    }
  }
  if (fields.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailKey, identityKey(fields.email)))
      .limit(1);
    if (taken && taken.id !== exceptUserId) {
      throw new AppError('CONFLICT', 'account.email.taken', {
        fields: { email: 'account.email.taken' },
      });
    }
  }
}

/** Maps a unique-index race (two registrations at once) to the same 409 as the check above. */
export function conflictFromUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_key_idx')) {
    throw new AppError('CONFLICT', 'account.username.taken', {
      fields: { username: 'account.username.taken' },
    });
  }
  if (isUniqueViolation(error, 'users_email_key_idx')) {
    throw new AppError('CONFLICT', 'account.email.taken', {
      fields: { email: 'account.email.taken' },
    });
  }
  throw error;
}

/**
 * Inserts a new account after the availability checks (registration, and the operators made by
 * `npm run admin:create`, whose type is not registrable through the API).
 */
export async function registerUser(
  db: Db,
  input: Omit<RegisterInput, 'userType'> & { userType: string; language?: Language },
): Promise<UserRow> {
  await assertAvailable(db, input);
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        username: input.username,
        usernameKey: identityKey(input.username),
        email: input.email,
        emailKey: identityKey(input.email),
        passwordHash,
        fullName: input.fullName,
        userType: input.userType,
        language: input.language,
        // The store wizard is for sellers; buyers and transporters start ready.
        setupCompleted: input.userType !== 'business',
      })
      .returning(publicUserColumns);
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    return conflictFromUniqueViolation(error);
  }
}

export type SignInAccount = NonNullable<Awaited<ReturnType<typeof findUserByLogin>>>;

/**
 * The account when the password is its own; null otherwise, in the same time either way (an
 * unknown name costs a password check too, so timing does not tell which names exist).
 */
export async function checkPassword(
  account: SignInAccount | null,
  password: LoginInput['password'],
): Promise<UserRow | null> {
  if (!account) {
    await burnVerifyTime(password);
    return null;
  }
  const { passwordHash, ...user } = account;
  return (await verifyPassword(passwordHash, password)) ? user : null;
}

/**
 * Refuses (400, currentPassword field) a current password that is not the account's: asked
 * before a password change and an email change, so that a stolen session cannot take the
 * account over (a new email receives the password-reset links).
 */
export async function verifyCurrentPassword(db: Db, userId: number, current: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, current))) {
    throw new AppError('VALIDATION', 'account.currentPassword.wrong', {
      fields: { currentPassword: 'account.currentPassword.wrong' },
    });
  }
}

export async function changePassword(db: Db, userId: number, current: string, next: string) {
  await verifyCurrentPassword(db, userId, current);
  assertUncommonPassword(next, 'newPassword');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * The language the account's emails are written in (issue 15): set at registration, then at each
 * sign-in from the request, and whenever the user picks another (PUT /api/user/language).
 */
export async function setUserLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}
