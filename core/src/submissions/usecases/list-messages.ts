import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { readsMessage } from '../../placement/index.ts';
import type { Message } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/** The messages of a submission the actor reads (readsMessage: customers only the client channel), newest first. */
export const listMessages =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<Message[]> => {
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    const messages = await deps.uow.repos.messages.list(submission.id);
    return messages.filter((m) => readsMessage(actor, m));
  };
