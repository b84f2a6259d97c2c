import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  isCalendarDate,
  nullableBoolean,
  nullableDate,
  nullableNumber,
  nullableText,
  parseOrThrow,
  requiredText,
  safeParseIssues,
  toNumberOrNull,
} from './validation.ts';

const Person = v.object({
  name: requiredText('Name is required', 'Name', 10),
  age: v.optional(nullableNumber('Age', { min: 0, max: 150, integer: true }), null),
});

describe('parseOrThrow', () => {
  it('returns the parsed output for valid input', () => {
    expect(parseOrThrow(Person, { name: '  Ann ', age: '42' })).toEqual({ name: 'Ann', age: 42 });
  });

  it('throws AppError invalid with the first message and every issue with its path', () => {
    let error: unknown;
    try {
      parseOrThrow(Person, { name: '', age: -1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'Name is required',
      issues: [
        { path: 'name', message: 'Name is required' },
        { path: 'age', message: 'Age must not be negative' },
      ],
    });
  });

  it('reports nested paths with dots', () => {
    const schema = v.object({ rows: v.array(v.object({ limit: nullableNumber('Limit') })) });
    expect(safeParseIssues(schema, { rows: [{ limit: 1 }, { limit: 'lots' }] })).toEqual([
      { path: 'rows.1.limit', message: 'Limit must be a number' },
    ]);
  });

  it('safeParseIssues is empty for valid input', () => {
    expect(safeParseIssues(Person, { name: 'Bo' })).toEqual([]);
  });
});

describe('field builders', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 1,250,000 ', 1250000],
    ['$45000', 45000],
    ['12.5', 12.5],
    ['', null],
    ['   ', null],
    [null, null],
  ])('toNumberOrNull(%j) is %j', (input, expected) => {
    expect(toNumberOrNull(input)).toBe(expected);
  });

  it.each(['abc', '0x10', '1e3', '12abc', '1.2.3'])('toNumberOrNull(%j) is NaN', (input) => {
    expect(toNumberOrNull(input)).toBeNaN();
  });

  const year = nullableNumber('Year', { min: 1800, max: 2100, integer: true });
  it.each([
    ['2020', true],
    [2020.5, false],
    ['1700', false],
    ['soon', false],
    [null, true],
    [Number.POSITIVE_INFINITY, false],
    [true, false],
  ])('a whole year field accepts %j: %s', (input, ok) => {
    expect(v.safeParse(year, input).success).toBe(ok);
  });

  it.each([
    [nullableNumber('Age', { min: 0, max: 150 }), 151, 'Age must be at most 150'],
    [nullableNumber('Floor', { min: -5 }), -6, 'Floor must be at least -5'],
    [nullableNumber('Limit', { max: 1e12 }), 2e12, 'Limit must be at most 1,000,000,000,000'],
    [year, 1799, 'Year must be at least 1800'],
  ])('names the bound that was crossed (%#)', (schema, input, message) => {
    expect(safeParseIssues(schema, input)[0]?.message).toBe(message);
  });

  it('gives one clear message for non-numeric text', () => {
    expect(safeParseIssues(year, 'soon')).toEqual([{ path: '', message: 'Year must be a number' }]);
  });

  it.each([
    [true, true],
    ['Yes', true],
    ['y', true],
    ['1', true],
    [false, false],
    ['NO', false],
    ['0', false],
    ['', null],
    [null, null],
  ])('nullableBoolean reads %j as %j', (input, expected) => {
    expect(v.parse(nullableBoolean('Sprinklered'), input)).toBe(expected);
  });

  it('nullableBoolean rejects other text', () => {
    expect(safeParseIssues(nullableBoolean('Sprinklered'), 'maybe')[0]?.message).toBe('Sprinklered must be yes or no');
  });

  it.each([
    ['  Main St ', 'Main St'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('nullableText reads %j as %j', (input, expected) => {
    expect(v.parse(nullableText('Address'), input)).toBe(expected);
  });

  it('nullableText rejects text over its maximum', () => {
    expect(safeParseIssues(nullableText('Address', 5), 'abcdef')[0]?.message).toBe('Address must be at most 5 characters');
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['05/01/2026', false],
    ['2026-04-31', false],
  ])('isCalendarDate(%j) is %s', (input, expected) => {
    expect(isCalendarDate(input)).toBe(expected);
  });

  it('nullableDate turns an empty date into null and rejects an impossible one', () => {
    expect(v.parse(nullableDate('Due date'), '')).toBeNull();
    expect(safeParseIssues(nullableDate('Due date'), '2026-02-30')[0]?.message).toBe('Due date must be a date (YYYY-MM-DD)');
  });
});
