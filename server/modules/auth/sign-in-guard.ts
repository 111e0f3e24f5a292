/**
 * The sign-in limits (issue 17), around the password check: only failures count, a stranger's
 * guesses cannot lock the owner out, and parallel guesses cannot slip past.
 *
 * The account is looked up first (the check needs it anyway): limits count it by its id, so its
 * username and its email share one allowance; a name no account has is counted by its
 * identityKey(), the same way, so answers never differ between known and unknown names.
 *
 * Before the check, a place is taken under three limits at once (server/plugins/rate-limits.ts):
 * the address's failures, the pair (address, account)'s, and the account's. A right password
 * gives the places back (and clears the pair), so successes use up nobody's allowance; a wrong
 * one keeps them. Past a few account-wide failures every attempt, right or wrong, waits a growing
 * time before its answer, so the wait tells nothing. Taking the place first, not after the (slow)
 * check, is what stops ten parallel guesses from all passing a limit with one place left.
 * Addresses are counted as client-address.ts groups them (an IPv6 /64 is one address).
 *
 * A known device is a browser whose `hanout_device` cookie names an earlier sign-in (or a
 * completed password reset) to this very account (sign_in_devices). It is not slowed, and when
 * only the account-wide limit is full it is let in past it, taking places under the address and
 * pair limits only: strangers filling that limit do not lock the owner out. A completed reset
 * also forgets the account's failures.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { identityKey } from '../../../common/identity.ts';
import { signInDevices } from '../../db/schema.ts';
import { addressKey } from '../../plugins/client-address.ts';
import type { LimitCount } from '../../plugins/rate-limits.ts';
import { hashToken, isTokenShape, newToken } from './sessions.ts';

export const DEVICE_COOKIE = 'hanout_device';
/** A device stays known for a year after its last sign-in. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** The devices an account keeps; the oldest is forgotten past it. */
export const DEVICES_PER_ACCOUNT = 20;

export interface SignInAttempt {
  /** The password was right: gives the places back and clears the pair's failures. */
  succeeded(): Promise<void>;
  /**
   * Records the browser as a known device of the account and sets its cookie (after the session
   * cookie, which stays the first Set-Cookie of the answer).
   */
  remember(userId: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before answering an attempt, the account's `attempts`-th kept in its window. */
export function failureDelayMs(
  attempts: number,
  delay: { after: number; baseMs: number; maxMs: number } | undefined,
): number {
  if (!delay || attempts <= delay.after) return 0;
  return Math.min(delay.maxMs, delay.baseMs * 2 ** (attempts - delay.after - 1));
}

/** How an account is counted: by its id, or by the folded name when no account has it. */
function accountKey(login: string, userId: number | null): string {
  return userId === null ? `name:${identityKey(login)}` : `user:${userId}`;
}

export function signInGuard(app: FastifyInstance, secureCookies: boolean) {
  const db = app.database.db;

  const deviceToken = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[DEVICE_COOKIE];
    return token && isTokenShape(token) ? token : undefined;
  };

  /** Whether this browser signed in to (or reset the password of) this account before. */
  const isKnownDevice = async (request: FastifyRequest, userId: number): Promise<boolean> => {
    const token = deviceToken(request);
    if (!token) return false;
    const [row] = await db
      .select({ userId: signInDevices.userId })
      .from(signInDevices)
      .where(and(eq(signInDevices.tokenHash, hashToken(token)), eq(signInDevices.userId, userId)))
      .limit(1);
    return row !== undefined;
  };

  /**
   * Notes the device as one this account signed in with, under a new token at every sign-in, in
   * one statement: the accounts the browser's previous token was known to move to the new one
   * (one token per browser, known to each of its accounts); the account keeps its newest
   * DEVICES_PER_ACCOUNT devices; devices unused for a year are forgotten, whoever's. A fresh token
   * each time means a token planted in the browser beforehand (a cookie set from a sibling
   * subdomain) is never adopted, and a copied token ends with the owner's next sign-in.
   */
  const rememberDevice = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const previous = deviceToken(request);
    const previousHash = previous ? hashToken(previous) : null;
    const token = newToken();
    const tokenHash = hashToken(token);
    await db.execute(sql`
      with moved as (
        update ${signInDevices} set token_hash = ${tokenHash}, last_used_at = now()
        where ${signInDevices.tokenHash} = ${previousHash} and ${signInDevices.userId} <> ${userId}
      ), forgotten as (
        delete from ${signInDevices} d
        where (d.user_id = ${userId}
            and (d.token_hash = ${previousHash}
              or d.token_hash not in (
                select token_hash from ${signInDevices}
                where user_id = ${userId}
                order by last_used_at desc
                limit ${DEVICES_PER_ACCOUNT - 1})))
          or (d.last_used_at < now() - interval '1 year'
            and d.token_hash is distinct from ${previousHash})
      )
      insert into ${signInDevices} (token_hash, user_id) values (${tokenHash}, ${userId})`);
    reply.setCookie(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      // Sent with every /api request (sign-in is at /api/login and /api/auth/login, the reset at
      // /api/auth/password-reset); read only there.
      path: '/api',
      secure: secureCookies || request.protocol === 'https',
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
  };

  return {
    /**
     * Takes the attempt's places before the password check (429 when it has none), and waits
     * when the account has many failures. `userId`: the account the login names, if any.
     */
    async begin(
      request: FastifyRequest,
      reply: FastifyReply,
      login: string,
      userId: number | null,
    ): Promise<SignInAttempt> {
      const address = addressKey(request.ip);
      const account = accountKey(login, userId);
      // The address first: it never holds "|", so no two pairs share a key.
      const pair = `${address}|${account}`;
      const counts: LimitCount[] = [
        { name: 'signInPerAddress', key: address },
        { name: 'signInPerPair', key: pair },
        { name: 'signInPerAccount', key: account },
      ];
      const known = () => userId !== null && isKnownDevice(request, userId);
      let taken = await app.limits.take(counts);
      if (!taken.allowed) {
        const onlyAccountFull = !taken.refused[0] && !taken.refused[1] && taken.refused[2];
        if (!onlyAccountFull || !(await known())) {
          app.limits.refuse(reply, 'signInPerAccount', taken.retryAfterMs);
        }
        taken = await app.limits.take(counts.slice(0, 2));
        if (!taken.allowed) app.limits.refuse(reply, 'signInPerPair', taken.retryAfterMs);
      } else {
        const wait = failureDelayMs(
          taken.counts[2] ?? 0,
          app.limits.rule('signInPerAccount').delay,
        );
        if (wait > 0 && !(await known())) await sleep(wait);
      }
      const { tickets } = taken;

      return {
        succeeded: () =>
          app.limits.release({ tickets, keys: [{ name: 'signInPerPair', key: pair }] }),
        remember: (id) => rememberDevice(request, reply, id),
      };
    },

    /**
     * A password reset completed in this browser proves the owner: the account's failures are
     * forgotten (a guesser's flood no longer stands between the owner and a new phone) and the
     * browser becomes a known device.
     */
    async trustAfterReset(request: FastifyRequest, reply: FastifyReply, userId: number) {
      await app.limits.release({
        keys: [{ name: 'signInPerAccount', key: accountKey('', userId) }],
      });
      await rememberDevice(request, reply, userId);
    },
  };
}
