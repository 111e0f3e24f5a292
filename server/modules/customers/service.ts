/**
 * Each seller's own customer book. Every query is scoped to the store (store_id = the seller's
 * id): a customer of another store is answered exactly like a missing one.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  customerInputSchema,
  customerUpdateSchema,
} from '../../../common/schemas/back-office.ts';
import type { Customer } from '../../../common/contracts/customers.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { totalOf } from '../../db/page.ts';
import { customers, storeDailyStats } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';

/** Largest value of a PostgreSQL integer column: a larger id can match no row. */
export const MAX_ROW_ID = 2_147_483_647;

type CustomerInput = z.output<typeof customerInputSchema>;
type CustomerUpdate = z.output<typeof customerUpdateSchema>;

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  createdAt: customers.createdAt,
};

type CustomerRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  createdAt: Date;
};

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An empty optional field is stored as NULL. */
const orNull = (value: string | undefined) => (value ? value : null);

function searchCondition(q: string): SQL | undefined {
  const conditions = [
    ilike(customers.name, containsPattern(q)),
    ilike(customers.email, containsPattern(q)),
    ilike(customers.phone, containsPattern(q)),
  ];
  // "22 318 456" finds "+21622318456": phone numbers are compared without their spaces.
  const compact = q.replace(/\s+/g, '');
  if (compact !== q && /\d/.test(compact)) {
    conditions.push(sql`replace(${customers.phone}, ' ', '') ilike ${containsPattern(compact)}`);
  }
  return or(...conditions);
}

export async function listCustomers(
  db: Db,
  storeId: number,
  query: { q?: string; page: number; pageSize: number },
): Promise<Page<Customer>> {
  const q = query.q?.trim();
  const where = and(eq(customers.storeId, storeId), q ? searchCondition(q) : undefined);
  // The whole book's total from the store's daily figures (kept exact by triggers, migration
  // 0015), not a count of every customer; a search counts its rows.
  const total = q
    ? db.$count(customers, where)
    : sql<number>`(select coalesce(sum(${storeDailyStats.customersCount}), 0)::int
        from ${storeDailyStats} where ${storeDailyStats.storeId} = ${storeId})`.mapWith(Number);
  // One statement: the total rides along as a scalar subquery, run once.
  const rows = await db
    .select({ ...customerColumns, total })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toCustomer),
    total: await totalOf(rows, query.page, async () =>
      Number((await db.select({ total }).from(sql`(select 1) as one`))[0]?.total ?? 0),
    ),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The store's customer, or 404 whether it is missing or another store's. */
export async function getCustomer(db: Db, storeId: number, id: number): Promise<Customer> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'customer.notFound');
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  if (!row) throw new AppError('NOT_FOUND', 'customer.notFound');
  return toCustomer(row);
}

export async function countCustomers(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.storeId, storeId));
  return row?.n ?? 0;
}

export async function createCustomer(
  db: Db,
  storeId: number,
  input: CustomerInput,
): Promise<Customer> {
  const [row] = await db
    .insert(customers)
    .values({
      storeId,
      name: input.name,
      email: orNull(input.email),
      phone: orNull(input.phone),
      address: orNull(input.address),
    })
    .returning(customerColumns);
  if (!row) throw new Error('insert returned no row');
  return toCustomer(row);
}

export async function updateCustomer(
  db: Db,
  storeId: number,
  id: number,
  input: CustomerUpdate,
): Promise<Customer> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'customer.notFound');
  const changes: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = orNull(input.email);
  if (input.phone !== undefined) changes.phone = orNull(input.phone);
  if (input.address !== undefined) changes.address = orNull(input.address);
  const [row] = await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)))
    .returning(customerColumns);
  if (!row) throw new AppError('NOT_FOUND', 'customer.notFound');
  return toCustomer(row);
}

/**
 * Deletes the customer; the database removes their messages (cascade) and keeps their orders,
 * which hold the customer's name and lose the link (set null).
 */
export async function deleteCustomer(db: Db, storeId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', 'customer.notFound');
  const deleted = await db
    .delete(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)))
    .returning({ id: customers.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'customer.notFound');
}

/** Who a marketplace buyer says they are, at checkout or in a message to the store. */
export interface MarketplaceBuyer {
  name: string;
  /** Normalised +216XXXXXXXX. */
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  governorate?: string | null;
  /** The buyer's own account when signed in as a customer. */
  userId?: number | null;
}

/** The record a marketplace buyer was filed under, and why. */
export interface CustomerMatch {
  id: number;
  /**
   * 'phone' or 'email': a guest joined an existing record by what they typed, so the name they
   * gave may not be the record's (the seller is shown both). 'account': a signed-in buyer's own
   * record. null: a record made now, from what the buyer typed.
   */
  matchedBy: 'phone' | 'email' | 'account' | null;
}

/** The match a guest's order or message records: how they met an existing record, if they did. */
export function guestMatchOf(match: CustomerMatch): 'phone' | 'email' | null {
  return match.matchedBy === 'phone' || match.matchedBy === 'email' ? match.matchedBy : null;
}

/**
 * The store's customer record for a marketplace buyer. A signed-in buyer's is the one linked to
 * their account, else a new linked one: a phone or email they type proves nothing, so it never
 * hands them a record (and the orders and messages behind it) that someone else started. A guest
 * joins an unlinked record with the same phone (by its 8 digits, however the seller typed it) or
 * email, never a linked one, whose owner would then read the guest's messages, and changes
 * nothing in it: anyone can type a phone number. Call inside a transaction; concurrent checkouts
 * of one buyer wait for each other, so the book gets one record, not two.
 */
export async function matchOrAddCustomer(
  tx: Db,
  storeId: number,
  buyer: MarketplaceBuyer,
): Promise<CustomerMatch> {
  const email = buyer.email ? buyer.email.toLowerCase() : null;
  const phoneDigits = buyer.phone ? buyer.phone.replace(/\D/g, '').slice(-8) : null;
  const who = buyer.userId ? `user:${buyer.userId}` : (phoneDigits ?? email ?? buyer.name);
  await tx.execute(sql`select pg_advisory_xact_lock(${storeId}, hashtext(${who}))`);

  // A phone matches by its last 8 digits, however the seller typed it (+216, spaces, dots).
  const samePhone = phoneDigits
    ? sql`right(regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g'), 8) = ${phoneDigits}`
    : undefined;
  const sameContact = [
    samePhone,
    email ? sql`lower(${customers.email}) = ${email}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const existing = buyer.userId
    ? sql`select ${customers.id} as id, false as same_phone from ${customers}
        where ${customers.storeId} = ${storeId} and ${customers.userId} = ${buyer.userId}
        order by ${customers.id} limit 1`
    : sameContact.length
      ? // Among records sharing the phone, the one under the name typed: once the seller has
        // told two people apart, each finds their own record again.
        sql`select ${customers.id} as id, ${samePhone ?? sql`false`} as same_phone from ${customers}
          where ${customers.storeId} = ${storeId} and ${customers.userId} is null
            and (${sql.join(sameContact, sql` or `)})
          order by lower(${customers.name}) = lower(${buyer.name.trim()}) desc, ${customers.id}
          limit 1`
      : sql`select null::integer as id, false as same_phone where false`;
  // A guest speaks only for themselves: a record they join stays as its seller keeps it, and the
  // order or message carries the name the guest typed. A signed-in buyer's own record follows
  // their latest address and fills what is missing.
  const refreshed = buyer.userId ? sql`, refreshed as (${refreshSql(buyer, email)})` : sql``;
  // Then one statement, after the lock: its snapshot, taken once the lock is held, sees the
  // record a concurrent checkout of the same buyer made. The record to use if there is one
  // (`existing`), a signed-in buyer's brought up to date (`refreshed`), or a new one (`created`).
  const result = (await tx.execute(sql`
    with existing as (${existing})${refreshed},
    created as (
      insert into ${customers} (store_id, user_id, name, email, phone, address, governorate)
      select ${storeId}::integer, ${buyer.userId ?? null}::integer, ${buyer.name}::text,
        ${email}::text, ${buyer.phone ?? null}::text, ${buyer.address ?? null}::text,
        ${buyer.governorate ?? null}::text
      where not exists (select 1 from existing)
      returning id
    )
    select id, same_phone, true as found from existing
    union all select id, false, false from created`)) as unknown as {
    rows: { id: number; same_phone: boolean; found: boolean }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('insert returned no row');
  if (!row.found) return { id: row.id, matchedBy: null };
  if (buyer.userId) return { id: row.id, matchedBy: 'account' };
  return { id: row.id, matchedBy: row.same_phone ? 'phone' : 'email' };
}

/**
 * The UPDATE of a signed-in buyer's `existing` record: their latest address (and its
 * governorate), their phone and email where the record has none.
 */
function refreshSql(buyer: MarketplaceBuyer, email: string | null): SQL {
  const changes = [sql`updated_at = ${new Date().toISOString()}::timestamptz`];
  if (buyer.address) {
    changes.push(sql`address = ${buyer.address}::text`);
    if (buyer.governorate) changes.push(sql`governorate = ${buyer.governorate}::text`);
  }
  if (buyer.phone) {
    changes.push(
      sql`phone = case when coalesce(${customers.phone}, '') = '' then ${buyer.phone}::text else ${customers.phone} end`,
    );
  }
  if (email) {
    changes.push(
      sql`email = case when coalesce(${customers.email}, '') = '' then ${email}::text else ${customers.email} end`,
    );
  }
  return sql`update ${customers} set ${sql.join(changes, sql`, `)}
    from existing where ${customers.id} = existing.id`;
}
