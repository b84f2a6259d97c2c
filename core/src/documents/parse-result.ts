import * as v from 'valibot';
import { PropertySchema, SourceFileSchema, VehicleSchema } from '../submissions/index.ts';
import { DOCUMENT_KINDS } from './entities.ts';
import { ExtractionMappingSchema, ForClientSchema } from './mapping-schemas.ts';

// What reading a schedule takes beside the file, and what it answers: the rows read, each with where it came
// from and how sure the reader was.

export const DOCUMENT_TYPE_MESSAGE = 'type must be property or vehicle';

/** POST /api/documents/parse's query: the one list wanted ('' for either), and the client the schedule is for. */
export const ParseQuerySchema = v.object({
  type: v.optional(
    v.pipe(
      v.union([v.literal(''), v.picklist(DOCUMENT_KINDS)], DOCUMENT_TYPE_MESSAGE),
      v.description('Only this list is wanted (the other comes back empty)'),
    ),
  ),
  clientId: v.pipe(
    ForClientSchema,
    v.description("The client the schedule is for: staff uploads apply that client's learned mappings too"),
  ),
});

/**
 * POST /api/documents/parse's fields beside the file: the columns as a person chose them in the mapping
 * review (JSON text of the list, read by the use case), and the client, when the query names none.
 */
export const ParseFieldsSchema = v.object({
  columns: v.optional(
    v.pipe(v.string(), v.description('JSON list of { kind, header, field }: read these columns as chosen in the mapping review')),
  ),
  clientId: ForClientSchema,
});

const textByField = v.record(v.string(), v.string());

/** Where a row came from, so a person can find it in the source. */
export const ProvenanceSchema = v.object({
  /** Sheet name for workbooks. */
  sheet: v.optional(v.string()),
  /** 1-based row in the sheet, CSV or table. */
  row: v.optional(v.number()),
  /** 1-based page for PDFs and images. */
  page: v.optional(v.number()),
  /** Source column header per extracted field. */
  columns: v.optional(textByField),
  /** The cell as written per extracted field (a split cell gives each of its fields the whole text). */
  texts: v.optional(textByField),
  /** A likely correction per field, shown beside the value as written, never put in its place (a VIN's I read as 1). */
  suggestions: v.optional(textByField),
  /** The source's code per field that was decoded from a published code table (OED construction 5050). */
  codes: v.optional(textByField),
  /** Whose published tables decoded `codes`: an OED or an AIR CEDE exposure file's. */
  codeTables: v.optional(v.picklist(['OED', 'CEDE'])),
  /** Fields a row needs that the source does not give (a location with a state but no street). */
  missing: v.optional(v.array(v.string())),
});

/** 0..1 per extracted field; below REVIEW_THRESHOLD a screen asks a person to check it. */
export const FieldConfidenceSchema = v.record(v.string(), v.pipe(v.number(), v.minValue(0), v.maxValue(1)));

const readFrom = { provenance: ProvenanceSchema, confidence: FieldConfidenceSchema };

/** A location read from a schedule: any field may be missing, a missing or null currency the default one. */
export const ExtractedPropertySchema = v.object({
  ...v.partial(v.omit(PropertySchema, ['id', 'currency', 'version', 'needsReview'])).entries,
  currency: v.optional(v.nullable(v.string())),
  ...readFrom,
});

/** A vehicle read from a schedule: any field may be missing. */
export const ExtractedVehicleSchema = v.object({
  ...v.partial(v.omit(VehicleSchema, ['id', 'version', 'needsReview'])).entries,
  ...readFrom,
});

/** POST /api/documents/parse answers this: the kind of schedule, its rows, and warnings, provenance and confidence. */
export const ParseResultSchema = v.object({
  documentType: v.picklist(DOCUMENT_KINDS),
  properties: v.array(ExtractedPropertySchema),
  vehicles: v.array(ExtractedVehicleSchema),
  warnings: v.array(v.string()),
  /** How the file's columns were read, the rows dropped and the sheets skipped (absent for prose read by the local model). */
  mapping: v.optional(ExtractionMappingSchema),
  /** The file read, to post back with its rows: the rows it gave before are the ones it replaces. */
  file: v.optional(SourceFileSchema),
});
