/** Switching a component test to Arabic: the locale file joins the tests' English-only i18n. */
import i18n from 'i18next';
import ar from '../locales/ar.json' with { type: 'json' };
import { testI18n } from './render.tsx';

export async function inArabic() {
  await testI18n();
  i18n.addResourceBundle('ar', 'translation', ar, true, true);
  await i18n.changeLanguage('ar');
}

/** Back to English after a test that switched. */
export async function backToEnglish() {
  await testI18n();
  await i18n.changeLanguage('en');
}
