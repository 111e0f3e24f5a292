/**
 * A server killed with SIGKILL in the middle of a burst of checkouts, on both engines (issue 17):
 * nothing it acknowledged is lost, nothing is half written, and it starts again on the same data.
 * Each round starts the real server process, fires concurrent checkouts at it, kills it once some
 * orders have been acknowledged (with others in flight, inside their transactions) and starts it
 * again: on PGlite over the lock the killed process left and a database closed by nobody.
 * Afterwards, read straight from the database:
 * - every order answered 201 exists, with all its units;
 * - every order placed since the start has items (a transaction is whole or absent);
 * - for each product, stock now + units in those orders = stock at the start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, gt, gte, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutResult } from '../../common/contracts/checkout.ts';
import { openPglite, openPostgres, type Database, type Engine } from '../../server/db/client.ts';
import { orderItems, orders, products, users } from '../../server/db/schema.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { storeIsPublic } from '../../server/modules/marketplace/service.ts';
import { ENGINES } from './harness.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KILLS = 3;
const CONCURRENCY = 12;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // Each checkout comes from an address of its own (X-Forwarded-For): the checkout limit
      // counts per address, and this burst is not what it is there to stop.
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function listeningUrl(server: Started, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.stdout());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
}

interface Fixture {
  /** The server's environment for this engine's data. */
  env: Record<string, string>;
  open(): Promise<Database>;
}

/** A migrated database of this engine's own, with the demo data. */
async function freshData(engine: Engine): Promise<Fixture> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hanout-sigkill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    const database = await openPglite(dataDir, { loadDataDir: dump });
    await seedDemo(database.db, { photos: false });
    await database.close();
    return { env: { DATA_DIR: dataDir }, open: () => openPglite(dataDir) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hanout_test_${randomBytes(6).toString('hex')}`;
  // Cloning a template is refused while another clone from it is starting: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(
        adminUrl,
        `create database "${name}" template "${inject('postgresTemplate')}"`,
      );
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
  cleanups.push(() => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`));
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url, 2);
  await seedDemo(database.db, { photos: false });
  await database.close();
  return { env: { DATABASE_URL: url }, open: () => openPostgres(url, 2) };
}

interface Product {
  id: number;
  price: number;
  stock: number;
}

/** Products on sale with some stock, and the last order id before the bursts. */
async function snapshot(database: Database) {
  const rows = await database.db
    .select({ id: products.id, price: products.price, stock: products.stockQuantity })
    .from(products)
    .innerJoin(users, sql`${users.id} = ${products.storeId}`)
    .where(
      and(
        storeIsPublic,
        isNull(products.archivedAt),
        isNull(products.hiddenAt),
        ne(products.status, 'out_of_stock'),
        gte(products.stockQuantity, 10),
      ),
    )
    .orderBy(products.id)
    .limit(8);
  const [last] = await database.db.select({ id: max(orders.id) }).from(orders);
  return { products: rows as Product[], lastOrderId: last?.id ?? 0 };
}

interface Acknowledged {
  id: number;
  reference: string;
  itemsCount: number;
}

/**
 * Checkouts from CONCURRENCY clients at once until `killAfter` have been acknowledged (the whole
 * 201 body read), then SIGKILL with the others in flight. Returns the acknowledged orders and any
 * answer other than 201 or a stock conflict.
 */
async function burstThenKill(
  server: Started,
  url: string,
  catalog: Product[],
  round: number,
  killAfter: number,
) {
  const acknowledged: Acknowledged[] = [];
  const unexpected: string[] = [];
  let killed = false;
  let sent = 0;
  const client = async () => {
    while (!killed) {
      const n = sent++;
      const first = catalog[n % catalog.length] as Product;
      const second = catalog[(n * 7 + 3) % catalog.length] as Product;
      const items = [{ productId: first.id, quantity: 1 + (n % 2), price: first.price }];
      if (second.id !== first.id && n % 3 === 0) {
        items.push({ productId: second.id, quantity: 1, price: second.price });
      }
      try {
        const response = await fetch(`${url}/api/checkout`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${round}.${n >> 8}.${n & 255}`,
          },
          body: JSON.stringify({
            items,
            name: 'Amel Trabelsi',
            phone: `+216 2${String(1_000_000 + round * 10_000 + n).slice(-7)}`,
            governorate: 'TN-51',
            address: 'Avenue Habib Bourguiba, Sousse',
          }),
        });
        const text = await response.text();
        if (response.status === 201) {
          for (const order of (JSON.parse(text) as CheckoutResult).orders) {
            acknowledged.push({
              id: order.id,
              reference: order.reference,
              itemsCount: order.itemsCount,
            });
          }
          if (acknowledged.length >= killAfter && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } else if (response.status !== 409) {
          unexpected.push(`${response.status} ${text}`);
        }
      } catch (error) {
        // The connection died with the server: that checkout may or may not have committed.
        if (!killed) unexpected.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => client()));
  return { acknowledged, unexpected, sent };
}

for (const engine of ENGINES) {
  describe(`SIGKILL in the middle of a checkout burst [${engine}]`, () => {
    it('keeps every acknowledged order, whole, with the stock to match, and starts again', async () => {
      const fixture = await freshData(engine);
      const before = await (async () => {
        const database = await fixture.open();
        try {
          return await snapshot(database);
        } finally {
          await database.close();
        }
      })();
      expect(before.products.length).toBeGreaterThanOrEqual(4);

      const acknowledged: Acknowledged[] = [];
      for (let round = 1; round <= KILLS; round++) {
        const server = startServer(fixture.env);
        const url = await listeningUrl(server);
        const burst = await burstThenKill(server, url, before.products, round, 6 + round * 4);
        expect(burst.unexpected).toEqual([]);
        expect(await server.exited).toBeNull();
        acknowledged.push(...burst.acknowledged);
        if (engine === 'pglite') {
          // The killed process left its lock: the next start takes it over.
          expect(existsSync(path.join(fixture.env.DATA_DIR as string, 'hanout.lock'))).toBe(true);
        }
      }

      // Once more after the last kill: it serves, and stops cleanly.
      const last = startServer(fixture.env);
      const url = await listeningUrl(last);
      expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ status: 'ok' });
      last.child.kill('SIGTERM');
      expect(await last.exited).toBe(0);

      const database = await fixture.open();
      try {
        const placed = await database.db
          .select({ id: orders.id, reference: orders.reference })
          .from(orders)
          .where(gt(orders.id, before.lastOrderId));
        const lines = await database.db
          .select({ id: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(gt(orderItems.orderId, before.lastOrderId))
          .groupBy(orderItems.orderId);
        const unitsOf = new Map(lines.map((line) => [line.id, line.units]));
        const referenceOf = new Map(placed.map((order) => [order.id, order.reference]));
        const missing = acknowledged.filter(
          (order) =>
            referenceOf.get(order.id) !== order.reference ||
            unitsOf.get(order.id) !== order.itemsCount,
        );
        expect(missing).toEqual([]);
        expect(placed.filter((order) => !unitsOf.has(order.id))).toEqual([]);
        expect(placed.length).toBeGreaterThanOrEqual(acknowledged.length);

        const ids = before.products.map((product) => product.id);
        const now = await database.db
          .select({ id: products.id, stock: products.stockQuantity })
          .from(products)
          .where(inArray(products.id, ids));
        const sold = await database.db
          .select({
            id: orderItems.productId,
            units: sql<number>`sum(${orderItems.quantity})::int`,
          })
          .from(orderItems)
          .where(
            and(inArray(orderItems.productId, ids), gt(orderItems.orderId, before.lastOrderId)),
          )
          .groupBy(orderItems.productId);
        const unitsSold = new Map(sold.map((row) => [row.id, row.units]));
        const stockNow = new Map(now.map((row) => [row.id, row.stock]));
        expect(
          before.products.map((product) => ({
            id: product.id,
            total: (stockNow.get(product.id) ?? 0) + (unitsSold.get(product.id) ?? 0),
          })),
        ).toEqual(before.products.map((product) => ({ id: product.id, total: product.stock })));
      } finally {
        await database.close();
      }
    }, 120_000);
  });
}
