/**
 * In-process accuracy scoring of extraction answers against `<file>.truth.json` files, with the same
 * rules as bench/extraction-score.mjs: rows matched one-to-one (vehicles by VIN, properties by
 * address + zip, then by best field overlap); strings compared trimmed and case-insensitively, numbers
 * and booleans by type and value; null / empty predictions count as absent.
 */
import type { DocumentKind, ParseResult } from '@workbench/core';

type FieldType = 's' | 'n' | 'b';
const FIELDS: Record<DocumentKind, Record<string, FieldType>> = {
  property: {
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
  vehicle: { fleetId: 's', year: 'n', make: 's', model: 's', vin: 's', value: 'n', usage: 's' },
};

export interface Truth {
  documentType: DocumentKind;
  query?: DocumentKind;
  properties: Record<string, unknown>[];
  vehicles: Record<string, unknown>[];
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const norm = (v: unknown) => String(v).trim().replace(/\s+/g, ' ').toLowerCase();
function equal(t: FieldType, p: unknown, truth: unknown): boolean {
  if (t === 's') return typeof p !== 'object' && norm(p) === norm(truth);
  if (t === 'n') return typeof p === 'number' && Math.round(p * 1e6) === Math.round((truth as number) * 1e6);
  return typeof p === 'boolean' && p === truth;
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
function key(kind: DocumentKind, r: Record<string, unknown>): string | undefined {
  if (kind === 'vehicle') {
    if (!present(r.vin)) return undefined;
    const v = String(r.vin)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    return v.length >= 11 ? v : undefined;
  }
  if (!present(r.address) || !present(r.zipCode)) return undefined;
  const a = String(r.address)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SUFFIX[w] ?? w)
    .join(' ');
  const z = String(r.zipCode).match(/\d+/)?.[0];
  return z ? `${a}|${z.slice(0, 5).padStart(5, '0')}` : undefined;
}
function overlap(kind: DocumentKind, p: Record<string, unknown>, t: Record<string, unknown>) {
  return Object.entries(FIELDS[kind]).filter(([f, ty]) => present(p[f]) && present(t[f]) && equal(ty, p[f], t[f])).length;
}

export function scoreList(kind: DocumentKind, preds: Record<string, unknown>[], truths: Record<string, unknown>[]): Counts {
  const usedP = new Set<number>();
  const usedT = new Set<number>();
  const pairs: [number, number][] = [];
  const byKey = new Map<string, number[]>();
  truths.forEach((t, i) => {
    const k = key(kind, t);
    if (k) byKey.set(k, [...(byKey.get(k) ?? []), i]);
  });
  preds.forEach((p, pi) => {
    const k = key(kind, p);
    const ti = k ? byKey.get(k)?.find((i) => !usedT.has(i)) : undefined;
    if (ti !== undefined) {
      usedP.add(pi);
      usedT.add(ti);
      pairs.push([pi, ti]);
    }
  });
  const cand: [number, number, number][] = [];
  preds.forEach((p, pi) => {
    if (usedP.has(pi)) return;
    truths.forEach((t, ti) => {
      if (usedT.has(ti)) return;
      const s = overlap(kind, p, t);
      if (s > 0) cand.push([s, pi, ti]);
    });
  });
  cand.sort((a, b) => b[0] - a[0]);
  for (const [, pi, ti] of cand) {
    if (usedP.has(pi) || usedT.has(ti)) continue;
    usedP.add(pi);
    usedT.add(ti);
    pairs.push([pi, ti]);
  }
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  const fields = Object.entries(FIELDS[kind]);
  for (const [pi, ti] of pairs) {
    for (const [f, ty] of fields) {
      const p = preds[pi]![f];
      const t = truths[ti]![f];
      if (present(p) && present(t) && equal(ty, p, t)) c.tp++;
      else {
        if (present(p)) c.fp++;
        if (present(t)) c.fn++;
      }
    }
  }
  preds.forEach((p, i) => {
    if (!usedP.has(i)) for (const [f] of fields) if (present(p[f])) c.fp++;
  });
  truths.forEach((t, i) => {
    if (!usedT.has(i)) for (const [f] of fields) if (present(t[f])) c.fn++;
  });
  return c;
}

export function scoreAnswer(answer: ParseResult | undefined, truth: Truth): Counts {
  const a = answer ?? { properties: [], vehicles: [] };
  const p = scoreList('property', a.properties as never, truth.properties);
  const v = scoreList('vehicle', a.vehicles as never, truth.vehicles);
  return { tp: p.tp + v.tp, fp: p.fp + v.fp, fn: p.fn + v.fn };
}

export const add = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
export function f1({ tp, fp, fn }: Counts): number {
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return p + r ? (2 * p * r) / (p + r) : 0;
}
