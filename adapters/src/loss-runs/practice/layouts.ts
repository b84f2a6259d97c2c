/**
 * Three carriers' loss-run layouts, printed as real text PDFs with pdf-lib: a header repeated on every page
 * (carrier, report title, valuation date, page n of m), a block per policy term with its claims and its
 * total, descriptions under the claims, notes that belong to no claim, amounts printed on a line below,
 * money split by category, prior-valuation sections repeating claims, and claims running over a page break.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { GenClaim, Term } from './claims.ts';

export interface Txt {
  x: number;
  text: string;
  right?: boolean;
  bold?: boolean;
  size?: number;
}
export type Row = Txt[];

const WIDTH = 792;
const HEIGHT = 612;
const LEADING = 11.5;

export async function renderPdf(pages: Row[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Fixed dates, so the generated files are the same bytes every time they are written.
  pdf.setCreationDate(new Date(Date.UTC(2026, 10, 30)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 10, 30)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const rows of pages) {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    let y = 34;
    for (const row of rows) {
      const size = Math.max(...row.map((t) => t.size ?? 7.5), 7.5);
      y += size > 9 ? LEADING + 4 : LEADING;
      for (const t of row) {
        if (!t.text) continue;
        const font = t.bold ? bold : regular;
        const s = t.size ?? 7.5;
        const x = t.right ? t.x - font.widthOfTextAtSize(t.text, s) : t.x;
        page.drawText(t.text, { x, y: HEIGHT - y, size: s, font });
      }
    }
  }
  return pdf.save();
}

/** Body rows laid over pages under a page header and the column headings, `perPage` body rows a page. */
export function paginate(header: (page: number, of: number) => Row[], columns: Row[], body: Row[], perPage: number): Row[][] {
  const count = Math.max(1, Math.ceil(body.length / perPage));
  const pages: Row[][] = [];
  for (let p = 0; p < count; p++) pages.push([...header(p + 1, count), [], ...columns, ...body.slice(p * perPage, (p + 1) * perPage)]);
  return pages;
}

const pad = (n: number) => String(n).padStart(2, '0');
const [y4, m2, d2] = [(d: string) => d.slice(0, 4), (d: string) => d.slice(5, 7), (d: string) => d.slice(8, 10)];
export const us = (d: string | null) => (d ? `${m2(d)}/${d2(d)}/${y4(d)}` : '');
export const us2 = (d: string | null) => (d ? `${m2(d)}/${d2(d)}/${y4(d).slice(2)}` : '');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const dmy = (d: string | null) => (d ? `${d2(d)}-${MON[Number(m2(d)) - 1]}-${y4(d)}` : '');

/** Cents as a carrier prints them: 12,345.67, negatives in parentheses. */
export function money(cents: number, opts: { parens?: boolean; zero?: string } = {}): string {
  if (cents === 0 && opts.zero !== undefined) return opts.zero;
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString('en-US')}.${pad(abs % 100)}`;
  return cents < 0 || opts.parens ? `(${text})` : text;
}

/** Splits a description into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

const STATUS_WORD = { open: 'Open', closed: 'Closed', pending: 'Pending', reopened: 'Reopened' } as const;
const STATUS_CODE = { open: 'O', closed: 'C', pending: 'P', reopened: 'R' } as const;
const sum = (cs: GenClaim[], f: (c: GenClaim) => number) => cs.reduce((s, c) => s + f(c), 0);

export interface LayoutOptions {
  valuation: string;
  perPage?: number;
  /** Notes that belong to no claim, printed between terms and at the end. */
  notes?: string[];
  /** Claims of earlier terms printed again in a prior-valuation section (with older amounts). */
  archive?: GenClaim[];
  /** The layout prints no incurred column: the reader works it out. */
  noIncurred?: boolean;
  twoDigitYears?: boolean;
  /** The valuation date of the prior-valuation section. */
  archiveAsOf?: string;
}

/** Granite Mutual: one row per claim, the description indented below it, ledger lines for "see ledger" rows. */
export function granite(ts: Term[], o: LayoutOptions): Row[][] {
  const date = o.twoDigitYears ? us2 : us;
  const X = { claim: 24, claimant: 96, loss: 184, rep: 232, closed: 280, status: 330, adj: 376, res: 500, paid: 568, rec: 640, inc: 716 };
  const header = (p: number, n: number): Row[] => [
    [
      { x: 24, text: 'Granite Mutual Insurance Company', bold: true, size: 13 },
      { x: 768, text: `Page ${p} of ${n}`, right: true },
    ],
    [
      { x: 24, text: 'Commercial Loss Run Report', bold: true, size: 10 },
      { x: 768, text: `Valuation Date: ${date(o.valuation)}`, right: true },
    ],
    [{ x: 24, text: `Insured: ${ts[0]!.insured}` }],
  ];
  const columns: Row[] = [
    [
      { x: X.claim, text: 'Claim No', bold: true },
      { x: X.claimant, text: 'Claimant', bold: true },
      { x: X.loss, text: 'Loss Date', bold: true },
      { x: X.rep, text: 'Reported', bold: true },
      { x: X.closed, text: 'Closed', bold: true },
      { x: X.status, text: 'Status', bold: true },
      { x: X.adj, text: 'Adjuster', bold: true },
      { x: X.res, text: 'Reserve', bold: true, right: true },
      { x: X.paid, text: 'Paid', bold: true, right: true },
      { x: X.rec, text: 'Recovered', bold: true, right: true },
      ...(o.noIncurred ? [] : [{ x: X.inc, text: 'Incurred', bold: true, right: true }]),
    ],
  ];
  const moneyCells = (m: { reserve: number; paid: number; recovered: number; incurred: number }): Row => [
    { x: X.res, text: money(m.reserve), right: true },
    { x: X.paid, text: money(m.paid), right: true },
    { x: X.rec, text: money(m.recovered), right: true },
    ...(o.noIncurred ? [] : [{ x: X.inc, text: money(m.incurred), right: true }]),
  ];
  const body: Row[] = [];
  ts.forEach((t, i) => {
    body.push([
      { x: 24, text: `Policy No: ${t.policyNumber}`, bold: true },
      { x: 190, text: `Term: ${date(t.term.start)} - ${date(t.term.end)}` },
      { x: 340, text: `State: ${t.state}` },
      { x: 420, text: `Line: ${t.lineOfBusiness}` },
    ]);
    if (t.claims.length === 0) body.push([{ x: 60, text: '*** No claims reported for this policy term ***' }]);
    for (const c of t.claims) {
      const row: Row = [
        { x: X.claim, text: c.claimNumber },
        { x: X.claimant, text: c.claimant ?? '' },
        { x: X.loss, text: date(c.lossDate) },
        { x: X.rep, text: date(c.reportDate) },
        { x: X.closed, text: date(c.closeDate) },
        { x: X.status, text: STATUS_WORD[c.status] },
        { x: X.adj, text: c.adjuster ?? '' },
      ];
      if (c.amountsBelow) {
        for (const x of [X.res, X.paid, X.rec, ...(o.noIncurred ? [] : [X.inc])]) row.push({ x, text: c.amountsBelow, right: true });
      } else row.push(...moneyCells(c));
      body.push(row);
      if (c.amountsBelow)
        body.push([
          {
            x: 96,
            text: `Ledger: Reserve ${money(c.reserve)}  Paid ${money(c.paid)}  Recovered ${money(c.recovered)}${o.noIncurred ? '' : `  Incurred ${money(c.incurred)}`}`,
          },
        ]);
      for (const l of wrap(c.description ?? '', 120)) body.push([{ x: 96, text: l }]);
    }
    body.push([
      { x: X.claimant, text: `Term Total: ${t.claims.length} claim${t.claims.length === 1 ? '' : 's'}`, bold: true },
      ...moneyCells({
        reserve: sum(t.claims, (c) => c.reserve),
        paid: sum(t.claims, (c) => c.paid),
        recovered: sum(t.claims, (c) => c.recovered),
        incurred: sum(t.claims, (c) => c.incurred),
      }).map((x) => ({ ...x, bold: true })),
    ]);
    body.push([]);
    const note = o.notes?.[i];
    if (note) body.push([{ x: 24, text: `Note: ${note}` }], []);
  });
  return paginate(header, columns, body, o.perPage ?? 34);
}

/** Cardinal Casualty: a claim line, then its money by category (indemnity, expense, recovery) and a claim total. */
export function cardinal(ts: Term[], o: LayoutOptions): Row[][] {
  const date = o.twoDigitYears === false ? us : us2;
  const X = {
    claim: 24,
    claimant: 88,
    loss: 170,
    rep: 210,
    closed: 250,
    status: 292,
    adj: 336,
    cat: 396,
    res: 540,
    paid: 610,
    rec: 680,
    inc: 760,
  };
  const header = (p: number, n: number): Row[] => [
    [
      { x: 24, text: 'CARDINAL CASUALTY CO.', bold: true, size: 12 },
      { x: 768, text: `Page ${p} of ${n}`, right: true },
    ],
    [
      { x: 24, text: 'LOSS HISTORY - CLAIMS DETAIL BY POLICY PERIOD', bold: true },
      { x: 768, text: `Valued as of: ${date(o.valuation)}`, right: true },
    ],
  ];
  const columns: Row[] = [
    [
      { x: X.claim, text: 'Claim #', bold: true },
      { x: X.claimant, text: 'Claimant', bold: true },
      { x: X.loss, text: 'DOL', bold: true },
      { x: X.rep, text: 'Rptd', bold: true },
      { x: X.closed, text: 'Closed', bold: true },
      { x: X.status, text: 'Status', bold: true },
      { x: X.adj, text: 'Examiner', bold: true },
      { x: X.cat, text: 'Category', bold: true },
      { x: X.res, text: 'Reserve', bold: true, right: true },
      { x: X.paid, text: 'Paid', bold: true, right: true },
      { x: X.rec, text: 'Recovered', bold: true, right: true },
      { x: X.inc, text: 'Incurred', bold: true, right: true },
    ],
  ];
  const amounts = (res: number, paid: number, rec: number, inc: number, bold = false): Row => [
    { x: X.res, text: money(res), right: true, bold },
    { x: X.paid, text: money(paid), right: true, bold },
    { x: X.rec, text: rec ? money(rec, { parens: true }) : '0.00', right: true, bold },
    { x: X.inc, text: money(inc), right: true, bold },
  ];
  const body: Row[] = [];
  ts.forEach((t, i) => {
    body.push([{ x: 24, text: `Named Insured: ${t.insured}`, bold: true }]);
    body.push([
      { x: 24, text: `Policy #: ${t.policyNumber}` },
      { x: 170, text: `Period: ${date(t.term.start)} to ${date(t.term.end)}` },
      { x: 320, text: `State: ${t.state}` },
      { x: 400, text: `Coverage: ${t.lineOfBusiness}` },
    ]);
    if (t.claims.length === 0) body.push([{ x: 88, text: 'No Losses Reported' }]);
    for (const c of t.claims) {
      const info: Row = [
        { x: X.claim, text: c.claimNumber },
        { x: X.claimant, text: c.claimant ?? '' },
        { x: X.loss, text: date(c.lossDate) },
        { x: X.rep, text: date(c.reportDate) },
        { x: X.closed, text: date(c.closeDate) },
        { x: X.status, text: STATUS_WORD[c.status].toUpperCase() },
        { x: X.adj, text: c.adjuster ?? '' },
      ];
      if (c.amountsBelow) {
        body.push([...info, ...[X.res, X.paid, X.rec, X.inc].map((x) => ({ x, text: c.amountsBelow!.toUpperCase(), right: true }))]);
        body.push([{ x: X.cat, text: 'Ledger amounts' }, ...amounts(c.reserve, c.paid, c.recovered, c.incurred)]);
      } else {
        const ind = c.indemnity;
        const exp = c.expense;
        body.push([...info, { x: X.cat, text: 'Indemnity' }, ...amounts(ind.reserve, ind.paid, 0, ind.reserve + ind.paid)]);
        body.push([{ x: X.cat, text: 'Expense' }, ...amounts(exp.reserve, exp.paid, 0, exp.reserve + exp.paid)]);
        if (c.recovered) body.push([{ x: X.cat, text: 'Deductible Recovery' }, ...amounts(0, 0, c.recovered, -c.recovered)]);
        body.push([{ x: X.cat, text: 'Claim Total', bold: true }, ...amounts(c.reserve, c.paid, c.recovered, c.incurred, true)]);
      }
      const lines = wrap(c.description ?? '', 110);
      body.push(...lines.map((l, k): Row => [{ x: 88, text: k === 0 ? `Desc: ${l}` : l }]));
    }
    body.push([
      { x: X.cat, text: `Total Policy Period (${t.claims.length})`, bold: true },
      ...amounts(
        sum(t.claims, (c) => c.reserve),
        sum(t.claims, (c) => c.paid),
        sum(t.claims, (c) => c.recovered),
        sum(t.claims, (c) => c.incurred),
        true,
      ),
    ]);
    body.push([]);
    const note = o.notes?.[i];
    if (note) body.push([{ x: 24, text: `* ${note}` }], []);
  });
  return paginate(header, columns, body, o.perPage ?? 36);
}

/**
 * Northstar Specialty: two-line column headings, status codes, day-month-year dates, zero as a dash, and a
 * prior-valuation section that repeats claims with their older amounts.
 */
export function northstar(ts: Term[], o: LayoutOptions): Row[][] {
  const X = { claim: 24, claimant: 100, loss: 196, rep: 250, closed: 304, status: 358, adj: 384, res: 520, paid: 590, rec: 660, inc: 740 };
  const header = (p: number, n: number): Row[] => [
    [{ x: 24, text: 'Northstar Specialty Insurance', bold: true, size: 12 }],
    [
      { x: 24, text: `Loss Experience Report  -  valued ${dmy(o.valuation)}` },
      { x: 768, text: `Page ${p} of ${n}`, right: true },
    ],
  ];
  const head = (x: number, a: string, b: string, right = false): [Txt, Txt] => [
    { x, text: a, bold: true, right },
    { x, text: b, bold: true, right },
  ];
  const cols = [
    head(X.claim, 'Claim', 'Number'),
    head(X.claimant, 'Claimant', 'Name'),
    head(X.loss, 'Date of', 'Loss'),
    head(X.rep, 'Date', 'Reported'),
    head(X.closed, 'Date', 'Closed'),
    head(X.status, '', 'St'),
    head(X.adj, 'Claim', 'Handler'),
    head(X.res, 'Outstanding', 'Reserve', true),
    head(X.paid, 'Paid', 'to Date', true),
    head(X.rec, 'Subro /', 'Salvage', true),
    ...(o.noIncurred ? [] : [head(X.inc, 'Total', 'Incurred', true)]),
  ];
  const columns: Row[] = [cols.map((c) => c[0]).filter((t) => t.text), cols.map((c) => c[1])];
  const zero = { zero: '-' };
  const moneyCells = (m: { reserve: number; paid: number; recovered: number; incurred: number }, bold = false): Row => [
    { x: X.res, text: money(m.reserve, zero), right: true, bold },
    { x: X.paid, text: money(m.paid, zero), right: true, bold },
    { x: X.rec, text: money(m.recovered, zero), right: true, bold },
    ...(o.noIncurred ? [] : [{ x: X.inc, text: money(m.incurred, zero), right: true, bold }]),
  ];
  const claimRows = (c: GenClaim, m = c): Row[] => {
    const rows: Row[] = [
      [
        { x: X.claim, text: c.claimNumber },
        { x: X.claimant, text: c.claimant ?? '' },
        { x: X.loss, text: dmy(c.lossDate) },
        { x: X.rep, text: dmy(c.reportDate) },
        { x: X.closed, text: dmy(c.closeDate) },
        { x: X.status, text: STATUS_CODE[c.status] },
        { x: X.adj, text: c.adjuster ?? '' },
        ...(c.amountsBelow
          ? [X.res, X.paid, X.rec, ...(o.noIncurred ? [] : [X.inc])].map((x) => ({ x, text: 'see ledger', right: true }))
          : moneyCells(m)),
      ],
    ];
    if (c.amountsBelow) rows.push([{ x: X.adj, text: 'ledger:' }, ...moneyCells(m)]);
    for (const l of wrap(c.description ?? '', 125)) rows.push([{ x: 100, text: l }]);
    return rows;
  };
  const body: Row[] = [];
  ts.forEach((t, i) => {
    body.push([
      { x: 24, text: `Insured: ${t.insured}`, bold: true },
      { x: 250, text: `Policy: ${t.policyNumber}`, bold: true },
      { x: 400, text: `Eff: ${dmy(t.term.start)}` },
      { x: 480, text: `Exp: ${dmy(t.term.end)}` },
      { x: 560, text: `State: ${t.state}` },
      { x: 620, text: `LOB: ${t.lineOfBusiness}` },
    ]);
    if (t.claims.length === 0) body.push([{ x: 100, text: 'No claims for this period' }]);
    for (const c of t.claims) body.push(...claimRows(c));
    body.push([
      { x: X.claimant, text: `Policy Total  (${t.claims.length} claims)`, bold: true },
      ...moneyCells(
        {
          reserve: sum(t.claims, (c) => c.reserve),
          paid: sum(t.claims, (c) => c.paid),
          recovered: sum(t.claims, (c) => c.recovered),
          incurred: sum(t.claims, (c) => c.incurred),
        },
        true,
      ),
    ]);
    body.push([]);
    const note = o.notes?.[i];
    if (note) body.push([{ x: 24, text: `NOTE: ${note}` }], []);
  });
  if (o.archive?.length) {
    body.push([
      {
        x: 24,
        text: `PRIOR VALUATION AS OF ${dmy(o.archiveAsOf ?? o.valuation)} - CLAIMS PREVIOUSLY REPORTED (FOR REFERENCE ONLY)`,
        bold: true,
      },
    ]);
    for (const c of o.archive) {
      // The earlier valuation: less paid, more reserved.
      const paid = Math.floor(c.paid / 2);
      const older = { ...c, amountsBelow: undefined, reserve: c.reserve + (c.paid - paid), paid, status: 'open' as const, closeDate: null };
      body.push(...claimRows(older, older));
    }
  }
  return paginate(header, columns, body, o.perPage ?? 36);
}
