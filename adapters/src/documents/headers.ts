/**
 * Header matching: which schedule field a column header names. Exact synonyms first, then word
 * containment, then a fuzzy comparison for typos; money columns (TIV, building value, ...) never map to a
 * descriptive field.
 */
import {
  type DocumentKind,
  INSURED_VALUE_FIELDS,
  normaliseHeader,
  PROPERTY_FIELDS,
  type PropertyField,
  VEHICLE_FIELDS,
  type VehicleField,
} from '@workbench/core';

export type { PropertyField, VehicleField };
export type Field = PropertyField | VehicleField;

export const FIELDS_OF: Record<DocumentKind, readonly Field[]> = { property: PROPERTY_FIELDS, vehicle: VEHICLE_FIELDS };

/** Synonyms in normalised form (see normaliseHeader): lower case, `#`/number/num -> `no`, no punctuation. */
const SYNONYMS: Record<Field, string[]> = {
  name: [
    'name',
    'location name',
    'building name',
    'bldg name',
    'site name',
    'property name',
    'loc name',
    'premises name',
    'location',
    'building',
    'site',
    'facility',
    'facility name',
    'description',
    'location description',
    'building description',
    'insured location',
    'store name',
    'property',
  ],
  address: [
    'address',
    'street',
    'street address',
    'address 1',
    'address line 1',
    'addr',
    'addr 1',
    'bldg address',
    'building address',
    'location address',
    'property address',
    'site address',
    'street line',
    'full address',
    'physical address',
    'premises address',
    'street addr',
    'loc address',
    'address1',
    'street 1',
    'mailing address',
  ],
  city: ['city', 'town', 'city town', 'municipality', 'city name', 'location city'],
  state: ['state', 'st', 'state code', 'state province', 'province', 'state abbr', 'location state'],
  zipCode: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'postal', 'zip postal', 'zip postal code', 'zip 5', 'location zip'],
  yearBuilt: [
    'year built',
    'year',
    'yr',
    'yr built',
    'yr blt',
    'built',
    'year blt',
    'year constructed',
    'yr constructed',
    'construction year',
    'year of construction',
    'orig year built',
    'original year built',
    'year bldg built',
  ],
  constructionType: [
    'construction',
    'const',
    'construction type',
    'const type',
    'construction class',
    'const class',
    'iso class',
    'iso construction',
    'iso const',
    'iso construction class',
    'constr',
    'constr type',
    'construction code',
    'iso construction code',
    'bldg construction',
    'building construction',
    'iso',
  ],
  occupancyType: [
    'occupancy',
    'occ',
    'occupancy type',
    'occ type',
    'bldg use',
    'building use',
    'use',
    'occupancy description',
    'occupancy desc',
    'property type',
    'building type',
    'bldg type',
    'operations',
    'occupancy class',
    'primary occupancy',
    'usage',
  ],
  squareFootage: [
    'sq ft',
    'sqft',
    'square feet',
    'square footage',
    'sq footage',
    'building sq ft',
    'bldg sq ft',
    'area',
    'total area',
    'floor area',
    'gross sq ft',
    'gross area',
    'sq feet',
    'total sq ft',
    'building area',
    'bldg area',
    'sf',
    'gsf',
    'square ft',
    'area sq ft',
    'building square feet',
  ],
  stories: [
    'stories',
    'no stories',
    'no of stories',
    'floors',
    'no floors',
    'no of floors',
    'storeys',
    'story',
    'levels',
    'bldg stories',
    'building stories',
    'stories floors',
  ],
  sprinklered: [
    'sprinklered',
    'sprinklers',
    'sprinkler',
    'sprinkler y n',
    'sprinklered y n',
    'sprink',
    'sprinkler system',
    'sprinkler protection',
    'sprinklered pct',
    'pct sprinklered',
    'fire sprinklers',
    'auto sprinkler',
    'automatic sprinklers',
    'sprinkler yn',
    'sprinklered yn',
    'sprinkler protected',
  ],
  ownership: [
    'ownership',
    'own lease',
    'owner tenant',
    'owned leased',
    'own or lease',
    'owned or leased',
    'tenure',
    'owned',
    'own rent',
    'owner',
    'tenant',
    'interest',
    'insured interest',
    'owned lease',
    'own leased',
    'lease own',
  ],
  buildingValue: [
    'building value',
    'building values',
    'bldg value',
    'bldg val',
    'building val',
    'building limit',
    'bldg limit',
    'building amount',
    'bldg amt',
    'building rc',
    'bldg rc',
    'building replacement cost',
    'bldg replacement cost',
    'building coverage',
    'real property',
    'real property value',
    'buildings',
  ],
  contentsValue: [
    'contents',
    'contents value',
    'contents values',
    'contents limit',
    'contents amount',
    'cont value',
    'contents rc',
    'bpp',
    'bpp limit',
    'bpp value',
    'business personal property',
    'personal property',
    'contents stock',
  ],
  biValue: [
    'bi',
    'bi value',
    'bi limit',
    'bi ee',
    'bi amount',
    'business interruption',
    'business interruption value',
    'business interruption limit',
    'business income',
    'business income value',
    'business income limit',
    'business income extra expense',
    'loss of income',
    'rental income',
    'loss of rents',
    'time element',
  ],
  otherValue: ['other', 'other value', 'other values', 'other limit', 'other property', 'other amount', 'misc value', 'edp'],
  tiv: [
    'tiv',
    'total insured value',
    'total insured values',
    'total insurable value',
    'total value',
    'total values',
    'total tiv',
    'total limit',
    'total sum insured',
    'sum insured',
    'insured value',
    'insured values',
  ],
  currency: ['currency', 'ccy', 'curr', 'cur', 'currency code', 'iso currency'],
  fleetId: [
    'unit',
    'unit no',
    'unit number',
    'fleet',
    'fleet no',
    'fleet id',
    'fleet number',
    'vehicle no',
    'veh no',
    'vehicle number',
    'vehicle id',
    'veh id',
    'truck no',
    'asset no',
    'asset id',
    'asset',
    'unit id',
    'no',
    'item',
    'item no',
    'auto no',
    'car no',
    'fleet unit',
    'fleet unit no',
    'equipment no',
  ],
  year: ['year', 'yr', 'model year', 'veh year', 'vehicle year', 'my', 'model yr', 'veh yr', 'mod yr'],
  make: ['make', 'manufacturer', 'mfr', 'mfg', 'make manufacturer', 'veh make', 'vehicle make', 'mfgr', 'brand'],
  model: ['model', 'model name', 'mdl', 'vehicle model', 'veh model', 'model description', 'series'],
  vin: [
    'vin',
    'vin no',
    'vin number',
    'vehicle identification number',
    'serial number',
    'serial no',
    'vin serial',
    'serial',
    'vin serial no',
    'vehicle id number',
    'vin serial number',
  ],
  value: [
    'value',
    'stated amount',
    'stated value',
    'insured value',
    'vehicle value',
    'acv',
    'actual cash value',
    'cost new',
    'original cost new',
    'ocn',
    'amount',
    'agreed value',
    'market value',
    'cost',
    'price',
    'purchase price',
    'stated amt',
    'veh value',
    'value stated',
    'limit',
    'physical damage value',
    'current value',
    'total value',
    'replacement cost',
  ],
  usage: [
    'usage',
    'use',
    'use type',
    'vehicle use',
    'usage type',
    'use class',
    'veh use',
    'use code',
    'business use',
    'primary use',
    'usage class',
  ],
};

/** Fields a money column may be read as; a money header is never read as any other field. */
export const MONEY_FIELDS: ReadonlySet<Field> = new Set<Field>(['value', ...INSURED_VALUE_FIELDS]);

/** Money / other columns that must not be read as a descriptive field even if a word matches. */
const MONEY =
  /\b(tiv|value|values|limit|premium|deductible|ded|contents|bpp|bi|income|rent|rents|cost|amount|amt|rc|acv|lat|latitude|long|longitude|lon)\b/;

/** One home for header comparison: learned mappings are keyed by the same text. */
export { normaliseHeader };

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

export const similarity = (a: string, b: string) => 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);

/** Header words that change what a column is about, so a contained synonym does not count. */
const QUALIFIERS =
  /\b(2|line 2|address 2|garag\w*|mailing|billing|driver|owner name|lienholder|lessor|county|country|ppc|protection class|prot class|prior|previous|renovat\w*|updated|update|remodel\w*|roof|wiring|plumbing|hvac|alarm|code|notes?|comments?)\b/;

export interface HeaderMatch {
  field: Field;
  score: number;
}

/**
 * A header's bracketed part when it only says how the values are written: a unit (`(sq ft)`, `($000)`,
 * `(USD)`), a legend (`(Y/N)`, `(1=Yes, 0=No)`, `(O) / Leased (L)`) or an instruction (`(describe)`,
 * `(YYYY)`). Matched without it the header names its field as plainly as the words before the bracket do.
 */
const BRACKETED = /\s*[([][^)\]]*[)\]]\s*/g;
export const headerWithoutBrackets = (raw: string) => raw.replace(BRACKETED, ' ').replace(/\s+/g, ' ').trim();

/** Best field for a header among the given kind's fields, with a score 0..1 (0 = none). */
export function matchHeader(raw: string, kind: DocumentKind): HeaderMatch | undefined {
  const whole = matchWords(raw, kind);
  const head = headerWithoutBrackets(raw);
  if (!head || head === raw.trim() || (whole && whole.score >= 0.9)) return whole;
  // Units and legends in brackets cost a little: the words before them carry the meaning.
  const bare = matchWords(head, kind);
  if (!bare || normaliseHeader(head).length < 2) return whole;
  const scored = { field: bare.field, score: Math.round(bare.score * 0.97 * 100) / 100 };
  return !whole || scored.score > whole.score ? scored : whole;
}

function matchWords(raw: string, kind: DocumentKind): HeaderMatch | undefined {
  const h = normaliseHeader(raw);
  if (!h || /^\d+(\s\d+)*$/.test(h)) return undefined;
  const fields = FIELDS_OF[kind];
  const found: { best?: HeaderMatch } = {};
  const consider = (field: Field, score: number) => {
    if (!found.best || score > found.best.score) found.best = { field, score };
  };
  const isMoney = MONEY.test(h);
  for (const field of fields) {
    if (isMoney && !MONEY_FIELDS.has(field)) continue;
    for (const syn of SYNONYMS[field]) {
      if (h === syn) consider(field, 1);
    }
  }
  if (found.best) return found.best;
  const words = new Set(h.split(' '));
  const qualified = QUALIFIERS.test(h);
  for (const field of fields) {
    if (isMoney && !MONEY_FIELDS.has(field)) continue;
    for (const syn of SYNONYMS[field]) {
      const sw = syn.split(' ');
      // Word containment: "Building Sq Ft (gross)" contains "sq ft". Single short words are too weak alone.
      // "Location #" / "Building ID" identify a row; they are not the name or address.
      if ((words.has('no') || words.has('id')) && !sw.includes('no') && !sw.includes('id')) continue;
      if (sw.every((w) => words.has(w)) && (sw.length > 1 || syn.length >= 4)) {
        // A combined "Make/Model" or "Year/Make/Model" column is read as make, then split (see table.ts).
        const combinedVehicle = field === 'make' && words.has('model') ? 0.05 : 0;
        consider(field, (qualified ? 0.45 : 0.85 - 0.02 * (words.size - sw.length)) + combinedVehicle);
      }
      // "Use (Comm/Pers)", "VIN (17 chars)": a short header word followed by an explanation.
      if (sw.length === 1 && h.startsWith(`${syn} `) && syn !== 'no') consider(field, qualified ? 0.45 : 0.8);
      const sim = similarity(h, syn);
      if (sim >= 0.8 && syn.length >= 4) consider(field, 0.9 * sim);
    }
  }
  tokenMatch(h, fields, consider);
  const best = found.best as HeaderMatch | undefined;
  return best && best.score >= 0.5 ? best : undefined;
}

/**
 * Short forms brokers and systems write header words in, as the word they stand for. Applied word by
 * word to both the header and the synonyms, so "Bldg Val", "Yr Blt", "Sprk Y/N", "const_cd" or "Veh #"
 * compare as the words they abbreviate, without a synonym for every spelling.
 */
const ABBREVIATIONS: Record<string, string> = {
  bldg: 'building',
  bld: 'building',
  bldgs: 'building',
  blt: 'built',
  yr: 'year',
  yrs: 'year',
  const: 'construction',
  constr: 'construction',
  cnst: 'construction',
  constn: 'construction',
  construct: 'construction',
  sprk: 'sprinkler',
  sprkl: 'sprinkler',
  sprink: 'sprinkler',
  sprinkl: 'sprinkler',
  spr: 'sprinkler',
  sprinklers: 'sprinkler',
  sprinklered: 'sprinkler',
  occ: 'occupancy',
  occup: 'occupancy',
  occpy: 'occupancy',
  veh: 'vehicle',
  vehs: 'vehicle',
  addr: 'address',
  adr: 'address',
  nm: 'name',
  mk: 'make',
  mfr: 'make',
  mdl: 'model',
  flrs: 'floors',
  flr: 'floors',
  fl: 'floors',
  stys: 'stories',
  stry: 'stories',
  storeys: 'stories',
  sqft: 'sq ft',
  sf: 'sq ft',
  gsf: 'sq ft',
  ft2: 'sq ft',
  footage: 'sq ft',
  feet: 'ft',
  square: 'sq',
  size: 'area',
  val: 'value',
  vals: 'value',
  amt: 'amount',
  municipality: 'city',
  muni: 'city',
  town: 'city',
  postal: 'zip',
  postcode: 'zip',
  zipcode: 'zip',
  prov: 'state',
  province: 'state',
  own: 'owned',
  owner: 'owned',
  lease: 'leased',
  lessee: 'leased',
  rent: 'leased',
  rented: 'leased',
  tenant: 'leased',
  yoc: 'year built',
  yom: 'year',
  ser: 'serial',
  ident: 'identification',
  loc: 'location',
  locn: 'location',
  prem: 'premises',
  cty: 'city',
  insd: 'insured',
  lmt: 'limit',
  lse: 'leased',
  leasehold: 'leased',
  freehold: 'owned',
  storey: 'stories',
  mfg: 'make',
  mfgr: 'make',
  manufacturer: 'make',
};
/** Words that only say how a value is written (code, flag, y/n, text), not what it is about. */
const FILLERS = new Set([
  'cd',
  'code',
  'ind',
  'indicator',
  'flag',
  'txt',
  'text',
  'desc',
  'description',
  'y',
  'n',
  'yn',
  'of',
  'the',
  'type',
  'info',
  'or',
  'and',
  'is',
  'ltr',
]);

const canonWords = (h: string): string[] =>
  h
    .split(' ')
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
    .filter((w) => w !== '');
/** A header as its canonical words without fillers (kept when it is nothing but fillers: "Type"). */
function canonical(h: string): string[] {
  const words = canonWords(h);
  const meaningful = words.filter((w) => !FILLERS.has(w));
  return meaningful.length ? meaningful : words;
}

let canonSynonyms: { field: Field; words: string[] }[] | undefined;
function canonicalSynonyms() {
  canonSynonyms ??= (Object.entries(SYNONYMS) as [Field, string[]][]).flatMap(([field, list]) =>
    list.map((syn) => ({ field, words: canonical(normaliseHeader(syn)) })),
  );
  return canonSynonyms;
}

/** Headers compared as canonical words: equal word sets score 0.9, a synonym's words all present a little less. */
function tokenMatch(h: string, fields: readonly Field[], consider: (field: Field, score: number) => void) {
  const words = canonical(h);
  if (!words.length) return;
  const text = words.join(' ');
  const set = new Set(words);
  const isMoney = MONEY.test(text);
  const qualified = QUALIFIERS.test(text);
  for (const { field, words: sw } of canonicalSynonyms()) {
    if (!fields.includes(field)) continue;
    if (isMoney && !MONEY_FIELDS.has(field)) continue;
    if (sw.length === 0 || !sw.every((w) => set.has(w))) continue;
    if (sw.length === 1 && sw[0]!.length < 3 && words.length > 1) continue;
    if ((set.has('no') || set.has('id')) && !sw.includes('no') && !sw.includes('id')) continue;
    if (qualified) consider(field, 0.45);
    else consider(field, sw.length === words.length ? 0.9 : 0.84 - 0.03 * (words.length - sw.length));
  }
}

/** Whether a header names an amount of money (values, limits, premiums) or a coordinate. */
export const isMoneyHeader = (raw: string) => {
  const h = normaliseHeader(raw);
  return MONEY.test(h) || MONEY.test(canonical(h).join(' '));
};

/** Header words that name no field by themselves: the column's values have to say what it is. */
const VAGUE = new Set([
  'ref',
  'reference',
  'code',
  'type',
  'desc',
  'description',
  'info',
  'data',
  'field',
  'column',
  'col',
  'details',
  'detail',
  'misc',
  'other',
  'id',
  'no',
  'item',
]);
/** A header that says nothing about its column (`Code`, `Ref`, `Type`, `Column 3`), so its values decide. */
export const isVagueHeader = (raw: string) => {
  const words = normaliseHeader(headerWithoutBrackets(raw) || raw)
    .split(' ')
    .filter((w) => w && !/^\d+$/.test(w));
  return words.length > 0 && words.every((w) => VAGUE.has(w));
};

/** Whether a construction column holds ISO class numbers ("ISO Class", "Const Class"). */
export const isIsoClassHeader = (raw: string) => /\b(iso|class)\b/.test(normaliseHeader(raw));

/** Columns a schedule commonly carries that are not extracted (values, coordinates, notes): not worth asking a model about. */
export const isKnownExtra = (raw: string) => {
  const h = normaliseHeader(raw);
  return MONEY.test(h) || QUALIFIERS.test(h) || h.length === 0;
};

const quickKeySlow = (s: string) =>
  s
    .toLowerCase()
    .replace(/#/g, 'no')
    .replace(/[^a-z0-9]+/g, '');
/**
 * A cell's letters and digits in lower case, `#` as `no`. Asked of every text cell of every data row, so
 * plain ASCII is read in one pass; other text goes through toLowerCase (which turns some letters into ASCII).
 */
function quickKey(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += s[i];
    else if (c >= 65 && c <= 90) out += String.fromCharCode(c + 32);
    else if (c === 35) out += 'no';
    else if (c > 127) return quickKeySlow(s);
  }
  return out;
}
const SYNONYM_KEYS = new Set(Object.values(SYNONYMS).flatMap((list) => list.map((syn) => syn.replace(/ /g, ''))));

/** Cheap test: the cell reads exactly like a known header (used to spot a new table's header row). */
export const looksLikeHeaderCell = (text: string) => text.length <= 40 && SYNONYM_KEYS.has(quickKey(text));
