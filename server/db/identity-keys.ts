/**
 * Fills users.username_key and users.email_key for accounts made before those columns
 * (migration 0019). The keys are identityKey() of the username and the email, which only
 * JavaScript computes (NFKC and full case folding), so the migration leaves them empty and this
 * runs right after migrating, before the server answers anything.
 */
import { and, gt, isNull, or, sql } from 'drizzle-orm';
import { identityKey } from '../../common/identity.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

const KEYS_CHECK = 'users_identity_keys_present';
/** Accounts read, resolved and written per round: three statements for each thousand. */
const FILL_BATCH = 1000;

/**
 * The key given to the younger of two old accounts whose usernames (or emails) fold to one key:
 * the old lower() index let `straße` and `strasse` both in. The older account keeps the key; the
 * younger one gets this, which holds a no-break space that NFKC turns into a plain space, so no
 * identityKey() ever equals it: no sign-in, reset or registration reaches it, and it is unique.
 * The account keeps its data and can still sign in with its other identifier (or an operator
 * renames it); the server logs each one.
 */
export function displacedKey(value: string, userId: number): string {
  return `${identityKey(value)}\u00a0#${userId}`;
}

export interface IdentityKeyClash {
  userId: number;
  field: 'username' | 'email';
  value: string;
  /** The older account that keeps the key. */
  keptBy: number;
}

type Field = IdentityKeyClash['field'];
interface StoredKeys {
  id: number;
  username_key: string | null;
  email_key: string | null;
}

/**
 * Computes the missing keys, oldest account first, FILL_BATCH accounts at a time; then validates
 * the migration's NOT VALID check, so that from then on the database holds every row to it. Run
 * under the database's exclusive lock (two instances starting together fill once). Returns how
 * many accounts it filled and the clashes, which it also reports through warn.
 *
 * Each batch is one UPDATE that commits on its own, so a start killed half-way keeps what it did,
 * and what it leaves is what an uninterrupted fill leaves at that point: accounts go oldest (lowest
 * id) first, and a key already stored, by an earlier batch or start, wins over a keyless account.
 * The next start carries on from there to the same end. In between, no new instance serves (each
 * fills before it listens); and were one to, an account still without keys would merely not be
 * found by lookups, which compare keys, while every key already stored stays with its account.
 */
export async function fillIdentityKeys(
  db: Db,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<{ filled: number; clashes: IdentityKeyClash[] }> {
  const clashes: IdentityKeyClash[] = [];
  let filled = 0;
  let after = 0;
  for (;;) {
    const pending = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        usernameKey: users.usernameKey,
        emailKey: users.emailKey,
      })
      .from(users)
      .where(and(gt(users.id, after), or(isNull(users.usernameKey), isNull(users.emailKey))))
      .orderBy(users.id)
      .limit(FILL_BATCH);
    if (pending.length === 0) break;
    // Statistics first: without them (PGlite has no autovacuum) the planner takes the table for
    // a small one and scans all of it for each batch's lookups and update.
    if (filled === 0) await db.execute(sql`analyze users`);

    const claims = pending.map((row) => ({
      row,
      username: identityKey(row.username),
      email: identityKey(row.email),
    }));
    // Who holds these keys already: accounts filled before (in an earlier batch or start), or
    // made since the columns exist.
    const stored = await db.execute(sql`
      select id, username_key, email_key from users
      where username_key = any(${sql.param(claims.map((claim) => claim.username))}::text[])
         or email_key = any(${sql.param(claims.map((claim) => claim.email))}::text[])`);
    const holders: Record<Field, Map<string, number>> = { username: new Map(), email: new Map() };
    for (const holder of (stored as unknown as { rows: StoredKeys[] }).rows) {
      if (holder.username_key !== null) holders.username.set(holder.username_key, holder.id);
      if (holder.email_key !== null) holders.email.set(holder.email_key, holder.id);
    }
    // Oldest first, as one account after the other: a key goes to its first claimant.
    const keyFor = (field: Field, row: (typeof pending)[number], key: string) => {
      const keptBy = holders[field].get(key);
      if (keptBy === undefined) {
        holders[field].set(key, row.id);
        return key;
      }
      const value = row[field];
      clashes.push({ userId: row.id, field, value, keptBy });
      warn(
        `account ${row.id}: its ${field} ${JSON.stringify(value)} folds to the same key as account ` +
          `${keptBy}'s; account ${keptBy} keeps it, account ${row.id} cannot sign in or reset ` +
          `with this ${field} until an operator changes it`,
      );
      return displacedKey(value, row.id);
    };
    const ids: number[] = [];
    const usernameKeys: string[] = [];
    const emailKeys: string[] = [];
    for (const { row, username, email } of claims) {
      ids.push(row.id);
      usernameKeys.push(row.usernameKey ?? keyFor('username', row, username));
      emailKeys.push(row.emailKey ?? keyFor('email', row, email));
    }
    // One statement, so it commits on its own; coalesce: a stored key is never overwritten.
    await db.execute(sql`
      update users set
        username_key = coalesce(users.username_key, computed.username_key),
        email_key = coalesce(users.email_key, computed.email_key)
      from unnest(
        ${sql.param(ids)}::int[],
        ${sql.param(usernameKeys)}::text[],
        ${sql.param(emailKeys)}::text[]
      ) as computed(id, username_key, email_key)
      where users.id = computed.id`);
    filled += pending.length;
    after = ids.at(-1) ?? after;
    if (pending.length < FILL_BATCH) break;
  }
  // And after: statistics that still count every key missing would keep the next start's look
  // for keyless accounts from using the indexes.
  if (filled > 0) await db.execute(sql`analyze users`);
  const result = await db.execute(
    sql`select convalidated as validated from pg_constraint where conname = ${KEYS_CHECK}`,
  );
  // Both engines answer { rows }.
  const [check] = (result as unknown as { rows: { validated: boolean }[] }).rows;
  if (check && !check.validated) {
    await db.execute(sql.raw(`alter table users validate constraint ${KEYS_CHECK}`));
  }
  return { filled, clashes };
}
