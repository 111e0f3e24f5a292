/*
 * Hanout's service worker (issue 15): offline reading of the app and of the marketplace pages
 * already visited, never of anyone's own data.
 *
 * - The shell (the SPA's index.html and the entry files it loads) is kept at install in its own
 *   cache, never trimmed: any page of the app, visited or not, opens offline from it, and the
 *   route chunks come from the assets cache once they have been fetched.
 * - Pages (navigations): network first, the cached copy after NETWORK_TIMEOUT_MS. A public
 *   marketplace page (and the home page) is kept once fetched; offline, it comes back from the
 *   cache, and any other page gets the shell, which draws it as far as it can with the offline
 *   notice.
 * - /assets/*: cache first; their names carry a hash of their content, so they never change.
 * - GET /api/marketplace/*: network first (same timeout), cache fallback; an answer marked
 *   no-store or private (a guest's conversation, order tracking) is never kept.
 * - A 5xx answer never replaces a good cached copy: the copy is served instead.
 * - Anything else, any other /api/* (signed-in data, /api/events) and any non-GET: not touched.
 *
 * Updates: scripts/client-build.mjs replaces __BUILD_ID__ with a hash of the build's asset list,
 * so every deploy changes this file's bytes. It is served with Cache-Control: no-cache
 * (server/plugins/spa.ts), so the browser finds the new worker at the next navigation; the new
 * worker caches the new shell, takes over at once (navigations are network first, so an open tab
 * keeps working) and deletes every cache of the previous build.
 */
const BUILD_ID = '__BUILD_ID__';
const SHELL_CACHE = `hanout-shell-${BUILD_ID}`;
const PAGES_CACHE = `hanout-pages-${BUILD_ID}`;
const ASSETS_CACHE = `hanout-assets-${BUILD_ID}`;
const API_CACHE = `hanout-api-${BUILD_ID}`;
const CACHES = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE, API_CACHE];

/**
 * Entries kept per runtime cache, oldest in first out: enough for a shopper's recent browsing.
 * The shell cache has no limit: trimming it would break every page offline.
 */
const LIMITS = { [PAGES_CACHE]: 60, [ASSETS_CACHE]: 200, [API_CACHE]: 200 };

/** How long a navigation or a public read waits for the network before a cached copy is used. */
const NETWORK_TIMEOUT_MS = 4000;

// The bare index.html, not '/': the home page is drawn on the server with its data (and, for
// someone signed in, their account), which must not stand in for every other page (issue 16).
const SHELL_URL = '/index.html';
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/manifest-ar.webmanifest',
  '/favicon.svg',
  '/theme-init.js',
  '/hydrate.js',
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

/** The files index.html loads (entry script, its preloads, the CSS), as the build wrote them. */
function shellAssets(html) {
  const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  return [...new Set(found)];
}

/**
 * The shell: index.html and its entry files. If any entry file fails, the install fails and the
 * previous worker stays in charge (a half shell would open blank offline).
 */
async function cacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
  const html = await response.clone().text();
  await shell.addAll(shellAssets(html));
  await shell.put(SHELL_URL, response);
  await shell.addAll(SHELL_FILES).catch(() => {});
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
 * Unknown (null) after the worker starts: the browser stops an idle worker, and a restarted one
 * must still tell the pages that the network is back.
 */
let networkDown = null;
async function tellPages(down) {
  if (down === networkDown) return;
  networkDown = down;
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: 'hanout:network', online: !down });
}

/** The network's answer, kept when it may be, a cached copy when it failed or answered 5xx. */
async function fromNetwork(request, cacheName, keep) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    void tellPages(true);
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
  void tellPages(false);
  if (response.status >= 500) {
    // A server in trouble: the good copy stays and is served; without one, the error as it is.
    const cached = await caches.match(request, { cacheName });
    return cached || response;
  }
  if (keep && storable(response)) await put(cacheName, request, response.clone());
  // An answer now marked not to be stored (or gone: 404) replaces nothing and leaves nothing.
  else if (keep) await (await caches.open(cacheName)).delete(request);
  return response;
}

/**
 * Network first, but a slow network (2G, a weak signal) gets NETWORK_TIMEOUT_MS before the
 * cached copy (`fallback`, when there is one) is served; the network's answer still lands in
 * the cache for next time (event.waitUntil keeps the worker alive for it).
 */
async function networkFirst(event, request, cacheName, keep, fallback) {
  const network = fromNetwork(request, cacheName, keep);
  if (!event) return network;
  event.waitUntil(network.catch(() => {}));
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, NETWORK_TIMEOUT_MS);
  }).then(async () => (await caches.match(request, { cacheName })) || (fallback && fallback()));
  try {
    // Whichever comes first with an answer: a timeout without a copy waits for the network.
    return await Promise.race([network, late.then((cached) => cached || network)]);
  } finally {
    clearTimeout(timer);
  }
}

const shellPage = () => caches.match(SHELL_URL, { cacheName: SHELL_CACHE });

async function page(event, request) {
  const url = new URL(request.url);
  const keep = isPublicPage(url.pathname);
  try {
    return await networkFirst(event, request, PAGES_CACHE, keep, shellPage);
  } catch {
    // Offline and never visited (or not kept): the app shell draws the page as it can.
    return (await shellPage()) || Response.error();
  }
}

/** A cached copy from the shell or the assets cache, else the network's, kept. */
async function asset(request) {
  const cached =
    (await caches.match(request, { cacheName: SHELL_CACHE })) ||
    (await caches.match(request, { cacheName: ASSETS_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  void tellPages(false);
  if (storable(response)) await put(ASSETS_CACHE, request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(page(event, request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (url.pathname.startsWith('/api/marketplace/')) {
    event.respondWith(networkFirst(event, request, API_CACHE, true));
  }
  // Everything else goes to the network as if there were no worker.
});

/**
 * The first page loads before this worker controls it: lib/pwa.ts sends the page's address and
 * the files and marketplace answers it loaded (that first time only), to keep them as if they had
 * come through here. What a cache already holds is not downloaded again. Answers `cached` on the
 * message's port once done.
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
      const request = new Request(url.href);
      try {
        if (url.pathname.startsWith('/assets/')) {
          await asset(request);
        } else if (url.pathname.startsWith('/api/marketplace/')) {
          if (!(await caches.match(request, { cacheName: API_CACHE })))
            await fromNetwork(request, API_CACHE, true);
        } else if (
          typeof data.page === 'string' &&
          raw === data.page &&
          isPublicPage(url.pathname) &&
          !(await caches.match(request, { cacheName: PAGES_CACHE }))
        ) {
          await fromNetwork(request, PAGES_CACHE, true);
        }
      } catch {
        // Offline meanwhile: the next visit keeps it.
      }
    }
  })();
  event.waitUntil(work.then(() => event.ports[0] && event.ports[0].postMessage('cached')));
});
