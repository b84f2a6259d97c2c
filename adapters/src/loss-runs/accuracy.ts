/**
 * Scoring a loss-run reading against its expected claims: claims found exactly (every field right), field
 * precision, recall and F1, and claims read that are not in the truth (a total, a note or a header read as a
 * claim, or a repeat kept).
 */
import type { LossRunClaim, LossRunReading } from '@workbench/core';
import type { TruthClaim } from './practice/claims.ts';

export const SCORED_FIELDS = [
  'carrier',
  'policyNumber',
  'policyTerm',
  'lineOfBusiness',
  'claimNumber',
  'claimant',
  'lossDate',
  'reportDate',
  'closeDate',
  'status',
  'adjuster',
  'reserve',
  'paid',
  'recovered',
  'incurred',
  'description',
  'driver',
  'unit',
] as const satisfies readonly (keyof TruthClaim & keyof LossRunClaim)[];
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface Score {
  truthClaims: number;
  exact: number;
  /** Claims read that match no expected claim. */
  extra: number;
  missed: number;
  tp: number;
  fp: number;
  fn: number;
  perField: Record<ScoredField, { tp: number; fp: number; fn: number }>;
  differences: string[];
}

export const emptyScore = (): Score => ({
  truthClaims: 0,
  exact: 0,
  extra: 0,
  missed: 0,
  tp: 0,
  fp: 0,
  fn: 0,
  perField: Object.fromEntries(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Score['perField'],
  differences: [],
});

const norm = (x: unknown) => (x === undefined ? null : JSON.stringify(x));
const keyOf = (n: string) => n.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Plain values of a claim read, to compare with the truth. */
export const plain = (c: LossRunClaim): Record<ScoredField, unknown> =>
  Object.fromEntries(SCORED_FIELDS.map((f) => [f, (c[f] as { value: unknown } | null)?.value ?? null])) as Record<ScoredField, unknown>;

export function scoreReading(reading: LossRunReading, truth: TruthClaim[], file = ''): Score {
  const s = emptyScore();
  s.truthClaims = truth.length;
  const read = reading.claims.map(plain);
  const used = new Set<number>();
  for (const t of truth) {
    const k = read.findIndex((r, i) => !used.has(i) && keyOf(String(r.claimNumber)) === keyOf(t.claimNumber));
    const r = k >= 0 ? read[k] : undefined;
    if (k >= 0) used.add(k);
    else {
      s.missed++;
      s.differences.push(`${file} ${t.claimNumber}: not found`);
    }
    let all = true;
    for (const f of SCORED_FIELDS) {
      const want = norm(t[f]);
      const got = r ? norm(r[f]) : null;
      const c = s.perField[f];
      if (want !== null && got === want) c.tp++;
      else {
        if (want !== null) c.fn++;
        if (got !== null) c.fp++;
        if (want !== got) {
          all = false;
          if (r) s.differences.push(`${file} ${t.claimNumber} ${f}: want ${want} got ${got}`);
        }
      }
    }
    if (r && all) s.exact++;
  }
  read.forEach((r, i) => {
    if (used.has(i)) return;
    s.extra++;
    s.differences.push(`${file} extra claim read: ${JSON.stringify(r)}`);
    for (const f of SCORED_FIELDS) if (r[f] !== null) s.perField[f].fp++;
  });
  for (const f of SCORED_FIELDS) {
    s.tp += s.perField[f].tp;
    s.fp += s.perField[f].fp;
    s.fn += s.perField[f].fn;
  }
  return s;
}

export function addScores(a: Score, b: Score): Score {
  const out = emptyScore();
  for (const k of ['truthClaims', 'exact', 'extra', 'missed', 'tp', 'fp', 'fn'] as const) out[k] = a[k] + b[k];
  for (const f of SCORED_FIELDS)
    out.perField[f] = {
      tp: a.perField[f].tp + b.perField[f].tp,
      fp: a.perField[f].fp + b.perField[f].fp,
      fn: a.perField[f].fn + b.perField[f].fn,
    };
  out.differences = [...a.differences, ...b.differences];
  return out;
}

export function f1(c: { tp: number; fp: number; fn: number }): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
