/**
 * xlsx / xls workbooks: one grid per sheet, merged cells filled from their top-left cell. xlsx is streamed
 * (xlsx-stream.ts); xls, and xlsx laid out in ways the streamed reader does not know, go through SheetJS.
 */
import * as XLSX from 'xlsx';
import type { Grid } from '../grid.ts';
import type { Cell } from '../normalise.ts';
import { isCompoundFile, openZip } from '../detect.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';
import { ABSENT, type Range, streamWorkbook } from './xlsx-stream.ts';

export interface SpreadsheetLimits {
  maxUncompressedBytes: number;
  maxRows: number;
}

/**
 * Zip-bomb guard: the declared uncompressed sizes of all parts must stay under the cap, and every deflated
 * part must really inflate to no more than it declares, since a crafted file can declare a kilobyte and hold
 * gigabytes. yauzl stops a part's stream as soon as it passes its declared size, so checking costs at most
 * the cap. (Not fflate: its unzipSync inflates a part into a buffer of the declared size and, when the part
 * holds more, decodes the rest all the same: 22.9 s for a 2 MB part declaring 1 KB and holding 2 GiB, against
 * 1.4 ms here; its streaming Unzip follows the local headers, not the central directory SheetJS reads.)
 */
export async function checkZipSize(bytes: Uint8Array, cap: number): Promise<void> {
  const archive = await openZip(bytes, { validateEntrySizes: true });
  if (!archive) throw unprocessable(MESSAGES.corrupt);
  const total = archive.entries.reduce((s, e) => s + e.uncompressedSize, 0);
  if (total > cap) throw tooLarge();
  for (const entry of archive.entries) {
    if (entry.compressionMethod !== 8) continue;
    try {
      const part = await archive.zip.openReadStreamPromise(entry);
      for await (const _chunk of part) {
        // read through, for yauzl to count
      }
    } catch (e) {
      // yauzl's words for a part inflating past its declared size; anything else is a damaged part.
      if (/^too many bytes/.test((e as Error).message)) throw tooLarge();
      throw unprocessable(MESSAGES.corrupt);
    }
  }
}

/** An OLE container holding EncryptionInfo is an encrypted OOXML workbook. */
function checkNotEncrypted(bytes: Uint8Array): void {
  let names: string[];
  try {
    const cfb = XLSX.CFB.read(bytes, { type: 'buffer' });
    names = cfb.FullPaths.map((p: string) => p.split('/').filter(Boolean).pop() ?? '');
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  if (names.includes('EncryptionInfo') || names.includes('EncryptedPackage')) throw unprocessable(MESSAGES.password);
  if (!names.some((n) => /^(Workbook|Book)$/i.test(n))) throw unprocessable(MESSAGES.corrupt);
}

export async function readWorkbook(bytes: Uint8Array, format: 'xlsx' | 'xls', limits: SpreadsheetLimits): Promise<Grid[]> {
  if (format === 'xlsx') {
    const streamed = await streamWorkbook(bytes, limits);
    if (streamed) {
      const grids: Grid[] = [];
      for (const sheet of streamed) {
        if (!sheet.range) continue;
        const rows = gridRows(sheet.range, sheet.data, sheet.merges);
        if (rows.length > limits.maxRows) throw tooLarge(MESSAGES.tooManyRows);
        grids.push({ sheet: sheet.name, rows });
      }
      return grids;
    }
  }
  return readWithSheetJs(bytes, format, limits);
}

/** The whole workbook built by SheetJS, then its sheets as grids: for xls, and xlsx the streamed reader declines. */
export async function readWithSheetJs(bytes: Uint8Array, format: 'xlsx' | 'xls', limits: SpreadsheetLimits): Promise<Grid[]> {
  if (format === 'xlsx') await checkZipSize(bytes, limits.maxUncompressedBytes);
  // A legacy workbook is a compound file; an `.xls` that is not one is an HTML table (see detectFormat).
  else if (isCompoundFile(bytes)) checkNotEncrypted(bytes);
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      sheetRows: limits.maxRows + 1,
    });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw unprocessable(/password|encrypt/i.test(msg) ? MESSAGES.password : MESSAGES.corrupt);
  }
  const grids: Grid[] = [];
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (!ws?.['!ref']) continue;
    const rows = sheetRows(ws);
    if (rows.length > limits.maxRows) throw tooLarge(MESSAGES.tooManyRows);
    grids.push({ sheet: name, rows });
  }
  return grids;
}

/** Raw cell values as rows (numbers stay numbers, so a zip 2139 can be restored to "02139"). */
function sheetRows(ws: XLSX.WorkSheet): Cell[][] {
  const range = XLSX.utils.decode_range(ws['!ref']!);
  const dense = (ws as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
  const data = dense.map((src) => src?.map((cell) => (cell ? cellValue(cell) : undefined)));
  return gridRows(range, data, ws['!merges'] ?? []);
}

/**
 * Rows 1 to the range's last, each cut at the range's last column or its own last cell, whichever comes
 * first; a hole is an empty cell; merged cells filled from their top-left cell.
 */
function gridRows(range: Range, data: ((Cell | typeof ABSENT | undefined)[] | undefined)[], merges: Range[]): Cell[][] {
  const rows: Cell[][] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const src = data[r];
    const row: Cell[] = [];
    if (src) {
      const last = Math.min(range.e.c, src.length - 1);
      for (let c = 0; c <= last; c++) {
        const v = src[c];
        row.push(v === undefined ? null : v === ABSENT ? (undefined as unknown as Cell) : v);
      }
    }
    rows.push(row);
  }
  for (const m of merges) {
    const v = rows[m.s.r]?.[m.s.c];
    if (v === null || v === undefined) continue;
    if ((m.e.r - m.s.r + 1) * (m.e.c - m.s.c + 1) > 10_000) continue;
    for (let r = m.s.r; r <= m.e.r; r++)
      for (let c = m.s.c; c <= m.e.c; c++)
        if (r !== m.s.r || c !== m.s.c) {
          const row = rows[r];
          if (row) row[c] = v;
        }
  }
  return rows;
}

function cellValue(cell: XLSX.CellObject): Cell | typeof ABSENT {
  // A string cell without a value (an inline string with no text) is a cell all the same, unlike a hole.
  if (cell.t === 's' && cell.v === undefined) return ABSENT;
  if (cell.t === 'n' || cell.t === 'b') return cell.v as number | boolean;
  if (cell.t === 's') return cell.v as string;
  if (cell.t === 'd') return cell.w ?? String(cell.v);
  if (cell.t === 'e' || cell.t === 'z') return null;
  return cell.v === undefined ? null : (cell.v as Cell);
}
