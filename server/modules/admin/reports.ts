/**
 * Reports for operators (issue 13): the open queue (oldest first, so nothing waits for ever) and
 * the closed ones, and dismissing an open report. Hiding a product or suspending a store closes
 * its reports as actioned (moderation.ts, stores.ts).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReport } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { ReportReason, ReportStatus, ReportTarget } from '../../../common/enums.ts';
import {
  type ADMIN_REPORT_FILTERS,
  type AdminReportDecision,
} from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { products, reports, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { productCoverSql, toImages } from '../products/index.ts';
import { adminPage } from './pagination.ts';
import { recordAdminAction, type Operator } from './audit.ts';

type ReportFilter = (typeof ADMIN_REPORT_FILTERS)[number];

const store = alias(users, 'store');
const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');

/** Reports with what they are about and who is involved; callers add where, order and limits. */
export const selectAdminReports = (db: Db) =>
  db
    .select({
      report: reports,
      product: {
        id: products.id,
        name: products.name,
        hiddenAt: products.hiddenAt,
        cover: productCoverSql,
      },
      store: { id: store.id, name: store.storeName, suspendedAt: store.storeSuspendedAt },
      reporter: reporter.username,
      resolver: resolver.username,
    })
    .from(reports)
    .innerJoin(store, eq(store.id, reports.storeId))
    .leftJoin(products, eq(products.id, reports.productId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterUserId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

type AdminReportRow = Awaited<ReturnType<ReturnType<typeof selectAdminReports>['execute']>>[number];

/** A row of selectAdminReports as the contract has it: the product only for product reports. */
export function toAdminReport(row: AdminReportRow): AdminReport {
  const { report, product } = row;
  return {
    id: report.id,
    target: report.targetType as ReportTarget,
    product: product
      ? {
          id: product.id,
          name: product.name,
          image: toImages(product.cover)[0] ?? null,
          hidden: product.hiddenAt !== null,
        }
      : null,
    store: { id: row.store.id, name: row.store.name, suspended: row.store.suspendedAt !== null },
    reason: report.reason as ReportReason,
    details: report.details,
    reporter: row.reporter,
    status: report.status as ReportStatus,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolver,
    createdAt: report.createdAt.toISOString(),
  };
}

/** A page of reports: the open queue oldest first, closed ones newest first. */
export async function listReports(
  db: Db,
  query: { status: ReportFilter; page: number },
): Promise<Page<AdminReport>> {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(reports.status, query.status);
  const order =
    query.status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.createdAt), desc(reports.id)];
  return adminPage(
    query.page,
    (window) =>
      selectAdminReports(db)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(reports).where(where),
    toAdminReport,
  );
}

async function getAdminReport(db: Db, id: number): Promise<AdminReport> {
  const [row] = await selectAdminReports(db).where(eq(reports.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'admin.report.notFound');
  return toAdminReport(row);
}

/** Dismisses an open report (409 admin.report.closed otherwise), audited in the same transaction. */
export async function dismissReport(
  db: Db,
  admin: Operator,
  id: number,
  decision: AdminReportDecision,
): Promise<AdminReport> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: reports.status,
        productName: products.name,
        storeName: sql<string>`coalesce(${store.storeName}, ${store.username})`,
      })
      .from(reports)
      .innerJoin(store, eq(store.id, reports.storeId))
      .leftJoin(products, eq(products.id, reports.productId))
      .where(eq(reports.id, id))
      .for('update', { of: reports });
    if (!current) throw new AppError('NOT_FOUND', 'admin.report.notFound');
    if (current.status !== 'open') throw new AppError('CONFLICT', 'admin.report.closed');
    await tx
      .update(reports)
      .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: admin.id })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')));
    await recordAdminAction(tx, admin, {
      action: 'dismiss',
      targetType: 'report',
      targetId: id,
      targetLabel: current.productName ?? current.storeName,
      reason: decision.reason ?? null,
    });
  });
  return getAdminReport(db, id);
}
