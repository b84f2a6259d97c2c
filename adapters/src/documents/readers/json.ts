/** JSON in any reasonable shape: an array of records, records under named keys, arrays of arrays. */
import type { Grid } from '../grid.ts';
import type { Cell } from '../normalise.ts';
import { MESSAGES, tooLarge, unprocessable } from '../errors.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const isRecord = (v: Json): v is { [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects are flattened: { address: { street, city } } gives columns "street" and "city" ("address street" on a clash). */
function flatten(rec: { [k: string]: Json }, prefix = '', out: Record<string, Cell> = {}): Record<string, Cell> {
  for (const [k, v] of Object.entries(rec)) {
    // A nested key keeps its own name ({ address: { city } } -> "city") unless that name is taken.
    const key = !prefix || !(k in out) ? k : `${prefix} ${k}`;
    if (isRecord(v)) flatten(v, key, out);
    else if (Array.isArray(v)) out[key] = v.filter((x) => !isRecord(x) && !Array.isArray(x)).join(', ') || null;
    else out[key] = v;
  }
  return out;
}

function recordsToGrid(records: Json[], sheet: string | undefined): Grid | undefined {
  if (records.length > 0 && records.every(Array.isArray)) {
    return {
      ...(sheet ? { sheet } : {}),
      rows: records.map((r) => (r as Json[]).map((c) => (isRecord(c) || Array.isArray(c) ? null : c))),
    };
  }
  const objects = records.filter(isRecord).map((r) => flatten(r));
  if (objects.length === 0) return undefined;
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const o of objects)
    for (const k of Object.keys(o))
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
  const rows: Cell[][] = [keys, ...objects.map((o) => keys.map((k) => o[k] ?? null))];
  // Row numbers count records (1-based), not the synthetic header.
  return { ...(sheet ? { sheet } : {}), rows, rowNumbers: rows.map((_, i) => i) };
}

/** Collects every array of records in the document, each with the key path that holds it. */
function findArrays(v: Json, path: string, out: { path: string; items: Json[] }[], depth = 0) {
  if (depth > 4) return;
  if (Array.isArray(v)) {
    if (v.some((x) => isRecord(x) || Array.isArray(x))) out.push({ path, items: v });
    return;
  }
  if (isRecord(v)) for (const [k, x] of Object.entries(v)) findArrays(x, path ? `${path}.${k}` : k, out, depth + 1);
}

export function readJson(text: string, maxRows: number): Grid[] {
  let doc: Json;
  try {
    doc = JSON.parse(text) as Json;
  } catch {
    throw unprocessable(MESSAGES.corrupt);
  }
  const arrays: { path: string; items: Json[] }[] = [];
  findArrays(doc, '', arrays);
  if (arrays.length === 0 && isRecord(doc)) arrays.push({ path: '', items: [doc] });
  const grids: Grid[] = [];
  for (const a of arrays) {
    if (a.items.length > maxRows) throw tooLarge(MESSAGES.tooManyRows);
    const g = recordsToGrid(a.items, a.path || undefined);
    if (g) grids.push(g);
  }
  return grids;
}
