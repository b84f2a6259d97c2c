import { AppError, documentType, type Attachment, type Message, type MessageRepository, type NewMessage } from '@workbench/core';
import { newId, isoOf, requireSubmission } from './rows.ts';
import { copy, newestFirst, nextSeq, type Store } from './state.ts';

export class InMemoryMessageRepository implements MessageRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, message: NewMessage): Promise<Message> {
    requireSubmission(this.store, submissionId);
    const ids = [...new Set(message.attachmentIds)];
    const documents = this.store.state.documents;
    if (!ids.every((id) => documents.some((d) => d.id === id && d.submissionId === submissionId))) throw AppError.notFound('Attachment');
    const row = {
      id: newId(),
      seq: nextSeq(this.store),
      submissionId,
      from: message.from,
      to: message.to,
      date: isoOf(message.date),
      subject: message.subject,
      content: message.content,
      channel: message.channel,
      carrierId: message.channel === 'carrier' ? (message.carrierId ?? null) : null,
      attachmentIds: ids,
    };
    this.store.state.messages.push(row);
    return this.toMessage(row);
  }

  async list(submissionId: string): Promise<Message[]> {
    return this.store.state.messages
      .filter((m) => m.submissionId === submissionId)
      .sort(newestFirst)
      .map((m) => this.toMessage(m));
  }

  private toMessage(row: (typeof this.store.state.messages)[number]): Message {
    const attachments: Attachment[] = row.attachmentIds.flatMap((id) => {
      const d = this.store.state.documents.find((x) => x.id === id);
      return d ? [{ id: d.id, filename: d.filename, type: documentType(d.filename, d.mimeType) }] : [];
    });
    const { seq: _seq, submissionId: _s, attachmentIds: _a, ...rest } = row;
    return { ...copy(rest), attachments };
  }
}
