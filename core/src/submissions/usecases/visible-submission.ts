import { AppError } from '../../errors.ts';
import type { Repositories } from '../../repositories.ts';
import { isStaff, type Actor } from '../../use-case-deps.ts';
import { reachesClient } from '../../clients/index.ts';
import type { Submission } from '../entities.ts';

/**
 * Whether the actor may see a submission: staff see everything; a customer only one shared with a client
 * they reach (reachesClient).
 */
export async function canSee(
  repos: Pick<Repositories, 'clients'>,
  actor: Actor,
  submission: Pick<Submission, 'clientId' | 'shareWithClient'>,
): Promise<boolean> {
  if (isStaff(actor)) return true;
  return submission.shareWithClient && (await reachesClient(repos, actor, submission.clientId));
}

/**
 * Loads the submission by record id or SUB-id. Fails with not_found when it is unknown or the actor may not
 * see it: a customer cannot tell another client's submission from a missing one.
 */
export async function visibleSubmission(repos: Repositories, actor: Actor, idOrSubmissionId: string): Promise<Submission> {
  // Either id goes straight to the detail, which answers null for anything that names no record: one query.
  const submission = await repos.submissions.get(idOrSubmissionId);
  if (!submission || !(await canSee(repos, actor, submission))) throw AppError.notFound('Submission');
  return submission;
}
