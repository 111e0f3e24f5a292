/**
 * The demo data, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: accounts, stores with
 * their identity, products with categories and photos, orders, conversations, deliveries.
 *
 * Over 300 lines because each part of the demo data has its checks, and they share one seed.
 */
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CODES } from '../../common/categories.ts';
import {
  DELIVERY_STATUSES,
  MESSAGE_STATUSES,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
} from '../../common/enums.ts';
import { MEDIA_VARIANTS, OG_IMAGE } from '../../common/media.ts';
import { MAX_ACCEPTED_NOT_STARTED } from '../../common/schemas/delivery.ts';
import { GOVERNORATE_CODES } from '../../common/tunisia.ts';
import { makeDemoPhotos } from '../modules/demo-photos/index.ts';
import { openPglite, openPostgres, type Database, type Engine } from './client.ts';
import {
  cashCollections,
  cashHandovers,
  contactMessages,
  customers,
  deliveryRequests,
  media,
  mediaBlobs,
  messages,
  notifications,
  orderItems,
  orders,
  productImages,
  products,
  reports,
  storeDeliveryFees,
  transporterProfiles,
  transporterRatings,
  users,
} from './schema.ts';
import catalog from './seed-catalog.json' with { type: 'json' };
import {
  DEMO_ACCEPTED_HELD,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDemo,
  type SeedSummary,
} from './seed.ts';

const now = new Date('2026-03-14T10:30:00Z');
const DAY = 86_400_000;
const adminUrl = process.env.TEST_DATABASE_URL;
const engines: Engine[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh PostgreSQL database next to TEST_DATABASE_URL's, dropped after the suite. */
async function freshPostgres(url: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `hanout_seed_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 4);
  return {
    database,
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    },
  };
}

let photosMs = 0;

beforeAll(async () => {
  // The pictures alone: rendered and encoded on a machine's first run, then read from the cache.
  const started = performance.now();
  await makeDemoPhotos(catalog.stores);
  photosMs = performance.now() - started;
  console.log(`makeDemoPhotos took ${Math.round(photosMs)} ms`);
}, 300_000);

const count = (rows: unknown[]) => rows.length;
const distinct = <T>(values: T[]) => [...new Set(values)].sort();
/** Object.groupBy needs Node 21; the project supports Node 20. */
function groupByStore<T extends { storeId: number }>(rows: T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.storeId, [...(groups.get(row.storeId) ?? []), row]);
  return [...groups.values()];
}

describe.each(engines)('seedDemo [%s]', (engine) => {
  let database: Database;
  let drop = async () => {};
  let summary: SeedSummary;

  beforeAll(async () => {
    if (engine === 'postgres' && adminUrl) {
      ({ database, drop } = await freshPostgres(adminUrl));
    } else {
      database = await openPglite();
      drop = () => database.close();
    }
    await database.migrate();
    const started = performance.now();
    summary = await seedDemo(database.db, { now });
    console.log(`seedDemo [${engine}] took ${Math.round(performance.now() - started)} ms`, summary);
  }, 120_000);

  afterAll(async () => {
    await drop();
  });

  it('creates the demo accounts, one per user type, with the demo password', async () => {
    for (const [userType, username] of Object.entries(DEMO_ACCOUNTS)) {
      const [user] = await database.db.select().from(users).where(eq(users.username, username));
      expect(user, username).toBeDefined();
      expect(user?.userType).toBe(userType);
      expect(user?.setupCompleted).toBe(true);
    }
    const [seller] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    expect(await verify(seller?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('creates at least six completed stores and one seller still in the wizard', async () => {
    const sellers = await database.db.select().from(users).where(eq(users.userType, 'business'));
    const stores = sellers.filter((u) => u.setupCompleted);
    expect(stores.length).toBeGreaterThanOrEqual(6);
    for (const s of stores) {
      expect(s.storeName).toBeTruthy();
      expect(s.storeDescription?.length).toBeGreaterThanOrEqual(10);
      expect(s.storeDescription?.length).toBeLessThanOrEqual(500);
      expect(s.storePhone).toMatch(/^\+216[2-57-9]\d{7}$/);
      expect(s.storeAddress).toBeTruthy();
    }
    const inWizard = sellers.filter((u) => !u.setupCompleted);
    expect(inWizard).toHaveLength(1);
    expect(inWizard[0]?.storeName).toBeNull();
    expect(stores[0]?.username).toBe(DEMO_ACCOUNTS.business);
  });

  it('creates products in every status, consistent stock, featured ones and their images', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(distinct(rows.map((p) => p.status))).toEqual([...PRODUCT_STATUSES].sort());
    for (const p of rows) {
      if (p.status === 'out_of_stock') expect(p.stockQuantity, p.name).toBe(0);
      if (p.status === 'low_stock') expect(p.stockQuantity, p.name).toBeGreaterThanOrEqual(1);
      if (p.status === 'low_stock') expect(p.stockQuantity, p.name).toBeLessThanOrEqual(5);
      expect(p.description.length).toBeGreaterThanOrEqual(10);
      expect(p.createdAt.getTime()).toBeGreaterThan(now.getTime() - 90 * DAY);
      // The pictures are uploads: no outside address.
      expect(p.imageUrl, p.name).toBeNull();
      expect(CATEGORY_CODES, p.name).toContain(p.category);
    }
    // Every category but "other" has products, so each filter shows something.
    expect(distinct(rows.map((p) => p.category))).toEqual(
      CATEGORY_CODES.filter((c) => c !== 'other').sort(),
    );
    const featured = rows.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(distinct(featured.map((p) => p.storeId)).length).toBeGreaterThanOrEqual(6);
    const perStore = groupByStore(rows);
    expect(perStore.length).toBeGreaterThanOrEqual(6);
    for (const list of perStore) expect(list.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every store a governorate, a logo and a cover of its own, and most a WhatsApp number', async () => {
    const stores = await database.db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'business'), eq(users.setupCompleted, true)));
    for (const s of stores) {
      expect(GOVERNORATE_CODES, s.username).toContain(s.storeGovernorate);
      for (const [id, wide] of [
        [s.storeLogoId, false],
        [s.storeCoverId, true],
      ] as const) {
        const [picture] = await database.db
          .select()
          .from(media)
          .where(eq(media.id, id ?? '00000000-0000-0000-0000-000000000000'));
        expect(picture?.ownerId, s.username).toBe(s.id);
        expect((picture?.width ?? 0) / (picture?.height ?? 1)).toBeCloseTo(wide ? 8 / 3 : 1, 1);
      }
    }
    const withWhatsapp = stores.filter((s) => s.storeWhatsapp !== null);
    for (const s of withWhatsapp) expect(s.storeWhatsapp).toMatch(/^\+216[2-59]\d{7}$/);
    expect(withWhatsapp.length).toBeGreaterThanOrEqual(stores.length - 2);
    expect(withWhatsapp.length).toBeLessThan(stores.length);
    expect(withWhatsapp.map((s) => s.username)).toContain(DEMO_ACCOUNTS.business);
  });

  it('gives every product photos of its store, in order, the first as its cover, some several', async () => {
    const rows = await database.db
      .select({ product: products, image: productImages, owner: media.ownerId })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id))
      .innerJoin(media, eq(media.id, productImages.mediaId))
      .orderBy(asc(products.id), asc(productImages.position));
    const byProduct = new Map<number, typeof rows>();
    for (const row of rows)
      byProduct.set(row.product.id, [...(byProduct.get(row.product.id) ?? []), row]);
    expect(byProduct.size).toBe(summary.products);
    for (const list of byProduct.values()) {
      const [first] = list;
      expect(list.map((r) => r.image.position)).toEqual(list.map((_, i) => i));
      expect(first?.product.coverMediaId).toBe(first?.image.mediaId);
      for (const r of list) {
        expect(r.owner).toBe(r.product.storeId);
        expect(r.image.alt).toBe(r.product.name);
      }
    }
    const several = [...byProduct.values()].filter((list) => list.length > 1);
    expect(several.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...several.map((list) => list.length))).toBe(3);
  });

  it('stores the four variants of every picture, the link preview a 1200×630 JPEG', async () => {
    const everyPicture = await database.db.select().from(media);
    expect(everyPicture).toHaveLength(summary.media);
    // The pending transporter's two documents are private: under private/ keys only.
    const pictures = everyPicture.filter((p) => !p.private);
    const documents = everyPicture.filter((p) => p.private);
    expect(documents).toHaveLength(2);
    const keys = await database.db
      .select({ key: mediaBlobs.key })
      .from(mediaBlobs)
      .where(like(mediaBlobs.key, 'media/%'));
    expect(keys.map((k) => k.key).sort()).toEqual(
      pictures.flatMap((p) => MEDIA_VARIANTS.map((v) => `media/${p.id}/${v}`)).sort(),
    );
    const privateKeys = await database.db
      .select({ key: mediaBlobs.key })
      .from(mediaBlobs)
      .where(like(mediaBlobs.key, 'private/%'));
    expect(privateKeys.map((k) => k.key).sort()).toEqual(
      documents.flatMap((p) => MEDIA_VARIANTS.map((v) => `private/${p.id}/${v}`)).sort(),
    );
    const [seller] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    const [product] = await database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, seller?.id ?? -1), eq(products.featured, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const blobs = await database.db
      .select()
      .from(mediaBlobs)
      .where(
        inArray(
          mediaBlobs.key,
          ['og.jpg', '1280.webp'].map((v) => `media/${product?.coverMediaId}/${v}`),
        ),
      );
    const og = blobs.find((b) => b.key.endsWith('og.jpg'));
    expect(og?.contentType).toBe('image/jpeg');
    const ogMeta = await sharp(og?.data).metadata();
    expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual([
      'jpeg',
      OG_IMAGE.width,
      OG_IMAGE.height,
    ]);
    const large = await sharp(blobs.find((b) => b.key.endsWith('1280.webp'))?.data).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1280, 960]);
  });

  it('creates orders in every status, in every store, whose totals are their items and fee', async () => {
    const rows = await database.db.select().from(orders);
    const byStore = groupByStore(rows);
    expect(byStore.length).toBeGreaterThanOrEqual(6);
    for (const list of byStore) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(distinct(list.map((o) => o.status))).toEqual([...ORDER_STATUSES].sort());
    }
    for (const o of rows) {
      expect(o.reference).toMatch(/^HN-[A-Z2-7]{6}$/);
      expect(o.orderDate.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(o.orderDate.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY);
      expect(o.statusHistory.at(-1)?.status).toBe(o.status);
      expect(o.statusHistory[0]?.status).toBe('processing');
      expect(new Date(o.statusHistory.at(-1)?.at ?? 0).getTime()).toBeLessThanOrEqual(
        now.getTime(),
      );
    }
    const wrongTotals = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.totalAmount} is distinct from ${orders.deliveryFee} + (select sum(i.unit_price * i.quantity) from order_items i
              where i.order_id = ${orders.id} and i.store_id = ${orders.storeId})
          or ${orders.itemsCount} is distinct from (select sum(i.quantity)::int from order_items i
              where i.order_id = ${orders.id} and i.store_id = ${orders.storeId})`,
      );
    expect(wrongTotals).toEqual([]);
    const [buyer] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.customer));
    const buyerOrders = rows.filter((o) => o.buyerUserId === buyer?.id);
    expect(distinct(buyerOrders.map((o) => o.storeId)).length).toBeGreaterThanOrEqual(2);
    const linked = await database.db
      .select()
      .from(customers)
      .where(eq(customers.userId, buyer?.id ?? -1));
    expect(linked.length).toBeGreaterThanOrEqual(2);
  });

  it('creates conversations in every status, with unread messages for the demo seller', async () => {
    const rows = await database.db.select().from(messages);
    expect(distinct(rows.map((m) => m.status))).toEqual([...MESSAGE_STATUSES].sort());
    const [seller] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    const own = rows.filter((m) => m.storeId === seller?.id);
    expect(distinct(own.map((m) => m.status))).toEqual([...MESSAGE_STATUSES].sort());
    expect(
      own.filter((m) => m.status === 'unread' && m.direction === 'inbound').length,
    ).toBeGreaterThanOrEqual(3);
    expect(rows.some((m) => m.direction === 'outbound')).toBe(true);
    const ages = rows.map((m) => (now.getTime() - m.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(14);
    expect(ages.some((a) => a < 0.4)).toBe(true);
    expect(ages.some((a) => a >= 1 && a < 1.4)).toBe(true);
  });

  it('verifies the demo transporters and leaves one waiting with both documents sent', async () => {
    const profiles = await database.db
      .select({ username: users.username, profile: transporterProfiles })
      .from(transporterProfiles)
      .innerJoin(users, eq(users.id, transporterProfiles.userId))
      .orderBy(asc(transporterProfiles.id));
    expect(profiles.map((p) => [p.username, p.profile.verificationStatus])).toEqual([
      [DEMO_ACCOUNTS.transporter, 'verified'],
      ['walid_sassi', 'verified'],
      ['nour_jebali', 'pending'],
    ]);
    const pending = profiles[2]?.profile;
    expect(pending?.identityDocumentId).not.toBeNull();
    expect(pending?.drivingLicenceId).not.toBeNull();
    expect(pending?.documentsSubmittedAt).not.toBeNull();
    const owned = await database.db
      .select({ ownerId: media.ownerId, private: media.private })
      .from(media)
      .where(
        inArray(media.id, [pending?.identityDocumentId ?? '', pending?.drivingLicenceId ?? '']),
      );
    expect(owned).toEqual([
      { ownerId: pending?.userId, private: true },
      { ownerId: pending?.userId, private: true },
    ]);
    const deliveries = await database.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.transporterId, pending?.userId ?? -1));
    expect(deliveries).toEqual([]);
  });

  it('leaves open reports from the demo buyers and unread /contact messages in French and Arabic', async () => {
    const rows = await database.db
      .select({ report: reports, reporter: users.username })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterUserId));
    expect(rows.length).toBe(summary.reports);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(distinct(rows.map((r) => r.report.status))).toEqual(['open']);
    expect(distinct(rows.map((r) => r.report.targetType))).toEqual(['product', 'store']);
    for (const { report, reporter } of rows) {
      expect(['demo_buyer', 'sarra_khelifi']).toContain(reporter);
      expect(report.details?.length).toBeGreaterThanOrEqual(10);
      if (report.productId !== null) {
        const [product] = await database.db
          .select()
          .from(products)
          .where(eq(products.id, report.productId));
        expect(product?.storeId).toBe(report.storeId);
      }
    }
    const inbox = await database.db.select().from(contactMessages);
    expect(inbox).toHaveLength(summary.contactMessages);
    expect(distinct(inbox.map((m) => m.language))).toEqual(['ar', 'fr']);
    expect(inbox.every((m) => m.readAt === null && m.handledAt === null)).toBe(true);
  });

  it('creates three transporter profiles and delivery requests in every status, consistent with their orders', async () => {
    expect(await database.db.select().from(transporterProfiles)).toHaveLength(3);
    const rows = await database.db
      .select({ request: deliveryRequests, orderStatus: orders.status })
      .from(deliveryRequests)
      .innerJoin(
        orders,
        and(eq(orders.id, deliveryRequests.orderId), eq(orders.storeId, deliveryRequests.storeId)),
      );
    expect(count(rows)).toBe(summary.deliveryRequests);
    expect(distinct(rows.map((r) => r.request.status))).toEqual([...DELIVERY_STATUSES].sort());
    const [transporter] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.transporter));
    for (const { request, orderStatus } of rows) {
      expect(orderStatus).not.toBe('cancelled');
      if (request.status === 'pending') expect(request.transporterId).toBeNull();
      if (['accepted', 'in_progress', 'completed'].includes(request.status)) {
        expect(request.transporterId).not.toBeNull();
        expect(request.acceptedAt?.getTime()).toBeGreaterThanOrEqual(request.createdAt.getTime());
      }
      if (request.status === 'in_progress' || request.status === 'completed') {
        expect(request.startedAt?.getTime()).toBeGreaterThanOrEqual(
          request.acceptedAt?.getTime() ?? Infinity,
        );
      }
      if (request.status === 'completed') {
        expect(['delivered', 'completed']).toContain(orderStatus);
        expect(request.completedAt?.getTime()).toBeGreaterThanOrEqual(
          request.startedAt?.getTime() ?? Infinity,
        );
        expect(request.completedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    const mine = rows
      .filter((r) => r.request.transporterId === transporter?.id)
      .map((r) => r.request.status);
    expect(distinct(mine)).toEqual(['accepted', 'completed', 'failed', 'in_progress']);
  });

  it('leaves every transporter room to accept: a few accepted, the rest pending', async () => {
    const { db } = database;
    const [transporter] = await db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.transporter));
    const held = await db
      .select({
        transporterId: deliveryRequests.transporterId,
        accepted: sql<number>`count(*)::int`,
      })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.status, 'accepted'))
      .groupBy(deliveryRequests.transporterId);
    const demoHeld = held.find((row) => row.transporterId === transporter?.id)?.accepted ?? 0;
    expect(demoHeld).toBe(DEMO_ACCEPTED_HELD);
    for (const row of held) expect(row.accepted).toBeLessThanOrEqual(DEMO_ACCEPTED_HELD);
    expect(DEMO_ACCEPTED_HELD).toBeLessThan(MAX_ACCEPTED_NOT_STARTED);
    // The requests left untaken wait on the board for the demo transporter.
    const [pending] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.status, 'pending'));
    expect(pending?.count).toBeGreaterThan(catalog.stores.length);
  });

  it('writes every price, rate and amount with at most two decimals, as the API requires', async () => {
    const { db } = database;
    const moreThanCents = (column: AnyPgColumn) => sql`${column} <> round(${column}, 2)`;
    const found = [
      ...(
        await db
          .select({ value: products.price })
          .from(products)
          .where(moreThanCents(products.price))
      ).map(({ value }) => `product price ${value}`),
      ...(
        await db
          .select({ value: orderItems.unitPrice })
          .from(orderItems)
          .where(moreThanCents(orderItems.unitPrice))
      ).map(({ value }) => `order item price ${value}`),
      ...(
        await db
          .select({ value: orders.totalAmount })
          .from(orders)
          .where(moreThanCents(orders.totalAmount))
      ).map(({ value }) => `order total ${value}`),
      ...(
        await db
          .select({ base: transporterProfiles.baseRate, perKm: transporterProfiles.ratePerKm })
          .from(transporterProfiles)
          .where(
            sql`${moreThanCents(transporterProfiles.baseRate)} or ${moreThanCents(transporterProfiles.ratePerKm)}`,
          )
      ).map(({ base, perKm }) => `transporter rates ${base} ${perKm}`),
      ...(
        await db
          .select({ value: deliveryRequests.paymentAmount })
          .from(deliveryRequests)
          .where(moreThanCents(deliveryRequests.paymentAmount))
      ).map(({ value }) => `delivery amount ${value}`),
    ];
    expect(found).toEqual([]);
  });

  it('gives stores delivery terms and orders their fees, Djerba delivering for free', async () => {
    const stores = await database.db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'business'), eq(users.setupCompleted, true)));
    const fees = await database.db.select().from(storeDeliveryFees);
    for (const store of stores) {
      const own = fees.filter((f) => f.storeId === store.id).map((f) => [f.governorate, f.fee]);
      if (store.username === 'mabrouka_djerba') {
        expect([store.deliveryFee, store.deliveryFreeThreshold, own]).toEqual([0, null, []]);
        expect([store.deliveryDaysMin, store.deliveryDaysMax]).toEqual([2, 5]);
      } else {
        expect([store.deliveryFee, store.deliveryFreeThreshold]).toEqual([7, 150]);
        expect(own.sort()).toEqual([
          ['TN-11', 5],
          ['TN-12', 5],
          ['TN-13', 5],
        ]);
      }
    }
    const rows = await database.db.select().from(orders);
    const charged = rows.filter((o) => o.deliveryFee > 0);
    expect(charged.length).toBeGreaterThan(rows.length / 3);
    expect(distinct(rows.map((o) => o.deliveryFee))).toEqual([0, 5, 7]);
  });

  it('records the cash trail: a collection per completed delivery, two hand-overs, ratings', async () => {
    const { db } = database;
    const completed = await db
      .select({ request: deliveryRequests, total: orders.totalAmount })
      .from(deliveryRequests)
      .innerJoin(orders, eq(orders.id, deliveryRequests.orderId))
      .where(eq(deliveryRequests.status, 'completed'));
    const collections = await db.select().from(cashCollections);
    expect(collections).toHaveLength(completed.length);
    expect(summary.cashCollections).toBe(completed.length);
    for (const { request, total } of completed) {
      const collection = collections.find((c) => c.requestId === request.id);
      expect(collection).toMatchObject({
        orderId: request.orderId,
        storeId: request.storeId,
        transporterId: request.transporterId,
        amount: total,
        collectedAt: request.completedAt,
      });
    }
    const [seller] = await db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.business));
    const [driver] = await db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_ACCOUNTS.transporter));
    const handovers = await db.select().from(cashHandovers);
    expect(handovers.map((h) => [h.storeId, h.transporterId, h.status])).toEqual([
      [seller?.id, driver?.id, 'confirmed'],
      [seller?.id, driver?.id, 'declared'],
    ]);
    // The transporter still holds cash of the demo store beyond what they handed over.
    const [held] = await db
      .select({
        collected: sql<string>`sum(${cashCollections.amount})::text`,
      })
      .from(cashCollections)
      .where(
        and(
          eq(cashCollections.storeId, seller?.id ?? -1),
          eq(cashCollections.transporterId, driver?.id ?? -1),
        ),
      );
    const handed = handovers.reduce((sum, h) => sum + Math.round(h.amount * 1000), 0);
    expect(Math.round(Number(held?.collected) * 1000)).toBeGreaterThan(handed);
    for (const h of handovers) expect(h.declaredAt.getTime()).toBeLessThanOrEqual(now.getTime());

    // The demo seller waits for a parcel back from a failed delivery; other stores got theirs.
    const returned = await db
      .select({ order: orders, request: deliveryRequests })
      .from(orders)
      .innerJoin(deliveryRequests, eq(deliveryRequests.orderId, orders.id))
      .where(eq(orders.status, 'returned'));
    expect(returned.length).toBeGreaterThanOrEqual(7);
    for (const { order, request } of returned) {
      expect(request).toMatchObject({ status: 'failed', failureReason: 'buyer_absent' });
      expect(request.failedAt?.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(order.statusHistory.map((e) => e.status)).toEqual([
        'processing',
        'shipped',
        'returned',
      ]);
      if (order.storeId === seller?.id) expect(order.returnReceivedAt).toBeNull();
      else expect(order.returnReceivedAt).not.toBeNull();
    }

    const ratings = await db.select().from(transporterRatings);
    expect(ratings.length).toBeGreaterThanOrEqual(2);
    expect(summary.transporterRatings).toBe(ratings.length);
    for (const rating of ratings) {
      expect(rating.storeId).toBe(seller?.id);
      expect(rating.stars).toBeGreaterThanOrEqual(1);
      expect(rating.stars).toBeLessThanOrEqual(5);
    }
  });

  it('rings the demo seller’s and buyer’s bell: a few notifications, the newest unread', async () => {
    const rows = await database.db.select().from(notifications).orderBy(notifications.id);
    expect(rows).toHaveLength(summary.notifications);
    const idOf = async (username: string) =>
      (await database.db.select().from(users).where(eq(users.username, username)))[0]?.id;
    for (const username of [DEMO_ACCOUNTS.business, DEMO_ACCOUNTS.customer]) {
      const id = await idOf(username);
      const theirs = rows.filter((row) => row.userId === id);
      expect(theirs.length, username).toBeGreaterThanOrEqual(3);
      expect(
        theirs.some((row) => row.readAt === null),
        username,
      ).toBe(true);
      expect(
        theirs.some((row) => row.readAt !== null),
        username,
      ).toBe(true);
      // Ids follow the dates: the bell pages by id, newest first.
      const dates = theirs.map((row) => row.createdAt.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    }
  });

  it('is deterministic for a given now', async () => {
    const snapshot = () =>
      database.db
        .select({
          reference: orders.reference,
          total: orders.totalAmount,
          status: orders.status,
          date: orders.orderDate,
        })
        .from(orders)
        .orderBy(orders.id);
    const first = await snapshot();
    await database.db.execute(sql`truncate table users, media_blobs restart identity cascade`);
    // An operator made with `npm run admin:create` before the first start: still "empty".
    await database.db.insert(users).values({
      username: 'operateur',
      usernameKey: 'operateur',
      email: 'operateur@hanout.tn',
      emailKey: 'operateur@hanout.tn',
      fullName: 'Opérateur Hanout',
      passwordHash: 'not a real hash',
      userType: 'admin',
    });
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    // Without the pictures this time: the rest must not depend on them, and be quick in tests.
    const started = performance.now();
    await seedDemo(database.db, { now, photos: false });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await snapshot()).toEqual(first);
    expect(await database.db.select().from(media)).toEqual([]);
    // Without pictures the waiting transporter has sent nothing yet.
    const [waiting] = await database.db
      .select()
      .from(transporterProfiles)
      .where(eq(transporterProfiles.verificationStatus, 'pending'));
    expect([waiting?.identityDocumentId, waiting?.documentsSubmittedAt]).toEqual([null, null]);
  });

  it('refuses to seed a database that already has data', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    await expect(seedDemo(database.db, { now })).rejects.toThrow(/already has users/);
    // The demo's users and the operator the test before made.
    expect(await database.db.select().from(users)).toHaveLength(summary.users + 1);
  });
});
