import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from './entities.ts';
import { DEFAULT_DUE_WORKING_DAYS, addWorkingDays, daysUntilDue, defaultDueDate, isOverdue, pastDueDateWarning } from './due-dates.ts';

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

describe('days until due', () => {
  const now = new Date('2026-11-21T15:30:00Z');
  it.each([
    ['2026-11-21', 0],
    ['2026-11-22', 1],
    ['2026-12-21', 30],
    ['2026-11-20', -1],
    ['2026-11-21T23:00:00Z', 0],
    [null, null],
    ['', null],
    ['soon', null],
  ])('daysUntilDue(%j) is %j', (due, days) => {
    expect(daysUntilDue(due, now)).toBe(days);
  });

  it.each<[string | null, SubmissionStatus | undefined, boolean]>([
    ['2026-11-20', undefined, true],
    ['2026-11-20', 'in_review', true],
    ['2026-11-20', 'approved', false],
    ['2026-11-20', 'rejected', false],
    ['2026-11-21', 'pending', false],
    [null, 'pending', false],
  ])('isOverdue(%j, status %s) is %s', (due, status, overdue) => {
    expect(isOverdue(due, now, status)).toBe(overdue);
  });
});

describe('a due date chosen in the past', () => {
  const now = new Date('2026-12-02T10:00:00Z');
  it.each([
    ['2023-12-01', 'This due date is in the past (3 years ago). Check the year.'],
    ['2025-12-01', 'This due date is in the past (1 year ago). Check the year.'],
    ['2026-11-30', 'This due date is in the past (2 days ago). Check the year.'],
    ['2026-12-01', 'This due date is in the past (1 day ago). Check the year.'],
    ['2026-12-02', null],
    ['2027-01-15', null],
    ['', null],
    [null, null],
  ])('%j warns %j', (due, expected) => {
    expect(pastDueDateWarning(due, now)).toBe(expected);
  });
});
