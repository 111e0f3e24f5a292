/**
 * Issue 17: usernames and emails are compared in one form (identityKey: NFKC and full case
 * folding) by sign-in, registration, password reset and the unique indexes, so `leİla_halwa` is
 * not `leila_halwa` while `LEILA_HALWA` and full-width `ＬＥＩＬＡ_halwa` are; old accounts get
 * their keys when the server starts. And changing the email needs the current password, with
 * wrong guesses counted as the password change counts them.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/errors.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { displacedKey } from '../../server/db/identity-keys.ts';
import { emailOutbox, users } from '../../server/db/schema.ts';
import { conflictFromUniqueViolation, hashPassword } from '../../server/modules/auth/index.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount, signIn } from './session.ts';

const PASSWORD = 'amlou et zitoun 2026';
const LEILA = {
  username: 'leila_halwa',
  email: 'leila@halwa.tn',
  password: PASSWORD,
  fullName: 'Leila Ben Salah',
  userType: 'customer',
};
const INVALID_CREDENTIALS = {
  message: 'Invalid username or password',
  code: 'auth.invalidCredentials',
};
/** The password change's limit in these suites: low, so that a test reaches it. */
const GUESSES = 4;

describeEachEngine(
  'identity keys and email change',
  (env) => {
    const request = caller(() => env().app);
    const db = () => env().database.db;
    const login = (username: string, password = PASSWORD) =>
      request('POST', '/api/auth/login', undefined, { username, password });
    const register = (fields: Partial<typeof LEILA>) =>
      request('POST', '/api/auth/register', undefined, { ...LEILA, ...fields });
    const userIdOf = async (response: { json(): unknown }) =>
      (response.json() as { id: number }).id;

    describe('one form for usernames and emails', () => {
      let leilaId: number;

      it('registers leila_halwa with its keys', async () => {
        const created = await register({});
        expect(created.statusCode, created.body).toBe(201);
        leilaId = await userIdOf(created);
        const [row] = await db()
          .select({ usernameKey: users.usernameKey, emailKey: users.emailKey })
          .from(users)
          .where(eq(users.id, leilaId));
        expect(row).toEqual({ usernameKey: 'leila_halwa', emailKey: 'leila@halwa.tn' });
      });

      it('signs in as LEILA_HALWA, full-width ＬＥＩＬＡ_halwa and LEILA@HALWA.TN', async () => {
        for (const name of [
          'LEILA_HALWA',
          'Leila_Halwa',
          'ＬＥＩＬＡ＿ｈａｌｗａ',
          'LEILA@HALWA.TN',
        ]) {
          const response = await login(name);
          expect(response.statusCode, name).toBe(200);
          expect(response.json().id).toBe(leilaId);
        }
      });

      it('does not sign leİla_halwa in as leila_halwa: the usual invalid credentials', async () => {
        const lookalike = await login('leİla_halwa');
        expect(lookalike.statusCode).toBe(401);
        expect(lookalike.json()).toEqual(INVALID_CREDENTIALS);
        // Word for word what an unknown name gets: nothing tells the two apart.
        expect(lookalike.body).toBe((await login('nobody_at_all')).body);
      });

      it('answers 409 taken for a fold-equal username, in any case or width', async () => {
        for (const [index, username] of [
          'LEILA_halwa',
          'ＬＥＩＬＡ_halwa',
          'ｌｅｉｌａ_ｈａｌｗａ',
          'Leila_Halwa',
        ].entries()) {
          const response = await register({ username, email: `other${index}@halwa.tn` });
          expect(response.statusCode, username).toBe(409);
          expect(response.json()).toMatchObject({
            code: 'account.username.taken',
            codes: { username: 'account.username.taken' },
          });
        }
        const email = await register({ username: 'leila_two', email: 'LEILA@Halwa.TN' });
        expect(email.statusCode).toBe(409);
        expect(email.json()).toMatchObject({ codes: { email: 'account.email.taken' } });
      });

      it('folds ß to ss: straße and STRASSE are one name', async () => {
        const first = await register({ username: 'straße', email: 'strasse@halwa.tn' });
        expect(first.statusCode, first.body).toBe(201);
        const second = await register({ username: 'STRASSE', email: 'strasse2@halwa.tn' });
        expect(second.statusCode).toBe(409);
        expect((await login('strasse')).json().id).toBe(await userIdOf(first));
      });

      it('keeps leİla_halwa a distinct account of its own', async () => {
        const created = await register({
          username: 'leİla_halwa',
          email: 'leila.dotted@halwa.tn',
          password: 'another passphrase 2026',
        });
        expect(created.statusCode, created.body).toBe(201);
        const dottedId = await userIdOf(created);
        expect(dottedId).not.toBe(leilaId);
        // Each name reaches its own account only, with its own password.
        expect((await login('leİla_halwa')).statusCode).toBe(401);
        const own = await login('LEİLA_HALWA', 'another passphrase 2026');
        expect(own.json().id).toBe(dottedId);
        expect((await login('leila_halwa', 'another passphrase 2026')).statusCode).toBe(401);
        expect((await login('leila_halwa')).json().id).toBe(leilaId);
      });

      it('maps a unique-index race to the same 409', async () => {
        // As if a concurrent registration slipped between the check and the insert.
        const write = db().insert(users).values({
          username: 'Leila_Halwa',
          usernameKey: 'leila_halwa',
          email: 'race@halwa.tn',
          emailKey: 'race@halwa.tn',
          passwordHash: 'not a hash',
          fullName: 'Race',
        });
        const error: unknown = await write.then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(isUniqueViolation(error, 'users_username_key_idx')).toBe(true);
        expect(() => conflictFromUniqueViolation(error)).toThrow(
          expect.objectContaining({ code: 'account.username.taken' }),
        );
        // And a row without its keys is refused by the database itself.
        await expect(
          db().insert(users).values({
            username: 'no_keys',
            email: 'no.keys@halwa.tn',
            passwordHash: 'not a hash',
            fullName: 'No Keys',
          }),
        ).rejects.toThrow();
      });

      it('finds the account for a password reset by the same key', async () => {
        const response = await env().app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          remoteAddress: '10.17.0.1',
          payload: { email: 'LEILA@Halwa.TN' },
        });
        expect(response.statusCode).toBe(202);
        const sent = await db()
          .select({ to: emailOutbox.toAddress })
          .from(emailOutbox)
          .where(eq(emailOutbox.template, 'password_reset'));
        // To the address the account has, not the spelling typed.
        expect(sent).toEqual([{ to: 'leila@halwa.tn' }]);
      });
    });

    describe('keys of accounts older than the columns', () => {
      it('fills them at start-up, the older of two fold-equal accounts keeping the key', async () => {
        const passwordHash = await hashPassword(PASSWORD);
        // The state migration 0019 leaves: rows without keys, the check not yet validated.
        await db().execute(sql`alter table users drop constraint users_identity_keys_present`);
        const old = await db()
          .insert(users)
          .values(
            [
              { username: 'Yasmine_Old', email: 'Yasmine@Old.tn', fullName: 'Yasmine' },
              { username: 'groß_old', email: 'gross@old.tn', fullName: 'Older' },
              { username: 'GROSS_OLD', email: 'gross2@old.tn', fullName: 'Younger' },
            ].map((row) => ({ ...row, passwordHash })),
          )
          .returning({ id: users.id });
        await db().execute(
          sql.raw(`alter table users add constraint users_identity_keys_present
            check (username_key is not null and email_key is not null) not valid`),
        );
        const [yasmine, older, younger] = old.map((row) => row.id);
        if (!yasmine || !older || !younger) throw new Error('rows not inserted');

        const warnings: string[] = [];
        await prepareDatabase(env().database, {
          seedDemo: false,
          warn: (message) => warnings.push(message),
        });

        const keys = await db()
          .select({ id: users.id, usernameKey: users.usernameKey, emailKey: users.emailKey })
          .from(users)
          .where(sql`${users.id} in (${yasmine}, ${older}, ${younger})`)
          .orderBy(users.id);
        expect(keys).toEqual([
          { id: yasmine, usernameKey: 'yasmine_old', emailKey: 'yasmine@old.tn' },
          { id: older, usernameKey: 'gross_old', emailKey: 'gross@old.tn' },
          {
            id: younger,
            usernameKey: displacedKey('GROSS_OLD', younger),
            emailKey: 'gross2@old.tn',
          },
        ]);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain(`account ${younger}`);
        expect(warnings[0]).toContain(`account ${older}`);
        // The check now holds for every row.
        const result = await db().execute(
          sql`select convalidated from pg_constraint where conname = 'users_identity_keys_present'`,
        );
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ convalidated: true }]);

        expect((await login('YASMINE_OLD')).json().id).toBe(yasmine);
        expect((await login('gross_old')).json().id).toBe(older);
        // The younger one still signs in with its email, and its name is taken by nobody new.
        expect((await login('GROSS2@old.tn')).json().id).toBe(younger);
        expect((await register({ username: 'gross_old', email: 'new@old.tn' })).statusCode).toBe(
          409,
        );
        // Started again, nothing left to fill and nothing said.
        await prepareDatabase(env().database, {
          seedDemo: false,
          warn: (message) => warnings.push(message),
        });
        expect(warnings).toHaveLength(1);
      });
    });

    describe('email change', () => {
      const patch = (id: number, payload: object, cookie: string) =>
        request('PATCH', `/api/users/${id}`, cookie, payload);
      const emailOf = async (id: number) =>
        (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

      it('needs the current password: missing is 400 on the field, wrong is 400 on the field', async () => {
        const account = await newAccount(env().app, 'customer');
        const before = await emailOf(account.id);
        const missing = await patch(account.id, { email: 'taken.over@evil.tn' }, account.cookie);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({
          message: 'Current password is required',
          code: 'account.currentPassword.required',
          errors: { currentPassword: 'Current password is required' },
          codes: { currentPassword: 'account.currentPassword.required' },
        });
        const empty = await patch(
          account.id,
          { email: 'taken.over@evil.tn', currentPassword: '' },
          account.cookie,
        );
        expect(empty.json().codes).toEqual({ currentPassword: 'account.currentPassword.required' });
        const wrong = await patch(
          account.id,
          { email: 'taken.over@evil.tn', currentPassword: 'not my password' },
          account.cookie,
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual({
          message: 'Current password is incorrect',
          code: 'account.currentPassword.wrong',
          errors: { currentPassword: 'Current password is incorrect' },
          codes: { currentPassword: 'account.currentPassword.wrong' },
        });
        expect(await emailOf(account.id)).toBe(before);
      });

      it('changes the email with the right password, and signs in by the new one', async () => {
        const account = await newAccount(env().app, 'customer');
        const oldEmail = await emailOf(account.id);
        const changed = await patch(
          account.id,
          { email: 'Nouvelle.Adresse@halwa.tn', currentPassword: account.password },
          account.cookie,
        );
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json().email).toBe('Nouvelle.Adresse@halwa.tn');
        expect((await login('NOUVELLE.ADRESSE@HALWA.TN', account.password)).json().id).toBe(
          account.id,
        );
        expect((await login(oldEmail ?? '', account.password)).statusCode).toBe(401);
        const [row] = await db()
          .select({ emailKey: users.emailKey })
          .from(users)
          .where(eq(users.id, account.id));
        expect(row?.emailKey).toBe('nouvelle.adresse@halwa.tn');
      });

      it('needs no password for the same email or other fields', async () => {
        const account = await newAccount(env().app, 'customer');
        const email = await emailOf(account.id);
        const same = await patch(account.id, { email, fullName: 'Sami Trabelsi' }, account.cookie);
        expect(same.statusCode, same.body).toBe(200);
        const name = await patch(account.id, { fullName: 'Sami Ben Ali' }, account.cookie);
        expect(name.json().fullName).toBe('Sami Ben Ali');
      });

      it('checks the password before saying whether the new address is taken', async () => {
        const account = await newAccount(env().app, 'customer');
        const taken = await patch(
          account.id,
          { email: LEILA.email, currentPassword: 'not my password' },
          account.cookie,
        );
        expect(taken.statusCode).toBe(400);
        expect(taken.json().code).toBe('account.currentPassword.wrong');
        const known = await patch(
          account.id,
          { email: 'LEILA@HALWA.TN', currentPassword: account.password },
          account.cookie,
        );
        expect(known.statusCode).toBe(409);
        expect(known.json().codes).toEqual({ email: 'account.email.taken' });
      });

      it('counts wrong guesses under the password change limit, and forgets them on success', async () => {
        const account = await newAccount(env().app, 'customer');
        const guess = (currentPassword: string, email = 'guessed@evil.tn') =>
          patch(account.id, { email, currentPassword }, account.cookie);
        // A right password starts the count again.
        for (let attempt = 0; attempt < GUESSES - 1; attempt++) {
          expect((await guess(`wrong guess ${attempt}`)).statusCode).toBe(400);
        }
        expect((await guess(account.password, 'right.one@halwa.tn')).statusCode).toBe(200);
        for (let attempt = 0; attempt < GUESSES; attempt++) {
          expect((await guess(`wrong guess ${attempt}`)).statusCode).toBe(400);
        }
        // Past the limit even the right password waits, as on POST /api/users/me/password.
        const refused = await guess(account.password);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('limit.tooManyAttempts');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        const passwordChange = await request('POST', '/api/users/me/password', account.cookie, {
          currentPassword: account.password,
          newPassword: 'brand new passphrase',
        });
        expect(passwordChange.statusCode).toBe(429);
        expect(await emailOf(account.id)).toBe('right.one@halwa.tn');
        // Other edits are not held up.
        const name = await patch(account.id, { fullName: 'Still Editable' }, account.cookie);
        expect(name.statusCode).toBe(200);
        // Signed in elsewhere, the same account is still refused: the count is the account's.
        const elsewhere = await signIn(env().app, account.username, account.password);
        const again = await patch(
          account.id,
          { email: 'x@evil.tn', currentPassword: account.password },
          elsewhere,
        );
        expect(again.statusCode).toBe(429);
      });
    });
  },
  {
    mail: { worker: false },
    rateLimits: { passwordChange: { max: GUESSES, windowMs: 15 * 60 * 1000 } },
  },
);
