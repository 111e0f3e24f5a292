/**
 * Usernames and emails are compared in one form everywhere: the sign-in limiter's key, the unique
 * index (users.username_key, users.email_key) and the lookup. Unicode NFKC first, so that
 * look-alike compositions and full-width letters meet their plain form; then full case folding
 * (upper then lower case turns "ß" into "ss" and final sigma into sigma, which lower case alone
 * does not); then NFKC again, as folding can leave a sequence that composes. No locale: the
 * Turkish dotted capital I folds to "i" + combining dot, never to a plain "i", so `leİla` is not
 * `leila`.
 */
export function identityKey(value: string): string {
  return value.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
