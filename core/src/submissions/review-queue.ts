import { audienceOf, holdsRole } from '../users/index.ts';
import { DECISION_ROLES, type User } from '../users/index.ts';
import { addWorkingDays } from './due-dates.ts';
import type { Product } from './entities.ts';

/**
 * The underwriting queue: submissions sent for review wait here for a decision, each due within its
 * product's service level, and whoever may decide it picks it up (becomes its assignee).
 */

/** Working days a decision may take once a submission is sent for review, by product. */
export const REVIEW_SERVICE_LEVEL_DAYS: Record<Product, number> = {
  commercial_auto: 1,
  commercial_property: 2,
  commercial_package: 3,
};

/** The day ('YYYY-MM-DD', UTC) a decision is due on a submission sent for review at `sentAt` (an ISO time). */
export const reviewDueDate = (product: Product, sentAt: string): string =>
  addWorkingDays(sentAt.slice(0, 10), REVIEW_SERVICE_LEVEL_DAYS[product]);

/** Who may decide a submission, and so sees the queue: a broker manager or the firm's own insurer, active. */
export const mayDecide = (user: Pick<User, 'role' | 'status' | 'carrierId'>): boolean => holdsRole(user, DECISION_ROLES);

/** The underwriting queue's audience: those who may decide. */
export const DECIDERS = audienceOf(DECISION_ROLES.join(', '), mayDecide);

/** The title of the task a review request raises, due when the decision is. */
export const REVIEW_TASK_TITLE = 'Decide on the underwriting review';

/** What the deciders' notification of a review request says. */
export const REVIEW_REQUEST_TITLE = 'Waiting for your decision';

export const NOT_WAITING_FOR_DECISION = 'This submission is no longer waiting for a decision.';
