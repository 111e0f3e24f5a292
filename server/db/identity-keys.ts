/**
 * Fills users.username_key and users.email_key for accounts made before those columns
 * (migration 0019). The keys are identityKey() of the username and the email, which only
 * JavaScript computes (NFKC and full case folding), so the migration leaves them empty and this
 * runs right after migrating, before the server answers anything.
 */
import { eq, isNull, or, sql } from 'drizzle-orm';
import { identityKey } from '../../common/identity.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';

const KEYS_CHECK = 'users_identity_keys_present';

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

/**
 * Computes the missing keys, oldest account first, in one transaction; then validates the
 * migration's NOT VALID check, so that from then on the database holds every row to it. Run under
 * the database's exclusive lock (two instances starting together fill once). Returns how many
 * accounts it filled and the clashes, which it also reports through warn.
 */
export async function fillIdentityKeys(
  db: Db,
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<{ filled: number; clashes: IdentityKeyClash[] }> {
  const clashes: IdentityKeyClash[] = [];
  const pending = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      usernameKey: users.usernameKey,
      emailKey: users.emailKey,
    })
    .from(users)
    .where(or(isNull(users.usernameKey), isNull(users.emailKey)))
    .orderBy(users.id);
  if (pending.length > 0) {
    await db.transaction(async (tx) => {
      const holderOf = async (field: 'username' | 'email', key: string) => {
        const column = field === 'username' ? users.usernameKey : users.emailKey;
        const [holder] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(column, key))
          .limit(1);
        return holder?.id;
      };
      const keyFor = async (field: 'username' | 'email', row: (typeof pending)[number]) => {
        const value = row[field];
        const key = identityKey(value);
        const keptBy = await holderOf(field, key);
        if (keptBy === undefined) return key;
        clashes.push({ userId: row.id, field, value, keptBy });
        warn(
          `account ${row.id}: its ${field} ${JSON.stringify(value)} folds to the same key as account ` +
            `${keptBy}'s; account ${keptBy} keeps it, account ${row.id} cannot sign in or reset ` +
            `with this ${field} until an operator changes it`,
        );
        return displacedKey(value, row.id);
      };
      for (const row of pending) {
        const usernameKey = row.usernameKey ?? (await keyFor('username', row));
        const emailKey = row.emailKey ?? (await keyFor('email', row));
        await tx.update(users).set({ usernameKey, emailKey }).where(eq(users.id, row.id));
      }
    });
  }
  const result = await db.execute(
    sql`select convalidated as validated from pg_constraint where conname = ${KEYS_CHECK}`,
  );
  // Both engines answer { rows }.
  const [check] = (result as unknown as { rows: { validated: boolean }[] }).rows;
  if (check && !check.validated) {
    await db.execute(sql.raw(`alter table users validate constraint ${KEYS_CHECK}`));
  }
  return { filled: pending.length, clashes };
}
