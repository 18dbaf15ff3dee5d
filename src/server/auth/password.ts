import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolatedModules cannot read at
// runtime; 2 is its Argon2id member. Parameters are OWASP's argon2id baseline (19 MiB, 2 passes).
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    // A malformed or foreign hash is a failed sign-in, not a server error.
    return false;
  }
}
