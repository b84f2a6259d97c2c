import type * as v from 'valibot';
import type {
  RatingSchema,
  RatingFactorSchema,
  PropertySchema,
  VehicleSchema,
  SubmissionCoverageSchema,
  HistoryEntrySchema,
  DocumentSummarySchema,
  NoteAnswerSchema,
  SubmissionSummarySchema,
  SubmissionListSchema,
  SubmissionSchema,
  SubmissionViewSchema,
} from './answers.ts';
import type { AttachmentShape, MessageSchema } from './message-answer.ts';
import type { QuoteSchema, RelatedItemSchema, TaskSchema } from './schemas.ts';

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

export type Rating = v.InferOutput<typeof RatingSchema>;

/** One factor of the rating engine's breakdown, so the Score Breakdown explains itself. */
export type RatingFactor = v.InferOutput<typeof RatingFactorSchema>;

export interface RatingResult extends Rating {
  factors: RatingFactor[];
}

/** A location on a property schedule. Every field but the ids may be missing in extracted data. */
export type Property = v.InferOutput<typeof PropertySchema>;
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

export type Vehicle = v.InferOutput<typeof VehicleSchema>;
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
export type SubmissionCoverage = v.InferOutput<typeof SubmissionCoverageSchema>;

/** Who a history entry was written for: the client (and staff), or staff alone. */
export const HISTORY_AUDIENCES = ['client', 'staff'] as const;
export type HistoryAudience = (typeof HISTORY_AUDIENCES)[number];

export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

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

export type DocumentSummary = v.InferOutput<typeof DocumentSummarySchema>;

export type Note = v.InferOutput<typeof NoteAnswerSchema>;

/** A row of the submissions lists. */
export type SubmissionSummary = v.InferOutput<typeof SubmissionSummarySchema>;

/** The detail screen's submission, with everything on it. */
export type Submission = v.InferOutput<typeof SubmissionSchema>;
/** A submission as its reader is answered it: staff's whole, or a customer's view without the rating. */
export type SubmissionView = v.InferOutput<typeof SubmissionViewSchema>;
/** A row of the list as its reader is answered it: a customer's carries no rating. */
export type SubmissionListRow = v.InferOutput<typeof SubmissionListSchema>[number];

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
