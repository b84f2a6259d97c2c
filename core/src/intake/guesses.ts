import { REVIEW_THRESHOLD, type ExtractedProperty, type ExtractedVehicle, type ParseResult } from '../documents/index.ts';
import {
  COVERAGE_LABELS,
  COVERAGE_TYPES,
  PROPERTY_FIELDS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  VEHICLE_FIELDS,
} from '../submissions/index.ts';
import type { CoverageType, PropertyInput, TransactionType, VehicleInput } from '../submissions/index.ts';
import { withInsuredValues } from '../submissions/index.ts';
import { extractedSources } from '../submissions/index.ts';
import { matchCoverages, matchTransactionType } from '../submissions/index.ts';
import { GUESS_FIELDS, type GuessField, type GuessSource, type IntakeExtraction, type ModelGuesses } from './entities.ts';

/**
 * How long the intake waits for the local model's guesses before it keeps the rules' alone: a mail should be
 * a draft on the queue within seconds, and a busy or absent model must not hold it up.
 */
export const INTAKE_MODEL_TIMEOUT_MS = 4000;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)';

/** A date as mails write it, optionally after its weekday: '1 March', 'March 1st, 2027', '12/5', 'Friday 12/5', '2026-12-05'. */
const DATE = new RegExp(
  [
    `(?:(?<wd>${WEEKDAY})\\.?,?\\s+(?:the\\s+)?)?`,
    '(?:',
    `(?<d1>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m1>${MONTH})\\.?(?:,?\\s+(?<y1>\\d{4}))?`,
    `|(?<m2>${MONTH})\\.?\\s+(?<d2>\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(?<y2>\\d{4}))?`,
    '|(?<iy>\\d{4})-(?<im>\\d{2})-(?<id>\\d{2})',
    '|(?<na>\\d{1,2})[/.](?<nb>\\d{1,2})(?:[/.](?<ny>\\d{4}|\\d{2}))?',
    ')\\b',
  ].join(''),
  'iy',
);
/** A day named without a date: 'Friday', 'next Tuesday', 'tomorrow', 'end of the week'. */
const RELATIVE = new RegExp(
  `(?:(?:this|next)\\s+)?(?<day>${WEEKDAY})\\b|(?<tomorrow>tomorrow)\\b|(?<eow>end of (?:the )?week|eow)\\b`,
  'iy',
);

/**
 * Words before a date that make it the one a quote is wanted by ('needed by', 'due', 'deadline'), or the day
 * the cover runs out ('expiring', 'renewal date'): the quote is due by then at the latest.
 */
const ASKED_BY = /\b(?:needed|required|wanted|due|deadline|by|before|no later than|latest)\b(?:\s+(?:on|is|date|of|by|the))*[\s:,-]*/gi;
const EXPIRES = /\b(?:expir(?:ing|es|y)|expiry date|renewal date|renews|runs out|ends)\b(?:\s+(?:on|is|date|of|the))*[\s:,-]*/gi;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const addDays = (iso: string, days: number) => new Date(utc(iso) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (iso: string) => new Date(utc(iso)).getUTCDay();
const weekdayIndex = (word: string) => WEEKDAYS.indexOf(word.slice(0, 3).toLowerCase());

/** The date, when y-m-d is one (no 31 April). */
function validDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const iso = isoDay(y, m, d);
  return new Date(utc(iso)).getUTCDate() === d ? iso : null;
}

/** A day and month without a year: the next time it comes, today or after. */
function nextOccurrence(today: string, m: number, d: number): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = validDay(year, m, d);
  if (thisYear && thisYear >= today) return thisYear;
  return validDay(year + 1, m, d);
}

/** The next day after today that falls on this weekday. */
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

function dateAt(source: string, at: number, today: string): { date: string; end: number } | null {
  DATE.lastIndex = at;
  const m = DATE.exec(source);
  if (m?.groups) {
    const g = m.groups;
    const end = DATE.lastIndex;
    const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
    const dated = (y: string | undefined, month: number, day: number) =>
      y ? validDay(Number(y), month, day) : nextOccurrence(today, month, day);
    let date: string | null = null;
    if (g.d1 && g.m1) date = dated(g.y1, monthOf(g.m1), Number(g.d1));
    else if (g.m2 && g.d2) date = dated(g.y2, monthOf(g.m2), Number(g.d2));
    else if (g.iy && g.im && g.id) date = validDay(Number(g.iy), Number(g.im), Number(g.id));
    else if (g.na && g.nb) {
      const year = g.ny ? (g.ny.length === 2 ? `20${g.ny}` : g.ny) : undefined;
      // Month first, as the schedules' own dates are written; day first when only that is a date, or when
      // only it falls on the weekday the mail names ('Friday 12/5').
      const monthFirst = dated(year, Number(g.na), Number(g.nb));
      const dayFirst = dated(year, Number(g.nb), Number(g.na));
      const weekday = g.wd ? weekdayIndex(g.wd) : -1;
      date =
        weekday >= 0 && dayFirst && weekdayOf(dayFirst) === weekday && !(monthFirst && weekdayOf(monthFirst) === weekday)
          ? dayFirst
          : (monthFirst ?? dayFirst);
    }
    if (date) return { date, end };
  }
  RELATIVE.lastIndex = at;
  const r = RELATIVE.exec(source);
  if (r?.groups) {
    const end = RELATIVE.lastIndex;
    if (r.groups.day) return { date: nextWeekday(today, weekdayIndex(r.groups.day)), end };
    if (r.groups.tomorrow) return { date: addDays(today, 1), end };
    if (r.groups.eow) return { date: weekdayOf(today) === 5 ? today : nextWeekday(today, 5), end };
  }
  return null;
}

function firstDateAfter(trigger: RegExp, source: string, today: string): { date: string; words: string } | null {
  trigger.lastIndex = 0;
  for (let m = trigger.exec(source); m; m = trigger.exec(source)) {
    const found = dateAt(source, m.index + m[0].length, today);
    if (found) return { date: found.date, words: source.slice(m.index, found.end).replace(/\s+/g, ' ').trim() };
    trigger.lastIndex = m.index + 1;
  }
  return null;
}

/**
 * The day a mail wants its quote by, 'YYYY-MM-DD', and the words it was read from: a date after 'needed by',
 * 'due', 'deadline' and the like first; else the day the cover expires ('renewal of policy X expiring
 * 1 March'). A date without a year is the next one to come on or after `today` (the day the mail came).
 * Null when the mail names no such date.
 */
export function guessDueDate(subject: string, text: string, today: string): { date: string; words: string } | null {
  const source = `${subject}\n${text}`;
  return firstDateAfter(ASKED_BY, source, today) ?? firstDateAfter(EXPIRES, source, today);
}

const quoted = (words: string) => `"${words.length > 60 ? `${words.slice(0, 57)}...` : words}"`;

/** What the plain rules guess from a mail's subject and body, each guess with the words it rests on. */
export function ruleGuesses(subject: string, text: string, today: string): IntakeExtraction {
  const transaction = matchTransactionType(subject, text);
  const coverages = matchCoverages(subject, text);
  const due = guessDueDate(subject, text, today);
  const extraction: IntakeExtraction = {
    transactionType: transaction?.type ?? null,
    coverages: coverages.map((c) => c.coverage),
    dueDate: due?.date ?? null,
    sources: {},
    evidence: {},
  };
  if (transaction) {
    extraction.sources.transactionType = 'rule';
    extraction.evidence.transactionType = quoted(transaction.words);
  }
  if (coverages.length > 0) {
    extraction.sources.coverages = 'rule';
    extraction.evidence.coverages = coverages.map((c) => quoted(c.words)).join(', ');
  }
  if (due) {
    extraction.sources.dueDate = 'rule';
    extraction.evidence.dueDate = quoted(due.words);
  }
  return extraction;
}

/** Whether the rules left something the model could fill in. */
export const hasGaps = (extraction: IntakeExtraction): boolean => GUESS_FIELDS.some((field) => !extraction.sources[field]);

/**
 * The rules' guesses completed by the model's: the rules go first, since a broker can see why they fired;
 * the model answers only what they left open. Anything the model says that is no transaction type, coverage
 * or date of the product is ignored, as is a due date already past.
 */
export function withModelGuesses(rules: IntakeExtraction, model: ModelGuesses | null, today: string): IntakeExtraction {
  if (!model) return rules;
  const out: IntakeExtraction = {
    ...rules,
    coverages: [...rules.coverages],
    sources: { ...rules.sources },
    evidence: { ...rules.evidence },
  };
  const type = model.transactionType;
  if (!out.sources.transactionType && type && (TRANSACTION_TYPES as readonly string[]).includes(type)) {
    out.transactionType = type as TransactionType;
    out.sources.transactionType = 'model';
  }
  const coverages = COVERAGE_TYPES.filter((c) => Array.isArray(model.coverages) && (model.coverages as readonly string[]).includes(c));
  if (!out.sources.coverages && coverages.length > 0) {
    out.coverages = coverages;
    out.sources.coverages = 'model';
  }
  const due = typeof model.dueDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(model.dueDate) : null;
  const dueDate = due ? validDay(Number(due[1]), Number(due[2]), Number(due[3])) : null;
  if (!out.sources.dueDate && dueDate && dueDate >= today) {
    out.dueDate = dueDate;
    out.sources.dueDate = 'model';
  }
  return out;
}

/** An extraction as logged before guesses had a due date and a source: all of those came from the rules. */
export function readExtraction(raw: unknown): IntakeExtraction {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<IntakeExtraction>;
  const transactionType = value.transactionType ?? null;
  const coverages = Array.isArray(value.coverages) ? value.coverages : [];
  const dueDate = value.dueDate ?? null;
  const sources = value.sources ?? {
    ...(transactionType ? { transactionType: 'rule' as const } : {}),
    ...(coverages.length > 0 ? { coverages: 'rule' as const } : {}),
  };
  return { transactionType, coverages, dueDate, sources, evidence: value.evidence ?? {} };
}

export const GUESS_FIELD_LABELS: Record<GuessField, string> = {
  transactionType: 'Transaction type',
  coverages: 'Coverages',
  dueDate: 'Due date',
};

export const GUESS_SOURCE_LABELS: Record<GuessSource, string> = {
  rule: 'Rule',
  model: 'Local model',
};

/** One guess as the queue and the draft show it: never as a fact, always with who guessed and from what. */
export interface GuessLine {
  field: GuessField;
  label: string;
  value: string;
  source: GuessSource;
  /** 'guessed by rule from "expiring 1 March"', 'guessed by the local model'. */
  basis: string;
}

/** The guesses a mail gave, in field order; a field nothing was guessed for is left out. */
export function guessLines(extraction: IntakeExtraction, formatDate: (iso: string) => string = (iso) => iso): GuessLine[] {
  const lines: GuessLine[] = [];
  for (const field of GUESS_FIELDS) {
    const source = extraction.sources[field];
    if (!source) continue;
    const value =
      field === 'transactionType'
        ? extraction.transactionType && TRANSACTION_TYPE_LABELS[extraction.transactionType]
        : field === 'coverages'
          ? extraction.coverages.map((c: CoverageType) => COVERAGE_LABELS[c]).join(', ')
          : extraction.dueDate && formatDate(extraction.dueDate);
    if (!value) continue;
    const evidence = extraction.evidence[field];
    const basis = source === 'model' ? 'guessed by the local model' : `guessed by rule${evidence ? ` from ${evidence}` : ''}`;
    lines.push({ field, label: GUESS_FIELD_LABELS[field], value, source, basis });
  }
  return lines;
}

/** Attachments the intake reads for a schedule at once: spreadsheets and CSV, read in well under a second. */
const SCHEDULE_EXTENSIONS = new Set(['xlsx', 'xls', 'csv', 'ods']);

/** Whether the intake reads this attachment for locations or vehicles as it takes the mail in. */
export function isScheduleFile(filename: string): boolean {
  const name = filename.trim().toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot > 0 && SCHEDULE_EXTENSIONS.has(name.slice(dot + 1));
}

/**
 * A schedule read from an attachment as rows of the draft: the fields the product keeps, each cell the
 * reader was unsure of flagged for review, and a location's insured values summed as everywhere else.
 */
export function scheduleRows(result: Pick<ParseResult, 'properties' | 'vehicles'>): {
  properties: PropertyInput[];
  vehicles: VehicleInput[];
} {
  const pick = <R extends object>(row: ExtractedProperty | ExtractedVehicle, fields: readonly string[]): R => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = (row as unknown as Record<string, unknown>)[field];
      if (value !== undefined && value !== null && value !== '') out[field] = value;
    }
    // A cell the reader could not read ("TBD") is flagged though it holds no value, so its gap is seen.
    out.needsReview = fields.filter((f) => (row.confidence[f] ?? 1) < REVIEW_THRESHOLD);
    const sources = extractedSources(row);
    if (Object.keys(sources).length > 0) out.sources = sources;
    return out as R;
  };
  return {
    properties: result.properties.map((p) => withInsuredValues(pick<PropertyInput>(p, PROPERTY_FIELDS))),
    vehicles: result.vehicles.map((v) => pick<VehicleInput>(v, VEHICLE_FIELDS)),
  };
}
