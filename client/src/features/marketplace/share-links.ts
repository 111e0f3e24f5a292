/**
 * The addresses a buyer shares a product with. Plain links (no SDK): a tap opens the app on a
 * phone, or the web page on a computer. WhatsApp's own links are in lib/whatsapp.ts.
 */
import { paths } from '../../../../common/routes.ts';

/** The product's public page on the address in use (a shared link must open it for anyone). */
export function productPageUrl(productId: number, origin = window.location.origin): string {
  return `${origin}${paths.marketplace.product(productId)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** The phone's own share sheet exists here (most phones; few desktop browsers). */
export function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
