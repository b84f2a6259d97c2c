import { AppError } from '../../errors.ts';
import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { NewMessageInputSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Message, MessageChannel } from '../entities.ts';
import { storeDocument, type IncomingFile } from './upload-document.ts';
import { visibleSubmission } from './visible-submission.ts';
import { messageAudience } from '../customer-view.ts';
import { authorLabel, recordedBy } from '../../shared/author.ts';
import { assertChangeable } from '../workflow.ts';

interface MessageInput {
  to: string;
  subject: string;
  content: string;
  channel: MessageChannel;
  attachmentIds?: string[];
}

/**
 * Sends a message on a submission, with attachments already stored on it (`attachmentIds`) and/or new files,
 * which are stored as the submission's documents in the same transaction. The sender is the actor; a
 * customer always writes on the client channel. History 'Message sent'.
 * Fails with `invalid` for a bad body or an attachment id that is not a document of this submission.
 */
export const sendMessage =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown, files: IncomingFile[] = []): Promise<Message> => {
    const body = parseOrThrow(NewMessageInputSchema, input) as MessageInput;
    const channel: MessageChannel = isStaff(actor) ? body.channel : 'client';
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      // Talk goes on after a decision; the documents it was decided on stay as they were.
      if (files.length > 0) assertChangeable(submission.status);
      const known = new Set(submission.documents.map((d) => d.id));
      const existing = body.attachmentIds ?? [];
      const foreign = existing.find((id) => !known.has(id));
      if (foreign) {
        const message = 'An attachment is not a document of this submission';
        throw AppError.invalid(message, [{ path: 'attachmentIds', message }]);
      }
      const uploaded = [];
      for (const file of files) uploaded.push(await storeDocument(repos, actor, submission.id, file));
      const now = deps.clock.now().toISOString();
      const message = await repos.messages.add(submission.id, {
        from: authorLabel(actor),
        to: body.to,
        subject: body.subject,
        content: body.content,
        channel,
        attachmentIds: [...existing, ...uploaded.map((d) => d.id)],
        date: now,
      });
      const count = message.attachments.length;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        action: 'Message sent',
        audience: messageAudience(channel),
        details: `To ${body.to}: ${body.subject}${count ? ` (${count} attachment${count === 1 ? '' : 's'})` : ''}`,
        date: now,
      });
      return message;
    });
  };
