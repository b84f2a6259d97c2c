import { Readable } from 'node:stream';
import { csvLine, type ColumnType, type ReportCell, type ReportColumn, type ReportFormat, type ReportOutput } from '@workbench/core';
import { zipStream } from './zip-stream.ts';

/** The report as a stream of the file's bytes, written as its rows are read. */
export function reportFile(report: Pick<ReportOutput, 'title' | 'columns' | 'rows'>, format: ReportFormat): Readable {
  return Readable.from(format === 'csv' ? csvReport(report) : xlsxReport(report), { objectMode: false });
}

// ----- CSV -------------------------------------------------------------------------------------------

async function* csvReport(report: Pick<ReportOutput, 'columns' | 'rows'>): AsyncGenerator<string> {
  // A byte order mark, so Excel opens the UTF-8 file with its accents intact.
  yield `\uFEFF${csvLine(report.columns.map((c) => c.header))}`;
  for await (const batch of report.rows) yield batch.map((row) => csvLine(row)).join('');
}

// ----- XLSX ------------------------------------------------------------------------------------------
// A workbook of one sheet, its cells inline (no shared string table, which would have to be held whole):
// text as text, days and moments as Excel serial dates with a date format, money and counts as numbers.

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** The style index (in STYLES below) each column type's cells take. */
const STYLE: Record<ColumnType, number> = { text: 0, date: 1, datetime: 2, money: 3, number: 0 };
const HEADER_STYLE = 4;
const WIDTH: Record<ColumnType, number> = { text: 24, date: 12, datetime: 17, money: 14, number: 10 };

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/><numFmt numFmtId="166" formatCode="#,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

// Characters XML 1.0 does not allow at all; a history entry pasted from elsewhere may carry them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sheet name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => escapeXml(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));

/** A column's letters: 0 is A, 26 is AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** An Excel serial date of a day ('YYYY-MM-DD') or a moment (an ISO timestamp, as UTC); null when neither. */
export function excelSerial(value: string, withTime: boolean): number | null {
  const ms = Date.parse(withTime ? value : `${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  const serial = (ms - EXCEL_EPOCH) / DAY_MS;
  return withTime ? Math.round(serial * 86_400) / 86_400 : Math.round(serial);
}

function textCell(ref: string, text: string, style = 0): string {
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function cell(ref: string, type: ColumnType, value: ReportCell): string {
  if (value === null || value === '') return '';
  if (type === 'date' || type === 'datetime') {
    const serial = typeof value === 'string' ? excelSerial(value, type === 'datetime') : null;
    return serial === null ? textCell(ref, String(value)) : `<c r="${ref}" s="${STYLE[type]}"><v>${serial}</v></c>`;
  }
  if ((type === 'money' || type === 'number') && typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${ref}"${STYLE[type] ? ` s="${STYLE[type]}"` : ''}><v>${value}</v></c>`;
  }
  return textCell(ref, String(value));
}

async function* sheetXml(columns: ReportColumn[], rows: AsyncIterable<ReportCell[][]>): AsyncGenerator<string> {
  const letters = columns.map((_c, i) => columnLetters(i));
  const widths = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${WIDTH[c.type]}" customWidth="1"/>`).join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData><row r="1">${columns
    .map((c, i) => textCell(`${letters[i]}1`, c.header, HEADER_STYLE))
    .join('')}</row>`;
  let r = 1;
  for await (const batch of rows) {
    let xml = '';
    for (const row of batch) {
      r += 1;
      xml += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) xml += cell(`${letters[i]}${r}`, columns[i]!.type, row[i] ?? null);
      xml += '</row>';
    }
    yield xml;
  }
  yield '</sheetData></worksheet>';
}

function xlsxReport(report: Pick<ReportOutput, 'title' | 'columns' | 'rows'>): AsyncGenerator<Buffer> {
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheetName(report.title)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipStream([
    { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
    { name: '_rels/.rels', content: [ROOT_RELS] },
    { name: 'xl/workbook.xml', content: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', content: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(report.columns, report.rows) },
  ]);
}
