/**
 * The bench's large marketplace, written with a handful of set-based INSERT … SELECT
 * generate_series statements into a migrated, empty database (PGlite or PostgreSQL): 1,000 stores,
 * 50,000 products, 200,000 orders with their items and customers, 20,000 messages. Every row is
 * derived from its number with cheap multiplicative hashes, so two seeds build the same data.
 *
 * Known accounts (one password, one argon2 hash computed once for every user):
 * - `bench_big`: a store with 100,000 orders (dashboard stats at scale);
 * - `bench_small`: a store with 1,000 orders (the same stats at small scale);
 * - `bench_buyer`: a buyer account.
 * Products of the other stores whose number is a multiple of CHECKOUT_EVERY are the checkout
 * products: in stock with CHECKOUT_STOCK units, topped up before each run (topUpCheckoutStock).
 *
 * Kept between runs: PGlite under bench/.data/<key>/ (gitignored), PostgreSQL in
 * BENCH_DATABASE_URL's database with a bench_seed marker table. The key is the seed version and
 * size (bench/dataset-key.ts): a kept dataset gets the app's new migrations run on it, as a
 * deployment would; only a new seed version reseeds. CLI: `npx tsx bench/seed.ts [--short] [--postgres]`.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { identityKey } from '../common/identity.ts';
import { GOVERNORATE_CODES } from '../common/tunisia.ts';
import {
  describeUrl,
  openPglite,
  openPostgres,
  type Database,
  type Db,
} from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { hashPassword } from '../server/modules/auth/password.ts';
import { SUFFIXES, TEMPLATES } from './catalog.ts';
import { isSameSeed, otherDatasetsOfSize, SEED_VERSION, seedKey } from './dataset-key.ts';

export { SEED_VERSION };
export const BENCH_PASSWORD = 'bench-password-2026';
export const ACCOUNTS = { big: 'bench_big', small: 'bench_small', buyer: 'bench_buyer' } as const;
export const CHECKOUT_EVERY = 20;
export const CHECKOUT_STOCK = 1000;

export interface SeedSize {
  name: string;
  stores: number;
  products: number;
  orders: number;
  messages: number;
  /** Orders, products, customers and messages of bench_big and bench_small. */
  big: { orders: number; products: number; customers: number; messages: number };
  small: { orders: number; products: number; customers: number; messages: number };
  /** Customers of each other store. */
  customersPerStore: number;
}

export const FULL_SIZE: SeedSize = {
  name: 'full',
  stores: 1000,
  products: 50_000,
  orders: 200_000,
  messages: 20_000,
  big: { orders: 100_000, products: 500, customers: 20_000, messages: 2000 },
  small: { orders: 1000, products: 50, customers: 300, messages: 100 },
  customersPerStore: 30,
};

export const SHORT_SIZE: SeedSize = {
  name: 'short',
  stores: 50,
  products: 2000,
  orders: 10_000,
  messages: 1000,
  big: { orders: 5000, products: 200, customers: 1500, messages: 200 },
  small: { orders: 500, products: 30, customers: 100, messages: 20 },
  customersPerStore: 20,
};

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DATA_ROOT = path.join(PROJECT_ROOT, 'bench', '.data');

/** The rows of a query: both drivers answer { rows }. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** Users 1 and 2 are bench_big and bench_small, 3..stores the other stores, then the buyer. */
function layout(size: SeedSize) {
  const others = size.stores - 2;
  const otherProducts = size.products - size.big.products - size.small.products;
  const otherOrders = size.orders - size.big.orders - size.small.orders;
  const otherMessages = size.messages - size.big.messages - size.small.messages;
  if (others < 1 || otherProducts < others || otherOrders < 0 || otherMessages < 0) {
    throw new Error(`seed size ${size.name} does not add up`);
  }
  return { others, otherProducts, buyerId: size.stores + 1 };
}

/**
 * SQL for "the x-th row (modulo the count) of one store's block": rows 1..big belong to store 1,
 * the next `small` to store 2, the rest round-robin over the other stores (row base + r + others·j
 * for the r-th other store). `store` and `x` are SQL integer expressions.
 */
function rowOfStore(
  store: SQL,
  x: SQL,
  big: number,
  small: number,
  total: number,
  others: number,
): SQL {
  const base = big + small + 1;
  const rest = total - big - small;
  const r = sql`(${store} - 3)`;
  // How many rows the r-th other store has in the round-robin.
  const count = sql`(((${int(rest)} - 1 - ${r}) / ${int(others)}) + 1)`;
  return sql`(case ${store}
    when 1 then 1 + (${x}) % ${int(big)}
    when 2 then ${int(big + 1)} + (${x}) % ${int(small)}
    else ${int(base)} + ${r} + ${int(others)} * ((${x}) % ${count}) end)`;
}

/** SQL: the store owning row n of a block laid out as rowOfStore describes. */
function storeOfRow(n: SQL, big: number, small: number, others: number): SQL {
  return sql`(case when ${n} <= ${int(big)} then 1 when ${n} <= ${int(big + small)} then 2
    else 3 + (${n} - ${int(big + small + 1)}) % ${int(others)} end)`;
}

/** A cheap, well-spread 32-bit hash of an integer expression. */
const hash = (n: SQL, salt = 0) =>
  sql`((((${n})::bigint + ${int(salt)}) * 2654435761) % 4294967296)`;

async function step(label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  if (process.env.BENCH_SEED_VERBOSE) {
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Fills a migrated, empty database. */
export async function seedBench(db: Db, size: SeedSize): Promise<void> {
  const { others, buyerId } = layout(size);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const governorates = sql.join(
    GOVERNORATE_CODES.map((code, index) => sql`(${index}::int, ${code}::varchar)`),
    sql`, `,
  );
  const govCount = int(GOVERNORATE_CODES.length);
  const [existing] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (existing?.n) throw new Error('the bench seeds an empty database only');

  await step('users', () =>
    db.execute(sql`
      with governorates(idx, code) as (values ${governorates})
      insert into users (id, username, username_key, email, email_key, password_hash, full_name,
        user_type, setup_completed, store_name, store_description, store_phone, store_address,
        store_governorate, delivery_fee, delivery_free_threshold, created_at)
      select i,
        case i when 1 then ${ACCOUNTS.big} when 2 then ${ACCOUNTS.small} else 'bench_store_' || i end,
        -- identityKey() of the names: lower-case ASCII already, so the same.
        case i when 1 then ${identityKey(ACCOUNTS.big)} when 2 then ${identityKey(ACCOUNTS.small)}
          else 'bench_store_' || i end,
        'bench.store.' || i || '@example.tn', 'bench.store.' || i || '@example.tn',
        ${passwordHash}, 'Bench Seller ' || i, 'business', true,
        case i when 1 then 'Atelier Grand Bench' when 2 then 'Petit Atelier Bench' else 'Atelier ' || i end,
        'Produits faits main, fabriqué en Tunisie. صنع في تونس. Handmade in Tunisia.',
        '+2167' || lpad(i::text, 7, '0'), 'Rue ' || i || ', Tunis', governorates.code,
        case when i % 3 = 0 then 0 else 7 end, case when i % 3 = 1 then 150 end,
        now() - make_interval(days => 100 + i % 600)
      from generate_series(1, ${int(size.stores)}) as i
      join governorates on governorates.idx = i % ${govCount}
    `),
  );
  await db.execute(sql`
    insert into users (id, username, username_key, email, email_key, password_hash, full_name,
      user_type, setup_completed)
    values (${buyerId}, ${ACCOUNTS.buyer}, ${identityKey(ACCOUNTS.buyer)}, 'bench.buyer@example.tn',
      ${identityKey('bench.buyer@example.tn')}, ${passwordHash}, 'Bench Buyer', 'customer', true)
  `);

  const templates = sql.join(
    TEMPLATES.map(
      ([category, name, description], index) =>
        sql`(${index}::int, ${category}::varchar, ${name}::text, ${description}::text)`,
    ),
    sql`, `,
  );
  const suffixes = sql.join(
    SUFFIXES.map((word, index) => sql`(${index}::int, ${word}::text)`),
    sql`, `,
  );
  const productStore = storeOfRow(sql`g`, size.big.products, size.small.products, others);
  const h = hash(sql`g`);
  // Checkout products (other stores, every CHECKOUT_EVERY-th) always in stock.
  const checkoutProduct = sql`(${productStore} > 2 and g % ${int(CHECKOUT_EVERY)} = 0)`;
  await step('products', () =>
    db.execute(sql`
      with templates(idx, category, name, description) as (values ${templates}),
      suffixes(idx, word) as (values ${suffixes}),
      numbers as (select g, ${h} as h from generate_series(1, ${int(size.products)}) as g)
      insert into products (id, store_id, name, description, price, category, status,
        stock_quantity, featured, created_at, updated_at)
      select g, ${productStore},
        templates.name || ' ' || suffixes.word || ' ' || g,
        templates.description || ' Réf. ' || g || '. Livraison partout en Tunisie. توصيل لكل الولايات.',
        round((1 + (h % 19900) / 100.0)::numeric, 3),
        templates.category,
        case when ${checkoutProduct} then 'in_stock'
          when g % 12 = 0 then 'out_of_stock' when h % 40 < 5 then 'low_stock' else 'in_stock' end,
        case when ${checkoutProduct} then ${int(CHECKOUT_STOCK)}
          when g % 12 = 0 then 0 when h % 40 < 5 then 1 + h % 5 else 6 + h % 60 end,
        g % 97 = 0,
        now() - make_interval(mins => (h % 525600)::int),
        now() - make_interval(mins => (h % 1440)::int)
      from numbers
      join templates on templates.idx = (h % ${int(TEMPLATES.length)})::int
      join suffixes on suffixes.idx = ((h / ${int(TEMPLATES.length)}) % ${int(SUFFIXES.length)})::int
    `),
  );

  const customerCount = size.big.customers + size.small.customers + others * size.customersPerStore;
  await step('customers', () =>
    db.execute(sql`
      with governorates(idx, code) as (values ${governorates})
      insert into customers (id, store_id, user_id, name, email, phone, address, governorate,
        created_at, updated_at)
      select c, ${storeOfRow(sql`c`, size.big.customers, size.small.customers, others)},
        case when c % 50 = 0 then ${int(buyerId)} end,
        (array['Amira', 'Youssef', 'Salma', 'Mehdi', 'Ines', 'Karim', 'Nour', 'Hedi'])[1 + c % 8]
          || ' ' || (array['Ben Ali', 'Trabelsi', 'Jaziri', 'Gharbi', 'Mansour', 'Haddad'])[1 + c % 6],
        case when c % 3 = 0 then 'customer.' || c || '@example.tn' end,
        '+2162' || lpad(c::text, 7, '0'), c || ' avenue Habib Bourguiba', governorates.code,
        now() - make_interval(mins => (${hash(sql`c`, 7)} % 129600)::int),
        now() - make_interval(mins => (${hash(sql`c`, 7)} % 1440)::int)
      from generate_series(1, ${int(customerCount)}) as c
      join governorates on governorates.idx = c % ${govCount}
    `),
  );

  // Orders: row i of the orders block; its lines 1..(1 + i % 3), products of its store.
  const orderStore = storeOfRow(sql`i`, size.big.orders, size.small.orders, others);
  await step('order plan', async () => {
    await db.execute(sql`drop table if exists bench_order_plan, bench_item_plan`);
    await db.execute(sql`
      create table bench_order_plan as
      select i, s as store_id, ${hash(sql`i`, 3)} as h,
        ${rowOfStore(sql`s`, hash(sql`i`, 11), size.big.customers, size.small.customers, customerCount, others)} as customer_id
      from (select i, ${orderStore} as s from generate_series(1, ${int(size.orders)}) as i) as o
    `);
  });
  await step('order lines', () =>
    db.execute(sql`
      create table bench_item_plan as
      select o.i as order_id, o.store_id, p.id as product_id, p.name as product_name,
        p.price as unit_price, (1 + (o.h / 7 + k) % 2)::int as quantity
      from bench_order_plan o
      cross join lateral generate_series(1, 1 + (o.i % 3)::int) as k
      join products p on p.id = ${rowOfStore(sql`o.store_id`, sql`(o.h / 13 + k * 7)`, size.big.products, size.small.products, size.products, others)}
    `),
  );
  // Statuses: 10% processing, 10% shipped, 15% delivered, 55% completed, 7% cancelled, 3% returned.
  await step('orders', () =>
    db.execute(sql`
      with totals as (
        select order_id, sum(unit_price * quantity) as subtotal, sum(quantity)::int as units
        from bench_item_plan group by order_id
      ),
      planned as (
        select o.*, t.subtotal, t.units,
          now() - make_interval(secs => (o.h % 7776000)::int) as at,
          case when o.h % 100 < 10 then 'processing' when o.h % 100 < 20 then 'shipped'
            when o.h % 100 < 35 then 'delivered' when o.h % 100 < 90 then 'completed'
            when o.h % 100 < 97 then 'cancelled' else 'returned' end as status,
          case when o.h % 2 = 0 then 7 else 0 end as fee
        from bench_order_plan o join totals t on t.order_id = o.i
      )
      insert into orders (id, store_id, customer_id, buyer_user_id, reference, customer_name,
        customer_phone, status, total_amount, items_count, shipping_address, shipping_governorate,
        payment_method, delivery_fee, buyer_language, status_history, order_date, updated_at)
      select p.i, p.store_id, c.id, case when p.i % 20 = 0 then ${int(buyerId)} end,
        'BN-' || lpad(p.i::text, 9, '0'), c.name, c.phone, p.status, p.subtotal + p.fee, p.units,
        c.address, c.governorate, 'cash_on_delivery', p.fee, 'fr',
        case when p.status = 'processing'
          then jsonb_build_array(jsonb_build_object('status', 'processing', 'at', p.at))
          else jsonb_build_array(jsonb_build_object('status', 'processing', 'at', p.at),
            jsonb_build_object('status', p.status, 'at', p.at + interval '1 day')) end,
        p.at, p.at
      from planned p join customers c on c.id = p.customer_id
    `),
  );
  await step('order items', () =>
    db.execute(sql`
      insert into order_items (order_id, store_id, product_id, product_name, unit_price, quantity)
      select order_id, store_id, product_id, product_name, unit_price, quantity
      from bench_item_plan order by order_id
    `),
  );
  await db.execute(sql`drop table bench_order_plan`);
  await db.execute(sql`drop table bench_item_plan`);

  // The "most sold" order of the marketplace: units on live orders, as checkout keeps it.
  await step('sold counts', () =>
    db.execute(sql`
      update products set sold_count = s.units
      from (
        select oi.product_id, sum(oi.quantity)::int as units
        from order_items oi join orders o on o.id = oi.order_id
        where o.status not in ('cancelled', 'returned')
        group by oi.product_id
      ) s
      where s.product_id = products.id
    `),
  );

  const messageStore = storeOfRow(sql`m`, size.big.messages, size.small.messages, others);
  await step('messages', () =>
    db.execute(sql`
      insert into messages (store_id, customer_id, direction, content, status, created_at)
      select s, ${rowOfStore(sql`s`, hash(sql`m`, 5), size.big.customers, size.small.customers, customerCount, others)},
        case when m % 5 = 0 then 'outbound' else 'inbound' end,
        case m % 3 when 0 then 'Bonjour, est-ce que la livraison est possible à Sfax ?'
          when 1 then 'السلام عليكم، هل المنتج متوفر؟' else 'Hello, can I pick it up tomorrow?' end,
        case when m % 5 = 0 then 'read' when m % 10 = 1 then 'unread' when m % 10 = 3 then 'awaiting'
          when m % 10 < 7 then 'read' else 'replied' end,
        now() - make_interval(mins => (${hash(sql`m`, 9)} % 129600)::int)
      from (select m, ${messageStore} as s from generate_series(1, ${int(size.messages)}) as m) x
    `),
  );

  // Explicit ids above: move the sequences past them.
  for (const table of ['users', 'products', 'customers', 'orders', 'order_items', 'messages']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ),
    );
  }
  await rebuildDerivedData(db);
  // Fresh statistics, as autovacuum would give a while later (PGlite has none).
  await step('analyze', () => db.execute(sql`analyze`));
}

/**
 * Tables kept up by the application from the rows above (dashboard aggregates and the like), when
 * the schema has them: a module may export `rebuild…(db)` for seeds that write rows directly.
 * Looked up by name so the bench works before and after those modules exist.
 */
async function rebuildDerivedData(db: Db) {
  const candidates: [string, string][] = [
    ['../server/modules/dashboard/aggregates.ts', 'rebuildDashboardAggregates'],
  ];
  for (const [file, name] of candidates) {
    const url = new URL(file, import.meta.url);
    if (!existsSync(fileURLToPath(url))) continue;
    const module = (await import(url.href)) as Record<string, unknown>;
    const rebuild = module[name];
    if (typeof rebuild === 'function') {
      await step(name, () => (rebuild as (db: Db) => Promise<unknown>)(db));
    }
  }
}

const MARKER = sql`bench_seed`;

async function seededKey(db: Db): Promise<string | undefined> {
  const [table] = await rowsOf<{ t: string | null }>(
    db,
    sql`select to_regclass('public.bench_seed')::text as t`,
  );
  if (!table?.t) return undefined;
  const [row] = await rowsOf<{ key: string }>(db, sql`select key from ${MARKER} limit 1`);
  return row?.key;
}

async function markSeeded(db: Db, key: string) {
  await db.execute(sql`create table ${MARKER} (key text primary key, seeded_at timestamptz)`);
  await db.execute(sql`insert into ${MARKER} values (${key}, now())`);
}

/**
 * A kept dataset of this seed: the app's migrations it has not had yet (what a deployment runs),
 * and its marker renamed from an older key format.
 */
async function bringUpToDate(database: Database, marker: string, key: string) {
  await prepareDatabase(database, { seedDemo: false });
  if (marker !== key) await database.db.execute(sql`update ${MARKER} set key = ${key}`);
}

/**
 * Checkout products back to CHECKOUT_STOCK units and in stock, before a run: the previous runs'
 * checkouts took some. Returns them (id, price, store) for the load.
 */
export async function topUpCheckoutStock(db: Db, size: SeedSize) {
  const { others } = layout(size);
  const productStore = storeOfRow(sql`id`, size.big.products, size.small.products, others);
  const where = sql`${productStore} > 2 and id % ${int(CHECKOUT_EVERY)} = 0 and id <= ${int(size.products)}`;
  await db.execute(sql`
    update products set stock_quantity = ${int(CHECKOUT_STOCK)}, status = 'in_stock'
    where ${where} and (stock_quantity <> ${int(CHECKOUT_STOCK)} or status <> 'in_stock')
  `);
  const rows = await rowsOf<{ id: number; price: string; store_id: number }>(
    db,
    sql`select id, price::text as price, store_id from products where ${where} order by id`,
  );
  return rows.map((r) => ({ id: r.id, price: Number(r.price), storeId: r.store_id }));
}

export interface PreparedDataset {
  engine: 'pglite' | 'postgres';
  /** PGlite: the data directory to open; PostgreSQL: the database URL. */
  location: string;
  key: string;
  seeded: boolean;
  seedSeconds: number;
}

async function seedInto(database: Database, size: SeedSize, key: string) {
  await prepareDatabase(database, { seedDemo: false });
  await database.exclusive((db) => seedBench(db, size));
  await markSeeded(database.db, key);
}

/**
 * PGlite: bench/.data/<key>/, seeded once. Returns where it is; the caller opens it (after this
 * returns: the directory is locked by one process at a time).
 */
export async function preparePglite<T = void>(
  size: SeedSize,
  then?: (db: Db) => Promise<T>,
): Promise<PreparedDataset & { then?: T }> {
  const key = seedKey(size.name);
  const dir = path.join(BENCH_DATA_ROOT, key);
  const started = performance.now();
  let seeded = false;
  let result: T | undefined;
  adoptLegacyDataset(size, key);
  if (existsSync(dir)) {
    const database = await openPglite(dir);
    try {
      const marker = await seededKey(database.db);
      if (marker === undefined || !isSameSeed(marker, key)) seeded = true;
      else {
        await bringUpToDate(database, marker, key);
        if (then) result = await then(database.db);
      }
    } finally {
      await database.close();
    }
    // A seed that did not finish: start over.
    if (seeded) rmSync(dir, { recursive: true, force: true });
  } else seeded = true;
  if (seeded) {
    removeStaleDatasets(size, key);
    const database = await openPglite(dir);
    try {
      await seedInto(database, size, key);
      if (then) result = await then(database.db);
    } finally {
      await database.close();
    }
  }
  return {
    engine: 'pglite',
    location: dir,
    key,
    seeded,
    seedSeconds: (performance.now() - started) / 1000,
    then: result,
  };
}

/**
 * A directory under the older key format (`v1-full-<migrations hash>`) becomes bench/.data/<key>/
 * (the newest one, when nobody has it open): its data is this seed's, its migrations are brought
 * up to date after. Any other version's data is left for removeStaleDatasets.
 */
function adoptLegacyDataset(size: SeedSize, key: string) {
  const dir = path.join(BENCH_DATA_ROOT, key);
  if (existsSync(dir) || !existsSync(BENCH_DATA_ROOT)) return;
  const legacy = otherDatasetsOfSize(readdirSync(BENCH_DATA_ROOT), size.name, key)
    .filter((entry) => entry.startsWith(`${key}-`))
    .map((entry) => path.join(BENCH_DATA_ROOT, entry))
    .filter((entryDir) => !existsSync(path.join(entryDir, 'hanout.lock')))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (legacy[0]) renameSync(legacy[0], dir);
}

/** Older datasets of the same size that nobody has open. */
function removeStaleDatasets(size: SeedSize, key: string) {
  if (!existsSync(BENCH_DATA_ROOT)) return;
  for (const entry of otherDatasetsOfSize(readdirSync(BENCH_DATA_ROOT), size.name, key)) {
    const dir = path.join(BENCH_DATA_ROOT, entry);
    if (existsSync(path.join(dir, 'hanout.lock'))) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** PostgreSQL: the database of `url`, its schemas dropped and recreated when the key differs. */
export async function preparePostgres<T = void>(
  url: string,
  size: SeedSize,
  then?: (db: Db) => Promise<T>,
): Promise<PreparedDataset & { then?: T }> {
  const key = seedKey(size.name);
  const started = performance.now();
  let seeded = false;
  let marker: string | undefined;
  const probe = await openPostgres(url, 2);
  try {
    marker = await seededKey(probe.db);
    if (!isSameSeed(marker, key)) {
      seeded = true;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
        );
      } finally {
        await client.end();
      }
    }
  } finally {
    await probe.close();
  }
  const database = await openPostgres(url, 4);
  let result: T | undefined;
  try {
    if (seeded) await seedInto(database, size, key);
    else await bringUpToDate(database, marker as string, key);
    if (then) result = await then(database.db);
    // What autovacuum does on a production server (it is off on these machines): the seed's
    // aggregate upkeep and every run's checkouts and restocks leave dead rows behind, which would
    // make each run slower than the last (the big store's daily rows were 91 live among 52,000
    // dead index entries after one run).
    await database.db.execute(sql`vacuum (analyze)`);
  } finally {
    await database.close();
  }
  return {
    engine: 'postgres',
    location: url,
    key,
    seeded,
    seedSeconds: (performance.now() - started) / 1000,
    then: result,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = process.argv.includes('--short') ? SHORT_SIZE : FULL_SIZE;
  const url = process.env.BENCH_DATABASE_URL;
  const usePostgres = process.argv.includes('--postgres');
  if (usePostgres && !url) throw new Error('--postgres needs BENCH_DATABASE_URL');
  process.env.BENCH_SEED_VERBOSE ??= '1';
  const dataset = usePostgres
    ? await preparePostgres(url as string, size)
    : await preparePglite(size);
  const where =
    dataset.engine === 'postgres'
      ? describeUrl(dataset.location)
      : `PGlite data directory ${path.relative(process.cwd(), dataset.location)} (openPglite(dir))`;
  console.log(
    `${size.name} dataset ${dataset.key} ${dataset.seeded ? 'seeded' : 'already there'} in ${dataset.seedSeconds.toFixed(1)} s: ${where}`,
  );
  console.log(`accounts: ${Object.values(ACCOUNTS).join(', ')}; password ${BENCH_PASSWORD}`);
}
