import tunisia from './tunisia.json' with { type: 'json' };

export interface Governorate {
  code: string;
  en: string;
  fr: string;
  ar: string;
}

export const GOVERNORATES: readonly Governorate[] = tunisia.governorates;
export const GOVERNORATE_CODES = GOVERNORATES.map((g) => g.code);
export const PHONE_COUNTRY_CODE = tunisia.phone.countryCode;

/**
 * Accepts "+216 22 123 456", "0021622123456", "22123456" and the like; returns "+21622123456",
 * or null when the digits are not a Tunisian number (8 digits starting 2-5, 7 or 9).
 */
export function normalizeTunisianPhone(input: string): string | null {
  let digits = input.replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+216')) digits = digits.slice(4);
  else if (digits.startsWith('00216')) digits = digits.slice(5);
  if (!/^[2-57-9]\d{7}$/.test(digits)) return null;
  return `${PHONE_COUNTRY_CODE}${digits}`;
}
