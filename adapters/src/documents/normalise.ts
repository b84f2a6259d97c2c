import { isValidVin } from '@workbench/core';
/**
 * Value normalisation for extracted schedule cells. Each function takes the raw cell (string, number,
 * boolean or null) and returns the normalised value plus a certainty (0..1), or undefined when the cell
 * holds nothing usable. Nothing here invents a value the source does not give.
 */
export type Cell = string | number | boolean | null | undefined;
export interface Normalised<T> {
  value: T;
  /** How sure the conversion is (1 = taken verbatim or by an exact rule). */
  certainty: number;
  /** A likely correction, for a person to accept; the value stays as written. */
  suggestion?: string;
  /** The source's code the value was decoded from. */
  code?: string;
}

export const cleanText = (v: Cell): string | undefined => {
  if (v === null || v === undefined || typeof v === 'boolean') return undefined;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s === '' || /^(n\/?a|none|null|-+|—)$/i.test(s) ? undefined : s;
};

const ok = <T>(value: T, certainty = 1): Normalised<T> => ({ value, certainty });

export function text(v: Cell): Normalised<string> | undefined {
  const s = cleanText(v);
  return s === undefined ? undefined : ok(s);
}

/** Identifiers (unit numbers) are kept as written; a number cell becomes its digits. */
export function identifier(v: Cell): Normalised<string> | undefined {
  if (typeof v === 'number') return Number.isInteger(v) ? ok(String(v)) : ok(String(v), 0.8);
  return text(v);
}

/**
 * Numbers from `12500`, `12,500`, `12,500 sq ft`, `$1,250,000.00`. An amount in brackets, `(1,000)`, is an
 * accountant's negative, so it reads as -1000: a schedule's bracketed value is a loss or a credit, never the
 * positive amount its digits spell.
 */
export function parseNumber(v: Cell): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const m = s.replace(/[\s$€£]/g, '').match(/^(\()?(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?|-?\.\d+)(\))?([a-z.%'"²]*)$/i);
  if (!m || Boolean(m[1]) !== Boolean(m[3])) return undefined;
  const n = Number(m[2]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return undefined;
  return m[1] ? -Math.abs(n) : n;
}

/** Small counts written as words, as a schedule's "Stories" column sometimes has them. */
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const numberWord = (v: Cell): number | undefined => {
  const i = typeof v === 'string' ? NUMBER_WORDS.indexOf(v.trim().toLowerCase()) : -1;
  return i < 0 ? undefined : i + 1;
};

/** Schedules shorten large amounts: 1.2M, 850K, 2.5MM, 1bn. */
const MONEY_SCALE: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, mn: 1e6, mil: 1e6, b: 1e9, bn: 1e9 };
/** A currency named beside an amount: `USD 1,250,000`, `1.250.000 EUR`. */
const CURRENCY_AFFIX = /^([A-Z]{3})\s*(?=[\d(.$€£-])|(?<=[\d)])\s*([A-Z]{3})$/;

/** An amount of money: `$1,250,000.00`, `USD 1,250,000`, `1.2M`, `850K`; never negative. */
export function money(v: Cell): Normalised<number> | undefined {
  if (typeof v === 'string') {
    const s = (cleanText(v) ?? '').replace(CURRENCY_AFFIX, '');
    const scaled = s.replace(/[\s$€£]/g, '').match(/^(\d+(?:\.\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?)(k|m|mm|mn|mil|b|bn)$/i);
    if (scaled) {
      const n = Number(scaled[1]!.replace(/,/g, '')) * MONEY_SCALE[scaled[2]!.toLowerCase()]!;
      return ok(Math.round(n * 100) / 100, 0.9);
    }
    v = s;
  }
  const n = parseNumber(v);
  if (n === undefined || n < 0) return undefined;
  return ok(Math.round(n * 100) / 100, typeof v === 'number' ? 1 : 0.97);
}

/**
 * A money header that gives its unit as a multiple: `Value ($000)`, `ACV (000s)`, `Stated Value (in
 * $000s)`, `TIV ($M)`, `Limit (in millions)`. Its cells are read in that unit (45 under `($000)` is 45,000).
 */
export function headerScale(header: string): number {
  let scale = SCALES.get(header);
  if (scale === undefined) {
    scale = scaleOf(header.toLowerCase());
    if (SCALES.size > 10_000) SCALES.clear();
    SCALES.set(header, scale);
  }
  return scale;
}
/** Every money cell asks its header's unit: answered once per header. */
const SCALES = new Map<string, number>();
function scaleOf(h: string): number {
  if (/\(\s*(?:in\s+)?(?:[$€£]|usd|eur|gbp|cad)?\s*(?:m|mm|mil|mn|millions?)\s*\)|\bin\s+millions\b/.test(h)) return 1e6;
  if (/\(\s*(?:in\s+)?(?:[$€£]|usd|eur|gbp|cad)?\s*(?:'?000'?s?|k|thousands?)\s*\)|\bin\s+thousands\b|\bin\s+[$€£]?000s?\b/.test(h))
    return 1e3;
  return 1;
}

/** An amount under a header that may give its unit as thousands or millions. */
export function moneyIn(v: Cell, header = ''): Normalised<number> | undefined {
  const n = money(v);
  const scale = headerScale(header);
  if (!n || scale === 1) return n;
  // An amount already written with its own suffix (850K) is not scaled twice.
  if (typeof v === 'string' && /\d\s*(k|m|mm|mn|mil|b|bn)\s*$/i.test(v.trim())) return n;
  return { ...n, value: Math.round(n.value * scale * 100) / 100, certainty: Math.min(n.certainty, 0.9) };
}

const CURRENCY_SIGNS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  '¥': 'JPY',
};
const CURRENCY_NAMES: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  'us dollars': 'USD',
  euro: 'EUR',
  euros: 'EUR',
  sterling: 'GBP',
  pounds: 'GBP',
};

/** A currency as an ISO 4217 code: `usd`, `US$`, `€`, `Euro` -> USD, USD, EUR, EUR. */
export function currency(v: Cell): Normalised<string> | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  if (/^[a-z]{3}$/i.test(s)) return ok(s.toUpperCase(), /^[A-Z]{3}$/.test(s) ? 1 : 0.95);
  const known = CURRENCY_SIGNS[s.toUpperCase()] ?? CURRENCY_SIGNS[s] ?? CURRENCY_NAMES[s.toLowerCase()];
  return known ? ok(known, 0.9) : undefined;
}

export function integer(v: Cell, min = 0, max = Number.MAX_SAFE_INTEGER): Normalised<number> | undefined {
  const word = numberWord(v);
  if (word !== undefined) return word < min || word > max ? undefined : ok(word, 0.95);
  const n = parseNumber(v);
  if (n === undefined || n < min || n > max) return undefined;
  const r = Math.round(n);
  return ok(r, r === n ? (typeof v === 'number' ? 1 : 0.97) : 0.8);
}

export function squareFeet(v: Cell): Normalised<number> | undefined {
  if (typeof v === 'string' && /\bsq\.?\s*m\b|m²/i.test(v)) return undefined; // metric: not silently converted
  return integer(v, 1, 1e9);
}

export function stories(v: Cell): Normalised<number> | undefined {
  return integer(v, 1, 200);
}

export function year(v: Cell): Normalised<number> | undefined {
  const s = typeof v === 'number' ? String(v) : cleanText(v);
  if (s === undefined) return undefined;
  const m = s.match(/^(?:c\.?\s*|ca\.?\s*|circa\s*)?(\d{4})(?:\.0+)?$/i);
  // "1998 (renovated 2010)": the first year is the one asked for, but a person should look.
  const lead = m ? undefined : s.match(/^(\d{4})\b\s*[^\d\s/.-]/);
  const digits = m?.[1] ?? lead?.[1];
  if (!digits) return undefined;
  const y = Number(digits);
  if (y < 1700 || y > new Date().getFullYear() + 2) return undefined;
  return ok(y, lead ? 0.75 : s.length === 4 ? 1 : 0.9);
}

export const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  guam: 'GU',
  'virgin islands': 'VI',
};
const STATE_CODES = new Set(Object.values(STATES));

export function stateCode(v: Cell): Normalised<string> | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const code = s.replace(/\./g, '').toUpperCase();
  if (STATE_CODES.has(code)) return ok(code);
  const full = STATES[s.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ')];
  if (full) return ok(full, 0.98);
  return ok(s, 0.5);
}

export function isStateName(s: string): boolean {
  return STATE_CODES.has(s.toUpperCase()) || s.toLowerCase() in STATES;
}

const COUNTRIES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  ca: 'CA',
  can: 'CA',
  canada: 'CA',
  uk: 'GB',
  gb: 'GB',
  gbr: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  mx: 'MX',
  mex: 'MX',
  mexico: 'MX',
  de: 'DE',
  germany: 'DE',
  fr: 'FR',
  france: 'FR',
  ie: 'IE',
  ireland: 'IE',
  nl: 'NL',
  netherlands: 'NL',
  au: 'AU',
  australia: 'AU',
};
const countryKey = (s: string) => s.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
let worldNames: Map<string, string> | undefined;
/** Every region's English name and its alpha-2 code, as the runtime's ICU data names them, built on first use. */
function worldCountry(key: string): string | undefined {
  if (!worldNames) {
    worldNames = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const A = 65;
    for (let i = 0; i < 26; i++)
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const name = names.of(code);
        if (!name || /\d/.test(name)) continue;
        worldNames.set(countryKey(name), code);
        worldNames.set(code.toLowerCase(), code);
      }
  }
  return worldNames.get(key);
}
/** A country written as a code or a name, as its ISO 3166 alpha-2 code; undefined when it is not one. */
export function countryCode(v: Cell): string | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const key = countryKey(s);
  return COUNTRIES[key] ?? worldCountry(key);
}

/** Postcode formats of the countries a schedule most often lists. */
const POSTCODE: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  MX: /^\d{5}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NO: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
};
export const postcodeFits = (s: string, country: string) => POSTCODE[country]?.test(s.trim()) ?? true;

export const PROVINCES: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  'nova scotia': 'NS',
  'northwest territories': 'NT',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};
const PROVINCE_CODES = new Set(Object.values(PROVINCES));
/** A Canadian province as its code (the only country whose regions are read); undefined otherwise. */
export function regionCode(s: string, country: string): string | undefined {
  if (country !== 'CA') return undefined;
  const code = s.replace(/\./g, '').trim().toUpperCase();
  return PROVINCE_CODES.has(code) ? code : PROVINCES[s.trim().toLowerCase()];
}

/** 5-digit zip with leading zeros restored (a spreadsheet number 2139 is "02139"); ZIP+4 is cut to 5. */
export function zipCode(v: Cell): Normalised<string> | undefined {
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 0) return undefined;
    if (v > 99999 && v <= 999999999) return ok(String(v).padStart(9, '0').slice(0, 5), 0.9);
    if (v > 99999) return undefined;
    // A number that lost its leading zero is padded back, but a person should look (it may not be a US zip).
    return ok(String(v).padStart(5, '0'), v < 10000 ? 0.75 : 1);
  }
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const m = s.match(/^(\d{3,5})(?:\s*-\s*\d{4})?$/);
  if (m) return ok(m[1]!.padStart(5, '0'), m[1]!.length === 5 ? 1 : 0.75);
  return ok(s, 0.4);
}

const TRUE_WORDS = /^(y|yes|true|t|x|1|full(y)?|full(y)? sprinklered|sprinklered|wet|dry|wet pipe|dry pipe|ok|fitted|installed)$/i;
const FALSE_WORDS = /^(n|no|false|f|0|none|non ?sprinklered|unsprinklered|not sprinklered)$/i;

export function yesNo(v: Cell): Normalised<boolean> | undefined {
  if (typeof v === 'boolean') return ok(v);
  if (typeof v === 'number') return v === 1 ? ok(true) : v === 0 ? ok(false) : v > 0 && v <= 1 ? ok(true, 0.7) : undefined;
  // "None" is an empty cell elsewhere; under a yes / no question it answers no (no sprinkler system).
  if (typeof v === 'string' && /^\s*none\s*$/i.test(v)) return ok(false);
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const pct = s.match(/^(\d{1,3}(?:\.\d+)?)\s*%$/);
  if (pct) {
    const p = Number(pct[1]);
    return p === 0 ? ok(false) : p === 100 ? ok(true) : ok(true, 0.6);
  }
  const w = s.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  // Check marks as ticked in a form: a tick is yes, a cross no.
  if (/^[✓✔☑√]$/.test(w)) return ok(true);
  if (/^[✗✘☒]$/.test(w)) return ok(false);
  if (TRUE_WORDS.test(w)) return ok(true);
  if (FALSE_WORDS.test(w)) return ok(false);
  if (/^partial/i.test(s)) return ok(true, 0.5);
  return undefined;
}

export function ownership(v: Cell, header = ''): Normalised<string> | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const w = s.toLowerCase().replace(/[^a-z]/g, '');
  // A yes/no answer to a question the header asks: "Owned?" Y is an owner, "Leased?" Y a tenant. Asked
  // first, so that "T" under "Owned (T/F)" is true, not a tenant's initial.
  const answer = yesNo(v);
  if (answer && answer.certainty === 1 && !/%/.test(s)) {
    const h = header.toLowerCase();
    const asksOwned = /\b(own(ed|er)?|freehold)\b/.test(h);
    const asksLeased = /\b(leased?|tenant|rent(ed)?|lessee|leasehold)\b/.test(h);
    if (asksOwned !== asksLeased) return ok(answer.value === asksOwned ? 'Owner' : 'Tenant', 0.9);
  }
  if (/^(own|owned|owner|owneroccupied|ownoccupied|freehold|o)$/.test(w)) return ok('Owner');
  if (/^(lease|leased|lessee|lse|leasehold|tenant|rent|rented|renter|renting|l|t)$/.test(w)) return ok('Tenant');
  return ok(s, 0.5);
}

const CONSTRUCTION: [RegExp, string][] = [
  [/^(frame|wood frame|wood framed|iso 1|class 1|iso class 1|1)$/, 'Frame'],
  [/^(joisted masonry|jm|iso 2|class 2|iso class 2|2)$/, 'Joisted Masonry'],
  [/^(non combustible|noncombustible|nc|iso 3|class 3|iso class 3|3)$/, 'Non-Combustible'],
  [/^(masonry non combustible|masonry noncombustible|mnc|iso 4|class 4|iso class 4|4)$/, 'Masonry Non-Combustible'],
  [/^(modified fire resistive|mfr|iso 5|class 5|iso class 5|5)$/, 'Modified Fire Resistive'],
  [/^(fire resistive|fr|iso 6|class 6|iso class 6|6)$/, 'Fire Resistive'],
];

/** Class names found word by word, when the whole text is the class name in other words. */
const CONSTRUCTION_WORDS: [RegExp, string][] = [
  [/^(masonry noncombustible|masonry nc)$/, 'Masonry Non-Combustible'],
  [/^(modified fireresistive|mod fireresistive|mod fr)$/, 'Modified Fire Resistive'],
  [/^fireresistive$/, 'Fire Resistive'],
  [/^noncombustible$/, 'Non-Combustible'],
  [/^(joisted masonry|joist masonry|jstd masonry)$/, 'Joisted Masonry'],
  [/^(f|frame|wood|wood frame|timber frame|wd frame)$/, 'Frame'],
];

/**
 * Canonical ISO class names for clear spellings only; a bare digit is a class only when the column says
 * it holds ISO classes. Other descriptions (Brick, Steel, ...) are kept as written.
 */
export function construction(v: Cell, isoColumn = false): Normalised<string> | undefined {
  const s = typeof v === 'number' ? String(v) : cleanText(v);
  if (s === undefined) return undefined;
  const key = s
    .toLowerCase()
    .replace(/[-_/]/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^\d$/.test(key) && !isoColumn) return ok(s, 0.6);
  for (const [re, canonical] of CONSTRUCTION) if (re.test(key)) return ok(canonical, /^\d$/.test(key) ? 0.9 : 1);
  // Shortened or hyphenated spellings of the class names: "Masonry Non-Comb.", "Modified Fire-Resistive".
  const words = key.replace(/\bnon ?comb\w*/g, 'noncombustible').replace(/\bfire ?resist\w*/g, 'fireresistive');
  for (const [re, canonical] of CONSTRUCTION_WORDS) if (re.test(words)) return ok(canonical, 0.95);
  return ok(s, 0.85);
}

export function usage(v: Cell): Normalised<string> | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const w = s
    .toLowerCase()
    .replace(/[^a-z&/ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(mixed|mix|business (and|&|\/) personal|personal (and|&|\/) business|both)$/.test(w)) return ok('Mixed');
  if (/^(comm|com|commercial|business|bus|biz|service|retail|commercial use|business use)$/.test(w)) return ok('Commercial');
  if (/^(personal|private|pleasure|pers|per|personal use|private use)$/.test(w)) return ok('Personal');
  // One-letter use codes, read only in a column already taken as the vehicle's use.
  if (/^[cb]$/.test(w)) return ok('Commercial', 0.9);
  if (w === 'p') return ok('Personal', 0.9);
  if (w === 'm') return ok('Mixed', 0.9);
  return ok(s, 0.5);
}

export function vin(v: Cell): Normalised<string> | undefined {
  const s = cleanText(v);
  if (s === undefined) return undefined;
  const cleaned = s.toUpperCase().replace(/[\s\-.]/g, '');
  if (cleaned.length !== 17 || !/^[A-Z0-9]+$/.test(cleaned)) return cleaned.length >= 5 ? ok(cleaned, 0.4) : undefined;
  if (isValidVin(cleaned)) return ok(cleaned);
  // Kept as written; a correction is only suggested. I, O and Q never occur in a VIN (misread 1 and 0),
  // and a single misread character (S/5, B/8, Z/2, G/6) is tried when exactly one such fix passes.
  const suggestion = vinCorrection(cleaned);
  const n = ok(cleaned, /[IOQ]/.test(cleaned) ? 0.5 : 0.7);
  return suggestion ? { ...n, suggestion } : n;
}

const LOOKALIKE: Record<string, string> = { S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', G: '6', '6': 'G' };

function vinCorrection(vin: string): string | undefined {
  const fixed = vin.replace(/I/g, '1').replace(/[OQ]/g, '0');
  if (fixed !== vin) return isValidVin(fixed) ? fixed : undefined;
  const found = new Set<string>();
  for (let i = 0; i < vin.length; i++) {
    const alt = LOOKALIKE[vin[i]!];
    if (!alt) continue;
    const candidate = vin.slice(0, i) + alt + vin.slice(i + 1);
    if (isValidVin(candidate)) found.add(candidate);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
