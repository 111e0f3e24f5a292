/**
 * Checkout remembers where and in which language to tell the buyer about each order (issue 15):
 * the email typed, else a signed-in buyer's account email, else none; the request's language.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

const guest = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

describeEachEngine(
  'checkout: the buyer’s email and language',
  (env) => {
    async function order(payload: object, options: { cookie?: string; query?: string } = {}) {
      const store = await newStore(env().app, 'Huilerie', [
        { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 50 },
      ]);
      const [oil] = store.products;
      const response = await env().app.inject({
        method: 'POST',
        url: `/api/checkout${options.query ?? ''}`,
        headers: options.cookie ? { cookie: options.cookie } : {},
        payload: {
          ...guest,
          items: [{ productId: oil?.id, quantity: 1, price: oil?.price }],
          ...payload,
        },
      });
      if (response.statusCode !== 201) return { response, row: undefined };
      const id = response.json().orders[0].id as number;
      const [row] = await env()
        .app.database.db.select({ email: orders.buyerEmail, language: orders.buyerLanguage })
        .from(orders)
        .where(eq(orders.id, id));
      return { response, row };
    }

    it('keeps a guest’s email and the language they ordered in', async () => {
      const { row } = await order({ email: ' amel@example.tn ' }, { query: '?lng=fr' });
      expect(row).toEqual({ email: 'amel@example.tn', language: 'fr' });
    });

    it('keeps nothing for a guest who left the email out or empty', async () => {
      expect((await order({})).row).toEqual({ email: null, language: 'en' });
      expect((await order({ email: '' }, { query: '?lng=ar' })).row).toEqual({
        email: null,
        language: 'ar',
      });
    });

    it('uses a signed-in buyer’s account email unless they typed another', async () => {
      const buyer = await newAccount(env().app, 'customer');
      const accountEmail = `${buyer.username}@example.tn`;
      expect((await order({}, { cookie: `${buyer.cookie}; hanout-lang=ar` })).row).toEqual({
        email: accountEmail,
        language: 'ar',
      });
      expect((await order({ email: 'other@example.tn' }, { cookie: buyer.cookie })).row).toEqual({
        email: 'other@example.tn',
        language: 'en',
      });
    });

    it('refuses a malformed email with a clear message', async () => {
      const { response } = await order({ email: 'not an email' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toBe('Please enter a valid email address.');
    });
  },
  { mail: { worker: false } },
);
