/**
 * The installable app (issue 15): the service worker's registration, the browser's install prompt
 * kept for the profile's "Install Hanout" card, and whether the device is online.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const promptListeners = new Set<() => void>();

function notifyPrompt() {
  for (const listener of promptListeners) listener();
}

/**
 * Keeps the browser's install prompt for later. Called first thing in main.tsx: the event fires
 * once, soon after load, long before anyone opens the profile page.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the profile's card offers it where a seller looks for it.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notifyPrompt();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notifyPrompt();
  });
}

/**
 * The service worker, in production builds only: in development it would serve yesterday's
 * modules to Vite. Registered after load so it never competes with the first page's requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Read now: by the time the worker is ready it may have claimed this page.
  const controlled = navigator.serviceWorker.controller !== null;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // A page the worker controlled from the start went through it: nothing to hand over
        // (sending would download the page and its reads a second time).
        if (controlled) markOfflineReady();
        else sendVisited(registration.active);
      })
      .catch(() => {
        // No worker (a private window, an http address other than localhost): the app still works.
      });
  };
  // A server-drawn page starts its scripts after load (client/public/hydrate.js).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/** <html data-offline-ready>: the worker keeps what this page loaded (the browser tests wait for it). */
function markOfflineReady() {
  document.documentElement.dataset.offlineReady = 'true';
}

/**
 * The first page loaded before the worker took over: it is told the page's address and the files
 * and marketplace answers loaded so far, to keep them for offline reading.
 */
function sendVisited(worker: ServiceWorker | null) {
  if (!worker) return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /^\/(assets|api\/marketplace)\//.test(new URL(url).pathname));
  const channel = new MessageChannel();
  channel.port1.onmessage = markOfflineReady;
  worker.postMessage(
    { type: 'hanout:cache-visited', page: location.href, urls: [location.href, ...loaded] },
    [channel.port2],
  );
}

/** sessionStorage key: when the page last reloaded for a missing chunk. */
export const PRELOAD_RELOAD_KEY = 'hanout:preload-reload';
/** A second missing chunk this soon after a reload is not a deploy: no reload loop. */
const PRELOAD_RELOAD_GUARD_MS = 60_000;

/**
 * Whether a failed chunk load should reload the page: the tab was left open across a deploy and
 * asks for a chunk the new build no longer has; the reload fetches the new index.html. Not when
 * offline (the reload would change nothing), nor twice within PRELOAD_RELOAD_GUARD_MS.
 */
export function shouldReloadForPreloadError(
  lastReload: string | null,
  online: boolean,
  now = Date.now(),
): boolean {
  if (!online) return false;
  const last = Number(lastReload);
  return (
    !lastReload || !Number.isFinite(last) || now - last > PRELOAD_RELOAD_GUARD_MS || last > now
  );
}

/** Listens to Vite's `vite:preloadError` (a lazy chunk failed to load); called once, in main.tsx. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', () => {
    try {
      const last = sessionStorage.getItem(PRELOAD_RELOAD_KEY);
      if (!shouldReloadForPreloadError(last, navigator.onLine && !workerSaysOffline)) return;
      sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
    } catch {
      // Storage refused (privacy settings): without the guard against a loop, no reload.
      return;
    }
    // Vite still throws, so the error boundary shows for the instant before the new page.
    window.location.reload();
  });
}

function subscribePrompt(listener: () => void) {
  promptListeners.add(listener);
  return () => {
    promptListeners.delete(listener);
  };
}

/** Shows the browser's install dialog; false when there is none to show (or it was refused). */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  // A prompt can be shown only once.
  deferredPrompt = null;
  notifyPrompt();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}

/** Whether the browser offers to install Hanout now (Chromium: Android, desktop). */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(
    subscribePrompt,
    () => deferredPrompt !== null,
    () => false,
  );
}

/** Opened from the home screen: Hanout is installed and running as an app. */
export function isStandalone(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad Safari: no install prompt; "Share → Add to Home Screen" does it. */
export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) ||
    // iPadOS asks for the desktop site and says "Macintosh", but has a touch screen.
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

/** A phone or a small tablet: a narrow window or a finger for a pointer. */
export function isPhoneLike(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return (
    window.matchMedia('(max-width: 767px)').matches ||
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * The service worker's word (public/sw.js): its last fetch failed, so what shows came from its
 * cache. navigator.onLine alone says true on a connection that carries nothing.
 */
let workerSaysOffline = false;
const onlineListeners = new Set<() => void>();

function notifyOnline() {
  for (const listener of onlineListeners) listener();
}

/** How often /api/health is asked while the worker says offline. */
export const HEALTH_CHECK_MS = 10_000;
let healthTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Sets the worker's word and, while it says offline, asks /api/health every HEALTH_CHECK_MS: on a
 * connection that comes back without an `online` event (navigator.onLine never changed) and a
 * page that then makes only requests the worker leaves alone (the back office), nothing else
 * would ever clear the notice.
 */
function setWorkerSaysOffline(offline: boolean) {
  if (workerSaysOffline !== offline) {
    workerSaysOffline = offline;
    notifyOnline();
  }
  if (offline && healthTimer === undefined) {
    healthTimer = setInterval(() => void checkHealth(), HEALTH_CHECK_MS);
  } else if (!offline && healthTimer !== undefined) {
    clearInterval(healthTimer);
    healthTimer = undefined;
  }
}

async function checkHealth() {
  try {
    // Any answer means the server is reachable (a 503 is a database in trouble, not offline).
    await fetch('/api/health', { cache: 'no-store' });
    setWorkerSaysOffline(false);
  } catch {
    // Still offline: the next tick asks again.
  }
}

/** Listens to the service worker's network messages; called once, in main.tsx. */
export function listenToServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; online?: boolean } | null;
    if (data?.type !== 'hanout:network') return;
    setWorkerSaysOffline(data.online === false);
  });
  // Messages sent before the page listened (while it loaded from the cache) are delivered now.
  container.startMessages();
  window.addEventListener('online', () => {
    setWorkerSaysOffline(false);
  });
}

function subscribeOnline(listener: () => void) {
  onlineListeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    onlineListeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine && !workerSaysOffline,
    () => true,
  );
}
