/**
 * The access matrix (issue 17, ASVS V8): every route and verb the app registers, called by each of
 * six actors — a visitor, a buyer, a verified transporter, the seller who owns the target object,
 * another seller and an operator — with the status each must get. The rules it holds the app to
 * (DESIGN.md "API rules", decision 004): 401 without a session, 403 for the wrong account type,
 * and 404 (never 403) for another seller's object, so that an id says nothing about what exists.
 * Every refused request is checked to have left the whole database as it was.
 *
 * The table is the specification: a route the app registers without a row here, or a row for a
 * route the app no longer has, fails the first test. HEAD is Fastify's copy of GET and is left out.
 */
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import {
  ACTORS,
  buildWorld,
  CHECKOUT_BUYER,
  databaseFingerprint,
  uploadPicture,
  type Actor,
  type World,
} from './access-matrix-fixtures.ts';
import { describeEachEngine, type TestEnv } from './harness.ts';

type Expected = Record<Actor, number>;

interface Row {
  /** "METHOD /path/:param" exactly as the app registers it. */
  route: string;
  /** When one route has several rows: what this one's target is. */
  variant?: string;
  /** The path called, with the target's ids; default: the route's own path. */
  url?: (world: World, actor: Actor) => string;
  /** A valid body, so that an allowed request is a 2xx and not a 400. */
  body?: (world: World, actor: Actor) => unknown;
  /** multipart: an upload of a picture; stream: an answer that never ends (server-sent events). */
  kind?: 'multipart' | 'stream';
  expect: Expected;
}

// The shapes of access the app has. A helper's argument is the allowed actors' status.
const everyone = (status: number): Expected => ({
  visitor: status,
  buyer: status,
  transporter: status,
  owner: status,
  other: status,
  operator: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
/** A back-office route of sellers without a target: every seller works on their own store. */
const sellers = (status: number): Expected => ({
  visitor: 401,
  buyer: 403,
  transporter: 403,
  owner: status,
  other: status,
  operator: 403,
});
/** A seller's route on the owning seller's object: another seller finds nothing there. */
const owning = (status: number): Expected => ({ ...sellers(status), other: 404 });
const only = (actor: Actor, status: number): Expected => ({
  ...everyone(403),
  visitor: 401,
  [actor]: status,
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const newAccountForm = () => {
  const username = `matrix_${unique()}`;
  return {
    username,
    email: `${username}@example.tn`,
    password: 'correct horse battery',
    fullName: 'Nouvel Inscrit',
    userType: 'customer',
  };
};
const reason = 'Contrôle de routine, rien à signaler.';

/** The matrix: one row per route and verb (a few routes have a row per kind of target). */
const MATRIX: Row[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'POST /api/auth/register', body: newAccountForm, expect: everyone(201) },
  { route: 'POST /api/register', body: newAccountForm, expect: everyone(201) },
  {
    route: 'POST /api/auth/password-reset/request',
    body: (w) => ({ email: `${w.spare.username}@example.tn` }),
    expect: everyone(202),
  },
  {
    // Open to all; a made-up token is refused the same way whoever sends it.
    route: 'POST /api/auth/password-reset',
    body: () => ({ token: 'a'.repeat(43), newPassword: 'another horse battery' }),
    expect: everyone(400),
  },
  { route: 'GET /api/auth/me', expect: signedIn(200) },
  { route: 'GET /api/user', expect: signedIn(200) },

  // The operators' side (issue 13).
  { route: 'GET /api/admin/overview', expect: only('operator', 200) },
  { route: 'GET /api/admin/disputes', expect: only('operator', 200) },
  { route: 'GET /api/admin/transporters', expect: only('operator', 200) },
  {
    route: 'GET /api/admin/transporters/:id',
    url: (w) => `/api/admin/transporters/${w.applicantProfile}`,
    expect: only('operator', 200),
  },
  {
    route: 'PATCH /api/admin/transporters/:id',
    url: (w) => `/api/admin/transporters/${w.applicantProfile}`,
    body: () => ({ status: 'verified' }),
    expect: only('operator', 200),
  },
  {
    route: 'GET /api/admin/media/:id/:variant',
    url: (w) => `/api/admin/media/${w.documents[0]}/320.webp`,
    expect: only('operator', 200),
  },
  { route: 'GET /api/admin/stores', expect: only('operator', 200) },
  {
    route: 'GET /api/admin/stores/:id',
    url: (w) => `/api/admin/stores/${w.ids.owner}`,
    expect: only('operator', 200),
  },
  {
    route: 'PATCH /api/admin/stores/:id',
    url: (w) => `/api/admin/stores/${w.ids.other}`,
    body: () => ({ suspended: false, reason }),
    expect: only('operator', 200),
  },
  {
    route: 'PATCH /api/admin/products/:id',
    url: (w) => `/api/admin/products/${w.otherProduct.id}`,
    body: () => ({ hidden: false, reason }),
    expect: only('operator', 200),
  },
  { route: 'GET /api/admin/reports', expect: only('operator', 200) },
  {
    route: 'PATCH /api/admin/reports/:id',
    url: (w) => `/api/admin/reports/${w.report}`,
    body: () => ({ status: 'dismissed' }),
    expect: only('operator', 200),
  },
  { route: 'GET /api/admin/contact-messages', expect: only('operator', 200) },
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    url: (w) => `/api/admin/contact-messages/${w.contactMessage}`,
    body: () => ({ read: true }),
    expect: only('operator', 200),
  },
  { route: 'GET /api/admin/audit-log', expect: only('operator', 200) },

  // One's own account.
  {
    // Ids of accounts are public (a store's id is its seller's): refused without a lookup.
    route: 'PATCH /api/users/:id',
    url: (w) => `/api/users/${w.ids.owner}`,
    body: () => ({ fullName: 'Sami Ben Ali' }),
    expect: { ...everyone(403), visitor: 401, owner: 200 },
  },
  { route: 'PUT /api/user/language', body: () => ({ language: 'fr' }), expect: signedIn(204) },
  { route: 'GET /api/user/email-preferences', expect: signedIn(200) },
  {
    route: 'PUT /api/user/email-preferences',
    body: () => ({ kinds: {} }),
    expect: signedIn(200),
  },

  // The seller's inbox.
  { route: 'GET /api/messages', expect: sellers(200) },
  {
    route: 'POST /api/messages',
    body: (w) => ({ customerId: w.customer.id, content: 'Oui, nous livrons à Gabès.' }),
    expect: owning(201),
  },
  { route: 'GET /api/messages/unread', expect: signedIn(200) },
  { route: 'GET /api/messages/recent', expect: sellers(200) },
  {
    route: 'PATCH /api/messages/:id/status',
    url: (w) => `/api/messages/${w.message}/status`,
    body: () => ({ status: 'read' }),
    expect: owning(200),
  },
  { route: 'POST /api/media', kind: 'multipart', expect: signedIn(201) },

  // The buyer's area.
  { route: 'GET /api/my/orders', expect: only('buyer', 200) },
  {
    route: 'GET /api/my/orders/:id',
    url: (w) => `/api/my/orders/${w.buyerOrder.id}`,
    expect: only('buyer', 200),
  },
  {
    route: 'GET /api/my/orders/:id',
    variant: "a guest's order, not the buyer's",
    url: (w) => `/api/my/orders/${w.separateOrder.id}`,
    expect: only('buyer', 404),
  },
  { route: 'GET /api/my/conversations', expect: only('buyer', 200) },

  // The marketplace: public.
  {
    route: 'GET /api/marketplace/delivery-terms',
    url: (w) => `/api/marketplace/delivery-terms?stores=${w.ids.owner}`,
    expect: everyone(200),
  },
  { route: 'GET /api/marketplace/stores', expect: everyone(200) },
  {
    route: 'GET /api/marketplace/stores/:id',
    url: (w) => `/api/marketplace/stores/${w.ids.owner}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/marketplace/stores/:id/products',
    url: (w) => `/api/marketplace/stores/${w.ids.owner}/products`,
    expect: everyone(200),
  },
  {
    // Anyone may write to a store but its own seller (a 400 that says so).
    route: 'POST /api/marketplace/stores/:id/messages',
    url: (w) => `/api/marketplace/stores/${w.ids.owner}/messages`,
    body: () => ({ name: 'Rania Mansour', email: 'rania@example.tn', content: 'Bonjour !' }),
    expect: { ...everyone(201), owner: 400 },
  },
  {
    route: 'POST /api/marketplace/stores/:id/reports',
    url: (w) => `/api/marketplace/stores/${w.ids.owner}/reports`,
    body: () => ({ reason: 'scam', details: 'Demande un virement avant la livraison.' }),
    expect: everyone(201),
  },
  { route: 'GET /api/marketplace/products', expect: everyone(200) },
  { route: 'GET /api/marketplace/products/featured', expect: everyone(200) },
  {
    route: 'GET /api/marketplace/products/:id',
    url: (w) => `/api/marketplace/products/${w.product.id}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/marketplace/products/:id/related',
    url: (w) => `/api/marketplace/products/${w.product.id}/related`,
    expect: everyone(200),
  },
  {
    route: 'POST /api/marketplace/products/:id/reports',
    url: (w) => `/api/marketplace/products/${w.product.id}/reports`,
    body: () => ({ reason: 'counterfeit', details: 'Ce savon n’est pas fait main.' }),
    expect: everyone(201),
  },
  {
    // The link's token is the access: whoever holds it reads the conversation.
    route: 'GET /api/marketplace/conversations/:token',
    url: (w) => `/api/marketplace/conversations/${w.conversationToken}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/marketplace/conversations/:token',
    variant: 'a made-up token',
    url: () => `/api/marketplace/conversations/${'A'.repeat(43)}`,
    expect: everyone(404),
  },
  {
    route: 'POST /api/marketplace/conversations/:token/messages',
    url: (w) => `/api/marketplace/conversations/${w.conversationToken}/messages`,
    body: () => ({ content: 'Merci, j’attends votre réponse.' }),
    expect: everyone(201),
  },

  // The seller's products and customers.
  { route: 'GET /api/products', expect: sellers(200) },
  {
    route: 'POST /api/products',
    body: () => ({
      name: 'Harissa du Cap Bon',
      description: 'Harissa traditionnelle, pot de 200 g',
      price: 5.5,
      status: 'in_stock',
      stockQuantity: 30,
    }),
    expect: sellers(201),
  },
  {
    route: 'GET /api/products/:id',
    url: (w) => `/api/products/${w.product.id}`,
    expect: owning(200),
  },
  {
    route: 'PATCH /api/products/:id',
    url: (w) => `/api/products/${w.product.id}`,
    body: () => ({ stockQuantity: 49 }),
    expect: owning(200),
  },
  {
    route: 'DELETE /api/products/:id',
    url: (w) => `/api/products/${w.doomedProduct.id}`,
    expect: owning(204),
  },
  { route: 'GET /api/customers', expect: sellers(200) },
  {
    route: 'POST /api/customers',
    body: () => ({
      name: 'Leila Jaziri',
      phone: `+216 2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      address: 'Rue de Carthage, Tunis',
    }),
    expect: sellers(201),
  },
  {
    route: 'PATCH /api/customers/:id',
    url: (w) => `/api/customers/${w.customer.id}`,
    body: () => ({ address: 'Rue Ibn Khaldoun 6, Sousse' }),
    expect: owning(200),
  },
  {
    route: 'DELETE /api/customers/:id',
    url: (w) => `/api/customers/${w.doomedCustomer.id}`,
    expect: owning(204),
  },

  // Cash held by transporters (issue 14).
  { route: 'GET /api/cash', expect: sellers(200) },
  {
    route: 'POST /api/cash/handovers/:id/confirm',
    url: (w) => `/api/cash/handovers/${w.handoverToConfirm}/confirm`,
    expect: owning(200),
  },
  {
    route: 'POST /api/cash/handovers/:id/dispute',
    url: (w) => `/api/cash/handovers/${w.handoverToDispute}/dispute`,
    body: () => ({ note: 'Je n’ai reçu que la moitié.' }),
    expect: owning(200),
  },

  // Buying and writing to the team: open to everyone.
  {
    // Anyone may buy, but not from their own store (a 400 that says so).
    route: 'POST /api/checkout',
    body: (w) => ({
      ...CHECKOUT_BUYER,
      items: [{ productId: w.product.id, quantity: 1, price: w.product.price }],
    }),
    expect: { ...everyone(201), owner: 400 },
  },
  {
    route: 'POST /api/contact',
    body: () => ({
      name: 'Sami Haddad',
      email: 'sami@example.tn',
      topic: 'other',
      message: 'Une question sur les frais de livraison.',
    }),
    expect: everyone(201),
  },

  // The seller's orders.
  { route: 'GET /api/orders', expect: sellers(200) },
  {
    route: 'POST /api/orders',
    body: (w) => ({
      customerId: w.customer.id,
      items: [{ productId: w.product.id, quantity: 1 }],
      shippingAddress: 'Rue Ibn Khaldoun 4',
      shippingGovernorate: 'TN-51',
      paymentMethod: 'cash_on_delivery',
    }),
    expect: owning(201),
  },
  { route: 'GET /api/orders/recent', expect: sellers(200) },
  {
    // A buyer's follow-up by reference and phone: public, rate-limited.
    route: 'POST /api/orders/track',
    body: (w) => ({ reference: w.buyerOrder.reference, phone: CHECKOUT_BUYER.phone }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/orders/:id',
    url: (w) => `/api/orders/${w.statusOrder.id}`,
    expect: owning(200),
  },
  {
    route: 'PATCH /api/orders/:id',
    url: (w) => `/api/orders/${w.statusOrder.id}`,
    body: () => ({ status: 'shipped' }),
    expect: owning(200),
  },
  {
    route: 'POST /api/orders/:id/separate-customer',
    url: (w) => `/api/orders/${w.separateOrder.id}/separate-customer`,
    expect: owning(200),
  },
  {
    route: 'POST /api/orders/:id/same-customer',
    url: (w) => `/api/orders/${w.sameOrder.id}/same-customer`,
    expect: owning(200),
  },
  {
    route: 'POST /api/orders/:id/return-received',
    url: (w) => `/api/orders/${w.returnedOrder.id}/return-received`,
    expect: owning(200),
  },
  {
    route: 'GET /api/orders/:id/packing-slip',
    url: (w) => `/api/orders/${w.statusOrder.id}/packing-slip`,
    expect: owning(200),
  },

  // The seller's dashboard.
  { route: 'GET /api/dashboard/stats', expect: sellers(200) },
  { route: 'GET /api/dashboard/checklist', expect: sellers(200) },
  { route: 'POST /api/dashboard/checklist/shared', expect: sellers(200) },
  { route: 'POST /api/dashboard/checklist/dismiss', expect: sellers(200) },

  // Deliveries: the board for transporters, the requests for their sellers.
  { route: 'GET /api/delivery-requests', expect: only('transporter', 200) },
  { route: 'GET /api/delivery-requests/preview', expect: only('transporter', 200) },
  {
    route: 'POST /api/delivery-requests',
    body: (w) => ({
      orderId: w.requestableOrder.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: '9.500',
    }),
    expect: owning(201),
  },
  {
    // The transporter takes it from the board, then its seller puts it back.
    route: 'PATCH /api/delivery-requests/:id',
    url: (w) => `/api/delivery-requests/${w.onBoard}`,
    body: (_w, actor) => ({ status: actor === 'transporter' ? 'accepted' : 'pending' }),
    expect: { ...owning(200), transporter: 200 },
  },
  {
    route: 'DELETE /api/delivery-requests/:id',
    url: (w) => `/api/delivery-requests/${w.toWithdraw}`,
    expect: owning(200),
  },
  {
    route: 'POST /api/delivery-requests/:id/resolve',
    url: (w) => `/api/delivery-requests/${w.toResolve}/resolve`,
    body: () => ({ resolution: 'retry' }),
    expect: owning(200),
  },
  {
    route: 'POST /api/delivery-requests/:id/rating',
    url: (w) => `/api/delivery-requests/${w.toRate}/rating`,
    body: () => ({ stars: 5, comment: 'Rapide et soigneux.' }),
    expect: owning(201),
  },
  {
    route: 'POST /api/delivery-requests/:id/dispute',
    url: (w) => `/api/delivery-requests/${w.toDispute}/dispute`,
    body: () => ({ note: 'La cliente était chez elle toute la journée.' }),
    expect: owning(200),
  },

  // The transporter's side.
  { route: 'GET /api/transporter/profile', expect: only('transporter', 200) },
  { route: 'GET /api/transporter/summary', expect: only('transporter', 200) },
  { route: 'POST /api/transporter/releases/seen', expect: only('transporter', 204) },
  { route: 'GET /api/transporter/cash', expect: only('transporter', 200) },
  {
    route: 'POST /api/transporter/cash/handovers',
    body: (w) => ({ storeId: w.ids.owner, amount: 1 }),
    expect: only('transporter', 201),
  },
  {
    // The transporter already has its profile: past the guards, the one-profile rule answers.
    route: 'POST /api/transporters',
    body: () => ({
      vehicleType: 'Moto',
      vehicleModel: 'Yamaha',
      vehicleYear: '2020',
      licensePlate: '88 TU 1234',
      capacity: '30 kg',
      baseRate: '4',
      ratePerKm: '0,3',
      areasServed: 'Tunis',
      phoneNumber: '+216 98 412 706',
    }),
    expect: only('transporter', 409),
  },
  {
    route: 'PATCH /api/transporters/:id',
    url: (w) => `/api/transporters/${w.transporterProfile}`,
    body: () => ({ capacity: '650 kg' }),
    expect: only('transporter', 200),
  },
  {
    route: 'PATCH /api/transporters/:id',
    variant: "another transporter's profile",
    url: (w) => `/api/transporters/${w.rivalProfile}`,
    body: () => ({ capacity: '650 kg' }),
    expect: only('transporter', 404),
  },

  // The store's settings.
  { route: 'GET /api/store/delivery-terms', expect: sellers(200) },
  {
    route: 'PUT /api/store/delivery-terms',
    body: () => ({ fee: '7', freeThreshold: null, governorateFees: [], daysMin: 1, daysMax: 3 }),
    expect: sellers(200),
  },
  { route: 'GET /api/store/whatsapp-templates', expect: sellers(200) },
  {
    route: 'PUT /api/store/whatsapp-templates',
    body: () => ({ confirmed: 'Bonjour {name}, votre commande {reference} est confirmée.' }),
    expect: sellers(200),
  },

  { route: 'GET /api/events', kind: 'stream', expect: signedIn(200) },
  {
    // The email's link is the access, for whoever opens it.
    route: 'GET /api/email/unsubscribe/:token',
    url: (w) => `/api/email/unsubscribe/${w.unsubscribeToken}`,
    expect: everyone(200),
  },
  {
    route: 'POST /api/email/unsubscribe/:token',
    url: (w) => `/api/email/unsubscribe/${w.unsubscribeToken}`,
    expect: everyone(200),
  },
  { route: 'GET /api/notifications', expect: signedIn(200) },
  { route: 'POST /api/notifications/read-all', expect: signedIn(204) },
  {
    route: 'POST /api/notifications/:id/read',
    url: (w) => `/api/notifications/${w.notification}/read`,
    expect: { ...everyone(404), visitor: 401, owner: 204 },
  },

  // Outside /api: public files.
  {
    route: 'GET /media/:id/:variant',
    url: (w) => `/media/${w.photo}/320.webp`,
    expect: everyone(200),
  },
  {
    // A transporter's identity document is never served at the public address.
    route: 'GET /media/:id/:variant',
    variant: 'a private document',
    url: (w) => `/media/${w.documents[0]}/320.webp`,
    expect: everyone(404),
  },
  { route: 'GET /robots.txt', expect: everyone(200) },
  { route: 'GET /sitemap.xml', expect: everyone(200) },

  // Last: these change who the actors are (a new password ends other sessions, a sign-in
  // replaces the session, a sign-out ends it).
  {
    // The transporter is verified already: past the guards, a 409 says there is nothing to send.
    route: 'POST /api/transporter/verification',
    body: (w) => ({
      identityDocumentId: w.transporterDocuments[0],
      drivingLicenceId: w.transporterDocuments[1],
    }),
    expect: only('transporter', 409),
  },
  {
    route: 'POST /api/users/me/password',
    body: (w, actor) => ({
      currentPassword: w.passwords[actor] ?? 'not signed in at all',
      newPassword: 'a brand new passphrase 2026',
    }),
    expect: signedIn(204),
  },
  {
    // A sign-in ends the session the browser had: the actors are the spare account from here.
    route: 'POST /api/auth/login',
    body: (w) => ({ username: w.spare.username, password: w.spare.password }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/login',
    body: (w) => ({ username: w.spare.username, password: w.spare.password }),
    expect: everyone(200),
  },
  { route: 'POST /api/logout', expect: everyone(204) },
];

/**
 * The GET routes whose answers are the same for everyone and may be kept by a browser or a shared
 * cache (revalidated with their ETag, or immutable photos). Every other answer carries someone's
 * data, or depends on who asks, and must say `Cache-Control: no-store` (issue 17, F7): a new
 * route is personal until it is named here.
 */
const SHAREABLE = new Set([
  'GET /api/health',
  'GET /api/marketplace/delivery-terms',
  'GET /api/marketplace/stores',
  'GET /api/marketplace/stores/:id',
  'GET /api/marketplace/stores/:id/products',
  'GET /api/marketplace/products',
  'GET /api/marketplace/products/featured',
  'GET /api/marketplace/products/:id',
  'GET /api/marketplace/products/:id/related',
  'GET /media/:id/:variant',
  'GET /robots.txt',
  'GET /sitemap.xml',
]);

/**
 * The routes the app registers, from Fastify's own route tree: each line of printRoutes is a
 * node whose path continues its parent's, with its methods in brackets.
 */
function registeredRoutes(app: App): string[] {
  const stack: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    while (stack.length > depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + (match[2] ?? '');
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

/** Refused first, in the table's actor order; the allowed ones after, as their moves build on it. */
function callingOrder(expected: Expected): Actor[] {
  const allowed = (actor: Actor) => expected[actor] < 400;
  return [...ACTORS.filter((a) => !allowed(a)), ...ACTORS.filter(allowed)];
}

async function request(env: TestEnv, world: World, row: Row, actor: Actor) {
  const [method = 'GET', path = '/'] = row.route.split(' ');
  const cookie = world.cookies[actor];
  const url = row.url?.(world, actor) ?? path;
  if (row.kind === 'multipart') return uploadPicture(env.app, cookie);
  const body = row.body?.(world, actor);
  const response = await env.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
    // A live stream answers its headers and then never ends: read the status, then hang up.
    ...(row.kind === 'stream' ? { payloadAsStream: true } : {}),
  });
  if (row.kind === 'stream') response.stream().destroy();
  return response;
}

describeEachEngine('access matrix', (env) => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(env());
  }, 120_000);

  it('has one row for every route the app registers, and none for a route it does not', () => {
    const inTable = [...new Set(MATRIX.map((row) => row.route))].sort();
    expect(inTable).toEqual(registeredRoutes(env().app));
  });

  for (const row of MATRIX) {
    it(`${row.route}${row.variant ? ` (${row.variant})` : ''}`, async () => {
      const got: Partial<Expected> = {};
      const changed: string[] = [];
      for (const actor of callingOrder(row.expect)) {
        const refused = row.expect[actor] >= 400;
        const before = refused ? await databaseFingerprint(env()) : undefined;
        const response = await request(env(), world, row, actor);
        got[actor] = response.statusCode;
        if (response.statusCode !== row.expect[actor]) {
          changed.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
        const cacheControl = String(response.headers['cache-control'] ?? '');
        if (
          row.route.startsWith('GET ') &&
          response.statusCode < 300 &&
          !SHAREABLE.has(row.route) &&
          !/\bno-store\b/.test(cacheControl)
        ) {
          changed.push(`${actor}: a personal answer with Cache-Control "${cacheControl}"`);
        }
        if (before) {
          const after = await databaseFingerprint(env());
          const moved = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (moved.length > 0) changed.push(`${actor} (refused) changed ${moved.join(', ')}`);
        }
      }
      expect({ got, problems: changed }).toEqual({ got: row.expect, problems: [] });
    });
  }
});
