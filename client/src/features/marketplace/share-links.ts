/**
 * The addresses a buyer shares a product with, or opens a store's WhatsApp chat with. Plain
 * links (no SDK): a tap opens the app on a phone, or the web page on a computer.
 */
import { paths } from '../../../../common/routes.ts';

/** The product's public page on the address in use (a shared link must open it for anyone). */
export function productPageUrl(productId: number, origin = window.location.origin): string {
  return `${origin}${paths.marketplace.product(productId)}`;
}

/** WhatsApp's "send to…" screen with the text (name and link) already written. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/**
 * A chat with the store's number (+216XXXXXXXX as stored), the greeting prefilled; wa.me takes
 * the number in international form without "+" or spaces. Null when there is no usable number.
 */
export function whatsappChatUrl(phone: string | null | undefined, greeting: string): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!/^216\d{8}$/.test(digits)) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}

/** The phone's own share sheet exists here (most phones; few desktop browsers). */
export function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
