/**
 * The operators' API (/api/admin/*, issue 13): who may call it, the overview's figures against
 * the database, transporter verification, stores, products, reports, the contact inbox, the
 * private document reader and the read-only audit log.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, inArray, isNull, ne, sql, sum } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminContactMessage,
  AdminOverview,
  AdminProduct,
  AdminReport,
  AdminStore,
  AdminStoreDetail,
  AdminTransporter,
  AuditEntry,
} from '../../common/contracts/admin.ts';
import type { Page } from '../../common/contracts/shared.ts';
import type { AdminAction, AdminTarget } from '../../common/enums.ts';
import {
  adminActions,
  contactMessages,
  deliveryReleases,
  deliveryRequests,
  media,
  orders,
  products,
  reports,
  transporterProfiles,
  users,
} from '../../server/db/schema.ts';
import { mediaKey, privateMediaKey } from '../../server/modules/media/index.ts';
import { newAdmin } from './admin-fixtures.ts';
import { sellerWithOrder, transporterWithProfile } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { caller, newAccount, type Method } from './session.ts';

type Account = { id: number; cookie: string };

/** Every operator route, with what an operator gets for these arguments. */
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const ROUTES: { method: Method; url: string; body?: object; operator: number }[] = [
  { method: 'GET', url: '/api/admin/overview', operator: 200 },
  { method: 'GET', url: '/api/admin/transporters', operator: 200 },
  { method: 'GET', url: '/api/admin/transporters/999999', operator: 404 },
  {
    method: 'PATCH',
    url: '/api/admin/transporters/999999',
    body: { status: 'verified' },
    operator: 404,
  },
  { method: 'GET', url: `/api/admin/media/${UNKNOWN_UUID}/320.webp`, operator: 404 },
  { method: 'GET', url: '/api/admin/stores', operator: 200 },
  { method: 'GET', url: '/api/admin/stores/999999', operator: 404 },
  {
    method: 'PATCH',
    url: '/api/admin/stores/999999',
    body: { suspended: true, reason: 'Counterfeit goods' },
    operator: 404,
  },
  {
    method: 'PATCH',
    url: '/api/admin/products/999999',
    body: { hidden: true, reason: 'Counterfeit goods' },
    operator: 404,
  },
  { method: 'GET', url: '/api/admin/reports', operator: 200 },
  {
    method: 'PATCH',
    url: '/api/admin/reports/999999',
    body: { status: 'dismissed' },
    operator: 404,
  },
  { method: 'GET', url: '/api/admin/contact-messages', operator: 200 },
  {
    method: 'PATCH',
    url: '/api/admin/contact-messages/999999',
    body: { read: true },
    operator: 404,
  },
  { method: 'GET', url: '/api/admin/audit-log', operator: 200 },
  { method: 'GET', url: '/api/admin/disputes', operator: 200 },
];

/** Every route the app has, read from Fastify's own route tree (printRoutes). */
function registeredRoutes(tree: string): { method: string; url: string }[] {
  const parents: string[] = [];
  const found: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const url = parents.join('') + match[2];
    parents.push(match[2] as string);
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

/** Whether a ROUTES url is an instance of a registered pattern (/api/admin/stores/:id). */
const matches = (pattern: string, url: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(url.split('?')[0] as string);

describeEachEngine(
  'operators API',
  (env) => {
    const call = caller(() => env().app);
    const db = () => env().database.db;
    let admin: Awaited<ReturnType<typeof newAdmin>>;
    let buyer: Account;
    let seller: Account;
    let transporter: Account;
    /** What this suite's operator did, oldest first: the audit log must say the same. */
    const done: { action: AdminAction; targetType: AdminTarget; targetId: number }[] = [];

    beforeAll(async () => {
      admin = await newAdmin(env().app);
      buyer = await newAccount(env().app, 'customer');
      seller = await newAccount(env().app, 'business');
      transporter = await newAccount(env().app, 'transporter');
    });

    const asAdmin = <T>(method: Method, url: string, body?: unknown) =>
      call(method, url, admin.cookie, body).then((response) => ({
        response,
        json: () => response.json<T>(),
      }));

    describe('access', () => {
      /** Every operator route the app registered, whatever its module: a new one is in here. */
      const adminRoutes = () =>
        registeredRoutes(env().app.printRoutes({ commonPrefix: false })).filter((route) =>
          route.url.startsWith('/api/admin'),
        );

      it('lists every registered operator route in ROUTES', () => {
        const registered = adminRoutes().filter((route) => route.method !== 'HEAD');
        expect(registered.length).toBeGreaterThanOrEqual(ROUTES.length);
        for (const route of registered) {
          const listed = ROUTES.some(
            (known) => known.method === route.method && matches(route.url, known.url),
          );
          expect(listed, `${route.method} ${route.url}: add it to ROUTES`).toBe(true);
        }
      });

      it('refuses visitors (401) and every other account type (403) on every route', async () => {
        for (const route of adminRoutes()) {
          const method = route.method as HTTPMethods;
          const url = route.url.replace(/:[^/]+/g, (param) =>
            param === ':variant'
              ? '320.webp'
              : param === ':id' && /media/.test(route.url)
                ? UNKNOWN_UUID
                : '999999',
          );
          const body = ROUTES.find(
            (known) => known.method === method && matches(route.url, known.url),
          )?.body;
          const send = (cookie?: string) =>
            env().app.inject({
              method,
              url,
              headers: cookie ? { cookie } : {},
              ...(method === 'GET' || method === 'HEAD' ? {} : { payload: body ?? {} }),
            });
          const visitor = await send();
          expect(visitor.statusCode, `${method} ${url}`).toBe(401);
          for (const account of [buyer, seller, transporter]) {
            const refused = await send(account.cookie);
            expect(refused.statusCode, `${method} ${url}`).toBe(403);
            if (method !== 'HEAD') expect(refused.json().code).toBe('auth.accountTypeOnly');
          }
        }
      });

      it('lets operators in', async () => {
        for (const route of ROUTES) {
          const answer = await call(route.method, route.url, admin.cookie, route.body);
          expect(answer.statusCode, `${route.method} ${route.url}: ${answer.body}`).toBe(
            route.operator,
          );
        }
      });

      it('refuses a bad body before looking at it for other accounts (403, not 400)', async () => {
        const answer = await call('PATCH', '/api/admin/stores/abc', buyer.cookie, { x: 1 });
        expect(answer.statusCode).toBe(403);
      });
    });

    describe('overview', () => {
      it('counts what the database holds', async () => {
        const { response, json } = await asAdmin<AdminOverview>('GET', '/api/admin/overview');
        expect(response.statusCode, response.body).toBe(200);
        const overview = json();
        const [stores] = await db()
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.userType, 'business'), eq(users.setupCompleted, true)));
        const [buyers] = await db()
          .select({ n: count() })
          .from(users)
          .where(eq(users.userType, 'customer'));
        const [live] = await db()
          .select({ n: count() })
          .from(products)
          .where(isNull(products.archivedAt));
        const [placed] = await db()
          .select({ n: count(), value: sum(orders.totalAmount) })
          .from(orders);
        const [value] = await db()
          .select({ value: sum(orders.totalAmount) })
          .from(orders)
          .where(ne(orders.status, 'cancelled'));
        const [openReports] = await db()
          .select({ n: count() })
          .from(reports)
          .where(eq(reports.status, 'open'));
        const [unread] = await db()
          .select({ n: count() })
          .from(contactMessages)
          .where(isNull(contactMessages.readAt));
        expect(stores?.n).toBeGreaterThan(0);
        expect(overview.stores.total).toBe(stores?.n);
        expect(overview.buyers.total).toBe(buyers?.n);
        expect(overview.products.total).toBe(live?.n);
        expect(overview.orders.total).toBe(placed?.n);
        expect(overview.orderValue.total).toBeCloseTo(Number(value?.value ?? 0), 3);
        expect(overview.reportsOpen).toBe(openReports?.n);
        expect(overview.contactUnread).toBe(unread?.n);

        const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
        const [recentBuyers] = await db()
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.userType, 'customer'), gte(users.createdAt, monthAgo)));
        expect(overview.buyers.last30Days).toBe(recentBuyers?.n);

        expect(overview.ordersPerDay).toHaveLength(30);
        expect(overview.ordersPerDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
        const firstDay = overview.ordersPerDay[0]?.date as string;
        const [inChart] = await db()
          .select({ n: count() })
          .from(orders)
          .where(sql`(${orders.orderDate} at time zone 'UTC')::date >= ${firstDay}::date`);
        const charted = overview.ordersPerDay.reduce((total, day) => total + day.orders, 0);
        expect(charted).toBe(inChart?.n);
      });

      it('moves with the data: a new contact message, a new buyer', async () => {
        const before = (await asAdmin<AdminOverview>('GET', '/api/admin/overview')).json();
        await db().insert(contactMessages).values({
          name: 'Sami Ben Ali',
          email: 'sami@example.tn',
          topic: 'other',
          message: 'Bonjour, une question sur Hanout.',
        });
        await newAccount(env().app, 'customer');
        // A buyer of 45 days ago counts in the 30 days before, not in the last 30.
        const stamp = Date.now();
        await db()
          .insert(users)
          .values({
            username: `older_buyer_${stamp}`,
            usernameKey: `older_buyer_${stamp}`,
            email: `older_${stamp}@example.tn`,
            emailKey: `older_${stamp}@example.tn`,
            fullName: 'Older Buyer',
            passwordHash: 'not a hash',
            userType: 'customer',
            createdAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000),
          });
        const after = (await asAdmin<AdminOverview>('GET', '/api/admin/overview')).json();
        expect(after.contactUnread).toBe(before.contactUnread + 1);
        expect(after.buyers.total).toBe(before.buyers.total + 2);
        expect(after.buyers.last30Days).toBe(before.buyers.last30Days + 1);
        expect(after.buyers.previous30Days).toBe(before.buyers.previous30Days + 1);
      });
    });

    describe('transporters', () => {
      let profileId: number;
      let transporterUserId: number;
      const plate = `${Math.floor(Math.random() * 900) + 100} TU ${Date.now() % 10_000}`;

      beforeAll(async () => {
        const made = await transporterWithProfile(env().app);
        profileId = made.profile.id;
        transporterUserId = made.id;
        await db()
          .update(transporterProfiles)
          // Pending, as every new profile starts (the delivery fixture verifies by default).
          .set({ licensePlate: plate, verificationStatus: 'pending', verificationDecidedAt: null })
          .where(eq(transporterProfiles.id, profileId));
      });

      /** Two private uploads of the transporter, with their bytes stored under private keys. */
      async function giveDocuments() {
        const ids: string[] = [];
        for (const label of ['identity', 'licence']) {
          const [row] = await db()
            .insert(media)
            .values({
              ownerId: transporterUserId,
              width: 900,
              height: 600,
              storedBytes: 10,
              private: true,
            })
            .returning({ id: media.id });
          const id = row?.id as string;
          for (const variant of ['320.webp', '1280.webp'] as const) {
            await env().app.mediaStorage.put(
              privateMediaKey(id, variant),
              Buffer.from(`${label}-${variant}`),
              'image/webp',
            );
          }
          ids.push(id);
        }
        const [identityDocumentId, drivingLicenceId] = ids;
        await db()
          .update(transporterProfiles)
          .set({ identityDocumentId, drivingLicenceId, documentsSubmittedAt: new Date() })
          .where(eq(transporterProfiles.id, profileId));
        return { identityDocumentId: ids[0] as string, drivingLicenceId: ids[1] as string };
      }

      it('needs a reason to reject or suspend, and a known status', async () => {
        const url = `/api/admin/transporters/${profileId}`;
        for (const body of [
          { status: 'rejected' },
          { status: 'suspended', reason: 'no' },
          { status: 'pending' },
          { status: 'verified', reason: 'x'.repeat(501) },
          {},
          ['verified'],
          null,
        ]) {
          const { response } = await asAdmin('PATCH', url, body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
        }
        const { response } = await asAdmin('PATCH', url, { status: 'rejected' });
        expect(response.json().code).toBe('admin.reason.tooShort');
      });

      it('will not verify without both documents (409), and lists them as incomplete', async () => {
        const { response } = await asAdmin('PATCH', `/api/admin/transporters/${profileId}`, {
          status: 'verified',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('admin.transporter.noDocuments');
        // "No documents" as the operator saw them is still the case: the only refusal is the above.
        const unchanged = await asAdmin('PATCH', `/api/admin/transporters/${profileId}`, {
          status: 'verified',
          documentsSubmittedAt: null,
        });
        expect(unchanged.response.json().code).toBe('admin.transporter.noDocuments');
        const incomplete = (
          await asAdmin<Page<AdminTransporter>>(
            'GET',
            `/api/admin/transporters?status=incomplete&q=${encodeURIComponent(plate)}`,
          )
        ).json();
        expect(incomplete.items.map((t) => t.id)).toEqual([profileId]);
        const waiting = (
          await asAdmin<Page<AdminTransporter>>(
            'GET',
            `/api/admin/transporters?q=${encodeURIComponent(plate)}`,
          )
        ).json();
        expect(waiting.items).toEqual([]);
      });

      it('shows the documents to operators only, never cached, and verifies', async () => {
        const documents = await giveDocuments();
        const waiting = (
          await asAdmin<Page<AdminTransporter>>(
            'GET',
            `/api/admin/transporters?status=waiting&q=${encodeURIComponent(plate)}`,
          )
        ).json();
        expect(waiting.total).toBe(1);
        const detail = (
          await asAdmin<AdminTransporter>('GET', `/api/admin/transporters/${profileId}`)
        ).json();
        expect(detail.status).toBe('pending');
        expect(detail.identityDocument?.url).toBe(
          `/api/admin/media/${documents.identityDocumentId}/1280.webp`,
        );
        expect(detail.drivingLicence?.thumbnailUrl).toBe(
          `/api/admin/media/${documents.drivingLicenceId}/320.webp`,
        );

        const bytes = await call('GET', detail.identityDocument?.url as string, admin.cookie);
        expect(bytes.statusCode).toBe(200);
        expect(bytes.headers['cache-control']).toBe('private, no-store');
        expect(bytes.headers['content-type']).toBe('image/webp');
        expect(bytes.body).toBe('identity-1280.webp');
        const stranger = await call('GET', detail.identityDocument?.url as string, seller.cookie);
        expect(stranger.statusCode).toBe(403);
        const own = await call('GET', detail.identityDocument?.url as string, transporter.cookie);
        expect(own.statusCode).toBe(403);
        // Never at the public address either.
        const publicAddress = await call('GET', `/media/${documents.identityDocumentId}/1280.webp`);
        expect(publicAddress.statusCode).toBe(404);
        for (const variant of ['og.jpg', '999.webp', '..%2F..%2Fx']) {
          const missing = await call(
            'GET',
            `/api/admin/media/${documents.identityDocumentId}/${variant}`,
            admin.cookie,
          );
          expect(missing.statusCode).toBe(404);
        }

        const { response, json } = await asAdmin<AdminTransporter>(
          'PATCH',
          `/api/admin/transporters/${profileId}`,
          { status: 'verified' },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(json()).toMatchObject({ status: 'verified', reason: null });
        expect(json().decidedAt).not.toBeNull();
        done.push({ action: 'verify', targetType: 'transporter', targetId: profileId });
        const verified = (
          await asAdmin<Page<AdminTransporter>>(
            'GET',
            `/api/admin/transporters?status=verified&q=${encodeURIComponent(plate)}`,
          )
        ).json();
        expect(verified.items.map((t) => t.id)).toEqual([profileId]);
      });

      it('suspends and rejects with the reason', async () => {
        const url = `/api/admin/transporters/${profileId}`;
        const suspended = await asAdmin<AdminTransporter>('PATCH', url, {
          status: 'suspended',
          reason: '  Plaintes de plusieurs vendeurs  ',
        });
        expect(suspended.json()).toMatchObject({
          status: 'suspended',
          reason: 'Plaintes de plusieurs vendeurs',
        });
        done.push({ action: 'suspend', targetType: 'transporter', targetId: profileId });
        const rejected = await asAdmin<AdminTransporter>('PATCH', url, {
          status: 'rejected',
          reason: 'Permis illisible',
        });
        expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Permis illisible' });
        done.push({ action: 'reject', targetType: 'transporter', targetId: profileId });
      });

      it('refuses a decision on documents replaced since the operator saw them (409)', async () => {
        const url = `/api/admin/transporters/${profileId}`;
        const seen = (await asAdmin<AdminTransporter>('GET', url)).json();
        expect(seen.documentsSubmittedAt).not.toBeNull();
        const audited = async () =>
          (
            await db()
              .select({ n: count() })
              .from(adminActions)
              .where(
                and(
                  eq(adminActions.targetType, 'transporter'),
                  eq(adminActions.targetId, profileId),
                ),
              )
          )[0]?.n;
        const auditedBefore = await audited();
        // The transporter sends new documents while the operator looks at the old ones.
        const resent = new Date(Date.parse(seen.documentsSubmittedAt as string) + 1500);
        await db()
          .update(transporterProfiles)
          .set({ documentsSubmittedAt: resent })
          .where(eq(transporterProfiles.id, profileId));
        for (const documentsSubmittedAt of [seen.documentsSubmittedAt, null]) {
          const stale = await asAdmin('PATCH', url, { status: 'verified', documentsSubmittedAt });
          expect(stale.response.statusCode, stale.response.body).toBe(409);
          expect(stale.response.json().code).toBe('admin.transporter.documentsChanged');
        }
        const suspend = await asAdmin('PATCH', url, {
          status: 'suspended',
          reason: 'Plaintes de plusieurs vendeurs',
          documentsSubmittedAt: seen.documentsSubmittedAt,
        });
        expect(suspend.response.statusCode).toBe(409);
        // Nothing changed, nothing written to the log.
        const after = (await asAdmin<AdminTransporter>('GET', url)).json();
        expect(after).toEqual({ ...seen, documentsSubmittedAt: resent.toISOString() });
        expect(await audited()).toBe(auditedBefore);

        // On the documents as they are now (the same instant, written with more digits): applied.
        const current = resent.toISOString().replace('Z', '000Z');
        const { response, json } = await asAdmin<AdminTransporter>('PATCH', url, {
          status: 'verified',
          documentsSubmittedAt: current,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(json()).toMatchObject({ status: 'verified', reason: null });
        done.push({ action: 'verify', targetType: 'transporter', targetId: profileId });
        expect(await audited()).toBe((auditedBefore ?? 0) + 1);
      });

      for (const status of ['suspended', 'rejected'] as const) {
        it(`puts back on the board what a ${status} transporter accepted, not what they carry`, async () => {
          const { seller, order, newOrder } = await sellerWithOrder(env().app);
          const carrier = await transporterWithProfile(env().app);
          const ask = async (orderId: number) => {
            const created = await call('POST', '/api/delivery-requests', seller.cookie, {
              orderId,
              packageDetails: '2 × Huile d’olive 1L',
              paymentAmount: '9.500',
            });
            expect(created.statusCode, created.body).toBe(201);
            return created.json<{ id: number }>().id;
          };
          const [waiting, carried] = [await ask(order.id), await ask((await newOrder()).id)];
          const move = (id: number, to: string) =>
            call('PATCH', `/api/delivery-requests/${id}`, carrier.cookie, { status: to });
          for (const [id, to] of [
            [waiting, 'accepted'],
            [carried, 'accepted'],
            [carried, 'in_progress'],
          ] as const) {
            expect((await move(id, to)).statusCode).toBe(200);
          }
          const decided = await asAdmin('PATCH', `/api/admin/transporters/${carrier.profile.id}`, {
            status,
            reason: 'Plaintes de plusieurs vendeurs',
          });
          expect(decided.response.statusCode, decided.response.body).toBe(200);
          done.push({
            action: status === 'suspended' ? 'suspend' : 'reject',
            targetType: 'transporter',
            targetId: carrier.profile.id,
          });
          const rows = await db()
            .select({
              id: deliveryRequests.id,
              status: deliveryRequests.status,
              transporterId: deliveryRequests.transporterId,
              acceptedAt: deliveryRequests.acceptedAt,
            })
            .from(deliveryRequests)
            .where(inArray(deliveryRequests.id, [waiting, carried]));
          expect(rows.find((row) => row.id === waiting)).toEqual({
            id: waiting,
            status: 'pending',
            transporterId: null,
            acceptedAt: null,
          });
          expect(rows.find((row) => row.id === carried)).toMatchObject({
            status: 'in_progress',
            transporterId: carrier.id,
          });
          // The transporter is told, for the released request only, as after a seller's release.
          const notices = await db()
            .select({
              requestId: deliveryReleases.requestId,
              transporterId: deliveryReleases.transporterId,
              storeId: deliveryReleases.storeId,
              kind: deliveryReleases.kind,
            })
            .from(deliveryReleases)
            .where(inArray(deliveryReleases.requestId, [waiting, carried]));
          expect(notices).toEqual([
            { requestId: waiting, transporterId: carrier.id, storeId: seller.id, kind: 'released' },
          ]);
          // Back on the board: another transporter can take it.
          const other = await transporterWithProfile(env().app);
          const taken = await call('PATCH', `/api/delivery-requests/${waiting}`, other.cookie, {
            status: 'accepted',
          });
          expect(taken.statusCode, taken.body).toBe(200);
        });
      }

      it('does not serve public uploads at the private address', async () => {
        const [row] = await db()
          .insert(media)
          .values({ ownerId: seller.id, width: 640, height: 480, storedBytes: 5 })
          .returning({ id: media.id });
        const id = row?.id as string;
        await env().app.mediaStorage.put(
          mediaKey(id, '320.webp'),
          Buffer.from('photo'),
          'image/webp',
        );
        await env().app.mediaStorage.put(
          privateMediaKey(id, '320.webp'),
          Buffer.from('photo'),
          'image/webp',
        );
        const answer = await call('GET', `/api/admin/media/${id}/320.webp`, admin.cookie);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().code).toBe('media.notFound');
        const unknown = await call(
          'GET',
          `/api/admin/media/${randomUUID()}/320.webp`,
          admin.cookie,
        );
        expect(unknown.statusCode).toBe(404);
      });
    });

    describe('stores and products', () => {
      let store: Awaited<ReturnType<typeof newStore>>;
      const storeName = `Atelier Zitouna ${Date.now() % 100_000}`;
      let storeReportId: number;
      let productReportId: number;

      beforeAll(async () => {
        store = await newStore(env().app, storeName, [
          { name: 'Chechia rouge', price: 35, stockQuantity: 4 },
        ]);
        const rows = await db()
          .insert(reports)
          .values([
            { targetType: 'store', storeId: store.id, reason: 'scam', reporterUserId: buyer.id },
            {
              targetType: 'product',
              productId: store.products[0]?.id,
              storeId: store.id,
              reason: 'counterfeit',
            },
          ])
          .returning({ id: reports.id });
        storeReportId = rows[0]?.id as number;
        productReportId = rows[1]?.id as number;
      });

      const reportStatus = async (id: number) =>
        (await db().select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0]
          ?.status;

      it('lists and searches stores by filter', async () => {
        const found = (
          await asAdmin<Page<AdminStore>>(
            'GET',
            `/api/admin/stores?q=${encodeURIComponent(storeName.toLowerCase())}`,
          )
        ).json();
        expect(found.items).toHaveLength(1);
        expect(found.items[0]).toMatchObject({
          id: store.id,
          storeName,
          setupCompleted: true,
          suspension: null,
          productsCount: 1,
          ordersCount: 0,
          openReports: 2,
        });
        const active = (
          await asAdmin<Page<AdminStore>>(
            'GET',
            `/api/admin/stores?status=active&q=${encodeURIComponent(storeName)}`,
          )
        ).json();
        expect(active.total).toBe(1);
        const incomplete = (
          await asAdmin<Page<AdminStore>>('GET', '/api/admin/stores?status=incomplete&q=user_')
        ).json();
        expect(incomplete.items.map((s) => s.id)).toContain(seller.id);
        expect(incomplete.items.every((s) => !s.setupCompleted)).toBe(true);
        // Buyers and transporters are not stores.
        const all = (await asAdmin<Page<AdminStore>>('GET', '/api/admin/stores?q=user_')).json();
        expect(all.items.map((s) => s.id)).not.toContain(buyer.id);
        const detail = await asAdmin<AdminStoreDetail>('GET', `/api/admin/stores/${buyer.id}`);
        expect(detail.response.statusCode).toBe(404);
        expect(detail.response.json().code).toBe('store.notFound');
      });

      it('suspends a store: all its open reports actioned (store and product reports)', async () => {
        const url = `/api/admin/stores/${store.id}`;
        const short = await asAdmin('PATCH', url, { suspended: true, reason: 'bad' });
        expect(short.response.statusCode).toBe(400);
        const { response, json } = await asAdmin<AdminStore>('PATCH', url, {
          suspended: true,
          reason: 'Vente de contrefaçons',
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(json().suspension?.reason).toBe('Vente de contrefaçons');
        done.push({ action: 'suspend', targetType: 'store', targetId: store.id });
        expect(await reportStatus(storeReportId)).toBe('actioned');
        expect(await reportStatus(productReportId)).toBe('actioned');

        const again = await asAdmin<AdminStore>('PATCH', url, {
          suspended: true,
          reason: 'Contrefaçons confirmées',
        });
        expect(again.json().suspension).toEqual({
          reason: 'Contrefaçons confirmées',
          // Suspended again: the date stays the first one.
          at: json().suspension?.at,
        });
        done.push({ action: 'suspend', targetType: 'store', targetId: store.id });

        const suspended = (
          await asAdmin<Page<AdminStore>>(
            'GET',
            `/api/admin/stores?status=suspended&q=${encodeURIComponent(storeName)}`,
          )
        ).json();
        expect(suspended.total).toBe(1);
        const detail = (await asAdmin<AdminStoreDetail>('GET', url)).json();
        expect(detail.products.map((p) => p.name)).toEqual(['Chechia rouge']);
        expect(detail.reports.map((r) => [r.id, r.status]).sort()).toEqual(
          [
            [storeReportId, 'actioned'],
            [productReportId, 'actioned'],
          ].sort(),
        );
        const actioned = detail.reports.find((r) => r.id === storeReportId);
        expect(actioned).toMatchObject({ resolvedBy: admin.username, store: { suspended: true } });

        const restored = await asAdmin<AdminStore>('PATCH', url, {
          suspended: false,
          reason: 'Le vendeur a retiré les articles',
        });
        expect(restored.json().suspension).toBeNull();
        done.push({ action: 'restore', targetType: 'store', targetId: store.id });
      });

      it('hides a product (its reports actioned, not the store reports) and shows it again', async () => {
        const productId = store.products[0]?.id as number;
        const url = `/api/admin/products/${productId}`;
        // The suspension above closed the first ones: fresh open reports on the product and the store.
        const rows = await db()
          .insert(reports)
          .values([
            { targetType: 'product', productId, storeId: store.id, reason: 'counterfeit' },
            { targetType: 'store', storeId: store.id, reason: 'scam' },
          ])
          .returning({ id: reports.id });
        const productReport = rows[0]?.id as number;
        const storeReport = rows[1]?.id as number;
        const hidden = await asAdmin<AdminProduct>('PATCH', url, {
          hidden: true,
          reason: 'Produit contrefait',
        });
        expect(hidden.response.statusCode, hidden.response.body).toBe(200);
        expect(hidden.json()).toMatchObject({
          id: productId,
          storeId: store.id,
          storeName,
          hidden: { reason: 'Produit contrefait' },
          openReports: 0,
        });
        done.push({ action: 'hide', targetType: 'product', targetId: productId });
        expect(await reportStatus(productReport)).toBe('actioned');
        expect(await reportStatus(storeReport)).toBe('open');
        const again = await asAdmin<AdminProduct>('PATCH', url, {
          hidden: true,
          reason: 'Produit contrefait, confirmé',
        });
        // Hidden again: only the reason changes, the date stays; still audited.
        expect(again.json().hidden).toEqual({
          reason: 'Produit contrefait, confirmé',
          at: hidden.json().hidden?.at,
        });
        done.push({ action: 'hide', targetType: 'product', targetId: productId });

        const shown = await asAdmin<AdminProduct>('PATCH', url, {
          hidden: false,
          reason: 'Facture fournie',
        });
        expect(shown.json().hidden).toBeNull();
        done.push({ action: 'unhide', targetType: 'product', targetId: productId });
        for (const body of [{ hidden: 'yes', reason: 'Produit contrefait' }, { hidden: true }]) {
          expect((await asAdmin('PATCH', url, body)).response.statusCode).toBe(400);
        }
        const bad = await asAdmin('PATCH', '/api/admin/products/abc', {
          hidden: true,
          reason: 'Produit contrefait',
        });
        expect(bad.response.statusCode).toBe(400);
        expect(bad.response.json().code).toBe('request.id.invalid');
      });
    });

    describe('reports', () => {
      it('dismisses an open report once (409 after), listed by status', async () => {
        const store = await newStore(env().app, `Souk ${Date.now() % 100_000}`, [
          { name: 'Tapis de Kairouan', price: 420, stockQuantity: 1 },
        ]);
        const productId = store.products[0]?.id as number;
        const [older, newer] = await db()
          .insert(reports)
          .values([
            {
              targetType: 'product',
              productId,
              storeId: store.id,
              reason: 'wrong_info',
              createdAt: new Date(Date.now() - 60_000),
            },
            {
              targetType: 'product',
              productId,
              storeId: store.id,
              reason: 'other',
              details: 'Photo prise ailleurs',
            },
          ])
          .returning({ id: reports.id });
        const open = (await asAdmin<Page<AdminReport>>('GET', '/api/admin/reports')).json();
        const ids = open.items.map((r) => r.id);
        expect(ids.indexOf(older?.id as number)).toBeLessThan(ids.indexOf(newer?.id as number));
        expect(open.items.find((r) => r.id === newer?.id)).toMatchObject({
          target: 'product',
          product: { id: productId, name: 'Tapis de Kairouan', hidden: false },
          store: { id: store.id, suspended: false },
          reporter: null,
          status: 'open',
        });

        const url = `/api/admin/reports/${older?.id}`;
        const dismissed = await asAdmin<AdminReport>('PATCH', url, { status: 'dismissed' });
        expect(dismissed.response.statusCode, dismissed.response.body).toBe(200);
        expect(dismissed.json()).toMatchObject({ status: 'dismissed', resolvedBy: admin.username });
        done.push({ action: 'dismiss', targetType: 'report', targetId: older?.id as number });
        const again = await asAdmin('PATCH', url, { status: 'dismissed' });
        expect(again.response.statusCode).toBe(409);
        expect(again.response.json().code).toBe('admin.report.closed');
        expect((await asAdmin('PATCH', url, { status: 'open' })).response.statusCode).toBe(400);

        const closed = (
          await asAdmin<Page<AdminReport>>('GET', '/api/admin/reports?status=dismissed')
        ).json();
        expect(closed.items.map((r) => r.id)).toContain(older?.id);
        const bad = await asAdmin('GET', '/api/admin/reports?status=closed');
        expect(bad.response.statusCode).toBe(400);
        expect(bad.response.json().code).toBe('admin.filter.invalid');
      });
    });

    describe('inbox', () => {
      it('marks read, unread and handled', async () => {
        const [row] = await db()
          .insert(contactMessages)
          .values({
            name: 'Leila Trabelsi',
            email: 'leila@example.tn',
            topic: 'selling',
            message: 'Comment ouvrir une boutique ?',
            language: 'fr',
            userId: buyer.id,
          })
          .returning({ id: contactMessages.id });
        const id = row?.id as number;
        const url = `/api/admin/contact-messages/${id}`;
        const unread = (
          await asAdmin<Page<AdminContactMessage>>(
            'GET',
            '/api/admin/contact-messages?status=unread',
          )
        ).json();
        expect(unread.items.map((m) => m.id)).toContain(id);

        const read = await asAdmin<AdminContactMessage>('PATCH', url, { read: true });
        expect(read.response.statusCode, read.response.body).toBe(200);
        expect(read.json().readAt).not.toBeNull();
        const stillUnread = (
          await asAdmin<Page<AdminContactMessage>>(
            'GET',
            '/api/admin/contact-messages?status=unread',
          )
        ).json();
        expect(stillUnread.items.map((m) => m.id)).not.toContain(id);
        const back = await asAdmin<AdminContactMessage>('PATCH', url, { read: false });
        expect(back.json().readAt).toBeNull();

        const handled = await asAdmin<AdminContactMessage>('PATCH', url, { handled: true });
        expect(handled.json()).toMatchObject({ handledBy: admin.username, name: 'Leila Trabelsi' });
        expect(handled.json().readAt).not.toBeNull();
        expect(handled.json().handledAt).not.toBeNull();
        done.push({ action: 'handle', targetType: 'contact_message', targetId: id });
        const list = (
          await asAdmin<Page<AdminContactMessage>>(
            'GET',
            '/api/admin/contact-messages?status=handled',
          )
        ).json();
        expect(list.items.find((m) => m.id === id)?.username).toMatch(/^user_/);
        const open = (
          await asAdmin<Page<AdminContactMessage>>('GET', '/api/admin/contact-messages')
        ).json();
        expect(open.items.map((m) => m.id)).not.toContain(id);

        for (const body of [{}, { handled: false }, { read: 'yes' }]) {
          expect((await asAdmin('PATCH', url, body)).response.statusCode).toBe(400);
        }
      });
    });

    describe('bad input', () => {
      it('answers 400, never 500', async () => {
        const urls = [
          '/api/admin/transporters?page=0',
          '/api/admin/transporters?page=abc',
          '/api/admin/transporters?status=everyone',
          `/api/admin/stores?q=${'x'.repeat(101)}`,
          '/api/admin/stores?page=99999999',
          '/api/admin/audit-log?page=-1',
          '/api/admin/contact-messages?status=spam',
          '/api/admin/transporters/1.5',
          '/api/admin/transporters/-1',
          '/api/admin/stores/99999999999',
        ];
        for (const url of urls) {
          const { response } = await asAdmin('GET', url);
          expect(response.statusCode, url).toBe(400);
        }
        for (const body of [
          [],
          'x',
          42,
          { suspended: true, reason: '\u0000\u0000\u0000\u0000\u0000' },
        ]) {
          const { response } = await asAdmin('PATCH', `/api/admin/stores/${seller.id}`, body);
          expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
          expect(response.statusCode).not.toBe(200);
        }
        const search = await asAdmin<Page<AdminStore>>('GET', '/api/admin/stores?q=%25_%5C');
        expect(search.response.statusCode).toBe(200);
      });
    });

    describe('audit log', () => {
      it('has one entry per action, newest first, with the operator and label', async () => {
        const entries: AuditEntry[] = [];
        for (let page = 1; ; page++) {
          const answer = (
            await asAdmin<Page<AuditEntry>>('GET', `/api/admin/audit-log?page=${page}`)
          ).json();
          entries.push(...answer.items);
          if (page * answer.pageSize >= answer.total) break;
        }
        const mine = entries
          .filter((entry) => entry.admin === admin.username)
          .map(({ action, targetType, targetId }) => ({ action, targetType, targetId }));
        expect(mine).toEqual([...done].reverse());
        const suspension = entries.find(
          (entry) => entry.admin === admin.username && entry.action === 'restore',
        );
        expect(suspension?.targetLabel).toMatch(/^Atelier Zitouna/);
        expect(suspension?.reason).toBe('Le vendeur a retiré les articles');
      });

      it('cannot be changed: other methods are 404', async () => {
        for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/1']) {
          for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
            const answer = await env().app.inject({
              method,
              url,
              headers: { cookie: admin.cookie },
              payload: {},
            });
            expect(answer.statusCode, `${method} ${url}`).toBe(404);
          }
        }
        const one = await asAdmin('GET', '/api/admin/audit-log/1');
        expect(one.response.statusCode).toBe(404);
      });
    });
  },
  { seed: true },
);
