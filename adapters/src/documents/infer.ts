/**
 * What a column holds, judged from its values alone: VINs by shape, years by range, US states, postcodes,
 * street addresses, construction, occupancy, usage and ownership vocabularies, yes/no answers, makes.
 * The table reader uses it beside the header: a column no header rule names, or one whose header is a
 * weak match, is read as the field its values clearly are.
 */
import type { DocumentKind } from '@workbench/core';
import type { Field } from './headers.ts';
import * as N from './normalise.ts';
import type { Cell } from './normalise.ts';

export interface Inferred {
  field: Field;
  /** Share of the column's non-empty sample values that fit the field (0..1). */
  share: number;
}

const STREET =
  /^\d+[A-Z]?(-\d+)?\s+\S.*\b(st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|way|ln|lane|ct|court|pl|place|hwy|highway|pkwy|parkway|cir|circle|route|rte|ter|terrace|sq|square|trl|trail|pike|plaza|loop)\b\.?/i;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTCODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;
const CONSTRUCTION_WORDS =
  /\b(frame|wood|joisted|masonry|brick|block|concrete|steel|metal|non ?-?comb\w*|fire ?-?resistive|fire ?-?resist\w*|tilt ?-?up|iron|stone|timber|jm|mnc|nc|fr|mfr)\b/i;
const OCCUPANCY_WORDS =
  /\b(office|offices|warehouse|warehousing|retail|store|shop|manufacturing|plant|factory|restaurant|apartments?|condo\w*|residential|habitational|hotel|motel|school|church|hospital|clinic|medical|industrial|storage|distribution|vacant|mercantile|garage|lab|laboratory|daycare|dwelling|bank|showroom|processing|assembly|bar|tavern|mixed use)\b/i;
const MAKES =
  /^(ford|chevrolet|chevy|gmc|ram|dodge|freightliner|international|toyota|isuzu|mack|kenworth|peterbilt|volvo|hino|nissan|honda|jeep|chrysler|mercedes|mercedes-benz|western star|sterling|mitsubishi|fuso|hyundai|kia|subaru|tesla|volkswagen|vw|bmw|audi|lexus|cadillac|buick|lincoln|utilitiy|wabash|great dane|utility|stoughton|hyster|caterpillar|john deere|blue bird|thomas|navistar|autocar|spartan|pierce|polaris|yamaha)\b/i;

const textOf = (c: Cell) => (c === null || c === undefined ? '' : String(c).replace(/\s+/g, ' ').trim());

type Test = (c: Cell, s: string) => boolean;
const TESTS: Partial<Record<Field, Test>> = {
  vin: (_c, s) => VIN_SHAPE.test(s.toUpperCase().replace(/[\s\-.]/g, '')),
  year: (c, s) => /^(19[5-9]\d|20[0-3]\d)$/.test(typeof c === 'number' ? String(c) : s),
  yearBuilt: (c, s) => /^(1[789]\d\d|20[0-3]\d)$/.test(typeof c === 'number' ? String(c) : s),
  state: (_c, s) => (N.stateCode(s)?.certainty ?? 0) >= 0.98,
  zipCode: (c, s) => typeof c === 'string' && (US_ZIP.test(s) || CA_POSTCODE.test(s) || UK_POSTCODE.test(s)),
  address: (_c, s) => STREET.test(s),
  constructionType: (_c, s) => s.length <= 40 && (CONSTRUCTION_WORDS.test(s) || (N.construction(s)?.certainty ?? 0) >= 1),
  occupancyType: (_c, s) => s.length <= 50 && OCCUPANCY_WORDS.test(s),
  usage: (_c, s) => (N.usage(s)?.certainty ?? 0) >= 1,
  ownership: (_c, s) => (N.ownership(s)?.certainty ?? 0) >= 1,
  sprinklered: (c, s) => typeof c !== 'number' && (N.yesNo(s)?.certainty ?? 0) >= 1,
  make: (_c, s) => MAKES.test(s.replace(/^(19|20)\d\d\s+/, '')),
  currency: (_c, s) => CURRENCIES.test(s),
};
/** The currencies a schedule's values are most often given in, as ISO 4217 codes. */
const CURRENCIES = /^(USD|CAD|EUR|GBP|AUD|NZD|CHF|JPY|MXN|BRL|CNY|HKD|SGD|SEK|NOK|DKK|ZAR|INR)$/;
/** Tried in this order; a value fitting two tests (a 4-digit year) counts for the first that takes the column. */
const ORDER: Record<DocumentKind, Field[]> = {
  property: ['address', 'state', 'zipCode', 'yearBuilt', 'constructionType', 'occupancyType', 'ownership', 'sprinklered', 'currency'],
  vehicle: ['vin', 'year', 'make', 'usage'],
};
/** How many of a column's values must fit. */
const NEEDED: Partial<Record<Field, number>> = { occupancyType: 0.7, constructionType: 0.8, address: 0.7, make: 0.8 };

/** The field a column's values clearly are, if any (at least three values, most of them fitting). */
export function inferColumn(cells: Cell[], kind: DocumentKind): Inferred | undefined {
  const values = cells.map((c) => ({ c, s: textOf(c) })).filter((v) => v.s !== '' && N.cleanText(v.s) !== undefined);
  if (values.length < 3) return undefined;
  let best: Inferred | undefined;
  for (const field of ORDER[kind]) {
    const test = TESTS[field]!;
    const fit = values.filter((v) => test(v.c, v.s)).length / values.length;
    if (fit >= (NEEDED[field] ?? 0.9) && (!best || fit > best.share + 0.05)) best = { field, share: fit };
  }
  // Y/N alone says little: only a column of clear sprinkler words, or of Y/N in a location table, is one.
  return best;
}
