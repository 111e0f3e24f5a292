/**
 * What the issue 15 journeys share (no order or message goes unseen): the English words of the
 * screens read from the app's locale file, a fresh store to sell from (so a badge or an inbox
 * starts empty and counts only what the journey does), a guest's checkout through the API, and a
 * real SMTP server that keeps every email it is handed.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { escape, newStore, stamp, type NewStore } from './cod-setup.ts';

const EN: Record<string, unknown> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../client/src/locales/en.json'), 'utf8'),
);

/**
 * The English text of `key`, {{name}} replaced by the values; a missing key throws, so a renamed
 * string fails the journey instead of matching nothing.
 */
export function en(key: string, values: Record<string, string | number> = {}): string {
  let text: string | undefined;
  if (typeof values.count === 'number') {
    const form = new Intl.PluralRules('en').select(values.count);
    text = lookup(`${key}_${form}`) ?? lookup(`${key}_other`);
  }
  text ??= lookup(key);
  if (text === undefined) throw new Error(`No en text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

function lookup(key: string): string | undefined {
  let node: unknown = EN;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A name that starts with the text of `key`, whatever its {{values}} are. */
export function enPattern(key: string, flags = ''): RegExp {
  const text = en(key)
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escape)
    .join('.*');
  return new RegExp(`^${text}`, flags);
}

/** The fee every store of these journeys asks, wherever it delivers. */
const FEE = 7;

/**
 * A seller with one product on sale and nothing else: no order, message or notification yet.
 * `page`'s context stays signed in as them.
 */
export async function freshStore(page: Page, owner = 'Hela Gharbi'): Promise<NewStore> {
  return newStore(page, {
    storeName: `Bsissa Hela ${stamp()}`,
    owner,
    terms: { fee: FEE, freeThreshold: null, governorateFees: [], daysMin: 1, daysMax: 3 },
    products: [{ name: 'Bsissa au sésame 500 g', price: 18.5, stockQuantity: 500 }],
  });
}

export interface PlacedOrder {
  id: number;
  reference: string;
  totalAmount: number;
}

/** A guest's cash-on-delivery order of one of `store`'s products, through `guest`'s session. */
export async function guestCheckout(
  guest: Page,
  store: NewStore,
  buyer = { name: 'Sami Ayari', email: '' },
): Promise<PlacedOrder> {
  const product = store.products[0];
  if (!product) throw new Error('the store has no product');
  const response = await guest.request.post('/api/checkout', {
    data: {
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      name: buyer.name,
      phone: '+216 22 345 678',
      governorate: 'TN-61',
      address: '12 avenue Habib Bourguiba, Sfax',
      email: buyer.email,
      deliveryFees: [{ storeId: store.id, fee: FEE }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [order] = ((await response.json()) as { orders: PlacedOrder[] }).orders;
  if (!order) throw new Error('no order placed');
  return order;
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that accepts anything, without STARTTLS or a
 * password, and keeps each message as it came over the wire.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One MIME part: its headers (names lower-cased, folded lines joined) and its body. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Quoted-printable to text: soft line breaks (`=` at a line's end) joined, =XX bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The text of every leaf part of a message (the plain-text and the HTML alternative), decoded
 * from quoted-printable or base64 as their headers say: what a reader's mail program shows.
 */
export function mailTexts(raw: string): string[] {
  const { headers, body } = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary && /^multipart\//i.test(headers['content-type'] ?? '')) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mailTexts(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body, 'base64').toString('utf8')];
  return [body];
}

/** A header of the message itself (the top part), e.g. 'subject' or 'to'. */
export const mailHeader = (raw: string, name: string) => splitPart(raw).headers[name.toLowerCase()];
