import { describe, expect, it } from 'vitest';
import { driverAndUnit, incurredOf, parseCents, parseStatus, parseTerm, readDate } from './rules.ts';

describe('loss-run amounts', () => {
  it.each([
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['(1,234.56)', -123456],
    ['-1,234.56', -123456],
    ['1,234.56-', -123456],
    ['($250.00)', -25000],
    ['12', 1200],
    ['0.5', 50],
    ['.75', 75],
    ['-', 0],
    ['0.00', 0],
    ['19,062.74', 1906274],
  ])('%s is %d cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each(['see ledger', 'Pending', '1.2.3', '(12', '12)', '', '1,23,4'])('%s is not an amount', (text) =>
    expect(parseCents(text)).toBeUndefined(),
  );

  it('adds up cents exactly where floats drift', () => {
    const parts = Array.from({ length: 1000 }, () => parseCents('0.10')!);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10000);
    expect(incurredOf({ reserve: 10, paid: 20, recovered: 5 })).toBe(25);
  });
});

describe('loss-run dates', () => {
  it('reads two-digit years in the century that fits the term', () => {
    const term = { start: '1998-07-01', end: '1999-07-01' };
    expect(readDate('03/15/99', { term })).toBe('1999-03-15');
    expect(readDate('03/15/21', { term: { start: '2020-07-01', end: '2021-07-01' } })).toBe('2021-03-15');
    // A closing years after the term is still nearest it in the term's century.
    expect(readDate('01/10/05', { term })).toBe('2005-01-10');
    expect(readDate('11/30/68', { term })).toBe('1968-11-30');
    expect(readDate('11/30/68')).toBe('2068-11-30');
  });

  it('reads the printed forms carriers use', () => {
    expect(readDate('2023-04-01')).toBe('2023-04-01');
    expect(readDate('01-Apr-2023')).toBe('2023-04-01');
    expect(readDate('Apr 1, 2023')).toBe('2023-04-01');
    expect(readDate('4/1/2023')).toBe('2023-04-01');
    expect(readDate('02/30/2023')).toBeUndefined();
    expect(readDate('02/29/24', { valuation: '2026-11-30' })).toBe('2024-02-29');
  });

  it('reads a term as two dates, the end after the start, near the valuation', () => {
    expect(parseTerm('07/01/22 - 07/01/23', '2026-11-30')).toEqual({ start: '2022-07-01', end: '2023-07-01' });
    expect(parseTerm('12/01/99 to 12/01/00', '2001-01-31')).toEqual({ start: '1999-12-01', end: '2000-12-01' });
    expect(parseTerm('01-Apr-2022 - 01-Apr-2023')).toEqual({ start: '2022-04-01', end: '2023-04-01' });
    expect(parseTerm('07/01/2023 - 07/01/2022')).toBeUndefined();
    expect(parseTerm('07/01/2023')).toBeUndefined();
  });
});

describe('loss-run statuses, drivers and units', () => {
  it.each([
    ['Open', 'open'],
    ['O', 'open'],
    ['CLOSED', 'closed'],
    ['C', 'closed'],
    ['Re-Opened', 'reopened'],
    ['R', 'reopened'],
    ['Pending', 'pending'],
    ['P', 'pending'],
  ] as const)('%s is %s', (text, status) => expect(parseStatus(text)).toBe(status));

  it('finds the driver and the unit a description names', () => {
    expect(driverAndUnit('Rear-ended at a light. Driver: J. Ortiz, Unit #14.')).toEqual({ driver: 'J. Ortiz', unit: '14' });
    expect(driverAndUnit('Truck 22 struck a parked car, driven by M. Chen.')).toEqual({ driver: 'M. Chen', unit: '22' });
    expect(driverAndUnit('Customer slipped on a wet floor.')).toEqual({});
  });
});
