/**
 * The loss-run reader: a carrier's loss run (text PDF, scanned page, xlsx or CSV export) read into claims,
 * offline, each value with its confidence and its place on the document. A document that is not a loss run
 * is refused.
 */
import { claimKey, type LossRunReading } from '@workbench/core';
import { decodeText, detectFormat } from '../documents/detect.ts';
import { unprocessable } from '../documents/errors.ts';
import { DEFAULT_LIMITS, type PipelineLimits } from '../documents/pipeline.ts';
import { parseCsv } from '../documents/readers/csv.ts';
import { OCR_WARNING, ocrTextItems } from '../documents/readers/image.ts';
import { lineTolerance, pdfPageItems } from '../documents/readers/pdf.ts';
import { readWorkbook } from '../documents/readers/spreadsheet.ts';
import { type Draft, finish, type Read } from './claims.ts';
import { readExported } from './exported.ts';
import { linesOf, readPrinted } from './printed.ts';

export const NOT_A_LOSS_RUN = 'The document is not a loss run: no claims table (claim number, date of loss, amounts) was found in it.';
export const NO_TEXT =
  'The PDF has no text layer, and OCR read no words on its pages: it may be blank, or its pages are pictures of a kind the reader does not take (send them as PNG or JPEG).';

export async function readLossRun(bytes: Uint8Array, limits: Partial<PipelineLimits> = {}): Promise<LossRunReading> {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  const format = await detectFormat(bytes);
  let drafts: Draft[];
  let warnings: string[];
  let lossRun: boolean;
  let valuation: Read<string> = null;
  if (format === 'pdf' || format === 'png' || format === 'jpeg') {
    const { items, ocr } =
      format === 'pdf' ? await pdfPageItems(bytes, lim.maxPages) : { items: await ocrTextItems(bytes, format), ocr: true };
    if (items.length === 0) throw unprocessable(format === 'pdf' ? NO_TEXT : NOT_A_LOSS_RUN);
    const read = readPrinted(linesOf(items, lineTolerance(ocr)));
    ({ drafts, warnings, lossRun, valuation } = read);
    if (ocr) warnings = [OCR_WARNING, ...warnings];
  } else if (format === 'xlsx' || format === 'xls' || format === 'csv') {
    const grids = format === 'csv' ? [parseCsv(decodeText(bytes), lim.maxRows)] : await readWorkbook(bytes, format, lim);
    ({ drafts, warnings, lossRun } = readExported(grids));
  } else throw unprocessable(NOT_A_LOSS_RUN);
  if (!lossRun) throw unprocessable(NOT_A_LOSS_RUN);
  return {
    documentType: 'loss',
    valuationDate: valuation,
    claims: dropRepeats(drafts, warnings).map((d) => finish(d, warnings)),
    warnings,
  };
}

/**
 * One claim per carrier and claim number: the copy from the current valuation is kept, repeats (a
 * prior-valuation section, a claim printed twice) are dropped with a warning.
 */
function dropRepeats(drafts: Draft[], warnings: string[]): Draft[] {
  const kept = new Map<string, Draft>();
  const ordered = [...drafts.filter((d) => !d.archive), ...drafts.filter((d) => d.archive)];
  for (const d of ordered) {
    const key = claimKey(d.context.carrier?.value ?? '', d.claimNumber.value);
    const first = kept.get(key);
    if (!first) {
      kept.set(key, d);
      continue;
    }
    const where = `page ${d.source.page} line ${d.source.line}`;
    warnings.push(
      d.archive
        ? `Claim ${d.claimNumber.value} on ${where} repeats it from a prior valuation; the current valuation's copy is kept`
        : `Claim ${d.claimNumber.value} on ${where} is listed twice; the first listing is kept`,
    );
  }
  return drafts.filter((d) => [...kept.values()].includes(d));
}
