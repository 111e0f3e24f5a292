/**
 * Products as operators see and moderate them (issue 13): hiding one takes it off the marketplace
 * (the seller keeps it and sees why) and closes its open reports as actioned; showing it again
 * clears that. Both are written to the audit log in the change's transaction.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct } from '../../../common/contracts/admin.ts';
import type { AdminProductDecision } from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { products, reports, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { imageUrlOf, productCoverSql, toImages } from '../products/index.ts';
import { recordAdminAction, type Operator } from './audit.ts';

/** Open reports on the product of this row. Raw SQL names the outer "products" row. */
const productOpenReports = sql<number>`(select count(*)::int from reports r
  where r.product_id = "products"."id" and r.status = 'open')`;

/** Products with their store's name, cover and open reports; callers add where and order. */
export const selectAdminProducts = (db: Db) =>
  db
    .select({
      product: products,
      storeName: users.storeName,
      cover: productCoverSql,
      openReports: productOpenReports,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId));

type AdminProductRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminProducts>['execute']>
>[number];

/** A row of selectAdminProducts as the contract has it: dates as ISO strings, moderation nested. */
export function toAdminProduct(row: AdminProductRow): AdminProduct {
  const { product } = row;
  const images = toImages(row.cover);
  return {
    id: product.id,
    storeId: product.storeId,
    storeName: row.storeName,
    name: product.name,
    price: Number(product.price),
    image: images[0] ?? null,
    imageUrl: images.length ? null : imageUrlOf(images, product.imageUrl),
    archived: product.archivedAt !== null,
    hidden:
      product.hiddenAt === null
        ? null
        : { at: product.hiddenAt.toISOString(), reason: product.hiddenReason ?? '' },
    openReports: Number(row.openReports),
    createdAt: product.createdAt.toISOString(),
  };
}

/** Closes the open reports matching every condition as actioned by this operator, in `tx`. */
export async function actionOpenReports(tx: Db, admin: Operator, ...conditions: SQL[]) {
  await tx
    .update(reports)
    .set({ status: 'actioned', resolvedAt: new Date(), resolvedBy: admin.id })
    .where(and(eq(reports.status, 'open'), ...conditions));
}

/**
 * Hides (with the reason, shown to the seller) or shows again a product; 404 product.notFound.
 * Hiding an already hidden product updates the reason only (the date stays), still audited.
 */
export async function decideProduct(
  db: Db,
  admin: Operator,
  id: number,
  decision: AdminProductDecision,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'product.notFound');
    await tx
      .update(products)
      .set(
        decision.hidden
          ? // Hidden again: only the reason changes, the "since" date stays.
            { hiddenAt: sql`coalesce(${products.hiddenAt}, now())`, hiddenReason: decision.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(eq(products.id, id));
    if (decision.hidden) await actionOpenReports(tx, admin, eq(reports.productId, id));
    await recordAdminAction(tx, admin, {
      action: decision.hidden ? 'hide' : 'unhide',
      targetType: 'product',
      targetId: id,
      targetLabel: current.name,
      reason: decision.reason,
    });
  });
  const [row] = await selectAdminProducts(db).where(eq(products.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return toAdminProduct(row);
}
