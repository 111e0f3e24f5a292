/**
 * The delivery code is the buyer's proof that the parcel reached them (issue 14): it must never
 * reach a seller, a transporter or an operator. Orders in every delivery state get distinctive
 * codes written straight into the database; then every GET route the app has is called as each
 * of them, with every id the scenario made, and every answer of the scenario's own moves is kept:
 * no raw payload may hold a code, nor any order's buyer key (which unlocks the code on public
 * tracking). The buyer's area, and guest tracking with the buyer key, do show it; tracking with
 * the reference and phone alone (which the transporter reads on the board) does not.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { BuyerOrder, TrackedOrder } from '../../common/contracts/buyer.ts';
import type { CheckoutResult } from '../../common/contracts/checkout.ts';
import type { DeliveryBoard } from '../../common/contracts/deliveries.ts';
import { orders } from '../../server/db/schema.ts';
import { newAdmin } from './admin-fixtures.ts';
import { transporterWithProfile } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount, type Method } from './session.ts';

/** Every route the app registers, seen by an onRoute hook added before any of them. */
const routes = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteLog };
});

/**
 * One code per state of an order's trip. None is a run of digits in the phones, prices or dates
 * the payloads carry, and a match must stand alone (not inside a longer run of digits or letters).
 */
const CODES = {
  processing: '7391',
  pending: '8164',
  inProgress: '6538',
  completed: '4927',
  returned: '3852',
  resolved: '9276',
  released: '1849',
} as const;
type Stage = keyof typeof CODES;

const codePattern = new RegExp(
  `(?<![0-9A-Za-z])(?:${Object.values(CODES).join('|')})(?![0-9A-Za-z])`,
);

const buyerForm = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

describeEachEngine('the delivery code stays the buyer’s', (env) => {
  const call = caller(() => env().app);

  it('never appears in a seller’s, transporter’s or operator’s answer; the buyer sees it', async () => {
    const app = env().app;
    const store = await newStore(app, 'Olives de Sfax', [
      { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 60 },
    ]);
    const [oil] = store.products;
    await app.inject({
      method: 'PUT',
      url: '/api/store/delivery-terms',
      headers: { cookie: store.cookie },
      payload: { fee: 7, daysMin: 1, daysMax: 3 },
    });
    const shopper = await newAccount(app, 'customer');
    const transporter = await transporterWithProfile(app);
    const admin = await newAdmin(app);

    /** Every answer a seller, transporter or operator got, with what was asked. */
    const seen: { label: string; response: LightMyRequestResponse }[] = [];
    const as = async (
      who: { cookie: string },
      method: Method,
      url: string,
      payload?: unknown,
      expected?: number,
    ) => {
      const response = await call(method, url, who.cookie, payload);
      seen.push({ label: `${method} ${url}`, response });
      if (expected !== undefined)
        expect(response.statusCode, `${url}: ${response.body}`).toBe(expected);
      return response;
    };

    // One order per stage, placed by the signed-in buyer, then given its distinctive code.
    const placed = {} as Record<Stage, { id: number; reference: string; buyerKey: string }>;
    for (const stage of Object.keys(CODES) as Stage[]) {
      const response = await call('POST', '/api/checkout', shopper.cookie, {
        ...buyerForm,
        items: [{ productId: oil?.id, quantity: 1, price: oil?.price }],
        deliveryFees: [{ storeId: store.id, fee: 7 }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<CheckoutResult>().orders[0];
      if (!order) throw new Error('no order placed');
      const [stored] = await app.database.db
        .select({ code: orders.deliveryCode, buyerKey: orders.buyerKey })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(order.deliveryCode).toBe(stored?.code);
      expect(order.buyerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(stored?.buyerKey).toBe(order.buyerKey);
      expect(response.headers['cache-control']).toBe('private, no-store');
      await app.database.db
        .update(orders)
        .set({ deliveryCode: CODES[stage] })
        .where(eq(orders.id, order.id));
      placed[stage] = { id: order.id, reference: order.reference, buyerKey: order.buyerKey };
    }
    // A hand-recorded order gets a code too, which its seller never sees.
    const customers = (await as(store, 'GET', '/api/customers', undefined, 200)).json<{
      items: { id: number }[];
    }>().items;
    const manual = await as(
      store,
      'POST',
      '/api/orders',
      {
        customerId: customers[0]?.id,
        items: [{ productId: oil?.id, quantity: 1 }],
        shippingAddress: 'Rue Ibn Khaldoun 4',
        shippingGovernorate: 'TN-51',
        paymentMethod: 'cash_on_delivery',
      },
      201,
    );
    const manualId = manual.json<{ id: number }>().id;
    const [manualRow] = await app.database.db
      .select({ code: orders.deliveryCode, buyerKey: orders.buyerKey })
      .from(orders)
      .where(eq(orders.id, manualId));
    expect(manualRow?.code).toMatch(/^\d{4}$/);
    const manualCode = manualRow?.code ?? '';
    const buyerKeys = [...Object.values(placed).map((order) => order.buyerKey)];
    expect(manualRow?.buyerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    buyerKeys.push(manualRow?.buyerKey ?? '');
    expect(new Set(buyerKeys).size).toBe(buyerKeys.length);

    // Each order but the first gets a delivery request, taken as far as its stage.
    const requestOf = {} as Record<Stage, number>;
    for (const stage of Object.keys(CODES) as Stage[]) {
      if (stage === 'processing') continue;
      const created = await as(
        store,
        'POST',
        '/api/delivery-requests',
        { orderId: placed[stage].id, packageDetails: 'Une bouteille', paymentAmount: '8' },
        201,
      );
      requestOf[stage] = created.json<{ id: number }>().id;
    }
    const move = (id: number, body: object, expected?: number) =>
      as(transporter, 'PATCH', `/api/delivery-requests/${id}`, body, expected);
    for (const stage of ['inProgress', 'completed', 'returned', 'resolved', 'released'] as const) {
      await move(requestOf[stage], { status: 'accepted' }, 200);
    }
    // Back to the board before pickup: the transporter is told.
    await as(
      store,
      'PATCH',
      `/api/delivery-requests/${requestOf.released}`,
      { status: 'pending' },
      200,
    );
    for (const stage of ['inProgress', 'completed', 'returned', 'resolved'] as const) {
      await move(requestOf[stage], { status: 'in_progress' }, 200);
    }
    await move(requestOf.completed, { status: 'completed', code: CODES.completed }, 200);
    await move(
      requestOf.returned,
      { status: 'failed', reason: 'buyer_absent', note: 'Personne à la maison' },
      200,
    );
    // Wrong codes until the request locks: no answer may hint at the right one.
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await move(requestOf.resolved, { status: 'completed', code: '0000' });
      expect([400, 409]).toContain(wrong.statusCode);
    }
    await move(requestOf.resolved, { status: 'completed', code: '0000' }, 409);
    await as(
      store,
      'POST',
      `/api/delivery-requests/${requestOf.resolved}/resolve`,
      { resolution: 'delivered' },
      200,
    );
    await as(
      store,
      'POST',
      `/api/delivery-requests/${requestOf.completed}/rating`,
      { stars: 5, comment: 'Rapide et poli' },
      201,
    );
    await as(
      store,
      'POST',
      `/api/delivery-requests/${requestOf.returned}/dispute`,
      { note: 'La cliente était bien chez elle ce jour-là.' },
      200,
    );
    await as(store, 'POST', `/api/orders/${placed.returned.id}/return-received`, undefined, 200);
    await as(store, 'PATCH', `/api/orders/${placed.processing.id}`, { status: 'shipped' }, 200);
    const handover = await as(
      transporter,
      'POST',
      '/api/transporter/cash/handovers',
      { storeId: store.id },
      201,
    );
    const handoverId = handover.json<{ id: number }>().id;
    await as(store, 'POST', `/api/cash/handovers/${handoverId}/confirm`, undefined, 200);

    // Every GET route of the app, as each of the three, with every id the scenario made.
    const orderIds = [...Object.values(placed).map((order) => order.id), manualId];
    const ids = [
      ...orderIds,
      ...Object.values(requestOf),
      ...customers.map((customer) => customer.id),
      store.id,
      transporter.id,
      transporter.profile.id,
      shopper.id,
      oil?.id ?? 0,
      handoverId,
    ];
    const getRoutes = [
      ...new Set(
        routes
          .filter((route) => [route.method].flat().includes('GET'))
          .map((route) => route.url)
          // The live stream never ends, so it is read below from the rows it replays.
          .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/my/'))
          .filter((url) => url !== '/api/events'),
      ),
    ];
    expect(getRoutes.length).toBeGreaterThan(30);
    const withQueries = [
      ...['available', 'mine', 'history'].map(
        (tab) => `/api/delivery-requests?tab=${tab}&pageSize=50`,
      ),
      '/api/delivery-requests?tab=history&sort=amount&drop=TN-51&pageSize=50',
      ...['processing', 'shipped', 'delivered', 'returned'].map(
        (status) => `/api/orders?status=${status}&pageSize=50`,
      ),
      `/api/orders?q=${placed.completed.reference}`,
      `/api/cash?with=${transporter.id}`,
      `/api/transporter/cash?with=${store.id}`,
    ];
    const urls = getRoutes.flatMap((url) =>
      url.includes(':') ? ids.map((id) => url.replace(/:[^/]+/g, String(id))) : [url],
    );
    for (const who of [store, transporter, admin]) {
      for (const url of [...urls, ...withQueries]) await as(who, 'GET', url);
    }

    const leaks = seen
      .filter(({ response }) => !String(response.headers['content-type']).includes('pdf'))
      .filter(
        ({ response }) =>
          codePattern.test(response.body) ||
          response.body.includes(`"${manualCode}"`) ||
          response.body.includes('deliveryCode') ||
          response.body.includes('buyerKey') ||
          buyerKeys.some((key) => response.body.includes(key)),
      )
      .map(({ label, response }) => `${label} → ${response.statusCode}`);
    expect(leaks).toEqual([]);

    // What the live stream and the bell told the seller and the transporter: never the code.
    const told = await app.database.db.execute<{ body: string }>(
      sql`select data::text as body from live_events
          union all select params::text from notifications where user_id <> ${shopper.id}
          union all select coalesce(data::text, '') from email_outbox where template = 'order_new'`,
    );
    // Both drivers answer { rows }.
    const toldRows = (told as unknown as { rows: { body: string }[] }).rows;
    expect(toldRows.length).toBeGreaterThan(0);
    const toldLeaks = toldRows.filter(
      ({ body }) =>
        codePattern.test(body) ||
        body.includes('deliveryCode') ||
        buyerKeys.some((key) => body.includes(key)),
    );
    expect(toldLeaks).toEqual([]);

    // The sweep did read the orders and requests it was meant to.
    const answered = (label: string) =>
      seen.find((entry) => entry.label === label && entry.response.statusCode === 200)?.response
        .body ?? '';
    const everyOrder = answered('GET /api/orders?status=processing&pageSize=50').concat(
      answered('GET /api/orders?status=shipped&pageSize=50'),
      answered('GET /api/orders?status=delivered&pageSize=50'),
      answered('GET /api/orders?status=returned&pageSize=50'),
    );
    for (const { reference } of Object.values(placed)) expect(everyOrder).toContain(reference);
    for (const stage of ['inProgress', 'completed', 'returned', 'resolved'] as const) {
      expect(answered(`GET /api/orders/${placed[stage].id}`)).toContain(placed[stage].reference);
    }
    const history = answered('GET /api/delivery-requests?tab=history&pageSize=50');
    const mine = answered('GET /api/delivery-requests?tab=mine&pageSize=50');
    const available = answered('GET /api/delivery-requests?tab=available&pageSize=50');
    for (const stage of ['completed', 'returned', 'resolved'] as const) {
      expect(history).toContain(`"id":${requestOf[stage]}`);
    }
    expect(mine).toContain(`"id":${requestOf.inProgress}`);
    expect(available).toContain(`"id":${requestOf.pending}`);
    expect(available).toContain(`"id":${requestOf.released}`);
    expect(answered('GET /api/admin/overview')).not.toBe('');

    // The buyer's own area shows the code while the parcel is still to come, and only then.
    const mineAsBuyer = await call('GET', '/api/my/orders', shopper.cookie);
    expect(mineAsBuyer.statusCode).toBe(200);
    const codes = new Map(
      mineAsBuyer.json<BuyerOrder[]>().map((order) => [order.id, order.deliveryCode]),
    );
    expect(codes.get(placed.processing.id)).toBe(CODES.processing);
    expect(codes.get(placed.pending.id)).toBe(CODES.pending);
    expect(codes.get(placed.inProgress.id)).toBe(CODES.inProgress);
    expect(codes.get(placed.released.id)).toBe(CODES.released);
    expect(codes.get(placed.completed.id)).toBeNull();
    expect(codes.get(placed.returned.id)).toBeNull();
    expect(codes.get(placed.resolved.id)).toBeNull();

    const travelling = await call('GET', `/api/my/orders/${placed.inProgress.id}`, shopper.cookie);
    expect(travelling.json<TrackedOrder>()).toMatchObject({
      status: 'shipped',
      deliveryFee: 7,
      totalAmount: 25.5,
      deliveryCode: CODES.inProgress,
      delivery: { status: 'in_progress', transporterName: 'Test User', failureReason: null },
    });
    const failed = await call('GET', `/api/my/orders/${placed.returned.id}`, shopper.cookie);
    expect(failed.json<TrackedOrder>()).toMatchObject({
      status: 'returned',
      deliveryCode: null,
      delivery: { status: 'failed', failureReason: 'buyer_absent' },
    });
    const untouched = await call('GET', `/api/my/orders/${placed.pending.id}`, shopper.cookie);
    expect(untouched.json<TrackedOrder>()).toMatchObject({
      deliveryCode: CODES.pending,
      delivery: { status: 'pending', transporterName: null },
    });

    expect(mineAsBuyer.headers['cache-control']).toBe('private, no-store');
    expect(travelling.headers['cache-control']).toBe('private, no-store');

    // Guest tracking: the code only with the buyer key of the tracking link.
    const tracked = await call('POST', '/api/orders/track', undefined, {
      reference: placed.processing.reference,
      phone: buyerForm.phone,
      key: placed.processing.buyerKey,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.headers['cache-control']).toBe('private, no-store');
    expect(tracked.json<TrackedOrder>()).toMatchObject({
      status: 'shipped',
      deliveryCode: CODES.processing,
      delivery: null,
    });
    const keyless = await call('POST', '/api/orders/track', undefined, {
      reference: placed.processing.reference,
      phone: buyerForm.phone,
    });
    expect(keyless.statusCode, keyless.body).toBe(200);
    expect(keyless.json<TrackedOrder>().deliveryCode).toBeNull();
  });

  it('a transporter holding the parcel cannot read its code through public tracking', async () => {
    const app = env().app;
    const store = await newStore(app, 'Dattes de Tozeur', [
      { name: 'Deglet Nour 1kg', price: 12, stockQuantity: 10 },
    ]);
    const [dates] = store.products;
    const placedResponse = await call('POST', '/api/checkout', undefined, {
      ...buyerForm,
      items: [{ productId: dates?.id, quantity: 1, price: dates?.price }],
    });
    expect(placedResponse.statusCode, placedResponse.body).toBe(201);
    const order = placedResponse.json<CheckoutResult>().orders[0];
    if (!order) throw new Error('no order placed');
    const transporter = await transporterWithProfile(app);
    const created = await call('POST', '/api/delivery-requests', store.cookie, {
      orderId: order.id,
      packageDetails: 'Un carton',
      paymentAmount: '6',
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json<{ id: number }>().id;
    for (const status of ['accepted', 'in_progress']) {
      const moved = await call('PATCH', `/api/delivery-requests/${requestId}`, transporter.cookie, {
        status,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    // What the board tells them: the order's reference and the buyer's phone.
    const board = await call(
      'GET',
      '/api/delivery-requests?tab=mine&pageSize=50',
      transporter.cookie,
    );
    expect(board.statusCode, board.body).toBe(200);
    expect(board.body).not.toContain(order.buyerKey);
    const item = board.json<DeliveryBoard>().items.find((request) => request.id === requestId);
    expect(item?.orderReference).toBe(order.reference);
    const phone = item?.recipient?.phone;
    expect(phone).toBeTruthy();

    const track = (key?: string) =>
      call('POST', '/api/orders/track', transporter.cookie, {
        reference: item?.orderReference,
        phone,
        ...(key === undefined ? {} : { key }),
      });
    const attack = await track();
    expect(attack.statusCode, attack.body).toBe(200);
    expect(attack.json<TrackedOrder>()).toMatchObject({ status: 'shipped', deliveryCode: null });
    expect(attack.body).not.toContain(order.deliveryCode);
    expect(attack.body).not.toContain(order.buyerKey);

    // A guessed key, of the right length or not, shows nothing either.
    const sameLength = `${order.buyerKey.slice(0, -1)}${order.buyerKey.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [sameLength, 'x', '']) {
      const guessed = await track(wrong);
      expect(guessed.statusCode, guessed.body).toBe(200);
      expect(guessed.json<TrackedOrder>().deliveryCode).toBeNull();
    }

    // The buyer's own link (with the key) does.
    const buyer = await track(order.buyerKey);
    expect(buyer.json<TrackedOrder>().deliveryCode).toBe(order.deliveryCode);
  });
});
