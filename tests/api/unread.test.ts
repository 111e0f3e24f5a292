import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

describeEachEngine(
  'GET /api/messages/unread',
  (env) => {
    it('counts the unread messages customers sent to the signed-in store only', async () => {
      const { db } = env().database;
      const [seller] = await db.select().from(users).where(eq(users.username, 'demo_seller'));
      const [expected] = await db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.storeId, seller?.id ?? 0),
            eq(messages.status, 'unread'),
            eq(messages.direction, 'inbound'),
          ),
        );
      expect(expected?.n).toBeGreaterThan(0);
      const cookie = await signIn(env().app, 'demo_seller');
      const response = await env().app.inject({
        method: 'GET',
        url: '/api/messages/unread',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: expected?.n });
    });

    it('is zero for a new store, and 401 signed out', async () => {
      const seller = await newAccount(env().app);
      const response = await env().app.inject({
        method: 'GET',
        url: '/api/messages/unread',
        headers: { cookie: seller.cookie },
      });
      expect(response.json()).toEqual({ count: 0 });
      expect(
        (await env().app.inject({ method: 'GET', url: '/api/messages/unread' })).statusCode,
      ).toBe(401);
    });
  },
  { seed: true },
);
