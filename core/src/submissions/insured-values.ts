import { DEFAULT_CURRENCY } from '../shared/money.ts';
import type { Property, PropertyInput } from './entities.ts';

/** The parts of a location's total insured value, in the schedule's column order. */
export const INSURED_VALUE_PARTS = [
  'buildingValue',
  'contentsValue',
  'biValue',
  'otherValue',
] as const satisfies readonly (keyof Property)[];
export type InsuredValuePart = (typeof INSURED_VALUE_PARTS)[number];

/** Every field that states what a location is insured for: the parts and the total. */
export const INSURED_VALUE_FIELDS = [...INSURED_VALUE_PARTS, 'tiv'] as const;
export type InsuredValueField = (typeof INSURED_VALUE_FIELDS)[number];

/** The fields that decide a location's total; an update touching one of them recomputes it. */
const TOTAL_INPUTS: readonly string[] = [...INSURED_VALUE_FIELDS, 'tivComputed'];

type ValueLike = { [K in InsuredValueField]?: number | null | string } & { tivComputed?: boolean | null };

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;

/**
 * A location's total insured value. A total the source or a person gave is kept as given; only when there
 * is none (or the one there was itself computed) is it the sum of the parts, marked computed so a reader
 * knows no one stated it. No parts and no total: no total.
 */
export function resolveTiv(row: ValueLike): { tiv: number | null; tivComputed: boolean } {
  const stated = amount(row.tiv);
  if (stated !== null && row.tivComputed !== true) return { tiv: stated, tivComputed: false };
  const parts = INSURED_VALUE_PARTS.map((f) => amount(row[f])).filter((n): n is number => n !== null);
  if (parts.length === 0) return { tiv: null, tivComputed: false };
  return { tiv: parts.reduce((a, b) => a + b, 0), tivComputed: true };
}

/** What a location's stated total and its parts come to when they disagree. */
export interface TivMismatch {
  /** The total the source or a person stated. */
  tiv: number;
  /** Building, contents, business interruption and other, as stated, added up. */
  partsSum: number;
}

/**
 * When a location states both a total and parts that do not add up to it (a part left out, a digit
 * mistyped): what each comes to, for a person to settle. A difference under one unit is rounding; a summed
 * total, or a row with no parts, cannot disagree.
 */
export function tivMismatch(row: ValueLike): TivMismatch | null {
  if (row.tivComputed === true) return null;
  const tiv = amount(row.tiv);
  const parts = INSURED_VALUE_PARTS.map((f) => amount(row[f])).filter((n): n is number => n !== null);
  if (tiv === null || parts.length === 0) return null;
  const partsSum = parts.reduce((a, b) => a + b, 0);
  return Math.abs(partsSum - tiv) < 1 ? null : { tiv, partsSum };
}

/** A new location's values as stored: the total resolved and the currency the default when none is named. */
export function withInsuredValues<T extends PropertyInput>(row: T): T & Pick<Property, 'tiv' | 'tivComputed' | 'currency'> {
  return { ...row, ...resolveTiv(row), currency: row.currency ?? DEFAULT_CURRENCY };
}

/**
 * The change to store when a person edits a location: when the edit touches a value, the total is resolved
 * over the row as it will be (a computed total follows its parts; a stated one stays until replaced, and
 * a cleared one gives way to the sum of the parts). An edit of other fields leaves the values alone; a cleared currency falls back to the default.
 */
export function insuredValueChanges<T extends PropertyInput>(current: Property, changes: T): T {
  const out: T = { ...changes };
  if (changes.currency === null) out.currency = DEFAULT_CURRENCY;
  if (!Object.keys(changes).some((k) => TOTAL_INPUTS.includes(k))) return out;
  // A form sends the whole row back: the computed total as it was read is not a total someone stated.
  const resent = current.tivComputed && changes.tiv === current.tiv;
  const typedTotal = changes.tiv !== undefined && changes.tiv !== null && changes.tivComputed !== true && !resent;
  const merged: ValueLike = { ...current, ...changes, tivComputed: typedTotal ? false : (changes.tivComputed ?? current.tivComputed) };
  return { ...out, ...resolveTiv(merged) };
}

/** Whether a location states any insured value at all. */
export const hasInsuredValue = (row: ValueLike): boolean => INSURED_VALUE_FIELDS.some((f) => amount(row[f]) !== null);

/** Sums of the insured values of a schedule in one currency. */
export interface InsuredValueTotals {
  currency: string;
  buildingValue: number;
  contentsValue: number;
  biValue: number;
  otherValue: number;
  tiv: number;
  /** Locations counted in this currency. */
  locations: number;
}

/**
 * A schedule's insured values summed per currency (amounts in different currencies are never added), the
 * default currency first; each location's total is resolved as above, so a row with parts but no total counts.
 */
export function insuredValueTotals(rows: readonly (ValueLike & { currency?: string | null })[]): InsuredValueTotals[] {
  const byCurrency = new Map<string, InsuredValueTotals>();
  for (const row of rows) {
    const currency = row.currency || DEFAULT_CURRENCY;
    let totals = byCurrency.get(currency);
    if (!totals) {
      totals = { currency, buildingValue: 0, contentsValue: 0, biValue: 0, otherValue: 0, tiv: 0, locations: 0 };
      byCurrency.set(currency, totals);
    }
    for (const f of INSURED_VALUE_PARTS) totals[f] += amount(row[f]) ?? 0;
    totals.tiv += resolveTiv(row).tiv ?? 0;
    totals.locations += 1;
  }
  return [...byCurrency.values()].sort((a, b) => Number(b.currency === DEFAULT_CURRENCY) - Number(a.currency === DEFAULT_CURRENCY));
}
