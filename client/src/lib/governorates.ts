/**
 * The 24 governorates in the reader's language: one lookup for every feature (orders, checkout,
 * marketplace, transporter board), kept in lib/ so none has to import another for it.
 */
import { GOVERNORATES, type Governorate } from '../../../common/tunisia.ts';

type GovernorateLanguage = 'en' | 'fr' | 'ar';

function governorateLanguage(language: string): GovernorateLanguage {
  if (language.startsWith('fr')) return 'fr';
  return language.startsWith('ar') ? 'ar' : 'en';
}

/** A governorate's name in the reader's language; the code itself when it is not one of the 24. */
export function governorateName(code: string, language: string): string {
  const governorate = GOVERNORATES.find((g) => g.code === code);
  return governorate ? governorate[governorateLanguage(language)] : code;
}

/** The 24 governorates sorted by their name in the reader's language. */
export function sortedGovernorates(language: string): { code: string; name: string }[] {
  const key = governorateLanguage(language);
  return GOVERNORATES.map((g: Governorate) => ({ code: g.code, name: g[key] })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}
