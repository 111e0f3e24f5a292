/**
 * Publishing a live event: a live_events row (kept a day, for streams that reconnect with
 * Last-Event-ID) and a NOTIFY on hanout_live carrying it, which PostgreSQL (or PGlite) delivers
 * to every instance's hub when the transaction commits, and never if it rolls back.
 */
import { is, SQL, sql } from 'drizzle-orm';
import type { LiveEventKind, UserType } from '../../../common/enums.ts';
import type { Db } from '../../db/client.ts';
import { liveEvents } from '../../db/schema.ts';

/** The channel every instance's hub listens on. */
export const LIVE_CHANNEL = 'hanout_live';

/** An event's data: ids and statuses, or a whole notification (JSON). */
export type LiveData = Record<string, unknown>;

/** One account, or every account of a type (the board: every transporter). */
export type LiveTarget = { userId: number } | { audience: UserType };

/** What travels in the NOTIFY payload and down a stream. */
export interface LiveEvent {
  id: number;
  userId: number | null;
  audience: UserType | null;
  kind: LiveEventKind;
  data: LiveData;
}

/**
 * Writes a live_events row in tx and NOTIFYs hanout_live with it: the streams of its readers on
 * every instance get it when tx commits, and nothing if it rolls back. One statement (the insert
 * and the NOTIFY of the row it returns): it runs inside transactions that hold row locks.
 */
export async function publishLive(
  tx: Db,
  target: LiveTarget,
  kind: LiveEventKind,
  data: LiveData = {},
): Promise<void> {
  const event = liveEventSql('event', target, kind, data);
  await tx.execute(sql`with ${sql.join(event.ctes, sql`, `)} ${event.notify}`);
}

/**
 * publishLive as a part of a statement that writes several things at once (an announcement,
 * modules/notifications): `ctes` write the event as the CTE `name`, and `notify` is the SELECT
 * of its NOTIFY, which the statement must run (a branch of its final UNION ALL: a CTE nothing
 * reads would send nothing). `data` is given, or a json expression in SQL over `from`, a one-row
 * CTE written before in the same statement (a notification's row), its columns qualified.
 */
export function liveEventSql(
  name: string,
  target: LiveTarget,
  kind: LiveEventKind,
  data: LiveData | SQL,
  from?: string,
): { ctes: SQL[]; notify: SQL } {
  const userId = 'userId' in target ? target.userId : null;
  const audience = 'audience' in target ? target.audience : null;
  // The NOTIFY carries the data as given (json keeps its key order; the jsonb row sorts them).
  const json = is(data, SQL) ? data : sql`${JSON.stringify(data)}::json`;
  const row = from ? sql.identifier(from) : undefined;
  const event = sql.identifier(name);
  return {
    ctes: [
      sql`${event} as (
        insert into ${liveEvents} (user_id, audience, kind, data)
        select ${userId}::integer, ${audience}::text, ${kind}::text, (${json})::jsonb
        ${row ? sql`from ${row}` : sql``}
        returning id, user_id, audience, kind
      )`,
    ],
    notify: sql`select pg_notify(
        ${LIVE_CHANNEL},
        json_build_object(
          'id', ${event}.id, 'userId', ${event}.user_id, 'audience', ${event}.audience,
          'kind', ${event}.kind, 'data', ${json}
        )::text
      )
      from ${event}${row ? sql`, ${row}` : sql``}`,
  };
}
