/**
 * No one speaks for a customer (issue 10): a guest who types an existing customer's phone or
 * email is filed under that customer but keeps the name they typed, changes nothing in the
 * record, and the seller sees both names and decides.
 */
import { expect, it } from 'vitest';
import type { Customer } from '../../common/contracts/customers.ts';
import type { Message } from '../../common/contracts/messages.ts';
import type { OrderDetail, OrderSummary } from '../../common/contracts/orders.ts';
import type { Page } from '../../common/contracts/shared.ts';
import type { App } from '../../server/app.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

/** A store whose book already has Asma Ben Jemaa (phone, email, no address). */
async function storeWithAsma(app: App, storeName: string) {
  const call = caller(() => app);
  const store = await newStore(app, storeName, [
    { name: 'Makroudh 500 g', price: 12.5, stockQuantity: 50 },
  ]);
  const created = await call('POST', '/api/customers', store.cookie, {
    name: 'Asma Ben Jemaa',
    phone: '+216 22 333 444',
    email: 'asma@example.tn',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { store, asma: created.json<Customer>(), product: store.products[0] as { id: number } };
}

describeEachEngine('guest names', (env) => {
  const call = caller(() => env().app);
  const customersOf = async (cookie: string) =>
    (await call('GET', '/api/customers', cookie)).json<Page<Customer>>().items;
  const guestCheckout = async (productId: number, name: string, phone = '22 333 444') => {
    const response = await call('POST', '/api/checkout', undefined, {
      name,
      phone,
      governorate: 'TN-31',
      address: '5 rue des Orfèvres, Monastir',
      items: [{ productId, quantity: 1, price: 12.5 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ orders: { id: number }[] }>().orders[0]?.id as number;
  };
  const orderOf = async (cookie: string, id: number) => {
    const response = await call('GET', `/api/orders/${id}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderDetail>();
  };

  it('keeps the name a guest typed at checkout, changes nothing in the customer, shows both', async () => {
    const { store, asma, product } = await storeWithAsma(env().app, 'Pâtisserie Monastir');
    const orderId = await guestCheckout(product.id, 'Asma');

    const order = await orderOf(store.cookie, orderId);
    expect(order.customerName).toBe('Asma');
    expect(order.customer).toEqual({ id: asma.id, name: 'Asma Ben Jemaa' });
    expect(order.guest).toEqual({ name: 'Asma', matchedBy: 'phone' });

    // The record is as the seller keeps it: no address from the guest, one record in the book.
    expect(await customersOf(store.cookie)).toEqual([asma]);

    const list = (await call('GET', '/api/orders', store.cookie)).json<Page<OrderSummary>>();
    expect(list.items[0]).toMatchObject({
      customerName: 'Asma',
      guest: { name: 'Asma', matchedBy: 'phone' },
    });
    const recent = (await call('GET', '/api/orders/recent', store.cookie)).json<OrderSummary[]>();
    expect(recent[0]?.guest).toEqual({ name: 'Asma', matchedBy: 'phone' });

    // The same name as the record (spacing and case aside) raises no notice.
    const sameName = await guestCheckout(product.id, '  asma ben  JEMAA ');
    expect((await orderOf(store.cookie, sameName)).guest).toBeNull();
  });

  it('keeps the name a guest typed in Contact Seller, and fills nothing in the record', async () => {
    const { store, asma } = await storeWithAsma(env().app, 'Bijoux de Mahdia');
    const hedi = (
      await call('POST', '/api/customers', store.cookie, {
        name: 'Hédi Karoui',
        email: 'hedi@example.tn',
      })
    ).json<Customer>();
    const contact = (payload: object, cookie?: string) =>
      call('POST', `/api/marketplace/stores/${store.id}/messages`, cookie, payload);

    expect(
      (await contact({ name: 'Asma', phone: '22333444', content: 'Bonjour, livrez-vous ?' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await contact({
          name: 'Un voisin',
          email: 'HEDI@example.tn',
          phone: '+216 55 000 111',
          content: 'Le bracelet existe en argent ?',
        })
      ).statusCode,
    ).toBe(201);

    const inbox = (await call('GET', '/api/messages', store.cookie)).json<Message[]>();
    const fromAsmaPhone = inbox.find((m) => m.customerId === asma.id);
    expect(fromAsmaPhone?.customer.name).toBe('Asma Ben Jemaa');
    expect(fromAsmaPhone?.guest).toEqual({ name: 'Asma', matchedBy: 'phone' });
    const fromHediEmail = inbox.find((m) => m.customerId === hedi.id);
    expect(fromHediEmail?.guest).toEqual({ name: 'Un voisin', matchedBy: 'email' });
    const recent = (await call('GET', '/api/messages/recent', store.cookie)).json<Message[]>();
    expect(recent.map((m) => m.guest?.name).sort()).toEqual(['Asma', 'Un voisin']);

    // Hédi's record did not take the guest's phone.
    const book = await customersOf(store.cookie);
    expect(book).toHaveLength(2);
    expect(book.find((c) => c.id === hedi.id)).toEqual(hedi);
    expect(book.find((c) => c.id === asma.id)).toEqual(asma);

    // The seller's reply and a signed-in buyer's message carry no guest name.
    const reply = await call('POST', '/api/messages', store.cookie, {
      customerId: asma.id,
      content: 'Oui, partout en Tunisie.',
    });
    expect(reply.json<Message>().guest).toBeNull();
    const buyer = await newAccount(env().app, 'customer');
    await contact({ content: 'Et pour Sfax ?' }, buyer.cookie);
    const latest = (await call('GET', '/api/messages', store.cookie)).json<Message[]>()[0];
    expect(latest).toMatchObject({ content: 'Et pour Sfax ?', guest: null });
  });

  it('makes a new customer from the guest’s order when the seller says it is someone else', async () => {
    const { store, asma, product } = await storeWithAsma(env().app, 'Épices de Nabeul');
    const orderId = await guestCheckout(product.id, 'Asma Trabelsi');

    const other = await newStore(env().app, 'Autre boutique');
    expect(
      (await call('POST', `/api/orders/${orderId}/separate-customer`, other.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/orders/${orderId}/same-customer`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/orders/${orderId}/separate-customer`)).statusCode).toBe(401);

    const separated = await call('POST', `/api/orders/${orderId}/separate-customer`, store.cookie);
    expect(separated.statusCode, separated.body).toBe(200);
    const order = separated.json<OrderDetail>();
    expect(order).toMatchObject({ customerName: 'Asma Trabelsi', guest: null });
    expect(order.customer?.name).toBe('Asma Trabelsi');
    expect(order.customer?.id).not.toBe(asma.id);

    const book = await customersOf(store.cookie);
    expect(book.find((c) => c.id === asma.id)).toEqual(asma);
    expect(book.find((c) => c.id === order.customer?.id)).toMatchObject({
      name: 'Asma Trabelsi',
      phone: '+21622333444',
      address: '5 rue des Orfèvres, Monastir',
    });

    // Settled: asking again is a conflict.
    const again = await call('POST', `/api/orders/${orderId}/separate-customer`, store.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBeTruthy();

    // Next time, Asma Trabelsi finds her own record, not Asma Ben Jemaa's.
    const next = await guestCheckout(product.id, 'Asma Trabelsi');
    expect((await orderOf(store.cookie, next)).customer?.id).toBe(order.customer?.id);
  });

  it('settles the notice when the seller says it is the same person, keeping the typed name', async () => {
    const { store, asma, product } = await storeWithAsma(env().app, 'Dar Sfax');
    const orderId = await guestCheckout(product.id, 'Asma BJ');
    const same = await call('POST', `/api/orders/${orderId}/same-customer`, store.cookie);
    expect(same.statusCode, same.body).toBe(200);
    // The name on the order is who the parcel is for: it stays as typed.
    expect(same.json<OrderDetail>()).toMatchObject({
      customerName: 'Asma BJ',
      customer: { id: asma.id, name: 'Asma Ben Jemaa' },
      guest: null,
    });
    expect(
      (await call('POST', `/api/orders/${orderId}/same-customer`, store.cookie)).statusCode,
    ).toBe(409);
    expect(await customersOf(store.cookie)).toEqual([asma]);
    expect(
      (await call('POST', '/api/orders/99999999/same-customer', store.cookie)).statusCode,
    ).toBe(404);
  });
  it('raises no notice on the seller’s own orders when they rename a customer later', async () => {
    const { store, asma, product } = await storeWithAsma(env().app, 'Dar Nabeul');
    const manual = await call('POST', '/api/orders', store.cookie, {
      customerId: asma.id,
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: '5 rue des Orfèvres, Monastir',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const renamed = await call('PATCH', `/api/customers/${asma.id}`, store.cookie, {
      name: 'Asma Ben Jemaa Trabelsi',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const order = await orderOf(store.cookie, manual.json<OrderDetail>().id);
    expect(order.guest).toBeNull();
    expect(
      (await call('POST', `/api/orders/${order.id}/separate-customer`, store.cookie)).statusCode,
    ).toBe(409);
  });
});
