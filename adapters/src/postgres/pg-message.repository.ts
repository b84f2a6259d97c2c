import type { Knex } from 'knex';
import {
  AppError,
  documentType,
  type Attachment,
  type Message,
  type MessageChannel,
  type MessageRepository,
  type NewMessage,
} from '@workbench/core';
import { iso, isUuid, newId } from './rows.ts';

type Row = Record<string, unknown>;

export const toMessage = (row: Row, attachments: Attachment[]): Message => ({
  id: row.id as string,
  from: row.sender as string,
  to: row.recipient as string,
  date: iso(row.date),
  subject: row.subject as string,
  content: row.content as string,
  channel: row.channel as MessageChannel,
  carrierId: (row.carrier_id as string | null | undefined) ?? null,
  attachments,
});

export const toAttachment = (row: Row): Attachment => ({
  id: row.id as string,
  filename: row.filename as string,
  type: documentType(row.filename as string, row.mime_type as string),
});

export class PgMessageRepository implements MessageRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(submissionId: string, message: NewMessage): Promise<Message> {
    const ids = [...new Set(message.attachmentIds)];
    if (ids.some((id) => !isUuid(id))) throw AppError.notFound('Attachment');
    const documents = ids.length
      ? await this.db('documents').select('id').whereIn('id', ids).andWhere({ submission_id: submissionId })
      : [];
    if (documents.length !== ids.length) throw AppError.notFound('Attachment');
    const [row] = await this.db('messages')
      .insert({
        id: newId(),
        submission_id: submissionId,
        sender: message.from,
        recipient: message.to,
        date: message.date ?? new Date(),
        subject: message.subject,
        content: message.content,
        channel: message.channel,
        carrier_id: message.channel === 'carrier' ? (message.carrierId ?? null) : null,
      })
      .returning('*');
    if (ids.length) {
      await this.db('message_attachments').insert(
        ids.map((documentId, position) => ({ message_id: row.id, document_id: documentId, position })),
      );
    }
    return toMessage(row, await this.attachments([row.id]).then((map) => map.get(row.id) ?? []));
  }

  async list(submissionId: string): Promise<Message[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db('messages')
      .where({ submission_id: submissionId })
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ]);
    const attachments = await this.attachments(rows.map((r: Row) => r.id as string));
    return rows.map((row: Row) => toMessage(row, attachments.get(row.id as string) ?? []));
  }

  private async attachments(messageIds: string[]): Promise<Map<string, Attachment[]>> {
    const map = new Map<string, Attachment[]>();
    if (messageIds.length === 0) return map;
    const rows = await this.db('message_attachments as ma')
      .join('documents as d', 'd.id', 'ma.document_id')
      .select('ma.message_id', 'd.id', 'd.filename', 'd.mime_type')
      .whereIn('ma.message_id', messageIds)
      .orderBy([{ column: 'ma.message_id' }, { column: 'ma.position' }]);
    for (const row of rows) {
      const list = map.get(row.message_id) ?? [];
      list.push(toAttachment(row));
      map.set(row.message_id, list);
    }
    return map;
  }
}
