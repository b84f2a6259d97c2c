import * as v from 'valibot';
import {
  COVERAGE_TYPES,
  HISTORY_AUDIENCES,
  PRIORITIES,
  PRODUCTS,
  RATING_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
  TRANSACTION_TYPES,
} from './entities.ts';
import { MessageSchema } from './message-answer.ts';
import { QuoteSchema, RelatedItemSchema, TaskSchema } from './schemas.ts';
import { SourceFileSchema } from './source-files.ts';
import { CellSourcesSchema } from './sources.ts';

// A submission as the API answers it. Each shape is the one place its fields are written: the entity types are
// read from these, and the API's description is made from them.

const recordId = v.pipe(v.string(), v.uuid());
const day = v.pipe(v.string(), v.isoDate());
const instant = v.string();
const nullableText = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** One more on every change: a writer sends back the version it read, and a write over a newer one is refused. */
const recordVersion = v.pipe(v.number(), v.integer(), v.minValue(1));
const insuredValue = v.nullable(v.pipe(v.number(), v.minValue(0)));

export const RatingSchema = v.object({ score: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), label: v.picklist(RATING_LABELS) });

/** One factor of the rating engine's breakdown, so the Score Breakdown explains itself. */
export const RatingFactorSchema = v.object({
  key: v.string(),
  label: v.string(),
  /** Points this factor contributes (may be negative). */
  points: v.number(),
  /** Maximum points this factor can contribute. */
  max: v.number(),
  explanation: v.string(),
});

/** A location on a property schedule. Every field but the ids may be missing in extracted data. */
export const PropertySchema = v.object({
  id: recordId,
  name: nullableText,
  address: nullableText,
  city: nullableText,
  state: nullableText,
  zipCode: nullableText,
  yearBuilt: nullableNumber,
  constructionType: nullableText,
  occupancyType: nullableText,
  squareFootage: nullableNumber,
  stories: nullableNumber,
  sprinklered: v.nullable(v.boolean()),
  ownership: nullableText,
  /** Insured values in `currency`; any may be missing. */
  buildingValue: insuredValue,
  contentsValue: insuredValue,
  biValue: v.pipe(insuredValue, v.description('Business interruption')),
  otherValue: insuredValue,
  tiv: v.pipe(insuredValue, v.description('Total insured value: as stated, or the sum of the values when none was stated')),
  tivComputed: v.pipe(v.boolean(), v.description('True when tiv is the sum of the values rather than a stated total')),
  currency: v.pipe(v.string(), v.description('ISO 4217 code of the values (USD unless the source names another)')),
  /** Fields the extractor was unsure of, for a person to check; cleared when a person edits the row. */
  needsReview: v.array(v.string()),
  /** Where each extracted cell came from (sheet, row, column, text as written) and how sure the extractor was. */
  sources: v.optional(CellSourcesSchema),
  /** The file the row was read from; null for a row a person typed. */
  sourceFile: v.optional(v.nullable(SourceFileSchema)),
  version: recordVersion,
});

export const VehicleSchema = v.object({
  id: recordId,
  fleetId: nullableText,
  make: nullableText,
  model: nullableText,
  year: nullableNumber,
  vin: nullableText,
  value: nullableNumber,
  usage: v.pipe(nullableText, v.description('Commercial, Personal or Mixed')),
  needsReview: v.array(v.string()),
  sources: v.optional(CellSourcesSchema),
  sourceFile: v.optional(v.nullable(SourceFileSchema)),
  version: recordVersion,
});

/** Rows added to a schedule, as they were stored. */
export const PropertyListSchema = v.array(PropertySchema);
export const VehicleListSchema = v.array(VehicleSchema);

/** The rows one file gave the schedules, and how many rows the same file had given before (now replaced). */
export const ScheduleImportSchema = v.object({
  file: SourceFileSchema,
  properties: v.array(PropertySchema),
  vehicles: v.array(VehicleSchema),
  replaced: v.object({ properties: count, vehicles: count }),
});

export const HistoryEntrySchema = v.object({
  id: recordId,
  user: v.string(),
  userId: v.nullable(v.string()),
  date: instant,
  action: v.string(),
  details: v.string(),
  /** Who the entry was written for: the client (and staff), or staff alone. */
  audience: v.picklist(HISTORY_AUDIENCES),
});

export const DocumentSummarySchema = v.object({
  id: recordId,
  filename: v.string(),
  mimeType: v.string(),
  /** Display type: PDF, DOCX, XLSX, ZIP, PNG, ... */
  type: v.pipe(v.string(), v.description('Display type: PDF, DOCX, XLSX, ZIP, PNG, ...')),
  size: count,
  uploadedAt: instant,
  uploadedBy: v.string(),
});

/** A submission's documents, newest first. */
export const DocumentListSchema = v.array(DocumentSummarySchema);

/** A coverage as stored on a submission (its items live on the submission's schedules). */
export const SubmissionCoverageSchema = v.object({
  coverage: v.picklist(COVERAGE_TYPES),
  limit: nullableNumber,
  deductible: nullableNumber,
  premium: nullableNumber,
  notes: nullableText,
});

export const NoteAnswerSchema = v.object({ content: v.string() });

/** A row of the submissions lists; a customer's carries no rating. */
export const SubmissionSummarySchema = v.object({
  id: recordId,
  submissionId: v.string(),
  isNew: v.boolean(),
  transactionType: v.nullable(v.picklist(TRANSACTION_TYPES)),
  priority: v.picklist(PRIORITIES),
  status: v.picklist(SUBMISSION_STATUSES),
  type: v.picklist(SUBMISSION_TYPES),
  clientId: recordId,
  client: v.string(),
  assignedTo: nullableText,
  assignedToId: nullableText,
  createdBy: nullableText,
  createdById: nullableText,
  product: v.picklist(PRODUCTS),
  rating: v.pipe(RatingSchema, v.description("Staff's risk rating; not in a customer's reads")),
  dueDate: v.nullable(day),
  shareWithClient: v.boolean(),
  createdAt: instant,
  updatedAt: instant,
});

/** GET /api/submissions: one page of summaries, newest first. */
export const SubmissionListSchema = v.array(
  v.object({ ...SubmissionSummarySchema.entries, rating: v.optional(SubmissionSummarySchema.entries.rating) }),
);

/** The detail screen's submission, with everything on it. */
export const SubmissionSchema = v.object({
  ...SubmissionSummarySchema.entries,
  description: nullableText,
  channel: v.string(),
  notes: v.array(NoteAnswerSchema),
  coverages: v.array(SubmissionCoverageSchema),
  clientName: v.string(),
  clientEmail: nullableText,
  clientIndustry: nullableText,
  companySize: nullableText,
  productType: v.string(),
  ratingFactors: v.pipe(v.array(RatingFactorSchema), v.description("What the risk rating is made of; not in a customer's reads")),
  /** One more on every change of the fields a person edits: a writer sends back the version it read. */
  version: v.pipe(recordVersion, v.description('One more on every change of the fields people edit, not the rating')),
  properties: v.array(PropertySchema),
  vehicles: v.array(VehicleSchema),
  history: v.array(HistoryEntrySchema),
  quotes: v.array(QuoteSchema),
  tasks: v.array(TaskSchema),
  messages: v.array(MessageSchema),
  documents: v.array(DocumentSummarySchema),
  relatedItems: v.array(RelatedItemSchema),
});

/** A submission as its reader may see it: a customer's carries no rating and no rating factors. */
export const SubmissionViewSchema = v.object({
  ...SubmissionSchema.entries,
  rating: v.optional(SubmissionSchema.entries.rating),
  ratingFactors: v.optional(SubmissionSchema.entries.ratingFactors),
});

/** Whether the signed-in member of staff follows a submission. */
export const FollowingSchema = v.object({ following: v.boolean() });
