/**
 * The server's way into the client (DESIGN.md "Server rendering"): renders the same tree as
 * main.tsx for one URL, in one language, with TanStack Query's cache filled from the server's
 * reads under the keys the pages use, and gives back the HTML and the state to hydrate with.
 * Built by Vite's SSR build into dist/ssr (scripts/client-build.mjs); server/modules/ssr loads it.
 * Nothing here touches the network: the server hands in its reads.
 */
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../common/constants.ts';
import type { PublicUser } from '../../common/contracts/users.ts';
import { AppRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { prefetch, putCurrentUser, type PageReads } from './app/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SiteOriginContext } from './lib/site-origin.tsx';
import {
  HYDRATION_STATE_VERSION,
  type HydrationState,
  type QueryFailure,
} from './lib/ssr-state.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ar from './locales/ar.json';

export type { HydrationState, PageReads };

const RESOURCES: Record<Language, Record<string, unknown>> = { en, fr, ar };

/** One i18next per language, made once: nothing changes its language after init. */
const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      resources: Object.fromEntries(
        [...new Set([language, FALLBACK_LANGUAGE])].map((lng) => [
          lng,
          { translation: RESOURCES[lng] },
        ]),
      ),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    void instance.init();
    instances.set(language, instance);
  }
  return instance;
}

export interface RenderInput {
  /** The request's path and query, as the browser will have it in `location`. */
  url: string;
  language: Language;
  /** The signed-in user as GET /api/user answers, or null. */
  user: PublicUser | null;
  reads: PageReads;
  /** The site's address as the browser sees it (links written out in full). */
  origin: string;
}

export interface RenderResult {
  /** What goes inside #root. */
  html: string;
  state: HydrationState;
  /** 404 when the page's store or product does not exist. */
  status: number;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The state for a page the browser draws itself: who is signed in, nothing else. */
export function shellState(user: PublicUser | null): HydrationState {
  const client = new QueryClient();
  putCurrentUser(client, user);
  return { v: HYDRATION_STATE_VERSION, queries: dehydrate(client), failures: [] };
}

export async function render({
  url,
  language,
  user,
  reads,
  origin,
}: RenderInput): Promise<RenderResult> {
  const parsed = new URL(url, 'http://hanout.invalid');
  const client = createQueryClient();
  const failures: QueryFailure[] = [];
  putCurrentUser(client, user);
  const missing = await prefetch(client, failures, parsed, reads);
  // Taken before rendering: what the browser's cache starts from must be what the server saw.
  const queries: DehydratedState = dehydrate(client);

  const tree = (
    <StrictMode>
      <SiteOriginContext value={origin}>
        <I18nextProvider i18n={i18nFor(language)}>
          <Router ssrPath={parsed.pathname} ssrSearch={parsed.search.replace(/^\?/, '')}>
            <Suspense fallback={null}>
              <Providers queryClient={client}>
                <AppRouter />
              </Providers>
            </Suspense>
          </Router>
        </I18nextProvider>
      </SiteOriginContext>
    </StrictMode>
  );
  // One piece: React would otherwise send a large Suspense boundary's content apart, put in place
  // by an inline script, which the Content Security Policy forbids.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity });
  const html = await streamToString(prelude);
  client.clear();
  return {
    html,
    state: { v: HYDRATION_STATE_VERSION, language, queries, failures },
    status: missing ? 404 : 200,
  };
}
