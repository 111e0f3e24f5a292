/**
 * The language of a request as the client picks it (SPEC §9's order, minus the browser's): ?lng=,
 * else the language cookie, else English. Link previews are written in it, and (issue 15) the
 * emails of whoever registers, signs in, checks out or writes to a store from that page.
 */
import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../common/constants.ts';

/** 'fr', 'fr-FR' or 'FR' name French; anything else names no language. */
function languageTag(value: string | undefined): Language | undefined {
  const short = value?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : undefined;
}

export function requestLanguage(request: FastifyRequest): Language {
  // Read the query string alone: a path such as `//[x` is no URL, and must not fail the page.
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lng') ?? undefined;
  return languageTag(query) ?? languageTag(request.cookies[LANGUAGE_COOKIE]) ?? FALLBACK_LANGUAGE;
}
