/**
 * The in-process hub of one instance: it listens once on hanout_live and hands each committed
 * event to the open streams of its readers (the account it names, or every account of its
 * audience's type). Streams register here; events are never stored in memory past a stream's
 * replay, the live_events table is what a reconnecting stream catches up from.
 */
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { liveEvents, notifications, passwordResetTokens } from '../../db/schema.ts';
import { LIVE_CHANNEL, type LiveEvent } from './publish.ts';

/** How long a missed event can still be replayed; older ones are deleted hourly. */
export const LIVE_EVENT_TTL_MS = 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;
/** At most this many events replayed on a reconnect, oldest first. */
export const REPLAY_LIMIT = 500;

/** An open stream, as the hub sees it. */
export interface LiveStream {
  userId: number;
  userType: string;
  /** The highest event id this stream was sent (or told it had). */
  lastId: number;
  /** Never replay at or below this id (the head when the stream opened without an id). */
  floor: number;
  send(event: LiveEvent): void;
  close(): void;
}

/**
 * Ids are handed out at insert, not at commit: a long transaction's event can commit after a
 * higher id a stream already got. A replay therefore also resends this reader's events of the
 * last OVERLAP_MS at or below the id asked from (the client drops the ids it has seen).
 */
export const OVERLAP_MS = 10_000;

/** The highest event id so far: where a stream opened without Last-Event-ID starts. */
export async function headEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)` })
    .from(liveEvents);
  return Number(row?.id ?? 0);
}

/**
 * The events for this reader after `afterId` (and, above `floor`, those of the last OVERLAP_MS),
 * at most a day old, oldest first. `floor` keeps a stream opened without an id from ever getting
 * what was there before it.
 */
export async function eventsSince(
  db: Db,
  reader: { userId: number; userType: string },
  afterId: number,
  floor = 0,
): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, floor),
        or(
          gt(liveEvents.id, afterId),
          gt(liveEvents.createdAt, sql`now() - ${OVERLAP_MS} * interval '1 millisecond'`),
        ),
        or(eq(liveEvents.userId, reader.userId), eq(liveEvents.audience, reader.userType)),
        gt(liveEvents.createdAt, sql`now() - interval '24 hours'`),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    audience: row.audience as LiveEvent['audience'],
    kind: row.kind as LiveEvent['kind'],
    data: row.data,
  }));
}

/** Deletes the events too old to be replayed (every instance does it hourly: idempotent). */
export async function pruneLiveEvents(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENT_TTL_MS)))
    .returning({ id: liveEvents.id });
  return gone.length;
}

/** The bell keeps half a year of notifications. */
export const NOTIFICATION_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Password reset tokens used or expired this long ago are of no use, not even to explain a 400. */
const RESET_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The hourly clean-up that runs with the live events' (each instance, idempotent): notifications
 * past NOTIFICATION_TTL_MS, and password reset tokens used or expired over a day ago.
 */
export async function pruneHistory(db: Db, now = new Date()): Promise<void> {
  await pruneLiveEvents(db, now);
  await db
    .delete(notifications)
    .where(lt(notifications.createdAt, new Date(now.getTime() - NOTIFICATION_TTL_MS)));
  const tokensBefore = new Date(now.getTime() - RESET_TOKEN_KEEP_MS);
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, tokensBefore),
        lt(passwordResetTokens.usedAt, tokensBefore),
      ),
    );
}

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private stopListening: (() => Promise<void>) | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private firstPrune: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(LIVE_CHANNEL, {
      onMessage: (payload) => this.dispatch(payload),
      onReconnect: () => void this.catchUp(),
    });
    // Every instance prunes, a minute after it starts (an instance restarted often prunes too),
    // then hourly; the deletes are idempotent. Unref'd: they never keep a process up.
    this.firstPrune = setTimeout(() => void this.prune(), FIRST_PRUNE_MS);
    this.firstPrune.unref();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  /** How many streams this account has open on this instance. */
  openFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(stream: LiveStream): void {
    this.streams.add(stream);
    let mine = this.byUser.get(stream.userId);
    if (!mine) this.byUser.set(stream.userId, (mine = new Set()));
    mine.add(stream);
  }

  remove(stream: LiveStream): void {
    this.streams.delete(stream);
    const mine = this.byUser.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.userId);
  }

  /** Ends every open stream (app close): none keeps the server from closing. */
  endAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.firstPrune);
    clearInterval(this.pruneTimer);
    this.endAll();
    await this.stopListening?.();
  }

  private async prune(): Promise<void> {
    if (this.closed) return;
    await pruneHistory(this.database.db).catch(() => {});
  }

  private dispatch(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (event.userId !== null) {
      for (const stream of this.byUser.get(event.userId) ?? []) stream.send(event);
    } else if (event.audience !== null) {
      for (const stream of this.streams) {
        if (stream.userType === event.audience) stream.send(event);
      }
    }
  }

  /** The listening connection came back: each stream gets what it missed in between. */
  private async catchUp(): Promise<void> {
    for (const stream of [...this.streams]) {
      const missed = await eventsSince(this.database.db, stream, stream.lastId, stream.floor).catch(
        () => [],
      );
      for (const event of missed) stream.send(event);
    }
  }
}
