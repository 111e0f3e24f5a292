/**
 * The marketplace checkout API on both engines: carts across stores, stock and price conflicts,
 * guests and buyers, tracking. Over 300 lines because each refusal gets its own case.
 */
import { expect, it, vi } from 'vitest';
import type { TrackedOrder } from '../../common/contracts/buyer.ts';
import type { CheckoutConflictBody, CheckoutResult } from '../../common/contracts/checkout.ts';
import type { OrderDetail } from '../../common/contracts/orders.ts';
import type { App } from '../../server/app.ts';
import type * as ReferenceModule from '../../server/modules/orders/reference.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

/** References a test wants drawn next (a collision); others are drawn at random as usual. */
const references = vi.hoisted(() => ({ next: [] as string[] }));
vi.mock('../../server/modules/orders/reference.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ReferenceModule>();
  return { newOrderReference: () => references.next.shift() ?? actual.newOrderReference() };
});

const buyer = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

async function twoStores(app: App) {
  const olives = await newStore(app, 'Olives de Sfax', [
    { name: 'Huile d’olive 1L', price: 18.5, stockQuantity: 5 },
    { name: 'Olives noires', price: 7.25, stockQuantity: 2 },
  ]);
  const pottery = await newStore(app, 'Poterie de Nabeul', [
    { name: 'Plat à couscous', price: 35, stockQuantity: 3 },
    { name: 'Tasse', price: 4.1, stockQuantity: 0 },
  ]);
  return { olives, pottery };
}

const line = (product: { id: number; price: number } | undefined, quantity: number) => ({
  productId: product?.id ?? 0,
  quantity,
  price: product?.price ?? 0,
});

describeEachEngine(
  'cash-on-delivery checkout',
  (env) => {
    const call = caller(() => env().app);
    const stock = async (seller: { cookie: string }, id: number | undefined) =>
      (await call('GET', `/api/products/${id}`, seller.cookie)).json<{
        stockQuantity: number;
        status: string;
      }>();

    it('places one order per store at the current prices, takes the stock and adds the buyer to each book', async () => {
      const { olives, pottery } = await twoStores(env().app);
      const [oil, blackOlives] = olives.products;
      const [dish] = pottery.products;
      const response = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        note: 'Sonnez deux fois',
        items: [line(oil, 2), line(dish, 1), line(blackOlives, 2)],
      });
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<CheckoutResult>();
      expect(result.phone).toBe('+21622456789');
      expect(result.orders.map((o) => o.storeName)).toEqual([
        'Olives de Sfax',
        'Poterie de Nabeul',
      ]);
      // Neither store set delivery terms: delivery is free, in 1 to 3 days.
      expect(result.orders[0]).toMatchObject({
        subtotal: 51.5,
        deliveryFee: 0,
        totalAmount: 51.5,
        itemsCount: 4,
        status: 'processing',
        deliveryDays: { min: 1, max: 3 },
      });
      expect(result.orders[1]).toMatchObject({ totalAmount: 35, itemsCount: 1 });
      for (const order of result.orders) expect(order.deliveryCode).toMatch(/^\d{4}$/);
      expect(result.grandTotal).toBe(86.5);
      for (const order of result.orders) expect(order.reference).toMatch(/^HN-[0-9A-Z]{6}$/);

      // Three left is at or under the low-stock threshold (common/stock.ts).
      expect(await stock(olives, oil?.id)).toMatchObject({ stockQuantity: 3, status: 'low_stock' });
      expect(await stock(olives, blackOlives?.id)).toMatchObject({
        stockQuantity: 0,
        status: 'out_of_stock',
      });

      // Each seller sees their own order with its customer, cash on delivery, and nothing of the other.
      const sellerOrders = (await call('GET', '/api/orders', olives.cookie)).json();
      expect(sellerOrders.items).toHaveLength(1);
      const detail = (
        await call('GET', `/api/orders/${result.orders[0]?.id}`, olives.cookie)
      ).json();
      expect(detail).toMatchObject({
        customerName: 'Amel Trabelsi',
        customerPhone: '+21622456789',
        shippingAddress: buyer.address,
        shippingGovernorate: 'TN-51',
        paymentMethod: 'cash_on_delivery',
        note: 'Sonnez deux fois',
      });
      expect(
        (await call('GET', `/api/orders/${result.orders[1]?.id}`, olives.cookie)).statusCode,
      ).toBe(404);
      const customers = (await call('GET', '/api/customers', pottery.cookie)).json();
      expect(customers.items).toEqual([
        expect.objectContaining({
          name: 'Amel Trabelsi',
          phone: '+21622456789',
          address: buyer.address,
        }),
      ]);
    });

    it('matches a returning buyer in the book by phone instead of adding them twice', async () => {
      const { olives } = await twoStores(env().app);
      const [oil] = olives.products;
      await call('POST', '/api/customers', olives.cookie, {
        name: 'Amel T.',
        phone: '22 456 789',
      });
      for (const address of ['Rue 1, Sousse', 'Rue 2, Monastir']) {
        const response = await call('POST', '/api/checkout', undefined, {
          ...buyer,
          address,
          items: [line(oil, 1)],
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const customers = (await call('GET', '/api/customers', olives.cookie)).json();
      expect(customers.items).toHaveLength(1);
      // A guest changes nothing in the record, not even a missing address: anyone can type a
      // phone. The orders keep the name and address the guest typed.
      expect(customers.items[0]).toMatchObject({ name: 'Amel T.', address: null });
      const orders = (await call('GET', '/api/orders', olives.cookie)).json();
      expect(orders.items.map((o: { customerName: string }) => o.customerName)).toEqual([
        buyer.name,
        buyer.name,
      ]);
    });

    it('never hands a signed-in buyer the record, orders or messages of the phone they type', async () => {
      const { olives } = await twoStores(env().app);
      const [oil] = olives.products;
      const victim = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        address: 'Secret address 12, Sousse',
        items: [line(oil, 1)],
      });
      expect(victim.statusCode).toBe(201);
      await call('POST', `/api/marketplace/stores/${olives.id}/messages`, undefined, {
        name: buyer.name,
        phone: buyer.phone,
        content: 'Mon code de porte est 1234',
      });
      const attacker = await newAccount(env().app, 'customer');
      const contact = await call(
        'POST',
        `/api/marketplace/stores/${olives.id}/messages`,
        attacker.cookie,
        { content: 'hi', phone: buyer.phone },
      );
      expect(contact.statusCode).toBe(201);
      const order = await call('POST', '/api/checkout', attacker.cookie, {
        ...buyer,
        address: 'Attacker street 1, Tunis',
        items: [line(oil, 1)],
      });
      expect(order.statusCode).toBe(201);
      const [own] = order.json<CheckoutResult>().orders;
      const mine = (await call('GET', '/api/my/orders', attacker.cookie)).json();
      expect(mine.map((o: { id: number }) => o.id)).toEqual([own?.id]);
      const conversations = (await call('GET', '/api/my/conversations', attacker.cookie)).json();
      expect(
        conversations.flatMap((c: { messages: { content: string }[] }) =>
          c.messages.map((m) => m.content),
        ),
      ).toEqual(['hi']);
      const book = (await call('GET', '/api/customers', olives.cookie)).json();
      expect(book.items.map((c: { address: string }) => c.address).sort()).toEqual([
        'Attacker street 1, Tunis',
        'Secret address 12, Sousse',
      ]);
    });

    it('takes two carts of one buyer at once, whatever order their stores come in', async () => {
      const { olives, pottery } = await twoStores(env().app);
      const [oil] = olives.products;
      const [dish, cup] = pottery.products;
      // A product of the first store made after the second store's: by product id, this cart
      // meets the stores in the other order.
      const late = (
        await call('POST', '/api/products', olives.cookie, {
          name: 'Tapenade',
          description: 'Olives noires et câpres.',
          price: 9,
          status: 'in_stock',
          stockQuantity: 50,
        })
      ).json();
      await call('PATCH', `/api/products/${cup?.id}`, pottery.cookie, {
        stockQuantity: 50,
        status: 'in_stock',
      });
      const carts = [
        [line(oil, 1), line(dish, 1)],
        [line(cup, 1), line(late, 1)],
      ];
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call('POST', '/api/checkout', undefined, { ...buyer, items: carts[i % 2] }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      // Never a 500: each cart is sold or refused (the oil runs out after five, the dish after three).
      expect(
        statuses.every((s) => s === 201 || s === 409),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(statuses.filter((s, i) => s === 201 && i % 2 === 1)).toHaveLength(4);
      const customers = (await call('GET', '/api/customers', pottery.cookie)).json();
      expect(customers.total).toBe(1);
    });

    it('refuses the whole cart with 409 and says which line, writing nothing', async () => {
      const { olives, pottery } = await twoStores(env().app);
      const [oil, blackOlives] = olives.products;
      const [dish, cup] = pottery.products;
      const before = (await call('GET', '/api/orders', olives.cookie)).json().total;

      const tooMany = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(oil, 1), line(blackOlives, 3)],
      });
      expect(tooMany.statusCode).toBe(409);
      const body = tooMany.json<CheckoutConflictBody>();
      expect(body.problems).toEqual([
        { index: 1, productId: blackOlives?.id, reason: 'insufficient_stock', available: 2 },
      ]);
      expect(body.errors['items.1']).toBe('Only 2 left of Olives noires');
      expect(body.message).toBe('Only 2 left of Olives noires');

      const soldOut = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(dish, 1), line(cup, 1)],
      });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json<CheckoutConflictBody>().problems).toEqual([
        { index: 1, productId: cup?.id, reason: 'out_of_stock' },
      ]);

      const priceMoved = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(dish, 1), { ...line(oil, 1), price: 17 }],
      });
      expect(priceMoved.statusCode).toBe(409);
      expect(priceMoved.json<CheckoutConflictBody>().problems).toEqual([
        { index: 1, productId: oil?.id, reason: 'price_changed', currentPrice: 18.5 },
      ]);

      const gone = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(oil, 1), { productId: 999_999, quantity: 1, price: 5 }],
      });
      expect(gone.statusCode).toBe(409);
      expect(gone.json<CheckoutConflictBody>().problems[0]).toMatchObject({
        index: 1,
        reason: 'not_found',
      });

      // Nothing was written: no order, no stock taken, no customer added.
      expect((await call('GET', '/api/orders', olives.cookie)).json().total).toBe(before);
      expect((await call('GET', '/api/orders', pottery.cookie)).json().total).toBe(0);
      expect((await call('GET', '/api/customers', pottery.cookie)).json().total).toBe(0);
      expect(await stock(olives, oil?.id)).toMatchObject({ stockQuantity: 5 });
      expect(await stock(pottery, dish?.id)).toMatchObject({ stockQuantity: 3 });
    });

    it('counts the same product on two lines together against the stock', async () => {
      const { olives } = await twoStores(env().app);
      const [, blackOlives] = olives.products;
      const response = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(blackOlives, 1), line(blackOlives, 2)],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<CheckoutConflictBody>().problems[0]).toMatchObject({
        index: 0,
        reason: 'insufficient_stock',
        available: 2,
      });
    });

    it('draws another reference when the one drawn is taken, taking the stock and writing the lines once', async () => {
      const { olives } = await twoStores(env().app);
      const [oil, blackOlives] = olives.products;
      const first = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(oil, 1)],
      });
      expect(first.statusCode, first.body).toBe(201);
      const taken = first.json<CheckoutResult>().orders[0]?.reference ?? '';
      references.next.push(taken);
      const second = await call('POST', '/api/checkout', undefined, {
        ...buyer,
        items: [line(oil, 2), line(blackOlives, 1)],
      });
      expect(second.statusCode, second.body).toBe(201);
      expect(references.next).toEqual([]);
      const order = second.json<CheckoutResult>().orders[0];
      expect(order?.reference).not.toBe(taken);
      expect(await stock(olives, oil?.id)).toMatchObject({ stockQuantity: 2 });
      expect(await stock(olives, blackOlives?.id)).toMatchObject({ stockQuantity: 1 });
      const detail = await call('GET', `/api/orders/${order?.id}`, olives.cookie);
      expect(
        detail.json<OrderDetail>().lines.map((l) => [l.productName, l.quantity, l.unitPrice]),
      ).toEqual([
        ['Huile d’olive 1L', 2, 18.5],
        ['Olives noires', 1, 7.25],
      ]);
    });

    it('answers bad input with the field’s message and changes nothing', async () => {
      const { olives } = await twoStores(env().app);
      const [oil] = olives.products;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ phone: '12345' }, 'phone', 'Please enter a Tunisian phone number: +216 and 8 digits.'],
        [
          { phone: '+33 6 12 34 56 78' },
          'phone',
          'Please enter a Tunisian phone number: +216 and 8 digits.',
        ],
        [{ governorate: 'TN-99' }, 'governorate', 'Please choose your governorate.'],
        [{ governorate: 'Tunis' }, 'governorate', 'Please choose your governorate.'],
        [{ name: ' A ' }, 'name', 'Name must be at least 2 characters.'],
        [{ address: 'x' }, 'address', 'Please enter a valid address.'],
        [{ note: 'n'.repeat(501) }, 'note', 'The note must be at most 500 characters.'],
        [{ items: [] }, 'items', 'Your cart is empty.'],
        [
          { items: [{ ...line(oil, 0) }] },
          'items.0.quantity',
          'Quantity must be a whole number from 1.',
        ],
        [
          { items: [{ ...line(oil, 1.5) }] },
          'items.0.quantity',
          'Quantity must be a whole number from 1.',
        ],
      ];
      for (const [change, field, message] of cases) {
        const response = await call('POST', '/api/checkout', undefined, {
          ...buyer,
          items: [line(oil, 1)],
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
      }
      expect(await stock(olives, oil?.id)).toMatchObject({ stockQuantity: 5 });
    });

    it('links a signed-in buyer’s orders to their area, and a guest follows theirs by reference and phone', async () => {
      const { olives } = await twoStores(env().app);
      const [oil] = olives.products;
      const account = await newAccount(env().app, 'customer');
      const placed = await call('POST', '/api/checkout', account.cookie, {
        ...buyer,
        items: [line(oil, 1)],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = placed.json<CheckoutResult>().orders;
      const mine = (await call('GET', '/api/my/orders', account.cookie)).json();
      expect(mine.map((o: { id: number }) => o.id)).toEqual([order?.id]);
      const detail = await call('GET', `/api/my/orders/${order?.id}`, account.cookie);
      expect(detail.json<TrackedOrder>()).toMatchObject({
        reference: order?.reference,
        store: { name: 'Olives de Sfax' },
        paymentMethod: 'cash_on_delivery',
        items: [{ productName: 'Huile d’olive 1L', quantity: 1, unitPrice: 18.5 }],
        deliveryFee: 0,
        deliveryCode: order?.deliveryCode,
        delivery: null,
      });
      expect(mine[0]).toMatchObject({ deliveryFee: 0, deliveryCode: order?.deliveryCode });
      // Another buyer, a seller, a visitor: not theirs.
      const other = await newAccount(env().app, 'customer');
      expect((await call('GET', `/api/my/orders/${order?.id}`, other.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/my/orders/${order?.id}`, olives.cookie)).statusCode).toBe(
        403,
      );
      expect((await call('GET', `/api/my/orders/${order?.id}`)).statusCode).toBe(401);
      expect((await call('GET', '/api/my/orders/abc', account.cookie)).statusCode).toBe(400);
      // The seller's book links the record to the account.
      const customers = (await call('GET', '/api/customers', olives.cookie)).json();
      expect(customers.items[0]).toMatchObject({ email: `${account.username}@example.tn` });

      const track = (payload: object) => call('POST', '/api/orders/track', undefined, payload);
      const found = await track({
        reference: order?.reference.toLowerCase(),
        phone: '22456789',
        key: order?.buyerKey,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<TrackedOrder>()).toMatchObject({
        id: order?.id,
        status: 'processing',
        deliveryCode: order?.deliveryCode,
      });
      // Reference and phone alone (the seller and the transporter know them): no code.
      const keyless = await track({ reference: order?.reference, phone: '22456789' });
      expect(keyless.statusCode, keyless.body).toBe(200);
      expect(keyless.json<TrackedOrder>()).toMatchObject({ id: order?.id, deliveryCode: null });
      const wrongPhone = await track({ reference: order?.reference, phone: '+216 98 000 000' });
      expect(wrongPhone.statusCode).toBe(404);
      expect(wrongPhone.json().message).toBe('No order matches this reference and phone number.');
      expect((await track({ reference: '', phone: '22456789' })).statusCode).toBe(400);
    });

    it('lets a non-buyer account check out as a guest, but never from its own store', async () => {
      const { olives, pottery } = await twoStores(env().app);
      const own = await call('POST', '/api/checkout', olives.cookie, {
        ...buyer,
        items: [line(olives.products[0], 1)],
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('You cannot order from your own store.');
      const other = await call('POST', '/api/checkout', olives.cookie, {
        ...buyer,
        items: [line(pottery.products[0], 1)],
      });
      expect(other.statusCode, other.body).toBe(201);
    });
  },
  { seed: true },
);

describeEachEngine(
  'checkout rate limit',
  (env) => {
    it('answers 429 past the limit for one address, and others still order', async () => {
      const app = env().app;
      const { olives } = await twoStores(app);
      const [oil] = olives.products;
      const order = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout',
          remoteAddress,
          payload: { ...buyer, items: [line(oil, 1)] },
        });
      expect((await order('10.0.0.1')).statusCode).toBe(201);
      expect((await order('10.0.0.1')).statusCode).toBe(201);
      const third = await order('10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'Too many orders from this connection. Please wait a few minutes.',
      );
      expect((await order('10.0.0.2')).statusCode).toBe(201);
    });

    it('limits Contact Seller and order tracking per address too', async () => {
      const app = env().app;
      const { olives } = await twoStores(app);
      const send = () =>
        app.inject({
          method: 'POST',
          url: `/api/marketplace/stores/${olives.id}/messages`,
          remoteAddress: '10.0.1.1',
          payload: { name: 'Ali', phone: '22123456', content: 'Bonjour' },
        });
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many messages. Please wait a few minutes.');
      const track = () =>
        app.inject({
          method: 'POST',
          url: '/api/orders/track',
          remoteAddress: '10.0.1.2',
          payload: { reference: 'HN-AAAAAA', phone: '22123456' },
        });
      expect([(await track()).statusCode, (await track()).statusCode]).toEqual([404, 404]);
      expect((await track()).statusCode).toBe(429);
    });
  },
  {
    rateLimits: {
      checkout: { max: 2, windowMs: 60_000 },
      contactSeller: { max: 2, windowMs: 60_000 },
      orderTracking: { max: 2, windowMs: 60_000 },
      contactForm: { max: 2, windowMs: 60_000 },
    },
  },
);

describeEachEngine('the race for the last units', (env) => {
  it('sells exactly the stock when 200 buyers want the last 10 at once', async () => {
    const app = env().app;
    const store = await newStore(app, 'Dernières pièces', [
      { name: 'Kilim de Kairouan', price: 240, stockQuantity: 10 },
    ]);
    const [kilim] = store.products;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout',
          payload: {
            ...buyer,
            phone: `+216 2${String(i).padStart(7, '0')}`,
            items: [line(kilim, 1)],
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    const product = (
      await app.inject({
        method: 'GET',
        url: `/api/products/${kilim?.id}`,
        headers: { cookie: store.cookie },
      })
    ).json();
    expect(product).toMatchObject({ stockQuantity: 0, status: 'out_of_stock' });
    const orders = (
      await app.inject({
        method: 'GET',
        url: '/api/orders?pageSize=100',
        headers: { cookie: store.cookie },
      })
    ).json();
    expect(orders.total).toBe(10);
  }, 60_000);
});
