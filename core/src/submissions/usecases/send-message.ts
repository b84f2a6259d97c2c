import { AppError } from '../../errors.ts';
import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { NewMessageInputSchema } from '../schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Message, MessageChannel, Submission } from '../entities.ts';
import type { NewMessage } from '../ports.ts';
import type { Repositories } from '../../repositories.ts';
import { storeDocument, type IncomingFile } from './upload-document.ts';
import { visibleSubmission } from './visible-submission.ts';
import { customerDocuments, messageAudience } from '../customer-view.ts';
import { authorLabel, recordedBy } from '../../users/index.ts';
import { assertChangeable } from '../workflow.ts';
import { notify } from '../../notifications/index.ts';

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
      // A customer may only pass on what they may see: attaching a carrier's or staff's document to a client
      // message would hand it to them.
      const attachable = isStaff(actor) ? submission.documents : customerDocuments(submission.documents, submission.messages);
      const known = new Set(attachable.map((d) => d.id));
      const existing = body.attachmentIds ?? [];
      const foreign = existing.find((id) => !known.has(id));
      if (foreign) {
        const message = 'An attachment is not a document of this submission';
        throw AppError.invalid(message, [{ path: 'attachmentIds', message }]);
      }
      const uploaded = [];
      for (const file of files) uploaded.push(await storeDocument(repos, actor, submission.id, file));
      return recordMessage(deps, repos, actor, submission, {
        to: body.to,
        subject: body.subject,
        content: body.content,
        channel,
        attachmentIds: [...existing, ...uploaded.map((d) => d.id)],
      });
    });
  };

/**
 * Writes the actor's message on the submission in the caller's unit of work, with what every message brings:
 * its history entry ('Message sent', for the audience of its channel), the writer's conversation read up
 * to it, and the notifications of the people told of messages.
 */
export async function recordMessage(
  deps: Pick<CoreDeps, 'clock' | 'linkTo'>,
  repos: Repositories,
  actor: Actor,
  submission: Submission,
  fields: Omit<NewMessage, 'from' | 'date'>,
): Promise<Message> {
  const now = deps.clock.now().toISOString();
  const { channel } = fields;
  const message = await repos.messages.add(submission.id, { ...fields, from: authorLabel(actor), date: now });
  const count = message.attachments.length;
  const details = `To ${fields.to}: ${fields.subject}${count ? ` (${count} attachment${count === 1 ? '' : 's'})` : ''}`;
  await repos.history.add(submission.id, {
    ...recordedBy(actor),
    action: 'Message sent',
    audience: messageAudience(channel),
    details,
    date: now,
  });
  // Whoever writes has read the conversation up to their own message.
  await repos.inbox.markConversationRead(actor.id, submission.id, channel, now);
  await notify(repos, {
    linkTo: deps.linkTo,
    kind: 'message',
    submission,
    actor,
    title: 'New message',
    details: `${fields.subject}: ${excerpt(fields.content)}`,
    audience: messageAudience(channel),
    at: now,
  });
  return message;
}

/** The start of a message, as a notification shows it. */
const excerpt = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
