/**
 * The order lifecycle through the API, on both engines (decision 010): every move from every
 * status, the history entry each move writes, stock back on cancel (or when a returned parcel is
 * received back), and what a move does to the order's waiting delivery request. The rules are written out here as DESIGN.md states
 * them, so a change to the module that the design does not make fails.
 */
import { expect, it } from 'vitest';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../common/enums.ts';
import {
  caller,
  deliveryCodeOf,
  sellerWithOrder,
  transporterWithProfile,
} from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';

/** How an order reaches each status through the seller's own moves. */
const ROUTE_TO: Record<OrderStatus, OrderStatus[]> = {
  processing: [],
  shipped: ['shipped'],
  delivered: ['shipped', 'delivered'],
  completed: ['shipped', 'delivered', 'completed'],
  cancelled: ['cancelled'],
  returned: ['shipped', 'returned'],
};
/** DESIGN.md: forward along the chain, cancelled before delivery, or returned once shipped. */
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned', 'cancelled'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
  returned: [],
};

const deliveryForm = (orderId: number) => ({
  orderId,
  packageDetails: '2 × Huile d’olive 1L',
  paymentAmount: '9.500',
});

describeEachEngine('order lifecycle', (env) => {
  const call = caller(() => env().app);

  /** A seller whose product starts with 50 in stock; each order takes 2. */
  async function shop() {
    const store = await sellerWithOrder(env().app);
    const { cookie } = store.seller;
    const orderOf = async (id: number) => {
      const response = await call('GET', `/api/orders/${id}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<OrderDetail>();
    };
    const move = (id: number, status: string) =>
      call('PATCH', `/api/orders/${id}`, cookie, { status });
    const stock = async () =>
      (await call('GET', `/api/products/${store.product.id}`, cookie)).json<{
        stockQuantity: number;
        status: string;
      }>();
    const orderAt = async (status: OrderStatus) => {
      const { id } = await store.newOrder();
      for (const step of ROUTE_TO[status]) {
        const response = await move(id, step);
        expect(response.statusCode, response.body).toBe(200);
      }
      return orderOf(id);
    };
    const askDelivery = async (orderId: number) => {
      const response = await call('POST', '/api/delivery-requests', cookie, deliveryForm(orderId));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>();
    };
    return { ...store, orderOf, move, stock, orderAt, askDelivery };
  }

  for (const from of ORDER_STATUSES) {
    it(`from ${from}: allows ${ALLOWED[from].join(', ') || 'nothing'}, refuses the rest with 409`, async () => {
      const s = await shop();
      const order = await s.orderAt(from);
      expect(order.status).toBe(from);
      expect(order.allowedTransitions).toEqual(ALLOWED[from]);
      const stockBefore = (await s.stock()).stockQuantity;

      for (const to of ORDER_STATUSES.filter((status) => !ALLOWED[from].includes(status))) {
        const refused = await s.move(order.id, to);
        expect(refused.statusCode, `${from} → ${to}`).toBe(409);
        expect(refused.json()).toMatchObject({
          message: `An order that is ${from} cannot become ${to}`,
          code: 'order.badMove',
        });
      }
      // Refusals write nothing: same status, same history, same stock.
      const after = await s.orderOf(order.id);
      expect(after.status).toBe(from);
      expect(after.statusHistory).toEqual(order.statusHistory);
      expect((await s.stock()).stockQuantity).toBe(stockBefore);

      for (const to of ALLOWED[from]) {
        const fresh = await s.orderAt(from);
        const before = Date.now();
        const moved = await s.move(fresh.id, to);
        expect(moved.statusCode, `${from} → ${to}: ${moved.body}`).toBe(200);
        const detail = moved.json<OrderDetail>();
        expect(detail.status).toBe(to);
        expect(detail.allowedTransitions).toEqual(ALLOWED[to]);
        // Exactly one history entry more, for this move, stamped now.
        expect(detail.statusHistory.slice(0, -1)).toEqual(fresh.statusHistory);
        const entry = detail.statusHistory.at(-1);
        expect(entry?.status).toBe(to);
        expect(new Date(entry?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(new Date(entry?.at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });
  }

  it('starts every order in processing with one history entry', async () => {
    const s = await shop();
    const order = await s.orderOf(s.order.id);
    expect(order.status).toBe('processing');
    expect(order.statusHistory).toEqual([{ status: 'processing', at: expect.any(String) }]);
  });

  it('puts the stock back on cancel, from processing and from shipped, and on no other move', async () => {
    const s = await shop();
    expect((await s.stock()).stockQuantity).toBe(48);
    const done = await s.orderAt('completed');
    expect((await s.stock()).stockQuantity).toBe(46);
    expect(done.status).toBe('completed');

    const shipped = await s.orderAt('shipped');
    expect((await s.stock()).stockQuantity).toBe(44);
    expect((await s.move(shipped.id, 'cancelled')).statusCode).toBe(200);
    expect((await s.stock()).stockQuantity).toBe(46);
    expect((await s.move(s.order.id, 'cancelled')).statusCode).toBe(200);
    expect((await s.stock()).stockQuantity).toBe(48);
    // A refused second cancel puts nothing back.
    expect((await s.move(s.order.id, 'cancelled')).statusCode).toBe(409);
    expect((await s.stock()).stockQuantity).toBe(48);
  });

  it('keeps the stock of a returned order out until the parcel is received back, once', async () => {
    const s = await shop();
    const returned = await s.orderAt('returned');
    expect(returned.returnReceivedAt).toBeNull();
    expect((await s.stock()).stockQuantity).toBe(46);
    const receive = (id: number, cookie = s.seller.cookie) =>
      call('POST', `/api/orders/${id}/return-received`, cookie);
    const stranger = await sellerWithOrder(env().app);
    expect((await receive(returned.id, stranger.seller.cookie)).statusCode).toBe(404);
    const notReturned = await receive(s.order.id);
    expect(notReturned.statusCode).toBe(409);
    expect(notReturned.json().code).toBe('order.returnNotReturned');
    expect((await s.stock()).stockQuantity).toBe(46);

    const received = await receive(returned.id);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<OrderDetail>()).toMatchObject({
      status: 'returned',
      returnReceivedAt: expect.any(String),
    });
    expect((await s.stock()).stockQuantity).toBe(48);
    const twice = await receive(returned.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('order.returnAlreadyReceived');
    expect((await s.stock()).stockQuantity).toBe(48);
  });

  it('puts a sold-out product back on sale when its order is cancelled', async () => {
    const s = await shop();
    const rest = await call('PATCH', `/api/products/${s.product.id}`, s.seller.cookie, {
      stockQuantity: 2,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const last = await s.newOrder();
    expect(await s.stock()).toMatchObject({ stockQuantity: 0, status: 'out_of_stock' });
    expect((await s.move(last.id, 'cancelled')).statusCode).toBe(200);
    expect(await s.stock()).toMatchObject({ stockQuantity: 2, status: 'low_stock' });
  });

  it('keeps a waiting request while the order ships, and withdraws it when the order is delivered by hand', async () => {
    const s = await shop();
    const t = await transporterWithProfile(env().app);
    const request = await s.askDelivery(s.order.id);
    expect((await s.move(s.order.id, 'shipped')).statusCode).toBe(200);
    expect((await s.orderOf(s.order.id)).delivery?.status).toBe('pending');
    expect(
      (
        await call('PATCH', `/api/delivery-requests/${request.id}`, t.cookie, {
          status: 'accepted',
        })
      ).statusCode,
    ).toBe(200);
    expect((await s.move(s.order.id, 'delivered')).statusCode).toBe(200);
    expect((await s.orderOf(s.order.id)).delivery).toMatchObject({
      status: 'cancelled',
      transporter: null,
    });
  });

  it('withdraws an accepted request with its cancelled order', async () => {
    const s = await shop();
    const t = await transporterWithProfile(env().app);
    const request = await s.askDelivery(s.order.id);
    await call('PATCH', `/api/delivery-requests/${request.id}`, t.cookie, { status: 'accepted' });
    expect((await s.move(s.order.id, 'cancelled')).statusCode).toBe(200);
    expect((await s.orderOf(s.order.id)).delivery).toMatchObject({ status: 'cancelled' });
    expect((await s.stock()).stockQuantity).toBe(50);
  });

  it('moves the order with its parcel, writes each step, and never cancels it on the road', async () => {
    const s = await shop();
    const t = await transporterWithProfile(env().app);
    const request = await s.askDelivery(s.order.id);
    const carry = async (status: string) =>
      call('PATCH', `/api/delivery-requests/${request.id}`, t.cookie, {
        status,
        ...(status === 'completed' ? { code: await deliveryCodeOf(env().app, s.order.id) } : {}),
      });
    expect((await carry('accepted')).statusCode).toBe(200);
    expect((await s.orderOf(s.order.id)).statusHistory.map((e) => e.status)).toEqual([
      'processing',
    ]);
    expect((await carry('in_progress')).statusCode).toBe(200);
    const onTheRoad = await s.orderOf(s.order.id);
    expect(onTheRoad.statusHistory.map((e) => e.status)).toEqual(['processing', 'shipped']);
    // The page offers no cancel or return, and the server refuses them, stock untouched.
    expect(onTheRoad.allowedTransitions).toEqual(['delivered']);
    const notReturned = await s.move(s.order.id, 'returned');
    expect(notReturned.statusCode).toBe(409);
    expect(notReturned.json().code).toBe('delivery.onTheWay');
    const refused = await s.move(s.order.id, 'cancelled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This order is on its way with a transporter and cannot be cancelled.',
      code: 'delivery.onTheWay',
    });
    expect((await s.stock()).stockQuantity).toBe(48);

    // The seller marks it delivered first: the parcel stays with its transporter, whose
    // completion then adds no second 'delivered'.
    expect((await s.move(s.order.id, 'delivered')).statusCode).toBe(200);
    expect((await s.orderOf(s.order.id)).delivery?.status).toBe('in_progress');
    expect((await carry('completed')).statusCode).toBe(200);
    const done = await s.orderOf(s.order.id);
    expect(done.status).toBe('delivered');
    expect(done.statusHistory.map((e) => e.status)).toEqual(['processing', 'shipped', 'delivered']);
  });

  it('refuses to hand a closed order to a transporter', async () => {
    const s = await shop();
    for (const status of ['delivered', 'completed', 'cancelled'] as const) {
      const order = await s.orderAt(status);
      const refused = await call(
        'POST',
        '/api/delivery-requests',
        s.seller.cookie,
        deliveryForm(order.id),
      );
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({
        message: `An order that is ${status} cannot be handed to a transporter.`,
        code: 'delivery.orderClosed',
      });
    }
  });
});
