/**
 * What the server writes into every page for the browser to start from (issue 16): the language
 * it drew the page in and TanStack Query's dehydrated cache, the current user always included
 * (null without a session: no GET /api/user on load), in
 * `<script id="hanout-state" type="application/json">`. A server-drawn page also says, in
 * `<html data-ssr>`, that #root holds its markup to hydrate.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '../../../common/constants.ts';
import { ApiError } from './api-client.ts';

export const HYDRATION_STATE_ID = 'hanout-state';
export const HYDRATION_STATE_VERSION = 1;

/** A read the server found missing (404): the page shows its "not found" message. */
export interface QueryFailure {
  queryKey: readonly unknown[];
  status: number;
  /** The API's error body, as ApiError keeps it. */
  body: string;
}

export interface HydrationState {
  v: number;
  /**
   * The language a server-drawn page is in (lib/i18n.ts starts in it, so hydration matches);
   * absent from a page the browser draws, which detects the language as usual.
   */
  language?: Language;
  queries: DehydratedState;
  failures: QueryFailure[];
}

/** The page's state, or null (a page from an older server, the Vite dev server, a test). */
export function readHydrationState(doc: Document = document): HydrationState | null {
  const text = doc.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as HydrationState;
    const languageOk = state.language === undefined || isLanguage(state.language);
    return state.v === HYDRATION_STATE_VERSION && languageOk ? state : null;
  } catch {
    return null;
  }
}

/** Puts a failed query into the cache as its fetch would have (on both sides). */
export function applyFailure(client: QueryClient, failure: QueryFailure) {
  // The server has just been told it is missing: the page does not ask again on mount (which
  // would also draw it as loading, not as missing).
  client.setQueryDefaults(failure.queryKey, { retryOnMount: false });
  const query = client.getQueryCache().build(client, { queryKey: failure.queryKey });
  query.setState({
    status: 'error',
    fetchStatus: 'idle',
    error: new ApiError(failure.status, failure.body),
    errorUpdatedAt: Date.now(),
    errorUpdateCount: 1,
    fetchFailureCount: 1,
    fetchFailureReason: null,
  });
}

export function hydrateState(client: QueryClient, state: HydrationState) {
  hydrate(client, state.queries);
  for (const failure of state.failures) applyFailure(client, failure);
}

const whenHydrated: (() => void)[] = [];

/** Runs once the server-drawn page is hydrated (or at once when it already is). */
export function onHydrated(callback: () => void) {
  if (document.documentElement.hasAttribute('data-hydrated')) callback();
  else whenHydrated.push(callback);
}

/**
 * The page's own content is hydrated: the taps held until now are given back (hydrate.js), and
 * waiting work runs.
 */
export function markHydrated() {
  document.documentElement.setAttribute('data-hydrated', '');
  for (const callback of whenHydrated.splice(0)) callback();
}
