/**
 * Server-side sessions: the cookie holds 256 random bits; the database holds only their SHA-256.
 * A session ends 30 days after sign-in, or after 7 days without use, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { publicUserColumns, type UserRow } from '../users/index.ts';
import type { CachedSession } from './session-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** A secret for a cookie or a link: 256 random bits in base64url, 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether newToken could have made this: anything else is refused without a lookup. */
export function isTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** What the database keeps of a token: its SHA-256, in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  userAgent: string | undefined,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 255),
  });
  return token;
}

/** The user behind a token, or null when it is unknown, expired or idle too long. */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<UserRow | null> {
  return (await readSession(db, hashToken(token), now))?.user ?? null;
}

/** Whether last_seen_at is old enough to be written again (sliding idle expiry). */
export function needsTouch(lastSeenAt: number, now: number): boolean {
  return now - lastSeenAt > TOUCH_INTERVAL_MS;
}

/** Whether a session with these dates still signs its user in. */
export function isSessionLive(
  session: { expiresAt: number; lastSeenAt: number },
  now: number,
): boolean {
  return session.expiresAt > now && session.lastSeenAt > now - SESSION_IDLE_MS;
}

/**
 * The session of a token hash with its user, or null when it is unknown, expired or idle too
 * long; writes last_seen_at when it is more than TOUCH_INTERVAL_MS old. One statement, plus the
 * write about once an hour.
 */
export async function readSession(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      user: publicUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (needsTouch(lastSeenAt, now.getTime())) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now.getTime();
  }
  return { user: row.user, expiresAt: row.expiresAt.getTime(), lastSeenAt };
}

/**
 * The account of a token's session while it is still valid, without touching last_seen_at: a
 * live stream's heartbeat checks it, and an open tab must not keep a session alive for ever.
 */
export async function liveSessionUserId(
  db: Db,
  token: string,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the user out everywhere but here (after a password change). */
export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepToken: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
