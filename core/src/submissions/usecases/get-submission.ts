import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import type { Submission } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/**
 * The full submission by record id or SUB-id. Customers see only the client channel of the messages.
 * Fails with not_found when unknown or not visible to the actor.
 */
export const getSubmission =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return isStaff(actor) ? submission : forCustomer(submission);
  };

export function forCustomer(submission: Submission): Submission {
  return { ...submission, messages: submission.messages.filter((message) => message.channel === 'client') };
}
