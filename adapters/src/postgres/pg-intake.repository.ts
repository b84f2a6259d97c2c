import type { Knex } from 'knex';
import {
  AppError,
  type IntakeDecision,
  type IntakeItem,
  type IntakeRecord,
  type IntakeRepository,
  type IntakeStatus,
  readExtraction,
} from '@workbench/core';
import { isoOrNull, iso, json, newId, toJson } from './rows.ts';

type Row = Record<string, unknown>;

const COLUMNS = ['i.*', 's.submission_id as submission_ref', 'c.name as client_name'];

function toItem(row: Row): IntakeItem {
  return {
    id: row.id as string,
    messageId: row.message_id as string,
    kind: row.kind as IntakeItem['kind'],
    source: row.source as IntakeItem['source'],
    status: row.status as IntakeStatus,
    submissionId: (row.submission_id as string | null) ?? null,
    submissionRef: (row.submission_ref as string | null) ?? null,
    fromAddress: row.from_address as string,
    fromName: (row.from_name as string | null) ?? null,
    subject: row.subject as string,
    sentAt: isoOrNull(row.sent_at),
    receivedAt: iso(row.received_at),
    clientId: (row.client_id as string | null) ?? null,
    clientName: (row.client_name as string | null) ?? null,
    clientMatch: (row.client_match as IntakeItem['clientMatch']) ?? null,
    clientScore: row.client_score === null || row.client_score === undefined ? null : Number(row.client_score),
    attachments: json(row.attachments, []),
    dropped: json(row.dropped, []),
    duplicateOf: json(row.duplicate_of, []),
    extraction: readExtraction(json(row.extraction, null)),
    decidedBy: (row.decided_by as string | null) ?? null,
    decidedAt: isoOrNull(row.decided_at),
    discardReason: (row.discard_reason as string | null) ?? null,
  };
}

export class PgIntakeRepository implements IntakeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  private items() {
    return this.db('intake_messages as i')
      .leftJoin('submissions as s', 's.id', 'i.submission_id')
      .leftJoin('clients as c', 'c.id', 'i.client_id')
      .select(COLUMNS);
  }

  async claim(messageId: string, receivedAt: string): Promise<string | null> {
    // The unique Message-ID makes a second insert wait for the first one's transaction, then do nothing.
    const rows = (await this.db.raw(
      'insert into intake_messages (id, message_id, received_at) values (?, ?, ?) on conflict (message_id) do nothing returning id',
      [newId(), messageId, receivedAt],
    )) as { rows: Row[] };
    return (((rows.rows ?? rows) as Row[])[0]?.id as string | undefined) ?? null;
  }

  async record(id: string, record: IntakeRecord): Promise<IntakeItem> {
    const updated = await this.db('intake_messages')
      .where({ id })
      .update({
        message_id: record.messageId,
        kind: record.kind,
        source: record.source,
        status: record.status,
        submission_id: record.submissionId,
        client_id: record.clientId,
        client_match: record.clientMatch,
        client_score: record.clientScore,
        from_address: record.fromAddress,
        from_name: record.fromName,
        subject: record.subject,
        sent_at: record.sentAt,
        received_at: record.receivedAt,
        attachments: toJson(record.attachments),
        dropped: toJson(record.dropped),
        duplicate_of: toJson(record.duplicateOf),
        extraction: toJson(record.extraction),
      });
    if (updated === 0) throw AppError.notFound('Intake item');
    return (await this.get(id))!;
  }

  async findByMessageId(messageId: string): Promise<IntakeItem | null> {
    const row = (await this.items().where('i.message_id', messageId).first()) as Row | undefined;
    return row ? toItem(row) : null;
  }

  async findThread(messageIds: readonly string[]): Promise<IntakeItem | null> {
    if (messageIds.length === 0) return null;
    const rows = (await this.items()
      .whereIn('i.message_id', [...messageIds])
      .whereNotNull('i.submission_id')) as Row[];
    // The closest mail of the thread that is still on a submission: the order the reply names them in.
    const byId = new Map(rows.map((r) => [r.message_id as string, r]));
    for (const id of messageIds) {
      const row = byId.get(id);
      if (row) return toItem(row);
    }
    return null;
  }

  async get(id: string): Promise<IntakeItem | null> {
    const row = (await this.items().where('i.id', id).first()) as Row | undefined;
    return row ? toItem(row) : null;
  }

  async list(statuses: readonly IntakeStatus[]): Promise<IntakeItem[]> {
    const rows = (await this.items()
      .whereIn('i.status', [...statuses])
      .orderBy('i.seq', 'desc')
      .limit(500)) as Row[];
    return rows.map(toItem);
  }

  async countWaiting(): Promise<number> {
    const row = (await this.db('intake_messages').where({ status: 'new' }).count({ n: '*' }).first()) as Row | undefined;
    return Number(row?.n ?? 0);
  }

  async decide(id: string, decision: IntakeDecision): Promise<IntakeItem> {
    const updated = await this.db('intake_messages')
      .where({ id })
      .update({
        status: decision.status,
        ...(decision.submissionId !== undefined ? { submission_id: decision.submissionId } : {}),
        decided_by: decision.decidedBy,
        decided_at: decision.decidedAt,
        discard_reason: decision.discardReason ?? null,
      });
    if (updated === 0) throw AppError.notFound('Intake item');
    return (await this.get(id))!;
  }

  async moveDraft(fromSubmissionId: string, toSubmissionId: string): Promise<void> {
    await this.db('messages').where({ submission_id: fromSubmissionId }).update({ submission_id: toSubmissionId });
    await this.db('documents').where({ submission_id: fromSubmissionId }).update({ submission_id: toSubmissionId });
    await this.db('intake_messages').where({ submission_id: fromSubmissionId }).update({ submission_id: toSubmissionId });
  }

  async dropDraft(submissionId: string): Promise<void> {
    await this.db('submissions').where({ id: submissionId }).delete();
  }
}
