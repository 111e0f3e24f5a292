/**
 * i18next with the detection order of SPEC §9: ?lng=, cookie, localStorage, browser, <html lang>
 * (a server-rendered page names its language first: the client starts in the language of the HTML
 * it hydrates). The choice is cached in localStorage and a cookie. A language's texts load on
 * demand, in parts (lib/locale-parts.ts): the public part first, the rest when a screen needs it.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  RTL_LANGUAGES,
  isLanguage,
  type Language,
} from '../../../common/constants.ts';
import { languageDetector } from './language-detector.ts';
import { readLocale } from './locale-parts.ts';
import { readHydrationState } from './ssr-state.ts';

const bundledLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLanguage(language)) return callback(null, {});
    readLocale(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The language of a server-rendered page (its #hanout-state), which the client must keep. */
const serverLanguage = () => readHydrationState()?.language;

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
  .use(languageDetector(serverLanguage))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })
  .then(() => reflectOnDocument(i18n.resolvedLanguage ?? i18n.language));

i18n.on('languageChanged', reflectOnDocument);

export default i18n;
