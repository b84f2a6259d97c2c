import {
  AppError,
  type IntakeDecision,
  type IntakeItem,
  type IntakeRecord,
  type IntakeRepository,
  type IntakeStatus,
} from '@workbench/core';
import { copy, nextSeq, type Store } from './state.ts';

/** The intake log in memory: the Message-ID taken once per store, as the table's unique key keeps it. */
export class InMemoryIntakeRepository implements IntakeRepository {
  constructor(private readonly store: Store) {}

  private get rows() {
    this.store.state.intake ??= [];
    return this.store.state.intake;
  }

  /** The stored item with what the tables would join to it: the submission's SUB id and the client's name. */
  private view(row: IntakeItem & { seq: number }): IntakeItem {
    const { seq: _seq, ...item } = copy(row);
    const submission = this.store.state.submissions.find((s) => s.id === item.submissionId);
    const client = this.store.state.clients.find((c) => c.id === item.clientId);
    return {
      ...item,
      submissionId: submission ? item.submissionId : null,
      submissionRef: submission?.submissionId ?? null,
      clientName: client?.name ?? null,
    };
  }

  async claim(messageId: string, receivedAt: string): Promise<string | null> {
    if (this.rows.some((r) => r.messageId === messageId)) return null;
    const id = crypto.randomUUID();
    this.rows.push({
      id,
      seq: nextSeq(this.store),
      messageId,
      kind: 'new',
      source: 'upload',
      status: 'new',
      submissionId: null,
      submissionRef: null,
      fromAddress: '',
      fromName: null,
      subject: '',
      sentAt: null,
      receivedAt,
      clientId: null,
      clientName: null,
      clientMatch: null,
      clientScore: null,
      attachments: [],
      dropped: [],
      duplicateOf: [],
      extraction: { transactionType: null, coverages: [], dueDate: null, sources: {}, evidence: {} },
      decidedBy: null,
      decidedAt: null,
      discardReason: null,
    });
    return id;
  }

  async record(id: string, record: IntakeRecord): Promise<IntakeItem> {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw AppError.notFound('Intake item');
    Object.assign(row, copy(record));
    return this.view(row);
  }

  async findByMessageId(messageId: string): Promise<IntakeItem | null> {
    const row = this.rows.find((r) => r.messageId === messageId);
    return row ? this.view(row) : null;
  }

  async findThread(messageIds: readonly string[]): Promise<IntakeItem | null> {
    for (const id of messageIds) {
      const row = this.rows.find((r) => r.messageId === id);
      if (row && this.view(row).submissionId) return this.view(row);
    }
    return null;
  }

  async get(id: string): Promise<IntakeItem | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? this.view(row) : null;
  }

  async list(statuses: readonly IntakeStatus[]): Promise<IntakeItem[]> {
    return this.rows
      .filter((r) => statuses.includes(r.status))
      .sort((a, b) => b.seq - a.seq)
      .map((r) => this.view(r));
  }

  async countWaiting(): Promise<number> {
    return this.rows.filter((r) => r.status === 'new').length;
  }

  async decide(id: string, decision: IntakeDecision): Promise<IntakeItem> {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw AppError.notFound('Intake item');
    row.status = decision.status;
    if (decision.submissionId !== undefined) row.submissionId = decision.submissionId;
    row.decidedBy = decision.decidedBy;
    row.decidedAt = decision.decidedAt;
    row.discardReason = decision.discardReason ?? null;
    return this.view(row);
  }

  async moveDraft(fromSubmissionId: string, toSubmissionId: string): Promise<void> {
    const state = this.store.state;
    for (const m of state.messages) if (m.submissionId === fromSubmissionId) m.submissionId = toSubmissionId;
    for (const d of state.documents) if (d.submissionId === fromSubmissionId) d.submissionId = toSubmissionId;
    for (const r of this.rows) if (r.submissionId === fromSubmissionId) r.submissionId = toSubmissionId;
  }

  async dropDraft(submissionId: string): Promise<void> {
    const state = this.store.state;
    const other = <T extends { submissionId: string | null }>(row: T) => row.submissionId !== submissionId;
    state.submissions = state.submissions.filter((s) => s.id !== submissionId);
    state.history = state.history.filter(other);
    state.messages = state.messages.filter(other);
    state.documents = state.documents.filter(other);
    state.properties = state.properties.filter(other);
    state.vehicles = state.vehicles.filter(other);
    state.quotes = state.quotes.filter(other);
    state.tasks = state.tasks.filter(other);
    state.relatedItems = state.relatedItems.filter(other);
    state.follows = state.follows.filter(other);
    state.conversationReads = state.conversationReads.filter(other);
    for (const r of this.rows) if (r.submissionId === submissionId) r.submissionId = null;
  }
}
