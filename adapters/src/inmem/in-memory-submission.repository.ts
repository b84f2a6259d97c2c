import {
  AppError,
  fillCreated,
  formatSubmissionId,
  isDecided,
  isOpenStatus,
  pageWindow,
  normalizeSubmissionId,
  parseSubmissionId,
  PRODUCT_LABELS,
  staleWrite,
  type MetricsData,
  type EncodedDetail,
  type EncodedPage,
  type Page,
  type Submission,
  type SubmissionListQuery,
  type SubmissionRecord,
  type SubmissionRepository,
  type SubmissionSummary,
  type SubmissionUpdate,
} from '@workbench/core';
import { InMemoryDocumentRepository } from './in-memory-document.repository.ts';
import { InMemoryHistoryRepository } from './in-memory-history.repository.ts';
import { InMemoryMessageRepository } from './in-memory-message.repository.ts';
import { InMemoryRelatedItemRepository } from './in-memory-related-item.repository.ts';
import { InMemoryScheduleRepository } from './in-memory-schedule.repository.ts';
import { newId, now, isoOf, ownedBy, strip } from './rows.ts';
import { copy, lower, type Store, type SubmissionRow } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

const EDITED_FIELDS = ['priority', 'dueDate', 'assignedToId', 'status', 'transactionType', 'description', 'shareWithClient'] as const;

export class InMemorySubmissionRepository implements SubmissionRepository {
  constructor(private readonly store: Store) {}

  private summary(row: SubmissionRow): SubmissionSummary {
    const { users, clients } = this.store.state;
    const client = clients.find((c) => c.id === row.clientId)!;
    const name = (id: string | null) => (id ? (users.find((u) => u.id === id)?.fullName ?? null) : null);
    return copy({
      id: row.id,
      submissionId: row.submissionId,
      isNew: row.isNew,
      transactionType: row.transactionType,
      priority: row.priority,
      status: row.status,
      type: row.type,
      clientId: row.clientId,
      client: client.name,
      assignedTo: name(row.assignedToId),
      assignedToId: row.assignedToId,
      createdBy: name(row.createdById),
      createdById: row.createdById,
      product: row.product,
      rating: { score: row.rating.score, label: row.rating.label },
      dueDate: row.dueDate,
      shareWithClient: row.shareWithClient,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  }

  private matches(row: SubmissionRow, query: SubmissionListQuery): boolean {
    const client = this.store.state.clients.find((c) => c.id === row.clientId);
    if (query.status && row.status !== query.status) return false;
    if (query.transactionType && row.transactionType !== query.transactionType) return false;
    if (query.priority && row.priority !== query.priority) return false;
    if (query.product && row.product !== query.product) return false;
    if (query.isNew !== undefined && row.isNew !== query.isNew) return false;
    if (query.open !== undefined && isOpenStatus(row.status) !== query.open) return false;
    if (query.assignedToId !== undefined && row.assignedToId !== query.assignedToId) return false;
    if (query.createdById !== undefined && row.createdById !== query.createdById) return false;
    if (query.officeId !== undefined) {
      const placements = this.store.state.organisation?.placements ?? {};
      if (placements[row.assignedToId ?? row.createdById ?? ''] !== query.officeId) return false;
    }
    if (query.dueFrom && (!row.dueDate || row.dueDate < query.dueFrom)) return false;
    if (query.dueTo && (!row.dueDate || row.dueDate > query.dueTo)) return false;
    if (
      query.customerEmail !== undefined &&
      !(client && reachedClientIds(this.store.state, query.customerEmail).has(client.id) && row.shareWithClient)
    ) {
      return false;
    }
    const term = lower(query.q?.trim());
    if (term) {
      const carriers = this.store.state.quotes.filter((q) => q.submissionId === row.id).map((q) => q.carrier);
      if (![row.submissionId, client?.name, ...carriers].some((v) => lower(v).includes(term))) return false;
    }
    return true;
  }

  async getJson(idOrSubmissionId: string): Promise<EncodedDetail | null> {
    const submission = await this.get(idOrSubmissionId);
    return submission ? { json: JSON.stringify(submission), version: submission.version } : null;
  }

  async listJson(query: SubmissionListQuery): Promise<EncodedPage> {
    const page = await this.list(query);
    const last = page.items.at(-1);
    const full = last !== undefined && page.items.length === pageWindow(query).limit;
    return { json: JSON.stringify(page.items), total: page.total, nextCursor: full ? cursorOf(last) : null };
  }

  async list(query: SubmissionListQuery): Promise<Page<SubmissionSummary>> {
    const { limit, offset } = pageWindow(query);
    const rows = this.store.state.submissions
      .filter((row) => this.matches(row, query))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // Keyset paging as the database does it: what comes after the cursor's (time, id) in this order.
    const [micros, afterId] = query.after?.split('_') ?? [];
    const from = query.after === undefined ? 0 : rows.findIndex((r) => isAfter(r, Number(micros), afterId!));
    const rest = from < 0 ? [] : rows.slice(from);
    return { items: rest.slice(offset, offset + limit).map((r) => this.summary(r)), total: rows.length };
  }

  private findRow(idOrSubmissionId: string): SubmissionRow | undefined {
    const value = idOrSubmissionId.trim();
    const submissionId = normalizeSubmissionId(value);
    return this.store.state.submissions.find((s) => s.id === value || s.submissionId === submissionId);
  }

  async resolveId(idOrSubmissionId: string): Promise<string | null> {
    const row = this.findRow(idOrSubmissionId);
    return row?.id ?? null;
  }

  async get(idOrSubmissionId: string): Promise<Submission | null> {
    const row = this.findRow(idOrSubmissionId);
    if (!row) return null;
    const { id } = row;
    const state = this.store.state;
    const client = state.clients.find((c) => c.id === row.clientId)!;
    const summary = this.summary(row);
    const schedules = new InMemoryScheduleRepository(this.store);
    return {
      ...summary,
      description: row.description,
      channel: row.channel,
      notes: copy(row.notes),
      coverages: copy(row.coverages),
      clientName: client.name,
      clientEmail: client.email,
      clientIndustry: client.industry,
      companySize: client.companySize,
      productType: PRODUCT_LABELS[row.product] ?? row.product,
      ratingFactors: copy(row.rating.factors ?? []),
      version: row.version ?? 1,
      properties: await schedules.listProperties(id),
      vehicles: await schedules.listVehicles(id),
      history: await new InMemoryHistoryRepository(this.store).list(id),
      quotes: ownedBy(state.quotes, id).map(strip),
      tasks: ownedBy(state.tasks, id).map(strip),
      messages: await new InMemoryMessageRepository(this.store).list(id),
      documents: await new InMemoryDocumentRepository(this.store).list(id),
      relatedItems: await new InMemoryRelatedItemRepository(this.store).list(id),
    };
  }

  async create(record: SubmissionRecord): Promise<SubmissionSummary> {
    const state = this.store.state;
    if (!state.clients.some((c) => c.id === record.clientId)) throw new AppError('not_found', 'A referenced record was not found');
    const createdAt = isoOf(record.createdAt);
    let submissionId: string;
    if (record.submissionId) {
      const parts = parseSubmissionId(record.submissionId.trim());
      if (!parts) throw AppError.invalid('Submission ID must look like SUB-YYYY-NNNN');
      submissionId = record.submissionId.trim().toUpperCase();
      if (state.submissions.some((s) => s.submissionId === submissionId)) throw AppError.conflict('Submission ID already exists');
      state.counters[parts.year] = Math.max(state.counters[parts.year] ?? 0, parts.n);
    } else {
      const year = new Date(createdAt).getUTCFullYear();
      state.counters[year] = (state.counters[year] ?? 0) + 1;
      submissionId = formatSubmissionId(year, state.counters[year]);
    }
    const row: SubmissionRow = {
      id: newId(),
      submissionId,
      clientId: record.clientId,
      transactionType: record.transactionType,
      priority: record.priority,
      status: record.status,
      type: record.type,
      channel: record.channel,
      isNew: record.isNew,
      product: record.product,
      rating: { ...copy(record.rating), score: Math.round(record.rating.score), factors: copy(record.rating.factors ?? []) },
      dueDate: record.dueDate,
      description: record.description,
      notes: copy(record.notes),
      coverages: copy(record.coverages),
      shareWithClient: record.shareWithClient,
      assignedToId: record.assignedToId,
      createdById: record.createdById,
      decidedAt: null,
      createdAt,
      updatedAt: createdAt,
    };
    state.submissions.push(row);
    if (record.followedById) state.follows.push({ userId: record.followedById, submissionId: row.id, createdAt });
    const summary = this.summary(row);
    if (record.firstEntry) {
      const { details, ...entry } = record.firstEntry;
      await new InMemoryHistoryRepository(this.store).add(row.id, { ...entry, details: fillCreated(details, summary) });
    }
    return summary;
  }

  async update(id: string, update: SubmissionUpdate, expectedVersion?: number): Promise<void> {
    const row = this.store.state.submissions.find((s) => s.id === id);
    if (!row) throw AppError.notFound('Submission');
    if (expectedVersion !== undefined && expectedVersion !== (row.version ?? 1)) throw staleWrite();
    // Only what a person edits counts, as migration 038's trigger counts it.
    if (EDITED_FIELDS.some((key) => update[key] !== undefined && update[key] !== row[key])) row.version = (row.version ?? 1) + 1;
    for (const key of [
      'priority',
      'dueDate',
      'assignedToId',
      'status',
      'transactionType',
      'description',
      'shareWithClient',
      'isNew',
      'decidedAt',
    ] as const) {
      if (update[key] !== undefined) (row as unknown as Record<string, unknown>)[key] = update[key];
    }
    if (update.decidedAt) row.decidedAt = new Date(update.decidedAt).toISOString();
    if (update.rating)
      row.rating = { ...copy(update.rating), score: Math.round(update.rating.score), factors: copy(update.rating.factors ?? []) };
    row.updatedAt = now();
  }

  async touch(id: string): Promise<void> {
    const row = this.store.state.submissions.find((s) => s.id === id);
    if (!row) throw AppError.notFound('Submission');
    row.updatedAt = now();
  }

  async metricsData(since: string): Promise<MetricsData> {
    const rows = this.store.state.submissions;
    const decided = rows.filter((s) => isDecided(s.status) && s.decidedAt);
    return {
      createdSince: rows.filter((s) => Date.parse(s.createdAt) >= Date.parse(since)).length,
      pending: rows.filter((s) => s.status === 'pending').length,
      highRiskOpen: rows.filter((s) => isOpenStatus(s.status) && s.rating.label === 'poor').length,
      approved: rows.filter((s) => s.status === 'approved').length,
      rejected: rows.filter((s) => s.status === 'rejected').length,
      decidedCycleDays: decided.reduce((sum, s) => sum + (Date.parse(s.decidedAt!) - Date.parse(s.createdAt)) / 86_400_000, 0),
      openTasks: this.store.state.tasks.filter((t) => t.status !== 'Completed').length,
    };
  }
}

/** The list's cursor for a summary (as the database writes it): microseconds since 1970, then the id. */
const cursorOf = (s: { createdAt: string; id: string }) => `${Date.parse(s.createdAt) * 1000}_${s.id}`;

/** Whether a row comes after the cursor in the list's order (newest first, then by id). */
function isAfter(row: { createdAt: string; id: string }, micros: number, id: string): boolean {
  const at = Date.parse(row.createdAt) * 1000;
  return at < micros || (at === micros && row.id > id);
}
