/** Shortening what people wrote (names, descriptions) without breaking a word. */

/**
 * At most `max` characters of a text, spaces folded, cut at the last word boundary before the
 * limit (so no Arabic or Latin word is cut in half) and followed by "…". A first word longer than
 * half the limit is cut where it must be.
 */
export function truncateWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  if (characters.length <= max) return clean;
  const head = characters.slice(0, max - 1).join('');
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > head.length / 2 ? head.slice(0, boundary) : head;
  return `${cut.replace(/[\s,.;:،؛—–-]+$/u, '')}…`;
}
