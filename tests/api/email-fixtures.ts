/** What the email suites share: a quick worker, the SMTP captures they look for, a shop, a checkout. */
import { expect } from 'vitest';
import type { CheckoutResult } from '../../common/contracts/checkout.ts';
import { buildApp, type App } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { emailOutbox } from '../../server/db/schema.ts';
import type { MailOptions } from '../../server/modules/email/index.ts';
import { newStore } from './market-fixtures.ts';
import type { CapturedEmail, SmtpFixture } from './smtp-fixture.ts';

export const ORIGIN = 'https://hanout.test';
/** Retries every 300 ms, and an SMTP attempt gives up after 600 ms. */
export const QUICK: MailOptions = {
  pollMs: 200,
  retryDelaysMs: [300, 300, 300, 300],
  sendTimeoutMs: 600,
};

const guest = {
  name: 'Amel Trabelsi',
  phone: '+216 22 456 789',
  governorate: 'TN-51',
  address: 'Avenue Habib Bourguiba, Sousse',
};

export async function waitUntil<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first email to that address (whose subject holds `subject`), once it has arrived. */
export function emailTo(smtp: SmtpFixture, address: string, subject?: string) {
  return waitUntil(() =>
    smtp.messages.find(
      (message) => message.to.includes(address) && (!subject || message.subject.includes(subject)),
    ),
  );
}

/** The unsubscribe token of an email's List-Unsubscribe header (which must be there). */
export function tokenOf(message: CapturedEmail): string {
  const header = message.headers.get('list-unsubscribe') ?? '';
  const match = /^<https:\/\/hanout\.test\/api\/email\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(
    header,
  );
  if (!match?.[1]) throw new Error(`no List-Unsubscribe: ${header}`);
  return match[1];
}

export async function outboxRows(database: Database, address: string) {
  const rows = await database.db.select().from(emailOutbox);
  return rows.filter((row) => row.toAddress === address);
}

/** Another instance on the same database (its own worker, or none). */
export function appOn(database: Database, smtpUrl: string | undefined, mail: MailOptions) {
  return buildApp({
    config: testConfig({ SMTP_URL: smtpUrl, PUBLIC_URL: ORIGIN }),
    database,
    clientRoot: '/nonexistent-client-build',
    logger: false,
    rateLimits: { checkout: { max: 10_000, windowMs: 60_000 } },
    mail,
  });
}

let unique = 0;
export function address(label: string) {
  unique += 1;
  return `${label}.${process.pid}.${unique}@example.tn`;
}

export type Shop = Awaited<ReturnType<typeof shop>>;

/** A store with one product whose name is markup, which every email must escape. */
export function shop(app: App, storeName: string) {
  return newStore(app, storeName, [
    { name: 'Huile d’olive <1L> & "extra"', price: 12.5, stockQuantity: 200 },
  ]);
}

/** A guest's checkout of 2 of the shop's product, from a page in `language`; timed. */
export async function checkout(app: App, store: Shop, email: string, language = 'fr') {
  const product = store.products[0];
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: `hanout-lang=${language}` },
    payload: {
      ...guest,
      email,
      items: [{ productId: product?.id, quantity: 2, price: product?.price }],
    },
  });
  const ms = performance.now() - started;
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<CheckoutResult>().orders[0];
  if (!order) throw new Error('no order');
  return { order, ms };
}
