/**
 * The world the access matrix (access-matrix.test.ts) runs in: six actors and, for every route
 * with an id or a token, a real object of the owning seller's (or of the buyer's or transporter's
 * where the route is theirs), made through the public API wherever the API makes it; the few
 * states the API only reaches after days of deliveries are written as cash-fixtures.ts writes them.
 * And a fingerprint of the whole database, to prove that a refused request changed nothing.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { deliveryRequests, orders } from '../../server/db/schema.ts';
import { newAdmin } from './admin-fixtures.ts';
import { collect } from './cash-fixtures.ts';
import { sellerWithOrder, transporterWithProfile } from './delivery-fixtures.ts';
import type { TestEnv } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { multipartBody, XHR_HEADER } from './media-fixtures.ts';
import { caller, newAccount } from './session.ts';

export const ACTORS = ['visitor', 'buyer', 'transporter', 'owner', 'other', 'operator'] as const;
export type Actor = (typeof ACTORS)[number];

/** A buyer's details at checkout, as the form sends them. */
export const CHECKOUT_BUYER = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

let picture: Buffer | undefined;
async function photoBytes(): Promise<Buffer> {
  picture ??= await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#c8a165' },
  })
    .jpeg()
    .toBuffer();
  return picture;
}

/** POST /api/media as `cookie`, with `query` ('?kind=document' for a private upload). */
export async function uploadPicture(app: App, cookie: string | undefined, query = '') {
  const { payload, contentType } = multipartBody([
    { data: await photoBytes(), filename: 'photo.jpg', contentType: 'image/jpeg' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/media${query}`,
    headers: { 'content-type': contentType, ...XHR_HEADER, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/**
 * A delivery request of `orderId`, written as the delivery moves leave it: failed at the door, or
 * on its way with the delivery code locked after too many wrong tries (the seller resolves it).
 */
async function requestIn(
  env: TestEnv,
  orderId: number,
  transporterId: number,
  status: 'failed' | 'locked',
) {
  const { db } = env.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const now = new Date();
  const [row] = await db
    .insert(deliveryRequests)
    .values({
      storeId: order.storeId,
      orderId,
      transporterId,
      status: status === 'locked' ? ('in_progress' as const) : status,
      pickupAddress: 'Avenue Habib Bourguiba 12, Sfax',
      deliveryAddress: order.shippingAddress ?? 'Sousse',
      packageDetails: 'Colis',
      paymentAmount: 7,
      acceptedAt: now,
      ...(status === 'failed'
        ? { startedAt: now, failedAt: now, failureReason: 'buyer_absent' as const }
        : { startedAt: now, codeLockedAt: now }),
    })
    .returning({ id: deliveryRequests.id });
  if (!row) throw new Error('no request');
  return row.id;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(env: TestEnv) {
  const app = env.app;
  const call = caller(() => app);
  const ok = (response: { statusCode: number; body: string }, status: number) => {
    expect(response.statusCode, response.body).toBe(status);
    return JSON.parse(response.body || 'null');
  };

  const owning = await sellerWithOrder(app);
  const owner = owning.seller;
  const other = await newStore(app, 'Savonnerie de Nabeul', [
    { name: 'Savon au jasmin', price: 6, stockQuantity: 20 },
  ]);
  const buyer = await newAccount(app, 'customer');
  const transporter = await transporterWithProfile(app);
  // A second transporter, whose profile the first must not reach.
  const rival = await transporterWithProfile(app);
  const operator = await newAdmin(app);
  // An account anyone may sign in as (the sign-in routes are open to every actor).
  const spare = await newAccount(app, 'customer');

  const photo = ok(await uploadPicture(app, owner.cookie), 201) as { id: string };
  const product = owning.product as { id: number; price: number };
  const doomedProduct = ok(
    await call('POST', '/api/products', owner.cookie, {
      name: 'Savon noir',
      description: 'Savon noir du hammam, fait main',
      price: 4.5,
      status: 'in_stock',
      stockQuantity: 8,
      images: [photo.id],
    }),
    201,
  ) as { id: number };
  const customer = owning.customer as { id: number };
  const doomedCustomer = ok(
    await call('POST', '/api/customers', owner.cookie, {
      name: 'Karim Ben Salah',
      phone: '+216 98 111 222',
      address: 'Rue de Tunis, Sfax',
    }),
    201,
  ) as { id: number };

  // The buyer's order from the owning store, placed at checkout while signed in.
  const checkout = ok(
    await call('POST', '/api/checkout', buyer.cookie, {
      ...CHECKOUT_BUYER,
      items: [{ productId: product.id, quantity: 1, price: product.price }],
    }),
    201,
  ) as { orders: { id: number; reference: string }[] };
  const buyerOrder = checkout.orders[0];
  if (!buyerOrder) throw new Error('no buyer order');
  // A guest's order under the phone of the owner's customer, with another name: the seller is
  // asked whether it is the same person (separate-customer / same-customer).
  const guestCheckout = async () =>
    (
      ok(
        await call('POST', '/api/checkout', undefined, {
          ...CHECKOUT_BUYER,
          name: 'Yasmine G.',
          phone: '+216 55 123 456',
          items: [{ productId: product.id, quantity: 1, price: product.price }],
        }),
        201,
      ) as { orders: { id: number }[] }
    ).orders[0] as { id: number };
  const separateOrder = await guestCheckout();
  const sameOrder = await guestCheckout();

  const statusOrder = await owning.newOrder();
  // An order with no delivery request yet, for the seller's POST /api/delivery-requests.
  const requestableOrder = await owning.newOrder();
  const returnedOrder = await owning.newOrder();
  await env.database.db
    .update(orders)
    .set({ status: 'returned' })
    .where(eq(orders.id, returnedOrder.id));

  // Delivery requests of the owning store in each state a route needs.
  const boardOrder = owning.order as { id: number };
  const onBoard = ok(
    await call('POST', '/api/delivery-requests', owner.cookie, {
      orderId: boardOrder.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: '9.500',
    }),
    201,
  ) as { id: number };
  const withdrawOrder = await owning.newOrder();
  const toWithdraw = ok(
    await call('POST', '/api/delivery-requests', owner.cookie, {
      orderId: withdrawOrder.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: '9.500',
    }),
    201,
  ) as { id: number };
  const toResolve = await requestIn(env, (await owning.newOrder()).id, transporter.id, 'locked');
  const toDispute = await requestIn(env, (await owning.newOrder()).id, transporter.id, 'failed');
  const toRate = await collect(env, (await owning.newOrder()).id, transporter.id);
  // Two hand-overs of the cash the transporter holds for the store: one to confirm, one to dispute.
  const handover = async () =>
    ok(
      await call('POST', '/api/transporter/cash/handovers', transporter.cookie, {
        storeId: owner.id,
        amount: 5,
      }),
      201,
    ) as { id: number };
  const handoverToConfirm = await handover();
  const handoverToDispute = await handover();

  // A guest's conversation with the owning store (its private link) and the owner's inbox.
  const contacted = ok(
    await app.inject({
      method: 'POST',
      url: `/api/marketplace/stores/${owner.id}/messages`,
      remoteAddress: '10.77.0.1',
      payload: {
        name: 'Rania Mansour',
        email: 'rania@example.tn',
        content: 'Bonjour, livrez-vous à Gabès ?',
      },
    }),
    201,
  ) as { conversationToken: string };
  const inbox = ok(await call('GET', '/api/messages', owner.cookie), 200) as
    { id: number }[] | { items: { id: number }[] };
  const message = (Array.isArray(inbox) ? inbox : inbox.items)[0];
  if (!message) throw new Error('no message');

  const notifications = ok(await call('GET', '/api/notifications', owner.cookie), 200) as
    { id: number }[] | { items: { id: number }[] };
  const notification = (Array.isArray(notifications) ? notifications : notifications.items)[0];
  if (!notification) throw new Error('no notification');

  // A transporter who sent documents: the operators' verification and private reader.
  const applicant = await transporterWithProfile(app, true, false);
  const documents: string[] = [];
  for (let i = 0; i < 2; i++) {
    documents.push(
      (ok(await uploadPicture(app, applicant.cookie, '?kind=document'), 201) as { id: string }).id,
    );
  }
  ok(
    await call('POST', '/api/transporter/verification', applicant.cookie, {
      identityDocumentId: documents[0],
      drivingLicenceId: documents[1],
    }),
    200,
  );

  // The transporter's own two documents, for its POST /api/transporter/verification.
  const transporterDocuments: string[] = [];
  for (let i = 0; i < 2; i++) {
    transporterDocuments.push(
      (ok(await uploadPicture(app, transporter.cookie, '?kind=document'), 201) as { id: string })
        .id,
    );
  }

  const report = ok(
    await call('POST', `/api/marketplace/products/${product.id}/reports`, buyer.cookie, {
      reason: 'wrong_info',
      details: 'Le prix affiché ne correspond pas.',
    }),
    201,
  ) as { id: number };
  const contactMessage = ok(
    await call('POST', '/api/contact', undefined, {
      name: 'Sami Haddad',
      email: 'sami@example.tn',
      topic: 'seller',
      message: 'Comment ouvrir une boutique sur Hanout ?',
    }),
    201,
  ) as { id: number };

  const tokens = await env.database.db.execute<{ token: string }>(
    sql`select unsubscribe_token as token from email_outbox
         where unsubscribe_token is not null order by id limit 1`,
  );
  const unsubscribeToken = (tokens as unknown as { rows: { token: string }[] }).rows[0]?.token;
  if (!unsubscribeToken) throw new Error('no email with an unsubscribe link');

  const cookies: Record<Actor, string | undefined> = {
    visitor: undefined,
    buyer: buyer.cookie,
    transporter: transporter.cookie,
    owner: owner.cookie,
    other: other.cookie,
    operator: operator.cookie,
  };
  const passwords: Record<Actor, string | undefined> = {
    visitor: undefined,
    buyer: buyer.password,
    transporter: transporter.password,
    owner: owner.password,
    other: other.password,
    operator: operator.password,
  };
  return {
    cookies,
    passwords,
    ids: {
      owner: owner.id,
      other: other.id,
      buyer: buyer.id,
      transporter: transporter.id,
      operator: operator.id,
    },
    spare,
    product,
    otherProduct: other.products[0] as { id: number },
    doomedProduct,
    customer,
    doomedCustomer,
    photo: photo.id,
    documents,
    transporterDocuments,
    buyerOrder,
    separateOrder,
    sameOrder,
    statusOrder,
    requestableOrder,
    returnedOrder,
    onBoard: onBoard.id,
    toWithdraw: toWithdraw.id,
    toResolve,
    toDispute,
    toRate,
    handoverToConfirm: handoverToConfirm.id,
    handoverToDispute: handoverToDispute.id,
    conversationToken: contacted.conversationToken,
    message: message.id,
    notification: notification.id,
    transporterProfile: transporter.profile.id,
    rivalProfile: rival.profile.id,
    applicantProfile: applicant.profile.id,
    report: report.id,
    contactMessage: contactMessage.id,
    unsubscribeToken,
  };
}

/**
 * Tables that change whatever the answer, by design, left out of the fingerprint: the request
 * limits' counts (a limit counts the attempts it refuses too; in PostgreSQL they are rows).
 */
const COUNTING_TABLES = new Set(['rate_limit_events']);

/**
 * Columns that move without any request, by design, left out of each row's hash: a session's and
 * a known device's last use (moved by reads), and the email worker's own bookkeeping of an email
 * queued while the world was built (it tries to send in the background).
 */
const MOVING_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at'],
  sign_in_devices: ['last_used_at'],
  email_outbox: [
    'attempts',
    'next_attempt_at',
    'locked_until',
    'sent_at',
    'failed_at',
    'last_error',
  ],
};

/** Every table's row count and a hash of its rows, in one statement. */
export async function databaseFingerprint(env: TestEnv): Promise<Record<string, string>> {
  const { db } = env.database;
  const tables = (
    (await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((row) => row.name)
    .filter((name) => !COUNTING_TABLES.has(name));
  const parts = tables.map((name) => {
    const row = ['to_jsonb(t)', ...(MOVING_COLUMNS[name] ?? []).map((c) => `'${c}'`)].join(' - ');
    return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(h, ',' order by h), '')) as print
         from (select md5((${row})::text) as h from "${name}" t) rows`;
  });
  const result = (await db.execute<{ name: string; print: string }>(
    sql.raw(parts.join(' union all ')),
  )) as unknown as { rows: { name: string; print: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}
