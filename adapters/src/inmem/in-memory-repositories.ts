import {
  AppError,
  MAX_DELIVERY_ATTEMPTS,
  documentType,
  formatSubmissionId,
  pageWindow,
  normalizeSubmissionId,
  parseSubmissionId,
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  type AccountStatus,
  BROKER_ROLES,
  PRODUCT_LABELS,
  type ActivityEntry,
  type Attachment,
  type Client,
  type ClientRepository,
  type DocumentRepository,
  type DocumentSummary,
  type HistoryAudience,
  type HistoryEntry,
  type HistoryRepository,
  type Mail,
  type Message,
  type MessageRepository,
  type MetricsData,
  type NewClient,
  type NewDocument,
  type NewHistoryEntry,
  type NewMessage,
  type NewPolicy,
  type NewUser,
  type Outbox,
  type OutboxBacklog,
  type OutboxEntry,
  type Page,
  type Policy,
  type PolicyRepository,
  type Property,
  type PropertyInput,
  type Quote,
  type QuoteInput,
  type QuoteRepository,
  type RelatedItem,
  type RelatedItemInput,
  type RelatedItemRepository,
  type ScheduleRepository,
  type StoredDocument,
  type Submission,
  type SubmissionListQuery,
  type SubmissionRecord,
  type SubmissionRepository,
  type SubmissionSummary,
  type SubmissionUpdate,
  type Task,
  type TaskInput,
  type TaskRepository,
  type User,
  type UserRepository,
  type UserWithSecret,
  type Vehicle,
  type VehicleInput,
} from '@workbench/core';
import { byText, copy, lower, newestFirst, nextSeq, type Owned, type Store, type SubmissionRow } from './state.ts';

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();
const isoOf = (value: string | undefined) => (value ? new Date(value).toISOString() : now());

const withoutSecret = ({ passwordHash: _hash, ...user }: UserWithSecret): User => copy(user);

export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: Store) {}

  async create(user: NewUser): Promise<User> {
    const users = this.store.state.users;
    if (users.some((u) => lower(u.username) === lower(user.username))) throw AppError.conflict(USERNAME_TAKEN);
    if (users.some((u) => lower(u.email.trim()) === lower(user.email.trim()))) throw AppError.conflict(EMAIL_TAKEN);
    const row: UserWithSecret = { id: newId(), ...copy(user), status: user.status ?? 'active', emailVerified: user.emailVerified ?? true, createdAt: now() };
    users.push(row);
    return withoutSecret(row);
  }

  async findByUsername(username: string): Promise<UserWithSecret | null> {
    const row = this.store.state.users.find((u) => lower(u.username) === lower(username));
    return row ? copy(row) : null;
  }

  async findById(id: string): Promise<User | null> {
    const row = this.store.state.users.find((u) => u.id === id);
    return row ? withoutSecret(row) : null;
  }

  async listStaff(): Promise<User[]> {
    return this.store.state.users
      .filter((u) => BROKER_ROLES.includes(u.role) && u.status === 'active')
      .sort((a, b) => byText(a.fullName, b.fullName) || byText(a.id, b.id))
      .map(withoutSecret);
  }

  async listPending(): Promise<User[]> {
    return this.store.state.users
      .filter((u) => u.status === 'pending')
      .sort((a, b) => byText(a.createdAt, b.createdAt))
      .map(withoutSecret);
  }

  async setStatus(id: string, status: AccountStatus): Promise<User | null> {
    return this.change(id, (u) => (u.status = status));
  }

  async markEmailVerified(id: string): Promise<User | null> {
    return this.change(id, (u) => (u.emailVerified = true));
  }

  private change(id: string, apply: (user: UserWithSecret) => void): User | null {
    const row = this.store.state.users.find((u) => u.id === id);
    if (!row) return null;
    apply(row);
    return withoutSecret(row);
  }
}

export class InMemoryClientRepository implements ClientRepository {
  constructor(private readonly store: Store) {}

  async list(q?: string): Promise<Client[]> {
    const term = lower(q?.trim());
    return this.store.state.clients
      .filter((c) => !term || [c.name, c.contactPerson, c.email].some((v) => lower(v).includes(term)))
      .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
      .map(copy);
  }

  async findById(id: string): Promise<Client | null> {
    const row = this.store.state.clients.find((c) => c.id === id);
    return row ? copy(row) : null;
  }

  async create(client: NewClient): Promise<Client> {
    const row: Client = {
      id: newId(),
      name: client.name,
      contactPerson: client.contactPerson ?? null,
      email: client.email ?? null,
      phone: client.phone ?? null,
      address: client.address ?? null,
      industry: client.industry ?? null,
      companySize: client.companySize ?? null,
      createdAt: now(),
    };
    this.store.state.clients.push(row);
    return copy(row);
  }
}

function requireSubmission(store: Store, id: string): SubmissionRow {
  const row = store.state.submissions.find((s) => s.id === id);
  if (!row) throw new AppError('not_found', 'A referenced record was not found');
  return row;
}

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
    if (query.assignedToId !== undefined && row.assignedToId !== query.assignedToId) return false;
    if (query.createdById !== undefined && row.createdById !== query.createdById) return false;
    if (query.dueFrom && (!row.dueDate || row.dueDate < query.dueFrom)) return false;
    if (query.dueTo && (!row.dueDate || row.dueDate > query.dueTo)) return false;
    if (query.customerEmail !== undefined && !(client?.email && lower(client.email) === lower(query.customerEmail) && row.shareWithClient)) {
      return false;
    }
    const term = lower(query.q?.trim());
    if (term) {
      const carriers = this.store.state.quotes.filter((q) => q.submissionId === row.id).map((q) => q.carrier);
      if (![row.submissionId, client?.name, ...carriers].some((v) => lower(v).includes(term))) return false;
    }
    return true;
  }

  async list(query: SubmissionListQuery): Promise<Page<SubmissionSummary>> {
    const { limit, offset } = pageWindow(query);
    const rows = this.store.state.submissions
      .filter((row) => this.matches(row, query))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { items: rows.slice(offset, offset + limit).map((r) => this.summary(r)), total: rows.length };
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
    return this.summary(row);
  }

  async update(id: string, update: SubmissionUpdate): Promise<void> {
    const row = this.store.state.submissions.find((s) => s.id === id);
    if (!row) throw AppError.notFound('Submission');
    for (const key of ['priority', 'dueDate', 'assignedToId', 'status', 'transactionType', 'description', 'shareWithClient', 'isNew', 'decidedAt'] as const) {
      if (update[key] !== undefined) (row as unknown as Record<string, unknown>)[key] = update[key];
    }
    if (update.decidedAt) row.decidedAt = new Date(update.decidedAt).toISOString();
    if (update.rating) row.rating = { ...copy(update.rating), score: Math.round(update.rating.score), factors: copy(update.rating.factors ?? []) };
    row.updatedAt = now();
  }

  async touch(id: string): Promise<void> {
    const row = this.store.state.submissions.find((s) => s.id === id);
    if (!row) throw AppError.notFound('Submission');
    row.updatedAt = now();
  }

  async metricsData(since: string): Promise<MetricsData> {
    const rows = this.store.state.submissions;
    const decided = rows.filter((s) => (s.status === 'approved' || s.status === 'rejected') && s.decidedAt);
    return {
      createdSince: rows.filter((s) => Date.parse(s.createdAt) >= Date.parse(since)).length,
      pending: rows.filter((s) => s.status === 'pending').length,
      highRiskOpen: rows.filter((s) => s.status !== 'approved' && s.status !== 'rejected' && s.rating.label === 'poor').length,
      approved: rows.filter((s) => s.status === 'approved').length,
      rejected: rows.filter((s) => s.status === 'rejected').length,
      decidedCycleDays: decided.reduce((sum, s) => sum + (Date.parse(s.decidedAt!) - Date.parse(s.createdAt)) / 86_400_000, 0),
      openTasks: this.store.state.tasks.filter((t) => t.status !== 'Completed').length,
    };
  }
}

function ownedBy<T extends { submissionId: string; seq: number }>(rows: T[], submissionId: string): T[] {
  return rows.filter((r) => r.submissionId === submissionId).sort((a, b) => a.seq - b.seq);
}

function strip<T extends object>(row: Owned<T>): T {
  const { submissionId: _s, seq: _q, ...rest } = row;
  return copy(rest as unknown as T);
}

const PROPERTY_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'yearBuilt', 'constructionType', 'occupancyType', 'squareFootage', 'stories', 'sprinklered', 'ownership'] as const;
const VEHICLE_FIELDS = ['fleetId', 'make', 'model', 'year', 'vin', 'value', 'usage'] as const;

function fill<T>(fields: readonly string[], input: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const field of fields) row[field] = input[field] ?? null;
  row.needsReview = copy((input.needsReview as string[] | undefined) ?? []);
  return row as T;
}

function patch(target: Record<string, unknown>, fields: readonly string[], input: Record<string, unknown>) {
  for (const field of [...fields, 'needsReview']) {
    if (input[field] !== undefined) target[field] = copy(input[field] ?? (field === 'needsReview' ? [] : null));
  }
}

export class InMemoryScheduleRepository implements ScheduleRepository {
  constructor(private readonly store: Store) {}

  async listProperties(submissionId: string): Promise<Property[]> {
    return ownedBy(this.store.state.properties, submissionId).map(strip);
  }

  async listVehicles(submissionId: string): Promise<Vehicle[]> {
    return ownedBy(this.store.state.vehicles, submissionId).map(strip);
  }

  async addProperties(submissionId: string, rows: PropertyInput[]): Promise<Property[]> {
    if (rows.length) requireSubmission(this.store, submissionId);
    const added = rows.map((input) => ({ ...fill<Property>(PROPERTY_FIELDS, input), id: newId(), submissionId, seq: nextSeq(this.store) }));
    this.store.state.properties.push(...added);
    return added.map(strip);
  }

  async addVehicles(submissionId: string, rows: VehicleInput[]): Promise<Vehicle[]> {
    if (rows.length) requireSubmission(this.store, submissionId);
    const added = rows.map((input) => ({ ...fill<Vehicle>(VEHICLE_FIELDS, input), id: newId(), submissionId, seq: nextSeq(this.store) }));
    this.store.state.vehicles.push(...added);
    return added.map(strip);
  }

  async updateProperty(submissionId: string, id: string, input: PropertyInput): Promise<Property> {
    const row = this.store.state.properties.find((p) => p.id === id && p.submissionId === submissionId);
    if (!row) throw AppError.notFound('Property');
    patch(row as unknown as Record<string, unknown>, PROPERTY_FIELDS, input);
    return strip(row);
  }

  async updateVehicle(submissionId: string, id: string, input: VehicleInput): Promise<Vehicle> {
    const row = this.store.state.vehicles.find((v) => v.id === id && v.submissionId === submissionId);
    if (!row) throw AppError.notFound('Vehicle');
    patch(row as unknown as Record<string, unknown>, VEHICLE_FIELDS, input);
    return strip(row);
  }

  async deleteProperty(submissionId: string, id: string): Promise<void> {
    const state = this.store.state;
    const index = state.properties.findIndex((p) => p.id === id && p.submissionId === submissionId);
    if (index < 0) throw AppError.notFound('Property');
    state.properties.splice(index, 1);
  }

  async deleteVehicle(submissionId: string, id: string): Promise<void> {
    const state = this.store.state;
    const index = state.vehicles.findIndex((v) => v.id === id && v.submissionId === submissionId);
    if (index < 0) throw AppError.notFound('Vehicle');
    state.vehicles.splice(index, 1);
  }
}

export class InMemoryHistoryRepository implements HistoryRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, entry: NewHistoryEntry): Promise<HistoryEntry> {
    requireSubmission(this.store, submissionId);
    const row = { id: newId(), seq: nextSeq(this.store), submissionId, userId: entry.userId, user: entry.user, date: isoOf(entry.date), action: entry.action, details: entry.details, audience: entry.audience };
    this.store.state.history.push(row);
    return strip(row);
  }

  async list(submissionId: string): Promise<HistoryEntry[]> {
    return this.store.state.history.filter((h) => h.submissionId === submissionId).sort(newestFirst).map(strip);
  }

  async recent(limit: number, scope?: { customerEmail?: string; audience?: HistoryAudience }): Promise<ActivityEntry[]> {
    const { submissions, clients } = this.store.state;
    const entries: ActivityEntry[] = [];
    for (const h of [...this.store.state.history].sort(newestFirst)) {
      if (entries.length >= Math.max(0, Math.min(limit, 500))) break;
      const s = submissions.find((x) => x.id === h.submissionId)!;
      const client = clients.find((c) => c.id === s.clientId)!;
      if (scope?.customerEmail !== undefined && !(s.shareWithClient && client.email && lower(client.email) === lower(scope.customerEmail))) continue;
      if (scope?.audience !== undefined && h.audience !== scope.audience) continue;
      entries.push({ ...strip(h), submissionId: s.submissionId, submissionRecordId: s.id, client: client.name });
    }
    return entries;
  }
}

export class InMemoryQuoteRepository implements QuoteRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, quote: QuoteInput): Promise<Quote> {
    requireSubmission(this.store, submissionId);
    const row = { ...copy(quote), amount: Number(quote.amount), id: newId(), submissionId, seq: nextSeq(this.store) };
    this.store.state.quotes.push(row);
    return strip(row);
  }

  async update(submissionId: string, id: string, quote: Partial<QuoteInput>): Promise<Quote> {
    const row = this.store.state.quotes.find((q) => q.id === id && q.submissionId === submissionId);
    if (!row) throw AppError.notFound('Quote');
    for (const [key, value] of Object.entries(quote)) if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = copy(value);
    return strip(row);
  }
}

export class InMemoryTaskRepository implements TaskRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, task: TaskInput): Promise<Task> {
    requireSubmission(this.store, submissionId);
    const row = { ...copy(task), id: newId(), submissionId, seq: nextSeq(this.store) };
    this.store.state.tasks.push(row);
    return strip(row);
  }

  async update(submissionId: string, id: string, task: Partial<TaskInput>): Promise<Task> {
    const row = this.store.state.tasks.find((t) => t.id === id && t.submissionId === submissionId);
    if (!row) throw AppError.notFound('Task');
    for (const [key, value] of Object.entries(task)) if (value !== undefined) (row as unknown as Record<string, unknown>)[key] = copy(value);
    return strip(row);
  }
}

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

export class InMemoryRelatedItemRepository implements RelatedItemRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, item: RelatedItemInput): Promise<RelatedItem> {
    requireSubmission(this.store, submissionId);
    const row = { ...copy(item), id: newId(), submissionId, seq: nextSeq(this.store) };
    this.store.state.relatedItems.push(row);
    return strip(row);
  }

  async list(submissionId: string): Promise<RelatedItem[]> {
    return ownedBy(this.store.state.relatedItems, submissionId).map(strip);
  }
}

const toDocumentSummary = (d: { id: string; filename: string; mimeType: string; bytes: Uint8Array; uploadedAt: string; uploadedBy: string }): DocumentSummary => ({
  id: d.id,
  filename: d.filename,
  mimeType: d.mimeType,
  type: documentType(d.filename, d.mimeType),
  size: d.bytes.byteLength,
  uploadedAt: d.uploadedAt,
  uploadedBy: d.uploadedBy,
});

export class InMemoryDocumentRepository implements DocumentRepository {
  constructor(private readonly store: Store) {}

  async save(doc: NewDocument): Promise<DocumentSummary> {
    if (doc.submissionId !== null) requireSubmission(this.store, doc.submissionId);
    const row = {
      id: newId(),
      submissionId: doc.submissionId,
      filename: doc.filename,
      mimeType: doc.mimeType,
      bytes: new Uint8Array(doc.bytes),
      uploadedBy: doc.uploadedBy,
      uploadedAt: isoOf(doc.uploadedAt),
    };
    this.store.state.documents.push(row);
    return toDocumentSummary(row);
  }

  async get(id: string): Promise<StoredDocument | null> {
    const row = this.store.state.documents.find((d) => d.id === id);
    return row ? { ...toDocumentSummary(row), submissionId: row.submissionId, bytes: new Uint8Array(row.bytes) } : null;
  }

  async list(submissionId: string): Promise<DocumentSummary[]> {
    return this.store.state.documents
      .filter((d) => d.submissionId === submissionId)
      .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) || byText(a.filename, b.filename))
      .map(toDocumentSummary);
  }
}

export class InMemoryPolicyRepository implements PolicyRepository {
  constructor(private readonly store: Store) {}

  async listForCustomer(email: string): Promise<Policy[]> {
    const clientIds = new Set(this.store.state.clients.filter((c) => c.email && lower(c.email) === lower(email)).map((c) => c.id));
    return this.store.state.policies
      .filter((p) => clientIds.has(p.clientId))
      .sort((a, b) => (a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0))
      .map(copy);
  }

  async findById(id: string): Promise<Policy | null> {
    const row = this.store.state.policies.find((p) => p.id === id);
    return row ? copy(row) : null;
  }

  async create(policy: NewPolicy): Promise<Policy> {
    const state = this.store.state;
    if (!state.clients.some((c) => c.id === policy.clientId)) throw new AppError('not_found', 'A referenced record was not found');
    if (state.policies.some((p) => p.policyNumber === policy.policyNumber)) throw AppError.conflict('Policy number already exists');
    const row: Policy = { ...copy(policy), premium: Math.round(Number(policy.premium) * 100) / 100, id: newId() };
    state.policies.push(row);
    return copy(row);
  }
}

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
