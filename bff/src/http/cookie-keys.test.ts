import { describe, expect, it } from 'vitest';
import { CookieKeys } from './cookie-keys.ts';

const data = 'workbench.sid=4f1c2a9e-6b1d-4a55-9f00-0d5c1b2e7a10';

describe('the session cookie signature', () => {
  it('keeps the format of cookies signed before (HMAC-SHA1, URL-safe base64 without padding)', () => {
    // Signed with keygrip(['a-session-secret-of-32-characters']) by the earlier cookie library.
    expect(new CookieKeys(['a-session-secret-of-32-characters']).sign(data)).toBe('PqlqxGquhzRLjfxC-KMNMgJyh4E');
  });

  it('accepts its own signature, also when asked again, and refuses a changed value or signature', () => {
    const keys = new CookieKeys(['current-secret-current-secret-32']);
    const signature = keys.sign(data);
    expect(keys.index(data, signature)).toBe(0);
    expect(keys.index(data, signature)).toBe(0);
    expect(keys.verify(`${data}x`, signature)).toBe(false);
    expect(keys.verify(data, `${signature.slice(0, -1)}A`)).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
  });

  it('still accepts a cookie signed with an older secret, reporting which one', () => {
    const old = new CookieKeys(['older-secret-older-secret-older-3']);
    const rotated = new CookieKeys(['current-secret-current-secret-32', 'older-secret-older-secret-older-3']);
    expect(rotated.index(data, old.sign(data))).toBe(1);
  });
});
