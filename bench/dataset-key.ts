/**
 * Which kept bench dataset a run may reuse. The key is the seed's own version and the size only:
 * the app's migrations are not part of it, because a kept dataset is brought up to date by running
 * them on it, as a deployment would (a new index must not cost a 6-minute PGlite reseed). Only a
 * change to the data the seed writes (SEED_VERSION) rebuilds it.
 */

/** Bump when the data the seed writes changes: every kept dataset is then rebuilt. */
export const SEED_VERSION = 1;

export function seedKey(sizeName: string, version = SEED_VERSION): string {
  return `v${version}-${sizeName}`;
}

/**
 * Whether a dataset marked `marker` was written by this seed version at this size. Earlier keys
 * ended with a hash of the migrations journal (`v1-full-70b732b434`): the same data, so reused.
 */
export function isSameSeed(marker: string | undefined, key: string): boolean {
  if (marker === undefined) return false;
  return marker === key || new RegExp(`^${escape(key)}-[0-9a-f]+$`).test(marker);
}

/** Kept-dataset directory names of this size that are not `key`: stale or legacy. */
export function otherDatasetsOfSize(entries: string[], sizeName: string, key: string): string[] {
  const ofSize = new RegExp(`^v\\d+-${escape(sizeName)}(-[0-9a-f]+)?$`);
  return entries.filter((entry) => entry !== key && ofSize.test(entry));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
