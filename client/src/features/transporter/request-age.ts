/**
 * How long a request has waited, in the reader's language ("5 minutes ago", "il y a 2 heures"):
 * on the preview board, the age says how quickly work is taken, without saying whose it is.
 */
import { formatAge } from '../../lib/format.ts';

export function requestAge(createdAt: string, language: string, now: Date = new Date()): string {
  return formatAge(createdAt, language, { now });
}
