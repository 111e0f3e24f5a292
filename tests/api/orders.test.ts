/**
 * The back-office orders API on both engines: recording, listing, status moves and isolation. Over
 * 300 lines because each rule gets its own case.
 */
import { expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount, signIn } from './session.ts';

/** A seller with one customer and two products, ready to record orders. */
async function storeWithStock(app: App) {
  const call = caller(() => app);
  const seller = await newAccount(app);
  const customer = (
    await call('POST', '/api/customers', seller.cookie, {
      name: 'Yasmine Gharbi',
      phone: '+216 55 123 456',
      address: 'Rue Ibn Khaldoun, Sousse',
    })
  ).json();
  const oil = (
    await call('POST', '/api/products', seller.cookie, {
      name: 'Huile d’olive 1L',
      description: 'Extra vierge, Sfax, première pression',
      price: 18.5,
      status: 'in_stock',
      stockQuantity: 5,
    })
  ).json();
  const soap = (
    await call('POST', '/api/products', seller.cookie, {
      name: 'Savon au laurier',
      description: 'Savon artisanal de Djerba, 100 g',
      price: 4.2,
      status: 'in_stock',
      stockQuantity: 10,
    })
  ).json();
  return { seller, customer, oil, soap };
}

const order = (customerId: number, items: { productId: number; quantity: number }[]) => ({
  customerId,
  items,
  shippingAddress: 'Rue Ibn Khaldoun, Sousse',
  shippingGovernorate: 'TN-51',
  paymentMethod: 'cash_on_delivery',
});

describeEachEngine(
  'orders',
  (env) => {
    const call = caller(() => env().app);
    const stockOf = async (cookie: string, id: number) =>
      (await call('GET', `/api/products/${id}`, cookie)).json().stockQuantity;

    it('records a hand-made order at current prices and takes the stock', async () => {
      const { seller, customer, oil, soap } = await storeWithStock(env().app);
      const created = await call(
        'POST',
        '/api/orders',
        seller.cookie,
        order(customer.id, [
          { productId: oil.id, quantity: 2 },
          { productId: soap.id, quantity: 3 },
        ]),
      );
      expect(created.statusCode).toBe(201);
      const detail = created.json();
      expect(detail).toMatchObject({
        status: 'processing',
        itemsCount: 5,
        totalAmount: 49.6,
        customer: { id: customer.id, name: 'Yasmine Gharbi' },
        customerName: 'Yasmine Gharbi',
        shippingGovernorate: 'TN-51',
        paymentMethod: 'cash_on_delivery',
        allowedTransitions: ['shipped', 'cancelled'],
        deliveryFee: 0,
        returnReceivedAt: null,
      });
      expect(detail.reference).toMatch(/^HN-[0-9A-Z]{6}$/);
      expect(detail.lines.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([37, 12.6]);
      expect(await stockOf(seller.cookie, oil.id)).toBe(3);
      expect(await stockOf(seller.cookie, soap.id)).toBe(7);
    });

    it('refuses a line above the stock with 409 naming the product, taking nothing', async () => {
      const { seller, customer, oil, soap } = await storeWithStock(env().app);
      const response = await call(
        'POST',
        '/api/orders',
        seller.cookie,
        order(customer.id, [
          { productId: soap.id, quantity: 1 },
          { productId: oil.id, quantity: 6 },
        ]),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only 5 left of Huile d’olive 1L');
      expect(await stockOf(seller.cookie, soap.id)).toBe(10);
      expect((await call('GET', '/api/orders', seller.cookie)).json().total).toBe(0);
    });

    it('adds no delivery fee to a hand-made order, whatever the store charges at checkout', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      const terms = await env().app.inject({
        method: 'PUT',
        url: '/api/store/delivery-terms',
        headers: { cookie: seller.cookie },
        payload: { fee: 7, daysMin: 1, daysMax: 3 },
      });
      expect(terms.statusCode, terms.body).toBe(200);
      const created = await call(
        'POST',
        '/api/orders',
        seller.cookie,
        order(customer.id, [{ productId: oil.id, quantity: 1 }]),
      );
      expect(created.json()).toMatchObject({ totalAmount: 18.5, deliveryFee: 0 });
      const listed = (await call('GET', '/api/orders', seller.cookie)).json().items[0];
      expect(listed).toMatchObject({ totalAmount: 18.5, deliveryFee: 0 });
      expect(listed).not.toHaveProperty('deliveryCode');
    });

    it('receives back only a returned order', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      const { id } = (
        await call(
          'POST',
          '/api/orders',
          seller.cookie,
          order(customer.id, [{ productId: oil.id, quantity: 1 }]),
        )
      ).json();
      const early = await call('POST', `/api/orders/${id}/return-received`, seller.cookie);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Only a returned order can be received back.');
      expect(
        (await call('POST', '/api/orders/999999/return-received', seller.cookie)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/api/orders/abc/return-received', seller.cookie)).statusCode,
      ).toBe(400);
      expect(await stockOf(seller.cookie, oil.id)).toBe(4);
    });

    it('marks a product out of stock when its last unit sells', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      await call(
        'POST',
        '/api/orders',
        seller.cookie,
        order(customer.id, [{ productId: oil.id, quantity: 5 }]),
      );
      const product = (await call('GET', `/api/products/${oil.id}`, seller.cookie)).json();
      expect(product).toMatchObject({ stockQuantity: 0, status: 'out_of_stock' });
    });

    it('moves processing → shipped → delivered → completed, and refuses any other move', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      const { id } = (
        await call(
          'POST',
          '/api/orders',
          seller.cookie,
          order(customer.id, [{ productId: oil.id, quantity: 1 }]),
        )
      ).json();
      const move = (status: string) =>
        call('PATCH', `/api/orders/${id}`, seller.cookie, { status });
      expect((await move('delivered')).statusCode).toBe(409);
      expect((await move('completed')).statusCode).toBe(409);
      for (const status of ['shipped', 'delivered', 'completed']) {
        const response = await move(status);
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
      }
      const done = (await call('GET', `/api/orders/${id}`, seller.cookie)).json();
      expect(done.statusHistory.map((e: { status: string }) => e.status)).toEqual([
        'processing',
        'shipped',
        'delivered',
        'completed',
      ]);
      expect(done.allowedTransitions).toEqual([]);
      const refused = await move('cancelled');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('An order that is completed cannot become cancelled');
      expect((await move('lost')).statusCode).toBe(400);
    });

    it('puts the stock back when an order is cancelled, and only once', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      const { id } = (
        await call(
          'POST',
          '/api/orders',
          seller.cookie,
          order(customer.id, [{ productId: oil.id, quantity: 5 }]),
        )
      ).json();
      await call('PATCH', `/api/orders/${id}`, seller.cookie, { status: 'shipped' });
      const cancelled = await call('PATCH', `/api/orders/${id}`, seller.cookie, {
        status: 'cancelled',
      });
      expect(cancelled.json().status).toBe('cancelled');
      // Back on sale; five left reads low stock (common/stock.ts).
      expect((await call('GET', `/api/products/${oil.id}`, seller.cookie)).json()).toMatchObject({
        stockQuantity: 5,
        status: 'low_stock',
      });
      expect(
        (await call('PATCH', `/api/orders/${id}`, seller.cookie, { status: 'cancelled' }))
          .statusCode,
      ).toBe(409);
      expect(await stockOf(seller.cookie, oil.id)).toBe(5);
    });

    it('lists newest first, searches by id and customer name, filters by status, pages', async () => {
      const cookie = await signIn(env().app, 'demo_seller');
      const all = (await call('GET', '/api/orders?pageSize=100', cookie)).json();
      expect(all.total).toBeGreaterThan(5);
      const dates = all.items.map((o: { orderDate: string }) => o.orderDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = all.items[0];
      expect(first.items.length).toBeGreaterThan(0);
      for (const q of [String(first.id), `ORD-${first.id}`, `ord-${first.id}`]) {
        const found = (await call('GET', `/api/orders?q=${q}`, cookie)).json();
        expect(found.items.map((o: { id: number }) => o.id)).toContain(first.id);
      }
      const byName = (
        await call(
          'GET',
          `/api/orders?q=${encodeURIComponent(first.customerName.slice(0, 4).toLowerCase())}`,
          cookie,
        )
      ).json();
      expect(
        byName.items.every((o: { customerName: string }) =>
          o.customerName.toLowerCase().includes(first.customerName.slice(0, 4).toLowerCase()),
        ),
      ).toBe(true);
      const cancelled = (await call('GET', '/api/orders?status=cancelled', cookie)).json();
      expect(cancelled.total).toBeGreaterThan(0);
      expect(cancelled.items.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
      const page2 = (await call('GET', '/api/orders?pageSize=3&page=2', cookie)).json();
      expect(page2.items.map((o: { id: number }) => o.id)).toEqual(
        all.items.slice(3, 6).map((o: { id: number }) => o.id),
      );
      const recent = (await call('GET', '/api/orders/recent', cookie)).json();
      expect(recent.map((o: { id: number }) => o.id)).toEqual(
        all.items.slice(0, 5).map((o: { id: number }) => o.id),
      );
      expect((await call('GET', '/api/orders?status=lost', cookie)).statusCode).toBe(400);
    });

    it('keeps an order whose customer was deleted, with the name and no customer', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      const { id } = (
        await call(
          'POST',
          '/api/orders',
          seller.cookie,
          order(customer.id, [{ productId: oil.id, quantity: 1 }]),
        )
      ).json();
      expect(
        (await call('DELETE', `/api/customers/${customer.id}`, seller.cookie)).statusCode,
      ).toBe(204);
      const detail = (await call('GET', `/api/orders/${id}`, seller.cookie)).json();
      expect(detail).toMatchObject({
        customer: null,
        customerName: 'Yasmine Gharbi',
        customerDetails: null,
      });
    });

    it('refuses bad orders with 400 and nothing written', async () => {
      const { seller, customer, oil } = await storeWithStock(env().app);
      for (const payload of [
        order(customer.id, []),
        order(customer.id, [{ productId: oil.id, quantity: 0 }]),
        order(customer.id, [{ productId: oil.id, quantity: 1.5 }]),
        {
          ...order(customer.id, [{ productId: oil.id, quantity: 1 }]),
          shippingGovernorate: 'TN-99',
        },
        { ...order(customer.id, [{ productId: oil.id, quantity: 1 }]), paymentMethod: 'bitcoin' },
        { ...order(customer.id, [{ productId: oil.id, quantity: 1 }]), shippingAddress: 'x' },
        { items: [{ productId: oil.id, quantity: 1 }] },
      ]) {
        expect((await call('POST', '/api/orders', seller.cookie, payload)).statusCode).toBe(400);
      }
      expect(await stockOf(seller.cookie, oil.id)).toBe(5);
    });

    it('lets another seller neither see, move nor use anything of this store', async () => {
      const owner = await storeWithStock(env().app);
      const intruder = await storeWithStock(env().app);
      const { id } = (
        await call(
          'POST',
          '/api/orders',
          owner.seller.cookie,
          order(owner.customer.id, [{ productId: owner.oil.id, quantity: 1 }]),
        )
      ).json();
      expect((await call('GET', '/api/orders', intruder.seller.cookie)).json().total).toBe(0);
      expect((await call('GET', '/api/orders/recent', intruder.seller.cookie)).json()).toEqual([]);
      expect((await call('GET', `/api/orders/${id}`, intruder.seller.cookie)).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/api/orders/${id}`, intruder.seller.cookie, { status: 'shipped' }))
          .statusCode,
      ).toBe(404);
      // Nor order the owner's products for the owner's customer, or for their own customer.
      expect(
        (
          await call(
            'POST',
            '/api/orders',
            intruder.seller.cookie,
            order(owner.customer.id, [{ productId: intruder.oil.id, quantity: 1 }]),
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            'POST',
            '/api/orders',
            intruder.seller.cookie,
            order(intruder.customer.id, [{ productId: owner.oil.id, quantity: 1 }]),
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/orders/${id}/return-received`, intruder.seller.cookie))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/orders/${id}`, owner.seller.cookie)).json().status).toBe(
        'processing',
      );
      expect(await stockOf(owner.seller.cookie, owner.oil.id)).toBe(4);
    });

    it('answers 401 signed out and 403 to a buyer', async () => {
      const buyer = await newAccount(env().app, 'customer');
      expect((await call('GET', '/api/orders')).statusCode).toBe(401);
      expect((await call('GET', '/api/orders/recent', buyer.cookie)).statusCode).toBe(403);
      expect(
        (await call('PATCH', '/api/orders/1', buyer.cookie, { status: 'shipped' })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/orders/1/return-received')).statusCode).toBe(401);
      expect((await call('POST', '/api/orders/1/return-received', buyer.cookie)).statusCode).toBe(
        403,
      );
    });
  },
  { seed: true },
);
