import { slaOutcome, type SlaOutcome } from '../insights/index.ts';
import { daysUntilDue } from '../submissions/index.ts';
import type { SubmissionStatus } from '../submissions/index.ts';
import { isDecided } from '../submissions/index.ts';
import { actsAsStaff, audienceOf } from '../users/index.ts';
import type { User } from '../users/index.ts';

/**
 * Reports show every client's business, so they are for staff: brokers, broker managers and insurers, who
 * already see every submission, policy and history entry. Customers and accounts awaiting approval see none.
 */
export const canRunReports = (user: Pick<User, 'role' | 'status'>): boolean => actsAsStaff(user);
/** Who may run reports, as the API's audience. */
export const REPORT_READERS = audienceOf('staff', canRunReports);

export const SLA_OUTCOME_LABELS: Record<SlaOutcome, string> = {
  no_due_date: 'No due date',
  met: 'Met',
  missed: 'Missed',
  on_track: 'On track',
  overdue: 'Overdue',
};

/**
 * A submission against its due date, for the SLA report: the outcome (Insights' rule) and how many days
 * past the due date it was decided, or is today while still open; 0 when not late, null without a due date.
 */
export function slaStanding(
  submission: { status: SubmissionStatus; dueDate: string | null; decidedAt: string | null },
  now: Date,
): { outcome: SlaOutcome; daysLate: number | null } {
  const outcome = slaOutcome(submission, now.toISOString().slice(0, 10));
  if (!submission.dueDate) return { outcome, daysLate: null };
  const at = isDecided(submission.status) && submission.decidedAt ? new Date(submission.decidedAt) : now;
  const until = daysUntilDue(submission.dueDate, at);
  return { outcome, daysLate: until === null ? null : Math.max(0, -until) };
}
