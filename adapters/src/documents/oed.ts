/**
 * Industry exposure files: an OED (Oasis Open Exposure Data) location file is recognised by its field
 * names, and its coded columns are decoded with the published OED tables kept as data in
 * `codes/oed.json` (construction, occupancy, sprinkler type, area units; IsTenant). Construction and
 * occupancy codes in the CEDE (AIR) range are decoded with the CEDE column of the same tables. The code
 * as written stays beside the decoded text (`provenance.codes`); a code no table knows is kept as written
 * with low confidence.
 */
import OED from './codes/oed.json' with { type: 'json' };
import type { Field } from './headers.ts';
import * as N from './normalise.ts';
import type { Cell, Normalised } from './normalise.ts';

interface CodeEntry {
  name: string;
  broad: string;
  cede?: string;
}
const CONSTRUCTION = OED.construction as Record<string, CodeEntry>;
const OCCUPANCY = OED.occupancy as Record<string, CodeEntry>;
const byCede = (table: Record<string, CodeEntry>) => new Map(Object.values(table).flatMap((e) => (e.cede ? [[e.cede, e] as const] : [])));
const CONSTRUCTION_CEDE = byCede(CONSTRUCTION);
const OCCUPANCY_CEDE = byCede(OCCUPANCY);

const LOCATION_FIELDS = new Set(OED.locationFields.map((f) => f.toLowerCase()));
/** Field names that only an OED (or CEDE-coded) location file uses; plain words like City do not count. */
const DISTINCTIVE =
  /^(locnumber|accnumber|portnumber|streetaddress|postalcode|areacode|countrycode|occupancycode|constructioncode|numberofstoreys|floorarea|floorareaunit|buildingtiv|contentstiv|bitiv|othertiv|loccurrency|istenant|sprinklertype|locname)$/;

/** Whether a header row is an OED location file's: at least three of its distinctive field names. */
export function isOedHeader(headers: string[]): boolean {
  let n = 0;
  for (const h of headers) {
    const k = h.trim().toLowerCase();
    if (LOCATION_FIELDS.has(k) && DISTINCTIVE.test(k)) n++;
  }
  return n >= 3;
}

/** A decoded value: the table's words, the code as written beside it. */
const decoded = (value: string | boolean | number, code: string, certainty = 0.9) => ({ value, certainty, code }) as Normalised<never>;
const codeText = (v: Cell) => (typeof v === 'number' ? String(v) : (N.cleanText(v) ?? ''));
const UNKNOWN = new Set(['5000', '1000']);

function decodeTable(table: Record<string, CodeEntry>, cede: Map<string, CodeEntry>) {
  return (v: Cell): Normalised<unknown> | undefined => {
    const code = codeText(v);
    if (!code) return undefined;
    if (!/^\d+$/.test(code)) return N.text(v);
    if (UNKNOWN.has(code)) return undefined; // the table's own "Unknown"
    const entry = table[code] ?? cede.get(code);
    if (entry) return decoded(entry.name, code);
    // A code no published table knows: kept as written, for a person to read.
    return { value: code, certainty: 0.4, code };
  };
}

/** Square feet from an area and its OED unit code (11 sq ft, 12 sq m, 13 acre, 14 hectare). */
const SQFT_PER: Record<string, number> = { '11': 1, '12': 10.7639, '13': 43_560, '14': 107_639 };

export function floorArea(v: Cell, unit: Cell): Normalised<number> | undefined {
  const n = N.parseNumber(v);
  if (n === undefined || n <= 0) return undefined;
  const u = codeText(unit) || '11';
  const factor = SQFT_PER[u];
  if (!factor) return undefined;
  const sqft = Math.round(n * factor);
  return u === '11'
    ? { value: sqft, certainty: 1 }
    : { value: sqft, certainty: 0.85, code: `${n} ${OED.units[u as keyof typeof OED.units]}` };
}

/** Decoders for an OED file's coded columns, by the field the column was read as. */
export const OED_DECODERS: Partial<Record<Field, (v: Cell) => Normalised<unknown> | undefined>> = {
  constructionType: decodeTable(CONSTRUCTION, CONSTRUCTION_CEDE),
  occupancyType: decodeTable(OCCUPANCY, OCCUPANCY_CEDE),
  ownership: (v) => {
    const code = codeText(v);
    const owner = OED.isTenant[code as keyof typeof OED.isTenant];
    return owner ? decoded(owner, code) : N.ownership(v);
  },
  sprinklered: (v) => {
    const code = codeText(v);
    if (!/^\d$/.test(code)) return N.yesNo(v);
    const name = OED.sprinklerType[code as keyof typeof OED.sprinklerType];
    if (!name || code === '0') return undefined; // unknown / default
    return decoded(code !== '1', `${code} (${name})`);
  },
  yearBuilt: (v) => (codeText(v) === '0' ? undefined : N.year(v)),
  stories: (v) => {
    const n = N.parseNumber(v);
    return n === undefined || n <= 0 ? undefined : N.stories(v);
  },
};

/** Headers OED uses for fields whose plain words would read otherwise (AreaCode is the state, not an area). */
export const OED_HEADERS: Record<string, Field> = {
  areacode: 'state',
  areaname: 'state',
  istenant: 'ownership',
  sprinklertype: 'sprinklered',
  numberofstoreys: 'stories',
  floorarea: 'squareFootage',
  occupancycode: 'occupancyType',
  constructioncode: 'constructionType',
  streetaddress: 'address',
  postalcode: 'zipCode',
  locname: 'name',
  yearbuilt: 'yearBuilt',
  city: 'city',
  buildingtiv: 'buildingValue',
  contentstiv: 'contentsValue',
  bitiv: 'biValue',
  othertiv: 'otherValue',
  loccurrency: 'currency',
};
