/**
 * The start-up fill of identity keys (server/db/identity-keys.ts) on thousands of accounts older
 * than the key columns: a few statements per thousand accounts, not a few per account (20,000
 * accounts took 9 s on PGlite that way, before the server listened); batches committed one by one,
 * so a start killed half-way keeps its work; and the same keys as the one-account-after-the-other
 * rule: the older of two fold-equal accounts keeps the key (ß and ss, full width, case), while
 * `İlker` is not `ilker`.
 */
import { inArray, isNull, or, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { identityKey } from '../../common/identity.ts';
import { displacedKey, fillIdentityKeys } from '../../server/db/identity-keys.ts';
import { users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/modules/auth/index.ts';
import { describeEachEngine } from './harness.ts';
import { caller } from './session.ts';

const PASSWORD = 'amlou et zitoun 2026';
const COUNT = 5000;
/** Twins (pairs of accounts made from one tag) whose usernames fold together: kinds 0, 1 and 3. */
const USERNAME_CLASHES = ((COUNT / 2) * 3) / 5;
/** Twins whose emails fold together: one in three. */
const EMAIL_CLASHES = Math.ceil(COUNT / 2 / 3);

interface Account {
  username: string;
  email: string;
}

const fullWidth = (value: string) =>
  value.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

/** Two accounts of one tag; which identifiers fold together depends on the pair's number. */
function twins(tag: string, pair: number): [Account, Account] {
  const usernames: [string, string] = [
    [`straße_${tag}`, `STRASSE_${tag}`],
    [`full_${tag}`, fullWidth(`full_${tag}`)],
    [`ilker_${tag}`, `İlker_${tag}`],
    [`Case_${tag}`, `cASE_${tag}`],
    [`solo_${tag}`, `alone_${tag}`],
  ][pair % 5] as [string, string];
  const emails: [string, string] = [
    [`${tag}@fill.tn`, `${tag.toUpperCase()}@FILL.TN`],
    [`i${tag}@fill.tn`, `İ${tag}@fill.tn`],
    [`${tag}@fill.tn`, `${tag}.two@fill.tn`],
  ][pair % 3] as [string, string];
  return [
    { username: usernames[0], email: emails[0] },
    { username: usernames[1], email: emails[1] },
  ];
}

/** COUNT accounts in a fixed shuffled order: twins land in one batch or in two, either first. */
function accountsTagged(prefix: string): Account[] {
  const accounts = Array.from({ length: COUNT / 2 }, (_, pair) =>
    twins(`${prefix}${pair}`, pair),
  ).flat();
  let seed = 17;
  for (let i = accounts.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [accounts[i], accounts[j]] = [accounts[j] as Account, accounts[i] as Account];
  }
  return accounts;
}

interface Keys {
  id: number;
  usernameKey: string | null;
  emailKey: string | null;
}

/** The rule as the fill used to apply it: oldest account first, a key to its first claimant. */
function oneAfterTheOther(rows: (Account & { id: number })[]): Keys[] {
  const holders = { username: new Set<string>(), email: new Set<string>() };
  const keyOf = (field: 'username' | 'email', row: Account & { id: number }) => {
    const key = identityKey(row[field]);
    if (holders[field].has(key)) return displacedKey(row[field], row.id);
    holders[field].add(key);
    return key;
  };
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      usernameKey: keyOf('username', row),
      emailKey: keyOf('email', row),
    }));
}

describeEachEngine(
  'identity keys filled in batches',
  (env) => {
    const db = () => env().database.db;
    const request = caller(() => env().app);
    const login = (username: string) =>
      request('POST', '/api/auth/login', undefined, { username, password: PASSWORD });

    /**
     * COUNT accounts as migration 0019 leaves the accounts it finds: keys empty, the check NOT
     * VALID. Such a check still refuses a new row without keys, hence dropped for the insert.
     */
    const insertKeyless = async (prefix: string) => {
      const passwordHash = await hashPassword(PASSWORD);
      const accounts = accountsTagged(prefix);
      await db().execute(sql`alter table users drop constraint users_identity_keys_present`);
      const ids: number[] = [];
      for (let start = 0; start < accounts.length; start += 1000) {
        const inserted = await db()
          .insert(users)
          .values(
            accounts
              .slice(start, start + 1000)
              .map((account) => ({ ...account, passwordHash, fullName: 'Ancien compte' })),
          )
          .returning({ id: users.id });
        ids.push(...inserted.map((row) => row.id));
      }
      await db().execute(
        sql.raw(`alter table users add constraint users_identity_keys_present
          check (username_key is not null and email_key is not null) not valid`),
      );
      const rows = await db()
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      expect(rows).toHaveLength(COUNT);
      return { ids, expected: oneAfterTheOther(rows), rows };
    };
    const keysOf = (ids: number[]) =>
      db()
        .select({ id: users.id, usernameKey: users.usernameKey, emailKey: users.emailKey })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(users.id);
    const keyless = async () =>
      (
        await db()
          .select({ id: users.id })
          .from(users)
          .where(or(isNull(users.usernameKey), isNull(users.emailKey)))
      ).map((row) => row.id);
    const checkValidated = async () => {
      const result = await db().execute(
        sql`select convalidated from pg_constraint where conname = 'users_identity_keys_present'`,
      );
      return (result as unknown as { rows: { convalidated: boolean }[] }).rows[0]?.convalidated;
    };

    it(`fills ${COUNT} accounts in a few statements per thousand, as one after the other would`, async () => {
      const { ids, expected } = await insertKeyless('a');
      const warnings: string[] = [];
      const { result, statements } = await env().database.recordQueries(() =>
        env().database.exclusive((locked) =>
          fillIdentityKeys(locked, (message) => warnings.push(message)),
        ),
      );
      // One at a time took three per account (15,000 here); batches of 1,000 take 3 each, plus
      // statistics and the check's validation.
      expect(statements.length).toBeLessThanOrEqual((5 * COUNT) / 1000);
      expect(result.filled).toBe(COUNT);
      expect(await keysOf(ids)).toEqual(expected);
      // Only fold-equal twins clash: ß/ss, full width and case do, İ/i does not.
      expect(result.clashes).toHaveLength(USERNAME_CLASHES + EMAIL_CLASHES);
      expect(result.clashes.filter((clash) => clash.field === 'email')).toHaveLength(EMAIL_CLASHES);
      expect(warnings).toHaveLength(result.clashes.length);
      expect(await keyless()).toEqual([]);
      expect(await checkValidated()).toBe(true);
    });

    it('keeps the batches of a start stopped half-way; the next start ends as one whole fill', async () => {
      const { ids, expected, rows } = await insertKeyless('b');
      let warned = 0;
      // The process dies at the thousandth clash: two batches in at least, as an account clashes
      // only with its older twin, which early batches seldom hold.
      await expect(
        env().database.exclusive((locked) =>
          fillIdentityKeys(locked, () => {
            warned += 1;
            if (warned === 1000) throw new Error('killed');
          }),
        ),
      ).rejects.toThrow('killed');
      const left = new Set(await keyless());
      expect(left.size % 1000).toBe(0);
      expect(left.size).toBeGreaterThanOrEqual(1000);
      expect(left.size).toBeLessThanOrEqual(COUNT - 2000);
      // What is filled is already what the whole fill gives those accounts.
      const filled = expected.filter((keys) => !left.has(keys.id));
      expect(await keysOf(filled.map((keys) => keys.id))).toEqual(filled);
      expect(await checkValidated()).toBe(false);

      // Meanwhile an account still without keys is not found (the usual 401), never mistaken
      // for another; a filled one signs in.
      const accountOf = new Map(rows.map((row) => [row.id, row]));
      const first = accountOf.get(filled[0]?.id ?? 0);
      const waiting = expected.find(
        (keys) =>
          left.has(keys.id) &&
          keys.usernameKey === identityKey(accountOf.get(keys.id)?.username ?? ''),
      );
      const waitingAccount = accountOf.get(waiting?.id ?? 0);
      if (!first || !waitingAccount) throw new Error('no account to sign in with');
      expect((await login(first.username)).json().id).toBe(first.id);
      expect((await login(waitingAccount.username)).statusCode).toBe(401);

      const again = await env().database.exclusive((locked) => fillIdentityKeys(locked, () => {}));
      expect(again.filled).toBe(left.size);
      expect(await keysOf(ids)).toEqual(expected);
      expect(await checkValidated()).toBe(true);
      expect((await login(waitingAccount.username)).json().id).toBe(waitingAccount.id);
    });
  },
  { mail: { worker: false } },
);
