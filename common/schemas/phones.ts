/**
 * Phone numbers as the forms and routes take them: one rule per kind of number, each giving the
 * number in one stored form, so a number typed "22 123 456", "+216 22-123-456" or "0021622123456"
 * is one number (searches, duplicates, the customer matched at checkout, tel: links).
 */
import { z } from 'zod';
import type { PlainMessageCode } from '../messages.ts';
import { normalizeTunisianPhone } from '../tunisia.ts';

/** Longer than any way of writing a number with its spaces and dashes. */
const PHONE_TEXT_MAX = 30;
/** What people put between digits; removed before the digits are read. */
const SEPARATORS = /[\s.\-()]/g;
/** E.164: a country code and the number, 8 to 15 digits in all, written with + or 00. */
const INTERNATIONAL = /^(?:\+|00)([1-9][0-9]{7,14})$/;

/**
 * "+216 22 123 456", "0021622123456", "22.123.456" → "+21622123456"; anything that is not a
 * Tunisian number (8 digits starting 2-5, 7 or 9, with or without +216/00216) is refused.
 */
export function tunisianPhoneText(message: PlainMessageCode) {
  return z
    .string({ error: message })
    .trim()
    .max(PHONE_TEXT_MAX, message)
    .transform((value, context) => {
      const phone = normalizeTunisianPhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    });
}

/**
 * A Tunisian number as above, or else an international one ("+33 6 12 34 56 78",
 * "00218 91 234 5678") as "+" and its digits. Used for the seller's customers: sellers on social
 * media also sell to Libyan, Algerian and diaspora customers, and a customer's number is only
 * for the seller to call or message (WhatsApp). A number given as Tunisian (+216, 00216, or no
 * country code) must be a Tunisian one: "+216 1234" is a typo, not a foreign number.
 */
export function normalizeCustomerPhone(input: string): string | null {
  const tunisian = normalizeTunisianPhone(input);
  if (tunisian) return tunisian;
  const digits = input.replace(SEPARATORS, '');
  const match = INTERNATIONAL.exec(digits);
  if (!match || match[1]?.startsWith('216')) return null;
  return `+${match[1]}`;
}

/** The customer book's phone: empty (no number), or a number normalizeCustomerPhone reads. */
export function customerPhoneText(message: PlainMessageCode) {
  return z
    .string({ error: message })
    .trim()
    .max(PHONE_TEXT_MAX, message)
    .transform((value, context) => {
      if (value === '') return '';
      const phone = normalizeCustomerPhone(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    });
}
