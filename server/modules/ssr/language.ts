/**
 * The language a page is drawn in: ?lng=, the language cookie, then the browser's
 * Accept-Language (the server's stand-in for navigator.language in SPEC §9's order), else English.
 */
import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../../../common/constants.ts';

function languageTag(value: string | undefined | null): Language | undefined {
  const short = value?.trim().slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : undefined;
}

/** The first of the browser's languages Hanout speaks, by their q weights. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: languageTag(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}

export function pageLanguage(request: FastifyRequest): Language {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lng');
  return (
    languageTag(query) ??
    languageTag(request.cookies[LANGUAGE_COOKIE]) ??
    acceptedLanguage(request.headers['accept-language']) ??
    FALLBACK_LANGUAGE
  );
}
