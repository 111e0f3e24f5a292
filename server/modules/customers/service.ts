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
import type { Customer, Page } from '../../../common/types.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

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
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return {
    items: rows.map(toCustomer),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The store's customer, or 404 whether it is missing or another store's. */
export async function getCustomer(db: Db, storeId: number, id: number): Promise<Customer> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
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
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
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
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return toCustomer(row);
}

/**
 * Deletes the customer; the database removes their messages (cascade) and keeps their orders,
 * which hold the customer's name and lose the link (set null).
 */
export async function deleteCustomer(db: Db, storeId: number, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const deleted = await db
    .delete(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)))
    .returning({ id: customers.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
}
