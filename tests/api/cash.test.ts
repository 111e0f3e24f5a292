/**
 * The cash trail on both engines (issue 14): balances and the ledger with running totals, summed
 * exactly; hand-overs declared (never more than held, even at once), confirmed or disputed by
 * their store only. One delivery is completed through the API with the buyer's code; the many
 * others get their collections as the completion writes them (cash-fixtures.ts), to stay quick.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CashHandover, CashOverview } from '../../common/contracts/cash.ts';
import { CASH_PAGE_SIZE } from '../../common/schemas/cash.ts';
import { toMillimes } from '../../common/money.ts';
import { cashCollections, cashHandovers } from '../../server/db/schema.ts';
import { storeCashHeld, transporterCashHeld } from '../../server/modules/cash/index.ts';
import {
  caller,
  deliveryCodeOf,
  sellerWithOrder,
  transporterWithProfile,
} from './delivery-fixtures.ts';
import { collect } from './cash-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount } from './session.ts';

type Seller = Awaited<ReturnType<typeof sellerWithOrder>>;
type Transporter = Awaited<ReturnType<typeof transporterWithProfile>>;

describeEachEngine('cash trail', (env) => {
  const call = caller(() => env().app);
  const cashOf = async (cookie: string, url: string) => {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CashOverview>();
  };
  const declare = (cookie: string, storeId: number, amount?: unknown) =>
    call('POST', '/api/transporter/cash/handovers', cookie, {
      storeId,
      ...(amount === undefined ? {} : { amount }),
    });

  /** A seller with `count` processing orders and a transporter who delivered all of them. */
  async function deliveredOrders(count: number, seller?: Seller, transporter?: Transporter) {
    const s = seller ?? (await sellerWithOrder(env().app));
    const t = transporter ?? (await transporterWithProfile(env().app));
    const delivered: { id: number; totalAmount: number }[] = [];
    for (let i = 0; i < count; i++) {
      const order = i === 0 && !seller ? s.order : await s.newOrder();
      await collect(env(), order.id, t.id, new Date(Date.now() - (count - i) * 60_000));
      const detail = await call('GET', `/api/orders/${order.id}`, s.seller.cookie);
      delivered.push({
        id: order.id,
        totalAmount: detail.json<{ totalAmount: number }>().totalAmount,
      });
    }
    return { seller: s, transporter: t, delivered };
  }

  it('shows each side its balances and a ledger whose running totals end at what is held', async () => {
    const { seller, transporter, delivered } = await deliveredOrders(3);
    const each = delivered[0]?.totalAmount ?? 0;
    expect(each).toBe(37);

    const mine = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(mine.heldTotal).toBe(111);
    expect(mine.declaredTotal).toBe(0);
    expect(mine.balances).toEqual([
      {
        counterpart: { id: seller.seller.id, name: 'Zitouna Sfax', phone: '+21674000111' },
        collected: 111,
        confirmed: 0,
        declared: 0,
        disputed: 0,
        held: 111,
        toDeclare: 111,
      },
    ]);
    expect(mine.ledger.items.map((entry) => [entry.kind, entry.amount, entry.heldAfter])).toEqual([
      ['collection', 37, 111],
      ['collection', 37, 74],
      ['collection', 37, 37],
    ]);
    expect(mine.ledger.items[0]?.orderReference).toMatch(/\S/);

    // A hand-over of 50: declared it holds nothing back; confirmed it lowers the running total.
    const declared = await declare(transporter.cookie, seller.seller.id, '50,00');
    expect(declared.statusCode, declared.body).toBe(201);
    const handover = declared.json<CashHandover>();
    expect(handover).toMatchObject({ amount: 50, status: 'declared', decidedAt: null });

    const theirs = await cashOf(seller.seller.cookie, '/api/cash');
    expect(theirs.heldTotal).toBe(111);
    expect(theirs.declaredTotal).toBe(50);
    expect(theirs.balances[0]).toMatchObject({
      counterpart: { id: transporter.id, name: 'Test User', phone: '+21698412705' },
      held: 111,
      declared: 50,
      toDeclare: 61,
    });
    expect(theirs.ledger.items[0]).toMatchObject({
      kind: 'handover',
      id: handover.id,
      status: 'declared',
      heldAfter: 111,
    });
    // Waiting on both sides: the seller's to decide, the transporter's for the store.
    expect(theirs.pendingHandovers).toEqual([
      {
        id: handover.id,
        counterpart: { id: transporter.id, name: 'Test User', phone: '+21698412705' },
        amount: 50,
        declaredAt: handover.declaredAt,
      },
    ]);
    const waiting = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(waiting.pendingHandovers).toEqual([
      {
        id: handover.id,
        counterpart: { id: seller.seller.id, name: 'Zitouna Sfax', phone: '+21674000111' },
        amount: 50,
        declaredAt: handover.declaredAt,
      },
    ]);

    const confirmed = await call(
      'POST',
      `/api/cash/handovers/${handover.id}/confirm`,
      seller.seller.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<CashHandover>()).toMatchObject({ status: 'confirmed' });
    expect(confirmed.json<CashHandover>().decidedAt).not.toBeNull();

    const after = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(after.heldTotal).toBe(61);
    expect(after.balances[0]).toMatchObject({ confirmed: 50, held: 61, toDeclare: 61 });
    expect(after.ledger.items[0]).toMatchObject({ kind: 'handover', heldAfter: 61 });
    expect(after.pendingHandovers).toEqual([]);
    expect((await cashOf(seller.seller.cookie, '/api/cash')).pendingHandovers).toEqual([]);
    expect(await transporterCashHeld(env().database.db, transporter.id)).toBe(61);
    expect(await storeCashHeld(env().database.db, seller.seller.id)).toBe(61);
  });

  it('counts the cash of a delivery completed with the buyer’s code, once', async () => {
    const { seller, order } = await sellerWithOrder(env().app);
    const transporter = await transporterWithProfile(env().app);
    const created = await call('POST', '/api/delivery-requests', seller.cookie, {
      orderId: order.id,
      packageDetails: '2 × Huile d’olive 1L',
      paymentAmount: 7,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    for (const body of [
      { status: 'accepted' },
      { status: 'in_progress' },
      { status: 'completed', code: await deliveryCodeOf(env().app, order.id) },
    ]) {
      const moved = await call('PATCH', `/api/delivery-requests/${id}`, transporter.cookie, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const { totalAmount } = (await call('GET', `/api/orders/${order.id}`, seller.cookie)).json<{
      totalAmount: number;
    }>();
    const mine = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(mine.heldTotal).toBe(totalAmount);
    expect(mine.ledger.items).toEqual([
      expect.objectContaining({
        kind: 'collection',
        id,
        amount: totalAmount,
        heldAfter: totalAmount,
      }),
    ]);
    const theirs = await cashOf(seller.cookie, '/api/cash');
    expect(theirs.balances).toEqual([
      expect.objectContaining({ counterpart: expect.objectContaining({ id: transporter.id }) }),
    ]);
    expect(theirs.heldTotal).toBe(totalAmount);
  });

  it('adds 100 random deliveries to the exact sum of their order totals', async () => {
    const sellers = [await sellerWithOrder(env().app), await sellerWithOrder(env().app)];
    const transporters = [
      await transporterWithProfile(env().app),
      await transporterWithProfile(env().app),
    ];
    // Prices with cents that floats cannot hold exactly (0.1, 0.35, …).
    const products = await Promise.all(
      sellers.flatMap((s) =>
        [0.1, 0.35, 12.35, 7.05, 19.99].map(async (price, i) => {
          const response = await call('POST', '/api/products', s.seller.cookie, {
            name: `Article ${i + 1}`,
            description: 'Un article au prix à centimes',
            price,
            status: 'in_stock',
            stockQuantity: 10_000,
          });
          expect(response.statusCode, response.body).toBe(201);
          return { seller: s, id: response.json<{ id: number }>().id };
        }),
      ),
    );
    let random = 20260314;
    const next = (n: number) => {
      random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
      return random % n;
    };
    const expected = new Map<string, number>();
    let allMillimes = 0;
    for (let i = 0; i < 100; i++) {
      const product = products[next(products.length)]!;
      const transporter = transporters[next(transporters.length)]!;
      const response = await call('POST', '/api/orders', product.seller.seller.cookie, {
        customerId: product.seller.customer.id,
        items: [{ productId: product.id, quantity: 1 + next(7) }],
        shippingAddress: 'Rue Ibn Khaldoun 4',
        shippingGovernorate: 'TN-51',
        paymentMethod: 'cash_on_delivery',
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<{ id: number; totalAmount: number }>();
      await collect(env(), order.id, transporter.id, new Date(Date.now() - (100 - i) * 1000));
      const key = `${transporter.id}:${product.seller.seller.id}`;
      expected.set(key, (expected.get(key) ?? 0) + toMillimes(order.totalAmount));
      allMillimes += toMillimes(order.totalAmount);
    }

    let heldMillimes = 0;
    for (const transporter of transporters) {
      const overview = await cashOf(transporter.cookie, '/api/transporter/cash');
      heldMillimes += toMillimes(overview.heldTotal);
      for (const balance of overview.balances) {
        const want = expected.get(`${transporter.id}:${balance.counterpart.id}`) ?? 0;
        expect(toMillimes(balance.collected)).toBe(want);
        expect(toMillimes(balance.held)).toBe(want);
      }
      // Every page of the ledger: the newest entry per store carries the store's whole balance.
      const pages = Math.ceil(overview.ledger.total / CASH_PAGE_SIZE);
      const newestHeld = new Map<number, number>();
      let entries = 0;
      for (let page = 1; page <= pages; page++) {
        const { ledger } = await cashOf(transporter.cookie, `/api/transporter/cash?page=${page}`);
        entries += ledger.items.length;
        for (const entry of ledger.items) {
          if (!newestHeld.has(entry.counterpart.id)) {
            newestHeld.set(entry.counterpart.id, toMillimes(entry.heldAfter));
          }
        }
      }
      expect(entries).toBe(overview.ledger.total);
      for (const balance of overview.balances) {
        expect(newestHeld.get(balance.counterpart.id)).toBe(toMillimes(balance.held));
      }
    }
    expect(heldMillimes).toBe(allMillimes);
    const [sum] = await env()
      .database.db.select({ total: sql<string>`sum(${cashCollections.amount})::text` })
      .from(cashCollections)
      .where(
        sql`${cashCollections.storeId} in (${sellers[0]!.seller.id}, ${sellers[1]!.seller.id})`,
      );
    expect(toMillimes(Number(sum?.total))).toBe(allMillimes);
  });

  it('filters the ledger to one counterpart and pages it', async () => {
    const { seller, transporter } = await deliveredOrders(2);
    const other = await deliveredOrders(1, undefined, transporter);
    const all = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(all.ledger.total).toBe(3);
    expect(all.balances).toHaveLength(2);
    const one = await cashOf(
      transporter.cookie,
      `/api/transporter/cash?with=${other.seller.seller.id}`,
    );
    expect(one.ledger.total).toBe(1);
    expect(one.ledger.items[0]?.counterpart.id).toBe(other.seller.seller.id);
    const beyond = await cashOf(transporter.cookie, '/api/transporter/cash?page=2');
    expect(beyond.ledger).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await call('GET', '/api/cash?page=0', seller.seller.cookie)).statusCode).toBe(400);
  });

  it('never declares more than is held, even with hand-overs sent at once', async () => {
    const { seller, transporter } = await deliveredOrders(2); // 74 DT held
    const storeId = seller.seller.id;
    const tooMuch = await declare(transporter.cookie, storeId, 74.01);
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'cash.amount.tooLarge',
      params: { held: '74.00' },
    });
    expect((await declare(transporter.cookie, storeId, '1.234')).statusCode).toBe(400);
    expect((await declare(transporter.cookie, storeId, 0)).statusCode).toBe(400);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => declare(transporter.cookie, storeId, 20)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    // What is left (14) is declared without an amount; then nothing is left to declare.
    const rest = await declare(transporter.cookie, storeId);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<CashHandover>().amount).toBe(14);
    const nothing = await declare(transporter.cookie, storeId);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'cash.nothingToHandOver' });

    const overview = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(overview.balances[0]).toMatchObject({ held: 74, declared: 74, toDeclare: 0 });

    // A store they never carried for: 404.
    const stranger = await newAccount(env().app, 'business');
    const unknown = await declare(transporter.cookie, stranger.id, 5);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'store.notFound' });
  });

  it('lets only the owning store decide, once: confirm and dispute are conditional', async () => {
    const { seller, transporter } = await deliveredOrders(1); // 37 DT
    const first = (await declare(transporter.cookie, seller.seller.id, 10)).json<CashHandover>();
    const second = (await declare(transporter.cookie, seller.seller.id, 5)).json<CashHandover>();
    const intruder = await sellerWithOrder(env().app);

    const notTheirs = await call(
      'POST',
      `/api/cash/handovers/${first.id}/confirm`,
      intruder.seller.cookie,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'cash.handoverNotFound' });
    expect(
      (
        await call('POST', `/api/cash/handovers/${first.id}/dispute`, intruder.seller.cookie, {
          note: 'Jamais reçu',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/cash/handovers/999999/confirm', seller.seller.cookie)).statusCode,
    ).toBe(404);

    // Confirm and dispute at once: one wins, the other is told it was decided.
    const [confirm, dispute] = await Promise.all([
      call('POST', `/api/cash/handovers/${first.id}/confirm`, seller.seller.cookie),
      call('POST', `/api/cash/handovers/${first.id}/dispute`, seller.seller.cookie, {
        note: 'Il manque 2 DT',
      }),
    ]);
    expect([confirm.statusCode, dispute.statusCode].sort()).toEqual([200, 409]);
    const loser = confirm.statusCode === 409 ? confirm : dispute;
    expect(loser.json()).toMatchObject({ code: 'cash.handoverDecided' });

    const short = await call(
      'POST',
      `/api/cash/handovers/${second.id}/dispute`,
      seller.seller.cookie,
      {
        note: 'non',
      },
    );
    expect(short.statusCode).toBe(400);
    const disputed = await call(
      'POST',
      `/api/cash/handovers/${second.id}/dispute`,
      seller.seller.cookie,
      { note: 'Je n’ai rien reçu ce jour-là' },
    );
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json<CashHandover>()).toMatchObject({
      status: 'disputed',
      disputeNote: 'Je n’ai rien reçu ce jour-là',
    });
    const again = await call(
      'POST',
      `/api/cash/handovers/${second.id}/confirm`,
      seller.seller.cookie,
    );
    expect(again.statusCode).toBe(409);

    // A disputed hand-over is still held, and its amount can be declared again (when the cash
    // really changes hands): only waiting declarations are out of reach.
    const overview = await cashOf(seller.seller.cookie, '/api/cash');
    // The first hand-over went whichever way won the race; the second is disputed.
    const disputedTotal = confirm.statusCode === 200 ? 5 : 15;
    expect(overview.balances[0]).toMatchObject({
      disputed: disputedTotal,
      held: confirm.statusCode === 200 ? 27 : 37,
    });
    expect(overview.balances[0]?.toDeclare).toBe(overview.balances[0]!.held);
  });

  it('lists the undecided hand-overs of every counterpart, oldest first, at most 50', async () => {
    const { seller, transporter } = await deliveredOrders(2);
    const other = await deliveredOrders(1, seller);
    const elsewhere = await deliveredOrders(1, undefined, transporter);
    const { db } = env().database;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const rows = await db
      .insert(cashHandovers)
      .values([
        { storeId: seller.seller.id, transporterId: transporter.id, amount: 3, declaredAt: at(5) },
        {
          storeId: seller.seller.id,
          transporterId: other.transporter.id,
          amount: 4,
          declaredAt: at(9),
        },
        {
          storeId: seller.seller.id,
          transporterId: transporter.id,
          amount: 2,
          status: 'disputed',
          declaredAt: at(20),
        },
        {
          storeId: seller.seller.id,
          transporterId: transporter.id,
          amount: 1,
          status: 'confirmed',
          declaredAt: at(30),
        },
        {
          storeId: elsewhere.seller.seller.id,
          transporterId: transporter.id,
          amount: 6,
          declaredAt: at(7),
        },
      ])
      .returning({ id: cashHandovers.id });
    const [mineLater, otherTransporter, , , otherStore] = rows.map((row) => row.id);

    // The seller: both transporters' declared ones, oldest first, whatever the ledger shows.
    const theirs = await cashOf(seller.seller.cookie, `/api/cash?with=${other.transporter.id}`);
    expect(theirs.pendingHandovers.map((h) => [h.id, h.counterpart.id, h.amount])).toEqual([
      [otherTransporter, other.transporter.id, 4],
      [mineLater, transporter.id, 3],
    ]);
    // The transporter: theirs with both stores, none of another transporter's.
    const mine = await cashOf(transporter.cookie, '/api/transporter/cash');
    expect(mine.pendingHandovers.map((h) => [h.id, h.counterpart.id, h.amount])).toEqual([
      [otherStore, elsewhere.seller.seller.id, 6],
      [mineLater, seller.seller.id, 3],
    ]);

    await db.insert(cashHandovers).values(
      Array.from({ length: 55 }, (_, i) => ({
        storeId: seller.seller.id,
        transporterId: transporter.id,
        amount: 0.01,
        declaredAt: at(100 + i),
      })),
    );
    const many = await cashOf(seller.seller.cookie, '/api/cash');
    expect(many.pendingHandovers).toHaveLength(50);
    const times = many.pendingHandovers.map((h) => Date.parse(h.declaredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The 55 older ones fill the list: the oldest 50 of them, the newer two left for later.
    expect(many.pendingHandovers.every((h) => h.amount === 0.01)).toBe(true);
    expect(many.pendingHandovers.map((h) => h.id)).not.toContain(mineLater);
  });

  it('opens each side to its own accounts only', async () => {
    const buyer = await newAccount(env().app, 'customer');
    const seller = await newAccount(env().app, 'business');
    const transporter = await transporterWithProfile(env().app);
    expect((await call('GET', '/api/transporter/cash')).statusCode).toBe(401);
    expect((await call('GET', '/api/cash')).statusCode).toBe(401);
    expect((await call('GET', '/api/transporter/cash', seller.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/transporter/cash', buyer.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/cash', transporter.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/cash', buyer.cookie)).statusCode).toBe(403);
    expect((await declare(seller.cookie, seller.id, 5)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/cash/handovers/1/confirm', transporter.cookie)).statusCode,
    ).toBe(403);
    const empty = await cashOf(seller.cookie, '/api/cash');
    expect(empty).toEqual({
      heldTotal: 0,
      declaredTotal: 0,
      balances: [],
      pendingHandovers: [],
      ledger: { items: [], total: 0, page: 1, pageSize: CASH_PAGE_SIZE },
    });
  });
});
