/**
 * Handing a parcel over, on both engines: the board's tabs, filters, sort, pages and counts; the
 * cap of accepted requests not yet picked up (also under concurrency); the seller releasing or
 * withdrawing an accepted request, the transporter's notices, and the races between those moves.
 * Each test uses governorates of its own so that the counts it reads are its own rows.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type {
  DeliveryBoard,
  SellerDelivery,
  TransporterSummary,
} from '../../common/contracts/deliveries.ts';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import { deliveryReleases, deliveryRequests } from '../../server/db/schema.ts';
import {
  caller,
  deliveryCodeOf,
  sellerWithOrder,
  transporterWithProfile,
} from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';

const form = (orderId: number, paymentAmount = '9.500') => ({
  orderId,
  packageDetails: '2 × Huile d’olive 1L',
  paymentAmount,
});

describeEachEngine('delivery hand-over', (env) => {
  const call = caller(() => env().app);
  const move = (cookie: string, id: number, status: string, extra: object = {}) =>
    call('PATCH', `/api/delivery-requests/${id}`, cookie, { status, ...extra });
  const board = async (cookie: string, query: string) => {
    const response = await call('GET', `/api/delivery-requests?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeliveryBoard>();
  };
  const summaryOf = async (cookie: string) => {
    const response = await call('GET', '/api/transporter/summary', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TransporterSummary>();
  };

  /** A store in `governorate` and a function asking delivery for a new order to `drop`. */
  async function store(governorate: string) {
    const s = await sellerWithOrder(env().app, { storeGovernorate: governorate });
    const ask = async (drop: string, amount = '9.500') => {
      const order = await s.newOrder({ shippingGovernorate: drop });
      const response = await call(
        'POST',
        '/api/delivery-requests',
        s.seller.cookie,
        form(order.id, amount),
      );
      expect(response.statusCode, response.body).toBe(201);
      return { orderId: order.id, id: response.json<SellerDelivery>().id };
    };
    const deliveryOf = async (orderId: number) =>
      (await call('GET', `/api/orders/${orderId}`, s.seller.cookie)).json<OrderDetail>().delivery;
    return { ...s, ask, deliveryOf };
  }

  it('splits the board into tabs with counts, filters by governorate, sorts and pages', async () => {
    const kef = await store('TN-33');
    const jendouba = await store('TN-32');
    const a = await kef.ask('TN-34', '8');
    const b = await kef.ask('TN-34', '15.250');
    const c = await kef.ask('TN-41', '12');
    const d = await jendouba.ask('TN-34', '20');
    const t = await transporterWithProfile(env().app);

    const fromKef = await board(t.cookie, 'pickup=TN-33');
    expect(fromKef.items.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(fromKef).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(fromKef.counts).toEqual({ available: 3, mine: 0, history: 0 });
    expect(fromKef.items[0]).toMatchObject({
      pickupGovernorate: 'TN-33',
      deliveryGovernorate: 'TN-41',
      cashToCollect: 37,
      recipient: null,
    });

    const toSiliana = await board(t.cookie, 'drop=TN-34&sort=amount');
    expect(toSiliana.items.map((r) => r.id)).toEqual([d.id, b.id, a.id]);
    const both = await board(t.cookie, 'pickup=TN-33&drop=TN-34&sort=amount');
    expect(both.items.map((r) => r.id)).toEqual([b.id, a.id]);

    // Pages of one, in order; past the end, empty with the same total.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const one = await board(t.cookie, `pickup=TN-33&pageSize=1&page=${page}`);
      expect(one).toMatchObject({ total: 3, page, pageSize: 1 });
      pages.push(...one.items.map((r) => r.id));
    }
    expect(pages).toEqual([c.id, b.id, a.id]);
    expect((await board(t.cookie, 'pickup=TN-33&pageSize=1&page=4')).items).toEqual([]);

    // Taken, carried, delivered: the request moves from tab to tab, the counts with it.
    expect((await move(t.cookie, a.id, 'accepted')).statusCode).toBe(200);
    expect((await move(t.cookie, b.id, 'accepted')).statusCode).toBe(200);
    expect((await move(t.cookie, b.id, 'in_progress')).statusCode).toBe(200);
    const code = await deliveryCodeOf(env().app, b.orderId);
    expect((await move(t.cookie, b.id, 'completed', { code })).statusCode).toBe(200);
    const mine = await board(t.cookie, 'tab=mine&pickup=TN-33');
    expect(mine.items.map((r) => r.id)).toEqual([a.id]);
    expect(mine.items[0]?.recipient).toEqual({ name: 'Yasmine Gharbi', phone: null });
    expect(mine.counts).toEqual({ available: 1, mine: 1, history: 1 });
    const history = await board(t.cookie, 'tab=history&pickup=TN-33');
    expect(history.items.map((r) => r.id)).toEqual([b.id]);
    expect(history.items[0]?.recipient?.phone).toBe('+21655123456');
    // Another transporter sees neither in their tabs, and one fewer available.
    const other = await transporterWithProfile(env().app);
    expect((await board(other.cookie, 'pickup=TN-33')).counts).toEqual({
      available: 1,
      mine: 0,
      history: 0,
    });
  });

  it('refuses a bad tab, filter, sort or page with 400', async () => {
    const t = await transporterWithProfile(env().app);
    for (const query of [
      'tab=all',
      'pickup=TN-99',
      'drop=Tunis',
      'sort=oldest',
      'page=0',
      'page=abc',
      'pageSize=51',
      'pageSize=0',
    ]) {
      const response = await call('GET', `/api/delivery-requests?${query}`, t.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe('Please choose a valid tab, filter or sort.');
    }
    // An empty filter is no filter.
    expect((await call('GET', '/api/delivery-requests?pickup=&drop=', t.cookie)).statusCode).toBe(
      200,
    );
  });

  it('lets a transporter hold at most 5 accepted requests not yet picked up', async () => {
    const s = await store('TN-42');
    const t = await transporterWithProfile(env().app);
    const requests = [];
    for (let i = 0; i < 7; i++) requests.push(await s.ask('TN-43'));
    for (const r of requests.slice(0, 5)) {
      expect((await move(t.cookie, r.id, 'accepted')).statusCode).toBe(200);
    }
    const sixth = requests[5];
    const seventh = requests[6];
    const first = requests[0];
    if (!sixth || !seventh || !first) throw new Error('seven requests');
    const refused = await move(t.cookie, sixth.id, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'delivery.tooManyAccepted',
      message:
        'You already hold 5 accepted deliveries not yet picked up. Pick one up or finish it before accepting another.',
    });
    // Nothing written: still on the board for others.
    expect((await s.deliveryOf(sixth.orderId))?.status).toBe('pending');
    // Picking one up frees a place; the parcel on the road does not count.
    expect((await move(t.cookie, first.id, 'in_progress')).statusCode).toBe(200);
    expect((await move(t.cookie, sixth.id, 'accepted')).statusCode).toBe(200);
    expect((await move(t.cookie, seventh.id, 'accepted')).statusCode).toBe(409);
    expect((await summaryOf(t.cookie)).activeCount).toBe(6);
  });

  it('holds the cap under concurrency: 8 accepts at once, exactly 5 succeed', async () => {
    const s = await store('TN-51');
    const t = await transporterWithProfile(env().app);
    const requests = [];
    for (let i = 0; i < 8; i++) requests.push(await s.ask('TN-52'));
    const answers = await Promise.all(requests.map((r) => move(t.cookie, r.id, 'accepted')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().code).toBe('delivery.tooManyAccepted');
    }
    const held = await env()
      .app.database.db.select({ id: deliveryRequests.id })
      .from(deliveryRequests)
      .where(
        and(eq(deliveryRequests.transporterId, t.id), eq(deliveryRequests.status, 'accepted')),
      );
    expect(held).toHaveLength(5);
  });

  it('lets the seller release an accepted request back to the board, and tells the transporter', async () => {
    const s = await store('TN-53');
    const t = await transporterWithProfile(env().app);
    const other = await transporterWithProfile(env().app);
    const r = await s.ask('TN-61');
    // Nothing to release while pending.
    const early = await move(s.seller.cookie, r.id, 'pending');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'delivery.releaseAcceptedOnly',
      message: 'Only a delivery request accepted and not yet picked up can be released.',
    });
    expect((await move(t.cookie, r.id, 'accepted')).statusCode).toBe(200);
    // Only the owning store: another's gets 404, a transporter 403.
    const stranger = await store('TN-53');
    expect((await move(stranger.seller.cookie, r.id, 'pending')).statusCode).toBe(404);
    const byTransporter = await move(t.cookie, r.id, 'pending');
    expect(byTransporter.statusCode).toBe(403);
    expect(byTransporter.json().code).toBe('delivery.ownerOnly');

    const released = await move(s.seller.cookie, r.id, 'pending');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      status: 'pending',
      transporter: null,
      acceptedAt: null,
    });
    expect((await board(t.cookie, 'tab=mine&pickup=TN-53')).items).toEqual([]);
    // The old transporter can no longer carry it; it is on the board for anyone.
    expect((await move(t.cookie, r.id, 'in_progress')).statusCode).toBe(409);
    const notices = (await summaryOf(t.cookie)).releases;
    expect(notices).toEqual([
      {
        id: expect.any(Number),
        requestId: r.id,
        orderReference: expect.stringMatching(/^HN-/),
        storeName: 'Zitouna Sfax',
        kind: 'released',
        at: expect.any(String),
      },
    ]);
    expect((await summaryOf(other.cookie)).releases).toEqual([]);
    expect((await move(other.cookie, r.id, 'accepted')).statusCode).toBe(200);

    // Dismissed: the notices go, for this transporter only.
    const seen = await call('POST', '/api/transporter/releases/seen', t.cookie);
    expect(seen.statusCode).toBe(204);
    expect((await summaryOf(t.cookie)).releases).toEqual([]);
    expect((await call('POST', '/api/transporter/releases/seen', s.seller.cookie)).statusCode).toBe(
      403,
    );

    // Once picked up, it is the transporter's to finish.
    expect((await move(other.cookie, r.id, 'in_progress')).statusCode).toBe(200);
    expect((await move(s.seller.cookie, r.id, 'pending')).statusCode).toBe(409);
  });

  it('lets the seller withdraw an accepted request, with a notice to its transporter', async () => {
    const s = await store('TN-71');
    const t = await transporterWithProfile(env().app);
    const r = await s.ask('TN-72');
    expect((await move(t.cookie, r.id, 'accepted')).statusCode).toBe(200);
    const withdrawn = await call('DELETE', `/api/delivery-requests/${r.id}`, s.seller.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'cancelled', transporter: null });
    expect((await summaryOf(t.cookie)).releases).toMatchObject([
      { requestId: r.id, kind: 'withdrawn' },
    ]);
    expect((await move(t.cookie, r.id, 'in_progress')).statusCode).toBe(409);
    // A pending one withdrawn tells nobody.
    const pending = await s.ask('TN-72');
    expect((await move(s.seller.cookie, pending.id, 'cancelled')).statusCode).toBe(200);
    const notices = await env()
      .app.database.db.select({ id: deliveryReleases.id })
      .from(deliveryReleases)
      .where(eq(deliveryReleases.requestId, pending.id));
    expect(notices).toEqual([]);
  });

  it('tells the transporter when the seller cancels or returns the order they accepted', async () => {
    const s = await store('TN-73');
    const t = await transporterWithProfile(env().app);
    const toCancel = await s.ask('TN-73');
    const toReturn = await s.ask('TN-73');
    const stillPending = await s.ask('TN-73');
    for (const r of [toCancel, toReturn]) {
      expect((await move(t.cookie, r.id, 'accepted')).statusCode).toBe(200);
    }
    const moveOrder = (orderId: number, status: string) =>
      call('PATCH', `/api/orders/${orderId}`, s.seller.cookie, { status });
    const cancelled = await moveOrder(toCancel.orderId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await moveOrder(toReturn.orderId, 'shipped')).statusCode).toBe(200);
    const returned = await moveOrder(toReturn.orderId, 'returned');
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await moveOrder(stillPending.orderId, 'cancelled')).statusCode).toBe(200);

    for (const r of [toCancel, toReturn, stillPending]) {
      expect(await s.deliveryOf(r.orderId)).toMatchObject({ status: 'cancelled' });
    }
    const notices = (await summaryOf(t.cookie)).releases;
    expect(notices.map((n) => ({ requestId: n.requestId, kind: n.kind }))).toEqual(
      expect.arrayContaining([
        { requestId: toCancel.id, kind: 'withdrawn' },
        { requestId: toReturn.id, kind: 'withdrawn' },
      ]),
    );
    expect(notices).toHaveLength(2);
    // The pending one had nobody to tell.
    const pendingNotices = await env()
      .app.database.db.select({ id: deliveryReleases.id })
      .from(deliveryReleases)
      .where(eq(deliveryReleases.requestId, stillPending.id));
    expect(pendingNotices).toEqual([]);
  });

  it('gives one success and one 409 when the seller releases as the transporter picks up', async () => {
    const s = await store('TN-73');
    const t = await transporterWithProfile(env().app);
    for (let round = 0; round < 4; round++) {
      const r = await s.ask('TN-81');
      expect((await move(t.cookie, r.id, 'accepted')).statusCode).toBe(200);
      const [release, start] = await Promise.all([
        move(s.seller.cookie, r.id, 'pending'),
        move(t.cookie, r.id, 'in_progress'),
      ]);
      expect([release.statusCode, start.statusCode].sort()).toEqual([200, 409]);
      const delivery = await s.deliveryOf(r.orderId);
      if (release.statusCode === 200) {
        expect(delivery).toMatchObject({ status: 'pending', transporter: null });
      } else {
        expect(release.json().code).toBe('delivery.releaseAcceptedOnly');
        expect(delivery).toMatchObject({ status: 'in_progress', transporter: { id: t.id } });
      }
    }
  });

  it('lets exactly one transporter take a released request, and never the seller’s withdrawn one', async () => {
    const s = await store('TN-82');
    const first = await transporterWithProfile(env().app);
    const a = await transporterWithProfile(env().app);
    const b = await transporterWithProfile(env().app);
    for (let round = 0; round < 3; round++) {
      const r = await s.ask('TN-83');
      expect((await move(first.cookie, r.id, 'accepted')).statusCode).toBe(200);
      // The release and a late accept race: the accept wins only once the release is in.
      const [release, early] = await Promise.all([
        move(s.seller.cookie, r.id, 'pending'),
        move(a.cookie, r.id, 'accepted'),
      ]);
      expect(release.statusCode).toBe(200);
      const afterRace = await s.deliveryOf(r.orderId);
      if (early.statusCode === 200) {
        expect(afterRace).toMatchObject({ status: 'accepted', transporter: { id: a.id } });
        continue;
      }
      expect(early.statusCode).toBe(409);
      expect(afterRace).toMatchObject({ status: 'pending', transporter: null });
      const answers = await Promise.all([
        move(a.cookie, r.id, 'accepted'),
        move(b.cookie, r.id, 'accepted'),
      ]);
      expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    }
    // A withdrawal racing an accept: whoever comes second finds a closed or taken request.
    const r = await s.ask('TN-83');
    const [withdraw, accept] = await Promise.all([
      move(s.seller.cookie, r.id, 'cancelled'),
      move(b.cookie, r.id, 'accepted'),
    ]);
    expect(withdraw.statusCode).toBe(200);
    expect((await s.deliveryOf(r.orderId))?.status).toBe('cancelled');
    if (accept.statusCode === 200) {
      // The accept came first: the withdrawal told them.
      expect((await summaryOf(b.cookie)).releases.some((n) => n.requestId === r.id)).toBe(true);
    } else {
      expect(accept.json().code).toBe('delivery.closed');
    }
  });
});
