/**
 * WhatsApp without an API (issue 15): a `wa.me` link opens a chat with the number and the text
 * already written; the person still presses Send themselves, so nothing leaves Hanout unseen.
 * Numbers are Tunisian, in wa.me's form: the country code and the 8 digits, no "+" or spaces.
 */
import type { TFunction } from 'i18next';
import { WHATSAPP_TEMPLATE_KINDS, type WhatsappTemplateKind } from '../../../common/enums.ts';
import { normalizeTunisianPhone } from '../../../common/tunisia.ts';

/** "+216 20 123 456", "20123456", "0021620123456" → "21620123456"; null when not Tunisian. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const normalized = phone ? normalizeTunisianPhone(phone) : null;
  return normalized ? normalized.replace(/^\+/, '') : null;
}

/** The chat with that number, the text prefilled; null when there is no usable number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** WhatsApp's "send to…" screen (no number: the person picks whom), the text already written. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export { WHATSAPP_TEMPLATE_KINDS, type WhatsappTemplateKind };

/**
 * The default text of a seller's template in the language of `t`, with its {placeholders}
 * unfilled: single braces, which i18next leaves alone, so fillTemplate fills them as it fills the
 * seller's own words.
 */
export function defaultWhatsappTemplate(t: TFunction, kind: WhatsappTemplateKind): string {
  return t(`whatsapp.defaults.${kind}`);
}

/** A buyer asking a store about a product: its name and link, in the buyer's language. */
export function productQuestionText(t: TFunction, product: { name: string; url: string }): string {
  return t('whatsapp.product.text', { product: product.name, url: product.url });
}

/** A transporter telling the buyer the parcel is on its way, in the transporter's language. */
export function transporterToBuyerText(
  t: TFunction,
  values: { name: string; reference: string; store: string },
): string {
  return t('whatsapp.transporter.text', values);
}
