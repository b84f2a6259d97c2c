import * as v from 'valibot';
import { isCalendarDate } from '../shared/validation.ts';
import { readVersionSchema } from '../shared/record-version.ts';
import { SourceFileSchema } from '../submissions/index.ts';
import { LOSS_RUN_STATUSES, type LossRunStatus, LossRunReadingSchema, PolicyTermSchema } from './schemas.ts';

/**
 * A client's loss history: the claims the broker confirmed from carriers' loss runs, kept against the client
 * (and the submission they came with), one per carrier and claim number however many loss runs list it.
 */

/** A claim's status as the Loss History tab shows it. */
export const LOSS_RUN_STATUS_LABELS: Record<LossRunStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  pending: 'Pending',
  reopened: 'Reopened',
};

/** The most claims one confirmed loss run may carry: a 40-page run holds some 300. */
export const MAX_LOSS_RUN_CLAIMS = 2000;

const day = (label: string) =>
  v.pipe(v.string(`${label} must be a date (YYYY-MM-DD)`), v.check(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`));
/** Money in integer cents, as the reader gives it: added up, cents as floats would drift. */
const cents = (label: string) =>
  v.pipe(
    v.number(`${label} must be an amount in cents`),
    v.integer(`${label} must be whole cents`),
    v.safeInteger(`${label} is too large`),
  );
const text = (label: string, max = 200) =>
  v.nullable(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} is too long`),
      v.transform((x) => (x === '' ? null : x)),
    ),
  );

/** The values of one claim, each as it must be; the input leaves out what a loss run does not state. */
const claimFields = {
  carrier: text('Carrier'),
  policyNumber: text('Policy number', 60),
  policyTerm: v.nullable(PolicyTermSchema),
  lineOfBusiness: text('Line of business', 100),
  claimNumber: v.pipe(v.string('Claim number is required'), v.trim(), v.minLength(1, 'Claim number is required'), v.maxLength(60)),
  claimant: text('Claimant'),
  lossDate: day('Date of loss'),
  reportDate: v.nullable(day('Date reported')),
  closeDate: v.nullable(day('Date closed')),
  status: v.picklist(LOSS_RUN_STATUSES, `Status must be one of ${LOSS_RUN_STATUSES.join(', ')}`),
  adjuster: text('Adjuster'),
  reserve: cents('Reserve'),
  paid: cents('Paid'),
  recovered: cents('Recovered'),
  incurred: cents('Incurred'),
  description: text('Description', 4000),
  driver: text('Driver'),
  unit: text('Unit', 60),
};

const orNull = <S extends v.GenericSchema>(schema: S) => v.optional(schema, null);

/** One claim as the broker confirms it from the review, without the reader's confidence and sources. */
export const LossClaimInputSchema = v.object({
  ...claimFields,
  carrier: orNull(claimFields.carrier),
  policyNumber: orNull(claimFields.policyNumber),
  policyTerm: orNull(claimFields.policyTerm),
  lineOfBusiness: orNull(claimFields.lineOfBusiness),
  claimant: orNull(claimFields.claimant),
  reportDate: orNull(claimFields.reportDate),
  closeDate: orNull(claimFields.closeDate),
  adjuster: orNull(claimFields.adjuster),
  description: orNull(claimFields.description),
  driver: orNull(claimFields.driver),
  unit: orNull(claimFields.unit),
});

/** POST /api/clients/{id}/loss-runs: the claims of one loss run as the broker reviewed them, stored only now. */
export const LossRunConfirmSchema = v.object({
  /** The file they were read from, as the reading named it. */
  file: v.optional(v.nullable(SourceFileSchema), null),
  /** The submission the loss run came with, when it came with one. */
  submissionId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('Submission must be an id'))), null),
  valuationDate: v.optional(v.nullable(day('Valuation date')), null),
  claims: v.pipe(
    v.array(LossClaimInputSchema, 'Claims must be a list'),
    v.minLength(1, 'A loss run to confirm needs at least one claim'),
    v.maxLength(MAX_LOSS_RUN_CLAIMS, `A loss run holds at most ${MAX_LOSS_RUN_CLAIMS} claims`),
  ),
});

/** PATCH /api/clients/{id}/loss-claims/{claimId}: staff correct a stored claim, over the version they read. */
export const LossClaimEditSchema = v.object({ ...v.partial(v.object(claimFields)).entries, version: readVersionSchema() });

/** A stored claim of the loss history. */
export const LossClaimSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  submissionId: v.nullable(v.string()),
  carrier: v.nullable(v.string()),
  policyNumber: v.nullable(v.string()),
  policyTerm: v.nullable(PolicyTermSchema),
  lineOfBusiness: v.nullable(v.string()),
  claimNumber: v.string(),
  claimant: v.nullable(v.string()),
  lossDate: v.string(),
  reportDate: v.nullable(v.string()),
  closeDate: v.nullable(v.string()),
  status: v.picklist(LOSS_RUN_STATUSES),
  adjuster: v.nullable(v.string()),
  reserve: v.number(),
  paid: v.number(),
  recovered: v.number(),
  incurred: v.number(),
  description: v.nullable(v.string()),
  driver: v.nullable(v.string()),
  unit: v.nullable(v.string()),
  /** The valuation its values are from: the latest of the loss runs that listed it. */
  valuationDate: v.nullable(v.string()),
  /** Every valuation a loss run listed it at, oldest first. */
  valuationDates: v.array(v.string()),
  /** The loss run its values were read from. */
  source: v.nullable(SourceFileSchema),
  version: v.number(),
  updatedAt: v.string(),
});

export const LossClaimHistoryEntrySchema = v.object({
  claimNumber: v.string(),
  user: v.string(),
  action: v.string(),
  details: v.string(),
  date: v.string(),
});

/** One policy year of the summary; a year with no loss run on file is missing, its figures null rather than zero. */
export const LossYearSchema = v.object({
  year: v.number(),
  missing: v.boolean(),
  claimCount: v.nullable(v.number()),
  incurred: v.nullable(v.number()),
  paid: v.nullable(v.number()),
  openReserves: v.nullable(v.number()),
  largestLoss: v.nullable(v.number()),
  /** Claims per 100,000.00 of premium; null when the premium is not known. */
  frequency: v.nullable(v.number()),
  /** Incurred per claim, in cents; null without claims. */
  severity: v.nullable(v.number()),
  /** The premium of the client's policies starting in the year, in cents; null when none is known. */
  premium: v.nullable(v.number()),
  /** Incurred over premium; null when the premium is not known. */
  lossRatio: v.nullable(v.number()),
});

/** The file a confirmed loss run was read from, kept for download. */
export const LossRunFileSchema = v.object({
  filename: v.string(),
  /** In bytes. */
  size: v.number(),
  mimeType: v.string(),
});

/** A loss run the broker confirmed, as the loss history lists it. */
export const LossRunOnFileSchema = v.object({
  id: v.string(),
  /** The submission it came with, when it came with one. */
  submissionId: v.nullable(v.string()),
  /** The carriers its claims name, in alphabetical order. */
  carriers: v.array(v.string()),
  valuationDate: v.nullable(v.string()),
  /** The policy terms its claims cover. */
  terms: v.array(PolicyTermSchema),
  claimCount: v.number(),
  confirmedBy: v.string(),
  confirmedAt: v.string(),
  /** The file it was read from; null when it was confirmed without one. */
  file: v.nullable(LossRunFileSchema),
});

/** A loss run handed in by the client's customer, waiting for the broker's review. */
export const WaitingLossRunSchema = v.object({
  id: v.string(),
  filename: v.string(),
  /** In bytes. */
  size: v.number(),
  handedInBy: v.string(),
  handedInAt: v.string(),
});

export const LossHistorySchema = v.object({
  clientId: v.string(),
  /** Whether the caller may upload, confirm and edit. */
  editable: v.boolean(),
  claims: v.array(LossClaimSchema),
  /** The loss runs on file, the latest confirmed first. */
  lossRuns: v.array(LossRunOnFileSchema),
  /** The loss runs handed in and waiting for the broker's review, the latest first. */
  waiting: v.array(WaitingLossRunSchema),
  summary: v.array(LossYearSchema),
  history: v.array(LossClaimHistoryEntrySchema),
});

/** What reading a loss run for review answers: the reading, and the file it names on confirming. */
export const LossRunReviewSchema = v.object({
  ...LossRunReadingSchema.entries,
  file: SourceFileSchema,
});

export type LossClaimInput = v.InferOutput<typeof LossClaimInputSchema>;
export type LossRunConfirm = v.InferOutput<typeof LossRunConfirmSchema>;
export type LossClaimEdit = v.InferOutput<typeof LossClaimEditSchema>;
export type LossClaim = v.InferOutput<typeof LossClaimSchema>;
export type LossClaimHistoryEntry = v.InferOutput<typeof LossClaimHistoryEntrySchema>;
export type LossYear = v.InferOutput<typeof LossYearSchema>;
export type LossHistory = v.InferOutput<typeof LossHistorySchema>;
export type LossRunReview = v.InferOutput<typeof LossRunReviewSchema>;
export type LossRunFile = v.InferOutput<typeof LossRunFileSchema>;
export type LossRunOnFile = v.InferOutput<typeof LossRunOnFileSchema>;
export type WaitingLossRun = v.InferOutput<typeof WaitingLossRunSchema>;
