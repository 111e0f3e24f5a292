/**
 * A dinar amount put into a text input the user may edit: two decimals, with the decimal comma in
 * French and Arabic ("7,50") as they would type it themselves; the shared schemas read both. No
 * currency and no thousands separator, unlike formatMoney: the text must parse back as typed.
 */
export function amountInputValue(amount: number, language: string): string {
  const text = (Math.round(amount * 100) / 100).toFixed(2);
  return language.startsWith('fr') || language.startsWith('ar') ? text.replace('.', ',') : text;
}
