/** xlsx / xls workbooks through SheetJS: one grid per sheet, merged cells filled from their top-left cell. */
import * as XLSX from 'xlsx';
import type { Grid } from '../grid.ts';
import type { Cell } from '../normalise.ts';
import { constants, inflateRawSync } from 'node:zlib';
import { zipEntries, type ZipEntry } from '../detect.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';

export interface SpreadsheetLimits {
  maxUncompressedBytes: number;
  maxRows: number;
}

/**
 * Zip-bomb guard: the declared uncompressed sizes of all parts must stay under the cap, and so must what the
 * deflated parts really inflate to, since a crafted file can declare a kilobyte and hold gigabytes. Inflating
 * stops at the cap, so checking costs at most the cap.
 */
export function checkZipSize(bytes: Uint8Array, cap: number): void {
  const entries = zipEntries(bytes);
  if (!entries) throw unprocessable(MESSAGES.corrupt);
  const total = entries.reduce((s, e) => s + e.uncompressedSize, 0);
  if (total > cap) throw tooLarge();
  let inflated = 0;
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const data = entryData(bytes, entry);
    if (!data) throw unprocessable(MESSAGES.corrupt);
    try {
      inflated += inflateRawSync(data, { maxOutputLength: Math.max(1, cap - inflated + 1), finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw unprocessable(MESSAGES.corrupt);
    }
    if (inflated > cap) throw tooLarge();
  }
}

/** The compressed bytes of an entry, found through its local header (whose extra field may differ in length). */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return undefined;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : undefined;
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

export function readWorkbook(bytes: Uint8Array, format: 'xlsx' | 'xls', limits: SpreadsheetLimits): Grid[] {
  if (format === 'xlsx') checkZipSize(bytes, limits.maxUncompressedBytes);
  else checkNotEncrypted(bytes);
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
  const dense = (ws as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'];
  const rows: Cell[][] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const src = dense?.[r];
    const row: Cell[] = [];
    if (src) {
      for (let c = 0; c <= Math.min(range.e.c, src.length - 1); c++) {
        const cell = src[c];
        row.push(cell ? cellValue(cell) : null);
      }
    }
    rows.push(row);
  }
  for (const m of ws['!merges'] ?? []) {
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

function cellValue(cell: XLSX.CellObject): Cell {
  if (cell.t === 'n' || cell.t === 'b') return cell.v as number | boolean;
  if (cell.t === 's') return cell.v as string;
  if (cell.t === 'd') return cell.w ?? String(cell.v);
  if (cell.t === 'e' || cell.t === 'z') return null;
  return cell.v === undefined ? null : (cell.v as Cell);
}
