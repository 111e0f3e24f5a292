/**
 * Reports on products and stores (issue 13): anyone, guests too, tells the operators something
 * is wrong with what is on the marketplace. Only what a visitor can see may be reported (a live
 * product, a public store; 404 else). A signed-in visitor who reports the same thing twice while
 * their first report is open gets that report back rather than a second row.
 */
import { and, eq } from 'drizzle-orm';
import type { ReportTarget } from '../../../common/enums.ts';
import type { ReportSaved } from '../../../common/contracts/admin.ts';
import type { reportInputSchema } from '../../../common/schemas/admin.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products, reports, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { productIsLive, requirePublicStore } from '../marketplace/index.ts';

type ReportInput = z.output<typeof reportInputSchema>;

/** What is reported: a product (with its store) or a store alone. */
interface ReportedTarget {
  targetType: ReportTarget;
  productId: number | null;
  storeId: number;
}

/** The live product `id` as a report target; 404 when a visitor could not see it. */
async function liveProductTarget(db: Db, id: number): Promise<ReportedTarget> {
  const [row] = await db
    .select({ storeId: products.storeId })
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId))
    .where(and(eq(products.id, id), productIsLive));
  if (!row) throw new AppError('NOT_FOUND', 'product.notFound');
  return { targetType: 'product', productId: id, storeId: row.storeId };
}

/** The public store `id` as a report target; 404 when a visitor could not see it. */
async function publicStoreTarget(db: Db, id: number): Promise<ReportedTarget> {
  await requirePublicStore(db, id);
  return { targetType: 'store', productId: null, storeId: id };
}

/**
 * Records one report; `reporterId` is the signed-in account, null for a guest (guests' reports
 * are never merged: nothing says two guests are one person). The duplicate
 * check and the insert share a transaction; two identical reports sent at the very same moment
 * may still give two rows, which the operators' queue shows side by side (harmless).
 */
async function saveReport(
  db: Db,
  target: ReportedTarget,
  reporterId: number | null,
  input: ReportInput,
): Promise<ReportSaved> {
  return db.transaction(async (tx) => {
    if (reporterId !== null) {
      const sameTarget =
        target.productId === null
          ? and(eq(reports.targetType, 'store'), eq(reports.storeId, target.storeId))
          : eq(reports.productId, target.productId);
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(sameTarget, eq(reports.reporterUserId, reporterId), eq(reports.status, 'open')))
        .limit(1);
      if (open) return open;
    }
    const [row] = await tx
      .insert(reports)
      .values({
        ...target,
        reason: input.reason,
        details: input.details ?? null,
        reporterUserId: reporterId,
      })
      .returning({ id: reports.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** POST /api/marketplace/products/:id/reports. */
export async function reportProduct(
  db: Db,
  productId: number,
  reporterId: number | null,
  input: ReportInput,
): Promise<ReportSaved> {
  return saveReport(db, await liveProductTarget(db, productId), reporterId, input);
}

/** POST /api/marketplace/stores/:id/reports. */
export async function reportStore(
  db: Db,
  storeId: number,
  reporterId: number | null,
  input: ReportInput,
): Promise<ReportSaved> {
  return saveReport(db, await publicStoreTarget(db, storeId), reporterId, input);
}
