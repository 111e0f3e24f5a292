/**
 * The sign-in limits (issue 17), around the password check: only failures count, a stranger's
 * guesses cannot lock the owner out, and parallel guesses cannot slip past.
 *
 * Before the check, a place is taken under three limits at once (server/plugins/rate-limits.ts):
 * the address's failures, the pair (address, account name)'s, and the account name's. A right
 * password gives the places back (and clears the pair), so successes use up nobody's allowance; a
 * wrong one keeps them, and past a few account-wide failures it is answered after a growing wait.
 * Taking the place first, not after the (slow) check, is what stops ten parallel guesses from all
 * passing a limit with one place left.
 *
 * When only the account-wide limit is full, a known device is let in: a browser whose
 * `hanout_device` cookie names an earlier sign-in to this very account (sign_in_devices). It takes places
 * under the address and pair limits only, its failures are not slowed, and its success counts
 * only if the device knows that very account; otherwise the answer is the same 429 as for anyone,
 * whatever the password.
 *
 * Account names are compared as identityKey() folds them, as the database's lookup does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { identityKey } from '../../../common/identity.ts';
import { signInDevices, users } from '../../db/schema.ts';
import type { LimitCount } from '../../plugins/rate-limits.ts';
import type { Taken } from '../../plugins/rate-limit-store.ts';
import { hashToken, isTokenShape, newToken } from './sessions.ts';

export const DEVICE_COOKIE = 'hanout_device';
/** A device stays known for a year after its last sign-in. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface SignInAttempt {
  /**
   * The password was right for this account: gives the places back and clears the pair's
   * failures. False when the attempt came in past the account-wide limit as a
   * known device of another account of that name (an email that is another's username): then it
   * stays a refusal (the caller answers 429) and its places stay counted.
   */
  succeeded(userId: number): Promise<boolean>;
  /**
   * Records the browser as a known device of the account and sets its cookie (after the session
   * cookie, which stays the first Set-Cookie of the answer).
   */
  remember(userId: number): Promise<void>;
  /** Answers the 429 of a success that did not count (see succeeded). */
  refuse(): never;
  /** The password was wrong: the places stay taken; waits when the account has many failures. */
  failed(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before answering a failure, the account's `failures`-th in its window. */
export function failureDelayMs(
  failures: number,
  delay: { after: number; baseMs: number; maxMs: number } | undefined,
): number {
  if (!delay || failures <= delay.after) return 0;
  return Math.min(delay.maxMs, delay.baseMs * 2 ** (failures - delay.after - 1));
}

export function signInGuard(app: FastifyInstance, secureCookies: boolean) {
  const db = app.database.db;

  const deviceToken = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[DEVICE_COOKIE];
    return token && isTokenShape(token) ? token : undefined;
  };

  /**
   * The accounts named `account` (by username or email, as identityKey folds them) that this
   * request's device signed in to before. Only those: a device known to the guesser's own account
   * must not carry the guesser past the victim's account-wide limit.
   */
  const deviceAccounts = async (request: FastifyRequest, account: string): Promise<Set<number>> => {
    const token = deviceToken(request);
    if (!token) return new Set();
    const rows = await db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(signInDevices)
      .innerJoin(users, eq(users.id, signInDevices.userId))
      .where(eq(signInDevices.tokenHash, hashToken(token)));
    return new Set(
      rows
        .filter(
          (row) => identityKey(row.username) === account || identityKey(row.email) === account,
        )
        .map((row) => row.id),
    );
  };

  /**
   * Notes the device as one this account signed in with, under a new token at every sign-in, in
   * one statement: the accounts the browser's previous token was known to move to the new one
   * (one token per browser, known to each of its accounts), and the account's devices unused for
   * a year are forgotten. A fresh token each time means a token planted in the browser beforehand
   * (a cookie set from a sibling subdomain) is never adopted, and a copied token ends with the
   * owner's next sign-in.
   */
  const rememberDevice = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const previous = deviceToken(request);
    const previousHash = previous ? hashToken(previous) : null;
    const token = newToken();
    const tokenHash = hashToken(token);
    await db.execute(sql`
      with moved as (
        update ${signInDevices} set token_hash = ${tokenHash}
        where ${signInDevices.tokenHash} = ${previousHash} and ${signInDevices.userId} <> ${userId}
      ), forgotten as (
        delete from ${signInDevices}
        where ${signInDevices.userId} = ${userId}
          and (${signInDevices.tokenHash} = ${previousHash}
            or ${signInDevices.lastUsedAt} < now() - interval '1 year')
      )
      insert into ${signInDevices} (token_hash, user_id) values (${tokenHash}, ${userId})`);
    reply.setCookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      // Sent only where it is read: the sign-in paths, /api/login and /api/auth/login.
      path: '/api',
      secure: secureCookies || request.protocol === 'https',
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
  };

  return {
    /** Takes the attempt's places before the password check; answers 429 when it has none. */
    async begin(
      request: FastifyRequest,
      reply: FastifyReply,
      login: string,
    ): Promise<SignInAttempt> {
      const account = identityKey(login);
      // The address first: it never holds "|", so no two pairs share a key.
      const pair = `${request.ip}|${account}`;
      const counts: LimitCount[] = [
        { name: 'signInPerAddress', key: request.ip },
        { name: 'signInPerPair', key: pair },
        { name: 'signInPerAccount', key: account },
      ];
      let taken: Taken = await app.limits.take(counts);
      /** Set when let in past the account-wide limit: the accounts its device may open. */
      let knownTo: Set<number> | undefined;
      /** How long the account-wide limit stays full, for a device that may not open it. */
      let accountRetryMs = 0;
      if (!taken.allowed) {
        accountRetryMs = taken.retryAfterMs;
        const onlyAccountFull = !taken.refused[0] && !taken.refused[1] && taken.refused[2];
        const devices = onlyAccountFull
          ? await deviceAccounts(request, account)
          : new Set<number>();
        if (devices.size === 0) app.limits.refuse(reply, 'signInPerAccount', taken.retryAfterMs);
        taken = await app.limits.take(counts.slice(0, 2));
        if (!taken.allowed) app.limits.refuse(reply, 'signInPerPair', taken.retryAfterMs);
        knownTo = devices;
      }
      const placesTaken = taken;
      const accountFailures = knownTo ? 0 : (placesTaken.counts[2] ?? 0);

      return {
        async succeeded(userId) {
          if (knownTo && !knownTo.has(userId)) return false;
          await app.limits.release({
            tickets: placesTaken.tickets,
            keys: [{ name: 'signInPerPair', key: pair }],
          });
          return true;
        },
        remember: (userId) => rememberDevice(request, reply, userId),
        refuse: () => app.limits.refuse(reply, 'signInPerAccount', accountRetryMs),
        async failed() {
          const wait = failureDelayMs(accountFailures, app.limits.rule('signInPerAccount').delay);
          if (wait > 0) await sleep(wait);
        },
      };
    },
  };
}
