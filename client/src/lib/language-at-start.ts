/**
 * The reader's own language choices as the page found them, read before lib/i18n.ts starts (it
 * writes its pick into both the cookie and localStorage at once). main.tsx imports this first.
 */
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from '../../../common/constants.ts';

function read() {
  const asked = new URLSearchParams(window.location.search).has('lng');
  const cookie = document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: nothing kept here
  }
  return { asked, cookie, stored: isLanguage(stored) ? stored : undefined };
}

export const languageAtStart: { asked: boolean; cookie: boolean; stored?: Language } = read();
