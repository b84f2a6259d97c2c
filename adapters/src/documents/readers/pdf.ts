/** Text PDFs through pdf2json: positioned text runs rebuilt into a table across pages. */
import PDFParser from 'pdf2json';
import type { Grid } from '../grid.ts';
import { linesToGrid, linesToText, toLines, type TextItem } from '../layout.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';
import { OCR_WARNING, ocrTextItems } from './image.ts';
import { scannedPageImages } from './pdf-scans.ts';

interface PdfText {
  x: number;
  y: number;
  w?: number;
  R: { T: string; TS?: number[] }[];
}
interface PdfData {
  Pages: { Texts: PdfText[] }[];
}

// pdf2json measures x/y in 1/16 inch-ish page units and w in points-ish units 16x smaller.
const W_SCALE = 1 / 16;
const FONT_TO_UNITS = 1 / 16;

function parse(bytes: Uint8Array): Promise<PdfData> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataReady', (d: unknown) => resolve(d as PdfData));
    parser.on('pdfParser_dataError', (e: unknown) => {
      const msg = String((e as { parserError?: unknown })?.parserError ?? e);
      reject(unprocessable(/password|encrypt/i.test(msg) ? MESSAGES.password : MESSAGES.corrupt));
    });
    parser.parseBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

const decode = (t: string) => {
  try {
    return decodeURIComponent(t);
  } catch {
    return t;
  }
};

/** The PDF's positioned text runs, page by page; empty for a PDF with no text layer. */
export async function pdfTextItems(bytes: Uint8Array, maxPages: number): Promise<TextItem[]> {
  const data = await parse(bytes);
  if (data.Pages.length > maxPages) throw tooLarge(MESSAGES.tooManyPages);
  const items: TextItem[] = [];
  data.Pages.forEach((page, p) => {
    for (const t of page.Texts) {
      const text = t.R.map((r) => decode(r.T)).join('');
      const size = (t.R[0]?.TS?.[1] ?? 10) * FONT_TO_UNITS;
      const width = t.w ? t.w * W_SCALE : text.length * size * 0.5;
      items.push({ page: p + 1, x0: t.x, x1: t.x + width, y: t.y + size / 2, h: size, text });
    }
  });
  return items;
}

/** The positioned words of a PDF: its text layer, or for a scan with none, what OCR reads on its page images. */
export async function pdfPageItems(bytes: Uint8Array, maxPages: number): Promise<{ items: TextItem[]; ocr: boolean }> {
  const items = await pdfTextItems(bytes, maxPages);
  if (items.length > 0) return { items, ocr: false };
  const read: TextItem[] = [];
  for (const image of await scannedPageImages(bytes, maxPages)) read.push(...(await ocrTextItems(image.bytes, image.format, image.page)));
  return { items: read, ocr: true };
}

/** How close two runs' middles may be, as a share of their height, to sit on one line: OCR's words wander more. */
export const lineTolerance = (ocr: boolean) => (ocr ? 0.9 : 0.35);

export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<{ grids: Grid[]; text: string; warnings: string[] }> {
  const { items, ocr } = await pdfPageItems(bytes, maxPages);
  const warnings: string[] = [];
  if (items.length === 0) warnings.push('The PDF has no text layer and no page image OCR could read; no table could be read from it');
  else if (ocr) warnings.push(OCR_WARNING);
  const lines = toLines(items, lineTolerance(ocr));
  const grid = linesToGrid(lines);
  return { grids: grid ? [grid] : [], text: linesToText(lines), warnings };
}
