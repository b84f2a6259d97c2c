import type { Knex } from 'knex';
import { MAX_DELIVERY_ATTEMPTS, type Mail, type Outbox, type OutboxBacklog, type OutboxEntry } from '@workbench/core';
import { PgJobQueue } from './pg-job-queue.ts';
import { iso, isoOrNull, isUuid, json, newId, num, toJson } from './rows.ts';

type Row = Record<string, unknown>;

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id as string,
  to: row.recipient as string,
  subject: row.subject as string,
  text: row.text as string,
  ...(row.html ? { html: row.html as string } : {}),
  ...(row.attachments ? { attachments: json(row.attachments, []) } : {}),
  status: row.status as OutboxEntry['status'],
  attempts: num(row.attempts),
  lastError: (row.last_error as string) ?? null,
  createdAt: iso(row.created_at),
  sentAt: isoOrNull(row.sent_at),
});

/**
 * The outbox table keeps every mail, for the record and for operators; its delivery is a `deliver-mail` job
 * written through the same knex handle, so inside a transaction the mail and its job commit together.
 */
export class PgOutbox implements Outbox {
  private readonly jobs: PgJobQueue;

  constructor(private readonly db: Knex | Knex.Transaction) {
    this.jobs = new PgJobQueue(db);
  }

  async enqueue(mail: Mail, lastError: string | null = null): Promise<OutboxEntry> {
    const [row] = await this.db('outbox')
      .insert({
        id: newId(),
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments?.length ? toJson(mail.attachments) : null,
        status: 'queued',
        attempts: lastError ? 1 : 0,
        last_error: lastError,
        created_at: new Date(),
      })
      .returning('*');
    await this.jobs.enqueue('deliver-mail', { outboxId: row.id as string });
    return toEntry(row);
  }

  async get(id: string): Promise<OutboxEntry | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('outbox').where({ id }).first();
    return row ? toEntry(row) : null;
  }

  async pending(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db('outbox')
      .where({ status: 'queued' })
      .orderBy([{ column: 'created_at' }, { column: 'seq' }])
      .limit(Math.max(0, limit));
    return rows.map(toEntry);
  }

  async markSent(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.db('outbox').where({ id }).update({ status: 'sent', sent_at: new Date(), last_error: null });
  }

  async markFailed(id: string, error: string, refused = false): Promise<void> {
    if (!isUuid(id)) return;
    await this.db('outbox')
      .where({ id })
      .update({
        attempts: this.db.raw('attempts + 1'),
        last_error: error,
        ...(refused ? { status: this.db.raw(`case when attempts + 1 >= ? then 'failed' else 'queued' end`, [MAX_DELIVERY_ATTEMPTS]) } : {}),
      });
  }

  async backlog(): Promise<OutboxBacklog> {
    const counts: Row[] = await this.db('outbox')
      .whereIn('status', ['queued', 'failed'])
      .select('status')
      .count({ n: '*' })
      .groupBy('status');
    const count = (status: string) => num(counts.find((c) => c.status === status)?.n ?? 0);
    const [oldest] = await this.db('outbox')
      .where({ status: 'queued' })
      .orderBy([{ column: 'created_at' }, { column: 'seq' }])
      .limit(1)
      .select('created_at', 'last_error');
    return {
      queued: count('queued'),
      failed: count('failed'),
      oldestQueuedAt: oldest ? iso(oldest.created_at) : null,
      lastError: (oldest?.last_error as string | undefined) ?? null,
    };
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db('outbox')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ])
      .limit(Math.max(0, limit));
    return rows.map(toEntry);
  }
}
