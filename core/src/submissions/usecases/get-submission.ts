import { AppError } from '../../errors.ts';
import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
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
 * getSubmission's answer as the JSON the API sends, with the version an edit sends back. Staff see every
 * submission whole (canSee), so theirs is the store's own encoding, with no objects made on the way, and its
 * version read beside it; a customer's goes through the customer view and carries no version (`null`).
 */
export const getSubmissionEncoded =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<{ json: string; version: number | null }> => {
    if (!isStaff(actor)) return { json: JSON.stringify(await getSubmission(deps)(actor, idOrSubmissionId)), version: null };
    const detail = await deps.uow.repos.submissions.getJson(idOrSubmissionId);
    if (detail === null) throw AppError.notFound('Submission');
    return detail;
  };
