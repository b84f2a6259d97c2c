import type * as v from 'valibot';
import type { AttachmentShape, MessageSchema } from './message-answer.ts';
import type { QuoteSchema, RelatedItemSchema, TaskSchema } from './schemas.ts';
import type { SourceFile } from './source-files.ts';
import type { CellSources } from './sources.ts';

export const SUBMISSION_STATUSES = ['pending', 'in_progress', 'in_review', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = { none: 'None', low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

export const TRANSACTION_TYPES = ['new_business', 'renewal', 'mta'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  new_business: 'New Business',
  renewal: 'Renewal',
  mta: 'Mid-Term Adjustment',
};

export const PRODUCTS = ['commercial_package', 'commercial_auto', 'commercial_property'] as const;
export type Product = (typeof PRODUCTS)[number];
export const PRODUCT_LABELS: Record<Product, string> = {
  commercial_package: 'Commercial Package',
  commercial_auto: 'Commercial Auto',
  commercial_property: 'Commercial Property',
};

export const SUBMISSION_TYPES = ['manual', 'email'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const COVERAGE_TYPES = ['property', 'general_liability', 'motor_fleet', 'workers_comp', 'marine_cargo'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];
export const COVERAGE_LABELS: Record<CoverageType, string> = {
  property: 'Material Damage',
  general_liability: 'General Liability',
  motor_fleet: 'Motor Fleet',
  workers_comp: 'Workers Compensation',
  marine_cargo: 'Marine Cargo',
};

export const RATING_LABELS = ['excellent', 'good', 'fair', 'poor'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];
/** How a rating label reads to a person: 'Good' for good. */
export const RATING_LABEL_NAMES: Record<RatingLabel, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };

export interface Rating {
  score: number;
  label: RatingLabel;
}

/** One factor of the rating engine's breakdown, so the Score Breakdown explains itself. */
export interface RatingFactor {
  key: string;
  label: string;
  /** Points this factor contributes (may be negative). */
  points: number;
  /** Maximum points this factor can contribute. */
  max: number;
  explanation: string;
}

export interface RatingResult extends Rating {
  factors: RatingFactor[];
}

/** A location on a property schedule. Every field but the ids may be missing in extracted data. */
export interface Property {
  id: string;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  yearBuilt: number | null;
  constructionType: string | null;
  occupancyType: string | null;
  squareFootage: number | null;
  stories: number | null;
  sprinklered: boolean | null;
  ownership: string | null;
  /** Insured values in `currency`; any may be missing. */
  buildingValue: number | null;
  contentsValue: number | null;
  /** Business interruption. */
  biValue: number | null;
  otherValue: number | null;
  /** Total insured value: as the source states it, or the sum of the values above when it states none. */
  tiv: number | null;
  /** True when `tiv` is the sum of the parts rather than a total the source gave (see insured-values.ts). */
  tivComputed: boolean;
  /** ISO 4217 code of the values, DEFAULT_CURRENCY unless the source names another. */
  currency: string;
  /** Fields the extractor was unsure of, for a person to check; cleared when a person edits the row. */
  needsReview: string[];
  /** Where each extracted cell came from (sheet, row, column, text as written) and how sure the extractor was. */
  sources?: CellSources;
  /** The file the row was read from; null for a row a person typed. */
  sourceFile?: SourceFile | null;
  /** One more on every change: a writer sends back the version it read (record-version.ts). */
  version: number;
}
/** A location to store: a missing or null currency is the default one. */
export type PropertyInput = Partial<Omit<Property, 'id' | 'currency' | 'version'>> & { currency?: string | null };

/** The fields of a schedule row a person types or a document fills, in the schedule's column order. */
export const PROPERTY_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'yearBuilt',
  'constructionType',
  'occupancyType',
  'squareFootage',
  'stories',
  'sprinklered',
  'ownership',
  'buildingValue',
  'contentsValue',
  'biValue',
  'otherValue',
  'tiv',
  'currency',
] as const satisfies readonly (keyof Property)[];
export type PropertyField = (typeof PROPERTY_FIELDS)[number];

export const VEHICLE_USAGES = ['Commercial', 'Personal', 'Mixed'] as const;

export interface Vehicle {
  id: string;
  fleetId: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  vin: string | null;
  value: number | null;
  usage: string | null;
  needsReview: string[];
  sources?: CellSources;
  sourceFile?: SourceFile | null;
  /** One more on every change: a writer sends back the version it read (record-version.ts). */
  version: number;
}
export type VehicleInput = Partial<Omit<Vehicle, 'id' | 'version'>>;

export const VEHICLE_FIELDS = ['fleetId', 'make', 'model', 'year', 'vin', 'value', 'usage'] as const satisfies readonly (keyof Vehicle)[];
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

export interface CoverageEntry {
  coverage: CoverageType;
  selected: boolean;
  limit: number | null;
  deductible: number | null;
  premium: number | null;
  notes: string | null;
  properties: PropertyInput[];
  vehicles: VehicleInput[];
}

/** A coverage as stored on a submission (its items live on the submission's schedules). */
export interface SubmissionCoverage {
  coverage: CoverageType;
  limit: number | null;
  deductible: number | null;
  premium: number | null;
  notes: string | null;
}

/** Who a history entry was written for: the client (and staff), or staff alone. */
export const HISTORY_AUDIENCES = ['client', 'staff'] as const;
export type HistoryAudience = (typeof HISTORY_AUDIENCES)[number];

export interface HistoryEntry {
  id: string;
  user: string;
  userId: string | null;
  date: string;
  action: string;
  details: string;
  audience: HistoryAudience;
}

/** The statuses the quote form offers; stored quotes may hold other text (status is free text). */
export const QUOTE_STATUSES = ['Pending', 'Approved', 'Declined', 'Expired'] as const;

export type Quote = v.InferOutput<typeof QuoteSchema>;
/** A quote to store: its carrier's id may be left out (an old quote with no directory carrier). */
export type QuoteInput = Omit<Quote, 'id' | 'carrierId' | 'version'> & { carrierId?: string | null };

export type Task = v.InferOutput<typeof TaskSchema>;
export type TaskInput = Omit<Task, 'id' | 'version'>;

export const MESSAGE_CHANNELS = ['carrier', 'client', 'internal'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

// A message and its attachments are written once, as the schemas the API answers with.
export type Attachment = v.InferOutput<typeof AttachmentShape>;
export type Message = v.InferOutput<typeof MessageSchema>;

export const RELATED_ITEM_TYPES = ['Policy', 'Claim', 'Invoice'] as const;
export type RelatedItem = v.InferOutput<typeof RelatedItemSchema>;
export type RelatedItemInput = Omit<RelatedItem, 'id'>;

export interface DocumentSummary {
  id: string;
  filename: string;
  mimeType: string;
  /** Display type: PDF, DOCX, XLSX, ZIP, PNG, ... */
  type: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
}

export interface Note {
  content: string;
}

/** A row of the submissions lists. */
export interface SubmissionSummary {
  id: string;
  submissionId: string;
  isNew: boolean;
  transactionType: TransactionType | null;
  priority: Priority;
  status: SubmissionStatus;
  type: SubmissionType;
  clientId: string;
  client: string;
  assignedTo: string | null;
  assignedToId: string | null;
  createdBy: string | null;
  createdById: string | null;
  product: Product;
  rating: Rating;
  dueDate: string | null;
  shareWithClient: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The detail screen's submission, with everything on it. */
export interface Submission extends SubmissionSummary {
  description: string | null;
  channel: string;
  notes: Note[];
  coverages: SubmissionCoverage[];
  clientName: string;
  clientEmail: string | null;
  clientIndustry: string | null;
  companySize: string | null;
  productType: string;
  ratingFactors: RatingFactor[];
  /** One more on every change of the fields a person edits: a writer sends back the version it read. */
  version: number;
  properties: Property[];
  vehicles: Vehicle[];
  history: HistoryEntry[];
  quotes: Quote[];
  tasks: Task[];
  messages: Message[];
  documents: DocumentSummary[];
  relatedItems: RelatedItem[];
}

/** What POST /api/submissions takes: the wizard's client, terms and selected coverages. */
export interface NewSubmission {
  clientId: string;
  transactionType: TransactionType;
  priority: Priority;
  dueDate: string | null;
  description: string;
  coverages: CoverageEntry[];
  status: 'pending';
  notes: Note[];
  shareWithClient: boolean;
}

/** What PATCH /api/submissions/{id} may change. */
export interface SubmissionPatch {
  priority?: Priority;
  dueDate?: string | null;
  assignedToId?: string | null;
  status?: SubmissionStatus;
  transactionType?: TransactionType | null;
  description?: string | null;
  shareWithClient?: boolean;
}

export interface Decision {
  decision: 'approved' | 'rejected';
  /** Staff's own reasoning, never shown to the client. */
  note: string;
  /** What the client is told about the outcome; always given for a rejection. */
  customerReason: string | null;
  /** The submission's quote an approval rests on. */
  quoteId: string | null;
  /** The conditions an approval is given on. */
  conditions: string | null;
}

export interface Metrics {
  newSubmissions: number;
  pendingSubmissions: number;
  highRiskSubmissions: number;
  /** Percentage 0-100 of decided submissions that were approved. */
  approvalRate: number;
  /** Mean days from creation to decision over decided submissions. */
  averageCycle: number;
  /** Open tasks (status not Completed) across submissions. */
  pendingActions: number;
}
