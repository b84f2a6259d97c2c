import { MAX_DELIVERY_ATTEMPTS, type Mail, type Outbox, type OutboxBacklog, type OutboxEntry } from '@workbench/core';
import { newId, now } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

export class InMemoryOutbox implements Outbox {
  constructor(private readonly store: Store) {}

  async enqueue(mail: Mail, lastError: string | null = null): Promise<OutboxEntry> {
    const row = {
      id: newId(),
      seq: nextSeq(this.store),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      status: 'queued' as const,
      attempts: lastError ? 1 : 0,
      lastError,
      createdAt: now(),
      sentAt: null,
    };
    this.store.state.outbox.push(row);
    return this.entry(row);
  }

  async pending(limit: number): Promise<OutboxEntry[]> {
    return this.store.state.outbox
      .filter((e) => e.status === 'queued')
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.seq - b.seq)
      .slice(0, Math.max(0, limit))
      .map((e) => this.entry(e));
  }

  async get(id: string): Promise<OutboxEntry | null> {
    const row = this.store.state.outbox.find((e) => e.id === id);
    return row ? this.entry(row) : null;
  }

  async markSent(id: string): Promise<void> {
    const row = this.store.state.outbox.find((e) => e.id === id);
    if (row) Object.assign(row, { status: 'sent', sentAt: now(), lastError: null });
  }

  async markFailed(id: string, error: string, refused = false): Promise<void> {
    const row = this.store.state.outbox.find((e) => e.id === id);
    if (!row) return;
    row.attempts += 1;
    row.lastError = error;
    if (refused && row.attempts >= MAX_DELIVERY_ATTEMPTS) row.status = 'failed';
  }

  async backlog(): Promise<OutboxBacklog> {
    const [oldest] = await this.pending(1);
    return {
      queued: this.store.state.outbox.filter((e) => e.status === 'queued').length,
      failed: this.store.state.outbox.filter((e) => e.status === 'failed').length,
      oldestQueuedAt: oldest?.createdAt ?? null,
      lastError: oldest?.lastError ?? null,
    };
  }

  async list(limit: number): Promise<OutboxEntry[]> {
    return [...this.store.state.outbox]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.seq - a.seq)
      .slice(0, Math.max(0, limit))
      .map((e) => this.entry(e));
  }

  private entry({ seq: _seq, ...row }: OutboxEntry & { seq: number }): OutboxEntry {
    return copy(row);
  }
}
