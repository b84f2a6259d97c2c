import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import type { Submission } from '../entities.ts';
import type { CustomerSubmission } from '../customer-view.ts';
import { getSubmission } from './get-submission.ts';
import { enforceTransition } from './update-submission.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../users/index.ts';
import { notify } from '../../notifications/index.ts';
import { isStaff } from '../../use-case-deps.ts';
import { assertChangeable, statusLabel } from '../workflow.ts';
import { requestReview } from './review-request.ts';
import { AppError, isAppError } from '../../errors.ts';
import { RECORD_CHANGED } from '../../shared/record-version.ts';

const ALREADY_IN_REVIEW = `The submission is already ${statusLabel('in_review')}.`;

/**
 * Sends a submission to underwriting review (the portal's 'Submit for Underwriting Review'): the customer
 * for a submission shared with them (the scope check makes it their own), or staff. History 'Submitted for
 * review'; the submission joins the underwriting queue (see requestReview). Fails with `conflict` when the
 * status rules do not allow it (already in review, decided), `not_found` when the actor may not see it.
 * Asked again once it is in review (a second click, a second tab), the conflict carries the submission as
 * the actor sees it, so the screen can show where it stands instead of a failure.
 */
export const submitForReview =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission | CustomerSubmission> => {
    try {
      return await sendOnce(deps, actor, idOrSubmissionId);
    } catch (error) {
      // Two requests at once: the one that lost the race to the row is judged again against what the other wrote.
      if (!isAppError(error) || error.reason !== RECORD_CHANGED) throw error;
      return sendOnce(deps, actor, idOrSubmissionId);
    }
  };

async function sendOnce(deps: CoreDeps, actor: Actor, idOrSubmissionId: string): Promise<Submission | CustomerSubmission> {
  let alreadyInReview = false;
  const id = await deps.uow.run(async (repos) => {
    const current = await visibleSubmission(repos, actor, idOrSubmissionId);
    if (current.status === 'in_review') {
      alreadyInReview = true;
      return current.id;
    }
    assertChangeable(current.status);
    enforceTransition(current.status, 'in_review', actor.role);
    const now = deps.clock.now().toISOString();
    // Over the version read, so a request racing this one cannot send it for review a second time.
    await repos.submissions.update(current.id, { status: 'in_review' }, current.version);
    const details = `${statusLabel(current.status)} → ${statusLabel('in_review')}`;
    await repos.history.add(current.id, {
      ...recordedBy(actor),
      action: 'Submitted for review',
      audience: HISTORY_AUDIENCE.submission,
      details,
      date: now,
    });
    // The client asking for review is work arriving for staff; staff sending it on is a status move.
    await notify(repos, {
      linkTo: deps.linkTo,
      kind: isStaff(actor) ? 'status' : 'review',
      submission: current,
      actor,
      title: 'Submitted for review',
      details,
      audience: HISTORY_AUDIENCE.submission,
      at: now,
    });
    await requestReview(repos, { actor, submission: current, at: now, linkTo: deps.linkTo });
    return current.id;
  });
  const submission = await getSubmission(deps)(actor, id);
  if (alreadyInReview) throw AppError.conflict(ALREADY_IN_REVIEW, submission);
  return submission;
}
