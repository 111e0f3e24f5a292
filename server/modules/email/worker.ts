/**
 * The mail worker: sends the outbox's due emails, one at a time, outside of any request. Each
 * instance runs one; it is woken by NOTIFY hanout_mail (queueEmail's, at the commit of what the
 * email tells), by a poll timer (a missed notification, a retry come due) and after a failure by
 * a timer for that retry.
 *
 * An email is claimed with FOR UPDATE SKIP LOCKED and held with locked_until, so two instances
 * never send it both, and one whose instance died while sending is taken again once the hold
 * expires. Failures are retried after MailOptions.retryDelaysMs and given up after the last; a
 * password reset is given up once its link has expired. Delivery is at least once: if the update
 * that marks an email sent fails (the database went away just then), the hold expires and the
 * email is sent again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { languageOf } from '../../../common/constants.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { MAIL_CHANNEL, type EmailTemplate } from './outbox.ts';
import { renderEmail, unsubscribeLinks } from './templates/index.ts';
import type { MailTransport } from './transport.ts';

export const DEFAULT_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  12 * 3600_000,
];
export const DEFAULT_POLL_MS = 30_000;
export const DEFAULT_SEND_TIMEOUT_MS = 15_000;
/** How long close() waits for the email being sent: it is sent again by whoever claims it next. */
const CLOSE_WAIT_MS = 3_000;
/** Sent (or given up) emails keep their data this long, then only what unsubscribing needs. */
const KEEP_DATA_MS = 30 * 24 * 3600_000;
/**
 * The rows themselves (token, kind, address) are kept a year: an old email's unsubscribe link
 * (List-Unsubscribe, the footer) must keep working.
 */
const KEEP_ROW_MS = 365 * 24 * 3600_000;
/** A password reset's link lasts this long unless its data says otherwise (auth/password-reset.ts). */
const RESET_LINK_MINUTES = 30;
const CLEAN_EVERY_MS = 3600_000;

/** Templates whose data hold a secret link (reset, private conversation): wiped once sent. */
const SECRET_TEMPLATES: EmailTemplate[] = [
  'password_reset',
  'conversation_started',
  'message_reply',
];

export interface WorkerOptions {
  database: Database;
  config: Config;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryDelaysMs: number[];
  pollMs: number;
  sendTimeoutMs: number;
}

export function siteOriginOf(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** What is safe to keep of an error: no address or credentials, one short line. */
export function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? [(error as { code?: unknown }).code, error.message].filter(Boolean).join(': ')
      : String(error);
  return text
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^\s@/]*@/gi, '<url>@')
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

export interface MailWorker {
  /** Look for due emails now. */
  wake(): void;
  /** Stops the timers, waits a little for the email in flight, closes the transport. */
  stop(): Promise<void>;
}

export async function startMailWorker(options: WorkerOptions): Promise<MailWorker> {
  const { database, config, transport, log, retryDelaysMs, pollMs, sendTimeoutMs } = options;
  const db = database.db;
  const origin = siteOriginOf(config);
  // Longer than any one attempt can last (connection, greeting and socket timeouts).
  const holdMs = Math.max(2 * 60_000, sendTimeoutMs * 4);
  let stopped = false;
  // stop() gave up waiting for the email in flight: the pool may be closed, write nothing more.
  let abandoned = false;
  let running: Promise<void> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();

  function later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function claim() {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            isNull(emailOutbox.failedAt),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(emailOutbox)
        .set({ lockedUntil: sql`now() + ${holdMs} * interval '1 millisecond'` })
        .where(eq(emailOutbox.id, row.id));
      return row;
    });
  }

  /** A reset link past its minutes: sending it would only annoy; the row is given up. */
  function expired(row: typeof emailOutbox.$inferSelect): boolean {
    if (row.template !== 'password_reset') return false;
    const minutes = Number(
      (row.data as { minutes?: unknown } | null)?.minutes ?? RESET_LINK_MINUTES,
    );
    return Date.now() > row.createdAt.getTime() + minutes * 60_000;
  }

  async function deliver(row: typeof emailOutbox.$inferSelect) {
    const secret = SECRET_TEMPLATES.includes(row.template as EmailTemplate);
    if (expired(row)) {
      if (abandoned) return;
      await db
        .update(emailOutbox)
        .set({ failedAt: sql`now()`, lastError: 'expired', lockedUntil: null, data: null })
        .where(eq(emailOutbox.id, row.id));
      log.warn({ emailId: row.id, template: row.template }, 'email given up: its link expired');
      return;
    }
    try {
      const template = row.template as EmailTemplate;
      const rendered = renderEmail(template, row.data as never, {
        language: languageOf(row.language),
        origin,
        unsubscribeToken: row.unsubscribeToken,
      });
      const headers: Record<string, string> = {};
      if (row.unsubscribeToken) {
        headers['List-Unsubscribe'] =
          `<${unsubscribeLinks(origin, row.unsubscribeToken).oneClick}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      await transport.send({ to: row.toAddress, template, ...rendered, headers });
    } catch (error) {
      if (abandoned) return;
      const attempts = row.attempts + 1;
      const delay = retryDelaysMs[attempts - 1];
      const givenUp = delay === undefined;
      await db
        .update(emailOutbox)
        .set({
          attempts,
          lastError: describeError(error),
          lockedUntil: null,
          ...(givenUp
            ? { failedAt: sql`now()`, ...(secret ? { data: null } : {}) }
            : { nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` }),
        })
        .where(eq(emailOutbox.id, row.id));
      log.warn(
        { emailId: row.id, template: row.template, attempts, givenUp, error: describeError(error) },
        givenUp ? 'email given up' : 'email not sent, will retry',
      );
      if (!givenUp && !stopped) later(delay + 10, wake);
      return;
    }
    if (abandoned) return;
    try {
      await db
        .update(emailOutbox)
        .set({
          sentAt: sql`now()`,
          lockedUntil: null,
          attempts: row.attempts + 1,
          lastError: null,
          ...(secret ? { data: null } : {}),
        })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      // At least once: the hold expires and the email is sent again.
      log.error(
        { emailId: row.id, template: row.template, error: describeError(error) },
        'email sent but not marked sent: it will be sent again once its hold expires',
      );
      return;
    }
    log.info({ emailId: row.id, template: row.template }, 'email sent');
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const row = await claim();
        if (!row) break;
        await deliver(row);
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ error: describeError(error) }, 'mail worker failed'))
      .finally(() => {
        running = null;
      });
  }

  /**
   * Wipes the data of emails done with for 30 days, deletes those a year old. Both by created_at
   * (indexed), which is never later than the sending.
   */
  async function clean() {
    const done = or(isNotNull(emailOutbox.sentAt), isNotNull(emailOutbox.failedAt));
    const olderThan = (ms: number) =>
      lt(emailOutbox.createdAt, sql`now() - ${ms} * interval '1 millisecond'`);
    try {
      await db
        .update(emailOutbox)
        .set({ data: null })
        .where(and(olderThan(KEEP_DATA_MS), done, isNotNull(emailOutbox.data)));
      await db.delete(emailOutbox).where(and(olderThan(KEEP_ROW_MS), done));
    } catch (error) {
      log.error({ error: describeError(error) }, 'email clean-up failed');
    }
  }

  function poll() {
    wake();
    if (!stopped) later(pollMs, poll);
  }
  function cleanNowAndThen() {
    void clean();
    if (!stopped) later(CLEAN_EVERY_MS, cleanNowAndThen);
  }

  const unlisten = await database.listen(MAIL_CHANNEL, { onMessage: wake, onReconnect: wake });
  poll();
  cleanNowAndThen();

  return {
    wake,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await unlisten().catch(() => {});
      if (running) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => {
            timeout = setTimeout(() => {
              abandoned = true;
              resolve();
            }, CLOSE_WAIT_MS);
          }),
        ]);
        clearTimeout(timeout);
      }
      transport.close();
    },
  };
}
