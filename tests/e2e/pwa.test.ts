/**
 * Hanout installs on a phone (issue 15). Chromium itself judges it: CDP's
 * Page.getInstallabilityErrors is what Lighthouse's installable-manifest audit was built on
 * (Lighthouse 12 dropped the PWA category, the browser's own check stays) and it must find
 * nothing to object to. The manifest and its icons load, with the right type; in Arabic the page
 * links the right-to-left manifest. The service worker takes control of the page; it carries the
 * build's id in its cache names (a deploy is a new worker that drops the old caches); a store page
 * seen once reads offline, with a notice saying so, and so does any page of the app never seen
 * (the shell); and nothing signed in is ever kept in its caches.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, expect, inject, it } from 'vitest';
import { PHONE, describeJourney, snapshot } from './browser.ts';
import { LAUNCH_ARGS } from './demo-app.ts';
import { en } from './reach-setup.ts';
import { signInAsSeller } from './signin.ts';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  dir?: string;
  lang?: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The address of the manifest the page links, made absolute. */
async function manifestUrl(page: Page): Promise<string> {
  const link = page.locator('link[rel="manifest"]');
  await expect.poll(() => link.count()).toBe(1);
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the manifest link has no href');
  return new URL(href, page.url()).href;
}

/**
 * Waits until a service worker is active for the page's scope and has kept what the first page
 * loaded before it took over (lib/pwa.ts then sets <html data-offline-ready>).
 */
async function serviceWorkerReady(page: Page): Promise<string> {
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });
  return script;
}

/** The build id stamped into the worker's cache names. */
function buildIdOf(source: string): string {
  const id = /const BUILD_ID = '([0-9a-f]{16})'/.exec(source)?.[1];
  if (!id) throw new Error('sw.js carries no build id');
  return id;
}

/** Every request URL kept in any of the page's caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * A page in a browser with a profile on disk, as a person's is: Chromium never offers to install
 * from an incognito context (newContext() is one: "in-incognito"), and Lighthouse runs in a
 * profile too. `close` ends that browser and deletes the profile.
 */
async function profilePage(baseUrl: string, options: BrowserContextOptions = {}) {
  const profile = await mkdtemp(path.join(tmpdir(), 'hanout-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: inject('chromePath') ?? undefined,
    args: LAUNCH_ARGS,
    headless: true,
    baseURL: baseUrl,
    viewport: PHONE,
    locale: 'en-US',
    ...options,
  });
  const close = async () => {
    profiles.delete(close);
    await context.close();
    // The browser may still be writing its profile as it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  profiles.add(close);
  return { page: context.pages()[0] ?? (await context.newPage()), close };
}

/** The profile browsers still open: a failed journey leaves none behind. */
const profiles = new Set<() => Promise<void>>();

describeJourney('installable app', ({ newPage, baseUrl }) => {
  afterEach(async () => {
    for (const close of [...profiles]) await close();
  });

  it('links a manifest whose icons load, and Chromium finds nothing against installing', async () => {
    const { page, close } = await profilePage(baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured products' }).waitFor();

    const url = await manifestUrl(page);
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toContain('Hanout');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, url).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      // A PNG says its size at bytes 16–23 of its IHDR chunk.
      const body = await image.body();
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }

    // The service worker registers and, after a reload, controls the page.
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Featured products' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    // What Lighthouse's installable-manifest audit asks the browser.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url: seen, errors } = await cdp.send('Page.getAppManifest');
    expect(seen).toBe(url);
    expect(errors).toEqual([]);
    await cdp.detach();
    await close();
  });

  it('serves the worker script, stamped with the build, to be checked at every visit', async () => {
    const page = await newPage();
    // A browser asks with br and gzip, and the build has sw.js.br and sw.js.gz beside sw.js: each
    // is stamped with the same build id (scripts/client-build.mjs stamps before compressing).
    const ids = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const worker = await page.request.get('/sw.js', { headers: { 'Accept-Encoding': encoding } });
      expect(worker.status()).toBe(200);
      expect(worker.headers()['cache-control'], encoding).toMatch(/no-cache|no-store|max-age=0/);
      const source = await worker.text();
      expect(source, encoding).not.toContain('__BUILD_ID__');
      ids.add(buildIdOf(source));
    }
    expect(ids.size).toBe(1);
    await page.context().close();
  });

  it('names its caches after the build and keeps the whole shell at install', async () => {
    const page = await newPage();
    await page.goto('/');
    await serviceWorkerReady(page);
    const id = buildIdOf(await (await page.request.get('/sw.js')).text());
    const names = await page.evaluate(() => caches.keys());
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(new RegExp(`^hanout-[a-z]+-${id}$`));
    // index.html's own entry files, in the shell cache (never trimmed). The shell is the bare
    // index.html: '/' is the home page drawn on the server (issue 16).
    const html = await (await page.request.get('/index.html')).text();
    const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(entry.some((file) => /\/assets\/index-[^/]+\.js$/.test(file ?? ''))).toBe(true);
    const shell = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, `hanout-shell-${id}`);
    expect(shell).toEqual(expect.arrayContaining(['/index.html', ...entry]));
    await page.context().close();
  });

  it('opens a page never visited offline, from the shell, with the notice', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured products' }).waitFor();
    await serviceWorkerReady(page);
    const stores = (await (await page.request.get('/api/marketplace/stores')).json()) as {
      id: number;
      storeName: string;
    }[];
    const [seen, unseen] = stores;
    if (!seen || !unseen) throw new Error('the demo data has fewer than two stores');
    // One store page fetches the store pages' chunk (kept as it is fetched), not the other page.
    await page.goto(`/marketplace/stores/${seen.id}`);
    await page.getByRole('heading', { level: 1, name: seen.storeName }).waitFor();

    await page.context().setOffline(true);
    const opened = await page.goto(`/marketplace/stores/${unseen.id}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.fromServiceWorker()).toBe(true);
    // The shell draws the app: its layout, its page, and the offline notice.
    await page.getByTestId('offline-notice').waitFor();
    // The layout comes with its own chunk, a moment after the notice.
    await page.locator('header').first().waitFor();
    const kept = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(kept).not.toContain(`/marketplace/stores/${unseen.id}`);
    await page.context().close();
  });

  it('links the right-to-left manifest in Arabic', async () => {
    const { page, close } = await profilePage(baseUrl, { locale: 'ar' });
    await page.goto('/?lng=ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => manifestUrl(page)).toMatch(/manifest-ar\.webmanifest$/);
    const response = await page.request.get(await manifestUrl(page));
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.dir).toBe('rtl');
    expect(manifest.lang).toBe('ar');

    const cdp = await page.context().newCDPSession(page);
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
    await close();
  });

  it('reads a visited store page offline, with a notice, and keeps nothing signed in', async () => {
    const page = await newPage();
    await page.goto('/');
    await serviceWorkerReady(page);
    const stores = (await (await page.request.get('/api/marketplace/stores')).json()) as {
      id: number;
      storeName: string;
    }[];
    const store = stores.find((s) => s.storeName.startsWith('Dar Zitouna'));
    if (!store) throw new Error('no Dar Zitouna in the demo data');
    // Visited while the worker controls the page: it keeps the page and its public reads.
    await page.goto(`/marketplace/stores/${store.id}`);
    await page.getByRole('heading', { level: 1, name: store.storeName }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const notice = page.getByTestId('offline-notice');
    expect(await notice.count()).toBe(0);

    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: store.storeName }).waitFor();
    await notice.waitFor();
    expect(await notice.innerText()).toBe(en('pwa.offline'));
    // Really offline, for the worker too: an answer it never kept does not come.
    const unseen = await page.evaluate(() =>
      fetch(`/api/marketplace/stores?unseen=${Date.now()}`).then(
        (response) => response.status,
        () => 'failed',
      ),
    );
    expect(unseen).toBe('failed');
    await snapshot(page, 'journey-pwa-offline-store-en-375');

    // Back online, the notice goes.
    await page.context().setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    await page.context().close();
  });

  it('never keeps signed-in answers in its caches', async () => {
    const page = await newPage();
    await page.goto('/');
    await serviceWorkerReady(page);
    await signInAsSeller(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const path of ['/orders', '/messages', '/products', '/profile']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured products' }).waitFor();
    // Give the worker's cache writes (they follow the answers) a moment to land.
    await page.waitForTimeout(500);
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    const api = urls.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/api/'));
    expect(api.filter((p) => !p.startsWith('/api/marketplace/'))).toEqual([]);
    // Nor a signed-in page as it was drawn (the shell is one file for every page).
    const pages = urls.map((url) => new URL(url).pathname);
    for (const path of ['/dashboard', '/orders', '/messages', '/products', '/profile']) {
      expect(pages).not.toContain(path);
    }
    await page.context().close();
  });
});
