/**
 * The audit log (issue 13): one row per operator action, written inside the action's own
 * transaction so that a change and its entry stand or fall together. Nothing here updates or
 * deletes an entry; the API only reads them, newest first.
 */
import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../common/contracts/admin.ts';
import type { Page } from '../../../common/contracts/shared.ts';
import type { AdminAction, AdminTarget } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import { adminActions } from '../../db/schema.ts';
import { adminPage } from './pagination.ts';

/** Who acts: the signed-in operator. */
export interface Operator {
  id: number;
  username: string;
}

export interface AdminActionEntry {
  action: AdminAction;
  targetType: AdminTarget;
  targetId: number;
  /** The target's name at the time, so the entry reads the same whatever happens to it later. */
  targetLabel: string;
  reason?: string | null;
}

/** The label column's length: a long product name is cut rather than refused. */
const LABEL_MAX = 200;

/** Writes the entry with `tx`, the transaction of the change it records. */
export async function recordAdminAction(tx: Db, admin: Operator, entry: AdminActionEntry) {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    adminUsername: admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel.slice(0, LABEL_MAX),
    reason: entry.reason ?? null,
  });
}

/** One page of the log, newest first (ties by id, so two entries of one instant keep order). */
export async function listAuditLog(db: Db, page: number): Promise<Page<AuditEntry>> {
  return adminPage(
    page,
    (window) =>
      db
        .select()
        .from(adminActions)
        .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
        .limit(window.limit)
        .offset(window.offset),
    db.select({ n: count() }).from(adminActions),
    (row) => ({
      id: row.id,
      admin: row.adminUsername,
      action: row.action as AdminAction,
      targetType: row.targetType as AdminTarget,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
