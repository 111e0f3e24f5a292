/**
 * The delivery requests API on both engines: asking, the board, every move of a request and who
 * may make it. Over 300 lines because each rule of the state machine gets its own case. The
 * hand-over rules (cap, release, withdraw, board tabs) are in delivery-handoff.test.ts, the proof
 * of delivery (code, lock, failure, return, dispute, rating) in delivery-proof.test.ts.
 */
import { expect, it } from 'vitest';
import type { DeliveryBoard, DeliveryRequest } from '../../common/contracts/deliveries.ts';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import {
  STORE_ADDRESS,
  caller,
  daysFromNow,
  deliveryCodeOf,
  sellerWithOrder,
  transporterWithProfile,
} from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

const request = (orderId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  packageDetails: '2 × Huile d’olive 1L',
  paymentAmount: '9.500',
  ...extra,
});

describeEachEngine(
  'delivery requests',
  (env) => {
    const call = caller(() => env().app);
    const orderOf = async (cookie: string, id: number) =>
      (await call('GET', `/api/orders/${id}`, cookie)).json<OrderDetail>();
    /** One page of a tab of the board (available unless told). */
    const pageOf = async (cookie: string, query = '') => {
      const response = await call('GET', `/api/delivery-requests?pageSize=50&${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DeliveryBoard>();
    };
    const boardOf = async (cookie: string, tab = 'available') =>
      (await pageOf(cookie, `tab=${tab}`)).items;
    /** Every request on every tab of the transporter's board, all pages. */
    const everyTab = async (cookie: string) => {
      const all: DeliveryRequest[] = [];
      for (const tab of ['available', 'mine', 'history']) {
        for (let page = 1; ; page++) {
          const { items, total } = await pageOf(cookie, `tab=${tab}&page=${page}`);
          all.push(...items);
          if (page * 50 >= total) break;
        }
      }
      return all;
    };
    const move = (cookie: string, id: number, status: string, extra: object = {}) =>
      call('PATCH', `/api/delivery-requests/${id}`, cookie, { status, ...extra });
    /** A transporter's move, with the order's delivery code when completing. */
    const carry = async (cookie: string, id: number, status: string, orderId: number) =>
      move(
        cookie,
        id,
        status,
        status === 'completed' ? { code: await deliveryCodeOf(env().app, orderId) } : {},
      );

    it('lets a seller ask for the delivery of its order, with the store and order addresses by default', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      expect((await orderOf(seller.cookie, order.id)).delivery).toBeNull();
      const date = daysFromNow(3);
      const created = await call(
        'POST',
        '/api/delivery-requests',
        seller.cookie,
        request(order.id, { requestedDeliveryDate: date }),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        status: 'pending',
        pickupAddress: STORE_ADDRESS,
        deliveryAddress: 'Rue Ibn Khaldoun 4, Sousse',
        packageDetails: '2 × Huile d’olive 1L',
        requestedDeliveryDate: date,
        paymentAmount: 9.5,
        transporter: null,
      });
      const detail = await orderOf(seller.cookie, order.id);
      expect(detail.delivery).toEqual(created.json());

      // Given addresses are kept as typed.
      const other = await sellerWithOrder(env().app);
      const typed = await call(
        'POST',
        '/api/delivery-requests',
        other.seller.cookie,
        request(other.order.id, {
          pickupAddress: 'Dépôt, Route de Gabès km 3, Sfax',
          deliveryAddress: 'Résidence Yasmine, Sahloul, Sousse',
          paymentAmount: 12,
        }),
      );
      expect(typed.statusCode, typed.body).toBe(201);
      expect(typed.json()).toMatchObject({
        pickupAddress: 'Dépôt, Route de Gabès km 3, Sfax',
        deliveryAddress: 'Résidence Yasmine, Sahloul, Sousse',
        requestedDeliveryDate: null,
        paymentAmount: 12,
      });
    });

    it('keeps one open request per order, and refuses closed orders and other stores', async () => {
      const { seller, order, newOrder } = await sellerWithOrder(env().app);
      expect(
        (await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))).statusCode,
      ).toBe(201);
      const second = await call('POST', '/api/delivery-requests', seller.cookie, request(order.id));
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('This order already has an open delivery request.');

      const both = await newOrder();
      const race = await Promise.all([
        call('POST', '/api/delivery-requests', seller.cookie, request(both.id)),
        call('POST', '/api/delivery-requests', seller.cookie, request(both.id)),
      ]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);

      const cancelled = await newOrder();
      await call('PATCH', `/api/orders/${cancelled.id}`, seller.cookie, { status: 'cancelled' });
      const refused = await call(
        'POST',
        '/api/delivery-requests',
        seller.cookie,
        request(cancelled.id),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'An order that is cancelled cannot be handed to a transporter.',
      );

      const delivered = await newOrder();
      await call('PATCH', `/api/orders/${delivered.id}`, seller.cookie, { status: 'shipped' });
      await call('PATCH', `/api/orders/${delivered.id}`, seller.cookie, { status: 'delivered' });
      expect(
        (await call('POST', '/api/delivery-requests', seller.cookie, request(delivered.id)))
          .statusCode,
      ).toBe(409);

      // A shipped order can still be handed over.
      const shipped = await newOrder();
      await call('PATCH', `/api/orders/${shipped.id}`, seller.cookie, { status: 'shipped' });
      expect(
        (await call('POST', '/api/delivery-requests', seller.cookie, request(shipped.id)))
          .statusCode,
      ).toBe(201);

      const stranger = await sellerWithOrder(env().app);
      const theirs = await call(
        'POST',
        '/api/delivery-requests',
        stranger.seller.cookie,
        request(order.id),
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe('Order not found');
      expect(
        (await call('POST', '/api/delivery-requests', seller.cookie, request(99_999_999)))
          .statusCode,
      ).toBe(404);
    });

    it('answers 401 to visitors and 403 to transporters and buyers asking for a delivery', async () => {
      const { order } = await sellerWithOrder(env().app);
      expect(
        (await call('POST', '/api/delivery-requests', undefined, request(order.id))).statusCode,
      ).toBe(401);
      for (const type of ['transporter', 'customer'] as const) {
        const { cookie } = await newAccount(env().app, type);
        expect(
          (await call('POST', '/api/delivery-requests', cookie, request(order.id))).statusCode,
        ).toBe(403);
      }
      expect((await call('GET', '/api/delivery-requests')).statusCode).toBe(401);
      expect((await call('GET', '/api/transporter/summary')).statusCode).toBe(401);
      expect(
        (await call('PATCH', '/api/delivery-requests/1', undefined, { status: 'accepted' }))
          .statusCode,
      ).toBe(401);
      expect((await call('DELETE', '/api/delivery-requests/1')).statusCode).toBe(401);
    });

    it('refuses bad payloads with clear messages and writes nothing', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ orderId: undefined }, 'orderId', 'Please choose an order.'],
        [{ orderId: 'ORD-1' }, 'orderId', 'Please choose an order.'],
        [
          { packageDetails: 'ab' },
          'packageDetails',
          'Package details must be at least 3 characters.',
        ],
        [
          { pickupAddress: 'Sfax' },
          'pickupAddress',
          'Pickup address must be at least 5 characters.',
        ],
        [
          { deliveryAddress: 'abc' },
          'deliveryAddress',
          'Delivery address must be at least 5 characters.',
        ],
        [{ paymentAmount: 0 }, 'paymentAmount', 'The amount offered must be a positive number.'],
        [{ paymentAmount: '-5' }, 'paymentAmount', 'The amount offered must be a positive number.'],
        [{ paymentAmount: '' }, 'paymentAmount', 'The amount offered must be a positive number.'],
        [
          { paymentAmount: 100_000.5 },
          'paymentAmount',
          'The amount offered must be at most 100000 DT.',
        ],
        [
          { paymentAmount: '7.1234' },
          'paymentAmount',
          'The amount offered can have at most two decimals.',
        ],
        [
          { paymentAmount: 15.375 },
          'paymentAmount',
          'The amount offered can have at most two decimals.',
        ],
        [
          { paymentAmount: '7,125' },
          'paymentAmount',
          'The amount offered can have at most two decimals.',
        ],
        [
          { requestedDeliveryDate: '2020-01-01' },
          'requestedDeliveryDate',
          'The requested date cannot be in the past.',
        ],
        [
          { requestedDeliveryDate: '2026-02-30' },
          'requestedDeliveryDate',
          'Please enter a valid date (yyyy-mm-dd).',
        ],
        [
          { requestedDeliveryDate: '12/05/2030' },
          'requestedDeliveryDate',
          'Please enter a valid date (yyyy-mm-dd).',
        ],
        [
          { requestedDeliveryDate: daysFromNow(400) },
          'requestedDeliveryDate',
          'The requested date must be within a year.',
        ],
      ];
      for (const [change, field, message] of cases) {
        const response = await call(
          'POST',
          '/api/delivery-requests',
          seller.cookie,
          request(order.id, change),
        );
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
      }
      expect((await orderOf(seller.cookie, order.id)).delivery).toBeNull();
    });

    it('shows a transporter without a profile nothing: 403 with the reason', async () => {
      const { cookie } = await newAccount(env().app, 'transporter');
      for (const response of [
        await call('GET', '/api/delivery-requests', cookie),
        await call('GET', '/api/transporter/summary', cookie),
        await move(cookie, 1, 'accepted'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'You need to set up your transporter profile before you can view and accept delivery requests.',
        );
      }
      const seller = await signIn(env().app, 'demo_seller');
      expect((await call('GET', '/api/delivery-requests', seller)).statusCode).toBe(403);
      expect((await call('GET', '/api/transporter/summary', seller)).statusCode).toBe(403);
    });

    it('carries a parcel from pending to completed and marks the order delivered', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      const created = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      const hamza = await transporterWithProfile(env().app);
      const board = await boardOf(hamza.cookie);
      const seen = board.find((r) => r.id === created.id);
      expect(seen).toMatchObject({
        status: 'pending',
        orderId: order.id,
        orderReference: expect.stringMatching(/^HN-/),
        store: { name: 'Zitouna Sfax', phone: '+21674000111' },
        deliveryGovernorate: 'TN-51',
        cashToCollect: 37,
        transporter: null,
        recipient: null,
        paymentAmount: 9.5,
        codeLocked: false,
        codeAttemptsLeft: 5,
      });
      // Newest first.
      const times = board.map((r) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const accepted = await move(hamza.cookie, created.id, 'accepted');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'accepted',
        transporter: {
          id: hamza.id,
          fullName: 'Test User',
          phoneNumber: '+21698412705',
          rating: { average: null, count: 0 },
          completedDeliveries: 0,
        },
        // The buyer's phone only once the parcel is picked up.
        recipient: { name: 'Yasmine Gharbi', phone: null },
        acceptedAt: expect.any(String),
      });
      const afterAccept = await orderOf(seller.cookie, order.id);
      expect(afterAccept.status).toBe('processing');
      expect(afterAccept.delivery).toMatchObject({
        status: 'accepted',
        transporter: { fullName: 'Test User', phoneNumber: '+21698412705' },
      });

      const started = await move(hamza.cookie, created.id, 'in_progress');
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().startedAt).toEqual(expect.any(String));
      expect(started.json().recipient).toEqual({
        name: 'Yasmine Gharbi',
        phone: '+21655123456',
      });
      expect((await orderOf(seller.cookie, order.id)).status).toBe('shipped');

      const completed = await carry(hamza.cookie, created.id, 'completed', order.id);
      expect(completed.statusCode, completed.body).toBe(200);
      const done = await orderOf(seller.cookie, order.id);
      expect(done.status).toBe('delivered');
      expect(done.statusHistory.map((e) => e.status)).toEqual([
        'processing',
        'shipped',
        'delivered',
      ]);
      expect(done.allowedTransitions).toEqual(['completed']);
      expect(done.delivery).toMatchObject({ status: 'completed', completedAt: expect.any(String) });

      const summary = await call('GET', '/api/transporter/summary', hamza.cookie);
      expect(summary.json()).toEqual({
        completedCount: 1,
        activeCount: 0,
        failedCount: 0,
        earnings: 9.5,
        cashHeld: 37,
        rating: { average: null, count: 0 },
        releases: [],
      });
      expect(
        (await boardOf(hamza.cookie, 'history')).find((r) => r.id === created.id),
      ).toMatchObject({ status: 'completed', transporter: { completedDeliveries: 1 } });
    });

    it('delivers a shipped order straight to delivered, via the chain', async () => {
      const { seller, newOrder } = await sellerWithOrder(env().app);
      const order = await newOrder();
      await call('PATCH', `/api/orders/${order.id}`, seller.cookie, { status: 'shipped' });
      const created = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      const t = await transporterWithProfile(env().app);
      for (const status of ['accepted', 'in_progress', 'completed']) {
        expect((await carry(t.cookie, created.id, status, order.id)).statusCode).toBe(200);
      }
      const done = await orderOf(seller.cookie, order.id);
      expect(done.statusHistory.map((e) => e.status)).toEqual([
        'processing',
        'shipped',
        'delivered',
      ]);
    });

    it('refuses every move that is not the next one, or not the mover’s', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      const created = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      const mine = await transporterWithProfile(env().app);
      const other = await transporterWithProfile(env().app);

      // Skipping acceptance.
      for (const status of ['in_progress', 'completed', 'failed']) {
        const skipped = await carry(mine.cookie, created.id, status, order.id).then((r) =>
          status === 'failed' ? move(mine.cookie, created.id, status, { reason: 'refused' }) : r,
        );
        expect(skipped.statusCode, status).toBe(409);
        expect(skipped.json().message).toBe(
          `A delivery request that is pending cannot become ${status}.`,
        );
      }
      expect((await move(mine.cookie, created.id, 'accepted')).statusCode).toBe(200);

      // Someone else's request: taken for acceptance, invisible for the rest.
      const late = await move(other.cookie, created.id, 'accepted');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This delivery request has already been taken.');
      for (const status of ['in_progress', 'completed']) {
        expect((await carry(other.cookie, created.id, status, order.id)).statusCode, status).toBe(
          404,
        );
      }
      expect((await everyTab(other.cookie)).some((r) => r.id === created.id)).toBe(false);

      // Skipping a state and standing still.
      expect((await carry(mine.cookie, created.id, 'completed', order.id)).statusCode).toBe(409);
      expect((await move(mine.cookie, created.id, 'accepted')).statusCode).toBe(409);
      expect((await move(mine.cookie, created.id, 'in_progress')).statusCode).toBe(200);
      // Moving back.
      const back = await move(mine.cookie, created.id, 'accepted');
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe(
        'A delivery request that is in_progress cannot become accepted.',
      );
      expect((await move(mine.cookie, created.id, 'in_progress')).statusCode).toBe(409);
      expect((await carry(mine.cookie, created.id, 'completed', order.id)).statusCode).toBe(200);
      // Completed is final.
      for (const status of ['accepted', 'in_progress', 'completed']) {
        const response = await carry(mine.cookie, created.id, status, order.id);
        expect(response.statusCode, status).toBe(409);
      }
      expect(
        (await move(mine.cookie, created.id, 'failed', { reason: 'refused' })).statusCode,
      ).toBe(409);
      // Nor can the seller withdraw or release it now, or a transporter cancel or release it.
      expect((await move(seller.cookie, created.id, 'cancelled')).statusCode).toBe(409);
      expect((await move(seller.cookie, created.id, 'pending')).statusCode).toBe(409);
      expect((await move(mine.cookie, created.id, 'cancelled')).statusCode).toBe(403);
      expect((await move(mine.cookie, created.id, 'pending')).statusCode).toBe(403);
      expect((await move(seller.cookie, created.id, 'accepted')).statusCode).toBe(403);
      const buyer = await newAccount(env().app, 'customer');
      expect((await move(buyer.cookie, created.id, 'accepted')).statusCode).toBe(403);
      expect((await orderOf(seller.cookie, order.id)).status).toBe('delivered');
    });

    it('answers 404 for unknown requests and 400 for bad ids and statuses', async () => {
      const t = await transporterWithProfile(env().app);
      expect((await move(t.cookie, 99_999_999, 'accepted')).statusCode).toBe(404);
      expect((await move(t.cookie, 99_999_999, 'in_progress')).statusCode).toBe(404);
      for (const bad of ['abc', '0', '-1', '2.5', '99999999999']) {
        const byText = await call('PATCH', `/api/delivery-requests/${bad}`, t.cookie, {
          status: 'accepted',
        });
        expect(byText.statusCode, bad).toBe(400);
        expect(byText.json().message).toBe('Invalid id.');
      }
      for (const status of ['delivered', 'rejected', '', 42]) {
        const response = await call('PATCH', '/api/delivery-requests/1', t.cookie, { status });
        expect(response.statusCode, String(status)).toBe(400);
        expect(response.json().message).toBe('Please choose a valid delivery status.');
      }
    });

    it('gives a request to exactly one of two transporters accepting at once', async () => {
      const { seller, newOrder } = await sellerWithOrder(env().app);
      const a = await transporterWithProfile(env().app);
      const b = await transporterWithProfile(env().app);
      for (let round = 0; round < 5; round++) {
        const order = await newOrder();
        const created = (
          await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
        ).json();
        const answers = await Promise.all([
          move(a.cookie, created.id, 'accepted'),
          move(b.cookie, created.id, 'accepted'),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const winner = answers.find((r) => r.statusCode === 200)?.json<DeliveryRequest>();
        const delivery = (await orderOf(seller.cookie, order.id)).delivery;
        expect(delivery?.transporter?.id).toBe(winner?.transporter?.id);
      }
    });

    it('shows an unavailable transporter only their own requests, and lets them accept none', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      const created = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      const away = await transporterWithProfile(env().app, false);
      const awayBoard = await pageOf(away.cookie);
      expect(awayBoard.items).toEqual([]);
      expect(awayBoard.counts.available).toBe(0);
      const refused = await move(away.cookie, created.id, 'accepted');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Set yourself as available before accepting delivery requests.',
      );

      const active = await transporterWithProfile(env().app);
      expect((await move(active.cookie, created.id, 'accepted')).statusCode).toBe(200);
      await call('PATCH', `/api/transporters/${active.profile.id}`, active.cookie, {
        isAvailable: false,
      });
      expect(await boardOf(active.cookie)).toEqual([]);
      const board = await pageOf(active.cookie, 'tab=mine');
      expect(board.items.map((r) => r.id)).toEqual([created.id]);
      expect(board.counts).toMatchObject({ available: 0, mine: 1, history: 0 });
      // Still theirs to carry while away from new work.
      expect((await move(active.cookie, created.id, 'in_progress')).statusCode).toBe(200);
    });

    it('lets the owning seller withdraw a request not yet picked up, and nobody else', async () => {
      const { seller, order } = await sellerWithOrder(env().app);
      const first = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      const stranger = await sellerWithOrder(env().app);
      expect((await move(stranger.seller.cookie, first.id, 'cancelled')).statusCode).toBe(404);
      expect(
        (await call('DELETE', `/api/delivery-requests/${first.id}`, stranger.seller.cookie))
          .statusCode,
      ).toBe(404);
      const t = await transporterWithProfile(env().app);
      expect(
        (await call('DELETE', `/api/delivery-requests/${first.id}`, t.cookie)).statusCode,
      ).toBe(403);

      const withdrawn = await call('DELETE', `/api/delivery-requests/${first.id}`, seller.cookie);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().status).toBe('cancelled');
      expect((await boardOf(t.cookie)).some((r) => r.id === first.id)).toBe(false);
      expect((await move(t.cookie, first.id, 'accepted')).json().message).toBe(
        'This delivery request is no longer open.',
      );
      expect(
        (await call('DELETE', `/api/delivery-requests/${first.id}`, seller.cookie)).statusCode,
      ).toBe(409);

      // The order can be handed over again; taken, it can still be withdrawn until picked up.
      const second = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      expect((await orderOf(seller.cookie, order.id)).delivery?.id).toBe(second.id);
      expect((await move(t.cookie, second.id, 'accepted')).statusCode).toBe(200);
      const taken = await move(seller.cookie, second.id, 'cancelled');
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ status: 'cancelled', transporter: null });

      const third = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      expect((await move(t.cookie, third.id, 'accepted')).statusCode).toBe(200);
      expect((await move(t.cookie, third.id, 'in_progress')).statusCode).toBe(200);
      const late = await move(seller.cookie, third.id, 'cancelled');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'Only a delivery request not yet picked up can be withdrawn.',
      );
    });

    it('cancels open requests with their order, but not a parcel already on its way', async () => {
      const { seller, order, newOrder } = await sellerWithOrder(env().app);
      const t = await transporterWithProfile(env().app);
      const pending = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      expect(
        (await call('PATCH', `/api/orders/${order.id}`, seller.cookie, { status: 'cancelled' }))
          .statusCode,
      ).toBe(200);
      expect((await orderOf(seller.cookie, order.id)).delivery?.status).toBe('cancelled');
      expect((await move(t.cookie, pending.id, 'accepted')).statusCode).toBe(409);

      const taken = await newOrder();
      const accepted = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(taken.id))
      ).json();
      await move(t.cookie, accepted.id, 'accepted');
      await call('PATCH', `/api/orders/${taken.id}`, seller.cookie, { status: 'cancelled' });
      expect((await orderOf(seller.cookie, taken.id)).delivery).toMatchObject({
        status: 'cancelled',
        transporter: null,
      });
      const gone = await move(t.cookie, accepted.id, 'in_progress');
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toBe(
        'A delivery request that is cancelled cannot become in_progress.',
      );

      const moving = await newOrder();
      const onTheWay = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(moving.id))
      ).json();
      await move(t.cookie, onTheWay.id, 'accepted');
      await move(t.cookie, onTheWay.id, 'in_progress');
      const refused = await call('PATCH', `/api/orders/${moving.id}`, seller.cookie, {
        status: 'cancelled',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This order is on its way with a transporter and cannot be cancelled.',
      );
      expect((await orderOf(seller.cookie, moving.id)).status).toBe('shipped');
    });

    it('takes a waiting request off the board when the seller delivers the order by hand', async () => {
      const { seller, order, newOrder } = await sellerWithOrder(env().app);
      const t = await transporterWithProfile(env().app);
      const pending = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(order.id))
      ).json();
      for (const status of ['shipped', 'delivered']) {
        const moved = await call('PATCH', `/api/orders/${order.id}`, seller.cookie, { status });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      expect((await orderOf(seller.cookie, order.id)).delivery?.status).toBe('cancelled');
      expect((await boardOf(t.cookie)).some((r) => r.id === pending.id)).toBe(false);
      expect((await move(t.cookie, pending.id, 'accepted')).statusCode).toBe(409);

      // One already on its way stays with its transporter, who completes it.
      const other = await newOrder();
      const carried = (
        await call('POST', '/api/delivery-requests', seller.cookie, request(other.id))
      ).json();
      await move(t.cookie, carried.id, 'accepted');
      await move(t.cookie, carried.id, 'in_progress');
      await call('PATCH', `/api/orders/${other.id}`, seller.cookie, { status: 'delivered' });
      expect((await carry(t.cookie, carried.id, 'completed', other.id)).statusCode).toBe(200);
      expect((await orderOf(seller.cookie, other.id)).status).toBe('delivered');
    });

    it("works with the seeded board: the demo transporter's requests in every status", async () => {
      const cookie = await signIn(env().app, 'demo_transporter');
      const board = await everyTab(cookie);
      const statuses = new Set(board.map((r) => r.status));
      for (const status of ['pending', 'accepted', 'in_progress', 'completed']) {
        expect(statuses.has(status), status).toBe(true);
      }
      for (const r of board) {
        expect(r.store.name).toEqual(expect.any(String));
        if (r.status !== 'pending') expect(r.transporter?.fullName).toBe('Hamza Mejri');
      }
      const summary = (await call('GET', '/api/transporter/summary', cookie)).json();
      expect(summary.completedCount).toBeGreaterThan(0);
      expect(summary.earnings).toBeGreaterThan(0);
      // The same sum in millimes from the board (its tabs hold every one of the demo's): completed
      // deliveries, and failed ones their seller did not dispute.
      const mine = board.filter((r) => r.transporter?.id !== undefined);
      const paid = mine.filter(
        (r) => r.status === 'completed' || (r.status === 'failed' && !r.paymentDisputedAt),
      );
      const millimes = paid.reduce((sum, r) => sum + Math.round(r.paymentAmount * 1000), 0);
      expect(summary.completedCount).toBe(mine.filter((r) => r.status === 'completed').length);
      expect(summary.failedCount).toBe(mine.filter((r) => r.status === 'failed').length);
      expect(summary.earnings).toBe(millimes / 1000);

      const walid = await signIn(env().app, 'walid_sassi');
      expect(await boardOf(walid)).toEqual([]);
    });
  },
  { seed: true },
);
