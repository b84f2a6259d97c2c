import * as XLSX from 'xlsx';
import { downloadBlob } from './download.ts';

type Value = string | number | boolean | null | undefined;

/**
 * What a column holds, so a spreadsheet can sort and sum it: numbers stay numbers, calendar dates
 * ('YYYY-MM-DD' or an ISO timestamp) become date cells, yes/no reads 'Yes' or 'No', the rest is text.
 */
export type ColumnType = 'text' | 'number' | 'date' | 'yesNo';

export interface Column<T> {
  header: string;
  type: ColumnType;
  value: (row: T) => Value;
}

/** A sheet ready to write: its name, its header and its typed cells. */
export interface Sheet {
  name: string;
  header: string[];
  rows: (string | number | Date | null)[][];
}

/** The rows as a sheet of typed columns. */
export function sheetOf<T>(name: string, columns: readonly Column<T>[], rows: readonly T[]): Sheet {
  return { name, header: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => cellValue(c.type, c.value(row)))) };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** One cell of a typed column; an empty or unreadable value is an empty cell, never a wrong one. */
export function cellValue(type: ColumnType, value: Value): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'date': {
      const m = CALENDAR_DAY.exec(String(value));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    }
    case 'yesNo':
      return value ? 'Yes' : 'No';
    default:
      // Text cells are written as strings, which a spreadsheet never runs as a formula.
      return String(value);
  }
}

/** A real Excel workbook (.xlsx), one sheet per entry, with a header row and typed cells. */
export function workbookBytes(sheets: readonly Sheet[]): ArrayBuffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet([sheet.header, ...sheet.rows], { dateNF: 'yyyy-mm-dd', UTC: true });
    XLSX.utils.book_append_sheet(book, worksheet, sheet.name);
  }
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands the workbook to the browser as a .xlsx download. */
export const downloadXlsx = (filename: string, bytes: ArrayBuffer) => downloadBlob(filename, new Blob([bytes], { type: XLSX_TYPE }));
