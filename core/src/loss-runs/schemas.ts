import * as v from 'valibot';
import { isCalendarDate } from '../shared/validation.ts';

/**
 * A claim as read from a carrier's loss run. Every value says how sure the reader is of it and where on the
 * document it was read (page and line; for a workbook, the sheet's place and the row), so a broker can check
 * it against the page.
 */
export const LOSS_RUN_STATUSES = ['open', 'closed', 'pending', 'reopened'] as const;
export type LossRunStatus = (typeof LOSS_RUN_STATUSES)[number];

const day = v.pipe(v.string(), v.check(isCalendarDate, 'Must be a date (YYYY-MM-DD)'));
/** Money in integer cents: a loss run's amounts are added up, and cents added as floats drift. */
const cents = v.pipe(v.number(), v.integer(), v.safeInteger());

export const LossRunSourceSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const read = <T extends v.GenericSchema>(value: T) =>
  v.object({
    value,
    confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    /** Null when the value is worked out rather than printed (an incurred computed from its parts). */
    source: v.nullable(LossRunSourceSchema),
  });

export const PolicyTermSchema = v.object({ start: day, end: day });

export const LossRunClaimSchema = v.object({
  carrier: v.nullable(read(v.string())),
  policyNumber: v.nullable(read(v.string())),
  policyTerm: v.nullable(read(PolicyTermSchema)),
  lineOfBusiness: v.nullable(read(v.string())),
  claimNumber: read(v.string()),
  claimant: v.nullable(read(v.string())),
  lossDate: read(day),
  reportDate: v.nullable(read(day)),
  closeDate: v.nullable(read(day)),
  status: read(v.picklist(LOSS_RUN_STATUSES)),
  adjuster: v.nullable(read(v.string())),
  reserve: read(cents),
  paid: read(cents),
  recovered: read(cents),
  incurred: read(cents),
  description: v.nullable(read(v.string())),
  driver: v.nullable(read(v.string())),
  unit: v.nullable(read(v.string())),
});

/** What reading one loss run answers: its claims, and what the reader noticed on the way. */
export const LossRunReadingSchema = v.object({
  documentType: v.literal('loss'),
  valuationDate: v.nullable(read(day)),
  claims: v.array(LossRunClaimSchema),
  warnings: v.array(v.string()),
});

export type LossRunSource = v.InferOutput<typeof LossRunSourceSchema>;
export type PolicyTerm = v.InferOutput<typeof PolicyTermSchema>;
export type LossRunClaim = v.InferOutput<typeof LossRunClaimSchema>;
export type LossRunReading = v.InferOutput<typeof LossRunReadingSchema>;
/** One value of a claim with its confidence and source. */
export interface ReadValue<T> {
  value: T;
  confidence: number;
  source: LossRunSource | null;
}
/** The money fields of a claim, each in cents. */
export const MONEY_FIELDS = ['reserve', 'paid', 'recovered', 'incurred'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
