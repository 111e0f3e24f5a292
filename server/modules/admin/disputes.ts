/**
 * Payment disputes for the operators (issue 14): a seller who disputes what a failed delivery
 * costs them, or a cash hand-over a transporter declared. Read only: the operators follow up
 * with both sides; the list and the overview's counts come from the same two conditions.
 */
import { sql } from 'drizzle-orm';
import type { AdminDispute } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { adminPage } from './pagination.ts';

const DISPUTES = sql`
  select 'delivery' as kind, r.id, r.store_id, r.transporter_id, r.payment_amount as amount,
         r.payment_dispute_note as note, r.payment_disputed_at as at
    from delivery_requests r
   where r.payment_disputed_at is not null
  union all
  select 'handover', h.id, h.store_id, h.transporter_id, h.amount, h.dispute_note,
         coalesce(h.decided_at, h.declared_at)
    from cash_handovers h
   where h.status = 'disputed'`;

/** How many of each kind, for the overview's "waiting for you". */
export async function disputeCounts(db: Db): Promise<{ deliveries: number; handovers: number }> {
  const [row] = await db
    .select({
      deliveries: sql<number>`(count(*) filter (where d.kind = 'delivery'))::int`,
      handovers: sql<number>`(count(*) filter (where d.kind = 'handover'))::int`,
    })
    .from(sql`(${DISPUTES}) d`);
  return { deliveries: Number(row?.deliveries ?? 0), handovers: Number(row?.handovers ?? 0) };
}

/** One page of disputes, newest first. */
export async function listDisputes(db: Db, page: number): Promise<Page<AdminDispute>> {
  return adminPage(
    page,
    (window) =>
      db
        .select({
          kind: sql<AdminDispute['kind']>`d.kind`,
          id: sql<number>`d.id`,
          storeId: sql<number>`d.store_id`,
          storeName: sql<string | null>`s.store_name`,
          transporterId: sql<number | null>`t.id`,
          transporterName: sql<string | null>`t.full_name`,
          amount: sql<string>`d.amount::text`,
          note: sql<string | null>`d.note`,
          at: sql<string>`to_char(d.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        })
        .from(
          sql`(${DISPUTES}) d
            join users s on s.id = d.store_id
            left join users t on t.id = d.transporter_id`,
        )
        .orderBy(sql`d.at desc, d.kind, d.id desc`)
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(sql`(${DISPUTES}) d`),
    (row) => ({
      kind: row.kind,
      id: Number(row.id),
      store: { id: Number(row.storeId), name: row.storeName },
      transporter:
        row.transporterId === null || row.transporterName === null
          ? null
          : { id: Number(row.transporterId), name: row.transporterName },
      amount: Number(row.amount),
      note: row.note,
      at: row.at,
    }),
  );
}
