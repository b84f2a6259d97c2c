import * as v from 'valibot';
import { AppError, type AppErrorIssue } from '../errors.ts';

/** Any synchronous valibot schema. */
export type AnySchema = v.GenericSchema<unknown, unknown, v.BaseIssue<unknown>>;

function toIssue(issue: v.BaseIssue<unknown>): AppErrorIssue {
  return { path: v.getDotPath(issue) ?? '', message: issue.message };
}

/** The issues of `input` against `schema` as `{ path, message }`, or an empty list when it is valid. */
export function safeParseIssues<S extends AnySchema>(schema: S, input: unknown): AppErrorIssue[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map(toIssue);
}

/**
 * Validates `input` and returns the schema's output. Fails with AppError `invalid` whose message is the
 * first issue's message (what a form shows under the field) and whose issues list every problem.
 */
export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = result.issues.map(toIssue);
  throw new AppError('invalid', issues[0]?.message ?? 'Invalid input', issues);
}

// ---------------------------------------------------------------------------------------------
// Field builders shared by the schemas. Forms send '' for an empty field and spreadsheets send
// numbers as text, so optional fields turn '' into null and numeric fields accept numeric strings.
// ---------------------------------------------------------------------------------------------

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed text that must not be blank; `message` is used for missing, non-text and blank input. */
export const requiredText = (message: string, label: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong(label, max)));

/** Trimmed text or null; '' and whitespace become null. */
export const nullableText = (label: string, max = 200) =>
  v.nullable(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, tooLong(label, max)),
      v.transform((s): string | null => (s === '' ? null : s)),
    ),
  );

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** '1,250,000', ' $45000 ' and 45000 all read as 45000; '' reads as null; anything else as NaN. */
export function toNumberOrNull(input: number | string | null): number | null {
  if (input === null) return null;
  if (typeof input === 'number') return input;
  const compact = input.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (compact === '') return null;
  return NUMERIC_TEXT.test(compact) ? Number(compact) : Number.NaN;
}

export interface NumberFieldOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Message for a value outside min..max; defaults to a sentence per bound built from the label. */
  rangeMessage?: string;
}

/** A number or numeric text (see toNumberOrNull), or null; checked for whole-ness and range. */
export const nullableNumber = (label: string, options: NumberFieldOptions = {}) => {
  const { min = -Infinity, max = Infinity, integer = false, rangeMessage } = options;
  const show = (n: number) => (Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n));
  const tooSmall = rangeMessage ?? (min === 0 ? `${label} must not be negative` : `${label} must be at least ${show(min)}`);
  const tooBig = rangeMessage ?? `${label} must be at most ${show(max)}`;
  const notNumber = `${label} must be a number`;
  const finite = (n: number | null): n is number => n !== null && Number.isFinite(n);
  return v.pipe(
    v.union([v.number(notNumber), v.string(notNumber), v.null()], notNumber),
    v.transform(toNumberOrNull),
    v.check((n) => n === null || Number.isFinite(n), notNumber),
    v.check((n) => !finite(n) || !integer || Number.isInteger(n), `${label} must be a whole number`),
    v.check((n) => !finite(n) || n >= min, tooSmall),
    v.check((n) => !finite(n) || n <= max, tooBig),
  );
};

const TRUE_TEXT = new Set(['true', 'yes', 'y', '1']);
const FALSE_TEXT = new Set(['false', 'no', 'n', '0']);

/** true/false, or yes/no/y/n/1/0/true/false as text (any case), or null; '' reads as null. */
export const nullableBoolean = (label: string) => {
  const message = `${label} must be yes or no`;
  return v.pipe(
    v.union([v.boolean(message), v.string(message), v.null()], message),
    v.check(
      (x) => typeof x !== 'string' || x.trim() === '' || TRUE_TEXT.has(x.trim().toLowerCase()) || FALSE_TEXT.has(x.trim().toLowerCase()),
      message,
    ),
    v.transform((x): boolean | null => {
      if (typeof x !== 'string') return x;
      const t = x.trim().toLowerCase();
      return t === '' ? null : TRUE_TEXT.has(t);
    }),
  );
};

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is rejected). */
export function isCalendarDate(s: string): boolean {
  const m = DATE_TEXT.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A YYYY-MM-DD date or null; '' reads as null. */
export const nullableDate = (label: string) => {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return v.nullable(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((s) => s === '' || isCalendarDate(s), message),
      v.transform((s): string | null => (s === '' ? null : s)),
    ),
  );
};

/**
 * `v.object` whose missing keys report the field's own message: plain valibot says 'Invalid key:
 * Expected "password" but received undefined', where the form shows 'Password is required'.
 */
export function objectSchema<const E extends v.ObjectEntries>(entries: E, notObjectMessage = 'Must be an object') {
  return v.object(entries, (issue) => {
    const last = issue.path?.[issue.path.length - 1];
    const key = last && typeof last.key === 'string' ? last.key : undefined;
    if (key === undefined || !(key in entries)) return notObjectMessage;
    const asUndefined = v.safeParse(entries[key], undefined);
    return asUndefined.success ? notObjectMessage : asUndefined.issues[0].message;
  });
}
