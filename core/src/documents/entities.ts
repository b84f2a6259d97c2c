import type * as v from 'valibot';
import type { ColumnDecisions } from './mapping.ts';
import type {
  ExtractedPropertySchema,
  ExtractedVehicleSchema,
  FieldConfidenceSchema,
  ParseResultSchema,
  ProvenanceSchema,
} from './parse-result.ts';

export const DOCUMENT_KINDS = ['property', 'vehicle'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Where a row came from, so a person can find it in the source. */
export type Provenance = v.InferOutput<typeof ProvenanceSchema>;

/** 0..1 per extracted field; below REVIEW_THRESHOLD a screen asks a person to check it. */
export type FieldConfidence = v.InferOutput<typeof FieldConfidenceSchema>;
export const REVIEW_THRESHOLD = 0.8;

export type ExtractedProperty = v.InferOutput<typeof ExtractedPropertySchema>;
export type ExtractedVehicle = v.InferOutput<typeof ExtractedVehicleSchema>;

/** POST /api/documents/parse answers this: the kind of schedule, its rows, and warnings, provenance and confidence. */
export type ParseResult = v.InferOutput<typeof ParseResultSchema>;

export interface ExtractionRequest {
  bytes: Uint8Array;
  filename: string;
  /** The type the client claimed; the extractor detects the real one by content. */
  mimeType?: string;
  /** `?type=`: only this list is wanted (the other comes back empty). */
  kind?: DocumentKind;
  /** Columns decided by a person or by the firm's learned mappings, over the rules' header matching. */
  decisions?: ColumnDecisions;
  signal?: AbortSignal;
}

/** The broker side's refusal of a file the reader does not read, as a heading and a sentence, for a toast that shows them apart. */
export const UNSUPPORTED_FORMAT = {
  title: 'Unsupported file format',
  description: 'Please upload a PDF, image, or spreadsheet file.',
} as const;
export const UNSUPPORTED_FORMAT_MESSAGE = `${UNSUPPORTED_FORMAT.title}: ${UNSUPPORTED_FORMAT.description}`;
