import { RATING_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from '../submissions/index.ts';
import { isOverdue } from '../submissions/index.ts';
import { DECIDED_STATUSES, isDecided } from '../submissions/index.ts';
import type { Insights, InsightsFilter, InsightsMonth, InsightsOptions } from './entities.ts';
import type { InsightsFigures } from './ports.ts';

// The definitions behind every Insights figure. The PostgreSQL adapter is handed these lists, so the SQL
// and these functions count the same things; the adapter's known-answer test holds them to it.

/**
 * A quote is a carrier's priced offer: every stored quote counts as quoted, whatever became of it later
 * (a quote the client turned down was still given).
 */
export const isQuotedSubmission = (quoteCount: number): boolean => quoteCount > 0;

/**
 * The quote statuses that mean the terms were taken, compared trimmed and without case: the quote form offers
 * 'Approved'; older quotes may say 'Bound' or 'Accepted'.
 */
export const BINDING_QUOTE_STATUSES: readonly string[] = ['approved', 'bound', 'accepted'];
/** A quote keyed as accepted only binds once its submission is approved. */
export const BOUND_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['approved'];

/**
 * A quote is bound when a placement bound it into a policy, whatever became of its submission's review
 * since (a broker's bind waits in review for a manager, and is bound all the same); a quote keyed outside
 * placing is bound when it was accepted on a submission that was approved.
 */
export const isBoundQuote = (quoteStatus: string, submissionStatus: SubmissionStatus, boundByPlacement = false): boolean =>
  boundByPlacement ||
  (BINDING_QUOTE_STATUSES.includes(quoteStatus.trim().toLowerCase()) && BOUND_SUBMISSION_STATUSES.includes(submissionStatus));

/** A submission is bound when a placement bound it, or when one of its quotes is bound. */
export const isBoundSubmission = (
  submissionStatus: SubmissionStatus,
  quoteStatuses: readonly string[],
  boundByPlacement = false,
): boolean => boundByPlacement || quoteStatuses.some((q) => isBoundQuote(q, submissionStatus));

/** The history action a quote's arrival writes; time to quote runs from creation to the first one. */
export const QUOTE_ADDED_ACTION = 'Quote added';
/** Time to decision runs from creation to the moment a submission was approved or rejected. */
export const DECISION_STATUSES = DECIDED_STATUSES;

/**
 * A submission's due-date outcome:
 * - no_due_date: nothing to measure against;
 * - on_track / overdue: still open, due today or later / past its due date (isOverdue, on UTC dates);
 * - met / missed: decided on or before / after its due date (a decision without a recorded time counts as met:
 *   nothing shows it was late).
 * A breach is overdue or missed.
 */
export type SlaOutcome = 'no_due_date' | 'on_track' | 'overdue' | 'met' | 'missed';

export function slaOutcome(
  submission: { status: SubmissionStatus; dueDate: string | null; decidedAt: string | null },
  today: string,
): SlaOutcome {
  if (!submission.dueDate) return 'no_due_date';
  const due = submission.dueDate.slice(0, 10);
  if (isDecided(submission.status)) {
    if (!submission.decidedAt) return 'met';
    return new Date(submission.decidedAt).toISOString().slice(0, 10) <= due ? 'met' : 'missed';
  }
  return isOverdue(due, new Date(`${today}T00:00:00Z`), submission.status) ? 'overdue' : 'on_track';
}

export const isSlaBreach = (outcome: SlaOutcome): boolean => outcome === 'overdue' || outcome === 'missed';

/** part as a whole percentage of whole; 0 when whole is 0. */
export const percentage = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Days to one decimal place, as the figures show them. */
export const roundDays = (days: number | null): number | null => (days === null ? null : Math.round(days * 10) / 10);

/** How many clients the top clients table lists. */
export const TOP_CLIENTS = 10;
/** The longest period the figures cover, so the month series stays readable. */
export const MAX_PERIOD_MONTHS = 36;

/** The period shown when none is chosen: the twelve months up to today, from the first of the eleventh month back. */
export function defaultInsightsPeriod(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** Every month (YYYY-MM) from the month of `from` to the month of `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The number of calendar months the period touches. */
export const periodMonths = (from: string, to: string): number => monthsBetween(from, to).length;

/**
 * The figures as the page shows them: every status in workflow order and every rating label (zero when
 * absent), every month of the period (empty months at zero), carriers by quotes given then name, ratios.
 */
export function shapeInsights(filter: InsightsFilter, figures: InsightsFigures, options: InsightsOptions): Insights {
  const byMonth = new Map(figures.months.map((m) => [m.month, m]));
  const months: InsightsMonth[] = monthsBetween(filter.from, filter.to).map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      submissions: row?.submissions ?? 0,
      quotedPremium: row?.quotedPremium ?? 0,
      boundPremium: row?.boundPremium ?? 0,
      medianDaysToQuote: roundDays(row?.medianDaysToQuote ?? null),
      medianDaysToDecision: roundDays(row?.medianDaysToDecision ?? null),
    };
  });
  const count = (rows: { count: number }[], pick: (r: never) => boolean) =>
    rows.filter(pick as (r: { count: number }) => boolean).reduce((n, r) => n + r.count, 0);
  const breaches = figures.sla.overdue + figures.sla.missed;
  const withDueDate = figures.sla.onTrack + figures.sla.overdue + figures.sla.met + figures.sla.missed;
  return {
    filter,
    funnel: { received: figures.received, quoted: figures.quoted, bound: figures.bound },
    pipeline: SUBMISSION_STATUSES.map((status) => ({
      status,
      count: count(figures.statuses, (r: { status: string }) => r.status === status),
    })),
    months,
    medianDaysToQuote: roundDays(figures.medianDaysToQuote),
    medianDaysToDecision: roundDays(figures.medianDaysToDecision),
    carriers: figures.carriers
      .map((c) => ({ ...c, hitRatio: percentage(c.bound, c.quoted) }))
      .sort((a, b) => b.quoted - a.quoted || a.carrier.localeCompare(b.carrier)),
    ratings: RATING_LABELS.map((label) => ({
      label,
      count: count(figures.ratings, (r: { label: string }) => r.label === label),
    })),
    sla: { withDueDate, ...figures.sla, breaches, breachRate: percentage(breaches, withDueDate) },
    topClients: figures.topClients.slice(0, TOP_CLIENTS),
    options,
  };
}
