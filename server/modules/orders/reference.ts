/** Public order references, drawn at random when an order is written (place-order.ts). */
import { randomInt } from 'node:crypto';

/** Crockford-style alphabet: no I, L, O or U to misread over the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A public order reference such as HN-7K3QMZ: what a buyer quotes to follow an order. */
export function newOrderReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `HN-${code}`;
}
