import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { CategoryCode } from '../../../common/categories.ts';
import {
  isOwnMediaUrl,
  type productInputSchema,
  type productUpdateSchema,
} from '../../../common/schemas/back-office.ts';
import { effectiveStockStatus } from '../../../common/stock.ts';
import type { Product } from '../../../common/contracts/products.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { Db } from '../../db/client.ts';
import { totalOf } from '../../db/page.ts';
import { orderItems, products } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import { AppError } from '../../errors.ts';
import {
  imageUrlOf,
  productImagesSql,
  replaceProductImages,
  toImages,
  type ImageRef,
} from './images.ts';
import { statusAfterStockChange, stockStatusSql, storedChoiceSql } from './stock.ts';

/** Parsed bodies: images are always [{ id, alt }] and a new product has a category. */
type ProductInput = z.output<typeof productInputSchema>;
type ProductUpdate = z.output<typeof productUpdateSchema>;

/** A product row with its photos in order. */
type ProductRow = typeof products.$inferSelect & { images: ImageRef[] };

/** A product row and its photos, in one query whatever the number of rows. */
const selectWithImages = (db: Db) =>
  db.select({ ...getTableColumns(products), images: productImagesSql }).from(products);

export function toProduct(row: ProductRow): Product {
  const images = toImages(row.images);
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: imageUrlOf(images, row.imageUrl),
    images,
    category: row.category as CategoryCode,
    status: row.status,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' }
      : null,
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
  category?: CategoryCode;
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
  if (query.category) filters.push(eq(products.category, query.category));
  const where = and(...filters);
  // One statement: the total rides along as a scalar subquery (run once, on the list index).
  const rows = await db
    .select({
      ...getTableColumns(products),
      images: productImagesSql,
      total: db.$count(products, where),
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ total: _total, ...row }) => toProduct(row)),
    total: await totalOf(rows, query.page, () => db.$count(products, where)),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getStoreProduct(db: Db, storeId: number, id: number): Promise<ProductRow> {
  const [row] = await selectWithImages(db).where(and(ownedBy(storeId), eq(products.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return row;
}

export async function createProduct(
  db: Db,
  storeId: number,
  input: ProductInput,
): Promise<ProductRow> {
  const { images, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...fields,
        status: effectiveStockStatus(fields.status, fields.stockQuantity),
        // An upload's own address (an older client's round trip) is no outside picture.
        imageUrl: isOwnMediaUrl(fields.imageUrl) ? null : fields.imageUrl || null,
        storeId,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    // The seller is the store: their uploads are the ones they may attach.
    if (images.length > 0) await replaceProductImages(tx, storeId, row.id, images);
    return row.id;
  });
  return getStoreProduct(db, storeId, id);
}

/** A PATCH without `images` leaves the photos as they are; `images: []` removes them all. */
export async function updateProduct(
  db: Db,
  storeId: number,
  id: number,
  input: ProductUpdate,
): Promise<ProductRow> {
  const { imageUrl, status, images, ...rest } = input;
  // A PATCH may send the stock, the status, both or neither: the rule reads the rest from the row.
  const quantity =
    input.stockQuantity === undefined
      ? sql`${products.stockQuantity}`
      : sql`${input.stockQuantity}::integer`;
  const chosen = status === undefined ? storedChoiceSql : sql`${status}::varchar`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({
        ...rest,
        // An upload's own address (sent back as read by an older client) leaves it as it is.
        ...(imageUrl === undefined || isOwnMediaUrl(imageUrl)
          ? {}
          : { imageUrl: imageUrl || null }),
        status: stockStatusSql(chosen, quantity),
        updatedAt: new Date(),
      })
      .where(and(ownedBy(storeId), eq(products.id, id)))
      .returning({ id: products.id });
    if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
    if (images !== undefined) await replaceProductImages(tx, storeId, id, images);
  });
  return getStoreProduct(db, storeId, id);
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
      // Units taken by orders are units sold; units put back by a cancellation are not.
      soldCount: sql`greatest(${products.soldCount} - ${delta}, 0)`,
      status: statusAfterStockChange(delta),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

/**
 * changeStock for several products in one UPDATE (an order's lines, a cancelled order's restock):
 * the same rule per row, each row its own delta from a VALUES list.
 */
export async function changeStocks(
  tx: Db,
  changes: { productId: number; delta: number }[],
): Promise<void> {
  const [only, ...more] = changes;
  if (!only) return;
  if (more.length === 0) return changeStock(tx, only.productId, only.delta);
  await tx.execute(changeStocksSql(changes));
}

/**
 * The UPDATE of changeStocks as SQL, to run alone or as a data-modifying CTE of a larger
 * statement (an order takes its stock in the statement that writes it, orders/place-order.ts).
 * `onlyIf`: a condition the whole change also needs, such as "the order was written". At least
 * one change.
 */
export function changeStocksSql(
  changes: { productId: number; delta: number }[],
  onlyIf?: SQL,
): SQL {
  // One entry per product (an UPDATE ... FROM changes a row once, whatever matches it twice).
  const byProduct = new Map<number, number>();
  for (const { productId, delta } of changes) {
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + delta);
  }
  const rows = sql.join(
    [...byProduct].map(([productId, delta]) => sql`(${productId}::integer, ${delta}::integer)`),
    sql`, `,
  );
  return sql`
    update ${products} set
      stock_quantity = ${products.stockQuantity} + change.delta,
      sold_count = greatest(${products.soldCount} - change.delta, 0),
      status = ${stockStatusSql(storedChoiceSql, sql`(${products.stockQuantity} + change.delta)`)},
      updated_at = ${new Date().toISOString()}::timestamptz
    from (values ${rows}) as change(id, delta)
    where ${products.id} = change.id${onlyIf ? sql` and ${onlyIf}` : sql``}`;
}
