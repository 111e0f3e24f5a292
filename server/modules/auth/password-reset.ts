/**
 * "Forgot password?" (issue 15). A request answers the same, in about the same time, whether or
 * not an account uses the address: both paths run the same statements (one of them undoes its
 * writes) and neither hashes a password.
 * The emailed token is 256 random bits; the database keeps only its SHA-256, for 30 minutes, and
 * a reset uses it once. A reset ends every session of the account and signs nobody in.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Language } from '../../../common/constants.ts';
import { paths } from '../../../common/routes.ts';
import type { Db } from '../../db/client.ts';
import {
  emailOptOuts,
  emailOutbox,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueEmail } from '../email/index.ts';
import { publishLive } from '../live/index.ts';
import { hashPassword } from './password.ts';
import { hashToken } from './sessions.ts';

export const RESET_TOKEN_MINUTES = 30;
/** Reset emails one account gets per hour at most; more are dropped without a word. */
export const RESET_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** A token as we make them: 32 bytes in base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Queues a reset email when an account uses the address and has not had its hourly share;
 * otherwise does the same work, undone, and queues nothing. The caller answers 202 either way.
 */
export async function requestPasswordReset(db: Db, email: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        language: users.language,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
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
    if (!account || Number(recent?.count ?? 0) >= RESET_EMAILS_PER_HOUR) {
      await writeAndUndo(tx, email);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
    await queueEmail(tx, {
      template: 'password_reset',
      to: account.email,
      language: account.language as Language,
      data: {
        name: account.fullName,
        resetPath: paths.resetPassword(token),
        minutes: RESET_TOKEN_MINUTES,
      },
    });
  });
}

/**
 * What a queued reset writes (two rows and a NOTIFY), written in a savepoint and rolled back: the
 * transaction then commits (and flushes) as one that queued an email does, so an unknown address
 * or a capped account is not answered sooner.
 */
async function writeAndUndo(tx: Db, email: string) {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .select({ kind: emailOptOuts.kind })
        .from(emailOptOuts)
        .where(
          and(
            eq(emailOptOuts.email, email.trim().toLowerCase()),
            eq(emailOptOuts.kind, 'password_reset'),
          ),
        )
        .limit(1);
      for (let row = 0; row < 2; row++) {
        await savepoint.insert(emailOutbox).values({
          kind: 'password_reset',
          template: 'password_reset',
          toAddress: email.trim(),
          language: 'en',
          data: { name: '', resetPath: '', minutes: RESET_TOKEN_MINUTES },
        });
      }
      await savepoint.execute(sql`select pg_notify('hanout_unused', '')`);
      savepoint.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
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
export async function resetPassword(db: Db, token: string, password: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) invalidToken();
  const tokenHash = hashToken(token);
  // A cheap look first: no argon2 work for a token that cannot be used.
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(openToken(tokenHash, now))
    .limit(1);
  if (!found) invalidToken();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
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
  });
}
