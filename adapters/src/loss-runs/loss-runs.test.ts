/**
 * The loss-run reader on real files: the generated held-out loss runs (only ever scored), a PDF that is not a
 * loss run, and loss runs written here to put one rule at a time to the test.
 */
import path from 'node:path';
import { isAppError, type LossRunReading } from '@workbench/core';
import { afterAll, describe, expect, it } from 'vitest';
import { terminateOcr } from '../documents/readers/image.ts';
import { scannedPdf, tablePdf } from '../documents/pdf-writer.ts';
import { addScores, emptyScore, f1, scoreReading } from './accuracy.ts';
import { NO_TEXT, NOT_A_LOSS_RUN, readLossRun } from './index.ts';
import { LOSS_RUN_FIXTURES, practiceFiles } from './practice/files.ts';
import { renderPdf, type Row } from './practice/layouts.ts';

afterAll(terminateOcr);

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readLossRun(bytes);
  } catch (e) {
    if (isAppError(e) && e.code === 'unprocessable') return e.message;
    throw e;
  }
  return 'read';
}

const claim = (r: LossRunReading, number: string) => r.claims.find((c) => c.claimNumber.value === number)!;

describe('held-out loss runs', () => {
  it.each([
    ['heldout', 150],
    ['heldout-b', 90],
  ])('reads %s: claims exactly (>= 97%%), field F1 >= 0.99, and no total or note as a claim', { timeout: 120_000 }, async (set, claims) => {
    let total = emptyScore();
    const refused: string[] = [];
    for (const p of practiceFiles(path.join(LOSS_RUN_FIXTURES, set))) {
      if (p.truth.notLossRun) {
        refused.push(await refusal(p.bytes));
        continue;
      }
      total = addScores(total, scoreReading(await readLossRun(p.bytes), p.truth.claims, p.file));
    }
    expect(total.truthClaims).toBeGreaterThanOrEqual(claims);
    expect(total.exact / total.truthClaims).toBeGreaterThanOrEqual(0.97);
    expect(f1(total).f1).toBeGreaterThanOrEqual(0.99);
    expect(total.extra).toBe(0);
    expect(refused).toEqual(set === 'heldout' ? [NOT_A_LOSS_RUN] : []);
  });
});

const fixture = (name: string) => practiceFiles(path.join(LOSS_RUN_FIXTURES, 'heldout')).find((p) => p.file === name)!;

describe('what the reader says about a loss run', () => {
  it('drops the claims a prior-valuation section repeats, with a warning, keeping the current amounts', async () => {
    const p = fixture('northstar-wc.pdf');
    const r = await readLossRun(p.bytes);
    const repeats = r.warnings.filter((w) => /repeats it from a prior valuation/.test(w));
    expect(repeats).toHaveLength(4);
    expect(new Set(r.claims.map((c) => c.claimNumber.value)).size).toBe(r.claims.length);
    const want = p.truth.claims[6]!;
    expect(claim(r, want.claimNumber).paid.value).toBe(want.paid);
  });

  it('gives every value its page and line, and the valuation date', async () => {
    const r = await readLossRun(fixture('granite-gl-long.pdf').bytes);
    expect(r.valuationDate?.value).toBe('2026-11-30');
    const pages = new Set(r.claims.map((c) => c.claimNumber.source!.page));
    expect(pages.size).toBeGreaterThan(2);
    for (const c of r.claims) {
      expect(c.lossDate.source).toEqual(c.claimNumber.source);
      expect(c.carrier?.value).toBe('Granite Mutual Insurance Company');
      expect(c.lossDate.confidence).toBeGreaterThan(0.9);
    }
  });

  it('reads a scanned loss run by OCR and says so', { timeout: 60_000 }, async () => {
    const p = fixture('granite-scan.png');
    const r = await readLossRun(p.bytes);
    expect(r.warnings[0]).toMatch(/OCR/);
    expect(scoreReading(r, p.truth.claims).exact).toBe(p.truth.claims.length);
  });

  it('reads a loss run scanned to PDF (a JPEG page) by OCR, each claim on its page', { timeout: 120_000 }, async () => {
    const p = fixture('granite-scan.png');
    const r = await readLossRun(await scannedPdf([p.bytes], { asJpeg: true }));
    expect(r.warnings[0]).toMatch(/OCR/);
    expect(scoreReading(r, p.truth.claims).exact).toBe(p.truth.claims.length);
    expect(r.claims.every((c) => c.claimNumber.source?.page === 1)).toBe(true);
  });

  it('refuses a PDF that is not a loss run, and a PDF with neither text nor page images', async () => {
    const schedule = await tablePdf(['Unit #', 'Year', 'Make', 'VIN'], [['1', '2020', 'Ford', '1FTFW1E50LFA00001']]);
    expect(await refusal(schedule)).toBe(NOT_A_LOSS_RUN);
    expect(await refusal(await renderPdf([[]]))).toBe(NO_TEXT);
    expect(await refusal(new TextEncoder().encode('Name,Address\nA,B\n'))).toBe(NOT_A_LOSS_RUN);
  });
});

/** A one-page loss run in Granite's columns, for the rules one at a time. */
function page(rows: string[][], opts: { incurred?: boolean } = {}): Promise<Uint8Array> {
  const xs = [24, 96, 184, 232, 280, 330, 376, 500, 568, 640, 716];
  const right = (i: number) => i >= 7;
  const head = [
    'Claim No',
    'Claimant',
    'Loss Date',
    'Reported',
    'Closed',
    'Status',
    'Adjuster',
    'Reserve',
    'Paid',
    'Recovered',
    ...(opts.incurred === false ? [] : ['Incurred']),
  ];
  const line = (cells: string[]): Row => cells.map((text, i) => ({ x: xs[i]!, text, right: right(i) }));
  return renderPdf([
    [
      [{ x: 24, text: 'Acme Insurance Company', bold: true, size: 13 }],
      [
        { x: 24, text: 'Loss Run Report' },
        { x: 768, text: 'Valuation Date: 11/30/2026', right: true },
      ],
      line(head),
      [
        { x: 24, text: 'Policy No: AB-1234567' },
        { x: 190, text: 'Term: 07/01/98 - 07/01/99' },
      ],
      ...rows.map((r) => (r.length === 1 ? [{ x: 96, text: r[0]! }] : line(r))),
    ],
  ]);
}

describe('the rules of reading a printed loss run', () => {
  it('reads amounts in parentheses as negative, two-digit years in the term century, and works out a missing incurred', async () => {
    const r = await readLossRun(
      await page(
        [
          ['AB99-00017', 'Dana Cole', '03/15/99', '03/20/99', '', 'Open', 'K. Lee', '1,000.00', '(250.00)', '0.00'],
          ['Vehicle backed into a pole. Driver: R. Diaz, unit 7.'],
        ],
        { incurred: false },
      ),
    );
    const c = r.claims[0]!;
    expect(c.lossDate.value).toBe('1999-03-15');
    expect(c.policyTerm?.value).toEqual({ start: '1998-07-01', end: '1999-07-01' });
    expect(c.paid.value).toBe(-25000);
    expect(c.incurred).toEqual({ value: 75000, confidence: expect.any(Number), source: null });
    expect(c.driver?.value).toBe('R. Diaz');
    expect(c.unit?.value).toBe('7');
    expect(c.carrier?.value).toBe('Acme Insurance Company');
  });

  it('warns of a term total that does not add up to its claims, and never reads it as a claim', async () => {
    const r = await readLossRun(
      await page([
        ['AB99-00017', 'Dana Cole', '03/15/99', '03/20/99', '', 'Open', 'K. Lee', '1,000.00', '250.00', '0.00', '1,250.00'],
        ['AB99-00018', 'Sam Ruiz', '04/15/99', '04/20/99', '05/20/99', 'Closed', 'K. Lee', '0.00', '500.00', '0.00', '500.00'],
        ['', 'Term Total: 2 claims', '', '', '', '', '', '1,000.00', '700.00', '0.00', '1,700.00'],
        ['Note: amounts are in US dollars.'],
      ]),
    );
    expect(r.claims.map((c) => c.claimNumber.value)).toEqual(['AB99-00017', 'AB99-00018']);
    expect(r.warnings.some((w) => /does not add up to its claims: paid 700.00 printed, 750.00/.test(w))).toBe(true);
    expect(r.claims[1]!.description).toBeNull();
  });

  it('takes a "see ledger" row its amounts from the line below, and keeps a claim listed twice once', async () => {
    const r = await readLossRun(
      await page([
        ['AB99-00020', 'Lee Park', '05/01/99', '05/02/99', '', 'Pending', 'K. Lee', 'See Ledger', 'See Ledger', 'See Ledger', 'See Ledger'],
        ['Ledger: Reserve 2,000.00  Paid 150.00  Recovered 0.00  Incurred 2,150.00'],
        ['AB99-00020', 'Lee Park', '05/01/99', '05/02/99', '', 'Pending', 'K. Lee', '2,000.00', '150.00', '0.00', '2,150.00'],
      ]),
    );
    expect(r.claims).toHaveLength(1);
    expect(r.claims[0]!.reserve.value).toBe(200000);
    expect(r.claims[0]!.status.value).toBe('pending');
    expect(r.warnings.some((w) => /AB99-00020 .* listed twice/.test(w))).toBe(true);
  });
});
