/**
 * The pure rules of reading a loss run: amounts to cents, dates to calendar days (two-digit years placed in
 * the century that fits the policy term), statuses, the incurred a carrier leaves out, and the driver and unit
 * a description names.
 */
import { isCalendarDate } from '../shared/validation.ts';
import type { LossRunStatus, PolicyTerm } from './schemas.ts';

const MONEY = /^(-)?\(?-?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?\)?(-)?$/;
/** Dashes and blanks a carrier prints for nothing. */
const NOTHING = /^(?:-+|—|–|\$\s*-+|nil|none)$/i;

/**
 * An amount as printed, in integer cents: '$1,234.56', '1234', '(1,234.56)' and '-1,234.56' (parentheses and
 * minus signs are negative), a lone dash for zero. Undefined when the text is not an amount. Read from the
 * digits, never through a float.
 */
export function parseCents(text: string): number | undefined {
  const t = text.replace(/\s+/g, '').replace(/^USD/i, '');
  if (t === '') return undefined;
  if (NOTHING.test(t)) return 0;
  const m = MONEY.exec(t);
  if (!m || (m[2] === undefined && m[3] === undefined)) return undefined;
  const parens = t.startsWith('(') || t.startsWith('-(');
  if (parens !== t.endsWith(')')) return undefined;
  const whole = Number((m[2] ?? '0').replace(/,/g, ''));
  const frac = Number((m[3] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  const negative = parens || m[1] === '-' || m[4] === '-' || /^\(?-/.test(t);
  return negative && cents !== 0 ? -cents : cents;
}

/** Net incurred, the figure a loss run totals: what is paid and still reserved, less what was recovered. */
export const incurredOf = (money: { reserve: number; paid: number; recovered: number }) => money.reserve + money.paid - money.recovered;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as printed, its year possibly two digits (then `century` is unknown). */
export interface PrintedDate {
  year: number;
  month: number;
  day: number;
  twoDigitYear: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Reads 03/15/2021, 3/15/21, 2021-03-15, 15-Mar-21, Mar 15, 2021 and 15 Mar 2021 (US order for slashes). */
export function parsePrintedDate(text: string): PrintedDate | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  let parts: [string, number, number] | undefined;
  if (m) parts = [m[3]!, Number(m[1]), Number(m[2])];
  else if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t))) parts = [m[1]!, Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[- ]([A-Za-z]{3,9})\.?[- ,]+(\d{2}|\d{4})$/.exec(t)) && monthOf(m[2]!) > 0)
    parts = [m[3]!, monthOf(m[2]!), Number(m[1])];
  else if ((m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{2}|\d{4})$/.exec(t)) && monthOf(m[1]!) > 0)
    parts = [m[3]!, monthOf(m[1]!), Number(m[2])];
  if (!parts) return undefined;
  const [y, month, day] = parts;
  const twoDigitYear = y.length === 2;
  const year = Number(y);
  const probe = `${twoDigitYear ? 2000 + year : year}-${pad(month)}-${pad(day)}`;
  // 29 February of a two-digit year is checked again once its century is known.
  if (!isCalendarDate(probe) && !(twoDigitYear && month === 2 && day === 29)) return undefined;
  return { year, month, day, twoDigitYear };
}

const iso = (year: number, d: PrintedDate) => `${year}-${pad(d.month)}-${pad(d.day)}`;
const yearsApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / (365.25 * 86_400_000);

/**
 * The calendar day of a printed date. A two-digit year is placed in the century that puts the date nearest
 * the policy term (a loss in it, a report or closing after it), else nearest the valuation date, else in
 * 1970-2069.
 */
export function resolveDate(d: PrintedDate, anchor: { term?: PolicyTerm | null; valuation?: string | null } = {}): string | undefined {
  if (!d.twoDigitYear) return isCalendarDate(iso(d.year, d)) ? iso(d.year, d) : undefined;
  const candidates = [1900 + d.year, 2000 + d.year].map((y) => iso(y, d)).filter(isCalendarDate);
  if (candidates.length === 0) return undefined;
  const near = anchor.term?.start ?? anchor.valuation;
  if (!near) return candidates.find((c) => c.startsWith(d.year < 70 ? '20' : '19')) ?? candidates[0];
  return candidates.reduce((best, c) => {
    const distance = (x: string) => {
      const term = anchor.term;
      if (term && x >= term.start && x <= term.end) return 0;
      return Math.min(yearsApart(x, near), term ? yearsApart(x, term.end) : Number.POSITIVE_INFINITY);
    };
    return distance(c) < distance(best) ? c : best;
  });
}

/** Reads a date against its anchors in one go; undefined when the text is not a date. */
export const readDate = (text: string, anchor: { term?: PolicyTerm | null; valuation?: string | null } = {}) => {
  const d = parsePrintedDate(text);
  return d ? resolveDate(d, anchor) : undefined;
};

/**
 * A policy term as printed, '07/01/22 - 07/01/23', 'Eff 7/1/2022 Exp 7/1/2023', '2022-07-01 to 2023-07-01':
 * two dates, the end after the start; two-digit years in the century that puts the term nearest the valuation.
 */
export function parseTerm(text: string, valuation?: string | null): PolicyTerm | undefined {
  const dates = text.match(
    /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[- ][A-Za-z]{3,9}\.?[- ,]+\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{2,4}/g,
  );
  if (!dates || dates.length < 2) return undefined;
  const [a, b] = [parsePrintedDate(dates[0]!), parsePrintedDate(dates[1]!)];
  if (!a || !b) return undefined;
  const start = resolveDate(a, { valuation: valuation ?? null });
  if (!start) return undefined;
  // The end is the one of its centuries just after the start.
  const end = resolveDate(b, { term: { start, end: start } });
  if (!end || end <= start) return undefined;
  return { start, end };
}

const STATUS_WORDS: [RegExp, LossRunStatus][] = [
  [/^(re-?\s*opened|re-?open|ro|r)$/i, 'reopened'],
  [/^(open|opened|op|o|active)$/i, 'open'],
  [/^(closed|close|cl|c|cls|final)$/i, 'closed'],
  [/^(pending|pend|p|pnd|under review)$/i, 'pending'],
];

/** A status as a carrier prints it (a word or its code), or undefined. */
export function parseStatus(text: string): LossRunStatus | undefined {
  const t = text.trim().replace(/[.]/g, '');
  return STATUS_WORDS.find(([re]) => re.test(t))?.[1];
}

const DRIVER =
  /\b(?:[Dd]river|DRIVER|[Dd]rvr|[Oo]perated by|[Dd]riven by)\s*[:#-]?\s*((?:[A-Z]\.\s?)?[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+)?)/;
const UNIT = /\b(?:unit|veh(?:icle)?|truck|trailer|tractor)\s*(?:no\.?|number|#)?\s*[:#-]?\s*([A-Z]{0,3}-?\d{1,6}[A-Z]?)\b/i;

/** The driver and the unit a description names ('Driver: J. Ortiz', 'unit #14', 'Truck 22'). */
export function driverAndUnit(description: string): { driver?: string; unit?: string } {
  const out: { driver?: string; unit?: string } = {};
  const d = DRIVER.exec(description);
  if (d) out.driver = d[1]!.trim();
  const u = UNIT.exec(description);
  if (u) out.unit = u[1]!.toUpperCase();
  return out;
}

/** Claim numbers compared as carriers reprint them: case, spaces and dashes aside. */
export const claimKey = (carrier: string, claimNumber: string) =>
  `${carrier.toLowerCase().replace(/[^a-z0-9]/g, '')}|${claimNumber.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
