/**
 * A tiny text-only PDF writer (Helvetica, one text run per cell) for tests and benchmarks: real PDFs with
 * real positioned text, so the PDF reader is exercised end to end without a PDF library.
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
}

const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Pages of text runs; coordinates in points from the top-left of a US Letter landscape page. */
export function writePdf(pages: PdfText[][], width = 792, height = 612): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, i) => 4 + i * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((texts, i) => {
    const content = texts
      .map((t) => `BT /F1 ${t.size ?? 9} Tf 1 0 0 1 ${t.x.toFixed(2)} ${(height - t.y).toFixed(2)} Tm (${escape(t.text)}) Tj ET`)
      .join('\n');
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A schedule table laid out over pages: a header on each page and a footer line with the page number. */
export function tablePdf(header: string[], rows: string[][], opts: { rowsPerPage?: number; columnX?: number[]; title?: string } = {}): Uint8Array {
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
    header.forEach((h, i) => texts.push({ x: xs[i]!, y, text: h }));
    y += 13;
    for (const row of rows.slice(p * perPage, (p + 1) * perPage)) {
      row.forEach((c, i) => c && texts.push({ x: xs[i]!, y, text: c }));
      y += 12;
    }
    texts.push({ x: 30, y: 590, text: `Page ${p + 1} of ${pageCount}  -  Confidential`, size: 8 });
    pages.push(texts);
  }
  return writePdf(pages);
}
