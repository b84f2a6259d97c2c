/**
 * Workbooks as brokers send them: besides the schedule, a cover, notes or code lists, a summary, last
 * year's schedule, a copy of a sheet. Each sheet's role is judged from its name and its rows; only
 * schedules are read, and what is left out is named with the reason.
 */
import type { DocumentKind } from '@workbench/core';
import type { TableRows } from './table.ts';

export type SheetRole = 'schedule' | 'prior' | 'removed' | 'summary' | 'notes' | 'copy';

const PRIOR = /\b(prior|previous|last|old|expir\w*|archived?|backup|superseded|was)\b/i;
/** Units or locations taken off the schedule: deleted, sold, disposed of, no longer insured. */
const REMOVED = /\b(deleted|deletions?|removed|sold|disposed|disposals?|retired|cancell?ed|terminated|inactive|off ?fleet)\b/i;
const SUMMARY = /\b(summary|summaries|totals?|recap|overview|dashboard|pivot)\b/i;
const NOTES = /\b(notes?|instructions?|read ?me|references?|lookups?|codes?|definitions?|legend|glossary|key)\b/i;
const COPY = /\b(copy|dup(licate)?|working|scratch)\b|\(\d+\)\s*$/i;

const REASONS: Record<Exclude<SheetRole, 'schedule'>, string> = {
  prior: 'it looks like an earlier year’s schedule',
  removed: 'it lists units or locations taken off the schedule',
  summary: 'it looks like a summary of the other sheets',
  notes: 'it holds notes or reference lists',
  copy: 'it repeats the rows of another sheet',
};

/** Street words written in full or short compare as one ("1 Main Street" is "1 Main St"). */
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
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

const yearIn = (name: string) => Number(name.match(/\b(19|20)\d{2}\b/)?.[0] ?? 0);

/** A row's identity for spotting copies and duplicates: the VIN, or the address with its postcode. */
export function rowKey(kind: DocumentKind, row: Record<string, unknown>): string | undefined {
  if (kind === 'vehicle') return typeof row.vin === 'string' && row.vin.length >= 11 ? row.vin.toUpperCase() : undefined;
  if (typeof row.address !== 'string') return undefined;
  return `${keyText(row.address)}|${keyText(row.zipCode ?? row.city)}`;
}

const SUFFIX_WORDS = new RegExp(`\\b(${Object.keys(SUFFIX).join('|')})\\b`, 'g');
/** Lower case, punctuation as spaces, street words short: one pass each, as it runs on every row. */
const keyText = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(SUFFIX_WORDS, (w) => SUFFIX[w]!);

export interface SheetDecision {
  tables: TableRows[];
  skipped: { sheet: string; reason: string }[];
  warnings: string[];
}

/**
 * Keeps the schedule sheets' tables. A sheet named as prior-year, summary or notes is left out when another
 * sheet gives rows of the same kind; so is a sheet whose rows are nearly all rows of an earlier sheet
 * (a derived copy). Per-state sheets are different rows of one schedule and are all kept.
 */
export function chooseSheets(tables: TableRows[]): SheetDecision {
  const sheets = [...new Set(tables.map((t) => t.sheet).filter((s): s is string => s !== undefined))];
  if (sheets.length < 2) return { tables, skipped: [], warnings: [] };
  const roleOf = new Map<string, SheetRole>();
  const newest = Math.max(...sheets.map(yearIn));
  for (const s of sheets) {
    const role: SheetRole =
      PRIOR.test(s) || (yearIn(s) > 0 && yearIn(s) < newest)
        ? 'prior'
        : REMOVED.test(s)
          ? 'removed'
          : SUMMARY.test(s)
            ? 'summary'
            : NOTES.test(s)
              ? 'notes'
              : COPY.test(s)
                ? 'copy'
                : 'schedule';
    roleOf.set(s, role);
  }
  // Named roles only count when a schedule sheet of the same kind remains.
  const scheduleKinds = new Set(tables.filter((t) => t.sheet !== undefined && roleOf.get(t.sheet) === 'schedule').map((t) => t.kind));
  for (const t of tables) {
    if (t.sheet === undefined) continue;
    const role = roleOf.get(t.sheet)!;
    if (role !== 'schedule' && !scheduleKinds.has(t.kind)) roleOf.set(t.sheet, 'schedule');
  }
  // A derived copy: nearly every row is already on an earlier sheet that is kept.
  const seen = new Map<DocumentKind, Set<string>>();
  for (const s of sheets) {
    const own = tables.filter((t) => t.sheet === s);
    if (roleOf.get(s) === 'schedule') {
      let repeated = 0;
      let keyed = 0;
      for (const t of own)
        for (const row of t.rows) {
          const key = rowKey(t.kind, row);
          if (key === undefined) continue;
          keyed++;
          if (seen.get(t.kind)?.has(key)) repeated++;
        }
      if (keyed >= 2 && repeated >= keyed * 0.9) roleOf.set(s, 'copy');
    }
    if (roleOf.get(s) !== 'schedule') continue;
    for (const t of own) {
      const set = seen.get(t.kind) ?? new Set<string>();
      seen.set(t.kind, set);
      for (const row of t.rows) {
        const key = rowKey(t.kind, row);
        if (key !== undefined) set.add(key);
      }
    }
  }
  const skipped = sheets
    .filter((s) => roleOf.get(s) !== 'schedule')
    .map((s) => ({ sheet: s, reason: REASONS[roleOf.get(s) as Exclude<SheetRole, 'schedule'>] }));
  const warnings = skipped.map((s) => `Sheet "${s.sheet}" was not read: ${s.reason}`);
  return { tables: tables.filter((t) => t.sheet === undefined || roleOf.get(t.sheet) === 'schedule'), skipped, warnings };
}

/** Locations listed twice and fleet ids used by more than one vehicle, for a person to look at. */
export function duplicateWarnings(properties: Record<string, unknown>[], vehicles: Record<string, unknown>[]): string[] {
  const out: string[] = [];
  const where = (row: Record<string, unknown>) => {
    const p = row.provenance as { sheet?: string; row?: number } | undefined;
    return p ? `${p.sheet ? `${p.sheet} ` : ''}row ${p.row}` : '?';
  };
  // One Map insert per row; arrays only for keys seen twice (most schedules have none).
  const groups = (rows: Record<string, unknown>[], key: (r: Record<string, unknown>) => string | undefined) => {
    const first = new Map<string, number>();
    const repeated = new Map<string, Record<string, unknown>[]>();
    for (let i = 0; i < rows.length; i++) {
      const k = key(rows[i]!);
      if (k === undefined) continue;
      const at = first.get(k);
      if (at === undefined) first.set(k, i);
      else {
        const group = repeated.get(k);
        if (group) group.push(rows[i]!);
        else repeated.set(k, [rows[at]!, rows[i]!]);
      }
    }
    return [...repeated.values()];
  };
  const locs = groups(properties, (r) => rowKey('property', r));
  if (locs.length)
    out.push(
      `${locs.length} location${locs.length === 1 ? ' is' : 's are'} listed more than once: ${locs
        .slice(0, 5)
        .map((g) => `${g[0]!.address} (${g.map(where).join(', ')})`)
        .join('; ')}${locs.length > 5 ? '; ...' : ''}`,
    );
  const ids = groups(vehicles, (r) => (typeof r.fleetId === 'string' && r.fleetId !== '' ? r.fleetId : undefined));
  if (ids.length)
    out.push(
      `${ids.length} fleet ID${ids.length === 1 ? ' is' : 's are'} used by more than one vehicle: ${ids
        .slice(0, 5)
        .map((g) => `${g[0]!.fleetId} (${g.map(where).join(', ')})`)
        .join('; ')}${ids.length > 5 ? '; ...' : ''}`,
    );
  return out;
}
