import type { ProposalContent, ProposalRenderer } from '@workbench/core';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/** A4 in points, and the proposal's own margins and colours. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.75, 0.78, 0.82);
const BAND = rgb(0.93, 0.95, 0.97);

/** The standard fonts only encode WinAnsi: anything else is replaced rather than failing the proposal. */
const printable = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(printable(next), size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The client proposal, laid out with pdf-lib on as many A4 pages as it takes: a title band with the client
 * and the submission, the broker's message, then each option with its carrier, its cost (premium, taxes,
 * fees, total), its limits and deductibles, its subjectivities and how long it stands, and a closing
 * note on how to choose.
 */
export class PdfProposalRenderer implements ProposalRenderer {
  async render(c: ProposalContent): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(`Insurance proposal ${c.reference}`);
    pdf.setSubject(`Options for ${c.client}`);
    pdf.setProducer('Workbench');
    pdf.setCreationDate(new Date(`${c.preparedOn}T00:00:00Z`));
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const width = PAGE.width - 2 * MARGIN;
    let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;

    const room = (needed: number) => {
      if (y - needed >= MARGIN) return;
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    };
    const text = (s: string, x: number, at: number, size = 10, font = regular, color = INK) =>
      page.drawText(printable(s), { x, y: at, size, font, color });
    const paragraph = (s: string, size = 10, font = regular) => {
      for (const line of wrap(s, font, size, width)) {
        room(size + 4);
        y -= size + 4;
        text(line, MARGIN, y, size, font);
      }
    };
    const heading = (s: string) => {
      room(40);
      y -= 26;
      page.drawRectangle({ x: MARGIN, y: y - 5, width, height: 20, color: BAND });
      text(s, MARGIN + 6, y + 1, 11, bold);
    };
    const row = (label: string, value: string, strong = false) => {
      room(16);
      y -= 15;
      text(label, MARGIN + 6, y, 10, regular, MUTED);
      text(value, MARGIN + 200, y, 10, strong ? bold : regular);
    };

    text('Insurance proposal', MARGIN, y - 18, 20, bold);
    y -= 40;
    text(`${c.client} - ${c.product}`, MARGIN, y, 12, bold);
    y -= 16;
    text(`Submission ${c.reference} - prepared by ${c.preparedBy} on ${c.preparedOn}`, MARGIN, y, 9, regular, MUTED);
    y -= 10;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.5, color: RULE });
    if (c.message) {
      y -= 6;
      paragraph(c.message);
    }

    for (const option of c.options) {
      heading(`${option.label}: ${option.carrier}`);
      row('Premium', option.premium);
      row('Taxes', option.taxes);
      row('Fees', option.fees);
      row('Total cost', option.total, true);
      row('Valid until', option.validUntil);
      if (option.terms.length) {
        room(20);
        y -= 18;
        text('Coverage', MARGIN + 6, y, 9, bold, MUTED);
        text('Limit', MARGIN + 260, y, 9, bold, MUTED);
        text('Deductible', MARGIN + 380, y, 9, bold, MUTED);
        for (const term of option.terms) {
          room(15);
          y -= 14;
          text(term.coverage, MARGIN + 6, y);
          text(term.limit, MARGIN + 260, y);
          text(term.deductible, MARGIN + 380, y);
        }
      }
      if (option.subjectivities.length) {
        room(20);
        y -= 6;
        paragraph('Subject to:', 9, bold);
        for (const s of option.subjectivities) paragraph(`- ${s}`, 9);
      }
    }

    y -= 12;
    paragraph('Choose your option in the customer portal, on this submission. Cover starts only once we confirm it is bound.', 9);
    return pdf.save();
  }
}
