/**
 * A password everyone tries first is refused wherever a password is chosen: registration, the
 * password change and the emailed reset. Refused means a 400 under the password field, and
 * nothing changed: no account, the old password still signs in, the reset token still open.
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { isCommonPassword } from '../../server/modules/auth/common-passwords.ts';
import { emailOutbox, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

const COMMON = 'Password1';
const REFUSAL = 'This password is one of the most used, so it is easy to guess. Choose another.';

it('knows the leaked passwords long enough for our rule, in any letter case', () => {
  for (const word of ['password1', 'QWERTYUIOP', 'iloveyou', 'azertyuiop', 'motdepasse']) {
    expect(isCommonPassword(word), word).toBe(true);
  }
  for (const word of ['hanout2026', 'correct horse battery', 'zitouna-2026', 'jasmin-2026']) {
    expect(isCommonPassword(word), word).toBe(false);
  }
});

describeEachEngine(
  'common passwords',
  (env) => {
    const db = () => env().database.db;

    it('refuses one at registration, under the password field, creating nobody', async () => {
      const username = `common_${Date.now()}`;
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username,
          email: `${username}@example.tn`,
          password: COMMON,
          fullName: 'Test User',
          userType: 'customer',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('account.password.common');
      expect(response.json().errors.password).toBe(REFUSAL);
      const found = await db().select().from(users).where(eq(users.username, username));
      expect(found).toHaveLength(0);
    });

    it('refuses one as a new password, keeping the old one', async () => {
      const seller = await newAccount(env().app);
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: { cookie: seller.cookie },
        payload: { currentPassword: seller.password, newPassword: 'iloveyou1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.newPassword).toBe(REFUSAL);
      await signIn(env().app, seller.username, seller.password);
    });

    it('refuses one at a reset, and the emailed link still works for a better one', async () => {
      const buyer = await newAccount(env().app, 'customer');
      const email = `${buyer.username}@example.tn`;
      const requested = await env().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
      });
      expect(requested.statusCode).toBe(202);
      const [sent] = await db()
        .select({ data: emailOutbox.data })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, 'password_reset'),
            sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`,
          ),
        );
      const token = /#token=([A-Za-z0-9_-]+)$/.exec(
        (sent?.data as { resetPath?: string } | undefined)?.resetPath ?? '',
      )?.[1];
      expect(token).toBeDefined();
      const reset = (password: string) =>
        env().app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { token, password },
        });
      const refused = await reset('sunshine1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.password).toBe(REFUSAL);
      await signIn(env().app, buyer.username, buyer.password);
      expect((await reset('tourbet-nadhra-2026')).statusCode).toBe(204);
      await signIn(env().app, buyer.username, 'tourbet-nadhra-2026');
    });
  },
  // The emailed link is read from the outbox, which a running mail worker would empty.
  { mail: { worker: false } },
);
