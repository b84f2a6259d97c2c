import { AppError } from '../errors.ts';
import { formatMoney } from '../shared/money.ts';
import type { Decision, HistoryEntry, Quote, Submission } from './entities.ts';
import { isDecided } from './workflow.ts';

/**
 * What a decision writes in the submission's history. The outcome and the reason given to the client are
 * the client's to read; the note and an approval's terms stay with staff (see HISTORY_AUDIENCE).
 */
export const DECISION_ACTIONS = {
  approved: 'Submission approved',
  rejected: 'Submission rejected',
  customerReason: 'Reason given to the client',
  note: 'Decision note',
  terms: 'Approval terms',
} as const;

/** What the client does next once their submission is decided. */
export const DECISION_NEXT_STEPS: Record<Decision['decision'], string> = {
  approved: 'Your broker will send you the offer.',
  rejected: 'Contact your broker to talk about your options.',
};

export const UNKNOWN_DECISION_QUOTE = "Choose one of this submission's quotes.";

/**
 * The terms an approval rests on, as its history entry reads them: the quote (one of the submission's own)
 * and the conditions. Fails with `invalid` on the quoteId field when the quote is not on the submission.
 */
export function approvalTerms(quotes: readonly Quote[], decision: Pick<Decision, 'quoteId' | 'conditions'>): string {
  const parts: string[] = [];
  if (decision.quoteId !== null) {
    const quote = quotes.find((q) => q.id === decision.quoteId);
    if (!quote) throw AppError.invalid(UNKNOWN_DECISION_QUOTE, [{ path: 'quoteId', message: UNKNOWN_DECISION_QUOTE }]);
    parts.push(`Quote: ${quote.carrier}, ${formatMoney(quote.amount)}`);
  }
  if (decision.conditions !== null) parts.push(`Conditions: ${decision.conditions}`);
  return parts.join('\n');
}

/** A decided submission as its client reads the outcome: what was decided, why, and what to do next. */
export interface CustomerDecision {
  decision: Decision['decision'];
  /** When it was decided; null for a decision the history does not hold (older data). */
  decidedAt: string | null;
  /** The reason staff gave the client; null when an approval came without one. */
  reason: string | null;
  nextStep: string;
}

/**
 * The latest decision of a decided submission, read from its history (newest first): the newest outcome
 * entry, and the reason written with it (an entry of the same moment). Null while the submission is open.
 */
export function customerDecision(submission: Pick<Submission, 'status' | 'history'>): CustomerDecision | null {
  if (!isDecided(submission.status)) return null;
  const decision = submission.status as Decision['decision'];
  const history: readonly HistoryEntry[] = submission.history;
  const at = history.findIndex((entry) => entry.action === DECISION_ACTIONS[decision]);
  const outcome = history[at];
  const reason =
    outcome === undefined
      ? undefined
      : history.slice(at + 1).find((entry) => entry.date === outcome.date && entry.action === DECISION_ACTIONS.customerReason);
  return {
    decision,
    decidedAt: outcome?.date ?? null,
    reason: reason?.details ?? null,
    nextStep: DECISION_NEXT_STEPS[decision],
  };
}
