import { describe, expect, it } from 'vitest';
import { carrierNameKey, carrierRights, formatHitRatio } from './rules.ts';

describe('carrierRights', () => {
  it.each([
    ['broker', 'active', { read: true, change: true }],
    ['broker_manager', 'active', { read: true, change: true }],
    ['insurer', 'active', { read: true, change: false }],
    ['customer', 'active', { read: false, change: false }],
    ['broker', 'pending', { read: false, change: false }],
    ['broker_manager', 'refused', { read: false, change: false }],
  ] as const)('gives a %s whose account is %s %o', (role, status, rights) => {
    expect(carrierRights({ role, status })).toEqual(rights);
  });
});

describe('names and ratios', () => {
  it('matches names trimmed and without case', () => {
    expect(carrierNameKey('  Liberty Mutual ')).toBe(carrierNameKey('liberty mutual'));
  });

  it('reads a ratio as a whole percentage', () => {
    expect(formatHitRatio(null)).toBe('—');
    expect(formatHitRatio(2 / 3)).toBe('67%');
    expect(formatHitRatio(0)).toBe('0%');
  });
});
