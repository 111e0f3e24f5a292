/** Rendering a component in jsdom with the providers and the English texts it needs. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

let ready: Promise<unknown> | undefined;

/** jsdom lacks what Radix measures with; the tests do not look at layout. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/** The tests' i18n, English only until a test adds a language (test/in-arabic.ts). */
export function testI18n() {
  ready ??= i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return ready;
}

export async function renderWithProviders(ui: ReactNode) {
  await testI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
