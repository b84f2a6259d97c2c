import { formatDate, type CertificateContent, type CertificateRenderer } from '@workbench/core';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/** A4 in points; the margins and the ruled boxes of our own certificate layout. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.75, 0.78, 0.82);
const BAND = rgb(0.93, 0.95, 0.97);

/** Breaks text into lines no wider than `width` at `size`, word by word. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** The standard fonts only encode WinAnsi: anything else is replaced rather than failing the certificate. */
const printable = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');

/**
 * Certificates of insurance laid out with pdf-lib on one A4 page: a title band, the insured and the policy,
 * the coverages in force, the holder with its additional-insured and waiver wording, and the usual notice
 * that a certificate confers no rights beyond the policy.
 */
export class PdfCertificateRenderer implements CertificateRenderer {
  async render(c: CertificateContent): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(`Certificate of Insurance ${c.certificateNumber}`);
    pdf.setSubject(`Policy ${c.policyNumber} for ${c.holder.name}`);
    pdf.setProducer('Workbench');
    pdf.setCreationDate(new Date(`${c.issuedOn}T00:00:00Z`));
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const width = PAGE.width - 2 * MARGIN;
    let y = PAGE.height - MARGIN;

    const text = (s: string, x: number, at: number, size = 10, font = regular, color = INK) =>
      page.drawText(printable(s), { x, y: at, size, font, color });
    const heading = (s: string) => {
      y -= 22;
      page.drawRectangle({ x: MARGIN, y: y - 4, width, height: 18, color: BAND });
      text(s.toUpperCase(), MARGIN + 6, y + 1, 9, bold, MUTED);
      y -= 18;
    };
    const field = (label: string, value: string, x: number, at: number, w: number) => {
      text(label, x, at, 8, regular, MUTED);
      let line = at - 13;
      for (const part of wrap(printable(value), regular, 10, w)) {
        text(part, x, line);
        line -= 13;
      }
      return line;
    };

    page.drawRectangle({ x: MARGIN, y: y - 44, width, height: 44, color: INK });
    text('CERTIFICATE OF INSURANCE', MARGIN + 12, y - 27, 18, bold, rgb(1, 1, 1));
    text(
      `No. ${c.certificateNumber}`,
      MARGIN + width - 12 - bold.widthOfTextAtSize(`No. ${printable(c.certificateNumber)}`, 10),
      y - 25,
      10,
      bold,
      rgb(1, 1, 1),
    );
    y -= 62;
    text(`Issued on ${formatDate(c.issuedOn)}`, MARGIN, y, 9, regular, MUTED);

    heading('Insured and policy');
    const half = (width - 12) / 2;
    const left = field('Named insured', c.insured, MARGIN, y, half);
    field('Policy number', `${c.policyNumber} (version ${c.version})`, MARGIN + half + 12, y, half);
    y = Math.min(left, y - 26) - 6;
    field('Product', c.product, MARGIN, y, half);
    field('Policy period', `${formatDate(c.effectiveDate)} to ${formatDate(c.expirationDate)}`, MARGIN + half + 12, y, half);
    y -= 32;
    y = field('Insurer', c.insurer, MARGIN, y, width) - 6;

    heading('Coverages in force');
    const columns = [MARGIN + 6, MARGIN + width * 0.5, MARGIN + width * 0.75];
    text('Coverage', columns[0]!, y, 8, bold, MUTED);
    text('Limit', columns[1]!, y, 8, bold, MUTED);
    text('Deductible', columns[2]!, y, 8, bold, MUTED);
    y -= 14;
    const rows = c.coverages.length ? c.coverages : [{ coverage: c.product, limit: 'As per policy', deductible: 'As per policy' }];
    for (const row of rows) {
      page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: MARGIN + width, y: y + 10 }, color: RULE, thickness: 0.5 });
      text(row.coverage, columns[0]!, y);
      text(row.limit, columns[1]!, y);
      text(row.deductible, columns[2]!, y);
      y -= 16;
    }

    heading('Certificate holder');
    y = field('Holder', `${c.holder.name}\n${c.holder.address}`, MARGIN, y, width) - 4;
    const endorsements = [
      c.additionalInsured ? 'The certificate holder is included as an additional insured, as its interest may appear.' : null,
      c.waiverOfSubrogation ? 'Insurers waive their rights of subrogation against the certificate holder.' : null,
      c.wording || null,
    ].filter((s): s is string => s !== null);
    if (endorsements.length) {
      text('Special provisions', MARGIN, y, 8, regular, MUTED);
      y -= 13;
      for (const provision of endorsements) {
        for (const line of wrap(printable(provision), regular, 10, width)) {
          text(line, MARGIN, y);
          y -= 13;
        }
        y -= 3;
      }
    }

    heading('Notice');
    for (const line of wrap(
      'This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the cover afforded by the policy above, which is subject to all its terms, exclusions and conditions. Should the policy be cancelled before its expiry date, notice will be given in accordance with its provisions.',
      regular,
      9,
      width,
    )) {
      text(line, MARGIN, y, 9, regular, MUTED);
      y -= 12;
    }
    signature(page, regular, c.issuedBy);
    return pdf.save();
  }
}

function signature(page: PDFPage, font: PDFFont, issuedBy: string): void {
  const y = MARGIN + 24;
  page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: MARGIN + 200, y: y + 14 }, color: RULE, thickness: 0.75 });
  page.drawText(printable(`Authorised representative: ${issuedBy}`), { x: MARGIN, y, size: 9, font, color: MUTED });
}
