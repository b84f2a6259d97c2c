/**
 * Where each cell of a schedule row came from: the sheet, row and column of the document it was read from,
 * the text as written there, and how sure the extractor was of it. Staff and the customer see low-confidence
 * cells highlighted until a person edits them, and the source on hover or focus.
 */
import * as v from 'valibot';
import type { Actor } from '../use-case-deps.ts';
import { isStaff } from '../use-case-deps.ts';
import { REVIEW_THRESHOLD, type FieldConfidence, type Provenance } from '../documents/index.ts';

export interface CellSource {
  /** 0..1: how sure the extractor was of the value. */
  confidence: number;
  /** Sheet name, for workbooks. */
  sheet?: string;
  /** 1-based row of the sheet, CSV or table. */
  row?: number;
  /** 1-based page, for PDFs and images. */
  page?: number;
  /** The source column's header as written. */
  column?: string;
  /** The cell as written in the document, before it was read as the field's value. */
  text?: string;
  /** The code the document wrote, when the value was decoded from a published code table ("5050"). */
  code?: string;
  /** What that code is, in words: "OED construction code". */
  codeOf?: string;
  /** A likely correction the extractor offers beside the value, never put in its place (a VIN that fails its check). */
  suggestion?: string;
  /**
   * Only in transit, on rows a customer uploads: the server's signature of this cell as it read it, so a
   * customer cannot post a made-up source that passes for a certain one.
   */
  seal?: string;
}

/** Field -> where its value came from; fields typed by a person have none. */
export type CellSources = Record<string, CellSource>;

/** The longest original text kept per cell: enough to recognise it, never a whole document. */
export const MAX_SOURCE_TEXT = 300;
const MAX_SOURCE_FIELDS = 40;

const CellSourceSchema = v.strictObject(
  {
    confidence: v.pipe(v.number('Confidence must be a number'), v.minValue(0), v.maxValue(1)),
    sheet: v.optional(v.pipe(v.string(), v.maxLength(200))),
    row: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000))),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    column: v.optional(v.pipe(v.string(), v.maxLength(300))),
    text: v.optional(v.pipe(v.string(), v.maxLength(MAX_SOURCE_TEXT))),
    code: v.optional(v.pipe(v.string(), v.maxLength(100))),
    codeOf: v.optional(v.pipe(v.string(), v.maxLength(100))),
    suggestion: v.optional(v.pipe(v.string(), v.maxLength(100))),
    seal: v.optional(v.pipe(v.string(), v.maxLength(200))),
  },
  'Each source must be an object with a confidence and its sheet, row, column and text',
);

/** A row's sources as posted: keyed by field (checked against the row's fields by acceptSources). */
export const CellSourcesSchema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(50)), CellSourceSchema, 'Sources must be an object keyed by field'),
  v.check((sources) => Object.keys(sources).length <= MAX_SOURCE_FIELDS, 'Too many sources for one row'),
);

/** Signs and checks cells the server read, so a customer's posted source is the server's, unchanged. */
export interface CellSeal {
  seal(text: string): string;
  /** false for a missing, altered or foreign seal; never fails. */
  verify(text: string, seal: string): boolean;
}

/** What a cell's seal covers: its field, the value posted for it and every part of its source. */
export function sealText(field: string, value: unknown, source: CellSource): string {
  return JSON.stringify([
    field,
    value ?? null,
    source.confidence,
    source.sheet ?? null,
    source.row ?? null,
    source.page ?? null,
    source.column ?? null,
    source.text ?? null,
    source.code ?? null,
    source.codeOf ?? null,
    source.suggestion ?? null,
  ]);
}

/** What a decoded field's code is called, after the tables' name ("OED construction code"). */
const CODE_NAMES: Record<string, string> = {
  constructionType: 'construction code',
  occupancyType: 'occupancy code',
  sprinklered: 'sprinkler type code',
  ownership: 'IsTenant code',
  squareFootage: 'floor area and unit',
};

/** An extracted row's cells with their source, from the extractor's row provenance and per-field confidence. */
export function extractedSources(row: { provenance?: Provenance; confidence?: FieldConfidence }): CellSources {
  const out: CellSources = {};
  const provenance = row.provenance ?? {};
  for (const [field, confidence] of Object.entries(row.confidence ?? {})) {
    const source: CellSource = { confidence };
    if (provenance.sheet !== undefined) source.sheet = provenance.sheet;
    if (provenance.row !== undefined) source.row = provenance.row;
    if (provenance.page !== undefined) source.page = provenance.page;
    const column = provenance.columns?.[field];
    if (column !== undefined) source.column = column;
    const text = provenance.texts?.[field];
    if (text !== undefined) source.text = text.slice(0, MAX_SOURCE_TEXT);
    const code = provenance.codes?.[field];
    if (code !== undefined) {
      source.code = code.slice(0, 100);
      source.codeOf = `${provenance.codeTables ?? 'OED'} ${CODE_NAMES[field] ?? 'code'}`;
    }
    const suggestion = provenance.suggestions?.[field];
    if (suggestion !== undefined) source.suggestion = suggestion.slice(0, 100);
    out[field] = source;
  }
  return out;
}

/** Seals each cell of an extracted row for a customer to post back. */
export function sealSources(sources: CellSources, values: Record<string, unknown>, seal: CellSeal): CellSources {
  const out: CellSources = {};
  for (const [field, source] of Object.entries(sources)) {
    out[field] = { ...source, seal: seal.seal(sealText(field, values[field], source)) };
  }
  return out;
}

export const isLowConfidence = (source: CellSource) => source.confidence < REVIEW_THRESHOLD;

/** Whether a row's value of `field` awaits a person's check: what its table cell and its details both mark. */
export const awaitsReview = (row: { needsReview?: readonly string[] }, field: string): boolean => row.needsReview?.includes(field) === true;

/**
 * The sources and review flags to store for a posted row. Staff are trusted with what they post. A customer's
 * cell keeps its claimed confidence only when the server's seal over it (value included) still holds;
 * otherwise its confidence is taken as 0, so a forged or altered source can only flag a cell for staff, never
 * clear one. A source of a field the row holds no value for is kept only as an unreadable cell (low
 * confidence: "TBD", "(5000)"), so the empty cell is flagged with its text; the seal is never stored.
 * Every low-confidence cell is flagged, on top of any flags posted.
 */
export function acceptSources(
  actor: Actor,
  fields: readonly string[],
  posted: Record<string, unknown>,
  seal: CellSeal | undefined,
): { sources: CellSources; needsReview: string[] } {
  const claimed = (posted.sources ?? {}) as CellSources;
  const sources: CellSources = {};
  const trusted = isStaff(actor);
  for (const [field, source] of Object.entries(claimed)) {
    if (!fields.includes(field)) continue;
    const value = posted[field];
    const { seal: signature, ...kept } = source;
    if (value === undefined || value === null || value === '') {
      if (isLowConfidence(kept)) sources[field] = { ...kept, confidence: 0 };
      continue;
    }
    const sealed = signature !== undefined && seal?.verify(sealText(field, value, kept), signature) === true;
    sources[field] = trusted || sealed ? kept : { ...kept, confidence: 0 };
  }
  const flags = new Set(((posted.needsReview as string[] | undefined) ?? []).filter((f) => fields.includes(f)));
  for (const [field, source] of Object.entries(sources)) if (isLowConfidence(source)) flags.add(field);
  return { sources, needsReview: [...flags] };
}

/**
 * What an edit leaves: the fields a person sent no longer need review, and the fields whose value they changed
 * no longer come from the document.
 */
export function afterEdit(current: { needsReview: string[]; sources?: CellSources }, sent: readonly string[], changed: readonly string[]) {
  const sources: CellSources = {};
  for (const [field, source] of Object.entries(current.sources ?? {})) if (!changed.includes(field)) sources[field] = source;
  return { needsReview: current.needsReview.filter((field) => !sent.includes(field)), sources };
}

/**
 * A cell's source as a person reads it, one line each: how sure (for a cell to check), where in the document,
 * what was written (the code, and what it is a code of, for a decoded value) and any correction suggested.
 */
export function describeSource(source: CellSource, { toCheck = true }: { toCheck?: boolean } = {}): string[] {
  const lines = toCheck ? [`Extracted with ${Math.round(source.confidence * 100)}% confidence: please check`] : [];
  const place = [
    source.sheet !== undefined ? `Sheet “${source.sheet}”` : null,
    source.page !== undefined ? `page ${source.page}` : null,
    source.row !== undefined ? `row ${source.row}` : null,
  ].filter(Boolean);
  if (place.length) lines.push(capitalise(place.join(', ')));
  if (source.column !== undefined) lines.push(`Column “${source.column}”`);
  if (source.code !== undefined) lines.push(`Written as “${source.code}” (${source.codeOf ?? 'a code'})`);
  else if (source.text !== undefined) lines.push(`Written as “${source.text}”`);
  if (source.suggestion !== undefined) lines.push(`Suggested correction: “${source.suggestion}” (not applied)`);
  return lines;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
