import type { PropertyInput, VehicleInput } from '../submissions/index.ts';
import type { SourceFile } from '../submissions/index.ts';
import type { ColumnDecisions, ExtractionMapping } from './mapping.ts';

export const DOCUMENT_KINDS = ['property', 'vehicle'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Where a row came from, so a person can find it in the source. */
export interface Provenance {
  /** Sheet name for workbooks. */
  sheet?: string;
  /** 1-based row in the sheet, CSV or table. */
  row?: number;
  /** 1-based page for PDFs and images. */
  page?: number;
  /** Source column header per extracted field. */
  columns?: Record<string, string>;
  /** The cell as written per extracted field (a split cell gives each of its fields the whole text). */
  texts?: Record<string, string>;
  /** A likely correction per field, shown beside the value as written, never put in its place (a VIN's I read as 1). */
  suggestions?: Record<string, string>;
  /** The source's code per field that was decoded from a published code table (OED construction 5050). */
  codes?: Record<string, string>;
  /** Whose published tables decoded `codes`: an OED or an AIR CEDE exposure file's. */
  codeTables?: 'OED' | 'CEDE';
  /** Fields a row needs that the source does not give (a location with a state but no street). */
  missing?: string[];
}

/** 0..1 per extracted field; below REVIEW_THRESHOLD a screen asks a person to check it. */
export type FieldConfidence = Record<string, number>;
export const REVIEW_THRESHOLD = 0.8;

export type ExtractedProperty = Omit<PropertyInput, 'needsReview'> & {
  provenance: Provenance;
  confidence: FieldConfidence;
};
export type ExtractedVehicle = Omit<VehicleInput, 'needsReview'> & {
  provenance: Provenance;
  confidence: FieldConfidence;
};

/** POST /api/documents/parse answers this: the kind of schedule, its rows, and warnings, provenance and confidence. */
export interface ParseResult {
  documentType: DocumentKind;
  properties: ExtractedProperty[];
  vehicles: ExtractedVehicle[];
  warnings: string[];
  /** How the file's columns were read, the rows dropped and the sheets skipped (absent for prose read by the local model). */
  mapping?: ExtractionMapping;
  /** The file read, to post back with its rows: the rows it gave before are the ones it replaces. */
  file?: SourceFile;
}

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
