/**
 * "Forgot password?" (issue 15). A request answers the same, in about the same time, whether or
 * not an account uses the address: both paths run the same statements (one of them undoes its
 * writes) and neither hashes a password.
 * The emailed token is 256 random bits; the database keeps only its SHA-256, for 30 minutes, and
 * a reset uses it once. A reset ends every session of the account and signs nobody in.
 */
import { and, count, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { languageOf } from '../../../common/constants.ts';
import { identityKey } from '../../../common/identity.ts';
import { paths } from '../../../common/routes.ts';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueEmail } from '../email/index.ts';
import { publishLive } from '../live/index.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import { hashToken, isTokenShape, newToken } from './sessions.ts';

export const RESET_TOKEN_MINUTES = 30;
/** Reset emails one account gets per hour at most; more are dropped without a word. */
export const RESET_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues a reset email when an account uses the address and has not had its hourly share;
 * otherwise runs the same statements, undone, and queues nothing. The caller answers 202 either
 * way.
 */
export async function requestPasswordReset(db: Db, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    // Locked, so that one account's parallel requests are counted one after the other and cannot
    // all pass the cap; an unknown address runs the same statement and locks nothing. (No key
    // update: rows referencing the account, sessions say, are not held up.)
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        language: users.language,
      })
      .from(users)
      .where(eq(users.emailKey, identityKey(email)))
      .limit(1)
      .for('no key update');
    // Counted for an id no account has when the address is unknown: the same query either way.
    const [recent] = await tx
      .select({ count: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, account?.id ?? 0),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const sends = account !== undefined && Number(recent?.count ?? 0) < RESET_EMAILS_PER_HOUR;
    // The same writes whether or not it sends, in a savepoint kept or rolled back: the
    // transaction then commits (and flushes) alike, so an unknown address or a capped account is
    // not answered sooner. The token goes in only with an account's row to copy its id from;
    // the email to an unknown address is undone with its NOTIFY.
    const token = newToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000);
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`
          insert into ${passwordResetTokens} (token_hash, user_id, created_at, expires_at)
          select ${hashToken(token)}, ${users.id}, ${now.toISOString()}::timestamptz,
            ${expiresAt.toISOString()}::timestamptz
          from ${users} where ${users.id} = ${account?.id ?? 0}`);
        await queueEmail(savepoint, {
          template: 'password_reset',
          to: account?.email ?? email,
          language: languageOf(account?.language),
          data: {
            name: account?.fullName ?? '',
            resetPath: paths.resetPassword(token),
            minutes: RESET_TOKEN_MINUTES,
          },
        });
        if (!sends) savepoint.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  });
}

function invalidToken(): never {
  throw new AppError('VALIDATION', 'passwordReset.token.invalid', {
    fields: { token: 'passwordReset.token.invalid' },
  });
}

const openToken = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/**
 * Sets the account's password from a valid token, uses up every open token of the account, ends
 * all its sessions (their live streams close on session_ended), and signs nobody in.
 */
/** Sets the new password of the token's account and ends its sessions; answers the account's id. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<number> {
  if (!isTokenShape(token)) invalidToken();
  const tokenHash = hashToken(token);
  // A cheap look first: no argon2 work for a token that cannot be used.
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(openToken(tokenHash, now))
    .limit(1);
  if (!found) invalidToken();
  assertUncommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Taken here, in one statement: of two resets racing on one token, one wins.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(openToken(tokenHash, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) invalidToken();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await publishLive(tx, { userId: used.userId }, 'session_ended');
    return used.userId;
  });
}
