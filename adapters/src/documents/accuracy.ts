/**
 * The one scoring of extraction answers against `<file>.truth.json` files, used by the accuracy test,
 * the speed bench and the HTTP scorer (bench/extraction-score.mjs). Rows are matched one-to-one:
 * vehicles by VIN, properties by address + zip (the key match with the most equal fields wins), then
 * the rest greedily by most equal fields. Strings compare trimmed, whitespace-collapsed and without
 * case; numbers and booleans by JSON type and value; null or empty values count as absent. A matched
 * field that differs is both a false positive and a false negative.
 */
import { DOCUMENT_KINDS, type DocumentKind, type ParseResult } from '@workbench/core';

type FieldType = 's' | 'n' | 'b';
type Row = Record<string, unknown>;

/** The scored fields of each kind, and the answer's list that holds them. */
export const SCORED: Record<DocumentKind, { list: 'properties' | 'vehicles'; fields: Record<string, FieldType> }> = {
  property: {
    list: 'properties',
    fields: {
      name: 's',
      address: 's',
      city: 's',
      state: 's',
      zipCode: 's',
      yearBuilt: 'n',
      constructionType: 's',
      occupancyType: 's',
      squareFootage: 'n',
      stories: 'n',
      sprinklered: 'b',
      ownership: 's',
    },
  },
  vehicle: {
    list: 'vehicles',
    fields: { fleetId: 's', year: 'n', make: 's', model: 's', vin: 's', value: 'n', usage: 's' },
  },
};

export interface Truth {
  documentType: DocumentKind;
  query?: DocumentKind;
  properties: Row[];
  vehicles: Row[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** One difference between an answer and the truth, for reports. */
export type Mismatch =
  | { kind: DocumentKind; row: number; field: string; truth: unknown; pred: unknown }
  | { kind: DocumentKind; note: string };

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const normStr = (v: unknown) => String(v).trim().replace(/\s+/g, ' ').toLowerCase();
/** Numbers compare to 6 decimals, to absorb float noise. */
const numKey = (v: number) => Math.round(v * 1e6);
/** A key such that two present values have the same key iff `equal` holds. */
function valueKey(type: FieldType, v: unknown): string | null {
  if (type === 's') return typeof v === 'object' ? null : `s:${normStr(v)}`;
  if (type === 'n') return typeof v === 'number' && Number.isFinite(v) ? `n:${numKey(v)}` : null;
  return typeof v === 'boolean' ? `b:${v}` : null;
}
function equal(type: FieldType, pred: unknown, truth: unknown): boolean {
  if (type === 's') return typeof pred !== 'object' && normStr(pred) === normStr(truth);
  if (type === 'n') return typeof pred === 'number' && Number.isFinite(pred) && numKey(pred) === numKey(truth as number);
  return typeof pred === 'boolean' && pred === truth;
}

const SUFFIX: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  parkway: 'pkwy',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
function addressKey(row: Row): string | null {
  if (!present(row.address) || !present(row.zipCode)) return null;
  const a = String(row.address)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SUFFIX[w] ?? w)
    .join(' ');
  const z = String(row.zipCode).match(/\d+/);
  if (!a || !z) return null;
  return `${a}|${z[0].slice(0, 5).padStart(5, '0')}`;
}
function vinKey(row: Row): string | null {
  if (!present(row.vin)) return null;
  const v = String(row.vin)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return v.length >= 11 ? v : null;
}
function overlap(kind: DocumentKind, p: Row, t: Row): number {
  let n = 0;
  for (const [f, type] of Object.entries(SCORED[kind].fields)) if (present(p[f]) && present(t[f]) && equal(type, p[f], t[f])) n++;
  return n;
}

/**
 * One-to-one matching: key (VIN / address + zip) first, then greedy best field overlap. For large
 * leftovers (more than 2M candidate pairs) the overlap phase uses an inverted index and keeps each
 * prediction's 8 best candidates, which keeps 10k-row files fast.
 */
function matchRows(kind: DocumentKind, preds: Row[], truths: Row[]) {
  const keyFn = kind === 'vehicle' ? vinKey : addressKey;
  const usedP = new Set<number>();
  const usedT = new Set<number>();
  const pairs: [number, number][] = [];
  const byKey = new Map<string, number[]>();
  truths.forEach((t, ti) => {
    const k = keyFn(t);
    if (k) byKey.set(k, [...(byKey.get(k) ?? []), ti]);
  });
  preds.forEach((p, pi) => {
    const k = keyFn(p);
    const list = k ? byKey.get(k) : undefined;
    if (!list) return;
    let best = -1;
    let bestScore = -1;
    for (const ti of list) {
      if (usedT.has(ti)) continue;
      const sc = overlap(kind, p, truths[ti]!);
      if (sc > bestScore) {
        best = ti;
        bestScore = sc;
      }
    }
    if (best >= 0) {
      usedP.add(pi);
      usedT.add(best);
      pairs.push([pi, best]);
    }
  });
  const restP = preds.map((_, i) => i).filter((i) => !usedP.has(i));
  const restT = truths.map((_, i) => i).filter((i) => !usedT.has(i));
  const cand: [number, number, number][] = [];
  if (restP.length * restT.length <= 2e6) {
    for (const pi of restP)
      for (const ti of restT) {
        const sc = overlap(kind, preds[pi]!, truths[ti]!);
        if (sc > 0) cand.push([sc, pi, ti]);
      }
  } else {
    const fields = Object.entries(SCORED[kind].fields);
    const index = new Map<string, number[]>();
    for (const ti of restT)
      for (const [f, type] of fields) {
        const v = truths[ti]![f];
        if (!present(v)) continue;
        const k = `${f}\u0000${valueKey(type, v)}`;
        const bucket = index.get(k);
        if (bucket) bucket.push(ti);
        else index.set(k, [ti]);
      }
    const counts = new Int32Array(truths.length);
    for (const pi of restP) {
      const buckets: number[][] = [];
      for (const [f, type] of fields) {
        const v = preds[pi]![f];
        if (!present(v)) continue;
        const vk = valueKey(type, v);
        const bucket = vk ? index.get(`${f}\u0000${vk}`) : undefined;
        if (bucket) buckets.push(bucket);
      }
      // candidates from selective values first (exact overlap for those); all values only if none
      const selective = new Set<number>();
      for (const b of buckets) if (b.length <= 64) for (const ti of b) selective.add(ti);
      let scored: [number, number, number][];
      if (selective.size) scored = [...selective].map((ti) => [overlap(kind, preds[pi]!, truths[ti]!), pi, ti]);
      else {
        const touched: number[] = [];
        for (const b of buckets)
          for (const ti of b) {
            if (counts[ti]!++ === 0) touched.push(ti);
          }
        scored = touched.map((ti) => [counts[ti]!, pi, ti]);
        for (const ti of touched) counts[ti] = 0;
      }
      cand.push(...scored.sort((a, b) => b[0] - a[0] || a[2] - b[2]).slice(0, 8));
    }
  }
  cand.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  for (const [, pi, ti] of cand) {
    if (usedP.has(pi) || usedT.has(ti)) continue;
    usedP.add(pi);
    usedT.add(ti);
    pairs.push([pi, ti]);
  }
  return {
    pairs,
    unmatchedPreds: preds.map((_, i) => i).filter((i) => !usedP.has(i)),
    unmatchedTruths: truths.map((_, i) => i).filter((i) => !usedT.has(i)),
  };
}

export const newCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
export const add = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });

/** Precision, recall and F1; nothing predicted is precise, nothing to find is fully recalled. */
export function prf(c: Counts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : c.tp + c.fn ? 0 : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
export const f1 = (c: Counts): number => prf(c).f1;

/** Counts per field of one kind's rows; each difference is added to `mismatches` when given. */
export function scoreKind(
  kind: DocumentKind,
  preds: Row[],
  truths: Row[],
  mismatches: Mismatch[] = [],
  /** Called for every predicted value with whether it is right (for confidence calibration). */
  judged?: (pred: Row, field: string, correct: boolean) => void,
): { perField: Record<string, Counts>; matched: number } {
  const fields = SCORED[kind].fields;
  const perField: Record<string, Counts> = {};
  for (const f of Object.keys(fields)) perField[f] = newCounts();
  const m = matchRows(kind, preds, truths);
  for (const [pi, ti] of m.pairs) {
    const p = preds[pi]!;
    const t = truths[ti]!;
    for (const [f, type] of Object.entries(fields)) {
      const c = perField[f]!;
      const hp = present(p[f]);
      const ht = present(t[f]);
      if (hp) judged?.(p, f, ht && equal(type, p[f], t[f]));
      if (hp && ht) {
        if (equal(type, p[f], t[f])) c.tp++;
        else {
          c.fp++;
          c.fn++;
          mismatches.push({ kind, row: ti, field: f, truth: t[f], pred: p[f] });
        }
      } else if (hp) {
        c.fp++;
        mismatches.push({ kind, row: ti, field: f, truth: null, pred: p[f] });
      } else if (ht) {
        c.fn++;
        mismatches.push({ kind, row: ti, field: f, truth: t[f], pred: null });
      }
    }
  }
  for (const pi of m.unmatchedPreds)
    for (const f of Object.keys(fields))
      if (present(preds[pi]![f])) {
        perField[f]!.fp++;
        judged?.(preds[pi]!, f, false);
      }
  for (const ti of m.unmatchedTruths) for (const f of Object.keys(fields)) if (present(truths[ti]![f])) perField[f]!.fn++;
  if (m.unmatchedPreds.length) mismatches.push({ kind, note: `${m.unmatchedPreds.length} predicted row(s) matched no truth row` });
  if (m.unmatchedTruths.length) mismatches.push({ kind, note: `${m.unmatchedTruths.length} truth row(s) not found` });
  return { perField, matched: m.pairs.length };
}

/** The kinds a truth file is scored on: the one asked for, or both. */
export const scoredKinds = (truth: Pick<Truth, 'query'>): readonly DocumentKind[] => (truth.query ? [truth.query] : DOCUMENT_KINDS);

/** All field counts of an answer (none for a failed one) against its truth file. */
export function scoreAnswer(answer: ParseResult | undefined, truth: Truth): Counts {
  let total = newCounts();
  for (const kind of scoredKinds(truth)) {
    const list = SCORED[kind].list;
    const { perField } = scoreKind(kind, (answer?.[list] ?? []) as unknown as Row[], truth[list] ?? []);
    for (const c of Object.values(perField)) total = add(total, c);
  }
  return total;
}

/** Confidence bands of the reliability table: [0, 0.5), [0.5, 0.7), ... [0.95, 1]. */
export const CONFIDENCE_BANDS = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001] as const;
export type Reliability = { n: number; right: number }[];
export const newReliability = (): Reliability => CONFIDENCE_BANDS.slice(0, -1).map(() => ({ n: 0, right: 0 }));

/** Counts one predicted value in its confidence band (a value without a confidence counts as 1). */
export function judge(rel: Reliability, pred: Row, field: string, correct: boolean): void {
  const c = (pred.confidence as Record<string, number> | undefined)?.[field] ?? 1;
  const b = CONFIDENCE_BANDS.findIndex((lo, i) => c >= lo && c < (CONFIDENCE_BANDS[i + 1] ?? 2));
  const band = rel[b < 0 ? rel.length - 1 : b]!;
  band.n++;
  if (correct) band.right++;
}

/** The reliability table as lines: band, how many values fell in it, and the share of them that were right. */
export function reliabilityLines(rel: Reliability): string[] {
  return rel.flatMap((b, i) => {
    if (!b.n) return [];
    const hi = Math.min(1, CONFIDENCE_BANDS[i + 1]!);
    return [
      `  [${CONFIDENCE_BANDS[i]!.toFixed(2)}, ${hi.toFixed(2)}${hi === 1 ? ']' : ')'}  n ${String(b.n).padStart(5)}  right ${(b.right / b.n).toFixed(3)}`,
    ];
  });
}
