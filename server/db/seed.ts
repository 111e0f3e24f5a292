/**
 * Demo data: seven Tunisian stores (seed-catalog.json) with 66 products, their customers, orders,
 * conversations and delivery requests, plus buyers and transporters (seed-people.ts).
 *
 * Demo accounts — every account below has the password DEMO_PASSWORD, "hanout2026":
 *   demo_seller       business     Amira Ben Salah, Dar Zitouna (olive oil, Sfax). Orders in every
 *                                  status, unread/awaiting/read/replied messages, delivery requests
 *                                  in every status.
 *   demo_buyer        customer     Youssef Trabelsi. Orders and conversations in three stores.
 *   demo_transporter  transporter  Hamza Mejri, camionnette, verified. Accepted, in-progress and
 *                                  completed deliveries; pending requests to accept.
 * Also: khaled_fakhar, salma_mergoum, mabrouka_djerba, mehdi_chaouachi, leila_halwa, ines_savon
 * (sellers), rania_masmoudi (seller still in the setup wizard), sarra_khelifi (buyer),
 * walid_sassi (transporter, verified, unavailable) and nour_jebali (transporter waiting for
 * verification, with an identity card and a driving licence sent when photos are seeded).
 * For the operators (seed-moderation.ts): three open reports and two unread /contact messages.
 * Cash on delivery (seed-cash.ts): every store has delivery terms (Djerba delivers for free) and
 * every order its fee; completed deliveries collected the order's total, demo_transporter handed
 * demo_seller one amount (confirmed) and declared another (waiting on /cash); every store has a
 * returned order from a failed delivery, demo_seller's parcel not back yet; a few ratings.
 * The bell (seed-notifications.ts): demo_seller and demo_buyer have a few notifications about
 * their own orders, messages and deliveries, the newest unread.
 *
 * Every product has a marketplace category and photos (a few have two or three), every store a
 * governorate, a logo and a cover, most a WhatsApp number. The photos are rendered from the
 * catalog (server/modules/demo-photos) and stored as uploads are (server/modules/media).
 *
 * The data is deterministic (seeded PRNG) and dated relative to options.now.
 *
 * Over 300 lines because the account list above is documentation the README points to.
 */
import { eq, ne } from 'drizzle-orm';
import { CATEGORY_CODES } from '../../common/categories.ts';
import { PRODUCT_STATUSES } from '../../common/enums.ts';
import { identityKey } from '../../common/identity.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { makeDemoPhotos, type DemoPhotoOptions } from '../modules/demo-photos/index.ts';
import {
  databaseStorage,
  storeProcessedImage,
  type MediaStorage,
  type ProcessedImage,
} from '../modules/media/index.ts';
import type { Db } from './client.ts';
import {
  cashCollections,
  cashHandovers,
  customers,
  deliveryRequests,
  messages,
  orderItems,
  orders,
  productImages,
  products,
  storeDeliveryFees,
  transporterProfiles,
  transporterRatings,
  users,
} from './schema.ts';
import {
  deliveryTermsColumns,
  demoDeliveryTerms,
  governorateFeeRows,
  planCollections,
  planHandovers,
  planRatings,
} from './seed-cash.ts';
import catalog from './seed-catalog.json' with { type: 'json' };
import { CONVERSATIONS, threadMessages } from './seed-conversations.ts';
import { insertModerationQueue, PENDING_TRANSPORTER } from './seed-moderation.ts';
import { insertDemoNotifications } from './seed-notifications.ts';
import {
  createRandom,
  DEMO_STORE_LEADING_STATUSES,
  LEADING_STATUSES,
  planDeliveries,
  planOrders,
  type DeliveryStore,
  type PlannedOrder,
} from './seed-orders.ts';
import {
  BUYERS,
  CUSTOMER_POOL,
  formatAddress,
  governorateName,
  TRANSPORTERS,
  WIZARD_SELLER,
} from './seed-people.ts';

export const DEMO_PASSWORD = 'hanout2026';
export const DEMO_ACCOUNTS = {
  business: 'demo_seller',
  customer: 'demo_buyer',
  transporter: 'demo_transporter',
} as const;

export interface SeedSummary {
  users: number;
  transporterProfiles: number;
  products: number;
  customers: number;
  orders: number;
  orderItems: number;
  messages: number;
  deliveryRequests: number;
  /** uploads stored for the photos, logos and covers (and the pending transporter's documents) */
  media: number;
  reports: number;
  contactMessages: number;
  cashCollections: number;
  cashHandovers: number;
  transporterRatings: number;
  /** the demo seller's and the demo buyer's bell (seed-notifications.ts) */
  notifications: number;
}

export interface SeedOptions {
  now?: Date;
  /** false seeds no picture at all; an object tunes how they are made (cache, concurrency) */
  photos?: boolean | DemoPhotoOptions;
  /** where the pictures go; the database (within the seed's transaction) unless given */
  mediaStorage?: (db: Db) => MediaStorage;
}

const DAY = 86_400_000;
/** Accepted, not yet started requests a demo transporter holds (the cap is 5). */
export const DEMO_ACCEPTED_HELD = 3;

function checkCatalog() {
  const slugs = new Set<string>();
  for (const store of catalog.stores) {
    for (const p of store.products) {
      const statusOk = (PRODUCT_STATUSES as readonly string[]).includes(p.status);
      const categoryOk = (CATEGORY_CODES as readonly string[]).includes(p.marketplaceCategory);
      const stockOk =
        p.status === 'out_of_stock'
          ? p.stock === 0
          : p.status === 'low_stock'
            ? p.stock >= 1 && p.stock <= 5
            : p.stock > 5;
      if (!statusOk || !categoryOk || !stockOk || slugs.has(p.slug))
        throw new Error(`seed-catalog.json: bad product ${p.slug}`);
      slugs.add(p.slug);
    }
  }
}

/**
 * true when the users table has no row but operators': `npm run admin:create` may well run before
 * the first start, and the demo data must still go in then.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.userType, 'admin'))
    .limit(1);
  return rows.length === 0;
}

/**
 * Inserts the demo data in one transaction. Assumes an empty database. The pictures are made
 * before the transaction opens (a minute the first time on a machine, then read from a cache).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  checkCatalog();
  const now = options.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const random = createRandom(2026);
  // One hash for every account: hashing is deliberately slow, and the seed runs in tests.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const photos =
    options.photos === false
      ? null
      : await makeDemoPhotos(catalog.stores, {
          ...(options.photos === true ? {} : options.photos),
          documentHolder: {
            fullName: PENDING_TRANSPORTER.fullName,
            birthDate: PENDING_TRANSPORTER.birthDate,
            number: PENDING_TRANSPORTER.idNumber,
          },
        });

  return db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx)))
      throw new Error(
        'The database already has users: demo data goes into an empty database only.',
      );

    // --- accounts
    const account = (username: string, email: string, fullName: string, daysAgo: number) => ({
      username,
      usernameKey: identityKey(username),
      email,
      emailKey: identityKey(email),
      fullName,
      passwordHash,
      setupCompleted: true,
      createdAt: ago(daysAgo * DAY),
      updatedAt: ago(daysAgo * DAY),
    });
    const userRows = await tx
      .insert(users)
      .values([
        ...catalog.stores.map((s, i) => ({
          ...account(s.username, s.email, s.fullName, 130 - i * 5),
          userType: 'business',
          storeName: s.storeName,
          storeDescription: s.storeDescription,
          storePhone: s.storePhone,
          storeAddress: formatAddress(s),
          storeGovernorate: s.governorate,
          storeWhatsapp: 'whatsapp' in s ? s.whatsapp : null,
          ...deliveryTermsColumns(demoDeliveryTerms(s.key)),
          // Established stores that shared their link long ago: no getting-started checklist.
          storeSharedAt: ago((128 - i * 5) * DAY),
        })),
        {
          ...account(WIZARD_SELLER.username, WIZARD_SELLER.email, WIZARD_SELLER.fullName, 1),
          userType: 'business',
          setupCompleted: false,
        },
        ...BUYERS.map((b, i) => ({
          ...account(b.username, b.email, b.fullName, 80 - i * 10),
          userType: 'customer',
        })),
        ...TRANSPORTERS.map((t, i) => ({
          ...account(t.username, t.email, t.fullName, 100 - i * 15),
          userType: 'transporter',
        })),
        {
          ...account(
            PENDING_TRANSPORTER.username,
            PENDING_TRANSPORTER.email,
            PENDING_TRANSPORTER.fullName,
            2,
          ),
          userType: 'transporter',
        },
      ])
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(userRows.map((u) => [u.username, u.id]));
    const userId = (username: string) => {
      const id = userIds.get(username);
      if (id === undefined) throw new Error(`No demo user ${username}`);
      return id;
    };
    const feeRows = catalog.stores.flatMap((s) =>
      governorateFeeRows(userId(s.username), demoDeliveryTerms(s.key)),
    );
    if (feeRows.length > 0) await tx.insert(storeDeliveryFees).values(feeRows);

    // --- pictures: stored as uploads; the pending transporter's documents as private ones
    const storage = (options.mediaStorage ?? databaseStorage)(tx);
    let mediaCount = 0;
    const store = async (ownerId: number, image: ProcessedImage, isPrivate = false) => {
      mediaCount++;
      return (await storeProcessedImage(tx, storage, ownerId, image, { private: isPrivate })).id;
    };

    // The demo transporters were checked by the operators long ago; Nour waits for it.
    const identity = photos?.documents.get('identity');
    const licence = photos?.documents.get('licence');
    const pendingId = userId(PENDING_TRANSPORTER.username);
    const documents =
      identity && licence
        ? {
            identityDocumentId: await store(pendingId, identity, true),
            drivingLicenceId: await store(pendingId, licence, true),
            documentsSubmittedAt: ago(DAY / 2),
          }
        : {};
    const profileRows = await tx
      .insert(transporterProfiles)
      .values([
        ...TRANSPORTERS.map(({ username, profile }, i) => ({
          ...profile,
          userId: userId(username),
          verificationStatus: 'verified',
          documentsSubmittedAt: ago((98 - i * 15) * DAY),
          verificationDecidedAt: ago((97 - i * 15) * DAY),
          createdAt: ago((98 - i * 15) * DAY),
          updatedAt: ago((98 - i * 15) * DAY),
          areasServed: profile.areasServed.map(governorateName).join(', '),
        })),
        {
          ...PENDING_TRANSPORTER.profile,
          userId: pendingId,
          verificationStatus: 'pending',
          ...documents,
          createdAt: ago(DAY),
          updatedAt: ago(DAY),
          areasServed: PENDING_TRANSPORTER.profile.areasServed.map(governorateName).join(', '),
        },
      ])
      .returning({ id: transporterProfiles.id });
    const photoIds = new Map<string, string[]>();
    for (const s of catalog.stores) {
      const ownerId = userId(s.username);
      for (const p of s.products) {
        const ids: string[] = [];
        for (const image of photos?.products.get(p.slug) ?? [])
          ids.push(await store(ownerId, image));
        photoIds.set(p.slug, ids);
      }
      const logo = photos?.logos.get(s.key);
      const cover = photos?.covers.get(s.key);
      if (logo && cover) {
        await tx
          .update(users)
          .set({
            storeLogoId: await store(ownerId, logo),
            storeCoverId: await store(ownerId, cover),
          })
          .where(eq(users.id, ownerId));
      }
    }

    // --- products: most are older than every order; the last three of each store are recent arrivals
    const productRows = await tx
      .insert(products)
      .values(
        catalog.stores.flatMap((s) =>
          s.products.map((p, i, list) => {
            const daysAgo =
              i < list.length - 3
                ? random.between(62, 90)
                : i === list.length - 3
                  ? 40
                  : random.between(2, 25);
            return {
              storeId: userId(s.username),
              name: p.name,
              description: p.description,
              price: p.price,
              category: p.marketplaceCategory,
              coverMediaId: photoIds.get(p.slug)?.[0] ?? null,
              status: p.status,
              stockQuantity: p.stock,
              featured: p.featured,
              createdAt: ago(daysAgo * DAY),
              updatedAt: ago(daysAgo * DAY),
            };
          }),
        ),
      )
      .returning();
    const catalogProducts = catalog.stores.flatMap((s) => s.products);
    const imageRows = [...productRows]
      .sort((a, b) => a.id - b.id) // ids follow the order of the values
      .flatMap((row, i) => {
        const entry = catalogProducts[i];
        if (entry?.name !== row.name) throw new Error(`Product #${row.id} is not ${entry?.slug}`);
        return (photoIds.get(entry.slug) ?? []).map((mediaId, position) => ({
          productId: row.id,
          mediaId,
          position,
          alt: row.name,
        }));
      });
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);

    // --- customers: the buyers who hold an account first, then people from the pool
    const customerRows = await tx
      .insert(customers)
      .values(
        catalog.stores.flatMap((s, storeIndex) => {
          const storeId = userId(s.username);
          const holders = BUYERS.filter((b) => b.customerOf.includes(s.key)).map((b) => ({
            ...b,
            name: b.fullName,
            userId: userId(b.username),
          }));
          const walkIns = random
            .shuffle(CUSTOMER_POOL)
            .slice(0, (storeIndex === 0 ? 10 : random.int(6, 10)) - holders.length);
          return [...holders, ...walkIns.map((c) => ({ ...c, userId: null }))].map((c) => {
            const createdAt = ago(random.between(62, 95) * DAY);
            return {
              storeId,
              userId: c.userId,
              name: c.name,
              email: c.email ?? null,
              phone: c.phone,
              address: formatAddress(c),
              governorate: c.governorate,
              createdAt,
              updatedAt: createdAt,
            };
          });
        }),
      )
      .returning();
    const byStore = <T extends { storeId: number; id: number }>(rows: T[], storeId: number) =>
      rows.filter((r) => r.storeId === storeId).sort((a, b) => a.id - b.id);

    // --- orders and their items
    const references = new Set<string>();
    const plansByStore = catalog.stores.map((s, storeIndex) => {
      const storeId = userId(s.username);
      return planOrders({
        storeId,
        products: byStore(productRows, storeId),
        customers: byStore(customerRows, storeId),
        leadingStatuses: storeIndex === 0 ? DEMO_STORE_LEADING_STATUSES : LEADING_STATUSES,
        count: storeIndex === 0 ? 20 : random.int(10, 16),
        now,
        random,
        references,
        terms: demoDeliveryTerms(s.key),
        returnsReceived: storeIndex !== 0,
      });
    });
    const chronological = plansByStore
      .flat()
      .sort((a, b) => (a.values.orderDate?.getTime() ?? 0) - (b.values.orderDate?.getTime() ?? 0));
    const orderRows = await tx
      .insert(orders)
      .values(chronological.map((p) => p.values))
      .returning({ id: orders.id, reference: orders.reference });
    const orderIds = new Map(orderRows.map((o) => [o.reference, o.id]));
    const withId = (plan: PlannedOrder) => {
      const id = orderIds.get(plan.values.reference);
      if (id === undefined) throw new Error(`Order ${plan.values.reference} was not inserted`);
      return { ...plan, id };
    };
    const itemRows = await tx
      .insert(orderItems)
      .values(
        chronological.flatMap((plan) =>
          plan.items.map((item) => ({ ...item, orderId: withId(plan).id })),
        ),
      )
      .returning({ id: orderItems.id });

    // --- delivery requests: the demo transporter takes most of them; Walid some in the Sahel
    const walid = TRANSPORTERS[1];
    const walidAreas = new Set(walid?.profile.areasServed ?? []);
    const transporterFor = (store: DeliveryStore, nth: number) =>
      walid && walidAreas.has(store.governorate) && nth % 2 === 1
        ? userId(walid.username)
        : userId(DEMO_ACCOUNTS.transporter);
    // Every transporter holds at most DEMO_ACCEPTED_HELD accepted, not yet started requests,
    // well under MAX_ACCEPTED_NOT_STARTED: the demo transporter can still accept from the board.
    const acceptedHeld = new Map<number, number>();
    const claimAccepted = (transporterId: number) => {
      const held = acceptedHeld.get(transporterId) ?? 0;
      if (held >= DEMO_ACCEPTED_HELD) return false;
      acceptedHeld.set(transporterId, held + 1);
      return true;
    };
    const deliveryRows = await tx
      .insert(deliveryRequests)
      .values(
        catalog.stores.flatMap((s, storeIndex) =>
          planDeliveries({
            store: {
              storeId: userId(s.username),
              address: formatAddress(s),
              governorate: s.governorate,
              fragile: s.fragile,
              kgPerItem: s.kgPerItem,
            },
            orders: (plansByStore[storeIndex] ?? []).map(withId),
            transporterFor,
            claimAccepted,
            now,
            random,
          }),
        ),
      )
      .returning();

    // --- the cash trail: collections at completed deliveries, the demo seller's hand-overs
    const totals = new Map(chronological.map((plan) => [withId(plan).id, plan.values.totalAmount]));
    const finished = deliveryRows.map((row) => ({
      ...row,
      orderTotal: totals.get(row.orderId) ?? 0,
    }));
    const collectionRows = planCollections(finished);
    if (collectionRows.length > 0) await tx.insert(cashCollections).values(collectionRows);
    const demoStoreId = userId(DEMO_ACCOUNTS.business);
    const handoverRows = planHandovers(
      collectionRows,
      demoStoreId,
      userId(DEMO_ACCOUNTS.transporter),
      now,
    );
    await tx.insert(cashHandovers).values(handoverRows);
    const ratingRows = planRatings(finished, demoStoreId, now);
    await tx.insert(transporterRatings).values(ratingRows);

    // --- conversations (see seed-conversations.ts for how statuses follow from each thread)
    const messageRows = await tx
      .insert(messages)
      .values(
        catalog.stores.flatMap((s) => {
          const storeId = userId(s.username);
          const storeCustomers = byStore(customerRows, storeId);
          return (CONVERSATIONS[s.key] ?? []).flatMap((thread) => {
            const customer = storeCustomers[thread.customer];
            if (!customer) throw new Error(`Store ${s.key} has no customer #${thread.customer}`);
            return threadMessages(thread, { storeId, customerId: customer.id, now });
          });
        }),
      )
      .returning({ id: messages.id });

    // --- for the operators: open reports from the demo buyers, unread /contact messages
    const queue = await insertModerationQueue(tx, {
      stores: catalog.stores,
      products: productRows,
      userId,
      at: (hoursAgo) => ago((hoursAgo * DAY) / 24),
    });

    // --- the demo seller's and buyer's bell, about what was seeded above
    const notificationCount = await insertDemoNotifications(tx, {
      sellerId: demoStoreId,
      buyerId: userId(DEMO_ACCOUNTS.customer),
      now,
    });

    return {
      users: userRows.length,
      transporterProfiles: profileRows.length,
      products: productRows.length,
      customers: customerRows.length,
      orders: orderRows.length,
      orderItems: itemRows.length,
      messages: messageRows.length,
      deliveryRequests: deliveryRows.length,
      media: mediaCount,
      reports: queue.reports,
      contactMessages: queue.contactMessages,
      cashCollections: collectionRows.length,
      cashHandovers: handoverRows.length,
      transporterRatings: ratingRows.length,
      notifications: notificationCount,
    };
  });
}
