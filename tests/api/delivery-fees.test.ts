/**
 * Delivery terms and fees (issue 14) on both engines: the seller's terms and their validation,
 * the public terms of a cart's stores, and checkout writing each store's fee into its order
 * (flat, free from a subtotal, per governorate), refusing a fee the buyer was not shown.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { CheckoutConflictBody, CheckoutResult } from '../../common/contracts/checkout.ts';
import type { DeliveryTerms } from '../../common/delivery-fee.ts';
import type { App } from '../../server/app.ts';
import { orders, storeDeliveryFees, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

const buyer = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

/** 7 DT, free from 150 DT, Tunis 5 DT and Ariana 5,50 DT, 1 to 3 days. */
const termsForm = {
  fee: '7',
  freeThreshold: '150',
  governorateFees: [
    { governorate: 'TN-12', fee: '5,5' },
    { governorate: 'TN-11', fee: 5 },
  ],
  daysMin: 1,
  daysMax: 3,
};

const line = (product: { id: number; price: number } | undefined, quantity: number) => ({
  productId: product?.id ?? 0,
  quantity,
  price: product?.price ?? 0,
});

describeEachEngine('delivery terms and fees', (env) => {
  const call = caller(() => env().app);
  const putTerms = (cookie: string | undefined, payload: unknown) =>
    env().app.inject({
      method: 'PUT',
      url: '/api/store/delivery-terms',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  /** A store selling oil at 18.5 DT and a dish at 40 DT, with the terms above. */
  async function storeWithTerms(app: App, name = 'Olives de Sfax') {
    const store = await newStore(app, name, [
      { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 20 },
      { name: 'Plat à couscous', price: 40, stockQuantity: 10 },
    ]);
    const saved = await putTerms(store.cookie, termsForm);
    expect(saved.statusCode, saved.body).toBe(200);
    return store;
  }

  const stockOf = async (seller: { cookie: string }, id: number | undefined) =>
    (await call('GET', `/api/products/${id}`, seller.cookie)).json<{ stockQuantity: number }>()
      .stockQuantity;

  it('keeps a seller’s terms, replacing the governorate fees as a whole', async () => {
    const seller = await newAccount(env().app);
    const fresh = await call('GET', '/api/store/delivery-terms', seller.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      fee: 0,
      freeThreshold: null,
      governorateFees: [],
      daysMin: 1,
      daysMax: 3,
    });

    const saved = await putTerms(seller.cookie, termsForm);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: DeliveryTerms = {
      fee: 7,
      freeThreshold: 150,
      governorateFees: [
        { governorate: 'TN-11', fee: 5 },
        { governorate: 'TN-12', fee: 5.5 },
      ],
      daysMin: 1,
      daysMax: 3,
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/store/delivery-terms', seller.cookie)).json()).toEqual(
      expected,
    );

    const replaced = await putTerms(seller.cookie, {
      fee: 0,
      freeThreshold: '',
      governorateFees: [{ governorate: 'TN-83', fee: '12.25' }],
      daysMin: '2',
      daysMax: '5',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await call('GET', '/api/store/delivery-terms', seller.cookie)).json()).toEqual({
      fee: 0,
      freeThreshold: null,
      governorateFees: [{ governorate: 'TN-83', fee: 12.25 }],
      daysMin: 2,
      daysMax: 5,
    });
  });

  it('keeps exactly one of two saves made at the same time', async () => {
    const seller = await newAccount(env().app);
    const north = { ...termsForm, governorateFees: [{ governorate: 'TN-23', fee: 9 }] };
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        putTerms(seller.cookie, index % 2 ? north : termsForm),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const { governorateFees } = (
      await call('GET', '/api/store/delivery-terms', seller.cookie)
    ).json();
    expect([['TN-23'], ['TN-11', 'TN-12']]).toContainEqual(
      governorateFees.map((entry: { governorate: string }) => entry.governorate),
    );
  });

  it('answers bad terms with each field’s message and keeps the saved ones', async () => {
    const seller = await newAccount(env().app);
    expect((await putTerms(seller.cookie, termsForm)).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fee: '-1' }, 'fee', 'Enter a delivery fee of 0 or more, with at most two decimals.'],
      [{ fee: '7.125' }, 'fee', 'Enter a delivery fee of 0 or more, with at most two decimals.'],
      [{ fee: 'sept' }, 'fee', 'Enter a delivery fee of 0 or more, with at most two decimals.'],
      [{ fee: 1000.01 }, 'fee', 'The delivery fee must be at most 1000 DT.'],
      [
        { freeThreshold: '0' },
        'freeThreshold',
        'Enter an amount above 0 with at most two decimals, or leave it empty.',
      ],
      [{ daysMin: 1.5 }, 'daysMin', 'Enter a whole number of days from 0 to 60.'],
      [{ daysMax: 61 }, 'daysMax', 'Enter a whole number of days from 0 to 60.'],
      [
        { daysMin: 4, daysMax: 2 },
        'daysMax',
        'The longest estimate cannot be shorter than the shortest.',
      ],
      [
        { governorateFees: [{ governorate: 'TN-99', fee: 5 }] },
        'governorateFees.0.governorate',
        'Please choose a governorate.',
      ],
      [
        {
          governorateFees: [
            { governorate: 'TN-11', fee: 5 },
            { governorate: 'TN-11', fee: 6 },
          ],
        },
        'governorateFees.1.governorate',
        'Each governorate can have only one fee.',
      ],
      [
        { governorateFees: [{ governorate: 'TN-11', fee: '-2' }] },
        'governorateFees.0.fee',
        'Enter a delivery fee of 0 or more, with at most two decimals.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await putTerms(seller.cookie, { ...termsForm, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
    }
    const kept = (await call('GET', '/api/store/delivery-terms', seller.cookie)).json();
    expect(kept).toMatchObject({ fee: 7, freeThreshold: 150, daysMin: 1, daysMax: 3 });
    expect(kept.governorateFees).toHaveLength(2);
  });

  it('lets each seller read and change only its own terms, and no one else', async () => {
    const first = await newAccount(env().app);
    const second = await newAccount(env().app);
    expect((await putTerms(first.cookie, termsForm)).statusCode).toBe(200);

    // The second seller's own terms are untouched, and saving them leaves the first's alone.
    expect((await call('GET', '/api/store/delivery-terms', second.cookie)).json()).toMatchObject({
      fee: 0,
      governorateFees: [],
    });
    expect((await putTerms(second.cookie, { fee: 3, daysMin: 0, daysMax: 1 })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/store/delivery-terms', first.cookie)).json()).toMatchObject({
      fee: 7,
      freeThreshold: 150,
      governorateFees: [{ governorate: 'TN-11' }, { governorate: 'TN-12' }],
    });

    const shopper = await newAccount(env().app, 'customer');
    const transporter = await newAccount(env().app, 'transporter');
    expect((await call('GET', '/api/store/delivery-terms')).statusCode).toBe(401);
    expect((await putTerms(undefined, termsForm)).statusCode).toBe(401);
    for (const other of [shopper, transporter]) {
      expect((await call('GET', '/api/store/delivery-terms', other.cookie)).statusCode).toBe(403);
      expect((await putTerms(other.cookie, termsForm)).statusCode).toBe(403);
    }
  });

  it('tells anyone the terms of public stores only, in the order asked', async () => {
    const olives = await storeWithTerms(env().app);
    const free = await newStore(env().app, 'Poterie de Nabeul');
    expect((await putTerms(free.cookie, { fee: 0, daysMin: 2, daysMax: 5 })).statusCode).toBe(200);
    const unfinished = await newAccount(env().app);
    const suspended = await storeWithTerms(env().app, 'Boutique suspendue');
    await env()
      .app.database.db.update(users)
      .set({ storeSuspendedAt: new Date() })
      .where(eq(users.id, suspended.id));
    const shopper = await newAccount(env().app, 'customer');

    const ids = [free.id, unfinished.id, olives.id, suspended.id, shopper.id, 2_000_000, free.id];
    const response = await call('GET', `/api/marketplace/delivery-terms?stores=${ids.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        storeId: free.id,
        fee: 0,
        freeThreshold: null,
        governorateFees: [],
        daysMin: 2,
        daysMax: 5,
      },
      {
        storeId: olives.id,
        fee: 7,
        freeThreshold: 150,
        governorateFees: [
          { governorate: 'TN-11', fee: 5 },
          { governorate: 'TN-12', fee: 5.5 },
        ],
        daysMin: 1,
        daysMax: 3,
      },
    ]);
  });

  it('refuses bad store ids on the public terms with 400', async () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    for (const query of [
      '',
      '?stores=',
      '?stores=abc',
      '?stores=0',
      '?stores=-3',
      '?stores=1,,2',
      '?stores=1.5',
      '?stores=2147483648',
      `?stores=${many}`,
    ]) {
      const response = await call('GET', `/api/marketplace/delivery-terms${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1).join(',');
    expect((await call('GET', `/api/marketplace/delivery-terms?stores=${fifty}`)).statusCode).toBe(
      200,
    );
  });

  it('adds the flat fee, the governorate’s fee, or none from the free threshold', async () => {
    const olives = await storeWithTerms(env().app);
    const [oil, dish] = olives.products;

    // Sousse has no fee of its own: the flat 7 DT.
    const flat = await call('POST', '/api/checkout', undefined, {
      ...buyer,
      items: [line(oil, 2)],
    });
    expect(flat.statusCode, flat.body).toBe(201);
    const flatOrder = flat.json<CheckoutResult>().orders[0];
    expect(flatOrder).toMatchObject({
      subtotal: 37,
      deliveryFee: 7,
      totalAmount: 44,
      deliveryDays: { min: 1, max: 3 },
    });
    expect(flatOrder?.deliveryCode).toMatch(/^\d{4}$/);
    expect(flat.json<CheckoutResult>().grandTotal).toBe(44);

    // Ariana has its own fee.
    const ariana = await call('POST', '/api/checkout', undefined, {
      ...buyer,
      governorate: 'TN-12',
      items: [line(oil, 1)],
    });
    expect(ariana.statusCode, ariana.body).toBe(201);
    expect(ariana.json<CheckoutResult>().orders[0]).toMatchObject({
      subtotal: 18.5,
      deliveryFee: 5.5,
      totalAmount: 24,
    });

    // From 150 DT of goods, delivery is free, even where the governorate has its own fee.
    const free = await call('POST', '/api/checkout', undefined, {
      ...buyer,
      governorate: 'TN-11',
      items: [line(oil, 4), line(dish, 2)],
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json<CheckoutResult>().orders[0]).toMatchObject({
      subtotal: 154,
      deliveryFee: 0,
      totalAmount: 154,
    });

    // The order keeps its fee inside its total, as the seller sees it.
    const id = flatOrder?.id;
    const detail = (await call('GET', `/api/orders/${id}`, olives.cookie)).json();
    expect(detail).toMatchObject({ totalAmount: 44, deliveryFee: 7, returnReceivedAt: null });
    expect(detail.lines.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([37]);
    const list = (await call('GET', '/api/orders', olives.cookie)).json();
    expect(list.items.find((o: { id: number }) => o.id === id)).toMatchObject({
      totalAmount: 44,
      deliveryFee: 7,
    });
    const [row] = await env()
      .app.database.db.select({ code: orders.deliveryCode, fee: orders.deliveryFee })
      .from(orders)
      .where(eq(orders.id, id ?? 0));
    expect(row).toEqual({ code: flatOrder?.deliveryCode, fee: 7 });
  });

  it('adds each store’s own fee across a two-store cart, and the grand total has them all', async () => {
    const olives = await storeWithTerms(env().app);
    const pottery = await newStore(env().app, 'Poterie de Nabeul', [
      { name: 'Tasse', price: 4.1, stockQuantity: 10 },
    ]);
    expect(
      (await putTerms(pottery.cookie, { fee: '6,3', daysMin: 2, daysMax: 5 })).statusCode,
    ).toBe(200);
    const [oil] = olives.products;
    const [cup] = pottery.products;
    const response = await call('POST', '/api/checkout', undefined, {
      ...buyer,
      governorate: 'TN-11',
      items: [line(cup, 3), line(oil, 1)],
      deliveryFees: [
        { storeId: olives.id, fee: 5 },
        { storeId: pottery.id, fee: 6.3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<CheckoutResult>();
    expect(result.orders).toMatchObject([
      {
        storeId: pottery.id,
        subtotal: 12.3,
        deliveryFee: 6.3,
        totalAmount: 18.6,
        deliveryDays: { min: 2, max: 5 },
      },
      {
        storeId: olives.id,
        subtotal: 18.5,
        deliveryFee: 5,
        totalAmount: 23.5,
        deliveryDays: { min: 1, max: 3 },
      },
    ]);
    expect(result.grandTotal).toBe(42.1);
  });

  it('refuses a fee the buyer was not shown with 409 fee_changed, writing nothing', async () => {
    const olives = await storeWithTerms(env().app);
    const pottery = await newStore(env().app, 'Poterie de Nabeul', [
      { name: 'Tasse', price: 4.1, stockQuantity: 10 },
    ]);
    const [oil, dish] = olives.products;
    const [cup] = pottery.products;
    const cart = {
      ...buyer,
      items: [line(cup, 1), line(oil, 1), line(dish, 1)],
    };

    const stale = await call('POST', '/api/checkout', undefined, {
      ...cart,
      // The buyer saw olives' old 6 DT; pottery's free delivery is still right.
      deliveryFees: [
        { storeId: pottery.id, fee: 0 },
        { storeId: olives.id, fee: 6 },
      ],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json<CheckoutConflictBody>();
    expect(body.problems).toEqual([
      {
        index: 1,
        productId: oil?.id,
        reason: 'fee_changed',
        storeId: olives.id,
        currentFee: 7,
      },
    ]);
    expect(body.message).toBe('The delivery fee of Olives de Sfax is now 7.00 DT');
    expect(body.code).toBe('checkout.feeChanged');
    expect(body.errors['items.1']).toBe('The delivery fee of Olives de Sfax is now 7.00 DT');

    // Nothing of either store was written.
    for (const store of [olives, pottery]) {
      expect((await call('GET', '/api/orders', store.cookie)).json().total).toBe(0);
      expect((await call('GET', '/api/customers', store.cookie)).json().total).toBe(0);
    }
    expect(await stockOf(olives, oil?.id)).toBe(20);
    expect(await stockOf(pottery, cup?.id)).toBe(10);

    // With the fee as it is now, the same cart goes through.
    const fresh = await call('POST', '/api/checkout', undefined, {
      ...cart,
      deliveryFees: [
        { storeId: pottery.id, fee: 0 },
        { storeId: olives.id, fee: 7 },
      ],
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json<CheckoutResult>().grandTotal).toBe(69.6);
  });

  it('refuses two fees for one store with 400, writing nothing', async () => {
    const olives = await storeWithTerms(env().app);
    const [oil] = olives.products;
    const response = await call('POST', '/api/checkout', undefined, {
      ...buyer,
      items: [line(oil, 1)],
      deliveryFees: [
        { storeId: olives.id, fee: 7 },
        { storeId: olives.id, fee: 5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toHaveProperty('deliveryFees');
    expect((await call('GET', '/api/orders', olives.cookie)).json().total).toBe(0);
    expect(await stockOf(olives, oil?.id)).toBe(20);
  });

  /** PostgreSQL: waits until some statement of this database waits on a row lock. */
  async function someoneWaitsOnALock() {
    for (let tries = 0; tries < 250; tries++) {
      const result = await env().app.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('charges the fee of one save of the terms, never half of one and half of another', async () => {
    const { app } = env();
    const store = await newStore(app, 'Olives de Sfax', [
      { name: 'Huile d’olive 1L', price: 10, stockQuantity: 100 },
    ]);
    const [oil] = store.products;
    // Sousse 5 DT (flat 7 DT) until a save makes it flat 9 DT with no governorate fee: the old
    // flat fee with the new (empty) governorate list would charge 7 DT.
    const sousse = {
      fee: 7,
      governorateFees: [{ governorate: 'TN-51', fee: 5 }],
      daysMin: 1,
      daysMax: 3,
    };
    expect((await putTerms(store.cookie, sousse)).statusCode).toBe(200);
    const checkout = () =>
      call('POST', '/api/checkout', undefined, { ...buyer, items: [line(oil, 1)] });
    let answer: Awaited<ReturnType<typeof checkout>> | undefined;
    if (env().engine === 'pglite') {
      // One connection: a save and a checkout cannot interleave; the rule itself holds.
      expect(
        (await putTerms(store.cookie, { ...sousse, fee: 9, governorateFees: [] })).statusCode,
      ).toBe(200);
      answer = await checkout();
    } else {
      // A save of the terms, as replaceDeliveryTerms makes it, paused before its commit: the
      // store row updated (so locked), the governorate fees deleted. A checkout starting now must
      // wait for it, then charge the new terms whole.
      await app.database.db.transaction(async (tx) => {
        await tx.update(users).set({ deliveryFee: 9 }).where(eq(users.id, store.id));
        await tx.delete(storeDeliveryFees).where(eq(storeDeliveryFees.storeId, store.id));
        const buying = checkout().then((response) => (answer = response));
        // Without the lock the checkout would answer now, with the terms before the save.
        await Promise.race([buying, someoneWaitsOnALock()]);
        expect(answer).toBeUndefined();
      });
      await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 5000 });
    }
    expect(answer?.statusCode, answer?.body).toBe(201);
    expect(answer?.json<CheckoutResult>().orders[0]).toMatchObject({
      subtotal: 10,
      deliveryFee: 9,
      totalAmount: 19,
    });
  });
});
