import { describe, expect, it } from 'vitest';
import type { Property } from './entities.ts';
import { hasInsuredValue, insuredValueChanges, insuredValueTotals, resolveTiv, tivMismatch, withInsuredValues } from './insured-values.ts';

const aLocation = (over: Partial<Property> = {}): Property => ({
  id: 'p1',
  version: 1,
  name: 'HQ',
  address: '1 Main St',
  city: null,
  state: null,
  zipCode: null,
  yearBuilt: null,
  constructionType: null,
  occupancyType: null,
  squareFootage: null,
  stories: null,
  sprinklered: null,
  ownership: null,
  buildingValue: null,
  contentsValue: null,
  biValue: null,
  otherValue: null,
  tiv: null,
  tivComputed: false,
  currency: 'USD',
  needsReview: [],
  ...over,
});

describe('a location total insured value', () => {
  it.each([
    ['a stated total is kept as stated', { buildingValue: 100, contentsValue: 50, tiv: 1000 }, { tiv: 1000, tivComputed: false }],
    [
      'no total: the sum of the parts, marked computed',
      { buildingValue: 100, contentsValue: 50, biValue: 25, otherValue: 5 },
      { tiv: 180, tivComputed: true },
    ],
    ['one part alone is the total', { contentsValue: 70 }, { tiv: 70, tivComputed: true }],
    ['a zero part counts', { buildingValue: 0 }, { tiv: 0, tivComputed: true }],
    ['nothing at all: no total', {}, { tiv: null, tivComputed: false }],
    ['a total that was computed follows its parts', { buildingValue: 200, tiv: 100, tivComputed: true }, { tiv: 200, tivComputed: true }],
    ['numeric text counts as an amount', { buildingValue: '100', contentsValue: '' }, { tiv: 100, tivComputed: true }],
  ] as const)('%s', (_name, row, expected) => expect(resolveTiv(row)).toEqual(expected));

  it('a new location gets its total and the default currency', () => {
    expect(withInsuredValues({ name: 'A', buildingValue: 10, contentsValue: 5 })).toMatchObject({
      tiv: 15,
      tivComputed: true,
      currency: 'USD',
    });
    expect(withInsuredValues({ tiv: 9, currency: 'EUR' })).toMatchObject({ tiv: 9, tivComputed: false, currency: 'EUR' });
  });
});

describe('a stated total its parts do not add up to', () => {
  it.each([
    [
      'parts short of the total',
      { buildingValue: 1_000_000, contentsValue: 200_000, tiv: 1_500_000 },
      { tiv: 1_500_000, partsSum: 1_200_000 },
    ],
    [
      'parts over the total',
      { buildingValue: 900_000, biValue: 300_000, otherValue: 50_000, tiv: 1_000_000 },
      { tiv: 1_000_000, partsSum: 1_250_000 },
    ],
    ['parts that add up', { buildingValue: 1_000_000, contentsValue: 500_000, tiv: 1_500_000 }, null],
    ['a difference of cents', { buildingValue: 1_000_000.4, tiv: 1_000_000 }, null],
    ['a total with no parts', { tiv: 1_500_000 }, null],
    ['parts with no total', { buildingValue: 1_000_000 }, null],
    ['a summed total', { buildingValue: 1_000_000, tiv: 900_000, tivComputed: true }, null],
    ['amounts typed as text', { buildingValue: '1000000', tiv: '1200000' }, { tiv: 1_200_000, partsSum: 1_000_000 }],
  ])('%s', (_case, row, expected) => {
    expect(tivMismatch(row)).toEqual(expected);
  });
});

describe('editing a location values', () => {
  const computed = aLocation({ buildingValue: 100, contentsValue: 50, tiv: 150, tivComputed: true });
  const stated = aLocation({ buildingValue: 100, contentsValue: 50, tiv: 500, tivComputed: false });

  it('a computed total follows an edited part', () => {
    expect(insuredValueChanges(computed, { buildingValue: 300 })).toEqual({ buildingValue: 300, tiv: 350, tivComputed: true });
  });
  it('a computed total sent back as read with an edited part is recomputed', () => {
    expect(insuredValueChanges(computed, { buildingValue: 300, tiv: 150, tivComputed: true })).toMatchObject({
      tiv: 350,
      tivComputed: true,
    });
  });
  it('a form sending the whole row back, computed total as read and a part changed, gets the total recomputed', () => {
    expect(insuredValueChanges(computed, { name: 'HQ', buildingValue: 300, contentsValue: 50, tiv: 150 })).toMatchObject({
      tiv: 350,
      tivComputed: true,
    });
  });
  it('a typed total replaces a computed one and is no longer marked computed', () => {
    expect(insuredValueChanges(computed, { tiv: 1000 })).toEqual({ tiv: 1000, tivComputed: false });
  });
  it('a stated total stays when a part changes', () => {
    expect(insuredValueChanges(stated, { contentsValue: 60 })).toEqual({ contentsValue: 60, tiv: 500, tivComputed: false });
  });
  it('a cleared total gives way to the sum of the parts', () => {
    expect(insuredValueChanges(stated, { tiv: null })).toEqual({ tiv: 150, tivComputed: true });
  });
  it('an edit of other fields leaves the values alone', () => {
    expect(insuredValueChanges(computed, { name: 'Warehouse' })).toEqual({ name: 'Warehouse' });
  });
  it('a cleared currency is the default one', () => {
    expect(insuredValueChanges(computed, { currency: null })).toEqual({ currency: 'USD' });
  });
});

describe('schedule totals', () => {
  it('sums each value per currency, the default currency first, counting computed totals', () => {
    const totals = insuredValueTotals([
      aLocation({ currency: 'EUR', tiv: 10, tivComputed: false }),
      aLocation({ buildingValue: 100, contentsValue: 50, biValue: 10 }),
      aLocation({ buildingValue: 200, otherValue: 5, tiv: 1000 }),
    ]);
    expect(totals).toEqual([
      { currency: 'USD', buildingValue: 300, contentsValue: 50, biValue: 10, otherValue: 5, tiv: 1160, locations: 2 },
      { currency: 'EUR', buildingValue: 0, contentsValue: 0, biValue: 0, otherValue: 0, tiv: 10, locations: 1 },
    ]);
  });
  it('an empty schedule has no totals', () => expect(insuredValueTotals([])).toEqual([]));
  it.each([
    [{}, false],
    [{ tiv: 0 }, true],
    [{ biValue: 5 }, true],
    [{ buildingValue: '' }, false],
  ] as const)('%j states a value: %s', (row, expected) => expect(hasInsuredValue(row)).toBe(expected));
});
