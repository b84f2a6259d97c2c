/**
 * Two more carriers' layouts, written after the reader was tuned on the first three and before it was
 * changed for these: Evergreen (label and value in separate runs without colons, ISO dates, dollar signs,
 * money split by category across columns, driver and unit columns, the page number in a footer) and Atlas
 * (dates without leading zeros, category rows labelled under the claimant with a per-claim "Total", a
 * claim's rows running over a page break under a "continued" line).
 */
import type { GenClaim, Term } from './claims.ts';
import { money, paginate, type Row, wrap } from './layouts.ts';

const sum = (cs: GenClaim[], f: (c: GenClaim) => number) => cs.reduce((s, c) => s + f(c), 0);
const usd = (c: number) => (c < 0 ? `($${money(-c)})` : `$${money(c)}`);
const STATUS = { open: 'Open', closed: 'Closed', pending: 'Pending', reopened: 'Re-Opened' } as const;

export function evergreen(ts: Term[], o: { valuation: string; perPage?: number }): Row[][] {
  const X = {
    claim: 20,
    claimant: 78,
    loss: 150,
    rep: 196,
    closed: 242,
    status: 290,
    adj: 334,
    driver: 382,
    unit: 428,
    ir: 498,
    er: 552,
    ip: 610,
    ep: 664,
    rec: 718,
    inc: 772,
  };
  const header = (): Row[] => [
    [{ x: 20, text: 'EVERGREEN INDEMNITY GROUP', bold: true, size: 12 }],
    [
      { x: 20, text: 'Claims History Report' },
      { x: 772, text: `Evaluated as of ${o.valuation}`, right: true },
    ],
  ];
  const columns: Row[] = [
    [
      { x: X.ir, text: 'Indemnity', bold: true, right: true },
      { x: X.er, text: 'Expense', bold: true, right: true },
      { x: X.ip, text: 'Indemnity', bold: true, right: true },
      { x: X.ep, text: 'Expense', bold: true, right: true },
      { x: X.inc, text: 'Net', bold: true, right: true },
    ],
    [
      { x: X.claim, text: 'Claim Ref', bold: true },
      { x: X.claimant, text: 'Claimant', bold: true },
      { x: X.loss, text: 'Accident Date', bold: true },
      { x: X.rep, text: 'Notice Date', bold: true },
      { x: X.closed, text: 'Closed Date', bold: true },
      { x: X.status, text: 'Status', bold: true },
      { x: X.adj, text: 'Adjuster', bold: true },
      { x: X.driver, text: 'Driver', bold: true },
      { x: X.unit, text: 'Unit', bold: true },
      { x: X.ir, text: 'Reserve', bold: true, right: true },
      { x: X.er, text: 'Reserve', bold: true, right: true },
      { x: X.ip, text: 'Paid', bold: true, right: true },
      { x: X.ep, text: 'Paid', bold: true, right: true },
      { x: X.rec, text: 'Recoveries', bold: true, right: true },
      { x: X.inc, text: 'Incurred', bold: true, right: true },
    ],
  ];
  const body: Row[] = [];
  for (const t of ts) {
    body.push([
      { x: 20, text: 'Named Insured', bold: true },
      { x: 110, text: t.insured },
    ]);
    body.push([
      { x: 20, text: 'Policy Number', bold: true },
      { x: 110, text: t.policyNumber },
      { x: 250, text: 'Policy Period', bold: true },
      { x: 320, text: `${t.term.start} to ${t.term.end}` },
      { x: 470, text: 'Line', bold: true },
      { x: 500, text: t.lineOfBusiness },
    ]);
    if (t.claims.length === 0) body.push([{ x: 78, text: 'No claims reported during this policy period.' }]);
    for (const c of t.claims) {
      body.push([
        { x: X.claim, text: c.claimNumber },
        { x: X.claimant, text: c.claimant ?? '' },
        { x: X.loss, text: c.lossDate },
        { x: X.rep, text: c.reportDate ?? '' },
        { x: X.closed, text: c.closeDate ?? '' },
        { x: X.status, text: STATUS[c.status] },
        { x: X.adj, text: c.adjuster ?? '' },
        { x: X.driver, text: c.driver ?? '' },
        { x: X.unit, text: c.unit ?? '' },
        { x: X.ir, text: usd(c.indemnity.reserve), right: true },
        { x: X.er, text: usd(c.expense.reserve), right: true },
        { x: X.ip, text: usd(c.indemnity.paid), right: true },
        { x: X.ep, text: usd(c.expense.paid), right: true },
        { x: X.rec, text: usd(c.recovered), right: true },
        { x: X.inc, text: usd(c.incurred), right: true },
      ]);
      for (const l of wrap(c.description ?? '', 130)) body.push([{ x: 78, text: l }]);
    }
    body.push([
      { x: X.claimant, text: `Totals for Policy ${t.policyNumber}`, bold: true },
      { x: X.ir, text: usd(sum(t.claims, (c) => c.indemnity.reserve)), right: true, bold: true },
      { x: X.er, text: usd(sum(t.claims, (c) => c.expense.reserve)), right: true, bold: true },
      { x: X.ip, text: usd(sum(t.claims, (c) => c.indemnity.paid)), right: true, bold: true },
      { x: X.ep, text: usd(sum(t.claims, (c) => c.expense.paid)), right: true, bold: true },
      { x: X.rec, text: usd(sum(t.claims, (c) => c.recovered)), right: true, bold: true },
      { x: X.inc, text: usd(sum(t.claims, (c) => c.incurred)), right: true, bold: true },
    ]);
    body.push([]);
  }
  const pages = paginate(header, columns, body, o.perPage ?? 32);
  return pages.map((p, i) => [
    ...p,
    [],
    [
      { x: 20, text: `Evergreen Indemnity Group - confidential` },
      { x: 772, text: `Page ${i + 1} of ${pages.length}`, right: true },
    ],
  ]);
}

const md = (d: string | null) => (d ? `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}/${d.slice(0, 4)}` : '');

export function atlas(ts: Term[], o: { valuation: string; perPage?: number }): Row[][] {
  const X = { claim: 24, claimant: 100, loss: 200, rep: 246, closed: 292, status: 340, adj: 390, res: 540, paid: 610, rec: 680, inc: 760 };
  const header = (p: number, n: number): Row[] => [
    [
      { x: 24, text: 'Atlas Commercial Insurance Company', bold: true, size: 12 },
      { x: 760, text: `Page ${p} of ${n}`, right: true },
    ],
    [{ x: 24, text: `Loss Run - Valuation Date ${md(o.valuation)}` }],
  ];
  const columns: Row[] = [
    [
      { x: X.claim, text: 'Claim Number', bold: true },
      { x: X.claimant, text: 'Claimant', bold: true },
      { x: X.loss, text: 'Loss Dt', bold: true },
      { x: X.rep, text: 'Rpt Dt', bold: true },
      { x: X.closed, text: 'Closed Dt', bold: true },
      { x: X.status, text: 'Status', bold: true },
      { x: X.adj, text: 'Adjuster', bold: true },
      { x: X.res, text: 'Reserves', bold: true, right: true },
      { x: X.paid, text: 'Paid', bold: true, right: true },
      { x: X.rec, text: 'Recovery', bold: true, right: true },
      { x: X.inc, text: 'Incurred', bold: true, right: true },
    ],
  ];
  const amounts = (r: number, p: number, rec: number, inc: number, bold = false): Row => [
    { x: X.res, text: money(r), right: true, bold },
    { x: X.paid, text: money(p), right: true, bold },
    { x: X.rec, text: money(rec), right: true, bold },
    { x: X.inc, text: money(inc), right: true, bold },
  ];
  const body: Row[] = [];
  for (const t of ts) {
    body.push([
      { x: 24, text: `Account: ${t.insured}`, bold: true },
      { x: 300, text: `Policy: ${t.policyNumber}`, bold: true },
    ]);
    body.push([
      { x: 24, text: `Policy Term: ${md(t.term.start)} - ${md(t.term.end)}` },
      { x: 300, text: `Coverage: ${t.lineOfBusiness}` },
      { x: 480, text: `State: ${t.state}` },
    ]);
    if (t.claims.length === 0) body.push([{ x: 100, text: 'No Claims' }]);
    for (const c of t.claims) {
      body.push([
        { x: X.claim, text: c.claimNumber },
        { x: X.claimant, text: c.claimant ?? '' },
        { x: X.loss, text: md(c.lossDate) },
        { x: X.rep, text: md(c.reportDate) },
        { x: X.closed, text: md(c.closeDate) },
        { x: X.status, text: STATUS[c.status] },
        { x: X.adj, text: c.adjuster ?? '' },
      ]);
      body.push([
        { x: X.claimant + 10, text: 'Indemnity' },
        ...amounts(c.indemnity.reserve, c.indemnity.paid, 0, c.indemnity.reserve + c.indemnity.paid),
      ]);
      body.push([
        { x: X.claimant + 10, text: 'Expense' },
        ...amounts(c.expense.reserve, c.expense.paid, 0, c.expense.reserve + c.expense.paid),
      ]);
      if (c.recovered) body.push([{ x: X.claimant + 10, text: 'Subrogation' }, ...amounts(0, 0, c.recovered, -c.recovered)]);
      body.push([{ x: X.claimant + 10, text: 'Total', bold: true }, ...amounts(c.reserve, c.paid, c.recovered, c.incurred, true)]);
      body.push(...wrap(c.description ?? '', 120).map((l, k): Row => [{ x: X.claimant, text: k === 0 ? `Loss Description: ${l}` : l }]));
    }
    body.push([
      { x: 24, text: `Policy ${t.policyNumber} Totals: ${t.claims.length} claims`, bold: true },
      ...amounts(
        sum(t.claims, (c) => c.reserve),
        sum(t.claims, (c) => c.paid),
        sum(t.claims, (c) => c.recovered),
        sum(t.claims, (c) => c.incurred),
        true,
      ),
    ]);
    body.push([]);
  }
  // A page that starts inside a claim says so.
  const perPage = o.perPage ?? 34;
  const pages = paginate(header, columns, body, perPage);
  return pages.map((p, i) =>
    i > 0 && body[i * perPage]?.[0]?.x !== 24 ? [...p.slice(0, 4), [{ x: 24, text: '(continued from previous page)' }], ...p.slice(4)] : p,
  );
}
