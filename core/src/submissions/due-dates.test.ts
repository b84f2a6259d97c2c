import { describe, expect, it } from 'vitest';
import { DEFAULT_DUE_WORKING_DAYS, addWorkingDays, defaultDueDate } from './due-dates.ts';

describe('addWorkingDays', () => {
  it.each([
    ['2026-11-23', 0, '2026-11-23', 'no days is the same day'],
    ['2026-11-23', 1, '2026-11-24', 'Monday to Tuesday'],
    ['2026-11-27', 1, '2026-11-30', 'Friday to the next Monday'],
    ['2026-11-28', 1, '2026-11-30', 'Saturday to Monday'],
    ['2026-11-29', 1, '2026-11-30', 'Sunday to Monday'],
    ['2026-11-23', 5, '2026-11-30', 'a working week is seven days'],
    ['2026-11-23', 10, '2026-12-07', 'two working weeks are fourteen days'],
    ['2026-12-28', 5, '2027-01-04', 'across the new year'],
  ])('%s plus %i working days is %s (%s)', (from, days, expected) => {
    expect(addWorkingDays(from, days)).toBe(expected);
  });

  it('rejects something that is not a date or a negative count', () => {
    expect(() => addWorkingDays('23/11/2026', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-23', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-11-23', 1.5)).toThrow(RangeError);
  });
});

describe('defaultDueDate', () => {
  it('is ten working days after the start, never the same day', () => {
    expect(DEFAULT_DUE_WORKING_DAYS).toBe(10);
    expect(defaultDueDate('2026-11-23')).toBe('2026-12-07');
    expect(defaultDueDate('2026-11-23')).not.toBe('2026-11-23');
  });
});
