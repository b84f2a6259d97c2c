import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CellSeal } from '@workbench/core';

/**
 * Signs the cells the server read with HMAC-SHA256 under a key derived from the server's secret, so every
 * process sharing the secret accepts each other's seals and a restart with the same data keeps them valid.
 */
export class HmacCellSeal implements CellSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a seal can never be replayed as a session cookie's signature or the other way round.
    this.key = createHmac('sha256', secret).update('workbench cell seal v1').digest();
  }

  seal(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  verify(text: string, seal: string): boolean {
    const expected = Buffer.from(this.seal(text));
    const given = Buffer.from(seal);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
