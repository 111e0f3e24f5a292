import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import './index.css';
import { i18nReady } from './lib/i18n.ts';
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

// Render once the language is known, so the first paint is already in the reader's language.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Providers>
          <AppRouter />
        </Providers>
      </Suspense>
    </StrictMode>,
  );
});
