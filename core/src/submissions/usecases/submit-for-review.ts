import type { Actor, CoreDeps } from '../../shared/usecases/deps.ts';
import type { Submission } from '../entities.ts';
import type { CustomerSubmission } from '../customer-view.ts';
import { getSubmission } from './get-submission.ts';
import { enforceTransition } from './update-submission.ts';
import { visibleSubmission } from './visible-submission.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { recordedBy } from '../../shared/author.ts';
import { notify } from '../../notifications/notify.ts';
import { isStaff } from '../../shared/usecases/deps.ts';
import { assertChangeable, statusLabel } from '../workflow.ts';
import { requestReview } from './review-request.ts';

/**
 * Sends a submission to underwriting review (the portal's 'Submit for Underwriting Review'): the customer
 * for a submission shared with them (the scope check makes it their own), or staff. History 'Submitted for
 * review'; the submission joins the underwriting queue (see requestReview). Fails with `conflict` when the
 * status rules do not allow it (already in review, decided), `not_found` when the actor may not see it.
 */
export const submitForReview =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission | CustomerSubmission> => {
    const id = await deps.uow.run(async (repos) => {
      const current = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(current.status);
      enforceTransition(current.status, 'in_review', actor.role);
      const now = deps.clock.now().toISOString();
      await repos.submissions.update(current.id, { status: 'in_review' });
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
    return getSubmission(deps)(actor, id);
  };
