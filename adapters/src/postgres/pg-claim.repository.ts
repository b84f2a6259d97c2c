import type { Knex } from 'knex';
import {
  CLAIM_REFERENCE_PATTERN,
  formatClaimReference,
  type Claim,
  type ClaimDocument,
  type ClaimListQuery,
  type ClaimRepository,
  type ClaimStatus,
  type ClaimSummary,
  type NewClaim,
  type Page,
} from '@workbench/core';
import { bytes, day, iso, isUuid, newId, num, numOrNull } from './rows.ts';
import { reachedByClient } from './customer-reach.ts';

type Row = Record<string, unknown>;

const toSummary = (row: Row): ClaimSummary => ({
  id: row.id as string,
  reference: row.reference as string,
  policyId: row.policy_id as string,
  policyNumber: row.policy_number as string,
  clientId: row.client_id as string,
  client: row.client as string,
  status: row.status as ClaimStatus,
  lossDate: day(row.loss_date)!,
  location: row.location as string,
  estimatedAmount: numOrNull(row.estimated_amount),
  reportedBy: row.reported_by as string,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const toDocument = (row: Row): ClaimDocument => ({
  id: row.id as string,
  filename: row.filename as string,
  mimeType: row.mime_type as string,
  size: num(row.size),
  uploadedBy: row.uploaded_by as string,
  uploadedAt: iso(row.uploaded_at),
});

export class PgClaimRepository implements ClaimRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private summaries() {
    return this.db('claims as k')
      .join('policies as p', 'p.id', 'k.policy_id')
      .join('clients as c', 'c.id', 'k.client_id')
      .select('k.*', 'p.policy_number', 'c.name as client', 'c.email as client_email');
  }

  async create(claim: NewClaim): Promise<Claim> {
    const year = Number(claim.createdAt.slice(0, 4));
    const counted = await this.db.raw(
      `insert into claim_counters (year, last_number) values (?, 1)
       on conflict (year) do update set last_number = claim_counters.last_number + 1 returning last_number`,
      [year],
    );
    const n = num(((counted.rows ?? counted) as Row[])[0]!.last_number);
    const id = newId();
    await this.db('claims').insert({
      id,
      reference: formatClaimReference(year, n),
      policy_id: claim.policyId,
      client_id: claim.clientId,
      status: 'reported',
      loss_date: claim.lossDate,
      location: claim.location,
      description: claim.description,
      estimated_amount: claim.estimatedAmount,
      reported_by_id: claim.reportedById,
      reported_by: claim.reportedBy,
      created_at: claim.createdAt,
      updated_at: claim.createdAt,
    });
    return (await this.get(id))!;
  }

  async get(idOrReference: string): Promise<Claim | null> {
    const key = idOrReference.trim();
    const q = this.summaries();
    if (isUuid(key)) q.where('k.id', key);
    else if (CLAIM_REFERENCE_PATTERN.test(key)) q.whereRaw('upper(k.reference) = ?', [key.toUpperCase()]);
    else return null;
    const row = (await q.first()) as Row | undefined;
    if (!row) return null;
    const [documents, messages, history] = await Promise.all([
      this.db('claim_documents')
        .where({ claim_id: row.id })
        .orderBy('uploaded_at')
        .select('id', 'filename', 'mime_type', 'size', 'uploaded_by', 'uploaded_at'),
      this.db('claim_messages').where({ claim_id: row.id }).orderBy('seq'),
      this.db('claim_history').where({ claim_id: row.id }).orderBy('seq', 'desc'),
    ]);
    return {
      ...toSummary(row),
      description: row.description as string,
      clientEmail: (row.client_email as string | null) ?? null,
      documents: documents.map(toDocument),
      messages: messages.map((m) => ({ id: m.id as string, from: m.sender as string, content: m.content as string, date: iso(m.date) })),
      history: history.map((h) => ({
        id: h.id as string,
        user: h.user_label as string,
        action: h.action as string,
        details: h.details as string,
        date: iso(h.date),
      })),
    };
  }

  async list(query: ClaimListQuery): Promise<Page<ClaimSummary>> {
    const q = this.summaries().select(this.db.raw('count(*) over () as total'));
    if (query.customerEmail !== undefined) q.whereRaw(...reachedByClient('k.client_id', query.customerEmail));
    if (query.status) q.where('k.status', query.status);
    if (query.clientId) {
      if (!isUuid(query.clientId)) return { items: [], total: 0 };
      q.where('k.client_id', query.clientId);
    }
    const rows = (await q
      .orderBy([
        { column: 'k.created_at', order: 'desc' },
        { column: 'k.id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset)) as Row[];
    return { items: rows.map(toSummary), total: rows.length > 0 ? num(rows[0]!.total) : 0 };
  }

  async countForCustomer(email: string): Promise<number> {
    const row = await this.db('claims as k')
      .whereRaw(...reachedByClient('k.client_id', email))
      .count({ total: '*' })
      .first();
    return num(row?.total);
  }

  async setStatus(id: string, status: ClaimStatus, at: string): Promise<void> {
    await this.db('claims').where({ id }).update({ status, updated_at: at });
  }

  async addHistory(id: string, entry: { user: string; action: string; details: string; date: string }): Promise<void> {
    await this.db('claim_history').insert({
      id: newId(),
      claim_id: id,
      user_label: entry.user,
      action: entry.action,
      details: entry.details,
      date: entry.date,
    });
  }

  async addMessage(id: string, message: { from: string; authorId: string; content: string; date: string }): Promise<void> {
    await this.db('claim_messages').insert({
      id: newId(),
      claim_id: id,
      sender: message.from,
      author_id: message.authorId,
      content: message.content,
      date: message.date,
    });
    await this.db('claims').where({ id }).update({ updated_at: message.date });
  }

  async addDocument(
    id: string,
    document: { filename: string; mimeType: string; bytes: Uint8Array; uploadedBy: string; uploadedAt: string },
  ): Promise<ClaimDocument> {
    const [row] = await this.db('claim_documents')
      .insert({
        id: newId(),
        claim_id: id,
        filename: document.filename,
        mime_type: document.mimeType,
        size: document.bytes.byteLength,
        bytes: Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength),
        uploaded_by: document.uploadedBy,
        uploaded_at: document.uploadedAt,
      })
      .returning(['id', 'filename', 'mime_type', 'size', 'uploaded_by', 'uploaded_at']);
    return toDocument(row);
  }

  async document(id: string, documentId: string): Promise<(ClaimDocument & { bytes: Uint8Array }) | null> {
    if (!isUuid(documentId)) return null;
    const row = (await this.db('claim_documents').where({ id: documentId, claim_id: id }).first()) as Row | undefined;
    return row ? { ...toDocument(row), bytes: bytes(row.bytes) } : null;
  }
}
