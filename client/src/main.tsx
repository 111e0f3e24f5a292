// First: the reader's language choices, before lib/i18n.ts rewrites them.
import { languageAtStart } from './lib/language-at-start.ts';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import './index.css';
import i18n, { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { hydrateState, onHydrated, readHydrationState } from './lib/ssr-state.ts';
import {
  captureInstallPrompt,
  listenToServiceWorker,
  registerServiceWorker,
  reloadOnPreloadError,
} from './lib/pwa.ts';

// A page restored from the back-forward cache could show a private screen after logout:
// load it afresh so the redirect rules run again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

// Before anything else: the browser offers to install once, soon after load (lib/pwa.ts).
captureInstallPrompt();
listenToServiceWorker();
registerServiceWorker();
// A tab left open across a deploy asks for chunks the new build no longer has: reload (once).
reloadOnPreloadError();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's state: who is signed in (no GET /api/user on load) and, on a server-drawn page,
// the data it drew with. The cache starts from it so the first render matches the HTML.
const state = readHydrationState();
const queryClient = createQueryClient();
if (state) hydrateState(queryClient, state);
const serverDrawn = state !== null && document.documentElement.hasAttribute('data-ssr');

const app = (
  <StrictMode>
    <Suspense fallback={null}>
      <Providers queryClient={queryClient}>
        <AppRouter />
      </Providers>
    </Suspense>
  </StrictMode>
);

// Render once the language is known (on a server-drawn page, the server's: lib/i18n.ts), so the
// first paint is already in the reader's language.
void i18nReady.then(() => {
  if (serverDrawn && container.firstElementChild) {
    // As a transition: React hydrates in slices and yields to the phone between them, instead of
    // one long task that holds a tap (and Lighthouse's blocking time) until the page is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    onHydrated(switchToStoredLanguage);
  } else createRoot(container).render(app);
});

/**
 * The server drew the page from ?lng=, the cookie or Accept-Language; a language chosen here
 * and kept only in localStorage (SPEC §9's third place) is unknown to it. Once hydrated, the page
 * switches to it (and the cookie remembers it for the next page drawn).
 */
function switchToStoredLanguage() {
  const { asked, cookie, stored } = languageAtStart;
  if (asked || cookie || !stored) return;
  if (stored !== i18n.resolvedLanguage) void i18n.changeLanguage(stored);
}
