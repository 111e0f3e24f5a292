import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import './index.css';
import { i18nReady } from './lib/i18n.ts';

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
