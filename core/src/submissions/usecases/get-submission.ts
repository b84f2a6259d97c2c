import { AppError } from '../../errors.ts';
import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { customerView, type CustomerSubmission } from '../customer-view.ts';
import type { Submission } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/**
 * The full submission by record id or SUB-id; a customer gets only what the customer view lets through.
 * Fails with not_found when unknown or not visible to the actor.
 */
export const getSubmission =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Submission | CustomerSubmission> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return isStaff(actor) ? submission : customerView(submission);
  };

/**
 * getSubmission's answer as the JSON the API sends. Staff see every submission whole (canSee), so theirs is
 * the store's own encoding, with no objects made on the way; a customer's goes through the customer view.
 */
export const getSubmissionEncoded =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<string> => {
    if (!isStaff(actor)) return JSON.stringify(await getSubmission(deps)(actor, idOrSubmissionId));
    const json = await deps.uow.repos.submissions.getJson(idOrSubmissionId);
    if (json === null) throw AppError.notFound('Submission');
    return json;
  };
