import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { customerMessages } from '../customer-view.ts';
import type { Message } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/** The messages of a submission, newest first; customers see only the client channel. */
export const listMessages =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Message[]> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    const messages = await deps.uow.repos.messages.list(submission.id);
    return isStaff(actor) ? messages : customerMessages(messages);
  };
