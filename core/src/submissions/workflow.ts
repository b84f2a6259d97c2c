import { AppError } from '../errors.ts';
import { actsAsStaff } from '../users/index.ts';
import { BROKER_ROLES, DECISION_ROLES, type Role, type User } from '../users/index.ts';
import type { SubmissionPatch, SubmissionStatus } from './entities.ts';

// A submission's status workflow: the moves, who may make them, and what may change in each status.

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  in_review: 'In Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** 'In Review' for in_review; unknown values come back as they are. */
export const statusLabel = (status: string): string => STATUS_LABELS[status as SubmissionStatus] ?? status;

/** Decided statuses: the submission is frozen until a broker manager reopens it. */
export const DECIDED_STATUSES: readonly SubmissionStatus[] = ['approved', 'rejected'];
export const isOpenStatus = (status: SubmissionStatus) => !DECIDED_STATUSES.includes(status);
export const isDecided = (status: SubmissionStatus) => DECIDED_STATUSES.includes(status);

export interface StatusTransition {
  from: SubmissionStatus;
  to: SubmissionStatus;
  /** Roles that may make this move. */
  roles: readonly Role[];
  /**
   * A customer may make this move only on their own submission (one shared with them). The rule
   * cannot see ownership; the use case loads the submission through the customer's scope.
   */
  customerOwnOnly?: true;
  /** What the move is called on screen and in the history. */
  action: string;
}

const STAFF_AND_OWNER: readonly Role[] = [...BROKER_ROLES, 'customer'];

/**
 * Every allowed move: pending -> in_progress -> in_review -> approved | rejected, plus sending a
 * pending submission straight to review and returning one from review for more information.
 * Approve and reject are for broker managers and insurers only; only a broker manager reopens a decided
 * submission, back to review.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'pending', to: 'in_progress', roles: BROKER_ROLES, action: 'Start work' },
  { from: 'pending', to: 'in_review', roles: STAFF_AND_OWNER, customerOwnOnly: true, action: 'Submit for Underwriting Review' },
  { from: 'in_progress', to: 'in_review', roles: STAFF_AND_OWNER, customerOwnOnly: true, action: 'Submit for Underwriting Review' },
  { from: 'in_review', to: 'in_progress', roles: BROKER_ROLES, action: 'Return for more information' },
  { from: 'in_review', to: 'approved', roles: DECISION_ROLES, action: 'Approve' },
  { from: 'in_review', to: 'rejected', roles: DECISION_ROLES, action: 'Reject' },
  { from: 'approved', to: 'in_review', roles: ['broker_manager'], action: 'Reopen' },
  { from: 'rejected', to: 'in_review', roles: ['broker_manager'], action: 'Reopen' },
];

/** The table row for a move, whoever makes it; undefined when no one may make it. */
export const findTransition = (from: SubmissionStatus, to: SubmissionStatus) =>
  STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** Statuses `role` may move a submission in `status` to, in table order. */
export function nextStatuses(status: SubmissionStatus, role: Role): SubmissionStatus[] {
  return STATUS_TRANSITIONS.filter((t) => t.from === status && t.roles.includes(role)).map((t) => t.to);
}

export function canTransition(from: SubmissionStatus, to: SubmissionStatus, role: Role): boolean {
  return findTransition(from, to)?.roles.includes(role) ?? false;
}

/**
 * Fails with `invalid` when no one may make the move (including staying put) and with `forbidden`
 * when the move exists but not for this role.
 */
export function assertTransition(from: SubmissionStatus, to: SubmissionStatus, role: Role): void {
  if (from === to) throw AppError.invalid(`The submission is already ${statusLabel(to)}.`);
  const transition = findTransition(from, to);
  if (!transition) {
    throw AppError.invalid(`A submission cannot move from ${statusLabel(from)} to ${statusLabel(to)}.`);
  }
  if (transition.roles.includes(role)) return;
  if (to === 'approved' || to === 'rejected') {
    throw AppError.forbidden('Only broker managers and insurers can approve or reject a submission.');
  }
  if (role === 'customer') {
    throw AppError.forbidden('Customers can only submit their own submission for underwriting review.');
  }
  throw AppError.forbidden(`Your role cannot move a submission from ${statusLabel(from)} to ${statusLabel(to)}.`);
}

// A decided submission is frozen until a broker manager reopens it.

/** The code a change to a decided submission is refused with. */
export const SUBMISSION_DECIDED = 'submission.decided';
export const DECIDED_SUBMISSION_MESSAGE = 'This submission has been decided and can no longer be changed. A broker manager can reopen it.';

/**
 * Fails with `conflict` when the submission has been decided (approved or rejected): its schedules,
 * documents, quotes, tasks, related items and fields stay as they were when it was decided, for the
 * customer and for staff alike. The one change a decided submission takes is being reopened, a move the
 * transition table allows (a broker manager's, back to review); pass it as `reopening` to let it through.
 */
export function assertChangeable(status: SubmissionStatus, reopening?: { to: SubmissionStatus; role: Role }): void {
  if (!isDecided(status)) return;
  if (reopening && isOpenStatus(reopening.to) && canTransition(status, reopening.to, reopening.role)) return;
  throw AppError.conflict(DECIDED_SUBMISSION_MESSAGE).because(SUBMISSION_DECIDED);
}

/**
 * Whether a patch does nothing but share the submission with its client or stop sharing it. Sharing decides
 * who may see the submission, not what was decided, so a decided submission still takes it.
 */
export const changesOnlySharing = (patch: SubmissionPatch): boolean =>
  patch.shareWithClient !== undefined &&
  Object.entries(patch).every(([field, value]) => field === 'shareWithClient' || value === undefined);

// What the customer may still change on their own submission.

/**
 * Statuses in which the customer may still change their submission: add, edit and remove schedule rows and
 * send it for review. From review on, it is with underwriting.
 */
export const CUSTOMER_EDITABLE_STATUSES: readonly SubmissionStatus[] = ['pending', 'in_progress'];
export const customerMayEdit = (status: SubmissionStatus): boolean => CUSTOMER_EDITABLE_STATUSES.includes(status);

export const SENT_FOR_REVIEW_MESSAGE = 'This submission has been sent for review: its rows can no longer be removed from the portal.';

/**
 * Who may remove a schedule row, and when: staff while the submission is not decided; the customer (on a
 * submission of theirs) only while they may still change it, not once it is under review. Fails with
 * `conflict` otherwise.
 */
export function assertMayRemoveRow(actor: Pick<User, 'role' | 'status'>, status: SubmissionStatus): void {
  assertChangeable(status);
  if (!actsAsStaff(actor) && !customerMayEdit(status)) throw AppError.conflict(SENT_FOR_REVIEW_MESSAGE);
}
