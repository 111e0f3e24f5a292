/**
 * The cash trail as each side reads it (GET /api/transporter/cash, GET /api/cash): balances per
 * counterpart and the ledger of collections and hand-overs with the cash held after each entry.
 * Every sum, and the running total (a window SUM ordered by time, kind, then id), is computed
 * by the database on numeric and read as text: no float ever adds two amounts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CashBalance, CashLedgerEntry, CashOverview } from '../../../common/contracts/cash.ts';
import type { CashHandoverStatus } from '../../../common/enums.ts';
import { CASH_PAGE_SIZE } from '../../../common/schemas/cash.ts';
import type { Db } from '../../db/client.ts';

/** Whose trail it is: a transporter sees stores as counterparts, a store sees transporters. */
export type CashSide = 'transporter' | 'store';

interface SideColumns {
  /** The column naming the reader in cash_collections and cash_handovers. */
  me: SQL;
  /** The column naming the counterpart there. */
  counterpart: SQL;
  /** The counterpart's name and phone, from its users row `u`. */
  name: SQL;
  phone: SQL;
}

const SIDES: Record<CashSide, SideColumns> = {
  transporter: {
    me: sql.raw('transporter_id'),
    counterpart: sql.raw('store_id'),
    name: sql.raw('u.store_name'),
    phone: sql.raw('u.store_phone'),
  },
  store: {
    me: sql.raw('store_id'),
    counterpart: sql.raw('transporter_id'),
    name: sql.raw('u.full_name'),
    phone: sql.raw('(select p.phone_number from transporter_profiles p where p.user_id = u.id)'),
  },
};

/** An instant as Date.toISOString() writes it, made by the database from a timestamptz. */
const isoTime = (column: SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Per counterpart: collected, confirmed, declared and disputed, then held and what can still be
 * declared, with the totals over all counterparts (window sums), the largest held first.
 */
export async function cashBalances(db: Db, side: CashSide, userId: number, counterpartId?: number) {
  const { me, counterpart, name, phone } = SIDES[side];
  const only = (alias: string) =>
    counterpartId === undefined
      ? sql``
      : sql` and ${sql.raw(alias)}.${counterpart} = ${counterpartId}`;
  const movements = sql`
    select c.${counterpart} as counterpart_id, c.amount as collected, 0 as confirmed,
           0 as declared, 0 as disputed
      from cash_collections c where c.${me} = ${userId}${only('c')}
    union all
    select h.${counterpart}, 0,
           case when h.status = 'confirmed' then h.amount else 0 end,
           case when h.status = 'declared' then h.amount else 0 end,
           case when h.status = 'disputed' then h.amount else 0 end
      from cash_handovers h where h.${me} = ${userId}${only('h')}`;
  const perCounterpart = sql`
    select m.counterpart_id, sum(m.collected) as collected, sum(m.confirmed) as confirmed,
           sum(m.declared) as declared, sum(m.disputed) as disputed
      from (${movements}) m group by m.counterpart_id`;
  const rows = await db
    .select({
      id: sql<number>`b.counterpart_id`,
      name: sql<string | null>`${name}`,
      phone: sql<string | null>`${phone}`,
      collected: sql<string>`b.collected::text`,
      confirmed: sql<string>`b.confirmed::text`,
      declared: sql<string>`b.declared::text`,
      disputed: sql<string>`b.disputed::text`,
      held: sql<string>`(b.collected - b.confirmed)::text`,
      toDeclare: sql<string>`(b.collected - b.confirmed - b.declared)::text`,
      heldTotal: sql<string>`(sum(b.collected - b.confirmed) over ())::text`,
      declaredTotal: sql<string>`(sum(b.declared) over ())::text`,
    })
    .from(sql`(${perCounterpart}) b join users u on u.id = b.counterpart_id`)
    .orderBy(sql`b.collected - b.confirmed desc, b.counterpart_id`);
  const balances: CashBalance[] = rows.map((row) => ({
    counterpart: { id: Number(row.id), name: row.name, phone: row.phone },
    collected: Number(row.collected),
    confirmed: Number(row.confirmed),
    declared: Number(row.declared),
    disputed: Number(row.disputed),
    held: Number(row.held),
    toDeclare: Number(row.toDeclare),
  }));
  return {
    balances,
    heldTotal: Number(rows[0]?.heldTotal ?? 0),
    declaredTotal: Number(rows[0]?.declaredTotal ?? 0),
  };
}

/** One page of the ledger, newest first, each entry with the cash held after it. */
export async function cashLedger(
  db: Db,
  side: CashSide,
  userId: number,
  counterpartId: number | undefined,
  page: number,
): Promise<CashOverview['ledger']> {
  const { me, counterpart, name, phone } = SIDES[side];
  const only = (alias: string) =>
    counterpartId === undefined
      ? sql``
      : sql` and ${sql.raw(alias)}.${counterpart} = ${counterpartId}`;
  // A collection counts in full; a hand-over only once its store confirmed it.
  const entries = sql`
    select 'collection' as kind, c.request_id as id, c.${counterpart} as counterpart_id,
           c.amount, c.amount as delta, c.collected_at as at, o.reference as order_reference,
           null::varchar as status, null::varchar as dispute_note
      from cash_collections c join orders o on o.id = c.order_id
     where c.${me} = ${userId}${only('c')}
    union all
    select 'handover', h.id, h.${counterpart}, h.amount,
           case when h.status = 'confirmed' then -h.amount else 0 end,
           h.declared_at, null, h.status, h.dispute_note
      from cash_handovers h
     where h.${me} = ${userId}${only('h')}`;
  // The whole trail with each counterpart is summed before a page is cut from it.
  const running = sql`
    select e.*, sum(e.delta) over (
             partition by e.counterpart_id order by e.at, e.kind, e.id
             rows between unbounded preceding and current row
           ) as held_after
      from (${entries}) e`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        kind: sql<'collection' | 'handover'>`r.kind`,
        id: sql<number>`r.id`,
        counterpartId: sql<number>`r.counterpart_id`,
        name: sql<string | null>`${name}`,
        phone: sql<string | null>`${phone}`,
        amount: sql<string>`r.amount::text`,
        at: isoTime(sql`r.at`),
        orderReference: sql<string | null>`r.order_reference`,
        status: sql<CashHandoverStatus | null>`r.status`,
        disputeNote: sql<string | null>`r.dispute_note`,
        heldAfter: sql<string>`r.held_after::text`,
      })
      .from(sql`(${running}) r join users u on u.id = r.counterpart_id`)
      .orderBy(sql`r.at desc, r.kind desc, r.id desc`)
      .limit(CASH_PAGE_SIZE)
      .offset((page - 1) * CASH_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(sql`(${entries}) e`),
  ]);
  const items: CashLedgerEntry[] = rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    counterpart: { id: Number(row.counterpartId), name: row.name, phone: row.phone },
    amount: Number(row.amount),
    at: row.at,
    orderReference: row.orderReference,
    status: row.status,
    disputeNote: row.disputeNote,
    heldAfter: Number(row.heldAfter),
  }));
  return { items, total: Number(counted?.total ?? 0), page, pageSize: CASH_PAGE_SIZE };
}

/** How many undecided hand-overs an overview lists (the oldest first: they waited longest). */
export const PENDING_SHOWN = 50;

/**
 * Hand-overs declared and not yet confirmed or disputed, with every counterpart (the ledger's
 * `with` does not narrow them): the seller decides on these, the transporter waits on them.
 */
export async function pendingHandovers(
  db: Db,
  side: CashSide,
  userId: number,
): Promise<CashOverview['pendingHandovers']> {
  const { me, counterpart, name, phone } = SIDES[side];
  const rows = await db
    .select({
      id: sql<number>`h.id`,
      counterpartId: sql<number>`h.${counterpart}`,
      name: sql<string | null>`${name}`,
      phone: sql<string | null>`${phone}`,
      amount: sql<string>`h.amount::text`,
      declaredAt: isoTime(sql`h.declared_at`),
    })
    .from(sql`cash_handovers h join users u on u.id = h.${counterpart}`)
    .where(sql`h.${me} = ${userId} and h.status = 'declared'`)
    .orderBy(sql`h.declared_at, h.id`)
    .limit(PENDING_SHOWN);
  return rows.map((row) => ({
    id: Number(row.id),
    counterpart: { id: Number(row.counterpartId), name: row.name, phone: row.phone },
    amount: Number(row.amount),
    declaredAt: row.declaredAt,
  }));
}

/** GET /api/transporter/cash and GET /api/cash: balances, totals and a page of the ledger. */
export async function cashOverview(
  db: Db,
  side: CashSide,
  userId: number,
  query: { with?: number; page: number },
): Promise<CashOverview> {
  const [{ balances, heldTotal, declaredTotal }, pending, ledger] = await Promise.all([
    cashBalances(db, side, userId),
    pendingHandovers(db, side, userId),
    cashLedger(db, side, userId, query.with, query.page),
  ]);
  return { heldTotal, declaredTotal, balances, pendingHandovers: pending, ledger };
}
