/**
 * Reports on products and stores (issue 13), on both engines: from guests and signed-in visitors,
 * validated, only on what a visitor can see, limited per address, and without duplicates from one
 * signed-in reporter while their first report is open.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products, reports, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

describeEachEngine('reports on products and stores', (env) => {
  const call = caller(() => env().app);
  const db = () => env().database.db;
  const rowOf = async (id: number) =>
    (await db().select().from(reports).where(eq(reports.id, id)))[0];

  it('records a guest’s report on a product and a signed-in buyer’s on a store', async () => {
    const store = await newStore(env().app, 'Chechia Signalée', [
      { name: 'Chéchia rouge', price: 25, stockQuantity: 10 },
    ]);
    const [chechia] = store.products;
    const guest = await call(
      'POST',
      `/api/marketplace/products/${chechia?.id}/reports`,
      undefined,
      {
        reason: 'counterfeit',
        details: '  Ce n’est pas une vraie chéchia de Tunis, la laine est synthétique.  ',
      },
    );
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toEqual({ id: expect.any(Number) });
    expect(await rowOf(guest.json().id)).toMatchObject({
      targetType: 'product',
      productId: chechia?.id,
      storeId: store.id,
      reason: 'counterfeit',
      details: 'Ce n’est pas une vraie chéchia de Tunis, la laine est synthétique.',
      reporterUserId: null,
      status: 'open',
    });

    const buyer = await newAccount(env().app, 'customer');
    const signed = await call('POST', `/api/marketplace/stores/${store.id}/reports`, buyer.cookie, {
      reason: 'scam',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(await rowOf(signed.json().id)).toMatchObject({
      targetType: 'store',
      productId: null,
      storeId: store.id,
      reason: 'scam',
      details: null,
      reporterUserId: buyer.id,
    });
    // An 'other' report with its explanation, in Arabic.
    const other = await call('POST', `/api/marketplace/stores/${store.id}/reports`, undefined, {
      reason: 'other',
      details: 'البائع لا يرد على الرسائل منذ أسبوعين',
    });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('answers 400 with a message code for bad reports', async () => {
    const store = await newStore(env().app, 'Validation Boutique', [
      { name: 'Fouta rayée', price: 15, stockQuantity: 10 },
    ]);
    const url = `/api/marketplace/products/${store.products[0]?.id}/reports`;
    const cases: [unknown, string][] = [
      [{}, 'report.reason.invalid'],
      [{ reason: 'ugly' }, 'report.reason.invalid'],
      [{ reason: 'other' }, 'report.details.required'],
      [{ reason: 'other', details: 'pas bien' }, 'report.details.required'],
      [{ reason: 'scam', details: 'x'.repeat(1001) }, 'report.details.tooLong'],
    ];
    for (const [payload, code] of cases) {
      const response = await call('POST', url, undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe(code);
    }
    const badId = await call('POST', '/api/marketplace/products/abc/reports', undefined, {
      reason: 'scam',
    });
    expect(badId.statusCode).toBe(400);
    expect(await db().select().from(reports).where(eq(reports.storeId, store.id))).toEqual([]);
  });

  it('answers 404 for what a visitor cannot see: unknown, hidden, suspended, unfinished', async () => {
    const store = await newStore(env().app, 'Boutique Cachée', [
      { name: 'Tajine caché', price: 30, stockQuantity: 3 },
      { name: 'Tajine archivé', price: 30, stockQuantity: 3 },
    ]);
    const [hidden, archived] = store.products;
    await db()
      .update(products)
      .set({ hiddenAt: new Date(), hiddenReason: 'Non conforme' })
      .where(eq(products.id, hidden?.id ?? 0));
    await db()
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived?.id ?? 0));
    const report = { reason: 'forbidden' };
    const product = (id: number | undefined) =>
      call('POST', `/api/marketplace/products/${id}/reports`, undefined, report);
    const storeReport = (id: number) =>
      call('POST', `/api/marketplace/stores/${id}/reports`, undefined, report);
    for (const response of [
      await product(hidden?.id),
      await product(archived?.id),
      await product(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('product.notFound');
    }
    const wizard = await newAccount(env().app, 'business');
    const buyer = await newAccount(env().app, 'customer');
    for (const id of [wizard.id, buyer.id, 999_999]) {
      const response = await storeReport(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('store.notFound');
    }
    await db()
      .update(users)
      .set({ storeSuspendedAt: new Date(), storeSuspensionReason: 'Suspendue' })
      .where(eq(users.id, store.id));
    expect((await storeReport(store.id)).statusCode).toBe(404);
    expect(await db().select().from(reports).where(eq(reports.storeId, store.id))).toEqual([]);
  });

  it('gives a signed-in reporter their open report back instead of a second one', async () => {
    const store = await newStore(env().app, 'Doublons', [
      { name: 'Baklawa pistache', price: 28, stockQuantity: 10 },
      { name: 'Makroudh dattes', price: 20, stockQuantity: 10 },
    ]);
    const [baklawa, makroudh] = store.products;
    const buyer = await newAccount(env().app, 'customer');
    const send = (url: string, cookie?: string, reason = 'wrong_info') =>
      call('POST', url, cookie, { reason });
    const productUrl = `/api/marketplace/products/${baklawa?.id}/reports`;
    const first = await send(productUrl, buyer.cookie);
    const second = await send(productUrl, buyer.cookie, 'scam');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    // Another product, the store itself and another buyer each get their own report.
    const otherProduct = await send(
      `/api/marketplace/products/${makroudh?.id}/reports`,
      buyer.cookie,
    );
    const storeItself = await send(`/api/marketplace/stores/${store.id}/reports`, buyer.cookie);
    const another = await send(productUrl, (await newAccount(env().app, 'customer')).cookie);
    const ids = [first, otherProduct, storeItself, another].map((r) => r.json().id);
    expect(new Set(ids).size).toBe(4);
    // Guests are never merged: nothing says two guests are one person.
    const guests = [await send(productUrl), await send(productUrl)].map((r) => r.json().id);
    expect(guests[0]).not.toBe(guests[1]);
    // Once dealt with, a new report is a new row.
    await db().update(reports).set({ status: 'dismissed' }).where(eq(reports.id, first.json().id));
    const again = await send(productUrl, buyer.cookie);
    expect(again.json().id).not.toBe(first.json().id);
    const open = await db()
      .select()
      .from(reports)
      .where(and(eq(reports.reporterUserId, buyer.id), eq(reports.status, 'open')));
    expect(open).toHaveLength(3);
  });
});

describeEachEngine(
  'report limit',
  (env) => {
    it('refuses a sixth report from one address within the hour with 429', async () => {
      const store = await newStore(env().app, 'Limite');
      const report = (address: string) =>
        env().app.inject({
          method: 'POST',
          url: `/api/marketplace/stores/${store.id}/reports`,
          remoteAddress: address,
          payload: { reason: 'scam' },
        });
      for (let i = 0; i < 5; i++) expect((await report('10.9.0.1')).statusCode).toBe(201);
      const refused = await report('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'limit.tooManyReports',
        message: 'Too many reports from this connection. Please wait a while.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await report('10.9.0.2')).statusCode).toBe(201);
    });
  },
  { realLimits: true },
);
