/**
 * Building blocks for generated practice schedules: a deterministic pool of locations and vehicles
 * (canonical answers), and writers that turn a schedule description into xlsx / CSV bytes plus the
 * expected answer in the `<file>.truth.json` shape the scorer reads.
 */
import * as XLSX from 'xlsx';
import type { Truth } from '../accuracy.ts';

export type Cell = string | number | boolean | null;
export type Row = Record<string, unknown>;

/** A tiny seeded generator, so every run writes the same files. */
export function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const CITIES = [
  ['Boston', 'MA', '02110', 'Massachusetts'],
  ['Newark', 'NJ', '07102', 'New Jersey'],
  ['Hartford', 'CT', '06103', 'Connecticut'],
  ['Portland', 'ME', '04101', 'Maine'],
  ['Providence', 'RI', '02903', 'Rhode Island'],
  ['Austin', 'TX', '78701', 'Texas'],
  ['Denver', 'CO', '80202', 'Colorado'],
  ['Phoenix', 'AZ', '85004', 'Arizona'],
  ['Columbus', 'OH', '43215', 'Ohio'],
  ['Atlanta', 'GA', '30303', 'Georgia'],
  ['Nashville', 'TN', '37203', 'Tennessee'],
  ['Charlotte', 'NC', '28202', 'North Carolina'],
  ['Seattle', 'WA', '98101', 'Washington'],
  ['Tampa', 'FL', '33602', 'Florida'],
  ['Burlington', 'VT', '05401', 'Vermont'],
  ['Manchester', 'NH', '03101', 'New Hampshire'],
] as const;
const STREETS = [
  'Commerce Dr',
  'Main St',
  'Industrial Pkwy',
  'Harbor Rd',
  'Elm Ave',
  'Depot St',
  'Mill Rd',
  'Market Pl',
  'Lake Shore Blvd',
  'Airport Way',
];
const NAMES = ['Warehouse', 'Head Office', 'Plant', 'Store', 'Distribution Center', 'Annex', 'Service Center', 'Depot'];
export const CONSTRUCTIONS = [
  'Frame',
  'Joisted Masonry',
  'Non-Combustible',
  'Masonry Non-Combustible',
  'Modified Fire Resistive',
  'Fire Resistive',
] as const;
const OCCUPANCIES = ['Office', 'Warehouse', 'Retail', 'Manufacturing', 'Restaurant', 'Apartments'];

export interface Location {
  name: string;
  address: string;
  city: string;
  state: string;
  stateName: string;
  zipCode: string;
  yearBuilt: number;
  constructionType: (typeof CONSTRUCTIONS)[number];
  occupancyType: string;
  squareFootage: number;
  stories: number;
  sprinklered: boolean;
  ownership: 'Owner' | 'Tenant';
  buildingValue: number;
  contentsValue: number;
}

export function locations(seed: number, n: number): Location[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const [city, state, zipCode, stateName] = r.pick(CITIES);
    return {
      name: `${r.pick(NAMES)} ${i + 1}`,
      address: `${r.int(10, 9800)} ${r.pick(STREETS)}`,
      city,
      state,
      stateName,
      zipCode,
      yearBuilt: r.int(1948, 2021),
      constructionType: r.pick(CONSTRUCTIONS),
      occupancyType: r.pick(OCCUPANCIES),
      squareFootage: r.int(8, 400) * 250,
      stories: r.int(1, 6),
      sprinklered: r.next() < 0.6,
      ownership: r.next() < 0.55 ? 'Owner' : 'Tenant',
      buildingValue: r.int(20, 900) * 10_000,
      contentsValue: r.int(5, 300) * 5_000,
    };
  });
}

const VEHICLES = [
  ['1FT', 'Ford', 'F-150'],
  ['1FT', 'Ford', 'Transit'],
  ['1GC', 'Chevrolet', 'Silverado 2500'],
  ['3C6', 'Ram', '1500'],
  ['3AK', 'Freightliner', 'Cascadia'],
  ['3HS', 'International', 'LT'],
  ['5TF', 'Toyota', 'Tacoma'],
  ['JAL', 'Isuzu', 'NPR'],
  ['1M1', 'Mack', 'Anthem'],
  ['1XK', 'Kenworth', 'T680'],
] as const;

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1])
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1]),
      [
        ['P', 7],
        ['R', 9],
      ],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2]),
    ),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
export function withCheckDigit(vin16: string): string {
  const chars = [...vin16.slice(0, 8), '0', ...vin16.slice(8)];
  const sum = chars.reduce((s, c, i) => s + (/\d/.test(c) ? Number(c) : VIN_VALUES[c]!) * VIN_WEIGHTS[i]!, 0);
  const d = sum % 11;
  chars[8] = d === 10 ? 'X' : String(d);
  return chars.join('');
}

export interface Vehicle {
  fleetId: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  value: number;
  usage: 'Commercial' | 'Personal' | 'Mixed';
}

export function vehicles(seed: number, n: number, firstUnit = 100): Vehicle[] {
  const r = rng(seed);
  const alnum = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: n }, (_, i) => {
    const [wmi, make, model] = r.pick(VEHICLES);
    const year = r.int(2012, 2025);
    let rest = '';
    for (let k = 0; k < 13; k++) rest += alnum[r.int(0, alnum.length - 1)];
    const vin = withCheckDigit(`${wmi}${rest}`);
    const u = r.next();
    return {
      fleetId: String(firstUnit + i),
      year,
      make,
      model,
      vin,
      value: r.int(12, 190) * 1000,
      usage: u < 0.75 ? 'Commercial' : u < 0.9 ? 'Personal' : 'Mixed',
    };
  });
}

/** One column of a generated schedule: its header (one or two rows), the fields it answers, and how a cell is written. */
export interface Column<T> {
  header: string | [string, string];
  /** Fields this column answers, with the expected value (undefined: none). */
  truth?: (item: T) => Row;
  write: (item: T, i: number) => Cell;
}

export interface SheetSpec<T = Location | Vehicle> {
  name: string;
  kind: 'property' | 'vehicle';
  items: T[];
  columns: Column<T>[];
  /** Rows above the header (titles, insured name, blank rows). */
  above?: Cell[][];
  /** Rows after the data (totals, footnotes). */
  below?: Cell[][];
  /** Note rows put in among the data, keyed by the data index they come before. */
  notes?: Record<number, Cell[]>;
  /** A sheet whose rows are not part of the answer (prior year, summary, cover). */
  ignored?: boolean;
  /** Merged regions in A1 notation (`A1:F1`), as a title or a group band spans several columns. */
  merges?: string[];
}

/** A sheet of any item type: sheets of locations and of vehicles go into one workbook. */
// biome-ignore lint/suspicious/noExplicitAny: each sheet's writers only ever see that sheet's own items
type AnySheet = SheetSpec<any>;

export interface Practice {
  file: string;
  bytes: Uint8Array;
  truth: Truth;
}

export function sheetRows<T>(s: SheetSpec<T>): Cell[][] {
  const out: Cell[][] = [...(s.above ?? [])];
  const two = s.columns.some((c) => Array.isArray(c.header));
  if (two) out.push(s.columns.map((c) => (Array.isArray(c.header) ? c.header[0] : '')));
  out.push(s.columns.map((c) => (Array.isArray(c.header) ? c.header[1] : c.header)));
  s.items.forEach((item, i) => {
    if (s.notes?.[i]) out.push(s.notes[i]!);
    out.push(s.columns.map((c) => c.write(item, i)));
  });
  out.push(...(s.below ?? []));
  return out;
}

export function truthOf(sheets: AnySheet[], query?: 'property' | 'vehicle'): Truth {
  const properties: Row[] = [];
  const vehicles: Row[] = [];
  for (const s of sheets) {
    if (s.ignored) continue;
    for (const item of s.items) {
      const row: Row = {};
      for (const c of s.columns) for (const [k, v] of Object.entries(c.truth?.(item) ?? {})) if (v !== undefined && v !== null) row[k] = v;
      (s.kind === 'property' ? properties : vehicles).push(row);
    }
  }
  const documentType = query ?? (vehicles.length > properties.length ? 'vehicle' : 'property');
  return {
    documentType,
    ...(query ? { query } : {}),
    properties: query === 'vehicle' ? [] : properties,
    vehicles: query === 'property' ? [] : vehicles,
  };
}

export function xlsx(file: string, sheets: AnySheet[], query?: 'property' | 'vehicle'): Practice {
  const wb = XLSX.utils.book_new();
  for (const s of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheetRows(s));
    if (s.merges) ws['!merges'] = s.merges.map((r) => XLSX.utils.decode_range(r));
    XLSX.utils.book_append_sheet(wb, ws, s.name);
  }
  const bytes = new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return { file, bytes, truth: truthOf(sheets, query) };
}

export function csv(file: string, sheet: AnySheet, delimiter = ',', query?: 'property' | 'vehicle'): Practice {
  const quote = (c: Cell) => {
    const s = c === null ? '' : String(c);
    return s.includes(delimiter) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = sheetRows(sheet)
    .map((r) => r.map(quote).join(delimiter))
    .join('\r\n');
  return { file, bytes: new TextEncoder().encode(`${text}\r\n`), truth: truthOf([sheet], query) };
}

/** Shorthand for a column that answers one field with the item's own value. */
export const col = <T>(
  header: Column<T>['header'],
  field: string,
  write?: (item: T, i: number) => Cell,
  value?: (item: T) => unknown,
): Column<T> => ({
  header,
  truth: (item) => ({ [field]: value ? value(item) : (item as Row)[field] }),
  write: write ?? ((item) => (item as Row)[field] as Cell),
});
/** A column the answer does not carry (values, notes, codes). */
export const extra = <T>(header: Column<T>['header'], write: (item: T, i: number) => Cell): Column<T> => ({ header, write });
