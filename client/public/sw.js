/*
 * Hanout's service worker (issue 15): offline reading of the app and of the marketplace pages
 * already visited, never of anyone's own data.
 *
 * - Pages (navigations): network first. A public marketplace page (and the home page) is kept
 *   once fetched; offline, it comes back from the cache, and any other page gets the app shell
 *   (the SPA's index.html), which draws it as far as it can with the offline notice.
 * - /assets/*: cache first; their names carry a hash of their content, so they never change.
 * - GET /api/marketplace/*: network first, cache fallback; an answer marked no-store or private
 *   (a guest's conversation, order tracking) is never kept.
 * - Anything else, any other /api/* (signed-in data) and any non-GET: not touched at all.
 *
 * Served with Cache-Control: no-cache (server/plugins/spa.ts) so a deploy's new worker is found
 * at once. Bump VERSION when what is cached, or how, changes: the old caches are deleted.
 */
const VERSION = 'v1';
const SHELL_CACHE = `hanout-shell-${VERSION}`;
const PAGES_CACHE = `hanout-pages-${VERSION}`;
const ASSETS_CACHE = `hanout-assets-${VERSION}`;
const API_CACHE = `hanout-api-${VERSION}`;
const CACHES = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE, API_CACHE];

/** Entries kept per cache, oldest out first: enough for a shopper's recent browsing. */
const LIMITS = { [PAGES_CACHE]: 60, [ASSETS_CACHE]: 200, [API_CACHE]: 200 };

const SHELL_URL = '/';
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/manifest-ar.webmanifest',
  '/favicon.svg',
  '/theme-init.js',
  '/icons/icon-192.png',
];

/** Marketplace pages that are someone's own (a private link, tracking, a cart): never kept. */
const PRIVATE_PAGES = [
  '/marketplace/conversations',
  '/marketplace/orders',
  '/marketplace/cart',
  '/marketplace/checkout',
];

function isPublicPage(pathname) {
  if (PRIVATE_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return false;
  return pathname === '/' || pathname === '/marketplace' || pathname.startsWith('/marketplace/');
}

/** Whether the answer may be kept: a full, successful one nobody marked as not to be stored. */
function storable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  const cacheControl = (response.headers.get('Cache-Control') || '').toLowerCase();
  return !/\b(no-store|private)\b/.test(cacheControl);
}

async function trim(cacheName) {
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

async function put(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  await trim(cacheName);
}

/** The hashed files index.html loads, so the shell works offline from the first visit. */
async function cacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  await shell.addAll(SHELL_FILES).catch(() => {});
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const cache = await caches.open(ASSETS_CACHE);
  await cache.addAll([...new Set(assets)]).catch(() => {});
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('hanout-') && !CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/**
 * Tells the open pages whether the network answers: navigator.onLine says true on many a
 * connection that carries nothing (and after an offline reload in some browsers), while a page
 * drawn from the cache is exactly when the offline notice must show (lib/pwa.ts listens).
 */
let networkDown = false;
async function tellPages(down) {
  if (down === networkDown && !down) return;
  networkDown = down;
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: 'hanout:network', online: !down });
}

async function networkFirst(request, cacheName, keep) {
  try {
    const response = await fetch(request);
    void tellPages(false);
    if (keep && storable(response)) await put(cacheName, request, response.clone());
    // An answer now marked not to be stored replaces nothing and leaves nothing behind.
    else if (keep) await (await caches.open(cacheName)).delete(request);
    return response;
  } catch (error) {
    void tellPages(true);
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function page(request) {
  const url = new URL(request.url);
  const keep = isPublicPage(url.pathname);
  try {
    return await networkFirst(request, PAGES_CACHE, keep);
  } catch {
    // Offline and never visited (or not kept): the app shell draws the page as it can.
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    return shell || Response.error();
  }
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) await put(ASSETS_CACHE, request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (url.pathname.startsWith('/api/marketplace/')) {
    event.respondWith(networkFirst(request, API_CACHE, true));
  }
  // Everything else goes to the network as if there were no worker.
});

/**
 * The first page loads before this worker controls it: lib/pwa.ts sends the page's address and
 * the files and marketplace answers it loaded, to keep them as if they had come through here.
 * Answers `cached` on the message's port once done.
 */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'hanout:cache-visited') return;
  const urls = Array.isArray(data.urls) ? data.urls : [];
  const work = (async () => {
    for (const raw of urls) {
      let url;
      try {
        url = new URL(raw, self.location.origin);
      } catch {
        continue;
      }
      if (url.origin !== self.location.origin) continue;
      try {
        if (url.pathname.startsWith('/assets/')) {
          await asset(new Request(url.href));
        } else if (url.pathname.startsWith('/api/marketplace/')) {
          await networkFirst(new Request(url.href), API_CACHE, true);
        } else if (
          typeof data.page === 'string' &&
          raw === data.page &&
          isPublicPage(url.pathname)
        ) {
          await networkFirst(new Request(url.href), PAGES_CACHE, true);
        }
      } catch {
        // Offline meanwhile: the next visit keeps it.
      }
    }
  })();
  event.waitUntil(work.then(() => event.ports[0] && event.ports[0].postMessage('cached')));
});
