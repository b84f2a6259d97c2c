import { AppError } from '../../errors.ts';
import { isStaff, isUuid, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { isClientDocument } from '../customer-view.ts';
import type { StoredDocument } from '../ports.ts';
import { canSee } from './visible-submission.ts';

/**
 * A document with its bytes, when the actor may see its submission (documents outside any submission are
 * for staff). Fails with not_found otherwise, so a customer cannot probe for other clients' files.
 */
export const downloadDocument =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, documentId: string): Promise<StoredDocument> => {
    const repos = deps.uow.repos;
    const document = isUuid(documentId) ? await repos.documents.get(documentId) : null;
    if (!document) throw AppError.notFound('Document');
    if (isStaff(actor)) return document;
    const submission = document.submissionId ? await repos.submissions.get(document.submissionId) : null;
    if (!submission || !(await canSee(repos, actor, submission))) throw AppError.notFound('Document');
    if (!isClientDocument(document.id, submission.messages)) throw AppError.notFound('Document');
    return document;
  };
