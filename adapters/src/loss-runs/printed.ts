/**
 * Printed loss runs (text PDFs and OCR'd scans): positioned text becomes lines of cells; each line is then
 * one of the page's furniture (carrier, report title, valuation, page n of m), a policy block's heading
 * (insured, policy number, term, state, line), column headings, a claim row, a row of the claim's money by
 * category or its claim total, a ledger line carrying the amounts a claim row pointed to, a term total, a
 * "no claims" line, a note, or free text: the description of the claim above it. A claim stays open across a
 * page break, so its description or its money on the next page still joins it.
 */
import {
  type LossRunSource,
  type LossRunStatus,
  MONEY_FIELDS,
  type MoneyField,
  parseCents,
  parsePrintedDate,
  parseStatus,
  parseTerm,
  readDate,
  type PolicyTerm,
} from '@workbench/core';
import { toLines, type TextItem } from '../documents/layout.ts';
import { addMoney, cents, type Draft, type Money, noMoney, type PolicyContext, type Read, value } from './claims.ts';
import {
  ARCHIVE,
  CATEGORY,
  CLAIM_TOTAL,
  type Column,
  columnOf,
  CURRENT,
  isClaimNumber,
  isClaimsHeading,
  NO_CLAIMS,
  NOTE,
  TITLE,
  TOTAL,
} from './columns.ts';

interface Cell {
  x0: number;
  x1: number;
  text: string;
  certainty: number;
}
interface TextLine {
  page: number;
  line: number;
  cells: Cell[];
  text: string;
}
interface Heading {
  column: Column | undefined;
  x0: number;
  x1: number;
}

export interface PrintedReading {
  drafts: Draft[];
  valuation: Read<string>;
  warnings: string[];
  /** Claims headings or a loss-run title were seen: the document is a loss run. */
  lossRun: boolean;
}

/** Lines of cells from positioned text; `gap` is how far apart (in text heights) two runs are separate cells. */
export function linesOf(items: TextItem[], gap: number): TextLine[] {
  let page = 0;
  let n = 0;
  return toLines(items, gap).map((l) => {
    if (l.page !== page) {
      page = l.page;
      n = 0;
    }
    n++;
    const cells = joinLabels(l.cells.filter((c) => c.text.trim() !== ''));
    return { page: l.page, line: n, cells, text: cells.map((c) => c.text).join('  ') };
  });
}

/** Labels printed without a colon, in a run of their own before their value. */
const BARE_LABEL =
  /^(named\s+insured|insured\s+name|account\s+name|policy\s*(number|no\.?|#)|policy\s*(period|term)|effective(\s+date)?|expiration(\s+date)?|line\s+of\s+business|line|carrier|insurer)$/i;

/** A label cell ('Policy No:', 'Policy Number') and the value cell just after it read as one cell. */
function joinLabels(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const c of cells) {
    const prev = out[out.length - 1];
    const bare =
      prev && BARE_LABEL.test(prev.text.trim()) && !BARE_LABEL.test(c.text.trim()) && !columnOf(c.text) && /[\p{L}\p{N}]/u.test(c.text);
    if (prev && bare) {
      prev.text = `${prev.text.trim()}: ${c.text}`;
      prev.x1 = c.x1;
      prev.certainty = Math.min(prev.certainty, c.certainty);
    } else if (prev && /:$/.test(prev.text) && !/:$/.test(c.text) && prev.text.length < 30 && c.x0 - prev.x1 < prev.x1 - prev.x0) {
      prev.text = `${prev.text} ${c.text}`;
      prev.x1 = c.x1;
      prev.certainty = Math.min(prev.certainty, c.certainty);
    } else out.push({ ...c });
  }
  return out;
}

const hasDigit = (s: string) => /\d/.test(s);
const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** Column headings on this line (and the heading line just below, for two-line headings), or undefined. */
function headingsAt(lines: TextLine[], i: number): { headings: Heading[]; height: number } | undefined {
  const line = lines[i]!;
  if (line.cells.length < 3 || line.cells.some((c) => hasDigit(c.text))) return undefined;
  const next = lines[i + 1];
  const stacked = next && next.page === line.page && next.cells.length >= 3 && !next.cells.some((c) => hasDigit(c.text));
  const candidates: { cells: Cell[]; height: number }[] = [];
  if (stacked) {
    // Two heading lines: cells that sit over one another are one heading, top words first.
    const merged = next.cells.flatMap(splitHeading);
    for (const top of line.cells) {
      const under = merged.filter((c) => overlap(c, top) > 0);
      if (under.length === 1) {
        under[0]!.text = `${top.text} ${under[0]!.text}`;
        under[0]!.x0 = Math.min(under[0]!.x0, top.x0);
        under[0]!.x1 = Math.max(under[0]!.x1, top.x1);
      } else if (under.length === 0) merged.push({ ...top });
    }
    merged.sort((a, b) => a.x0 - b.x0);
    candidates.push({ cells: merged, height: 2 });
  }
  candidates.push({ cells: line.cells.flatMap(splitHeading), height: 1 });
  for (const c of candidates) {
    const headings = c.cells.map((cell) => ({ column: columnOf(cell.text), x0: cell.x0, x1: cell.x1 }));
    if (isClaimsHeading(headings.map((h) => h.column))) return { headings, height: c.height };
  }
  return undefined;
}

/**
 * A run holding two headings printed too close ('Accident Date Notice Date') split where both halves are
 * headings of different fields, each half given its share of the run's width.
 */
function splitHeading(cell: Cell): Cell[] {
  const words = cell.text.split(/\s+/);
  if (words.length < 3) return [{ ...cell }];
  for (let k = 1; k < words.length; k++) {
    const [left, right] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
    const [a, b] = [columnOf(left), columnOf(right)];
    if (a && b && a !== b && a !== 'description' && b !== 'description') {
      const cut = cell.x0 + ((cell.x1 - cell.x0) * (left.length + 1)) / (cell.text.length + 1);
      return [
        { ...cell, text: left, x1: cut },
        { ...cell, text: right, x0: cut },
      ];
    }
  }
  return [{ ...cell }];
}

/** The heading a cell sits under: most overlap, else the nearest by centre. */
function headingOf(cell: Cell, headings: Heading[]): Heading | undefined {
  let best: Heading | undefined;
  let bestOverlap = 0;
  for (const h of headings) {
    const o = overlap(cell, h);
    if (o > bestOverlap) {
      best = h;
      bestOverlap = o;
    }
  }
  if (best) return best;
  const mid = (cell.x0 + cell.x1) / 2;
  let nearest: Heading | undefined;
  let d = Number.POSITIVE_INFINITY;
  for (const h of headings) {
    const dist = Math.min(Math.abs(mid - h.x0), Math.abs(mid - h.x1), Math.abs(mid - (h.x0 + h.x1) / 2));
    if (dist < d) {
      d = dist;
      nearest = h;
    }
  }
  return nearest;
}

/**
 * A run of text that covers two headings or more (dates printed so close the PDF holds them as one run)
 * split into its words, each placed where it falls in proportion to its characters.
 */
function splitAcross(cell: Cell, headings: Heading[]): Cell[] {
  const covered = headings.filter((h) => overlap(cell, h) >= 0.8 * (h.x1 - h.x0));
  const words = cell.text.split(/\s+/);
  if (covered.length < 2 || words.length < 2) return [cell];
  const perChar = (cell.x1 - cell.x0) / cell.text.length;
  const out: Cell[] = [];
  let at = 0;
  for (const w of words) {
    const start = cell.text.indexOf(w, at);
    at = start + w.length;
    out.push({ x0: cell.x0 + start * perChar, x1: cell.x0 + at * perChar, text: w, certainty: cell.certainty });
  }
  return out;
}

type Placed = Partial<Record<Column, Cell>>;
const DATE_FIELDS = ['lossDate', 'reportDate', 'closeDate'] as const;

/**
 * The line's cells under their headings. Dates under a heading that could not be read (a scan garbling two
 * headings printed too close) are taken, left to right, as the date fields no heading names, in the order
 * loss, report, closing; less surely.
 */
function place(line: TextLine, headings: Heading[]): Placed {
  const out: Placed = {};
  const unread: Cell[] = [];
  for (const c of line.cells.flatMap((cell) => splitAcross(cell, headings))) {
    const h = headingOf(c, headings);
    if (!h?.column) {
      if (h && parsePrintedDate(c.text)) unread.push(c);
      continue;
    }
    const prev = out[h.column];
    out[h.column] = prev ? { ...prev, text: `${prev.text} ${c.text}`, x1: c.x1, certainty: Math.min(prev.certainty, c.certainty) } : c;
  }
  if (unread.length) {
    const named = new Set(headings.map((h) => h.column));
    const missing = DATE_FIELDS.filter((f) => !named.has(f));
    unread.forEach((c, k) => {
      const f = missing[k];
      if (f) out[f] = { ...c, certainty: c.certainty * 0.85 };
    });
  }
  return out;
}

/** A page that starts inside a claim says so; the claim goes on. */
const CONTINUED = /^\(?\s*(continued|cont'd)\b[^)]*\)?$/i;
const LEDGER = /^(ledger|amounts?)\b[\w ]*:?$/i;
const AMOUNT_ELSEWHERE = /^(see\s*(ledger|below|attached|detail)|pending|ledger|tbd|n\/?a)$/i;
const LABELLED_AMOUNT =
  /(reserve|outstanding|paid|recover(?:ed|y|ies)?|subro(?:gation)?|incurred)\s*:?\s*(\(?-?\$?\s*[\d,]+(?:\.\d{1,2})?\)?)/gi;

const fieldOfLabel = (label: string): MoneyField => {
  const l = label.toLowerCase();
  if (l.startsWith('res') || l.startsWith('out')) return 'reserve';
  if (l.startsWith('paid')) return 'paid';
  if (l.startsWith('inc')) return 'incurred';
  return 'recovered';
};

const CARRIER_WORDS =
  /\b(insurance|mutual|casualty|assurance|indemnity|underwriters|specialty|surety|reinsurance|insurers?|company|co\.?|group|fire\s*&\s*marine|risk\s*retention)\b/i;
const LABELS: [RegExp, 'carrier' | 'insured' | 'policyNumber' | 'term' | 'start' | 'end' | 'state' | 'lob'][] = [
  [/^(carrier|insurer|writing\s*company|company)\s*:\s*(.+)$/i, 'carrier'],
  [/^((named\s*)?insured(\s*name)?|account(\s*name)?)\s*:\s*(.+)$/i, 'insured'],
  [/^(policy\s*period|policy\s*term|term|period|coverage\s*period)\s*:\s*(.+)$/i, 'term'],
  [/^(eff(ective)?(\s*date)?|inception)\s*:\s*(.+)$/i, 'start'],
  [/^(exp(iration|iry)?(\s*date)?)\s*:\s*(.+)$/i, 'end'],
  [/^(policy|pol\.?)\s*(no\.?|number|#)?\s*[:#]\s*(.+)$/i, 'policyNumber'],
  [/^(state|st)\s*:\s*([A-Z]{2})$/i, 'state'],
  [/^(line(\s*of\s*business)?|lob|coverage|cov\.?)\s*:\s*(.+)$/i, 'lob'],
];

/** The labelled values a policy heading line carries. */
function labelled(line: TextLine): Partial<Record<(typeof LABELS)[number][1], { text: string; cell: Cell }>> {
  const out: Partial<Record<(typeof LABELS)[number][1], { text: string; cell: Cell }>> = {};
  line.cells.forEach((cell, k) => {
    // A cell may hold several labels ('Eff: 04/01/23 Exp: 04/01/24'): split before each.
    const parts = cell.text.split(/\s{2,}|(?=\b(?:Eff(?:ective)?|Exp(?:iration)?|State|LOB|Term|Period|Coverage)\s*:)/);
    for (const part of parts) {
      for (const [re, key] of LABELS) {
        const m = re.exec(part.trim());
        if (m && !out[key]) {
          let text = m[m.length - 1]!.trim();
          // A term whose dash was lost (OCR drops lone punctuation) runs on into the next cell.
          const next = line.cells[k + 1];
          if (key === 'term' && !parseTerm(text) && next) text = `${text} - ${next.text}`;
          out[key] = { text, cell };
          break;
        }
      }
    }
  });
  return out;
}

const VALUATION =
  /(?:valuation\s*date|valued\s*(?:as\s*of|at|on|through)?|as\s*of|evaluated\s*(?:as\s*of)?|evaluation\s*date)\s*:?\s*([0-9A-Za-z/ ,.-]{6,20}?\d{2,4})\b/i;
const PAGE_OF = /\b(page|pg\.?)\s*\d+\s*(of|\/)\s*\d+\b/i;

const titleCase = (s: string) =>
  s === s.toUpperCase() && /[A-Z]{3}/.test(s)
    ? s.toLowerCase().replace(/(^|[\s&/(-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase())
    : s;

/** Reads claims out of a printed loss run's lines. */
export function readPrinted(lines: TextLine[]): PrintedReading {
  const warnings: string[] = [];
  const drafts: Draft[] = [];
  let valuation: Read<string> = null;
  let lossRun = false;
  let carrier: Read<string> = null;
  let headings: Heading[] | undefined;
  let context: PolicyContext = { carrier: null, policyNumber: null, policyTerm: null, lineOfBusiness: null };
  let current: Draft | undefined;
  let termDrafts: Draft[] = [];
  let archive = false;
  let page = 0;
  let seenHeadingOnPage = false;
  const src = (l: TextLine): LossRunSource => ({ page: l.page, line: l.line });
  const sure = (c: Cell) => Math.round(c.certainty * 0.98 * 1000) / 1000;

  const moneyOf = (placed: Placed): { money: Money; elsewhere: boolean; any: boolean } => {
    const money = noMoney();
    let elsewhere = false;
    let any = false;
    for (const f of MONEY_FIELDS) {
      const c = placed[f];
      if (!c) continue;
      if (AMOUNT_ELSEWHERE.test(c.text.trim())) {
        elsewhere = true;
        continue;
      }
      const amount = amountOf(c.text);
      if (amount === undefined) continue;
      any = true;
      money[f] = value(amount, sure(c), null);
    }
    return { money, elsewhere, any };
  };
  const withSource = (m: Money, s: LossRunSource): Money => {
    for (const f of MONEY_FIELDS) {
      const x = m[f];
      if (x) m[f] = { ...x, source: s };
    }
    return m;
  };
  const closeTerm = () => {
    termDrafts = [];
  };
  const checkTotal = (line: TextLine, printed: Money) => {
    const claims = termDrafts;
    for (const f of MONEY_FIELDS) {
      const p = printed[f];
      if (!p || claims.length === 0) continue;
      const got = claims.reduce((s, d) => {
        const m = d.printedTotal ?? d.money;
        const x =
          m[f]?.value ?? (f === 'incurred' ? (m.reserve?.value ?? 0) + (m.paid?.value ?? 0) - Math.abs(m.recovered?.value ?? 0) : 0);
        return s + (f === 'recovered' ? Math.abs(x) : x);
      }, 0);
      const want = f === 'recovered' ? Math.abs(p.value) : p.value;
      if (got !== want)
        warnings.push(
          `The total on page ${line.page} line ${line.line} does not add up to its claims: ${f} ${cents(want)} printed, ${cents(got)} in the claims`,
        );
    }
  };

  const furniture = repeatedFurniture(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.page !== page) {
      page = line.page;
      seenHeadingOnPage = false;
    }
    const text = line.text.trim();
    if (!text) continue;

    const heading = headingsAt(lines, i);
    if (heading) {
      headings = heading.headings;
      lossRun = true;
      seenHeadingOnPage = true;
      i += heading.height - 1;
      continue;
    }
    // A prior-valuation section repeats claims: they are read, and dropped if the current valuation has them.
    if (CURRENT.test(text)) {
      archive = false;
      current = undefined;
      continue;
    }
    if (ARCHIVE.test(text) && line.cells.length <= 2) {
      archive = true;
      current = undefined;
      closeTerm();
      continue;
    }
    // Page furniture: the page number, the valuation, the report title, the carrier's name on top.
    const v = VALUATION.exec(text);
    if (v) {
      const day = readDate(v[1]!.trim());
      if (day && !valuation) valuation = value(day, sure(line.cells[0]!), src(line));
    }
    if (TITLE.test(text)) lossRun = true;
    const labels = labelled(line);
    const isContext = Object.keys(labels).length > 0;
    if (!isContext && !seenHeadingOnPage && line.line <= 4 && !current?.awaitingAmounts) {
      const first = line.cells[0]!;
      if (!carrier && CARRIER_WORDS.test(first.text) && !hasDigit(first.text) && !TITLE.test(first.text))
        carrier = value(titleCase(first.text.trim()), sure(first), src(line));
      if (PAGE_OF.test(text) || v || TITLE.test(text) || (carrier && first.text.toLowerCase() === carrier.value.toLowerCase())) continue;
    }
    if (!isContext && furniture.has(shapeOf(line))) continue;
    if (PAGE_OF.test(text) && line.cells.length <= 3) continue;
    if (v && !hasDigitOutside(text, v[0])) continue;

    if (isContext) {
      if (labels.carrier) carrier = value(titleCase(labels.carrier.text), sure(labels.carrier.cell), src(line));
      const next: PolicyContext = { ...context, carrier };
      if (labels.policyNumber) {
        const number = labels.policyNumber.text.replace(/\s*\(cont(inued|'d)?\.?\)\s*$/i, '').trim();
        if (number !== context.policyNumber?.value) {
          next.policyTerm = null;
          next.lineOfBusiness = null;
          current = undefined;
          closeTerm();
        }
        next.policyNumber = value(number, sure(labels.policyNumber.cell), src(line));
      }
      const anchor = valuation?.value ?? null;
      let term: PolicyTerm | undefined;
      let termCell: Cell | undefined;
      if (labels.term) {
        term = parseTerm(labels.term.text, anchor);
        termCell = labels.term.cell;
      } else if (labels.start && labels.end) {
        term = parseTerm(`${labels.start.text} - ${labels.end.text}`, anchor);
        termCell = labels.start.cell;
      }
      if (term && termCell) next.policyTerm = value(term, sure(termCell), src(line));
      if (labels.lob) next.lineOfBusiness = value(labels.lob.text, sure(labels.lob.cell), src(line));
      context = next;
      continue;
    }
    if (NO_CLAIMS.test(text)) {
      current = undefined;
      continue;
    }
    if (NOTE.test(text) || CONTINUED.test(text)) continue;

    const placed = headings ? place(line, headings) : {};
    const first = line.cells[0]!.text.trim();
    const categoryText = (placed.category?.text ?? '').trim();

    // A claim total (split money), a term total. A bare "Total" under a claim's categories is the claim's.
    const bareTotal = /^totals?:?$/i.test(categoryText || first) && (current?.categories ?? 0) > 0;
    if (CLAIM_TOTAL.test(categoryText) || CLAIM_TOTAL.test(first) || bareTotal) {
      const { money, any } = moneyOf(placed);
      if (current && any) current.printedTotal = withSource(money, src(line));
      continue;
    }
    if (
      TOTAL.test(first) ||
      TOTAL.test(categoryText) ||
      line.cells.some(
        (c) => (TOTAL.test(c.text.trim()) || /\btotals?\b/i.test(c.text)) && !CATEGORY.test(c.text.trim()) && !isClaimNumber(c.text),
      )
    ) {
      if (!placed.claimNumber || !isClaimNumber(placed.claimNumber.text)) {
        const { money, any } = moneyOf(placed);
        if (any && !archive) checkTotal(line, money);
        current = undefined;
        closeTerm();
        continue;
      }
    }

    // A claim row.
    const number = placed.claimNumber?.text.trim();
    if (headings && number && isClaimNumber(number.split(/\s+/)[0]!)) {
      const term = context.policyTerm?.value ?? null;
      const anchor = { term, valuation: valuation?.value ?? null };
      const dateOf = (c: Cell | undefined): Read<string> => {
        if (!c) return null;
        const d = readDate(c.text, anchor);
        return d ? value(d, sure(c), src(line)) : null;
      };
      const loss = dateOf(placed.lossDate);
      if (!loss) {
        warnings.push(
          `The row on page ${line.page} line ${line.line} looks like claim ${number} but its date of loss could not be read; it was left out`,
        );
        current = undefined;
        continue;
      }
      const { money, elsewhere } = moneyOf(placed);
      const textOf = (c: Cell | undefined): Read<string> => (c?.text.trim() ? value(c.text.trim(), sure(c), src(line)) : null);
      const statusCell = placed.status;
      const status = statusCell ? parseStatus(statusCell.text) : undefined;
      current = {
        context: { ...context, carrier },
        claimNumber: value(number.split(/\s+/)[0]!, sure(placed.claimNumber!), src(line)),
        claimant: textOf(placed.claimant),
        lossDate: loss,
        reportDate: dateOf(placed.reportDate),
        closeDate: dateOf(placed.closeDate),
        status: status && statusCell ? value<LossRunStatus>(status, sure(statusCell), src(line)) : null,
        adjuster: textOf(placed.adjuster),
        driver: textOf(placed.driver),
        unit: textOf(placed.unit),
        money: withSource(money, src(line)),
        awaitingAmounts: elsewhere,
        categories: 0,
        description: [],
        archive,
        source: src(line),
      };
      if (placed.description?.text.trim())
        current.description.push({ text: placed.description.text.trim(), confidence: sure(placed.description), source: src(line) });
      drafts.push(current);
      if (!archive) termDrafts.push(current);
      continue;
    }

    if (current) {
      // Amounts on the line below a claim that pointed to them: labelled, or under the money columns.
      if (current.awaitingAmounts) {
        const labelledAmounts = [...text.matchAll(LABELLED_AMOUNT)];
        if (labelledAmounts.length >= 2) {
          const money = noMoney();
          for (const m of labelledAmounts) {
            const amount = parseCents(m[2]!);
            if (amount !== undefined) money[fieldOfLabel(m[1]!)] = value(amount, Math.min(0.95, sure(line.cells[0]!)), src(line));
          }
          current.money = money;
          current.awaitingAmounts = false;
          continue;
        }
        const { money, any } = moneyOf(placed);
        // A ledger line of dashes only (zeros) keeps just its label: lone punctuation is not text.
        if (any || LEDGER.test(text)) {
          current.money = withSource(money, src(line));
          for (const f of MONEY_FIELDS) if (f !== 'incurred') current.money[f] ??= value(0, 0.9, src(line));
          current.awaitingAmounts = false;
          continue;
        }
      }
      // A row of the claim's money by category.
      if (CATEGORY.test(categoryText) || (CATEGORY.test(first) && line.cells.length > 1)) {
        const { money, any } = moneyOf(placed);
        if (any) {
          addMoney(current.money, withSource(money, src(line)));
          current.categories++;
          continue;
        }
      }
      // Free text under the claim: its description, continued.
      const { any } = moneyOf(placed);
      if (!any) {
        const words = text.replace(/^(desc(ription)?|loss\s*desc(ription)?|cause|narrative|remarks|details?)\s*[:-]\s*/i, '');
        current.description.push({ text: words, confidence: Math.min(0.95, sure(line.cells[0]!)), source: src(line) });
      }
    }
    // Anything else belongs to no claim: a note, a stray line.
  }
  return { drafts, valuation, warnings, lossRun };
}

/** An amount, or the sum of the amounts of one field printed in several columns (indemnity and expense paid). */
function amountOf(text: string): number | undefined {
  const one = parseCents(text);
  if (one !== undefined) return one;
  const parts = text.trim().split(/\s+/).map(parseCents);
  return parts.length > 1 && parts.every((p) => p !== undefined) ? parts.reduce((a, b) => a! + b!, 0) : undefined;
}

const shapeOf = (l: TextLine) => l.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Lines printed at the top or the foot of most pages alike (but for their numbers): a page header or footer,
 * never part of a claim, even when a claim runs over the page break.
 */
function repeatedFurniture(lines: TextLine[]): Set<string> {
  const byPage = new Map<number, TextLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  if (byPage.size < 2) return new Set();
  const pagesOf = new Map<string, Set<number>>();
  // A line also printed in the body of a page (a description used again) is not furniture.
  const inBody = new Set<string>();
  for (const [page, ls] of byPage)
    ls.forEach((l, k) => {
      const shape = shapeOf(l);
      if (k >= 3 && k < ls.length - 2) inBody.add(shape);
      else pagesOf.set(shape, (pagesOf.get(shape) ?? new Set()).add(page));
    });
  const need = Math.max(2, Math.ceil(byPage.size * 0.6));
  return new Set([...pagesOf].filter(([k, pages]) => pages.size >= need && !inBody.has(k)).map(([k]) => k));
}

const hasDigitOutside = (text: string, part: string) => hasDigit(text.replace(part, '').replace(PAGE_OF, ''));
