import type {
  Decision,
  DocumentSummary,
  HistoryAudience,
  HistoryEntry,
  Message,
  MessageChannel,
  Priority,
  Product,
  Property,
  PropertyInput,
  Quote,
  QuoteInput,
  RatingResult,
  RelatedItem,
  RelatedItemInput,
  Submission,
  SubmissionCoverage,
  SubmissionStatus,
  SubmissionSummary,
  Note,
  Task,
  TaskInput,
  TransactionType,
  SubmissionType,
  Vehicle,
  VehicleInput,
} from './entities.ts';

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A submission's detail as JSON text, as the API sends it, with its version read beside it as a value, so
 * the answer's ETag never depends on where the text puts the field.
 */
export interface EncodedDetail {
  json: string;
  version: number;
}

/** A page whose items are JSON text (an array), as the API sends them, and how many there are in all. */
export interface EncodedPage {
  json: string;
  total: number;
  /** Where the next page starts (for `after`) when this page is full; null on the last page. */
  nextCursor: string | null;
}

export interface SubmissionListQuery {
  status?: SubmissionStatus;
  transactionType?: TransactionType;
  priority?: Priority;
  product?: Product;
  /** Case-insensitive substring of the submissionId, the client's name or a quote's carrier. */
  q?: string;
  assignedToId?: string;
  createdById?: string;
  isNew?: boolean;
  /** true: only open submissions (isOpenStatus); false: only decided ones. */
  open?: boolean;
  dueFrom?: string;
  dueTo?: string;
  /** The office's book: submissions whose holder (the assignee, else the creator) works from this office id. */
  officeId?: string;
  /**
   * Customer scoping: only submissions whose client's email equals this (case-insensitive)
   * and that were shared with the client.
   */
  customerEmail?: string;
  /** Page size and offset, read as `pageWindow` reads them; ordered by createdAt desc, then id. */
  limit?: number;
  offset?: number;
  /**
   * Keyset paging: only what comes after this cursor (LIST_CURSOR_PATTERN, from a previous page's
   * nextCursor) in the list's order; the offset then counts from there. The total still counts them all.
   */
  after?: string;
}

/** What is stored when a submission is created; the repository assigns id and submissionId. */
export interface SubmissionRecord {
  clientId: string;
  transactionType: TransactionType | null;
  priority: Priority;
  status: SubmissionStatus;
  type: SubmissionType;
  channel: string;
  isNew: boolean;
  product: Product;
  rating: RatingResult;
  dueDate: string | null;
  description: string | null;
  notes: Note[];
  coverages: SubmissionCoverage[];
  shareWithClient: boolean;
  assignedToId: string | null;
  createdById: string | null;
  /** When given (demo data, imports) the record keeps this human id, e.g. SUB-2024-0001. */
  submissionId?: string;
  createdAt?: string;
  /** An account that follows the new submission from its creation (as InboxRepository.follow, at createdAt). */
  followedById?: string | null;
  /**
   * The submission's first history entry, stored with it (as HistoryRepository.add would): its details may
   * name the number and the client's name, which only the store knows as it writes the row, by the markers
   * of CREATED_MARKERS, filled in as `fillCreated` does.
   */
  firstEntry?: NewHistoryEntry;
}

/** Markers in a first entry's details for what the store assigns or resolves as it writes the submission. */
export const CREATED_MARKERS = { submissionId: '{submissionId}', client: '{client}' } as const;

/**
 * A first entry's details with its markers filled in: the number first, so a client whose name reads like
 * a marker stays as it is. Literal text, unlike String.replace, whose replacement reads `$&` as a pattern.
 */
export const fillCreated = (details: string, created: { submissionId: string; client: string }): string =>
  details.split(CREATED_MARKERS.submissionId).join(created.submissionId).split(CREATED_MARKERS.client).join(created.client);

export interface SubmissionUpdate {
  priority?: Priority;
  dueDate?: string | null;
  assignedToId?: string | null;
  status?: SubmissionStatus;
  transactionType?: TransactionType | null;
  description?: string | null;
  shareWithClient?: boolean;
  isNew?: boolean;
  rating?: RatingResult;
  decidedAt?: string | null;
}

/** Raw counts from which `computeMetrics` defines the dashboard metrics. */
export interface MetricsData {
  /** Submissions created on or after `since`. */
  createdSince: number;
  pending: number;
  /** Open (not approved/rejected) submissions whose rating label is poor. */
  highRiskOpen: number;
  approved: number;
  rejected: number;
  /** Sum over decided submissions of (decidedAt - createdAt) in days. */
  decidedCycleDays: number;
  openTasks: number;
}

export interface SubmissionRepository {
  list(query: SubmissionListQuery): Promise<Page<SubmissionSummary>>;
  /**
   * The same page already encoded: `json` is exactly JSON.stringify of the page's items, so an answer can
   * be sent as it is, without making and encoding the objects (a store may have its database write it).
   */
  listJson(query: SubmissionListQuery): Promise<EncodedPage>;
  /** Resolves a record id (uuid) or a human submissionId (SUB-YYYY-NNNN) to the record id; null when unknown. */
  resolveId(idOrSubmissionId: string): Promise<string | null>;
  /**
   * The full detail with schedules, history, quotes, tasks, messages, documents and related items, by record
   * id or SUB-id (any case); null when unknown or when the text is neither (nothing is asked of the store then).
   */
  get(idOrSubmissionId: string): Promise<Submission | null>;
  /**
   * The same detail already encoded as JSON (JSON.stringify of `get`'s, up to whitespace inside stored
   * JSON), so a staff answer can be sent as it is, with the submission's version; null when `get` would give null.
   */
  getJson(idOrSubmissionId: string): Promise<EncodedDetail | null>;
  /**
   * Assigns the next SUB-{year}-{NNNN} for the creation year unless the record brings one; concurrent creates
   * never share a number. A number taken by a create that then rolls back is not handed out again (a gap).
   * A record that brings its number moves the year's numbering past it. Fails with conflict when that
   * number is taken already, not_found for an unknown client. The row, its follow and its first entry are
   * one write, all or nothing by itself (UnitOfWork.runSingleWrite), unless the record brings its number.
   */
  create(record: SubmissionRecord): Promise<SubmissionSummary>;
  /** Fails with not_found for an unknown id. Sets updatedAt. */
  /** `expectedVersion`: write only over that version, else fail with staleWrite() (record-version.ts). */
  update(id: string, update: SubmissionUpdate, expectedVersion?: number): Promise<void>;
  /** Marks the submission as changed now (updatedAt) without other changes. */
  touch(id: string): Promise<void>;
  metricsData(since: string): Promise<MetricsData>;
}

export interface ScheduleRepository {
  listProperties(submissionId: string): Promise<Property[]>;
  listVehicles(submissionId: string): Promise<Vehicle[]>;
  /** Appends in the given order (kept by a position column). */
  addProperties(submissionId: string, rows: PropertyInput[]): Promise<Property[]>;
  addVehicles(submissionId: string, rows: VehicleInput[]): Promise<Vehicle[]>;
  /** addProperties and addVehicles at once, in one statement where the store can (a new submission's schedules). */
  addSchedules(submissionId: string, properties: PropertyInput[], vehicles: VehicleInput[]): Promise<void>;
  /** Fails with not_found when the row is not on that submission. */
  /** `expectedVersion`: write only over that version, else fail with staleWrite() (record-version.ts). */
  updateProperty(submissionId: string, id: string, row: PropertyInput, expectedVersion?: number): Promise<Property>;
  updateVehicle(submissionId: string, id: string, row: VehicleInput, expectedVersion?: number): Promise<Vehicle>;
  deleteProperty(submissionId: string, id: string): Promise<void>;
  deleteVehicle(submissionId: string, id: string): Promise<void>;
  /** Removes those of the rows that are on that submission, in one statement where the store can. */
  deleteProperties(submissionId: string, ids: readonly string[]): Promise<void>;
  deleteVehicles(submissionId: string, ids: readonly string[]): Promise<void>;
}

export interface NewHistoryEntry {
  userId: string | null;
  user: string;
  action: string;
  details: string;
  /** Decided by the writer through the customer-view rules; the store never guesses it. */
  audience: HistoryAudience;
  date?: string;
}

export interface ActivityEntry extends HistoryEntry {
  submissionId: string;
  submissionRecordId: string;
  client: string;
}

export interface HistoryRepository {
  add(submissionId: string, entry: NewHistoryEntry): Promise<HistoryEntry>;
  /** Every entry of the submission, whatever its audience, newest first. */
  list(submissionId: string): Promise<HistoryEntry[]>;
  /**
   * The latest entries across submissions, newest first (the top bar's Activity tab). `customerEmail` keeps
   * the submissions shared with that client's address; `audience` keeps the entries written for it.
   */
  recent(limit: number, scope?: { customerEmail?: string; audience?: HistoryAudience }): Promise<ActivityEntry[]>;
}

export interface QuoteRepository {
  add(submissionId: string, quote: QuoteInput): Promise<Quote>;
  /** Fails with not_found when the quote is not on that submission; staleWrite() off `expectedVersion`. */
  update(submissionId: string, id: string, quote: Partial<QuoteInput>, expectedVersion?: number): Promise<Quote>;
}

export interface TaskRepository {
  add(submissionId: string, task: TaskInput): Promise<Task>;
  /** `expectedVersion`: write only over that version, else fail with staleWrite() (record-version.ts). */
  update(submissionId: string, id: string, task: Partial<TaskInput>, expectedVersion?: number): Promise<Task>;
}

export interface NewMessage {
  from: string;
  to: string;
  subject: string;
  content: string;
  channel: MessageChannel;
  /** The carrier whose market's thread a carrier-channel message is on (none on the other channels). */
  carrierId?: string | null;
  /** Ids of documents already stored on the same submission. */
  attachmentIds: string[];
  date?: string;
}

export interface MessageRepository {
  add(submissionId: string, message: NewMessage): Promise<Message>;
  list(submissionId: string): Promise<Message[]>;
}

export interface RelatedItemRepository {
  add(submissionId: string, item: RelatedItemInput): Promise<RelatedItem>;
  list(submissionId: string): Promise<RelatedItem[]>;
}

export interface NewDocument {
  submissionId: string | null;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  uploadedBy: string;
  uploadedAt?: string;
}

export interface StoredDocument extends DocumentSummary {
  submissionId: string | null;
  bytes: Uint8Array;
}

export interface DocumentRepository {
  save(doc: NewDocument): Promise<DocumentSummary>;
  /** With the bytes; null when unknown. */
  get(id: string): Promise<StoredDocument | null>;
  list(submissionId: string): Promise<DocumentSummary[]>;
}

export type { Decision };

/** A submission in review as the underwriting queue reads it. */
export interface ReviewQueueRow {
  id: string;
  submissionId: string;
  client: string;
  product: Product;
  /** When it was last sent for review; for one that reached review with no request kept, when it last changed. */
  sentForReviewAt: string;
  assignedTo: string | null;
  assignedToId: string | null;
}

/** The latest request for review of each submission, with the task it raised. */
export interface ReviewRequestRepository {
  /** Keeps that the submission was sent for review, in place of an earlier request of it. */
  record(submissionId: string, request: { requestedAt: string; requestedById: string | null; taskId: string | null }): Promise<void>;
  /** The submissions in review (in_review), the longest waiting first. */
  waiting(): Promise<ReviewQueueRow[]>;
  countWaiting(): Promise<number>;
  /** The task the submission's latest request raised; null when there is none (any more). */
  taskOf(submissionId: string): Promise<string | null>;
}
