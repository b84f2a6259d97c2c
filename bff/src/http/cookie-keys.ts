import { createHmac, timingSafeEqual } from 'node:crypto';
import { VersionedCache } from '../cache/versioned-cache.ts';

const REMEMBERED = 10_000;
const REMEMBER_MS = 60_000;

/**
 * Signs and checks the session cookie with the session secret, in keygrip's format (HMAC-SHA1, base64url)
 * so cookies issued before stay valid. Every API call presents the same signed cookie, so a signature that
 * checked out is remembered for a minute: the usual request costs a map lookup instead of keygrip's three
 * HMACs. Only good signatures are remembered, so garbage cannot crowd out real users.
 */
export class CookieKeys {
  private readonly verified = new VersionedCache<number>(REMEMBERED, REMEMBER_MS);

  constructor(private readonly keys: readonly string[]) {
    if (keys.length === 0) throw new Error('At least one cookie key is needed');
  }

  sign(data: string): string {
    return this.signWith(data, this.keys[0]);
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` (0 is the current one), or -1 when none did. */
  index(data: string, digest: string): number {
    const pair = `${data}\n${digest}`;
    const known = this.verified.get(pair, 0);
    if (known !== undefined) return known;
    const given = Buffer.from(digest);
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(this.signWith(data, this.keys[i]));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        this.verified.set(pair, 0, i);
        return i;
      }
    }
    return -1;
  }

  private signWith(data: string, key: string): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }
}
