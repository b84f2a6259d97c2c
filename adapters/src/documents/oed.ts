/**
 * Industry exposure files: an OED (Oasis Open Exposure Data) location file is recognised by its field
 * names, and its coded columns are decoded with the published OED tables kept as data in
 * `codes/oed.json` (construction, occupancy, sprinkler type, area units; IsTenant). Construction and
 * occupancy codes in the CEDE (AIR) range are decoded with the CEDE column of the same tables. The code
 * as written stays beside the decoded text (`provenance.codes`); a code no table knows is kept as written
 * with low confidence.
 *
 * An AIR CEDE location file is recognised by its own field names (ContractID, LocationID, CountryISO,
 * TimeElementValue, GrossArea...): there `Area` is the state or province, not a floor area, and `GrossArea`
 * with `GrossAreaUnit` is the floor area. Its construction and occupancy codes are decoded with the CEDE
 * column of the same tables. Its area units are letter codes: those a published CEDE-to-OED value map
 * names (square feet, acres, hectares) are decoded to square feet; any other unit (a number, or square
 * metres, for which no code is published) is kept as written, with low confidence for a person to check.
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
/**
 * The tables name an entry "broad class, detail"; where the class has no finer kind the two are the same
 * ("Masonry, Masonry"), and a broker should read the word once.
 */
export const codeName = (name: string) => {
  const [broad, detail, ...rest] = name.split(', ');
  return rest.length === 0 && detail !== undefined && broad === detail ? broad : name;
};
/** CEDE's own Unknown construction (100) and occupancy (300). */
const CEDE_UNKNOWN = new Set(['100', '300']);

function decodeTable(table: Record<string, CodeEntry>, cede: Map<string, CodeEntry>, cedeFirst = false) {
  return (v: Cell): Normalised<unknown> | undefined => {
    const code = codeText(v);
    if (!code) return undefined;
    if (!/^\d+$/.test(code)) return N.text(v);
    if (UNKNOWN.has(code) || (cedeFirst && CEDE_UNKNOWN.has(code))) return undefined; // the table's own "Unknown"
    const entry = cedeFirst ? (cede.get(code) ?? table[code]) : (table[code] ?? cede.get(code));
    if (entry) return decoded(codeName(entry.name), code);
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

/** Field names only an AIR CEDE location file uses (a plain "Area" or "Street" does not count). */
const CEDE_DISTINCTIVE = new Set([
  'contractid',
  'locationid',
  'countryiso',
  'timeelementvalue',
  'grossarea',
  'grossareaunit',
  'occupancycodetype',
  'constructioncodetype',
  'locperils',
  'subarea',
  'cresta',
  'numberofstories',
]);

/** Whether a header row is a CEDE location file's: at least three of its distinctive field names. */
export function isCedeHeader(headers: string[]): boolean {
  let n = 0;
  for (const h of headers) if (CEDE_DISTINCTIVE.has(h.trim().toLowerCase())) n++;
  return n >= 3;
}

/**
 * CEDE's area unit codes with the OED unit each stands for, as the value map of the industry's CEDE-to-OED
 * conversion (Oasis ITWG, AIR_OED_ValueMap_CEDEtoFile, UnitMap) gives them. That map names no code for
 * square metres: CEDE's is not known here, so it is not decoded.
 */
const CEDE_AREA_UNITS: Record<string, keyof typeof SQFT_PER> = { SQFT: '11', AC: '13', HA: '14' };

/**
 * A CEDE floor area in square feet, its unit code kept beside it: square feet as written, acres and
 * hectares converted (less sure, as an OED file's are). An area with another unit or none is kept as
 * written, flagged with low confidence for a person to confirm it is square feet.
 */
export function cedeFloorArea(v: Cell, unit: Cell): Normalised<number> | undefined {
  const n = N.parseNumber(v);
  if (n === undefined || n <= 0) return undefined;
  const u = codeText(unit);
  const oedUnit = CEDE_AREA_UNITS[u.toUpperCase()];
  if (oedUnit) return { value: Math.round(n * SQFT_PER[oedUnit]!), certainty: oedUnit === '11' ? 1 : 0.85, code: `${n} ${u}` };
  return { value: Math.round(n), certainty: 0.4, code: u ? `${n} (GrossAreaUnit ${u}, unit not decoded)` : `${n} (no GrossAreaUnit)` };
}

/** Headers CEDE uses: Area is the state or province, GrossArea the floor area. */
export const CEDE_HEADERS: Record<string, Field> = {
  area: 'state',
  grossarea: 'squareFootage',
  street: 'address',
  city: 'city',
  postalcode: 'zipCode',
  locationname: 'name',
  occupancycode: 'occupancyType',
  constructioncode: 'constructionType',
  yearbuilt: 'yearBuilt',
  numberofstories: 'stories',
  buildingvalue: 'buildingValue',
  contentsvalue: 'contentsValue',
  timeelementvalue: 'biValue',
  othervalue: 'otherValue',
  currency: 'currency',
};

export const CEDE_DECODERS: Partial<Record<Field, (v: Cell) => Normalised<unknown> | undefined>> = {
  constructionType: decodeTable(CONSTRUCTION, CONSTRUCTION_CEDE, true),
  occupancyType: decodeTable(OCCUPANCY, OCCUPANCY_CEDE, true),
  yearBuilt: OED_DECODERS.yearBuilt,
  stories: OED_DECODERS.stories,
};

/** An industry exposure format: how its header is recognised, read and decoded. */
export interface ExposureFormat {
  name: 'oed' | 'cede';
  headers: Record<string, Field>;
  decoders: Partial<Record<Field, (v: Cell) => Normalised<unknown> | undefined>>;
  /** The header of the floor area's unit column, and how the area is read with it. */
  unitHeader: string;
  floorArea: (v: Cell, unit: Cell) => Normalised<number> | undefined;
}

export const EXPOSURE_FORMATS: Record<ExposureFormat['name'], ExposureFormat> = {
  oed: { name: 'oed', headers: OED_HEADERS, decoders: OED_DECODERS, unitHeader: 'floorareaunit', floorArea },
  cede: { name: 'cede', headers: CEDE_HEADERS, decoders: CEDE_DECODERS, unitHeader: 'grossareaunit', floorArea: cedeFloorArea },
};

/** OED names CEDE does not share (both say PostalCode, OccupancyCode, ConstructionCode, YearBuilt). */
const OED_ONLY =
  /^(locnumber|accnumber|portnumber|streetaddress|areacode|countrycode|numberofstoreys|floorarea|floorareaunit|buildingtiv|contentstiv|bitiv|othertiv|loccurrency|istenant|sprinklertype|locname)$/;

/** The exposure format a header row is written in, if any: CEDE when its own names outnumber OED's. */
export function exposureFormat(headers: string[]): ExposureFormat | undefined {
  const keys = headers.map((h) => h.trim().toLowerCase());
  const cede = keys.filter((k) => CEDE_DISTINCTIVE.has(k)).length;
  const oed = keys.filter((k) => OED_ONLY.test(k)).length;
  if (cede >= 3 && cede > oed) return EXPOSURE_FORMATS.cede;
  if (isOedHeader(headers)) return EXPOSURE_FORMATS.oed;
  return undefined;
}
