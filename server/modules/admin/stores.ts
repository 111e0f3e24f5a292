/**
 * Stores (business accounts) for operators (issue 13): the list with search and filters, one
 * store with its products and reports, and suspending or restoring it. A suspended store leaves
 * the marketplace while its seller keeps working their orders; suspending closes the store's
 * open reports (on the store and on its products) as actioned. Each decision is audited in its
 * transaction.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStore, AdminStoreDetail } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import { toMediaImage } from '../../../common/media.ts';
import {
  type ADMIN_STORE_FILTERS,
  type AdminStoreDecision,
} from '../../../common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/search.ts';
import { media, products, reports, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { adminPage } from './pagination.ts';
import { recordAdminAction, type Operator } from './audit.ts';
import { actionOpenReports, selectAdminProducts, toAdminProduct } from './moderation.ts';
import { selectAdminReports, toAdminReport } from './reports.ts';

type StoreFilter = (typeof ADMIN_STORE_FILTERS)[number];

/** How many products and reports one store's page shows, newest first. */
export const STORE_DETAIL_PRODUCTS = 50;
export const STORE_DETAIL_REPORTS = 20;

// Correlated counts on the outer "users" row (raw SQL: Drizzle would leave the column bare).
const productsCount = sql<number>`(select count(*)::int from products p
  where p.store_id = "users"."id" and p.archived_at is null)`;
const ordersCount = sql<number>`(select count(*)::int from orders o where o.store_id = "users"."id")`;
const openReports = sql<number>`(select count(*)::int from reports r
  where r.store_id = "users"."id" and r.status = 'open')`;

const isBusiness = eq(users.userType, 'business');

const selectStores = (db: Db) =>
  db
    .select({
      user: {
        id: users.id,
        storeName: users.storeName,
        username: users.username,
        fullName: users.fullName,
        email: users.email,
        storePhone: users.storePhone,
        storeGovernorate: users.storeGovernorate,
        storeDescription: users.storeDescription,
        storeAddress: users.storeAddress,
        setupCompleted: users.setupCompleted,
        storeSuspendedAt: users.storeSuspendedAt,
        storeSuspensionReason: users.storeSuspensionReason,
        createdAt: users.createdAt,
      },
      logo: { id: media.id, width: media.width, height: media.height },
      productsCount,
      ordersCount,
      openReports,
    })
    .from(users)
    .leftJoin(media, eq(media.id, users.storeLogoId));

type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStores>['execute']>>[number];

function toAdminStore({ user, logo, ...counts }: StoreRow): AdminStore {
  return {
    id: user.id,
    storeName: user.storeName,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    storePhone: user.storePhone,
    storeGovernorate: user.storeGovernorate,
    setupCompleted: user.setupCompleted,
    suspension:
      user.storeSuspendedAt === null
        ? null
        : { at: user.storeSuspendedAt.toISOString(), reason: user.storeSuspensionReason ?? '' },
    logo: logo && toMediaImage(logo),
    productsCount: Number(counts.productsCount),
    ordersCount: Number(counts.ordersCount),
    openReports: Number(counts.openReports),
    createdAt: user.createdAt.toISOString(),
  };
}

function statusFilter(status: StoreFilter): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(users.setupCompleted, true), isNull(users.storeSuspendedAt));
    case 'suspended':
      return isNotNull(users.storeSuspendedAt);
    case 'incomplete':
      return eq(users.setupCompleted, false);
    default:
      return undefined;
  }
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.storeName, pattern),
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.storePhone, pattern),
  );
}

/** A page of stores, newest accounts first. */
export async function listStores(
  db: Db,
  query: { status: StoreFilter; q?: string; page: number },
): Promise<Page<AdminStore>> {
  const where = and(isBusiness, statusFilter(query.status), searchFilter(query.q));
  return adminPage(
    query.page,
    (window) =>
      selectStores(db)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(users).where(where),
    toAdminStore,
  );
}

async function findStoreRow(db: Db, id: number): Promise<StoreRow> {
  const [row] = await selectStores(db).where(and(isBusiness, eq(users.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'store.notFound');
  return row;
}

/** One store with its newest products and reports; 404 store.notFound for other accounts. */
export async function getAdminStore(db: Db, id: number): Promise<AdminStoreDetail> {
  const row = await findStoreRow(db, id);
  const [productRows, reportRows] = await Promise.all([
    selectAdminProducts(db)
      .where(eq(products.storeId, id))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(STORE_DETAIL_PRODUCTS),
    selectAdminReports(db)
      .where(eq(reports.storeId, id))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(STORE_DETAIL_REPORTS),
  ]);
  return {
    ...toAdminStore(row),
    storeDescription: row.user.storeDescription,
    storeAddress: row.user.storeAddress,
    products: productRows.map(toAdminProduct),
    reports: reportRows.map(toAdminReport),
  };
}

/**
 * Suspends (with the reason, shown to the seller) or restores a store; 404 for other accounts.
 * Suspending an already suspended store updates the reason only (the date stays), still audited.
 */
export async function decideStore(
  db: Db,
  admin: Operator,
  id: number,
  decision: AdminStoreDecision,
): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ label: sql<string>`coalesce(${users.storeName}, ${users.username})` })
      .from(users)
      .where(and(isBusiness, eq(users.id, id)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'store.notFound');
    const now = new Date();
    await tx
      .update(users)
      .set(
        decision.suspended
          ? {
              // Suspended again: only the reason changes, the "since" date stays.
              storeSuspendedAt: sql`coalesce(${users.storeSuspendedAt}, now())`,
              storeSuspensionReason: decision.reason,
              updatedAt: now,
            }
          : { storeSuspendedAt: null, storeSuspensionReason: null, updatedAt: now },
      )
      .where(eq(users.id, id));
    if (decision.suspended) {
      // Every open report about this store is settled by the suspension: its store reports and
      // the reports on its products (none of which can be seen any more), as the dialog says.
      await actionOpenReports(tx, admin, eq(reports.storeId, id));
    }
    await recordAdminAction(tx, admin, {
      action: decision.suspended ? 'suspend' : 'restore',
      targetType: 'store',
      targetId: id,
      targetLabel: current.label,
      reason: decision.reason,
    });
  });
  return toAdminStore(await findStoreRow(db, id));
}
