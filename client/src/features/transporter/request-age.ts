/**
 * How long a request has waited, in the reader's language ("5 minutes ago", "il y a 2 heures"):
 * on the preview board, the age says how quickly work is taken, without saying whose it is.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function requestAge(createdAt: string, language: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
