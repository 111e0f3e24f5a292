// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../../common/constants.ts';
import { languageDetector } from './language-detector.ts';

const cookie = () => document.cookie;
const clearCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
};

describe('languageDetector', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('starts in the language the server drew the page in', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(languageDetector(() => 'fr').detect()).toEqual(expect.arrayContaining(['fr', 'ar']));
    expect((languageDetector(() => 'fr').detect() as string[])[0]).toBe('fr');
  });

  it('keeps a choice stored only in localStorage instead of caching the server’s pick over it', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const detector = languageDetector(() => 'en');
    detector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(cookie()).not.toContain(`${LANGUAGE_COOKIE}=`);
    // Once the page has switched to the stored choice, it is kept in both places.
    detector.cacheUserLanguage?.('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(cookie()).toContain(`${LANGUAGE_COOKIE}=ar`);
  });

  it('caches the server’s language when the reader chose it by cookie or has no stored choice', () => {
    const detector = languageDetector(() => 'en');
    detector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(cookie()).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});
