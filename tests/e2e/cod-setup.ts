/**
 * What the cash-on-delivery journeys (issue 14) set up through the API instead of clicking: new
 * stores with their delivery terms and products, and the words of the screens in French and Arabic
 * read from the app's own locale files. A key missing in a language throws, so a screen that falls
 * back to English or shows a raw key fails the journey instead of passing unnoticed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Language = 'fr' | 'ar';

const LOCALES: Record<Language, Record<string, unknown>> = {
  fr: JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../client/src/locales/fr.json'), 'utf8'),
  ),
  ar: JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../client/src/locales/ar.json'), 'utf8'),
  ),
};

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = LOCALES[language];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text a screen shows for `key` in `language`, as i18next would make it: plural forms by the
 * language's rules when `count` is given, {{name}} replaced by the values.
 */
export function say(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let text: string | undefined;
  if (typeof values.count === 'number') {
    const form = new Intl.PluralRules(language).select(values.count);
    text = lookup(language, `${key}_${form}`) ?? lookup(language, `${key}_other`);
  }
  text ??= lookup(language, key);
  if (text === undefined) throw new Error(`No ${language} text for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `text` as a regular expression matching exactly it. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name that starts with the text of `key`, whatever its {{values}} are (and the isolate marks
 * around them): for buttons whose name carries an amount or a count.
 */
export function sayPattern(language: Language, key: string): RegExp {
  const text = say(language, key)
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escape)
    .join('.*');
  return new RegExp(`^${text}`);
}

/** An amount as the screens print it: 50.00 → "50,00 DT" in French, "50,00 د.ت" in Arabic. */
export function money(language: Language, dinars: number): string {
  const digits = dinars.toFixed(2).replace('.', ',');
  return language === 'ar' ? `${digits} د.ت` : `${digits} DT`;
}

/**
 * What a reader sees of an element, as laid out (a label above an amount reads as two words):
 * isolate marks dropped, line breaks, no-break spaces and runs of spaces folded into one space.
 */
export async function shown(locator: Locator): Promise<string> {
  const text = await locator.innerText();
  return text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export interface StoreSpec {
  storeName: string;
  owner: string;
  terms: {
    fee: number;
    freeThreshold: number | null;
    governorateFees: { governorate: string; fee: number }[];
    daysMin: number;
    daysMax: number;
  };
  products: { name: string; price: number; stockQuantity: number }[];
}

export interface NewStore {
  id: number;
  username: string;
  password: string;
  storeName: string;
  products: { id: number; name: string; price: number }[];
}

/**
 * A seller who registered, finished setup and set delivery terms, with products on sale: all
 * through the API of `page`'s own session, which then stays signed in as that seller.
 */
export async function newStore(page: Page, spec: StoreSpec): Promise<NewStore> {
  const username = `cod_${stamp()}`;
  const password = 'livraison-2026';
  const registered = await page.request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.tn`,
      password,
      fullName: spec.owner,
      userType: 'business',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const id = ((await registered.json()) as { id: number }).id;
  const login = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const setup = await page.request.patch(`/api/users/${id}`, {
    data: {
      storeName: spec.storeName,
      storeDescription: `${spec.storeName} : produits de Tunisie, livrés chez vous.`,
      storePhone: '+216 71 245 310',
      storeAddress: '14 rue de Marseille, Tunis',
      storeGovernorate: 'TN-11',
      setupCompleted: true,
    },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const terms = await page.request.put('/api/store/delivery-terms', { data: spec.terms });
  expect(terms.status(), await terms.text()).toBe(200);
  const products: NewStore['products'] = [];
  for (const product of spec.products) {
    const created = await page.request.post('/api/products', {
      data: {
        ...product,
        description: `${product.name}, fait main en Tunisie.`,
        status: 'in_stock',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    products.push((await created.json()) as NewStore['products'][number]);
  }
  return { id, username, password, storeName: spec.storeName, products };
}

/** How many of the product the seller has left, as their own product API says. */
export async function stockOf(sellerPage: Page, productId: number): Promise<number> {
  const response = await sellerPage.request.get(`/api/products/${productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stockQuantity: number }).stockQuantity;
}

/**
 * A verified demo transporter who is on holiday in the seed, made available for the journeys (the
 * other journeys use Hamza, the demo transporter, whose board they expect as seeded); the returned
 * function puts them back on holiday. The journeys' stores are new, so the cash between them and
 * this transporter is only what the journeys collect.
 */
export async function availableTransporter(page: Page, username = 'walid_sassi') {
  const login = await page.request.post('/api/auth/login', {
    data: { username, password: 'hanout2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const profile = (await (await page.request.get('/api/transporter/profile')).json()) as {
    id: number;
    verification: { status: string };
  };
  expect(profile.verification.status).toBe('verified');
  const setAvailable = (isAvailable: boolean) =>
    page.request.patch(`/api/transporters/${profile.id}`, { data: { isAvailable } });
  const response = await setAvailable(true);
  expect(response.status(), await response.text()).toBe(200);
  return async () => {
    await setAvailable(false);
  };
}
