/**
 * The language the page is drawn in, from React's i18next (the server's per-request one while it
 * renders a page), not the browser's global instance: lib/i18n.ts only exists in the browser.
 */
import { useTranslation } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  RTL_LANGUAGES,
  type Language,
} from '../../../common/constants.ts';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}
