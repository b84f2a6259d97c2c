import { describe, expect, it } from 'vitest';
import {
  NA,
  formatBytes,
  formatMoney,
  formatVehicleValue,
  formatNumber,
  formatSquareFeet,
  orNotAvailable,
  priorityLabel,
  productLabel,
  ratingLabelName,
  todayIso,
  transactionTypeLabel,
  yesNo,
} from './format.ts';

describe('amounts', () => {
  it.each([
    [formatMoney(148000), '$148,000'],
    [formatMoney(1234.56), '$1,234.56'],
    [formatMoney(99.5), '$99.50'],
    [formatMoney(14180.02), '$14,180.02'],
    [formatMoney(99.999), '$100'],
    [formatMoney(-0.5, { cents: 'if-any' }), '-$0.50'],
    [formatMoney(4250, { cents: 'always' }), '$4,250.00'],
    [formatMoney(45000.4, { cents: 'never' }), '$45,000'],
    [formatMoney(null), 'Not available'],
    [formatMoney(undefined, { missing: NA }), 'N/A'],
    [formatMoney(null, { cents: 'always', missing: 'Not set' }), 'Not set'],
    [formatMoney(0, { cents: 'never', missing: '' }), '$0'],
    [formatVehicleValue(45000.4), '$45,000'],
    [formatVehicleValue(38999.5), '$39,000'],
    [formatVehicleValue(null, { missing: '—' }), '—'],
  ])('%s reads %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('numbers, areas and sizes', () => {
  it.each([
    [formatNumber(100000), '100,000'],
    [formatNumber(12.46, { decimals: 1 }), '12.5'],
    [formatNumber(null, { missing: NA }), 'N/A'],
    [formatSquareFeet(9000), '9,000 sq ft'],
    [formatSquareFeet(undefined, NA), 'N/A'],
    [formatBytes(812), '812 B'],
    [formatBytes(12_600), '12.3 KB'],
    [formatBytes(4_400_000), '4.2 MB'],
  ])('%s reads %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('missing values', () => {
  it('reads blanks as missing, in the broker words or the portal words', () => {
    expect(orNotAvailable('  ')).toBe('Not available');
    expect(orNotAvailable(null, NA)).toBe('N/A');
    expect(orNotAvailable(0, NA)).toBe('0');
    expect(yesNo(null, '')).toBe('');
  });
});

describe('coded values', () => {
  it("use core's labels, and show a code core does not know as it is", () => {
    expect(priorityLabel('urgent')).toBe('Urgent');
    expect(productLabel('commercial_auto')).toBe('Commercial Auto');
    expect(productLabel('cyber')).toBe('cyber');
    expect(transactionTypeLabel(null)).toBe('Not specified');
    expect(ratingLabelName('good')).toBe('Good');
  });
});

describe('todayIso', () => {
  it("is the local calendar day, padded: 'yyyy-mm-dd'", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
