/**
 * Passwords everyone tries first are refused when a password is chosen (registration, password
 * change, reset; ASVS 5.0 6.2.4). The list is zxcvbn's ranking of leaked passwords, of which those
 * our length rule lets through (8 characters or more: about 18,000, well past the 3,000 the
 * standard asks for). Compared in lower case: `Password1` is as guessable as `password1`.
 *
 * Checked on the server only: the list would weigh about 100 KB in the browser. The form shows
 * the answer under the password field like any other field error.
 */
import { createRequire } from 'node:module';
import { LIMITS } from '../../../common/constants.ts';
import { AppError } from '../../errors.ts';

let common: Set<string> | undefined;

/** Read on first use: a server that nobody registers on never holds the list. */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    common = new Set(ranked.filter((word) => word.length >= LIMITS.passwordMin));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 400 under `field` when the password is one of the common ones; nothing is changed then. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', 'account.password.common', {
      fields: { [field]: 'account.password.common' },
    });
  }
}
