import type { Repositories } from '../../repositories.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { notify } from '../../notifications/index.ts';
import { TASK_DONE_STATUS } from '../../notifications/index.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { PRODUCT_LABELS, type Submission } from '../entities.ts';
import { REVIEW_REQUEST_TITLE, REVIEW_TASK_TITLE, mayDecide, reviewDueDate } from '../review-queue.ts';

/**
 * Puts a submission that has just gone to review on the underwriting queue, inside the caller's unit of
 * work: keeps the request, raises one task due on its product's service level (the move into review heads
 * the history; the task shows with the others), and tells each active decider but the sender. A decider
 * who follows the submission hears of it with its followers already.
 */
export async function requestReview(
  repos: Repositories,
  event: { actor: Actor; submission: Submission; at: string; linkTo: CoreDeps['linkTo'] },
): Promise<void> {
  const { actor, submission, at } = event;
  const dueDate = reviewDueDate(submission.product, at);
  const task = await repos.tasks.add(submission.id, {
    title: REVIEW_TASK_TITLE,
    assignedTo: null,
    dueDate,
    status: 'Pending',
    priority: 'High',
  });
  await repos.reviews.record(submission.id, { requestedAt: at, requestedById: actor.id, taskId: task.id });
  const followers = new Set(await repos.inbox.followers(submission.id));
  const deciders = (await repos.users.listStaff()).filter((user) => mayDecide(user) && !followers.has(user.id)).map((user) => user.id);
  if (deciders.length === 0) return;
  await notify(repos, {
    linkTo: event.linkTo,
    kind: 'review',
    submission,
    actor,
    title: REVIEW_REQUEST_TITLE,
    details: `${PRODUCT_LABELS[submission.product] ?? submission.product}, due ${dueDate}`,
    audience: HISTORY_AUDIENCE.task,
    at,
    only: deciders,
  });
}

/** Marks the task of the submission's latest review request done, once the submission has left review. */
export async function closeReviewTask(repos: Repositories, submissionId: string): Promise<void> {
  const taskId = await repos.reviews.taskOf(submissionId);
  if (taskId) await repos.tasks.update(submissionId, taskId, { status: TASK_DONE_STATUS });
}
