import * as v from 'valibot';
import { MAX_PAGE_SIZE } from './paging.ts';

// How every list's query string is read: each value arrives as text, once.

/**
 * A query-string value: a single string; '' counts as not given (an empty select in a form), and a
 * repeated parameter is rejected rather than silently picking one.
 */
export const queryValue = <S extends v.GenericSchema<string, unknown>>(name: string, schema: S) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be given once`),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(schema),
    ),
  );

/** A whole number within min..max as text; a missing or empty value reads as `fallback`. */
export const queryWholeNumber = (name: string, min: number, max: number, fallback: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be given once`),
      v.trim(),
      v.transform((s) => (s === '' ? String(fallback) : s)),
      v.regex(/^\d{1,15}$/, message),
      v.transform(Number),
      // The number the text is read as, a schema of its own so the API's description can state it.
      v.pipe(v.number(), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
    ),
    String(fallback),
  );

export const LIMIT_MESSAGE = `limit must be a whole number between 1 and ${MAX_PAGE_SIZE}`;
export const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';
