import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [formatMoney(148000), '$148,000'],
    [formatMoney(1234.56), '$1,234.56'],
    [formatMoney(4250.5), '$4,250.50'],
    [formatMoney(14180.02), '$14,180.02'],
    [formatMoney(99.999), '$100'],
    [formatMoney(-0.5), '-$0.50'],
    [formatMoney(4250, 'USD', 'always'), '$4,250.00'],
    [formatMoney(45000.4, 'USD', 'never'), '$45,000'],
    [formatMoney(80000, 'EUR'), '€80,000'],
  ])('states %s as %s', (shown, expected) => {
    expect(shown).toBe(expected);
  });
});
