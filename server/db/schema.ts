/**
 * The tables of DESIGN.md and of the issues since. Every seller-owned row carries store_id (the owning business user)
 * and every store_id and foreign key is indexed. Money is numeric(12,3): exact dinars and millimes.
 *
 * Long because it is the data model: every table with its columns, checks and indexes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CATEGORY_CODES, DEFAULT_CATEGORY } from '../../common/categories.ts';
import {
  ADMIN_ACTIONS,
  ADMIN_TARGETS,
  CASH_HANDOVER_STATUSES,
  DELIVERY_FAILURE_REASONS,
  EMAIL_KINDS,
  LIVE_EVENT_KINDS,
  NOTIFICATION_KINDS,
  type WhatsappTemplateKind,
  DELIVERY_RELEASE_KINDS,
  DELIVERY_STATUSES,
  MESSAGE_DIRECTIONS,
  MESSAGE_STATUSES,
  OPEN_DELIVERY_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  TRANSPORTER_VERIFICATION_STATUSES,
  USER_TYPES,
} from '../../common/enums.ts';
import { LANGUAGES } from '../../common/constants.ts';
import { FOLD_FROM, FOLD_TO } from './search.ts';

/** SQL list literal for a check constraint: ('a', 'b'). Values come from our own enums only. */
function oneOf(values: readonly string[]) {
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}

const money = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Raw bytes (PostgreSQL bytea), read and written as Node Buffers by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
/** An uploaded picture (media.id); set to null when the upload goes. */
const mediaRef = (name: string) =>
  uuid(name).references((): AnyPgColumn => media.id, { onDelete: 'set null' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /**
     * identityKey(username) and identityKey(email) (common/identity.ts), computed in JavaScript at
     * every write: SQL has no Unicode case folding. Unique, and what every lookup compares.
     * Nullable only for rows older than these columns until prepareDatabase fills them
     * (server/db/identity-keys.ts); a check refuses any new row without them.
     */
    usernameKey: text('username_key'),
    emailKey: text('email_key'),
    passwordHash: text('password_hash').notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    userType: varchar('user_type', { length: 20 }).notNull().default('business'),
    setupCompleted: boolean('setup_completed').notNull().default(false),
    storeName: varchar('store_name', { length: 100 }),
    storeDescription: varchar('store_description', { length: 500 }),
    storePhone: varchar('store_phone', { length: 30 }),
    storeAddress: varchar('store_address', { length: 255 }),
    /** The governorate of the store's address (common/tunisia.ts code, e.g. TN-61). */
    storeGovernorate: varchar('store_governorate', { length: 10 }),
    /** +216XXXXXXXX when the seller takes orders on WhatsApp. */
    storeWhatsapp: varchar('store_whatsapp', { length: 30 }),
    storeLogoId: mediaRef('store_logo_id'),
    storeCoverId: mediaRef('store_cover_id'),
    /** A seller's getting-started checklist: when they shared their store, when they hid it. */
    storeSharedAt: timestamp('store_shared_at', { withTimezone: true }),
    checklistDismissedAt: timestamp('checklist_dismissed_at', { withTimezone: true }),
    /**
     * Set by an operator: the store leaves the marketplace (its pages answer 404) while its
     * seller keeps working their orders, and sees the reason.
     */
    storeSuspendedAt: timestamp('store_suspended_at', { withTimezone: true }),
    storeSuspensionReason: varchar('store_suspension_reason', { length: 500 }),
    /**
     * The store's delivery terms (issue 14), added to each of its orders at checkout: a flat fee
     * (0: free), free from a subtotal when set, fees for particular governorates in
     * store_delivery_fees, and the days a parcel usually takes.
     */
    deliveryFee: money('delivery_fee').notNull().default(0),
    deliveryFreeThreshold: money('delivery_free_threshold'),
    deliveryDaysMin: smallint('delivery_days_min').notNull().default(1),
    deliveryDaysMax: smallint('delivery_days_max').notNull().default(3),
    /**
     * The language the account last used the app in (issue 15): its emails and its WhatsApp
     * templates' defaults are written in it. Kept up to date at sign-in and on each change.
     */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The seller's own wording of its WhatsApp messages to buyers; a missing kind is the default. */
    whatsappTemplates: jsonb('whatsapp_templates')
      .$type<Partial<Record<WhatsappTemplateKind, string>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ${oneOf(LANGUAGES)}`),
    check('users_delivery_fee_non_negative', sql`${t.deliveryFee} >= 0`),
    check(
      'users_delivery_free_threshold_positive',
      sql`${t.deliveryFreeThreshold} is null or ${t.deliveryFreeThreshold} > 0`,
    ),
    check(
      'users_delivery_days_range',
      sql`${t.deliveryDaysMin} >= 0 and ${t.deliveryDaysMin} <= ${t.deliveryDaysMax} and ${t.deliveryDaysMax} <= 60`,
    ),
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    uniqueIndex('users_email_key_idx').on(t.emailKey),
    // NOT VALID in its migration (0019): enforced on every insert and update, while older rows
    // wait for their keys from prepareDatabase, which then validates it.
    check(
      'users_identity_keys_present',
      sql`${t.usernameKey} is not null and ${t.emailKey} is not null`,
    ),
    index('users_store_governorate_idx').on(t.storeGovernorate),
    index('users_store_logo_id_idx').on(t.storeLogoId),
    index('users_store_cover_id_idx').on(t.storeCoverId),
    check('users_user_type_check', sql`${t.userType} in ${oneOf(USER_TYPES)}`),
  ],
);

/** A store's delivery fee for a particular governorate, instead of its flat fee. */
export const storeDeliveryFees = pgTable(
  'store_delivery_fees',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** common/tunisia.ts code, e.g. TN-83. */
    governorate: varchar('governorate', { length: 5 }).notNull(),
    fee: money('fee').notNull(),
  },
  (t) => [
    uniqueIndex('store_delivery_fees_store_governorate_idx').on(t.storeId, t.governorate),
    check('store_delivery_fees_fee_non_negative', sql`${t.fee} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex: the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
  ],
);

/** 0 for a product a buyer can buy, 1 for a sold-out one (products.productOnSale's test). */
const onSaleRank = (t: { stockQuantity: AnyPgColumn; status: AnyPgColumn }) =>
  sql`(case when (${t.stockQuantity} > 0 and ${t.status} <> 'out_of_stock') then 0 else 1 end)`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    /** An outside https picture (older clients); uploaded photos are in product_images. */
    imageUrl: text('image_url'),
    category: varchar('category', { length: 20 }).notNull().default(DEFAULT_CATEGORY),
    /** The first of product_images, kept here so lists read one row per product. */
    coverMediaId: mediaRef('cover_media_id'),
    /** Units on live orders (placed minus cancelled): the "most sold" order of the marketplace. */
    soldCount: integer('sold_count').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('in_stock'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /**
     * Name and description folded for the marketplace search (db/search.ts): computed by the
     * database on every write, so a search compares plain text instead of folding every row.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`translate(lower(name || ' ' || description), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`,
    ),
    /** Set instead of deleting a product that orders still refer to. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Hidden from the marketplace by an operator (a report upheld); the seller sees why. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_store_id_idx').on(t.storeId),
    // The seller's product list, newest first, read a page at a time (issue 16).
    index('products_store_list_idx')
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured} and ${t.archivedAt} is null`),
    // "Does this store have anything on sale?" for the public store lists: one probe per store.
    // The predicate must stay word for word the one of storeHasProductOnSale (marketplace).
    index('products_on_sale_store_idx')
      .on(t.storeId)
      .where(
        sql`${t.archivedAt} is null and ${t.stockQuantity} > 0 and ${t.status} <> 'out_of_stock'`,
      ),
    index('products_category_idx')
      .on(t.category, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    // Marketplace search: LIKE '%word%' on the folded text through trigrams instead of a scan.
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_cover_media_id_idx').on(t.coverMediaId),
    // The marketplace's sort orders (server/modules/marketplace SORTS), each led by the on-sale
    // rank exactly as soldOutLast writes it, so a page reads its rows off the index in order.
    index('products_browse_newest_idx')
      .on(onSaleRank(t), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    index('products_browse_price_asc_idx')
      .on(onSaleRank(t), t.price, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_browse_price_desc_idx')
      .on(onSaleRank(t), t.price.desc().nullsFirst(), t.id)
      .where(sql`${t.archivedAt} is null`),
    // The home page's featured list: on sale, featured, newest (marketplace listFeaturedProducts).
    index('products_featured_order_idx')
      .on(
        onSaleRank(t),
        t.featured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.archivedAt} is null`),
    // Related products (marketplace listRelatedProducts): each candidate part, the category's,
    // the store's and the store's of the category, reads its first rows off one of these in the
    // part's order.
    index('products_related_category_idx')
      .on(
        t.category,
        onSaleRank(t),
        t.featured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.archivedAt} is null`),
    index('products_related_store_idx')
      .on(
        t.storeId,
        onSaleRank(t),
        t.featured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.archivedAt} is null`),
    // The third part: the store's products of the category (what both of the others can miss).
    index('products_related_store_category_idx')
      .on(
        t.storeId,
        t.category,
        onSaleRank(t),
        t.featured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.archivedAt} is null`),
    // A store's public page, newest first (marketplace listStoreProducts): the store's rows in
    // page order instead of the global browse order filtered by store.
    index('products_store_browse_newest_idx')
      .on(t.storeId, onSaleRank(t), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.archivedAt} is null`),
    // The live-product count of each store in the public store list, read from the index alone.
    // The predicate must stay word for word the one of liveProductsCount (marketplace).
    index('products_live_store_idx')
      .on(t.storeId)
      .where(sql`${t.archivedAt} is null and ${t.hiddenAt} is null`),
    index('products_browse_popular_idx')
      .on(
        onSaleRank(t),
        t.soldCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.archivedAt} is null`),
    check('products_status_check', sql`${t.status} in ${oneOf(PRODUCT_STATUSES)}`),
    check('products_category_check', sql`${t.category} in ${oneOf(CATEGORY_CODES)}`),
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_non_negative', sql`${t.stockQuantity} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The buyer's own account, when the customer came through the marketplace signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 255 }),
    governorate: varchar('governorate', { length: 5 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_store_id_idx').on(t.storeId),
    // The customer book, newest first, a page at a time (issue 16).
    index('customers_store_list_idx').on(
      t.storeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_user_id_idx').on(t.userId),
    index('customers_store_phone_idx').on(t.storeId, t.phone),
  ],
);

export interface OrderStatusEvent {
  status: string;
  at: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The buyer's account when a signed-in buyer checked out. */
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Public reference a guest uses to follow the order, with the phone number. */
    reference: varchar('reference', { length: 16 }).notNull(),
    /** Kept on the order so it survives the customer record being deleted. */
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 30 }),
    /**
     * 'phone' or 'email' when a guest's order was filed under an existing customer of another
     * name by that match: the seller is shown both names until they settle it (issue 10).
     */
    customerMatch: varchar('customer_match', { length: 10 }),
    status: varchar('status', { length: 20 }).notNull().default('processing'),
    totalAmount: money('total_amount').notNull(),
    itemsCount: integer('items_count').notNull(),
    shippingAddress: text('shipping_address'),
    shippingGovernorate: varchar('shipping_governorate', { length: 5 }),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull().default('cash_on_delivery'),
    /** The store's delivery fee for this order, included in total_amount (issue 14). */
    deliveryFee: money('delivery_fee').notNull().default(0),
    /**
     * The 4 digits the buyer tells the transporter at the door, proof the parcel reached them:
     * shown only to the buyer (checkout answer, tracking, buyer area), never to a seller or a
     * transporter. The database default only fills orders older than the code.
     */
    deliveryCode: varchar('delivery_code', { length: 4 })
      .notNull()
      .default(sql`lpad((floor(random() * 10000))::int::text, 4, '0')`),
    /**
     * The buyer's private key to their order: the tracking link the buyer gets at checkout carries
     * it, and only a tracking request with it sees the delivery code (reference and phone alone
     * are known to the transporter and the seller). Never in a seller or transporter answer.
     */
    buyerKey: varchar('buyer_key', { length: 32 })
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    /**
     * Where the buyer asked to be told about the order (issue 15: optional at checkout), and the
     * language they ordered in: their confirmation and status emails are written in it.
     */
    buyerEmail: varchar('buyer_email', { length: 254 }),
    buyerLanguage: varchar('buyer_language', { length: 2 }).notNull().default('en'),
    /** When the seller confirmed a returned parcel is back: its stock went back on the shelf. */
    returnReceivedAt: timestamp('return_received_at', { withTimezone: true }),
    note: text('note'),
    statusHistory: jsonb('status_history').$type<OrderStatusEvent[]>().notNull().default([]),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_store_id_date_idx').on(t.storeId, t.orderDate),
    index('orders_customer_id_idx').on(t.customerId),
    index('orders_buyer_user_id_idx').on(t.buyerUserId),
    uniqueIndex('orders_reference_idx').on(t.reference),
    check('orders_status_check', sql`${t.status} in ${oneOf(ORDER_STATUSES)}`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ${oneOf(PAYMENT_METHODS)}`),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
    check('orders_delivery_fee_non_negative', sql`${t.deliveryFee} >= 0`),
    check('orders_delivery_code_digits', sql`${t.deliveryCode} ~ '^[0-9]{4}$'`),
    check('orders_items_count_positive', sql`${t.itemsCount} > 0`),
  ],
);

/**
 * A store's figures per UTC day, for the dashboard (issue 16): orders placed (any status), sales
 * (orders not cancelled) and their revenue, customer records created. Kept exact by triggers on
 * orders and customers (migration 0014 and after), in the transaction of every write, so the
 * dashboard reads a few hundred rows however many orders a store has. No foreign key: see there.
 */
export const storeDailyStats = pgTable(
  'store_daily_stats',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ordersCount: integer('orders_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    salesRevenue: numeric('sales_revenue', { precision: 15, scale: 3 }).notNull().default('0'),
    customersCount: integer('customers_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/**
 * The same figures per UTC hour (`hour` is the hour's start), for the last 15 days only: the
 * dashboard's trend weeks are read from these rows, and only the three hours in which a week
 * starts or ends from the orders and customers themselves (issue 16). Kept by the daily rows'
 * triggers, which also drop a store's hours older than 15 days (migration 0023). No foreign key,
 * for the daily rows' reason.
 */
export const storeHourlyStats = pgTable(
  'store_hourly_stats',
  {
    storeId: integer('store_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ordersCount: integer('orders_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    salesRevenue: numeric('sales_revenue', { precision: 15, scale: 3 }).notNull().default('0'),
    customersCount: integer('customers_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Name and price at the time of the sale, whatever happens to the product later. */
    productName: varchar('product_name', { length: 200 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_store_id_idx').on(t.storeId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_unit_price_positive', sql`${t.unitPrice} > 0`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 10 }).notNull().default('inbound'),
    /**
     * The name a guest typed when writing through Contact Seller: kept as typed, even when their
     * phone or email matched an existing customer, so nobody speaks under another's name.
     */
    senderName: varchar('sender_name', { length: 100 }),
    /** What made the guest's message join an existing customer: 'phone' or 'email'; else null. */
    senderMatch: varchar('sender_match', { length: 10 }),
    content: text('content').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_store_id_created_idx').on(t.storeId, t.createdAt),
    // The unread count every signed-in screen asks: only unread inbound rows are in it.
    index('messages_store_unread_idx')
      .on(t.storeId)
      .where(sql`${t.status} = 'unread' and ${t.direction} = 'inbound'`),
    index('messages_customer_id_idx').on(t.customerId),
    check('messages_status_check', sql`${t.status} in ${oneOf(MESSAGE_STATUSES)}`),
    check('messages_direction_check', sql`${t.direction} in ${oneOf(MESSAGE_DIRECTIONS)}`),
    check('messages_content_not_blank', sql`length(trim(${t.content})) > 0`),
  ],
);

export const transporterProfiles = pgTable(
  'transporter_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleType: varchar('vehicle_type', { length: 50 }).notNull(),
    vehicleModel: varchar('vehicle_model', { length: 100 }).notNull(),
    vehicleYear: varchar('vehicle_year', { length: 10 }).notNull(),
    licensePlate: varchar('license_plate', { length: 30 }).notNull(),
    capacity: varchar('capacity', { length: 100 }).notNull(),
    baseRate: money('base_rate').notNull(),
    ratePerKm: money('rate_per_km').notNull(),
    areasServed: text('areas_served').notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    notes: text('notes'),
    /**
     * The operators' check (issue 13): pending until an operator has seen the identity document
     * and the driving licence (private uploads, shown to operators only) and verified or rejected.
     */
    verificationStatus: varchar('verification_status', { length: 20 }).notNull().default('pending'),
    /** The operator's reason for a rejection or suspension, shown to the transporter. */
    verificationReason: varchar('verification_reason', { length: 500 }),
    identityDocumentId: mediaRef('identity_document_id'),
    drivingLicenceId: mediaRef('driving_licence_id'),
    documentsSubmittedAt: timestamp('documents_submitted_at', { withTimezone: true }),
    verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transporter_profiles_user_id_idx').on(t.userId),
    index('transporter_profiles_verification_idx').on(t.verificationStatus, t.documentsSubmittedAt),
    index('transporter_profiles_identity_document_id_idx').on(t.identityDocumentId),
    index('transporter_profiles_driving_licence_id_idx').on(t.drivingLicenceId),
    check(
      'transporter_profiles_verification_status_check',
      sql`${t.verificationStatus} in ${oneOf(TRANSPORTER_VERIFICATION_STATUSES)}`,
    ),
    check(
      'transporter_profiles_rates_non_negative',
      sql`${t.baseRate} >= 0 and ${t.ratePerKm} >= 0`,
    ),
  ],
);

export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The transporter (user) who accepted; null while pending. */
    transporterId: integer('transporter_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    pickupAddress: text('pickup_address').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    packageDetails: text('package_details').notNull(),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    paymentAmount: money('payment_amount').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Wrong delivery codes typed so far; at 5 the request locks until its seller resolves it. */
    codeAttempts: smallint('code_attempts').notNull().default(0),
    codeLockedAt: timestamp('code_locked_at', { withTimezone: true }),
    /** Set when the seller, not the code, said the parcel was delivered (a locked request). */
    sellerConfirmedAt: timestamp('seller_confirmed_at', { withTimezone: true }),
    /** A failed delivery: when, why (DELIVERY_FAILURE_REASONS) and the transporter's note. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: varchar('failure_reason', { length: 20 }),
    failureNote: varchar('failure_note', { length: 500 }),
    /**
     * A failed delivery is paid to the transporter unless the seller disputes it: then it is not
     * counted in their earnings and the operators see the dispute.
     */
    paymentDisputedAt: timestamp('payment_disputed_at', { withTimezone: true }),
    paymentDisputeNote: varchar('payment_dispute_note', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_requests_store_id_idx').on(t.storeId),
    index('delivery_requests_transporter_status_idx').on(t.transporterId, t.status),
    index('delivery_requests_disputed_idx')
      .on(t.paymentDisputedAt)
      .where(sql`${t.paymentDisputedAt} is not null`),
    check(
      'delivery_requests_failure_reason_check',
      sql`${t.failureReason} is null or ${t.failureReason} in ${oneOf(DELIVERY_FAILURE_REASONS)}`,
    ),
    index('delivery_requests_order_id_idx').on(t.orderId),
    index('delivery_requests_transporter_id_idx').on(t.transporterId),
    index('delivery_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('delivery_requests_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ${oneOf(OPEN_DELIVERY_STATUSES)}`),
    check('delivery_requests_status_check', sql`${t.status} in ${oneOf(DELIVERY_STATUSES)}`),
    check('delivery_requests_amount_positive', sql`${t.paymentAmount} > 0`),
  ],
);

/**
 * An accepted request taken back from its transporter before pickup (released to the board, or
 * withdrawn): the transporter is told on their board until they dismiss it.
 */
export const deliveryReleases = pgTable(
  'delivery_releases',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => deliveryRequests.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('delivery_releases_transporter_idx').on(t.transporterId, t.seenAt),
    index('delivery_releases_request_id_idx').on(t.requestId),
    index('delivery_releases_store_id_idx').on(t.storeId),
    check('delivery_releases_kind_check', sql`${t.kind} in ${oneOf(DELIVERY_RELEASE_KINDS)}`),
  ],
);

/** A seller's rating of the transporter who carried (or tried to carry) one of its parcels. */
export const transporterRatings = pgTable(
  'transporter_ratings',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => deliveryRequests.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: varchar('comment', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transporter_ratings_request_idx').on(t.requestId),
    index('transporter_ratings_transporter_idx').on(t.transporterId),
    index('transporter_ratings_store_id_idx').on(t.storeId),
    check('transporter_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * The cash trail (issue 14). A collection is the cash a transporter took at a completed delivery
 * (the order's total with its fee): one per request, so a delivery is never counted twice.
 */
export const cashCollections = pgTable(
  'cash_collections',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => deliveryRequests.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_collections_request_idx').on(t.requestId),
    index('cash_collections_order_id_idx').on(t.orderId),
    index('cash_collections_store_transporter_idx').on(t.storeId, t.transporterId),
    index('cash_collections_transporter_store_idx').on(t.transporterId, t.storeId),
    check('cash_collections_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A transporter's hand-over of collected cash to a store: declared by the transporter, then
 * confirmed (the cash is no longer theirs to hold) or disputed by the seller (the operators see it).
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transporterId: integer('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('declared'),
    /** The seller's words when disputing. */
    disputeNote: varchar('dispute_note', { length: 500 }),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('cash_handovers_store_transporter_idx').on(t.storeId, t.transporterId),
    index('cash_handovers_transporter_store_idx').on(t.transporterId, t.storeId),
    index('cash_handovers_status_idx').on(t.status),
    check('cash_handovers_amount_positive', sql`${t.amount} > 0`),
    check('cash_handovers_status_check', sql`${t.status} in ${oneOf(CASH_HANDOVER_STATUSES)}`),
  ],
);

/** What visitors write on /contact, kept for the site's operator. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    topic: varchar('topic', { length: 20 }).notNull().default('other'),
    message: text('message').notNull(),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /** The account that wrote, when signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When an operator first opened it (the inbox's unread is `read_at is null`). */
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_user_id_idx').on(t.userId),
    index('contact_messages_handled_by_idx').on(t.handledBy),
  ],
);

/**
 * What anyone (guests too) reports on a product or a store, for the operators. store_id is the
 * store reported, or the store of the product reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20 }).notNull(),
    details: varchar('details', { length: 1000 }),
    /** The reporter's account when signed in; null for a guest. */
    reporterUserId: integer('reporter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_product_id_idx').on(t.productId),
    index('reports_store_id_idx').on(t.storeId),
    index('reports_reporter_user_id_idx').on(t.reporterUserId),
    index('reports_resolved_by_idx').on(t.resolvedBy),
    check('reports_target_type_check', sql`${t.targetType} in ${oneOf(REPORT_TARGETS)}`),
    check('reports_reason_check', sql`${t.reason} in ${oneOf(REPORT_REASONS)}`),
    check('reports_status_check', sql`${t.status} in ${oneOf(REPORT_STATUSES)}`),
    check(
      'reports_product_target_check',
      sql`(${t.targetType} = 'product') = (${t.productId} is not null)`,
    ),
  ],
);

/**
 * The audit log: one row per operator action, written in the action's transaction. Nothing in the
 * API updates or deletes a row; the operator's name and the target's label are copied so that the
 * entry reads the same whatever happens to them later.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: varchar('admin_username', { length: 50 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The target's name at the time: a store, product, transporter or sender's name. */
    targetLabel: varchar('target_label', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt),
    index('admin_actions_admin_id_idx').on(t.adminId),
    index('admin_actions_target_idx').on(t.targetType, t.targetId),
    check('admin_actions_action_check', sql`${t.action} in ${oneOf(ADMIN_ACTIONS)}`),
    check('admin_actions_target_type_check', sql`${t.targetType} in ${oneOf(ADMIN_TARGETS)}`),
  ],
);

/**
 * Uploaded pictures (server/modules/media). The row holds what the API tells about an upload;
 * the stored variants live behind the media storage (media_blobs below, or S3). An upload that
 * nothing refers to after 24 hours is deleted with its variants.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Of the picture as uploaded, after rotation: the widest variant is at most this wide. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of every stored variant together. */
    storedBytes: integer('stored_bytes').notNull(),
    /**
     * A transporter's identity document or driving licence: stored under private/ keys, never
     * served at /media, shown to operators only (GET /api/admin/media/{id}/{variant}).
     */
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_owner_id_idx').on(t.ownerId),
    index('media_created_at_idx').on(t.createdAt),
    check('media_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A product's photos in order; position 0 is the cover (products.cover_media_id). */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('product_images_product_position_idx').on(t.productId, t.position),
    uniqueIndex('product_images_product_media_idx').on(t.productId, t.mediaId),
    index('product_images_media_id_idx').on(t.mediaId),
    check('product_images_position_range', sql`${t.position} >= 0 and ${t.position} < 8`),
  ],
);

/**
 * The database driver of the media storage: one row per stored variant, keyed like the S3
 * driver's objects (media/{id}/{variant}). Works on PGlite and on any number of instances.
 */
export const mediaBlobs = pgTable('media_blobs', {
  key: varchar('key', { length: 200 }).primaryKey(),
  contentType: varchar('content_type', { length: 50 }).notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * The header bell's list (issue 15): one row per reader and happening, read or not. The words
 * are the client's, from kind and params, in the reader's language; link is a page path.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** What the words need: { reference, storeName, customerName, status, transporterName… }. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: varchar('link', { length: 255 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    // The prune of notifications past 180 days (live/hub.ts).
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', sql`${t.kind} in ${oneOf(NOTIFICATION_KINDS)}`),
  ],
);

/**
 * What the live stream (GET /api/events) pushed, kept a day so that a screen reconnecting with
 * Last-Event-ID gets what it missed. For one account (user_id) or every account of a type
 * (audience, e.g. every transporter for the board). Written in the transaction of the change;
 * its NOTIFY reaches every instance only when that transaction commits.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    audience: varchar('audience', { length: 20 }),
    kind: varchar('kind', { length: 20 }).notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_id_idx').on(t.userId, t.id),
    index('live_events_audience_idx').on(t.audience, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
    check('live_events_kind_check', sql`${t.kind} in ${oneOf(LIVE_EVENT_KINDS)}`),
    check(
      'live_events_audience_check',
      sql`${t.audience} is null or ${t.audience} in ${oneOf(USER_TYPES)}`,
    ),
    check('live_events_someone', sql`${t.userId} is not null or ${t.audience} is not null`),
  ],
);

/**
 * Emails to send (issue 15), written in the transaction of what they tell and sent after it
 * commits by the mail worker of any instance: retried with backoff, never lost on a restart.
 * Rendered when sent, from template and data, in the recipient's language, with the links of
 * the instance's PUBLIC_URL. Data holding a secret (a reset or conversation link) is wiped once sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the recipient can turn off (common/enums.ts EMAIL_KINDS). */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** Which email of server/modules/email/templates. */
    template: varchar('template', { length: 30 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The one-click unsubscribe link's token for this address and kind; null for password resets. */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the email holds it until then; past it, another may take it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt; last_error says why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    uniqueIndex('email_outbox_unsubscribe_idx').on(t.unsubscribeToken),
    index('email_outbox_created_at_idx').on(t.createdAt),
    // The daily cap per recipient of the emails a stranger can ask for (outbox.ts).
    index('email_outbox_recipient_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    check('email_outbox_kind_check', sql`${t.kind} in ${oneOf(EMAIL_KINDS)}`),
  ],
);

/** An address that turned a kind of email off (profile or unsubscribe link): lower-cased. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    email: varchar('email', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_opt_outs_email_kind_idx').on(t.email, t.kind),
    check('email_opt_outs_kind_check', sql`${t.kind} in ${oneOf(EMAIL_KINDS)}`),
  ],
);

/** "Forgot password?" (issue 15): single use, 30 minutes; only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * A guest's private link to their conversation with a store (issue 15), made when they write
 * through Contact Seller: /marketplace/conversations/{token}. Only the token's SHA-256 is kept.
 * It shows the messages of the customer record from the link's first message on, never older
 * ones (the guest may have been matched to a customer by a phone or email alone).
 */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Where the store's replies are emailed, when the guest gave an address. */
    email: varchar('email', { length: 254 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The first message of the conversation this link shows. */
    sinceMessageId: integer('since_message_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_links_store_id_idx').on(t.storeId),
    index('conversation_links_customer_id_idx').on(t.customerId),
  ],
);

/**
 * The request limits' counts when the instances share PostgreSQL (server/plugins/
 * rate-limit-store-postgres.ts): one row per counted request, kept until it leaves its window.
 * `key` names the limit and what it counts ("signInPerPair:<account>|<address>"); the function
 * rate_limit_take (migration 0021) counts and takes a place under an advisory lock per key, so two
 * instances never both take the last place.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When the request leaves its window: the row counts until then, and is deleted after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_events_key_idx').on(t.key, t.expiresAt),
    index('rate_limit_events_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Browsers that signed in to an account (issue 17): the `hanout_device` cookie's token, hashed.
 * A known device is let in even when the account-wide sign-in limit is used up by someone
 * else's guesses, so that a stranger cannot lock the owner out.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    /**
     * SHA-256 of the cookie token, hex: the token itself is never stored. One browser keeps one
     * token, known to every account that signed in with it.
     */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('sign_in_devices_user_id_idx').on(t.userId),
    index('sign_in_devices_last_used_at_idx').on(t.lastUsedAt),
  ],
);
