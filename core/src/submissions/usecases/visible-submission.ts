import { AppError } from '../../errors.ts';
import type { Repositories } from '../../shared/unit-of-work.ts';
import { isStaff, type Actor } from '../../shared/usecases/deps.ts';
import { isCustomersAddress } from '../../users/access.ts';
import type { Submission } from '../entities.ts';

/**
 * Whether the actor may see a submission: staff see everything; a customer only one shared with the client
 * whose address they verified.
 */
export function canSee(actor: Actor, submission: Pick<Submission, 'clientEmail' | 'shareWithClient'>): boolean {
  if (isStaff(actor)) return true;
  return submission.shareWithClient && isCustomersAddress(actor, submission.clientEmail);
}

/**
 * Loads the submission by record id or SUB-id. Fails with not_found when it is unknown or the actor may not
 * see it: a customer cannot tell another client's submission from a missing one.
 */
export async function visibleSubmission(repos: Repositories, actor: Actor, idOrSubmissionId: string): Promise<Submission> {
  // Either id goes straight to the detail, which answers null for anything that names no record: one query.
  const submission = await repos.submissions.get(idOrSubmissionId);
  if (!submission || !canSee(actor, submission)) throw AppError.notFound('Submission');
  return submission;
}
