/**
 * Writes the practice loss runs and their expected claims (`<file>.truth.json`) into
 * adapters/fixtures/loss-runs/heldout (only ever scored) and adapters/fixtures/loss-runs/practice (the rules
 * are improved on it):
 *
 *   npx tsx adapters/src/loss-runs/practice/generate.ts
 *
 * The scanned page is rendered with poppler's pdftoppm, so the generator (not the reader) needs it installed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { tablePdf } from '../../documents/pdf-writer.ts';
import { amountsBelow, type GenClaim, type LossRunTruth, type Term, terms, truthOf } from './claims.ts';
import { cardinal, granite, type LayoutOptions, northstar, renderPdf, type Row } from './layouts.ts';
import { atlas, evergreen } from './layouts-b.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../fixtures/loss-runs');
const VALUATION = '2026-11-30';

interface Written {
  file: string;
  bytes: Uint8Array;
  truth: LossRunTruth;
}

const seq = (prefix: string, width: number) => (i: number, year: number) =>
  `${prefix}${year % 100}${String(i * 37 + 1000).padStart(width, '0')}`;

type Layout = (ts: Term[], o: LayoutOptions) => Row[][];
async function pdfOf(file: string, layout: Layout, ts: Term[], o: Omit<LayoutOptions, 'valuation'>): Promise<Written> {
  return { file, bytes: await renderPdf(layout(ts, { valuation: VALUATION, ...o })), truth: truthOf(ts) };
}

/** The first page of a PDF as a 200 dpi greyscale PNG, as a scanner would give it. */
function scan(pdf: Uint8Array): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loss-scan-'));
  fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-gray',
    '-r',
    '200',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path.join(dir, 'in.pdf'),
    path.join(dir, 'out'),
  ]);
  const png = new Uint8Array(fs.readFileSync(path.join(dir, 'out.png')));
  fs.rmSync(dir, { recursive: true });
  return png;
}

const excelDay = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`) : null);
const dollars = (cents: number) => cents / 100;

/** A carrier's export, one row per claim under a title row, with a total row at the foot. */
function exportRows(ts: Term[], header: string[], row: (c: GenClaim) => unknown[]): unknown[][] {
  const claims = ts.flatMap((t) => t.claims);
  const total = header.map((h, i) =>
    i === 0 ? 'Total' : /incurred/i.test(h) ? dollars(claims.reduce((s, c) => s + c.incurred, 0)) : null,
  );
  return [['Loss Run Export - valued 11/30/2026'], [], header, ...claims.map(row), total];
}

function xlsxOf(file: string, ts: Term[]): Written {
  const header = [
    'Carrier',
    'Policy Number',
    'Eff Date',
    'Exp Date',
    'Line of Business',
    'Claim Number',
    'Claimant',
    'Date of Loss',
    'Date Reported',
    'Date Closed',
    'Claim Status',
    'Adjuster',
    'Outstanding Reserve',
    'Total Paid',
    'Recoveries',
    'Total Incurred',
    'Loss Description',
    'Driver',
    'Unit',
  ];
  const rows = exportRows(ts, header, (c) => [
    c.carrier,
    c.policyNumber,
    excelDay(c.policyTerm!.start),
    excelDay(c.policyTerm!.end),
    c.lineOfBusiness,
    c.claimNumber,
    c.claimant,
    excelDay(c.lossDate),
    excelDay(c.reportDate),
    excelDay(c.closeDate),
    c.status.toUpperCase(),
    c.adjuster,
    dollars(c.reserve),
    dollars(c.paid),
    dollars(c.recovered),
    dollars(c.incurred),
    c.description,
    c.driver,
    c.unit,
  ]);
  const ws = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Claims');
  return { file, bytes: new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer), truth: truthOf(ts) };
}

function csvOf(file: string, ts: Term[]): Written {
  const header = [
    'Policy',
    'Policy Period',
    'Coverage',
    'Claim #',
    'Claimant',
    'DOL',
    'Reported',
    'Closed',
    'Status',
    'Examiner',
    'Reserve',
    'Paid',
    'Recovered',
    'Incurred',
    'Description',
    'Carrier',
  ];
  const q = (x: unknown) =>
    x === null || x === undefined ? '' : /[",\n]/.test(String(x)) ? `"${String(x).replace(/"/g, '""')}"` : String(x);
  const usd = (cents: number) => (cents < 0 ? `(${(-cents / 100).toFixed(2)})` : (cents / 100).toFixed(2));
  const us = (d: string | null) => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '');
  const rows = exportRows(ts, header, (c) => [
    c.policyNumber,
    `${us(c.policyTerm!.start)} - ${us(c.policyTerm!.end)}`,
    c.lineOfBusiness,
    c.claimNumber,
    c.claimant,
    us(c.lossDate),
    us(c.reportDate),
    us(c.closeDate),
    c.status,
    c.adjuster,
    usd(c.reserve),
    usd(c.paid),
    usd(c.recovered),
    usd(c.incurred),
    c.description,
    c.carrier,
  ]);
  const text = rows.map((r) => r.map(q).join(',')).join('\r\n');
  // The truth of a CSV without driver and unit columns: the reader finds them in the description.
  return { file, bytes: new TextEncoder().encode(text), truth: truthOf(ts) };
}

const G = 'Granite Mutual Insurance Company';
const C = 'Cardinal Casualty Co.';
const N = 'Northstar Specialty Insurance';

/** Held-out: written before the reader was tuned, only ever scored. */
async function heldout(): Promise<Written[]> {
  const out: Written[] = [];
  {
    const ts = terms(
      11,
      G,
      'Lone Star Freight LLC',
      'TX',
      'CA-',
      seq('GM', 6),
      [
        { line: 'auto', year: 2022, month: 7, claims: 4 },
        { line: 'auto', year: 2023, month: 7, claims: 0 },
        { line: 'auto', year: 2024, month: 7, claims: 6 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 12, 0.15);
    out.push(await pdfOf('granite-auto.pdf', granite, ts, { notes: ['Reserves are as set by the adjuster at the valuation date.'] }));
  }
  {
    const ts = terms(
      21,
      G,
      'Harbor Point Retail Group',
      'FL',
      'GL',
      seq('GM', 6),
      [
        { line: 'gl', year: 2021, month: 3, claims: 5 },
        { line: 'gl', year: 2022, month: 3, claims: 9 },
        { line: 'gl', year: 2023, month: 3, claims: 8 },
        { line: 'gl', year: 2024, month: 3, claims: 11 },
        { line: 'gl', year: 2025, month: 3, claims: 3 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 22, 0.08);
    out.push(
      await pdfOf('granite-gl-long.pdf', granite, ts, {
        perPage: 30,
        notes: ['', 'Claims closed without payment are shown for completeness.', '', 'Figures include allocated expense.'],
      }),
    );
  }
  {
    const ts = terms(
      31,
      C,
      'Midwest Fabrication Inc',
      'OH',
      'GL ',
      seq('CC-', 7),
      [
        { line: 'gl', year: 2021, month: 1, claims: 3 },
        { line: 'gl', year: 2022, month: 1, claims: 4 },
        { line: 'gl', year: 2023, month: 1, claims: 0 },
        { line: 'gl', year: 2024, month: 1, claims: 5 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 32, 0.15);
    out.push(await pdfOf('cardinal-gl.pdf', cardinal, ts, { notes: ['Deductible recoveries are shown as credits.'] }));
  }
  {
    const ts = terms(
      41,
      C,
      'Riverside Storage Partners',
      'MI',
      'CP',
      seq('CP-', 7),
      [
        { line: 'property', year: 2020, month: 10, claims: 6 },
        { line: 'property', year: 2021, month: 10, claims: 7 },
        { line: 'property', year: 2022, month: 10, claims: 5 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 42, 0.1);
    out.push(await pdfOf('cardinal-property.pdf', cardinal, ts, { perPage: 30 }));
  }
  {
    const ts = terms(
      51,
      N,
      'Keystone Packaging Co',
      'PA',
      'WC-',
      seq('NS', 5),
      [
        { line: 'wc', year: 2022, month: 4, claims: 6 },
        { line: 'wc', year: 2023, month: 4, claims: 7 },
        { line: 'wc', year: 2024, month: 4, claims: 5 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 52, 0.1);
    const archive = ts[1]!.claims.slice(0, 4);
    out.push(
      await pdfOf('northstar-wc.pdf', northstar, ts, { archive, archiveAsOf: '2026-05-31', notes: ['Medical-only claims are included.'] }),
    );
  }
  {
    const ts = terms(
      61,
      N,
      'Summit Delivery Services',
      'CO',
      'BA-',
      seq('NA', 5),
      [
        { line: 'auto', year: 2021, month: 9, claims: 7 },
        { line: 'auto', year: 2022, month: 9, claims: 9 },
        { line: 'auto', year: 2023, month: 9, claims: 8 },
        { line: 'auto', year: 2024, month: 9, claims: 10 },
      ],
      VALUATION,
    );
    amountsBelow(ts, 62, 0.1);
    out.push(await pdfOf('northstar-auto.pdf', northstar, ts, { noIncurred: true, perPage: 32 }));
  }
  {
    const ts = terms(
      71,
      G,
      'Cedar Ridge Landscaping',
      'GA',
      'CA-',
      seq('GM', 6),
      [
        { line: 'auto', year: 2023, month: 5, claims: 5 },
        { line: 'auto', year: 2024, month: 5, claims: 5 },
      ],
      VALUATION,
    );
    const pdf = await pdfOf('granite-scan.png', granite, ts, { perPage: 40 });
    out.push({ ...pdf, bytes: scan(pdf.bytes) });
  }
  out.push(
    xlsxOf('carrier-export.xlsx', [
      ...terms(
        81,
        'Bluewater Mutual',
        'Gulf Coast Marine Supply',
        'LA',
        'BM',
        seq('BW-', 6),
        [
          { line: 'property', year: 2021, month: 6, claims: 4 },
          { line: 'gl', year: 2022, month: 6, claims: 6 },
        ],
        VALUATION,
      ),
      ...terms(
        82,
        'Bluewater Mutual',
        'Gulf Coast Marine Supply',
        'LA',
        'BA',
        seq('BW-', 6),
        [{ line: 'auto', year: 2023, month: 6, claims: 7 }],
        VALUATION,
      ),
    ]),
  );
  out.push(
    csvOf(
      'carrier-export.csv',
      terms(
        91,
        'Pinnacle Assurance',
        'Northgate Clinics',
        'NY',
        'PL',
        seq('PA', 6),
        [
          { line: 'gl', year: 2022, month: 2, claims: 5 },
          { line: 'gl', year: 2023, month: 2, claims: 6 },
        ],
        VALUATION,
      ),
    ),
  );
  out.push({
    file: 'not-a-loss-run.pdf',
    bytes: await tablePdf(
      ['Unit #', 'Year', 'Make', 'Model', 'VIN', 'Stated Amount'],
      [
        ['101', '2021', 'Ford', 'F-150', '1FTFW1E50LFA00001', '$42,000'],
        ['102', '2022', 'Ram', '2500', '3C6UR5DL1NG100002', '$51,500'],
      ],
      { title: 'Fleet Schedule' },
    ),
    truth: { claims: [], notLossRun: true },
  });
  return out;
}

/** A second workbook layout: abbreviated headings, dates as text, paid split in two, a summary sheet first. */
function xlsxB(file: string, ts: Term[]): Written {
  const claims = ts.flatMap((t) => t.claims);
  const summary = [
    ['Account Summary'],
    ['Policy', 'Claims', 'Incurred'],
    ...ts.map((t) => [t.policyNumber, t.claims.length, dollars(t.claims.reduce((s, c) => s + c.incurred, 0))]),
  ];
  const header = [
    'Policy Nbr',
    'Policy Eff',
    'Policy Exp',
    'Coverage',
    'Claim Nbr',
    'Claimant Name',
    'Loss Dt',
    'Rpt Dt',
    'Cls Dt',
    'Clm Status',
    'Examiner',
    'Loss Reserve',
    'Indemnity Paid',
    'Expense Paid',
    'Subrogation',
    'Total Incurred',
    'Accident Description',
    'Company',
  ];
  const detail = [
    header,
    ...claims.map((c) => [
      c.policyNumber,
      c.policyTerm!.start,
      c.policyTerm!.end,
      c.lineOfBusiness,
      c.claimNumber,
      c.claimant,
      c.lossDate,
      c.reportDate ?? '',
      c.closeDate ?? '',
      c.status === 'reopened' ? 'RO' : c.status[0]!.toUpperCase(),
      c.adjuster,
      dollars(c.reserve),
      dollars(c.indemnity.paid),
      dollars(c.expense.paid),
      dollars(c.recovered),
      dollars(c.incurred),
      c.description,
      c.carrier,
    ]),
    ['Grand Total', null, null, null, null, null, null, null, null, null, null, dollars(claims.reduce((s, c) => s + c.reserve, 0))],
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(summary), 'Summary');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(detail), 'Claim Detail');
  return { file, bytes: new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer), truth: truthOf(ts) };
}

const E = 'Evergreen Indemnity Group';
const A = 'Atlas Commercial Insurance Company';

/** Held-out B: two more layouts, written after the tuning on the first three, only ever scored. */
async function heldoutB(): Promise<Written[]> {
  const out: Written[] = [];
  const ev = (file: string, ts: Term[], perPage: number) => ({
    file,
    bytes: renderPdf(evergreen(ts, { valuation: VALUATION, perPage })),
    truth: truthOf(ts),
  });
  const at = (file: string, ts: Term[], perPage: number) => ({
    file,
    bytes: renderPdf(atlas(ts, { valuation: VALUATION, perPage })),
    truth: truthOf(ts),
  });
  const settle = async (w: { file: string; bytes: Promise<Uint8Array>; truth: LossRunTruth }): Promise<Written> => ({
    ...w,
    bytes: await w.bytes,
  });
  out.push(
    await settle(
      ev(
        'evergreen-auto.pdf',
        terms(
          301,
          E,
          'Redwood Transit Inc',
          'CA',
          'AU',
          seq('EV-', 6),
          [
            { line: 'auto', year: 2022, month: 4, claims: 8 },
            { line: 'auto', year: 2023, month: 4, claims: 0 },
            { line: 'auto', year: 2024, month: 4, claims: 9 },
          ],
          VALUATION,
        ),
        26,
      ),
    ),
  );
  out.push(
    await settle(
      ev(
        'evergreen-gl.pdf',
        terms(
          311,
          E,
          'Sunset Mall Holdings',
          'NV',
          'GL',
          seq('EV-', 6),
          [
            { line: 'gl', year: 2021, month: 1, claims: 6 },
            { line: 'gl', year: 2022, month: 1, claims: 7 },
          ],
          VALUATION,
        ),
        30,
      ),
    ),
  );
  out.push(
    await settle(
      at(
        'atlas-property.pdf',
        terms(
          321,
          A,
          'Blue Ridge Warehousing',
          'NC',
          'CPP',
          seq('AT', 7),
          [
            { line: 'property', year: 2020, month: 5, claims: 7 },
            { line: 'property', year: 2021, month: 5, claims: 8 },
            { line: 'property', year: 2022, month: 5, claims: 0 },
            { line: 'property', year: 2023, month: 5, claims: 6 },
          ],
          VALUATION,
        ),
        29,
      ),
    ),
  );
  out.push(
    await settle(
      at(
        'atlas-wc.pdf',
        terms(
          331,
          A,
          'Iron Works Fabricators',
          'IN',
          'WC',
          seq('AT', 7),
          [
            { line: 'wc', year: 2022, month: 9, claims: 10 },
            { line: 'wc', year: 2023, month: 9, claims: 9 },
          ],
          VALUATION,
        ),
        31,
      ),
    ),
  );
  const scanned = await settle(
    ev(
      'evergreen-scan.png',
      terms(341, E, 'Harbor Tow Services', 'WA', 'AU', seq('EV-', 6), [{ line: 'auto', year: 2024, month: 6, claims: 9 }], VALUATION),
      40,
    ),
  );
  out.push({ ...scanned, bytes: scan(scanned.bytes) });
  out.push(
    xlsxB(
      'company-export.xlsx',
      terms(
        351,
        'Keystone Mutual',
        'Allegheny Printing',
        'PA',
        'KM',
        seq('KM-', 6),
        [
          { line: 'gl', year: 2021, month: 7, claims: 5 },
          { line: 'property', year: 2022, month: 7, claims: 6 },
          { line: 'wc', year: 2023, month: 7, claims: 4 },
        ],
        VALUATION,
      ),
    ),
  );
  return out;
}

/** Practice: the rules are improved while looking at these. */
async function practice(): Promise<Written[]> {
  const out: Written[] = [];
  const a = terms(
    111,
    G,
    'Prairie Hauling Co',
    'KS',
    'CA-',
    seq('GM', 6),
    [
      { line: 'auto', year: 2021, month: 1, claims: 6 },
      { line: 'auto', year: 2022, month: 1, claims: 0 },
      { line: 'auto', year: 2023, month: 1, claims: 12 },
    ],
    VALUATION,
  );
  amountsBelow(a, 112, 0.2);
  out.push(
    await pdfOf('granite-two-digit.pdf', granite, a, {
      twoDigitYears: true,
      noIncurred: true,
      perPage: 20,
      notes: ['Subrogation recoveries shown as received.'],
    }),
  );
  const b = terms(
    121,
    C,
    'Lakeshore Hospitality',
    'WI',
    'PK',
    seq('CC-', 7),
    [
      { line: 'gl', year: 2022, month: 5, claims: 7 },
      { line: 'property', year: 2023, month: 5, claims: 5 },
    ],
    VALUATION,
  );
  amountsBelow(b, 122, 0.2);
  out.push(
    await pdfOf('cardinal-four-digit.pdf', cardinal, b, {
      twoDigitYears: false,
      perPage: 24,
      notes: ['Expense is allocated loss adjustment expense.'],
    }),
  );
  const c = terms(
    131,
    N,
    'Granite State Movers',
    'NH',
    'CA-',
    seq('NS', 5),
    [
      { line: 'auto', year: 2022, month: 8, claims: 8 },
      { line: 'auto', year: 2023, month: 8, claims: 9 },
      { line: 'auto', year: 2024, month: 8, claims: 0 },
    ],
    VALUATION,
  );
  amountsBelow(c, 132, 0.15);
  out.push(
    await pdfOf('northstar-archive.pdf', northstar, c, {
      archive: [...c[0]!.claims.slice(2, 5), ...c[1]!.claims.slice(0, 2)],
      archiveAsOf: '2026-02-28',
      perPage: 26,
      notes: ['Counts exclude record-only notices.'],
    }),
  );
  const d = terms(
    141,
    G,
    'Bayview Dental Group',
    'CA',
    'BOP',
    seq('GM', 6),
    [{ line: 'property', year: 2024, month: 11, claims: 4 }],
    VALUATION,
  );
  const scanned = await pdfOf('granite-scan-practice.png', granite, d, {});
  out.push({ ...scanned, bytes: scan(scanned.bytes) });
  const e = terms(
    161,
    C,
    'Copperline Electric',
    'AZ',
    'CP',
    seq('CP-', 7),
    [
      { line: 'property', year: 2019, month: 12, claims: 5 },
      { line: 'property', year: 2020, month: 12, claims: 0 },
      { line: 'wc', year: 2021, month: 12, claims: 9 },
    ],
    VALUATION,
  );
  amountsBelow(e, 162, 0.15);
  out.push(await pdfOf('cardinal-two-digit.pdf', cardinal, e, { perPage: 28 }));
  const f = terms(
    171,
    N,
    'Tidewater Seafood Co',
    'VA',
    'WC-',
    seq('NS', 5),
    [
      { line: 'wc', year: 2021, month: 6, claims: 10 },
      { line: 'wc', year: 2022, month: 6, claims: 12 },
    ],
    VALUATION,
  );
  amountsBelow(f, 172, 0.12);
  out.push(
    await pdfOf('northstar-no-incurred.pdf', northstar, f, { noIncurred: true, perPage: 30, notes: ['Indemnity and medical combined.'] }),
  );
  const g = terms(
    181,
    G,
    'Orchard Valley Foods',
    'WA',
    'GL',
    seq('GM', 6),
    [
      { line: 'gl', year: 2022, month: 10, claims: 14 },
      { line: 'gl', year: 2023, month: 10, claims: 10 },
    ],
    VALUATION,
  );
  amountsBelow(g, 182, 0.1);
  out.push(await pdfOf('granite-gl.pdf', granite, g, { perPage: 27, notes: ['Litigated claims are flagged by the adjuster.'] }));
  out.push(
    csvOf(
      'export-practice.csv',
      terms(
        191,
        'Pinnacle Assurance',
        'Lakeview Schools',
        'MN',
        'PL',
        seq('PA', 6),
        [{ line: 'gl', year: 2023, month: 8, claims: 8 }],
        VALUATION,
      ),
    ),
  );
  const h = terms(
    201,
    G,
    'Northwind Couriers',
    'OR',
    'CA-',
    seq('GM', 6),
    [
      { line: 'auto', year: 2023, month: 2, claims: 6 },
      { line: 'auto', year: 2024, month: 2, claims: 5 },
    ],
    VALUATION,
  );
  amountsBelow(h, 202, 0.15);
  const scannedAuto = await pdfOf('granite-scan-auto.png', granite, h, { perPage: 40 });
  out.push({ ...scannedAuto, bytes: scan(scannedAuto.bytes) });
  const ev = terms(
    401,
    E,
    'Canyon Freightways',
    'UT',
    'AU',
    seq('EV-', 6),
    [
      { line: 'auto', year: 2023, month: 10, claims: 9 },
      { line: 'gl', year: 2024, month: 10, claims: 5 },
    ],
    VALUATION,
  );
  out.push({
    file: 'evergreen-practice.pdf',
    bytes: await renderPdf(evergreen(ev, { valuation: VALUATION, perPage: 24 })),
    truth: truthOf(ev),
  });
  const evScan = terms(
    411,
    E,
    'Pacific Shuttle Co',
    'OR',
    'AU',
    seq('EV-', 6),
    [{ line: 'auto', year: 2025, month: 1, claims: 8 }],
    VALUATION,
  );
  out.push({
    file: 'evergreen-scan-practice.png',
    bytes: scan(await renderPdf(evergreen(evScan, { valuation: VALUATION, perPage: 40 }))),
    truth: truthOf(evScan),
  });
  const at = terms(
    421,
    A,
    'Magnolia Bakeries',
    'MS',
    'CPP',
    seq('AT', 7),
    [
      { line: 'property', year: 2021, month: 3, claims: 6 },
      { line: 'gl', year: 2022, month: 3, claims: 0 },
      { line: 'wc', year: 2023, month: 3, claims: 9 },
    ],
    VALUATION,
  );
  out.push({ file: 'atlas-practice.pdf', bytes: await renderPdf(atlas(at, { valuation: VALUATION, perPage: 27 })), truth: truthOf(at) });
  out.push(
    xlsxB(
      'company-export-practice.xlsx',
      terms(
        431,
        'Keystone Mutual',
        'Three Rivers Dairy',
        'PA',
        'KM',
        seq('KM-', 6),
        [
          { line: 'property', year: 2022, month: 2, claims: 5 },
          { line: 'wc', year: 2023, month: 2, claims: 5 },
        ],
        VALUATION,
      ),
    ),
  );
  out.push(
    xlsxOf(
      'export-practice.xlsx',
      terms(
        151,
        'Bluewater Mutual',
        'Delta Cold Storage',
        'MS',
        'BM',
        seq('BW-', 6),
        [{ line: 'property', year: 2023, month: 3, claims: 6 }],
        VALUATION,
      ),
    ),
  );
  return out;
}

function write(dir: string, files: Written[]): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const f of files) {
    fs.writeFileSync(path.join(dir, f.file), f.bytes);
    fs.writeFileSync(path.join(dir, `${f.file}.truth.json`), `${JSON.stringify(f.truth, null, 1)}\n`);
  }
  console.log(
    `${files.length} files, ${files.reduce((n, f) => n + f.truth.claims.length, 0)} claims -> ${path.relative(process.cwd(), dir)}`,
  );
}

write(path.join(ROOT, 'heldout'), await heldout());
write(path.join(ROOT, 'practice'), await practice());
write(path.join(ROOT, 'heldout-b'), await heldoutB());
