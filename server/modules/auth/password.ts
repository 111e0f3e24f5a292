import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). The package's Algorithm enum is an
 * ambient const enum that verbatimModuleSyntax cannot read: 2 is Algorithm.Argon2id.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so that "no such user" takes as long as "wrong password"
 * and the answer time does not tell which usernames exist.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not the password of anyone');
  await verifyPassword(await dummyHash, password);
}
