/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accent- and vowel-mark-insensitive matching for the marketplace search: "cafe" finds "Café",
 * "فخار" finds "فَخّار", and the alef forms أ إ آ ٱ all match ا. The same table folds the column in
 * SQL (translate) and the query in JS, so both sides agree on every character.
 */
const LATIN_FROM = 'àáâãäåāçćčèéêëēęìíîïīñńòóôõöōùúûüūýÿžšÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘÌÍÎÏĪÑŃÒÓÔÕÖŌÙÚÛÜŪÝŸŽŠ';
/** Each accented letter's base letter, lower case: 'É' → 'e'. */
const LATIN_TO = [...LATIN_FROM]
  .map((char) => char.normalize('NFD').charAt(0).toLowerCase())
  .join('');
const ARABIC_FROM = 'أإآٱىة';
const ARABIC_TO = 'اااايه';
/** Harakat, shadda, sukun, superscript alef and tatweel: dropped (no counterpart in TO). */
const ARABIC_MARKS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640';

export const FOLD_FROM = LATIN_FROM + ARABIC_FROM + ARABIC_MARKS;
export const FOLD_TO = LATIN_TO + ARABIC_TO;

const foldMap = new Map<string, string>(
  [...FOLD_FROM].map((char, index) => [char, [...FOLD_TO][index] ?? '']),
);

export function foldText(text: string): string {
  return [...text.toLowerCase()].map((char) => foldMap.get(char) ?? char).join('');
}
