import * as v from 'valibot';
import { AppError } from '../../errors.ts';
import { assertRole, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { DECISION_ROLES } from '../../users/index.ts';
import type { CustomerSubmission } from '../customer-view.ts';
import { PRODUCTS, type Submission } from '../entities.ts';
import { NOT_WAITING_FOR_DECISION, mayDecide, reviewDueDate } from '../review-queue.ts';
import { updateSubmission } from './update-submission.ts';
import { visibleSubmission } from './visible-submission.ts';

/** A submission of the queue as its page lists it. */
export const WaitingReviewSchema = v.object({
  /** The record id. */
  id: v.pipe(v.string(), v.uuid()),
  submissionId: v.pipe(v.string(), v.description('The human submission id (SUB-YYYY-NNNN)')),
  client: v.string(),
  product: v.picklist(PRODUCTS),
  sentForReviewAt: v.pipe(v.string(), v.isoTimestamp()),
  dueDate: v.pipe(v.string(), v.isoDate(), v.description("The product's service level: working days after it was sent for review")),
  pickedUpBy: v.pipe(v.nullable(v.string()), v.description('Who picked it up (its assignee); null while nobody has')),
  pickedUpById: v.nullable(v.pipe(v.string(), v.uuid())),
});
export type WaitingReview = v.InferOutput<typeof WaitingReviewSchema>;

/** GET /api/decisions: the submissions waiting for a decision. */
export const WaitingReviewsSchema = v.array(WaitingReviewSchema);

/** The submissions waiting for a decision, soonest due first. Deciders only (broker managers and the firm's insurers). */
export const listWaitingReviews =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor): Promise<WaitingReview[]> => {
    assertRole(actor, DECISION_ROLES);
    const rows = await deps.uow.repos.reviews.waiting();
    return rows
      .map((row) => ({
        id: row.id,
        submissionId: row.submissionId,
        client: row.client,
        product: row.product,
        sentForReviewAt: row.sentForReviewAt,
        dueDate: reviewDueDate(row.product, row.sentForReviewAt),
        pickedUpBy: row.assignedTo,
        pickedUpById: row.assignedToId,
      }))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.sentForReviewAt.localeCompare(b.sentForReviewAt));
  };

/** How many submissions wait for a decision; 0 for anyone who may not decide them. */
export const countWaitingReviews =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor): Promise<number> =>
    mayDecide(actor) ? deps.uow.repos.reviews.countWaiting() : 0;

/**
 * A decider takes a submission of the queue: it is assigned to them (history 'Assigned'), and so is the
 * task its review request raised. Fails with `forbidden` for anyone who may not decide, `conflict` when
 * the submission is no longer in review, `not_found`.
 */
export const pickUpReview =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission | CustomerSubmission> => {
    assertRole(actor, DECISION_ROLES);
    return deps.uow.run(async (repos) => {
      const current = await visibleSubmission(repos, actor, idOrSubmissionId);
      if (current.status !== 'in_review') throw AppError.conflict(NOT_WAITING_FOR_DECISION);
      const taskId = await repos.reviews.taskOf(current.id);
      if (taskId) await repos.tasks.update(current.id, taskId, { assignedTo: actor.fullName });
      return updateSubmission(deps)(actor, current.id, { assignedToId: actor.id });
    });
  };
