/** The database itself refuses impossible rows, whatever code writes them. */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { deliveryRequests, orders, products, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';

async function expectRefused(write: Promise<unknown>) {
  await expect(write).rejects.toThrow();
}

describeEachEngine(
  'schema constraints and demo data',
  (env) => {
    async function aStore() {
      const [store] = await env()
        .database.db.select()
        .from(users)
        .where(eq(users.username, 'demo_seller'));
      if (!store) throw new Error('demo seller missing');
      return store;
    }

    it('refuses a product with a zero price, negative stock or an unknown status', async () => {
      const store = await aStore();
      const valid = {
        storeId: store.id,
        name: 'Harissa du Cap Bon',
        description: 'Harissa traditionnelle, 200 g',
        price: 6.5,
        stockQuantity: 3,
      };
      const { db } = env().database;
      await expectRefused(db.insert(products).values({ ...valid, price: 0 }));
      await expectRefused(db.insert(products).values({ ...valid, stockQuantity: -1 }));
      await expectRefused(db.insert(products).values({ ...valid, status: 'sold' }));
      const [created] = await db.insert(products).values(valid).returning();
      expect(created?.price).toBe(6.5);
    });

    it('keeps prices exact to the millime', async () => {
      const store = await aStore();
      const { db } = env().database;
      const [created] = await db
        .insert(products)
        .values({
          storeId: store.id,
          name: 'Bsissa',
          description: 'Bsissa au sésame, 500 g',
          price: 0.1 + 0.2,
          stockQuantity: 1,
        })
        .returning();
      expect(created?.price).toBe(0.3);
      // The sum is done by SQL on the numeric column: exact, unlike 0.3 * 3 in floats.
      const [row] = await db
        .select({ total: sql<string>`(${products.price} * 3)::text` })
        .from(products)
        .where(eq(products.id, created?.id ?? 0));
      expect(row?.total).toBe('0.900');
    });

    it('refuses an order with an unknown status and a second open delivery for one order', async () => {
      const store = await aStore();
      const { db } = env().database;
      const [order] = await db.select().from(orders).where(eq(orders.storeId, store.id)).limit(1);
      if (!order) throw new Error('no order');
      await expectRefused(db.update(orders).set({ status: 'lost' }).where(eq(orders.id, order.id)));
      const open = await db
        .select()
        .from(deliveryRequests)
        .where(sql`${deliveryRequests.status} in ('pending', 'accepted', 'in_progress')`)
        .limit(1);
      const taken = open[0];
      if (!taken) throw new Error('no open delivery request in the demo data');
      await expectRefused(
        db.insert(deliveryRequests).values({
          storeId: taken.storeId,
          orderId: taken.orderId,
          pickupAddress: 'Rue de Marseille, Tunis',
          deliveryAddress: 'Avenue Habib Bourguiba, Sfax',
          packageDetails: '1 colis',
          paymentAmount: 8,
        }),
      );
    });

    it('seeds an empty database once, and never twice', async () => {
      const before = await env().database.db.select({ id: users.id }).from(users);
      const result = await prepareDatabase(env().database, { seedDemo: true });
      expect(result.seeded).toBe(false);
      const after = await env().database.db.select({ id: users.id }).from(users);
      expect(after.length).toBe(before.length);
    });
  },
  { seed: true },
);

describeEachEngine('first start on an empty database', (env) => {
  it('applies the migrations and adds the demo data', async () => {
    // Without the pictures, which server/db/seed.test.ts checks: a first render takes a minute.
    const result = await prepareDatabase(env().database, {
      seedDemo: true,
      seed: { photos: false },
    });
    expect(result.seeded).toBe(true);
    const stores = await env()
      .database.db.select({ id: users.id })
      .from(users)
      .where(sql`${users.userType} = 'business' and ${users.setupCompleted}`);
    expect(stores.length).toBeGreaterThanOrEqual(6);
  });
});

describeEachEngine('first start with SEED_DEMO=false', (env) => {
  it('applies the migrations and leaves the database empty', async () => {
    const result = await prepareDatabase(env().database, { seedDemo: false });
    expect(result.seeded).toBe(false);
    const rows = await env().database.db.select({ id: users.id }).from(users);
    expect(rows).toEqual([]);
  });
});
