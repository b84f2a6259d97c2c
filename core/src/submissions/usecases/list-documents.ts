import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { customerDocuments } from '../customer-view.ts';
import type { DocumentSummary } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/** The documents of a submission the actor may see; a customer not those only carriers or staff were sent. */
export const listDocuments =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<DocumentSummary[]> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    const documents = await deps.uow.repos.documents.list(submission.id);
    return isStaff(actor) ? documents : customerDocuments(documents, submission.messages);
  };
