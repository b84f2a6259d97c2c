import type { Knex } from 'knex';
import type { ClientMessageDocument, ClientThread, ClientThreadRepository, NewClientMessage, ThreadKind } from '@workbench/core';
import { bytes, iso, isUuid, newId, num } from './rows.ts';
import { reachedByClient } from './customer-reach.ts';

type Row = Record<string, unknown>;

const DOCUMENT_COLUMNS = ['id', 'message_id', 'filename', 'mime_type', 'size', 'uploaded_by', 'uploaded_at'];

const toDocument = (row: Row): ClientMessageDocument => ({
  id: row.id as string,
  filename: row.filename as string,
  mimeType: row.mime_type as string,
  size: num(row.size),
  uploadedBy: row.uploaded_by as string,
  uploadedAt: iso(row.uploaded_at),
});

export class PgClientThreadRepository implements ClientThreadRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async thread(clientId: string): Promise<ClientThread | null> {
    if (!isUuid(clientId)) return null;
    const client = (await this.db('clients').where({ id: clientId }).first('id', 'name')) as Row | undefined;
    if (!client) return null;
    const [messages, documents] = await Promise.all([
      this.db('client_messages as m')
        .leftJoin('policies as p', 'p.id', 'm.policy_id')
        .where({ 'm.client_id': clientId })
        .orderBy('m.seq')
        .select('m.*', 'p.policy_number') as Promise<Row[]>,
      this.db('client_message_documents').where({ client_id: clientId }).orderBy('uploaded_at').select(DOCUMENT_COLUMNS) as Promise<Row[]>,
    ]);
    return {
      clientId,
      client: client.name as string,
      messages: messages.map((m) => ({
        id: m.id as string,
        from: m.sender as string,
        fromStaff: m.from_staff === true,
        content: m.content as string,
        date: iso(m.date),
        documents: documents.filter((d) => d.message_id === m.id).map(toDocument),
        policy: m.policy_id ? { id: m.policy_id as string, policyNumber: m.policy_number as string } : null,
      })),
    };
  }

  async clientsOf(email: string): Promise<Array<{ id: string; name: string; email: string }>> {
    const rows = (await this.db('clients')
      .whereRaw(...reachedByClient('id', email))
      .orderBy('name')
      .select('id', 'name', 'email')) as Row[];
    return rows.map((r) => ({ id: r.id as string, name: r.name as string, email: r.email as string }));
  }

  async addMessage(clientId: string, message: NewClientMessage): Promise<string> {
    const id = newId();
    await this.db('client_messages').insert({
      id,
      client_id: clientId,
      sender: message.from,
      author_id: message.authorId,
      from_staff: message.fromStaff,
      content: message.content,
      date: message.date,
      policy_id: message.policyId ?? null,
    });
    return id;
  }

  async addDocument(
    clientId: string,
    messageId: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClientMessageDocument> {
    const id = newId();
    await this.db('client_message_documents').insert({
      id,
      client_id: clientId,
      message_id: messageId,
      filename: document.filename,
      mime_type: document.mimeType,
      size: document.bytes.byteLength,
      bytes: Buffer.from(document.bytes),
      uploaded_by: document.uploadedBy,
      uploaded_at: document.uploadedAt,
    });
    const { bytes: _bytes, ...rest } = document;
    return { id, ...rest, size: document.bytes.byteLength };
  }

  async document(clientId: string, documentId: string): Promise<(ClientMessageDocument & { bytes: Uint8Array }) | null> {
    if (!isUuid(clientId) || !isUuid(documentId)) return null;
    const row = (await this.db('client_message_documents').where({ id: documentId, client_id: clientId }).first()) as Row | undefined;
    return row ? { ...toDocument(row), bytes: bytes(row.bytes) } : null;
  }

  async markRead(userId: string, kind: ThreadKind, threadId: string, at: string): Promise<void> {
    await this.db.raw(
      `insert into thread_reads (user_id, kind, thread_id, read_at) values (?, ?, ?, ?)
       on conflict (user_id, kind, thread_id) do update set read_at = greatest(thread_reads.read_at, excluded.read_at)`,
      [userId, kind, threadId, at],
    );
  }
}
