import { hash, verify, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '@workbench/core';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
// Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, OPTIONS),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  },
};
