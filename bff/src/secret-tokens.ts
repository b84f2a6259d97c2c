import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '@workbench/core';

/**
 * 32 random bytes per link; only their SHA-256 is stored. A link is a bearer secret with a short life, so a
 * fast digest is enough: nobody can guess 256 bits, and a copy of the table opens nothing.
 */
export const secretTokens: SecretTokens = {
  issue() {
    const token = randomBytes(32).toString('base64url');
    return { token, digest: digest(token) };
  },
  digest,
};

function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
