/**
 * i18next with the detection order of SPEC §9: ?lng=, cookie, localStorage, browser, <html lang>.
 * The choice is cached in localStorage and a cookie. Locale files load on demand, one chunk each.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  RTL_LANGUAGES,
  isLanguage,
  type Language,
} from '../../../common/constants.ts';

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  ar: () => import('../locales/ar.json'),
};

const bundledLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = loaders[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export { isLanguage };

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

function reflectOnDocument(language: string) {
  const resolved = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  document.documentElement.lang = resolved;
  document.documentElement.dir = directionOf(resolved);
  // The installed app's name and direction follow the language (issue 15): Arabic has its own.
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) {
    manifest.href = resolved === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest';
  }
}

export const i18nReady = i18n
  .use(bundledLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: true },
  })
  .then(() => reflectOnDocument(i18n.resolvedLanguage ?? i18n.language));

i18n.on('languageChanged', reflectOnDocument);

export default i18n;
