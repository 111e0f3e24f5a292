/**
 * Which language to start in, in the order of SPEC §9: the server-drawn page's own, ?lng=, the
 * cookie, localStorage, the browser's languages, <html lang>; i18next takes the first it supports
 * ("fr-FR" is French). The choice is kept in localStorage and a year-long cookie the server reads.
 * A few lines in place of i18next-browser-languagedetector, which the first load paid for.
 */
import type { LanguageDetectorModule } from 'i18next';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../../common/constants.ts';

const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, a sandboxed frame)
  }
}

export function languageDetector(serverLanguage: () => string | undefined): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect() {
      const candidates = [
        serverLanguage(),
        new URLSearchParams(window.location.search).get('lng'),
        readCookie(LANGUAGE_COOKIE),
        readStorage(),
        ...(navigator.languages ?? [navigator.language]),
        document.documentElement.lang,
      ];
      return candidates.filter((language): language is string => !!language);
    },
    cacheUserLanguage(language: string) {
      // The server drew the page in its pick, while the reader's own choice sits only in
      // localStorage: the page switches to that choice once hydrated (main.tsx). Until then,
      // keep it: a reader who leaves before would otherwise lose it to the server's pick.
      const stored = readStorage();
      const chosen =
        new URLSearchParams(window.location.search).get('lng') ?? readCookie(LANGUAGE_COOKIE);
      if (language === serverLanguage() && !chosen && isLanguage(stored) && stored !== language)
        return;
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // The cookie below still carries it.
      }
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
    },
  };
}
