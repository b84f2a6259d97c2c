import { describe, expect, it } from 'vitest';
import { HmacCellSeal } from './hmac-cell-seal.ts';

describe('HmacCellSeal', () => {
  const secret = 's'.repeat(48);

  it('accepts its own seal, from any process with the same secret', () => {
    const signature = new HmacCellSeal(secret).seal('["state","MA",0.5]');
    expect(new HmacCellSeal(secret).verify('["state","MA",0.5]', signature)).toBe(true);
  });

  it('refuses an altered text, another secret, and a seal of the wrong length', () => {
    const seal = new HmacCellSeal(secret);
    const signature = seal.seal('["state","MA",0.5]');
    expect(seal.verify('["state","MA",1]', signature)).toBe(false);
    expect(new HmacCellSeal('t'.repeat(48)).verify('["state","MA",0.5]', signature)).toBe(false);
    expect(seal.verify('["state","MA",0.5]', 'short')).toBe(false);
  });
});
