/**
 * The extraction pipeline for one document, run inside a worker thread (or in-process by tests):
 * detect, read into grids, find tables, normalise, assemble the answer.
 */
import {
  DROP_REASONS,
  normaliseHeader,
  type AppErrorCode,
  type ColumnDecisions,
  type DocumentKind,
  type DropReason,
  type ExtractionMapping,
  type MappedColumn,
  type ParseResult,
  type ExtractedProperty,
  type ExtractedVehicle,
} from '@workbench/core';
import type { Field } from './headers.ts';
import { decodeText, detectFormat, type DetectedFormat } from './detect.ts';
import { MESSAGES, unprocessable } from './errors.ts';
import type { Grid } from './grid.ts';
import { readWorkbook } from './readers/spreadsheet.ts';
import { parseCsv } from './readers/csv.ts';
import { readJson } from './readers/json.ts';
import { chooseSheets, duplicateWarnings } from './sheets.ts';
import { acrossToGrid, cardsToGrid } from './reshape.ts';
import { readTables, type TableRows } from './table.ts';
import { withTableTotals } from './insured-values.ts';

export interface PipelineLimits {
  maxRows: number;
  maxPages: number;
  maxUncompressedBytes: number;
}

export const DEFAULT_LIMITS: PipelineLimits = {
  maxRows: 100_000,
  maxPages: 100,
  maxUncompressedBytes: 200 * 1024 * 1024,
};

export interface PipelineInput {
  bytes: Uint8Array;
  kind?: DocumentKind;
  limits?: Partial<PipelineLimits>;
  /** Header text -> field, from the local model, for headers the rules could not map. */
  headerHints?: Record<string, Field>;
  /** `kind:header key` -> field or null (ignore): a person's choices and the firm's learned mappings. */
  decisions?: ColumnDecisions;
}

/** What the worker sends back: the rules' answer plus what the local model may improve on. */
export interface PipelineOutput {
  result: ParseResult;
  format: DetectedFormat;
  /** Headers of found tables that mapped to no field. */
  unmapped: { kind: DocumentKind; headers: string[] }[];
  /** Document text when no table was found (a letter, an e-mail, a scan of prose). */
  text?: string;
}

export interface WorkerRequest extends PipelineInput {
  id: number;
}
export type WorkerResponse =
  | { id: number; ok: true; output: PipelineOutput }
  | { id: number; ok: false; code: AppErrorCode; message: string };
/** What a worker posts when it takes a request up, so the pool starts that request's clock. */
export interface WorkerStarted {
  started: number;
}

/** What the reader stage produced: grids for the table stage, or prose for the local model. */
export interface ReadResult {
  format: DetectedFormat;
  grids: Grid[];
  /** Plain text of the document (PDF text, OCR text, a text file), for free-text reading. */
  text?: string;
  warnings: string[];
}

export async function readDocument(bytes: Uint8Array, limits: PipelineLimits): Promise<ReadResult> {
  const format = await detectFormat(bytes);
  const warnings: string[] = [];
  switch (format) {
    case 'xlsx':
    case 'xls':
      return {
        format,
        grids: await readWorkbook(bytes, format, { maxRows: limits.maxRows, maxUncompressedBytes: limits.maxUncompressedBytes }),
        warnings,
      };
    case 'csv': {
      const text = decodeText(bytes);
      return { format, grids: [parseCsv(text, limits.maxRows)], text, warnings };
    }
    case 'json':
      return { format, grids: readJson(decodeText(bytes), limits.maxRows), warnings };
    case 'pdf': {
      const { readPdf } = await import('./readers/pdf.ts');
      return { format, ...(await readPdf(bytes, limits.maxPages)) };
    }
    case 'png':
    case 'jpeg': {
      const { readImage } = await import('./readers/image.ts');
      return { format, ...(await readImage(bytes, format)) };
    }
  }
}

/** The dropped rows an answer carries; the counts stay exact. */
const MAX_DROPPED = 200;
const SKIPPED_REASON = 'No table of locations or vehicles was found on this sheet';
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How the tables were read, for the mapping review: one entry per distinct header of each kind (a header
 * repeated on per-state sheets is one column, re-mapped once), the rows dropped and the sheets skipped.
 */
export function describeMapping(tables: TableRows[], skipped: (string | { sheet: string; reason: string })[]): ExtractionMapping {
  const columns = new Map<string, MappedColumn>();
  const droppedCounts = Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) as Record<DropReason, number>;
  const dropped: ExtractionMapping['dropped'] = [];
  for (const t of tables) {
    for (const c of t.mapping.all) {
      const key = normaliseHeader(c.header);
      if (!key) continue;
      const id = `${t.kind}:${key}`;
      const samples = t.samples.get(c.col) ?? [];
      const known = columns.get(id);
      if (known) {
        if (t.sheet !== undefined && !known.sheets.includes(t.sheet)) known.sheets.push(t.sheet);
        for (const s of samples) if (known.samples.length < 3 && !known.samples.includes(s)) known.samples.push(s);
        continue;
      }
      columns.set(id, {
        kind: t.kind,
        header: c.header,
        key,
        sheets: t.sheet !== undefined ? [t.sheet] : [],
        samples: [...samples],
        field: c.field,
        confidence: c.field ? round2(Math.min(1, c.score)) : 0,
        source: c.source,
      });
    }
    for (const d of t.dropped) {
      droppedCounts[d.reason]++;
      if (dropped.length < MAX_DROPPED) dropped.push(d);
    }
  }
  return {
    columns: [...columns.values()],
    droppedCounts,
    dropped,
    skippedSheets: skipped.map((s) => (typeof s === 'string' ? { sheet: s, reason: SKIPPED_REASON } : s)),
    applied: [],
  };
}

export function assemble(tables: TableRows[], kind: DocumentKind | undefined, warnings: string[]): ParseResult {
  const properties: ExtractedProperty[] = [];
  const vehicles: ExtractedVehicle[] = [];
  for (const t of tables) {
    if (t.kind === 'property') properties.push(...withTableTotals(t));
    else vehicles.push(...(t.rows as ExtractedVehicle[]));
  }
  const documentType: DocumentKind = kind ?? (vehicles.length > properties.length ? 'vehicle' : 'property');
  const out: ParseResult = {
    documentType,
    properties: kind === 'vehicle' ? [] : properties,
    vehicles: kind === 'property' ? [] : vehicles,
    warnings: [
      ...warnings,
      ...reviewWarnings(kind === 'vehicle' ? [] : properties, kind === 'property' ? [] : vehicles),
      ...duplicateWarnings(kind === 'vehicle' ? [] : properties, kind === 'property' ? [] : vehicles),
    ],
  };
  return out;
}

function reviewWarnings(properties: ExtractedProperty[], vehicles: ExtractedVehicle[]): string[] {
  const w: string[] = [];
  const badVins = vehicles.filter((v) => v.vin && (v.confidence.vin ?? 1) < 0.8).length;
  if (badVins) w.push(`${badVins} VIN${badVins === 1 ? '' : 's'} failed validation (check digit or length); please check them`);
  const suggested = vehicles.filter((v) => v.provenance.suggestions?.vin);
  if (suggested.length)
    w.push(
      `A corrected VIN is suggested beside ${suggested.length === 1 ? 'one that fails' : `${suggested.length} that fail`}, kept as written: ${suggested
        .slice(0, 5)
        .map(
          (v) =>
            `${v.vin} (${v.provenance.sheet ? `${v.provenance.sheet} ` : ''}row ${v.provenance.row}) may be ${v.provenance.suggestions!.vin}`,
        )
        .join('; ')}${suggested.length > 5 ? '; ...' : ''}`,
    );
  const streetless = properties.filter((p) => p.provenance.missing?.includes('address')).length;
  if (streetless) w.push(`${streetless} location${streetless === 1 ? ' has' : 's have'} no street address; kept for a person to complete`);
  const states = properties.filter((p) => p.state && (p.confidence.state ?? 1) < 0.8).length;
  if (states) w.push(`${states} state value${states === 1 ? '' : 's'} could not be read as a US state code`);
  return w;
}

/** Rules-only extraction of a document (the local model, when configured, runs around this). */
export async function extractWithRules(input: PipelineInput): Promise<{ result: ParseResult; read: ReadResult; tables: TableRows[] }> {
  const limits = { ...DEFAULT_LIMITS, ...input.limits };
  const read = await readDocument(input.bytes, limits);
  const kinds: DocumentKind[] = ['property', 'vehicle'];
  const all = read.grids.flatMap((g) => {
    const found = readTables(g, kinds, input.headerHints, input.decisions);
    if (found.some((t) => t.rows.length > 0)) return found;
    // No table laid one row per item: detail cards, or a table laid across, rebuilt as one.
    for (const reshaped of [cardsToGrid(g, kinds), acrossToGrid(g, kinds)]) {
      const tables = reshaped ? readTables(reshaped, kinds, input.headerHints, input.decisions) : [];
      if (tables.some((t) => t.rows.length > 0)) return tables;
    }
    return found;
  });
  const warnings = [...read.warnings];
  const skipped = read.grids.filter((g) => g.sheet !== undefined && !all.some((t) => t.sheet === g.sheet)).map((g) => g.sheet!);
  if (skipped.length && all.length) warnings.push(`Sheets without a schedule were skipped: ${skipped.join(', ')}`);
  if (all.some((t) => t.mapping.format === 'oed'))
    warnings.push(
      'Read as an OED location file: construction, occupancy, sprinkler type, tenancy and area units decoded with the published OED 5.0.0 code tables; each code is kept beside its decoded text',
    );
  if (all.some((t) => t.mapping.format === 'cede'))
    warnings.push(
      'Read as an AIR CEDE location file: Area read as the state or province and GrossArea as the floor area; construction and occupancy decoded with the CEDE codes of the published OED 5.0.0 tables, each code kept beside its text. GrossAreaUnit SQFT, AC and HA decoded to square feet; a floor area in any other unit is kept as written, flagged for a person to check the unit',
    );
  const chosen = chooseSheets(all);
  let tables = chosen.tables;
  warnings.push(...chosen.warnings);
  // Asked for one kind and none was found: read the tables again as that kind only.
  if (input.kind && !tables.some((t) => t.kind === input.kind && t.rows.length > 0)) {
    const again = read.grids.flatMap((g) => readTables(g, [input.kind!], input.headerHints, input.decisions, true));
    if (again.some((t) => t.rows.length > 0)) {
      tables = chooseSheets(again).tables;
      warnings.push(`The table was read as ${input.kind === 'vehicle' ? 'vehicles' : 'locations'}, as asked`);
    }
  }
  const result = assemble(tables, input.kind, warnings);
  // Only the tables of the kind asked for are reviewed: the other kind's rows are not in the answer.
  result.mapping = describeMapping(input.kind ? tables.filter((t) => t.kind === input.kind) : tables, [...skipped, ...chosen.skipped]);
  return { result, read, tables };
}

export async function extractForModel(input: PipelineInput): Promise<PipelineOutput> {
  const { result, read, tables } = await extractWithRules(input);
  const unmapped = tables.filter((t) => t.mapping.unmapped.length > 0).map((t) => ({ kind: t.kind, headers: t.mapping.unmapped }));
  const empty = result.properties.length === 0 && result.vehicles.length === 0;
  // The document's text goes to the local model only when the rules read nothing: a schedule that was read
  // is not joined into one string (tens of thousands of rows) to be thrown away.
  const source = !empty
    ? ''
    : (read.text ??
      read.grids
        .map((g) =>
          g.rows
            .map((r) => r.filter((c) => c !== null && c !== '').join(' | '))
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n\n'));
  const text = empty && source.trim() ? source.slice(0, 20_000) : undefined;
  return { result, format: read.format, unmapped, ...(text ? { text } : {}) };
}

/** Rules only, in-process: fails with unprocessable when the document holds no schedule. */
export async function extractDocument(input: PipelineInput): Promise<ParseResult> {
  const { result } = await extractWithRules(input);
  if (result.properties.length === 0 && result.vehicles.length === 0) throw unprocessable(MESSAGES.empty);
  return result;
}
