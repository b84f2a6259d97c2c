import { describe, expect, it } from 'vitest';
import { formatSubmissionId, isSubmissionId, normalizeSubmissionId, parseSubmissionId } from './identifiers.ts';

describe('submission ids', () => {
  it.each([
    [2026, 42, 'SUB-2026-0042'],
    [2024, 1, 'SUB-2024-0001'],
    [2026, 9999, 'SUB-2026-9999'],
    [2026, 12345, 'SUB-2026-12345'],
  ])('formatSubmissionId(%i, %i) is %s', (year, n, id) => {
    expect(formatSubmissionId(year, n)).toBe(id);
    expect(isSubmissionId(id)).toBe(true);
    expect(parseSubmissionId(id)).toEqual({ year, n });
  });

  it.each([
    [26, 1],
    [2026, 0],
    [2026, 1.5],
  ])('refuses year %i number %i', (year, n) => {
    expect(() => formatSubmissionId(year, n)).toThrow(RangeError);
  });

  it.each(['sub-2026-0042', 'Sub-2026-0042'])('accepts %j in any case', (s) => {
    expect(isSubmissionId(s)).toBe(true);
    expect(parseSubmissionId(s)).toEqual({ year: 2026, n: 42 });
    expect(normalizeSubmissionId(` ${s} `)).toBe('SUB-2026-0042');
  });

  it.each(['SUB-2026-42', 'SUB-26-0042', 'SUB-2026-0042x', ' SUB-2026-0042', '4b1e6c1e-0000-4000-8000-000000000000', ''])(
    '%j is not a submission id',
    (s) => {
      expect(isSubmissionId(s)).toBe(false);
      expect(parseSubmissionId(s)).toBeNull();
    },
  );

  it('normalizes only submission ids', () => {
    expect(normalizeSubmissionId('SUB-2026')).toBeNull();
  });
});
