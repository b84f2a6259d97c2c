import { describe, expect, it } from 'vitest';
import { NEUTRAL_SCORE, rateSubmission, ratingLabel, ratingTone, type RatableProperty, type RatableVehicle } from './rating.ts';

const now = new Date('2026-06-01T00:00:00Z');

const location = (over: RatableProperty = {}): RatableProperty => ({
  address: '1 Main St',
  constructionType: 'Fire Resistive',
  occupancyType: 'Office',
  yearBuilt: 2020,
  sprinklered: true,
  ...over,
});
const vehicle = (over: RatableVehicle = {}): RatableVehicle => ({
  make: 'Ford',
  model: 'Transit',
  year: 2025,
  vin: '1FTBW3XM5HKB12345',
  value: 40_000,
  ...over,
});

const factor = (key: string, input: Parameters<typeof rateSubmission>[0]) => {
  const f = rateSubmission(input, now).factors.find((x) => x.key === key);
  if (!f) throw new Error(`no factor ${key}`);
  return f;
};
/** The factor's share of its maximum, so tests do not depend on how the 100 points are split. */
const share = (key: string, input: Parameters<typeof rateSubmission>[0]) => {
  const f = factor(key, input);
  return f.points / f.max;
};

describe('ratingLabel', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [85, 'good'],
    [75, 'good'],
    [74, 'fair'],
    [50, 'fair'],
    [49, 'poor'],
    [0, 'poor'],
  ])('%i is %s', (score, label) => {
    expect(ratingLabel(score)).toBe(label);
  });

  it.each([
    ['excellent', 'green'],
    ['good', 'blue'],
    ['fair', 'yellow'],
    ['poor', 'red'],
    ['unrated', 'neutral'],
  ])('%s shows %s', (label, tone) => {
    expect(ratingTone(label)).toBe(tone);
  });
});

describe('rateSubmission', () => {
  it('rates a realistic well-protected schedule 85, good', () => {
    const loc = (constructionType: string, occupancyType: string, yearBuilt: number, sprinklered: boolean) =>
      location({ constructionType, occupancyType, yearBuilt, sprinklered });
    const result = rateSubmission(
      {
        properties: [
          loc('Fire Resistive', 'Office', 2008, true),
          loc('Fire Resistive', 'Office', 2012, true),
          loc('Fire Resistive', 'Office', 1999, true),
          loc('Fire Resistive', 'Office', 1962, true),
          loc('Fire Resistive', 'Office', 1994, true),
          loc('Fire Resistive', 'Office', 2003, true),
          loc('Masonry Non-Combustible', 'Warehouse', 1996, true),
          loc('Masonry Non-Combustible', 'Warehouse', 2001, true),
          loc('Masonry Non-Combustible', 'Retail', 1985, false),
          loc('Joisted Masonry', 'Light Manufacturing', 1978, false),
        ],
        coverages: [{ coverage: 'property', limit: 25_000_000, deductible: 25_000 }],
      },
      now,
    );
    expect(result).toMatchObject({ score: 85, label: 'good' });
    expect(result.factors.map((f) => f.explanation)).toEqual([
      '10 locations: 6 fire resistive, 3 masonry non-combustible and 1 joisted masonry',
      '8 of 10 locations are sprinklered',
      'Average building age is 32 years',
      'Occupancies: 6 low hazard, 3 medium hazard and 1 higher hazard',
      '52 of 52 key fields of the schedules and coverage limits are filled in',
    ]);
  });

  it('gives a neutral score with a reason when there are no schedules', () => {
    const result = rateSubmission(
      { properties: [], vehicles: [], coverages: [{ coverage: 'general_liability', limit: 1, deductible: 1 }] },
      now,
    );
    expect(result.score).toBe(NEUTRAL_SCORE);
    expect(result.label).toBe('fair');
    expect(result.factors).toEqual([
      expect.objectContaining({
        key: 'schedules',
        explanation: 'No locations or vehicles have been added yet, so the score is neutral until the schedules arrive',
      }),
    ]);
  });

  it('is deterministic and takes the date from the input when not passed separately', () => {
    const input = { properties: [location(), location({ constructionType: 'Frame' })], vehicles: [vehicle()] };
    expect(rateSubmission(input, now)).toEqual(rateSubmission(input, now));
    expect(rateSubmission({ ...input, now })).toEqual(rateSubmission(input, now));
    expect(() => rateSubmission(input)).toThrow(TypeError);
  });

  it('shares 100 points among the factors that have evidence, and the points add up to the score', () => {
    for (const input of [
      { properties: [location()] },
      { vehicles: [vehicle()] },
      { properties: [location({ constructionType: 'Frame', sprinklered: false })], vehicles: [vehicle({ year: 2001 })] },
    ]) {
      const result = rateSubmission(input, now);
      expect(result.factors.reduce((s, f) => s + f.max, 0)).toBe(100);
      expect(result.factors.reduce((s, f) => s + f.points, 0)).toBe(result.score);
    }
  });

  it('rates a fleet-only submission on vehicles and completeness only', () => {
    expect(rateSubmission({ vehicles: [vehicle()] }, now).factors.map((f) => f.key)).toEqual([
      'vehicleAge',
      'vehicleValue',
      'completeness',
    ]);
  });

  it('rates the best possible schedule 100 and a poor one below 50', () => {
    expect(rateSubmission({ properties: [location()], vehicles: [vehicle()] }, now).score).toBe(100);
    const poor = rateSubmission(
      { properties: [location({ constructionType: 'Wood Frame', occupancyType: 'Restaurant', yearBuilt: 1920, sprinklered: false })] },
      now,
    );
    expect(poor.label).toBe('poor');
  });
});

describe('rating factors', () => {
  it.each([
    ['Fire Resistive', 1],
    ['fire-resistant concrete', 1],
    ['ISO 6', 1],
    ['Modified Fire Resistive', 0.9],
    ['Masonry Non-Combustible', 0.8],
    ['Steel frame', 0.75],
    ['Non-combustible', 0.75],
    ['Joisted Masonry', 0.6],
    ['Brick', 0.6],
    ['Heavy Timber', 0.5],
    ['Brick veneer', 0.2],
    ['Wood Frame', 0.2],
    ['Frame', 0.2],
    [null, 0.5],
    ['Unusual', 0.5],
  ])('construction %j scores %f of its points', (constructionType, expected) => {
    // One location, so the share is that class's score (to the factor's rounding).
    expect(share('construction', { properties: [location({ constructionType })] })).toBeCloseTo(expected, 1);
  });

  it('ranks fire resistive above masonry above frame', () => {
    const points = ['Fire Resistive', 'Joisted Masonry', 'Frame'].map(
      (c) => factor('construction', { properties: [location({ constructionType: c })] }).points,
    );
    expect(points[0]).toBeGreaterThan(points[1]);
    expect(points[1]).toBeGreaterThan(points[2]);
  });

  it.each([
    [[true, true, true, true], 1, '4 of 4 locations are sprinklered'],
    [[true, true, true, false], 0.75, '3 of 4 locations are sprinklered'],
    [[true, false, false, null], 0.25, '1 of 4 locations is sprinklered (1 location not stated)'],
    [[false, false], 0, '0 of 2 locations are sprinklered'],
    [[true], 1, 'The location is sprinklered'],
    [[false], 0, 'The location is not sprinklered'],
    [[null], 0, 'Sprinklers are not stated for the location'],
  ])('sprinklers %j', (flags, expected, explanation) => {
    const f = factor('sprinklers', { properties: flags.map((sprinklered) => location({ sprinklered })) });
    expect(f.points / f.max).toBeCloseTo(expected, 1);
    expect(f.explanation).toBe(explanation);
  });

  it.each([
    [2020, 1],
    [2006, 0.9],
    [1980, 0.7],
    [1960, 0.5],
    [1900, 0.3],
    [null, 0.5],
  ])('a building from %j scores %f of the age points', (yearBuilt, expected) => {
    expect(share('buildingAge', { properties: [location({ yearBuilt })] })).toBeCloseTo(expected, 1);
  });

  it('explains building age and the locations without a year', () => {
    expect(
      factor('buildingAge', { properties: [location({ yearBuilt: 2000 }), location({ yearBuilt: 2010 }), location({ yearBuilt: null })] })
        .explanation,
    ).toBe('Average building age is 21 years (1 year built not stated)');
    expect(factor('buildingAge', { properties: [location({ yearBuilt: null })] }).explanation).toBe('No location has a year built');
  });

  it.each([
    ['Office', 1],
    ['Professional offices', 1],
    ['Warehouse', 0.7],
    ['Retail store', 0.7],
    ['Office/Warehouse', 0.7],
    ['Light Manufacturing', 0.35],
    ['Restaurant', 0.35],
    ['Parking garage', 0.35],
    ['Auto repair shop', 0.35],
    [null, 0.5],
  ])('occupancy %j scores %f of its points', (occupancyType, expected) => {
    expect(share('occupancy', { properties: [location({ occupancyType })] })).toBeCloseTo(expected, 1);
  });

  it('explains occupancy by hazard class', () => {
    expect(
      factor('occupancy', {
        properties: [location({ occupancyType: 'Restaurant' }), location({ occupancyType: 'Office' }), location({ occupancyType: null })],
      }).explanation,
    ).toBe('Occupancies: 1 low hazard, 1 higher hazard and 1 not stated');
  });

  it('counts an occupancy no hazard class names as stated, not as missing', () => {
    expect(
      factor('occupancy', {
        properties: [
          location({ occupancyType: 'Office' }),
          location({ occupancyType: 'Church' }),
          location({ occupancyType: 'Data centre' }),
          location({ occupancyType: '' }),
        ],
      }).explanation,
    ).toBe('Occupancies: 1 low hazard, 2 not classed by hazard and 1 not stated');
  });

  it.each([
    [2025, 1],
    [2020, 0.8],
    [2016, 0.55],
    [2005, 0.3],
    [null, 0.5],
  ])('a vehicle from %j scores %f of the vehicle age points', (year, expected) => {
    expect(share('vehicleAge', { vehicles: [vehicle({ year })] })).toBeCloseTo(expected, 1);
  });

  it.each([
    [30_000, 1],
    [80_000, 0.8],
    [200_000, 0.6],
    [400_000, 0.4],
    [null, 0.5],
  ])('a vehicle worth %j scores %f of the value points', (value, expected) => {
    expect(share('vehicleValue', { vehicles: [vehicle({ value })] })).toBeCloseTo(expected, 1);
  });

  it('explains vehicle ages and values', () => {
    const vehicles = [vehicle({ year: 2022, value: 40_000 }), vehicle({ year: 2018, value: 60_000 }), vehicle({ year: null, value: null })];
    expect(factor('vehicleAge', { vehicles }).explanation).toBe('Average vehicle age is 6 years (1 model year not stated)');
    expect(factor('vehicleValue', { vehicles }).explanation).toBe(
      'Average vehicle value is $50,000 (fleet total $100,000) (1 value not stated)',
    );
  });

  it('rewards complete schedules and counts coverage limits and deductibles', () => {
    expect(share('completeness', { properties: [location()] })).toBe(1);
    const half = factor('completeness', {
      properties: [{ address: '1 Main St', constructionType: 'Frame', yearBuilt: null, occupancyType: '', sprinklered: null }],
      coverages: [{ coverage: 'property', limit: 1_000_000, deductible: null }],
    });
    expect(half.explanation).toBe('3 of 7 key fields of the schedules and coverage limits are filled in');
    expect(half.points / half.max).toBeCloseTo(3 / 7, 1);
  });

  it.each([
    [800_000, 1],
    [4_000_000, 0.85],
    [15_000_000, 0.7],
    [40_000_000, 0.55],
    [120_000_000, 0.4],
  ])('a location insured for %j scores %f of the insured value points', (tiv, expected) => {
    expect(share('insuredValues', { properties: [location({ tiv })] })).toBeCloseTo(expected, 1);
  });

  it('rates insured values only once a location states one, counting the sum of the parts when no total is given', () => {
    expect(rateSubmission({ properties: [location()] }, now).factors.map((f) => f.key)).not.toContain('insuredValues');
    const parts = factor('insuredValues', { properties: [location({ buildingValue: 3_000_000, contentsValue: 2_500_000 })] });
    expect(parts.explanation).toBe('The location is insured for $5,500,000');
    expect(parts.points / parts.max).toBeCloseTo(0.7, 1);
  });

  it('explains the schedule total and the largest location, never adding currencies, and counts locations without values', () => {
    const f = factor('insuredValues', {
      properties: [
        location({ tiv: 2_000_000 }),
        location({ buildingValue: 6_000_000, biValue: 1_000_000 }),
        location({ tiv: 500_000, currency: 'EUR' }),
        location(),
      ],
    });
    expect(f.explanation).toBe(
      'Total insured value is $9,000,000 and €500,000; the largest location is $7,000,000 (1 location value not stated)',
    );
    // 0.85, 0.7, 1 and the unknown 0.5, averaged.
    expect(f.points / f.max).toBeCloseTo((0.85 + 0.7 + 1 + 0.5) / 4, 1);
  });
});
