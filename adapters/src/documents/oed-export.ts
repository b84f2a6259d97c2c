/**
 * A submission's property schedule as an OED (Oasis Open Exposure Data) location file, for a catastrophe
 * modeller to load. The codes come from the same published tables the extractor decodes with
 * (`codes/oed.json`), read the other way: a construction or occupancy written as a table's own words goes
 * back to its code; anything else (an ISO class name like "Frame", free text) becomes the table's
 * "Unknown" code rather than a guess. Pure: no I/O, so the placement package and the API share it.
 */
import { csvLine, type Property } from '@workbench/core';
import OED from './codes/oed.json' with { type: 'json' };
import { PROVINCES, STATES, postcodeFits } from './normalise.ts';

interface CodeEntry {
  name: string;
  cede?: string;
}

/** OED's own "Unknown" codes: what a value no table names is exported as. */
export const OED_UNKNOWN = { construction: '5000', occupancy: '1000', sprinkler: '0' } as const;

/** The columns of the exported file, in this order: OED's required fields and the ones the schedule holds. */
export const OED_EXPORT_COLUMNS = [
  'PortNumber',
  'AccNumber',
  'LocNumber',
  'LocName',
  'IsTenant',
  'CountryCode',
  'StreetAddress',
  'City',
  'AreaCode',
  'PostalCode',
  'OccupancyCode',
  'ConstructionCode',
  'YearBuilt',
  'NumberOfStoreys',
  'FloorArea',
  'FloorAreaUnit',
  'SprinklerType',
  'LocPerilsCovered',
  'BuildingTIV',
  'OtherTIV',
  'ContentsTIV',
  'BITIV',
  'LocCurrency',
] as const;

const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** A table's words -> code: the whole name ("Wood, Wood frame"), or its detail alone when only one entry has it. */
function reverse(table: Record<string, CodeEntry>): Map<string, string> {
  const out = new Map<string, string>();
  const details = new Map<string, string[]>();
  for (const [code, e] of Object.entries(table)) {
    out.set(key(e.name), code);
    const detail = e.name.includes(', ') ? key(e.name.slice(e.name.indexOf(', ') + 2)) : undefined;
    if (detail) details.set(detail, [...(details.get(detail) ?? []), code]);
  }
  for (const [detail, codes] of details) if (codes.length === 1 && !out.has(detail)) out.set(detail, codes[0]!);
  return out;
}

const CONSTRUCTION = OED.construction as Record<string, CodeEntry>;
const OCCUPANCY = OED.occupancy as Record<string, CodeEntry>;
const CONSTRUCTION_CODES = reverse(CONSTRUCTION);
const OCCUPANCY_CODES = reverse(OCCUPANCY);
const CEDE_CONSTRUCTION = new Map(Object.entries(CONSTRUCTION).flatMap(([c, e]) => (e.cede ? [[e.cede, c] as const] : [])));
const CEDE_OCCUPANCY = new Map(Object.entries(OCCUPANCY).flatMap(([c, e]) => (e.cede ? [[e.cede, c] as const] : [])));

function codeOf(
  text: string | null,
  codes: Map<string, string>,
  table: Record<string, CodeEntry>,
  cede: Map<string, string>,
  unknown: string,
) {
  if (!text) return unknown;
  const t = text.trim();
  // A code kept as written (one a person typed, or one no table knew when it was read).
  if (/^\d+$/.test(t)) return table[t] ? t : (cede.get(t) ?? unknown);
  return codes.get(key(t)) ?? unknown;
}

/** The OED construction code of a location's construction, or 5000 (Unknown) when no table names it. */
export const oedConstructionCode = (text: string | null) =>
  codeOf(text, CONSTRUCTION_CODES, CONSTRUCTION, CEDE_CONSTRUCTION, OED_UNKNOWN.construction);
/** The OED occupancy code of a location's occupancy, or 1000 (Unknown) when no table names it. */
export const oedOccupancyCode = (text: string | null) => codeOf(text, OCCUPANCY_CODES, OCCUPANCY, CEDE_OCCUPANCY, OED_UNKNOWN.occupancy);

/**
 * SprinklerType: 1 (No sprinkler) for an unsprinklered location. OED has no code for "sprinklered, kind
 * not known", so a sprinklered location keeps the kind its document coded (2-5), else 0 (Unknown / default).
 */
function sprinklerType(p: Property): string {
  if (p.sprinklered === false) return '1';
  if (p.sprinklered !== true) return OED_UNKNOWN.sprinkler;
  const written = p.sources?.sprinklered?.text?.trim();
  return written && /^[2-5]$/.test(written) ? written : OED_UNKNOWN.sprinkler;
}

const IS_TENANT = Object.fromEntries(Object.entries(OED.isTenant).map(([code, name]) => [name.toLowerCase(), code]));
const US_STATE_CODES = new Set(Object.values(STATES).filter((c) => /^[A-Z]{2}$/.test(c)));
const PROVINCE_CODES = new Set(Object.values(PROVINCES));

/**
 * ISO country of a location: the schedule keeps no country of its own, so it is read from the state (a US
 * state or a Canadian province) or a UK postcode; blank when neither says, for the modeller to fill in.
 */
export function oedCountryCode(p: Pick<Property, 'state' | 'zipCode'>): string {
  const state = p.state?.trim().toUpperCase() ?? '';
  if (PROVINCE_CODES.has(state)) return 'CA';
  if (US_STATE_CODES.has(state)) return 'US';
  if (p.zipCode && postcodeFits(p.zipCode, 'GB') && !/^\d+$/.test(p.zipCode.trim())) return 'GB';
  return '';
}

export interface OedExportOptions {
  /** AccNumber of every row: the submission's reference (e.g. "SUB-2026-0042"). */
  accNumber: string;
  /** PortNumber of every row; "1" unless given. */
  portNumber?: string;
}

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * The OED location file (CSV text, header row first, CRLF line ends) of a submission's property
 * locations, one row per location in the order given, LocNumber 1, 2, 3... A missing insured value is
 * written as 0 (OED's default for a TIV); the perils covered are AA1 (all), since a schedule does not
 * restrict them. Everything else missing is left blank, or written as OED's "Unknown" code.
 */
export function toOedLocationCsv(properties: readonly Property[], options: OedExportOptions): string {
  const port = options.portNumber ?? '1';
  let out = csvLine(OED_EXPORT_COLUMNS);
  properties.forEach((p, i) => {
    const row: Record<(typeof OED_EXPORT_COLUMNS)[number], string> = {
      PortNumber: port,
      AccNumber: options.accNumber,
      LocNumber: String(i + 1),
      LocName: p.name ?? '',
      IsTenant: IS_TENANT[p.ownership?.trim().toLowerCase() ?? ''] ?? '',
      CountryCode: oedCountryCode(p),
      StreetAddress: p.address ?? '',
      City: p.city ?? '',
      AreaCode: p.state ?? '',
      PostalCode: p.zipCode ?? '',
      OccupancyCode: oedOccupancyCode(p.occupancyType),
      ConstructionCode: oedConstructionCode(p.constructionType),
      YearBuilt: num(p.yearBuilt),
      NumberOfStoreys: num(p.stories),
      FloorArea: num(p.squareFootage),
      FloorAreaUnit: p.squareFootage ? '11' : '',
      SprinklerType: sprinklerType(p),
      LocPerilsCovered: 'AA1',
      BuildingTIV: String(p.buildingValue ?? 0),
      OtherTIV: String(p.otherValue ?? 0),
      ContentsTIV: String(p.contentsValue ?? 0),
      BITIV: String(p.biValue ?? 0),
      LocCurrency: p.currency,
    };
    out += csvLine(OED_EXPORT_COLUMNS.map((c) => row[c]));
  });
  return out;
}
