import { describe, expect, it } from 'vitest';
import { columnReadConfidence } from './mapping.ts';

const vinColumn = { header: 'VIN', field: 'vin' as const, confidence: 1 };

describe('columnReadConfidence', () => {
  it.each([
    ['every value read for sure', [{ confidence: { vin: 1 } }, { confidence: { vin: 0.97 } }], 0.97],
    ['a VIN read as written with an O in it', [{ confidence: { vin: 1 } }, { confidence: { vin: 0.14 } }], 0.14],
    ['rows that give no figure for the field', [{ confidence: { make: 0.2 } }, {}], 1],
    [
      'a low value read from another column',
      [
        { confidence: { vin: 0.14 }, provenance: { columns: { vin: 'Chassis No' } } },
        { confidence: { vin: 0.9 }, provenance: { columns: { vin: 'VIN' } } },
      ],
      0.9,
    ],
    ['no rows', [], 1],
  ])('is the least of the header match and the values, for %s', (_, rows, expected) => {
    expect(columnReadConfidence(vinColumn, rows)).toBe(expected);
  });

  it('keeps the header match when the values are surer than it', () => {
    expect(columnReadConfidence({ ...vinColumn, confidence: 0.6 }, [{ confidence: { vin: 1 } }])).toBe(0.6);
  });

  it('keeps an ignored column at its own figure', () => {
    expect(columnReadConfidence({ header: 'Notes', field: null, confidence: 0 }, [{ confidence: { vin: 0.1 } }])).toBe(0);
  });
});
