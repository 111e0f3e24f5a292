/**
 * Numbers and dinar amounts as each language writes them (SPEC §1, §9; decision 007): shared by
 * the screens (client/src/lib/format.ts) and the server's emails, so both say a price alike.
 */
import { toMillimes } from './money.ts';

export const NO_BREAK_SPACE = '\u00a0';
/** French typography's thin space, for thousands and before "%"; it never breaks a line either. */
export const NARROW_NO_BREAK_SPACE = '\u202f';

export interface NumberStyle {
  decimal: string;
  group: string;
}

/** English writes 2,109.43; French and Arabic (with Western digits, as Tunisia does) 2 109,43. */
export function numberStyleOf(language: string): NumberStyle {
  return usesDecimalComma(language)
    ? { decimal: ',', group: NARROW_NO_BREAK_SPACE }
    : { decimal: '.', group: ',' };
}

export function usesDecimalComma(language: string): boolean {
  return language.startsWith('fr') || language.startsWith('ar');
}

/** The unit after the number: "DT" in Latin script, "د.ت" in Arabic, as the product form labels it. */
function currencyOf(language: string): string {
  return language.startsWith('ar') ? 'د.ت' : 'DT';
}

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * A whole number of hundredths written with `decimals` digits, e.g. (1250, 2) → "12.50". Integers
 * keep the arithmetic exact: 2.675 is 2.67499… as a float, and toFixed would round it down.
 */
export function formatFixed(scaled: number, decimals: number, style: NumberStyle): string {
  const sign = scaled < 0 ? '-' : '';
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${sign}${groupThousands(whole, style.group)}${decimals ? style.decimal + fraction : ''}`;
}

export function numberOf(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/**
 * A dinar amount, two decimals, the way each language writes it: "12.50 DT" (en), "12,50 DT"
 * (fr), "12,50 د.ت" (ar), Western digits in all three; a no-break space holds number and unit
 * together. Show it isolated (the Money component, or isolate() inside a sentence) so an Arabic
 * line keeps the unit after its number.
 */
export function formatMoney(amount: number | string | null | undefined, language: string): string {
  // Through millimes first: the database keeps three decimals and 6.375 must round up.
  const cents = Math.round(toMillimes(numberOf(amount)) / 10);
  const number = formatFixed(Object.is(cents, -0) ? 0 : cents, 2, numberStyleOf(language));
  return `${number}${NO_BREAK_SPACE}${currencyOf(language)}`;
}
