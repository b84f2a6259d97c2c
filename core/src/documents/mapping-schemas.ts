import * as v from 'valibot';
import { isUuid } from '../use-case-deps.ts';
import { PROPERTY_FIELDS, VEHICLE_FIELDS } from '../submissions/index.ts';
import { DOCUMENT_KINDS } from './entities.ts';
import { COLUMN_SOURCES, DROP_REASONS, normaliseHeader } from './mapping.ts';

// How a file's columns were read, and the firm's learned column mappings, as the API reads and answers them.

const FIELDS = [...PROPERTY_FIELDS, ...VEHICLE_FIELDS] as const;
const MAX_CHOICES = 200;

/** A person's choice for a column: read it as `field`, or ignore it (null). */
export const ColumnChoiceSchema = v.pipe(
  v.object({
    kind: v.picklist(DOCUMENT_KINDS, 'kind must be property or vehicle'),
    header: v.pipe(v.string('header is required'), v.trim(), v.nonEmpty('header is required'), v.maxLength(200, 'header is too long')),
    field: v.nullable(v.picklist(FIELDS, 'field must be a schedule field or null (ignore)')),
  }),
  v.check(
    (c) => c.field === null || (c.kind === 'property' ? PROPERTY_FIELDS : VEHICLE_FIELDS).includes(c.field as never),
    'field is not a field of that kind',
  ),
  v.check((c) => normaliseHeader(c.header) !== '', 'header must contain letters or digits'),
);

/** The column choices of an upload or a confirmation: what a person set each column to. */
export const ColumnChoicesSchema = v.pipe(
  v.array(ColumnChoiceSchema, 'columns must be a list'),
  v.maxLength(MAX_CHOICES, 'Too many columns'),
);

const CLIENT_ID_MESSAGE = 'clientId must be a client id';

/** The client the columns are read or learned for: left out, null or '' for none (every client). */
export const ForClientSchema = v.optional(
  v.union(
    [
      v.null(CLIENT_ID_MESSAGE),
      v.pipe(
        v.string(CLIENT_ID_MESSAGE),
        v.check((s) => s === '' || isUuid(s), CLIENT_ID_MESSAGE),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ],
    CLIENT_ID_MESSAGE,
  ),
  null,
);

/** POST /api/extraction-mappings: the confirmed corrections, for a client (left out, null or '': every client). */
export const LearnMappingsSchema = v.object({
  clientId: ForClientSchema,
  columns: v.optional(
    v.nullable(ColumnChoicesSchema, () => []),
    () => [],
  ),
});

/** A column choice the firm remembers, applied to later uploads with the same header. */
export const LearnedMappingSchema = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  /** The header as first confirmed. */
  header: v.string(),
  /** normaliseHeader(header). */
  key: v.string(),
  field: v.nullable(v.picklist(FIELDS)),
  /** The client it was learned for; null when it applies to every client. */
  clientId: v.nullable(v.string()),
  clientName: v.nullable(v.string()),
  createdBy: v.string(),
  createdAt: v.string(),
});

/** The firm's learned mappings, newest first; or those a confirmation stored. */
export const LearnedMappingListSchema = v.array(LearnedMappingSchema);

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One source column of the tables read, as the mapping review shows it. */
export const MappedColumnSchema = v.object({
  kind: v.picklist(DOCUMENT_KINDS),
  /** The header as written (two header rows joined by a space). */
  header: v.string(),
  /** normaliseHeader(header): what a choice or a learned mapping refers to. */
  key: v.pipe(v.string(), v.description('The normalised header a choice or learned mapping refers to')),
  /** The sheets the column appears on (workbooks), in sheet order. */
  sheets: v.array(v.string()),
  /** Up to three values from the first data rows, as written. */
  samples: v.array(v.string()),
  /** The field the column was read as; null when it was ignored. */
  field: v.nullable(v.picklist(FIELDS)),
  /** 0..1: how sure the header match is (1 for a person's choice); 0 when ignored. */
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** How the column came to be read as its field (or ignored). */
  source: v.picklist(COLUMN_SOURCES),
});

/** A row of a table that was not read as a schedule row. */
export const DroppedRowSchema = v.object({
  sheet: v.optional(v.string()),
  /** 1-based row in the sheet or file. */
  row: count,
  reason: v.picklist(DROP_REASONS),
  /** The row's non-empty cells as written. */
  cells: v.array(v.string()),
});

export const SkippedSheetSchema = v.object({ sheet: v.string(), reason: v.string() });

/** A learned mapping that decided a column of this file. */
export const AppliedMappingSchema = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  header: v.string(),
  field: v.nullable(v.picklist(FIELDS)),
  /** Set when the mapping was learned for this client only. */
  clientId: v.nullable(v.string()),
});

/** How the extraction read the file's columns and rows, for a person to review before the rows are added. */
export const ExtractionMappingSchema = v.object({
  columns: v.array(MappedColumnSchema),
  /** Rows dropped, counted by reason (exact, however many there were). */
  droppedCounts: v.object({ total: count, note: count, repeated_header: count }),
  /** The dropped rows themselves, the first 200. */
  dropped: v.array(DroppedRowSchema),
  skippedSheets: v.array(SkippedSheetSchema),
  /** The firm's learned mappings this answer applied. */
  applied: v.array(AppliedMappingSchema),
});
