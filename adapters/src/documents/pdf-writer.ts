import jpeg from 'jpeg-js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';

/**
 * Text-only PDFs for tests and benchmarks, written with pdf-lib: real PDFs with real positioned text, so the
 * PDF reader is exercised end to end.
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
}

/** Pages of text runs in Helvetica; coordinates in points from the top-left of a US Letter landscape page. */
export async function writePdf(pages: PdfText[][], width = 792, height = 612): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = pdf.addPage([width, height]);
    for (const t of texts) page.drawText(t.text, { x: t.x, y: height - t.y, size: t.size ?? 9, font });
  }
  return pdf.save();
}

/** A schedule table laid out over pages: a header on each page and a footer line with the page number. */
export function tablePdf(
  header: string[],
  rows: string[][],
  opts: { rowsPerPage?: number; columnX?: number[]; title?: string } = {},
): Promise<Uint8Array> {
  const perPage = opts.rowsPerPage ?? 40;
  const xs = opts.columnX ?? header.map((_, i) => 30 + i * (730 / header.length));
  const pages: PdfText[][] = [];
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  for (let p = 0; p < pageCount; p++) {
    const texts: PdfText[] = [];
    let y = 40;
    if (p === 0 && opts.title) {
      texts.push({ x: 30, y, text: opts.title, size: 14 });
      y += 24;
    }
    header.forEach((h, i) => {
      texts.push({ x: xs[i]!, y, text: h });
    });
    y += 13;
    for (const row of rows.slice(p * perPage, (p + 1) * perPage)) {
      row.forEach((c, i) => {
        if (c) texts.push({ x: xs[i]!, y, text: c });
      });
      y += 12;
    }
    texts.push({ x: 30, y: 590, text: `Page ${p + 1} of ${pageCount}  -  Confidential`, size: 8 });
    pages.push(texts);
  }
  return writePdf(pages);
}

/**
 * A scanned PDF as a copier writes one: each page a picture and no text. A PNG page is stored as pdf-lib
 * embeds it (its pixels, compressed); `asJpeg` stores it as a JPEG instead, as most scanners do.
 */
export async function scannedPdf(pngPages: Uint8Array[], { asJpeg = false } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const png of pngPages) {
    const image = asJpeg ? await pdf.embedJpg(pngAsJpeg(png)) : await pdf.embedPng(png);
    // At 200 dpi, as a page scanned for reading.
    const width = (image.width * 72) / 200;
    const height = (image.height * 72) / 200;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

function pngAsJpeg(bytes: Uint8Array): Uint8Array {
  const png = PNG.sync.read(Buffer.from(bytes));
  return new Uint8Array(jpeg.encode({ data: png.data, width: png.width, height: png.height }, 92).data);
}
