/**
 * Email delivery on both engines: a mail server that refuses or hangs never slows a checkout (timed
 * against the same checkout without SMTP) and the emails arrive once it recovers; a queued email
 * survives a restart; an email is given up after the last retry (a password reset once its link
 * expired); old emails keep their unsubscribe link a year; an address gets at most 10 emails a
 * stranger can ask for a day; two workers on one database send each email exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type Engine } from '../../server/db/client.ts';
import { queueEmail } from '../../server/modules/email/index.ts';
import {
  address,
  appOn,
  checkout,
  emailTo,
  ORIGIN,
  outboxRows,
  QUICK,
  shop,
  waitUntil,
} from './email-fixtures.ts';
import { createTestEnv, ENGINES, type TestEnv } from './harness.ts';
import { databaseUrl } from './postgres-admin.ts';
import { startSmtpFixture, type SmtpFixture } from './smtp-fixture.ts';

for (const engine of ENGINES) {
  describe(`email with a failing mail server [${engine}]`, () => {
    let smtp: SmtpFixture;
    let env: TestEnv;
    const app = () => env.app;

    beforeAll(async () => {
      smtp = await startSmtpFixture();
      env = await createTestEnv(engine, {
        config: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
        mail: QUICK,
      });
    });
    afterAll(async () => {
      await env?.app.close();
      await smtp?.close();
    });

    it('never slows a checkout with a refusing or hanging server, and delivers once it recovers', async () => {
      const store = await shop(app(), 'Dattes de Tozeur');
      // The same checkout on an app without SMTP and without worker, on the same database.
      const plain = await appOn(env.database, undefined, { worker: false });
      await plain.ready();
      try {
        // Interleaved runs (the machine's load hits both alike), medians, a generous margin: a
        // checkout that waited on the hanging server would still take 600 ms more and fail.
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
        const timed = async () => {
          const plainTimes: number[] = [];
          const times: number[] = [];
          const addresses: string[] = [];
          for (let i = 0; i < 5; i++) {
            plainTimes.push((await checkout(plain, store, address('plain'), 'en')).ms);
            const to = address('slow');
            addresses.push(to);
            times.push((await checkout(app(), store, to, 'en')).ms);
          }
          return { ms: median(times), baseline: median(plainTimes), addresses };
        };
        await checkout(plain, store, address('warm'), 'en');

        for (const mode of ['refuse', 'hang'] as const) {
          smtp.mode = mode;
          const during = await timed();
          expect(during.ms, `${mode}: ${during.ms} ms vs ${during.baseline} ms`).toBeLessThan(
            during.baseline * 2 + 250,
          );
          const [first] = during.addresses;
          await waitUntil(async () => {
            const [row] = await outboxRows(env.database, first ?? '');
            return row && row.attempts >= 1 && row.sentAt === null && row.lastError !== null;
          });
          const [failed] = await outboxRows(env.database, first ?? '');
          expect(failed?.lastError).not.toContain(first);
          expect(failed?.lastError).toMatch(mode === 'refuse' ? /451/ : /timeout|ETIMEDOUT/i);
          smtp.mode = 'accept';
          for (const to of during.addresses) await emailTo(smtp, to, 'Your order');
          expect(smtp.messages.filter((m) => m.to.includes(first ?? ''))).toHaveLength(1);
        }
      } finally {
        smtp.mode = 'accept';
        await plain.close();
      }
    }, 60_000);
  });

  describe(`email queue across instances [${engine}]`, () => {
    let smtp: SmtpFixture;
    let env: TestEnv;
    const extra: Database[] = [];

    beforeAll(async () => {
      smtp = await startSmtpFixture();
      env = await createTestEnv(engine, { mail: { worker: false } });
    });
    afterAll(async () => {
      for (const database of extra) await database.close();
      await env?.app.close();
      await smtp?.close();
    });

    /** A second connection pool on PostgreSQL, as another instance has; PGlite has one. */
    async function anotherDatabase(kind: Engine): Promise<Database> {
      if (kind === 'pglite') return env.database;
      const result = (await env.database.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]?.name ?? '';
      const database = await openPostgres(
        databaseUrl(process.env.TEST_DATABASE_URL ?? '', name),
        5,
      );
      extra.push(database);
      return database;
    }

    async function queue(to: string, count = 1) {
      await env.database.db.transaction(async (tx) => {
        for (let i = 0; i < count; i++) {
          await queueEmail(tx, {
            template: 'message_reply',
            to,
            language: 'en',
            data: { storeName: `Store ${i}`, excerpt: 'Hello', conversationPath: '/dashboard' },
          });
        }
      });
    }

    it('keeps a queued email across a restart and delivers it once', async () => {
      smtp.mode = 'refuse';
      const first = await appOn(env.database, smtp.url, QUICK);
      await first.ready();
      const to = address('restart');
      await queue(to);
      await waitUntil(async () => (await outboxRows(env.database, to))[0]?.attempts === 1);
      await first.close();

      smtp.mode = 'accept';
      const second = await appOn(await anotherDatabase(engine), smtp.url, QUICK);
      await second.ready();
      try {
        await emailTo(smtp, to);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
        const [row] = await outboxRows(env.database, to);
        expect(row?.sentAt).not.toBeNull();
        expect(row?.data).toBeNull();
      } finally {
        await second.close();
      }
    });

    it('gives an email up after the last retry', async () => {
      smtp.mode = 'refuse';
      const worker = await appOn(env.database, smtp.url, { ...QUICK, retryDelaysMs: [100] });
      await worker.ready();
      try {
        const to = address('given-up');
        await queue(to);
        const row = await waitUntil(async () => {
          const [found] = await outboxRows(env.database, to);
          return found?.failedAt ? found : undefined;
        });
        expect(row.attempts).toBe(2);
        expect(row.sentAt).toBeNull();
        expect(row.lastError).toMatch(/451|Try again/);
      } finally {
        smtp.mode = 'accept';
        await worker.close();
      }
    });

    it('wipes a sent email’s data after 30 days and keeps its unsubscribe link a year', async () => {
      const ages = { recent: 29, old: 31, ancient: 366 } as const;
      const to = {} as Record<keyof typeof ages, string>;
      for (const [label, days] of Object.entries(ages) as [keyof typeof ages, number][]) {
        to[label] = address(label);
        await env.database.db.transaction((tx) =>
          queueEmail(tx, {
            template: 'message_new',
            to: to[label],
            language: 'en',
            data: {
              storeName: 'Dar',
              customerName: 'Sami',
              excerpt: 'Hi',
              messagesPath: '/messages',
            },
          }),
        );
        await env.database.db.execute(
          sql`update email_outbox set created_at = now() - ${days} * interval '1 day',
                sent_at = now() - ${days} * interval '1 day'
              where to_address = ${to[label]}`,
        );
      }
      const worker = await appOn(env.database, smtp.url, QUICK);
      await worker.ready();
      try {
        await waitUntil(async () => (await outboxRows(env.database, to.ancient)).length === 0);
        const [old] = await waitUntil(async () => {
          const rows = await outboxRows(env.database, to.old);
          return rows[0]?.data === null ? rows : undefined;
        });
        const [recent] = await outboxRows(env.database, to.recent);
        expect(recent?.data).not.toBeNull();
        // The old email's one-click link still works.
        const oneClick = await worker.inject({
          method: 'POST',
          url: `/api/email/unsubscribe/${old?.unsubscribeToken}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(oneClick.statusCode, oneClick.body).toBe(200);
      } finally {
        await worker.close();
      }
    });

    it('gives a password reset up once its link has expired, without sending it', async () => {
      const to = address('late-reset');
      await env.database.db.transaction((tx) =>
        queueEmail(tx, {
          template: 'password_reset',
          to,
          language: 'en',
          data: { name: 'Sami', resetPath: '/auth/reset-password#token=t', minutes: 30 },
        }),
      );
      await env.database.db.execute(
        sql`update email_outbox set created_at = now() - interval '31 minutes' where to_address = ${to}`,
      );
      smtp.mode = 'accept';
      const worker = await appOn(env.database, smtp.url, QUICK);
      await worker.ready();
      try {
        const row = await waitUntil(async () => {
          const [found] = await outboxRows(env.database, to);
          return found?.failedAt ? found : undefined;
        });
        expect(row.lastError).toBe('expired');
        expect(row.sentAt).toBeNull();
        expect(row.data).toBeNull();
        expect(smtp.messages.filter((m) => m.to.includes(to))).toHaveLength(0);
      } finally {
        await worker.close();
      }
    });

    it('queues at most 10 emails a stranger can ask for per address and day', async () => {
      const to = address('flooded');
      const confirmation = (recipient: string) => ({
        template: 'order_confirmation' as const,
        to: recipient,
        language: 'en' as const,
        data: {
          storeName: 'Dar',
          reference: 'HN-AAAAAA',
          customerName: 'Sami',
          items: [],
          subtotal: 0,
          deliveryFee: 0,
          total: 0,
          deliveryDaysMin: 1,
          deliveryDaysMax: 3,
          deliveryCode: '0000',
          trackingPath: '/marketplace/orders/track',
        },
      });
      const started = (recipient: string) => ({
        template: 'conversation_started' as const,
        to: recipient,
        language: 'en' as const,
        data: { storeName: 'Dar', conversationPath: '/marketplace/conversations/t' },
      });
      const queued: boolean[] = [];
      for (let i = 0; i < 12; i++) {
        // The same address, however it is written.
        const recipient = i % 2 ? to.toUpperCase() : ` ${to}`;
        const email = i % 3 ? confirmation(recipient) : started(recipient);
        queued.push(await env.database.db.transaction((tx) => queueEmail(tx, email)));
      }
      expect(queued).toEqual([...Array(10).fill(true), false, false]);
      const counted = (await env.database.db.execute(
        sql`select count(*)::int as n from email_outbox where lower(to_address) = ${to}`,
      )) as unknown as { rows: { n: number }[] };
      expect(counted.rows[0]?.n).toBe(10);
      // Emails about the address's own account or orders are not capped.
      const status = await env.database.db.transaction((tx) =>
        queueEmail(tx, {
          template: 'message_reply',
          to,
          language: 'en',
          data: { storeName: 'Dar', excerpt: 'Hi', conversationPath: '/dashboard' },
        }),
      );
      expect(status).toBe(true);
    });

    it('sends each email exactly once with two workers on one database', async () => {
      smtp.mode = 'accept';
      const apps = [
        await appOn(env.database, smtp.url, QUICK),
        await appOn(await anotherDatabase(engine), smtp.url, QUICK),
      ];
      for (const one of apps) await one.ready();
      try {
        const to = address('twice');
        await queue(to, 20);
        await waitUntil(() => smtp.messages.filter((m) => m.to.includes(to)).length >= 20);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const subjects = smtp.messages.filter((m) => m.to.includes(to)).map((m) => m.subject);
        expect(subjects).toHaveLength(20);
        expect(new Set(subjects).size).toBe(20);
      } finally {
        for (const one of apps) await one.close();
      }
    });
  });
}
