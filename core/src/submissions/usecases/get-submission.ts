import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { customerView } from '../customer-view.ts';
import type { Submission } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/**
 * The full submission by record id or SUB-id; a customer gets only what the customer view lets through.
 * Fails with not_found when unknown or not visible to the actor.
 */
export const getSubmission =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return isStaff(actor) ? submission : customerView(submission);
  };
