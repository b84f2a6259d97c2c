import { DECISION_ROLES, type Role, type Submission } from '@workbench/core';

export const DECISION_ROLE_REASON = 'Only broker managers and insurers can approve or reject a submission.';
export const DECISION_STATUS_REASON = 'Only a submission in review can be approved or rejected.';

/** Why Submit decision is disabled for this person and submission, or null when it is enabled. */
export function decisionBlocker(role: Role | undefined, status: Submission['status']): string | null {
  if (role === undefined || !DECISION_ROLES.includes(role)) return DECISION_ROLE_REASON;
  if (status !== 'in_review') return DECISION_STATUS_REASON;
  return null;
}
