import type * as v from 'valibot';
import type { PropertyField, VehicleField } from '../submissions/index.ts';
import type { DocumentKind } from './entities.ts';
import type {
  AppliedMappingSchema,
  ColumnChoiceSchema,
  DroppedRowSchema,
  ExtractionMappingSchema,
  LearnedMappingSchema,
  MappedColumnSchema,
  SkippedSheetSchema,
} from './mapping-schemas.ts';

/** A field a schedule column can be read as. */
export type ScheduleField = PropertyField | VehicleField;

/** What a person sees a field called when choosing what a column is read as. */
export const SCHEDULE_FIELD_LABELS: Readonly<Record<ScheduleField, string>> = {
  name: 'Location Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  yearBuilt: 'Year Built',
  constructionType: 'Construction Type',
  occupancyType: 'Occupancy',
  squareFootage: 'Square Footage',
  stories: 'Stories',
  sprinklered: 'Sprinklered',
  ownership: 'Ownership',
  buildingValue: 'Building Value',
  contentsValue: 'Contents Value',
  biValue: 'Business Interruption Value',
  otherValue: 'Other Value',
  tiv: 'Total Insured Value',
  currency: 'Currency',
  fleetId: 'Fleet ID',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  vin: 'VIN',
  value: 'Value',
  usage: 'Usage',
};

/**
 * A header as compared between files: lower case, `#`/number/num read as `no`, punctuation and repeated
 * spaces gone, so `Bldg. #` and `bldg no` are one header. Learned mappings are keyed by this text.
 */
export function normaliseHeader(h: string): string {
  return h
    .replace(/([a-z])([A-Z])/g, '$1 $2') // camelCase JSON keys: zipCode -> zip Code
    .toLowerCase()
    .replace(/#/g, ' no ')
    .replace(/%/g, ' pct ')
    .replace(/\b(number|num|nbr|nr)\b\.?/g, ' no ')
    .replace(/[_/\\\-.:,;()[\]?*'"’]/g, ' ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export const COLUMN_SOURCES = ['rules', 'model', 'learned', 'chosen'] as const;
/** How a column came to be read as its field (or ignored). */
export type ColumnSource = (typeof COLUMN_SOURCES)[number];

/** One source column of the tables read, as the mapping review shows it. */
export type MappedColumn = v.InferOutput<typeof MappedColumnSchema>;

export const DROP_REASONS = ['total', 'note', 'repeated_header'] as const;
export type DropReason = (typeof DROP_REASONS)[number];
export const DROP_REASON_LABELS: Readonly<Record<DropReason, string>> = {
  total: 'Total or subtotal',
  note: 'Title or note',
  repeated_header: 'Repeated header',
};

/** A row of a table that was not read as a schedule row. */
export type DroppedRow = v.InferOutput<typeof DroppedRowSchema>;

export type SkippedSheet = v.InferOutput<typeof SkippedSheetSchema>;

/** A learned mapping that decided a column of this file. */
export type AppliedMapping = v.InferOutput<typeof AppliedMappingSchema>;

/** How the extraction read the file's columns and rows, for a person to review before the rows are added. */
export type ExtractionMapping = v.InferOutput<typeof ExtractionMappingSchema>;

/** A person's choice for a column: read it as `field`, or ignore it (null). */
export type ColumnChoice = v.InferOutput<typeof ColumnChoiceSchema>;

/** A column choice the firm remembers, applied to later uploads with the same header. */
export type LearnedMapping = v.InferOutput<typeof LearnedMappingSchema>;

export interface NewLearnedMapping {
  kind: DocumentKind;
  header: string;
  key: string;
  field: ScheduleField | null;
  clientId: string | null;
  createdBy: string;
  createdAt: string;
}

export interface LearnedMappingStore {
  /** Every mapping, newest first, with its client's name. */
  list(): Promise<LearnedMapping[]>;
  /** The mappings that apply to an upload for `clientId` (its own and the firm-wide ones), or firm-wide only. */
  forUpload(clientId: string | null): Promise<LearnedMapping[]>;
  /** Stores or replaces the mapping for (kind, key, clientId). */
  save(mapping: NewLearnedMapping): Promise<LearnedMapping>;
  /** Fails with not_found when there is no such mapping. */
  remove(id: string): Promise<void>;
}

/**
 * The choices that decide an upload's columns, person's choices first: for each (kind, header key) the
 * request's own choice, else the client's learned mapping, else the firm-wide one.
 */
export function columnDecisions(
  choices: readonly ColumnChoice[],
  learned: readonly LearnedMapping[],
): Map<string, { field: ScheduleField | null; source: 'chosen' | 'learned'; learned?: LearnedMapping }> {
  const out = new Map<string, { field: ScheduleField | null; source: 'chosen' | 'learned'; learned?: LearnedMapping }>();
  // Firm-wide first, then the client's own over them.
  const ordered = [...learned].sort((a, b) => Number(a.clientId !== null) - Number(b.clientId !== null));
  for (const m of ordered) out.set(decisionKey(m.kind, m.key), { field: m.field, source: 'learned', learned: m });
  for (const c of choices) out.set(decisionKey(c.kind, normaliseHeader(c.header)), { field: c.field, source: 'chosen' });
  return out;
}

export const decisionKey = (kind: DocumentKind, key: string) => `${kind}:${key}`;

/** Mapping decisions as the extractor takes them: `kind:key` -> field or null (ignore), with where each came from. */
export type ColumnDecisions = Record<string, { field: ScheduleField | null; source: 'chosen' | 'learned' }>;

/** A row read from a table, as far as how sure each of its values is and which column each came from. */
interface ReadRow {
  confidence?: Readonly<Record<string, number>>;
  provenance?: { columns?: Readonly<Record<string, string>> };
}

/**
 * How sure the reading of a column is, as the mapping review shows it: the header match, lowered to the least
 * sure of the values read from the column (a VIN with an O in it is read as written, at low confidence, under a
 * header that matched without doubt). Rows that name another column for the field do not count; an ignored
 * column keeps its own figure.
 */
export function columnReadConfidence(column: Pick<MappedColumn, 'header' | 'field' | 'confidence'>, rows: readonly ReadRow[]): number {
  const { field } = column;
  if (field === null) return column.confidence;
  let least = column.confidence;
  for (const row of rows) {
    const from = row.provenance?.columns?.[field];
    if (from !== undefined && from !== column.header) continue;
    const value = row.confidence?.[field];
    if (value !== undefined && value < least) least = value;
  }
  return least;
}
