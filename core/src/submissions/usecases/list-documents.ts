import type { Actor, CoreDeps } from '../../shared/usecases/deps.ts';
import type { DocumentSummary } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/** The documents of a submission the actor may see. */
export const listDocuments =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<DocumentSummary[]> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return deps.uow.repos.documents.list(submission.id);
  };
