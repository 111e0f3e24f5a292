/**
 * Proof of delivery, on both engines: completion needs the buyer's 4-digit code (wrong ones
 * counted even though the answer is an error, locked after 5), the seller resolving a locked
 * request, the cash collection a completion records, a failed delivery returning the order and
 * the parcel received back (stock and units sold restored), the seller's dispute of a failed
 * delivery's payment, and the seller's rating of the transporter with its average everywhere.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type {
  DeliveryRequest,
  SellerDelivery,
  TransporterSummary,
} from '../../common/contracts/deliveries.ts';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import { cashCollections, orders, products } from '../../server/db/schema.ts';
import { receiveReturn } from '../../server/modules/order-lifecycle/index.ts';
import {
  caller,
  deliveryCodeOf,
  sellerWithOrder,
  transporterWithProfile,
  wrongCodeFor,
} from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';

describeEachEngine('delivery proof', (env) => {
  const call = caller(() => env().app);
  const db = () => env().app.database.db;
  const move = (cookie: string, id: number, status: string, extra: object = {}) =>
    call('PATCH', `/api/delivery-requests/${id}`, cookie, { status, ...extra });
  const summaryOf = async (cookie: string) =>
    (await call('GET', '/api/transporter/summary', cookie)).json<TransporterSummary>();

  /**
   * A seller's order on the road with a transporter (accepted and picked up), its code, and the
   * ways to read it back.
   */
  async function onTheRoad(existing?: Awaited<ReturnType<typeof sellerWithOrder>>) {
    const s = existing ?? (await sellerWithOrder(env().app));
    const t = await transporterWithProfile(env().app);
    const order = await s.newOrder();
    const created = await call('POST', '/api/delivery-requests', s.seller.cookie, {
      orderId: order.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: '7.250',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<SellerDelivery>().id;
    expect((await move(t.cookie, id, 'accepted')).statusCode).toBe(200);
    expect((await move(t.cookie, id, 'in_progress')).statusCode).toBe(200);
    const code = await deliveryCodeOf(env().app, order.id);
    const detail = async () => {
      const response = await call('GET', `/api/orders/${order.id}`, s.seller.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<OrderDetail>();
    };
    return { ...s, t, id, orderId: order.id, code, wrong: wrongCodeFor(code), detail };
  }

  const collectionsOf = (requestId: number) =>
    db().select().from(cashCollections).where(eq(cashCollections.requestId, requestId));

  it('completes only with the buyer’s code, and records the cash collected once', async () => {
    const r = await onTheRoad();
    const missing = await move(r.t.cookie, r.id, 'completed');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.code).toBe('Enter the 4-digit delivery code the buyer gives you.');
    expect((await move(r.t.cookie, r.id, 'completed', { code: '12a4' })).statusCode).toBe(400);

    const wrong = await move(r.t.cookie, r.id, 'completed', { code: r.wrong });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'delivery.code.wrong',
      message: 'Wrong delivery code. 4 attempts left.',
    });
    // Counted (committed) although the answer was an error.
    expect((await r.detail()).delivery).toMatchObject({
      status: 'in_progress',
      codeLocked: false,
      codeAttemptsLeft: 4,
    });
    expect(await collectionsOf(r.id)).toEqual([]);

    const done = await move(r.t.cookie, r.id, 'completed', { code: r.code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<DeliveryRequest>()).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      sellerConfirmedAt: null,
    });
    const detail = await r.detail();
    expect(detail.status).toBe('delivered');
    const [order] = await db()
      .select({ total: orders.totalAmount })
      .from(orders)
      .where(eq(orders.id, r.orderId));
    const collected = await collectionsOf(r.id);
    expect(collected).toHaveLength(1);
    expect(collected[0]).toMatchObject({
      orderId: r.orderId,
      storeId: r.seller.id,
      transporterId: r.t.id,
      amount: order?.total,
    });
    expect(order?.total).toBe(37);
    // Twice is no second collection.
    expect((await move(r.t.cookie, r.id, 'completed', { code: r.code })).statusCode).toBe(409);
    expect(await collectionsOf(r.id)).toHaveLength(1);
    expect((await summaryOf(r.t.cookie)).cashHeld).toBe(37);
  });

  it('locks after 5 wrong codes until the seller lets the transporter retry', async () => {
    const r = await onTheRoad();
    for (const left of [4, 3, 2, 1]) {
      const wrong = await move(r.t.cookie, r.id, 'completed', { code: r.wrong });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(`Wrong delivery code. ${left} attempts left.`);
    }
    const fifth = await move(r.t.cookie, r.id, 'completed', { code: r.wrong });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({
      code: 'delivery.code.locked',
      message: 'Too many wrong codes: this delivery is locked until the store resolves it.',
    });
    // Locked: even the right code, or a failure, waits for the seller.
    expect((await move(r.t.cookie, r.id, 'completed', { code: r.code })).statusCode).toBe(409);
    expect((await move(r.t.cookie, r.id, 'failed', { reason: 'buyer_absent' })).json().code).toBe(
      'delivery.code.locked',
    );
    expect((await r.detail()).delivery).toMatchObject({
      status: 'in_progress',
      codeLocked: true,
      codeAttemptsLeft: 0,
    });
    const onBoard = await call('GET', '/api/delivery-requests?tab=mine', r.t.cookie);
    expect(
      onBoard.json<{ items: DeliveryRequest[] }>().items.find((x) => x.id === r.id),
    ).toMatchObject({ codeLocked: true });

    // Only the owning seller resolves; a transporter may not.
    const stranger = await sellerWithOrder(env().app);
    const resolve = (cookie: string, resolution: unknown) =>
      call('POST', `/api/delivery-requests/${r.id}/resolve`, cookie, { resolution });
    expect((await resolve(stranger.seller.cookie, 'retry')).statusCode).toBe(404);
    expect((await resolve(r.t.cookie, 'retry')).statusCode).toBe(403);
    const bad = await resolve(r.seller.cookie, 'forget');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.resolution).toBe('Please choose how to resolve this delivery.');

    const retried = await resolve(r.seller.cookie, 'retry');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ codeLocked: false, codeAttemptsLeft: 5 });
    const again = await resolve(r.seller.cookie, 'retry');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('delivery.notLocked');
    expect((await move(r.t.cookie, r.id, 'completed', { code: r.code })).statusCode).toBe(200);
    expect((await r.detail()).status).toBe('delivered');
  });

  it('counts every wrong code of concurrent tries, and locks exactly at the fifth', async () => {
    const r = await onTheRoad();
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => move(r.t.cookie, r.id, 'completed', { code: r.wrong })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([400, 400, 400, 400, 409, 409, 409]);
    const lefts = answers
      .filter((a) => a.statusCode === 400)
      .map((a) => a.json().message)
      .sort();
    expect(lefts).toEqual([1, 2, 3, 4].map((n) => `Wrong delivery code. ${n} attempts left.`));
    expect((await r.detail()).delivery).toMatchObject({ codeLocked: true, codeAttemptsLeft: 0 });
  });

  it('lets the seller mark a locked delivery delivered: completed on their word, cash recorded', async () => {
    const r = await onTheRoad();
    const notLocked = await call(
      'POST',
      `/api/delivery-requests/${r.id}/resolve`,
      r.seller.cookie,
      {
        resolution: 'delivered',
      },
    );
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().message).toBe('This delivery is not locked.');
    for (let i = 0; i < 5; i++) await move(r.t.cookie, r.id, 'completed', { code: r.wrong });
    const resolved = await call('POST', `/api/delivery-requests/${r.id}/resolve`, r.seller.cookie, {
      resolution: 'delivered',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'completed',
      codeLocked: false,
      completedAt: expect.any(String),
      sellerConfirmedAt: expect.any(String),
    });
    const detail = await r.detail();
    expect(detail.status).toBe('delivered');
    expect(detail.statusHistory.map((e) => e.status)).toEqual([
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(await collectionsOf(r.id)).toMatchObject([{ amount: 37, transporterId: r.t.id }]);
    expect((await move(r.t.cookie, r.id, 'completed', { code: r.code })).statusCode).toBe(409);
  });

  it('fails a delivery with a reason, returns the order, and restocks once the parcel is back', async () => {
    const s = await sellerWithOrder(env().app);
    const stockOf = async () => {
      const [row] = await db()
        .select({ stock: products.stockQuantity, sold: products.soldCount })
        .from(products)
        .where(eq(products.id, s.product.id));
      return row;
    };
    const before = await stockOf();
    const r = await onTheRoad(s);
    expect(await stockOf()).toEqual({
      stock: (before?.stock ?? 0) - 2,
      sold: (before?.sold ?? 0) + 2,
    });

    // A reason is needed, and a note at most 500 characters; only from in_progress.
    const noReason = await move(r.t.cookie, r.id, 'failed');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please choose why the delivery failed.');
    expect((await move(r.t.cookie, r.id, 'failed', { reason: 'lost' })).statusCode).toBe(400);
    expect(
      (await move(r.t.cookie, r.id, 'failed', { reason: 'refused', note: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400);

    const failed = await move(r.t.cookie, r.id, 'failed', {
      reason: 'buyer_absent',
      note: '  Personne au 2e étage  ',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'failed',
      failedAt: expect.any(String),
      failureReason: 'buyer_absent',
      failureNote: 'Personne au 2e étage',
    });
    const returned = await r.detail();
    expect(returned.status).toBe('returned');
    expect(returned.statusHistory.map((e) => e.status)).toEqual([
      'processing',
      'shipped',
      'returned',
    ]);
    expect(returned.allowedTransitions).toEqual([]);
    expect(returned.delivery).toMatchObject({ status: 'failed', failureReason: 'buyer_absent' });
    // Terminal for the seller too; nothing collected; the stock waits for the parcel.
    expect(
      (await call('PATCH', `/api/orders/${r.orderId}`, s.seller.cookie, { status: 'cancelled' }))
        .statusCode,
    ).toBe(409);
    expect(await collectionsOf(r.id)).toEqual([]);
    expect((await move(r.t.cookie, r.id, 'completed', { code: r.code })).statusCode).toBe(409);
    expect(await stockOf()).toEqual({
      stock: (before?.stock ?? 0) - 2,
      sold: (before?.sold ?? 0) + 2,
    });

    // Received back: 404 for another store, then once only, even twice at the same time.
    const stranger = await sellerWithOrder(env().app);
    await expect(receiveReturn(db(), stranger.seller.id, r.orderId)).rejects.toMatchObject({
      code: 'order.notFound',
    });
    const both = await Promise.allSettled([
      receiveReturn(db(), s.seller.id, r.orderId),
      receiveReturn(db(), s.seller.id, r.orderId),
    ]);
    expect(both.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((x) => x.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'order.returnAlreadyReceived',
      statusCode: 409,
    });
    expect(await stockOf()).toEqual(before);
    const [order] = await db()
      .select({ at: orders.returnReceivedAt, status: orders.status })
      .from(orders)
      .where(eq(orders.id, r.orderId));
    expect(order).toMatchObject({ status: 'returned', at: expect.any(Date) });

    // An order that is not returned cannot be received back.
    await expect(receiveReturn(db(), s.seller.id, s.order.id)).rejects.toMatchObject({
      code: 'order.returnNotReturned',
    });
  });

  it('refuses to fail a delivery whose order the seller already marked delivered', async () => {
    const r = await onTheRoad();
    const delivered = await call('PATCH', `/api/orders/${r.orderId}`, r.seller.cookie, {
      status: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    const refused = await move(r.t.cookie, r.id, 'failed', { reason: 'refused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('order.badMove');
    expect((await r.detail()).delivery).toMatchObject({ status: 'in_progress', failedAt: null });
  });

  it('pays failed deliveries unless disputed, and lets the seller dispute once', async () => {
    const s = await sellerWithOrder(env().app);
    const failedOne = await onTheRoad(s);
    const t = failedOne.t;
    expect(
      (await move(t.cookie, failedOne.id, 'failed', { reason: 'wrong_address' })).statusCode,
    ).toBe(200);
    expect(await summaryOf(t.cookie)).toMatchObject({
      completedCount: 0,
      failedCount: 1,
      earnings: 7.25,
      cashHeld: 0,
    });

    const dispute = (cookie: string, id: number, note: unknown) =>
      call('POST', `/api/delivery-requests/${id}/dispute`, cookie, { note });
    const short = await dispute(s.seller.cookie, failedOne.id, 'non');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.note).toBe('Please say why you dispute it (at least 5 characters).');
    const stranger = await sellerWithOrder(env().app);
    expect(
      (await dispute(stranger.seller.cookie, failedOne.id, 'Pas venu du tout')).statusCode,
    ).toBe(404);
    expect((await dispute(t.cookie, failedOne.id, 'Pas venu du tout')).statusCode).toBe(403);

    const both = await Promise.all([
      dispute(s.seller.cookie, failedOne.id, 'Le livreur n’est jamais passé'),
      dispute(s.seller.cookie, failedOne.id, 'Le livreur n’est jamais passé'),
    ]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const conflict = both.find((x) => x.statusCode === 409);
    expect(conflict?.json().code).toBe('delivery.alreadyDisputed');
    expect(both.find((x) => x.statusCode === 200)?.json()).toMatchObject({
      status: 'failed',
      paymentDisputedAt: expect.any(String),
    });
    expect((await summaryOf(t.cookie)).earnings).toBe(0);

    // A delivery that did not fail cannot be disputed.
    const other = await onTheRoad(s);
    const notFailed = await dispute(s.seller.cookie, other.id, 'Livraison en retard');
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe('Only a failed delivery can be disputed.');
  });

  it('lets the seller rate the transporter once per finished delivery, averaged everywhere', async () => {
    const s = await sellerWithOrder(env().app);
    const first = await onTheRoad(s);
    const t = first.t;
    const rate = (cookie: string, id: number, body: object) =>
      call('POST', `/api/delivery-requests/${id}/rating`, cookie, body);

    // Not before the delivery is finished.
    const early = await rate(s.seller.cookie, first.id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('delivery.rateFinishedOnly');
    for (const stars of [0, 6, 4.5, '5']) {
      const bad = await rate(s.seller.cookie, first.id, { stars });
      expect(bad.statusCode, String(stars)).toBe(400);
      expect(bad.json().errors.stars).toBe('Please choose from 1 to 5 stars.');
    }
    expect((await move(t.cookie, first.id, 'completed', { code: first.code })).statusCode).toBe(
      200,
    );

    const stranger = await sellerWithOrder(env().app);
    expect((await rate(stranger.seller.cookie, first.id, { stars: 1 })).statusCode).toBe(404);
    expect((await rate(t.cookie, first.id, { stars: 5 })).statusCode).toBe(403);
    const rated = await rate(s.seller.cookie, first.id, { stars: 5, comment: ' Rapide et poli ' });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json()).toMatchObject({
      rating: { stars: 5, comment: 'Rapide et poli' },
      transporter: { id: t.id, rating: { average: 5, count: 1 }, completedDeliveries: 1 },
    });
    const twice = await rate(s.seller.cookie, first.id, { stars: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already rated this delivery.');

    // A failed delivery can be rated too; then three more at once: one rating each.
    const second = await onTheRoad(s);
    await move(second.t.cookie, second.id, 'failed', { reason: 'refused' });
    // The same transporter for the average: carry two more with t.
    const more = [];
    for (let i = 0; i < 2; i++) {
      const order = await s.newOrder();
      const created = (
        await call('POST', '/api/delivery-requests', s.seller.cookie, {
          orderId: order.id,
          packageDetails: 'Savon',
          paymentAmount: 5,
        })
      ).json<SellerDelivery>();
      await move(t.cookie, created.id, 'accepted');
      await move(t.cookie, created.id, 'in_progress');
      const code = await deliveryCodeOf(env().app, order.id);
      expect((await move(t.cookie, created.id, 'completed', { code })).statusCode).toBe(200);
      more.push(created.id);
    }
    const [a, b] = more as [number, number];
    const race = await Promise.all([
      rate(s.seller.cookie, a, { stars: 4 }),
      rate(s.seller.cookie, a, { stars: 2 }),
    ]);
    expect(race.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    const kept = race.find((x) => x.statusCode === 201)?.json<SellerDelivery>().rating?.stars ?? 0;
    expect((await rate(s.seller.cookie, b, { stars: 4 })).statusCode).toBe(201);
    expect((await rate(s.seller.cookie, second.id, { stars: 1 })).statusCode).toBe(201);

    // t: 5, kept, 4 → average to 2 decimals, in SQL; shown to the seller, on the board, in the summary.
    const average = Math.round(((5 + kept + 4) / 3) * 100) / 100;
    const expected = { average, count: 3 };
    expect((await first.detail()).delivery?.transporter).toMatchObject({
      rating: expected,
      completedDeliveries: 3,
    });
    const history = await call('GET', '/api/delivery-requests?tab=history', t.cookie);
    for (const item of history.json<{ items: DeliveryRequest[] }>().items) {
      expect(item.transporter).toMatchObject({ rating: expected, completedDeliveries: 3 });
    }
    expect((await summaryOf(t.cookie)).rating).toEqual(expected);
    expect((await summaryOf(second.t.cookie)).rating).toEqual({ average: 1, count: 1 });
  });
});
