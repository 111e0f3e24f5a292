import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductInput, ProductUpdate } from '../../../common/schemas/back-office.ts';
import { effectiveStockStatus } from '../../../common/stock.ts';
import type { Product } from '../../../common/contracts/products.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, products } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import { statusAfterStockChange, stockStatusSql, storedChoiceSql } from './stock.ts';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl || null,
    status: row.status,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The store's live products (archived ones are kept for old orders only). */
const ownedBy = (storeId: number) =>
  and(eq(products.storeId, storeId), isNull(products.archivedAt));

export interface ProductListQuery {
  q?: string;
  status?: string;
  featured?: 'true' | 'false';
  page: number;
  pageSize: number;
}

export async function listStoreProducts(
  db: Db,
  storeId: number,
  query: ProductListQuery,
): Promise<Page<Product>> {
  const filters: (SQL | undefined)[] = [ownedBy(storeId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
  }
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.featured) filters.push(eq(products.featured, query.featured === 'true'));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toProduct),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getStoreProduct(db: Db, storeId: number, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(ownedBy(storeId), eq(products.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return row;
}

export async function createProduct(
  db: Db,
  storeId: number,
  input: ProductInput,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      ...input,
      status: effectiveStockStatus(input.status, input.stockQuantity),
      imageUrl: input.imageUrl || null,
      storeId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProduct(
  db: Db,
  storeId: number,
  id: number,
  input: ProductUpdate,
): Promise<ProductRow> {
  const { imageUrl, status, ...rest } = input;
  // A PATCH may send the stock, the status, both or neither: the rule reads the rest from the row.
  const quantity =
    input.stockQuantity === undefined
      ? sql`${products.stockQuantity}`
      : sql`${input.stockQuantity}::integer`;
  const chosen = status === undefined ? storedChoiceSql : sql`${status}::varchar`;
  const [row] = await db
    .update(products)
    .set({
      ...rest,
      ...(imageUrl === undefined ? {} : { imageUrl: imageUrl || null }),
      status: stockStatusSql(chosen, quantity),
      updatedAt: new Date(),
    })
    .where(and(ownedBy(storeId), eq(products.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return row;
}

/** Deletes a product, or archives it when orders refer to it so they keep their history. */
export async function deleteProduct(db: Db, storeId: number, id: number): Promise<void> {
  await getStoreProduct(db, storeId, id);
  const [used] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(eq(orderItems.productId, id));
  if ((used?.n ?? 0) > 0) {
    await db
      .update(products)
      .set({ archivedAt: new Date(), featured: false })
      .where(eq(products.id, id));
  } else {
    await db.delete(products).where(eq(products.id, id));
  }
}

/**
 * Adds `delta` (negative to take) to a product's stock, inside the caller's transaction; the
 * status follows the quantity (stock.ts). Orders take stock when placed and put it back when
 * cancelled (modules/order-lifecycle).
 */
export async function changeStock(tx: Db, productId: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stockQuantity: sql`${products.stockQuantity} + ${delta}`,
      status: statusAfterStockChange(delta),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}
