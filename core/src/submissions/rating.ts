import type { Property, RatingFactor, RatingLabel, RatingResult, Vehicle } from './entities.ts';
import { isPresent, type CoverageLike } from './completeness.ts';
import { plural } from '../shared/wording.ts';
import { DEFAULT_CURRENCY, formatWholeMoney } from '../shared/money.ts';
import { hasInsuredValue, type INSURED_VALUE_FIELDS, insuredValueTotals, resolveTiv } from './insured-values.ts';

/**
 * The risk rating of a submission, computed from its own schedules so the Score Breakdown can say
 * why. Each factor scores its evidence from 0 to 1; the factors that have evidence share 100 points
 * by weight, so a property-only or fleet-only submission is still rated out of 100 and the factors'
 * points add up to the score. Deterministic: the same schedules and date give the same result.
 */

export type RatableProperty = Partial<
  Pick<
    Property,
    | 'address'
    | 'yearBuilt'
    | 'constructionType'
    | 'occupancyType'
    | 'sprinklered'
    | 'squareFootage'
    | (typeof INSURED_VALUE_FIELDS)[number]
    | 'tivComputed'
  >
> & { currency?: string | null };
export type RatableVehicle = Partial<Pick<Vehicle, 'make' | 'model' | 'year' | 'vin' | 'value'>>;

export interface RateSubmissionInput {
  properties?: readonly RatableProperty[];
  vehicles?: readonly RatableVehicle[];
  /** Their limits and deductibles count towards completeness. */
  coverages?: readonly CoverageLike[];
  /** Accepted so a whole submission can be passed; not rated (missingInformation asks for them). */
  description?: string | null;
  dueDate?: string | null;
  /** The date ages are measured at, when not passed as the second argument. */
  now?: Date;
}

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

/** excellent >= 90, good >= 75, fair >= 50, poor below (so 85 is good). */
export function ratingLabel(score: number): RatingLabel {
  if (score >= 90) return 'excellent';
  if (score >= 75) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

/** The rating badge's colour: excellent green, good blue, fair yellow, poor red, anything else neutral (grey). */
export function ratingTone(label: string): 'green' | 'blue' | 'yellow' | 'red' | 'neutral' {
  const tones: Record<string, 'green' | 'blue' | 'yellow' | 'red'> = { excellent: 'green', good: 'blue', fair: 'yellow', poor: 'red' };
  return Object.hasOwn(tones, label) ? tones[label] : 'neutral';
}

/** The score given when there is nothing to rate yet. */
export const NEUTRAL_SCORE = 50;

// ---------------------------------------------------------------------------------------------
// Classifications
// ---------------------------------------------------------------------------------------------

interface Band {
  label: string;
  score: number;
  pattern: RegExp;
}

/** ISO construction classes, best first in score; checked in this order, the first match wins. */
const CONSTRUCTION_BANDS: Band[] = [
  // Veneer is a skin over a wood frame, whatever the skin is made of.
  { label: 'frame', score: 0.2, pattern: /veneer/ },
  { label: 'modified fire resistive', score: 0.9, pattern: /modified\s*fire|\biso\s*(class\s*)?5\b/ },
  { label: 'fire resistive', score: 1, pattern: /fire[\s-]*(resistive|resistant|proof)|reinforced\s*concrete|\biso\s*(class\s*)?6\b/ },
  { label: 'masonry non-combustible', score: 0.8, pattern: /masonry[\s-]*non[\s-]*combustible|\biso\s*(class\s*)?4\b/ },
  { label: 'non-combustible', score: 0.75, pattern: /non[\s-]*combustible|steel|metal|\biso\s*(class\s*)?3\b/ },
  { label: 'heavy timber', score: 0.5, pattern: /heavy\s*timber|\bmill\b/ },
  { label: 'joisted masonry', score: 0.6, pattern: /joisted|masonry|brick|concrete|block|stone|tilt[\s-]*up|\biso\s*(class\s*)?2\b/ },
  { label: 'frame', score: 0.2, pattern: /frame|wood|timber|\blog\b|\biso\s*(class\s*)?1\b/ },
];

/** Occupancy hazard classes; the higher hazard is checked first so 'office/warehouse' counts as medium. */
const OCCUPANCY_BANDS: Band[] = [
  {
    label: 'higher hazard',
    score: 0.35,
    pattern:
      /manufactur|factory|\bplant\b|fabricat|weld|foundry|sawmill|woodwork|chemical|paint|restaurant|kitchen|cafe|bakery|\bbar\b|nightclub|garage|auto\s*(repair|body)|body\s*shop|mechanic|fuel|gas\s*station|service\s*station|processing/,
  },
  {
    label: 'medium hazard',
    score: 0.7,
    pattern: /warehouse|storage|distribution|logistics|retail|store|shop|showroom|wholesale|mercantile|hotel|motel/,
  },
  {
    label: 'low hazard',
    score: 1,
    pattern: /office|professional|bank|clinic|medical|dental|residential|apartment|condo|school|educational/,
  },
];

const UNKNOWN_SCORE = 0.5;

function classify(text: string | null | undefined, bands: Band[]): Band | null {
  if (!isPresent(text)) return null;
  const t = String(text).toLowerCase();
  return bands.find((b) => b.pattern.test(t)) ?? null;
}

const BUILDING_AGE_BANDS: [maxAge: number, score: number][] = [
  [10, 1],
  [25, 0.9],
  [50, 0.7],
  [75, 0.5],
  [Infinity, 0.3],
];
const VEHICLE_AGE_BANDS: [maxAge: number, score: number][] = [
  [3, 1],
  [7, 0.8],
  [12, 0.55],
  [Infinity, 0.3],
];
/** Dearer vehicles mean dearer claims. */
const VEHICLE_VALUE_BANDS: [maxValue: number, score: number][] = [
  [50_000, 1],
  [100_000, 0.8],
  [250_000, 0.6],
  [Infinity, 0.4],
];
/**
 * A location's total insured value: the more sits at one address, the larger the loss one fire or flood
 * can cause, so high values at a location weigh on the score.
 */
const LOCATION_TIV_BANDS: [maxValue: number, score: number][] = [
  [1_000_000, 1],
  [5_000_000, 0.85],
  [20_000_000, 0.7],
  [50_000_000, 0.55],
  [Infinity, 0.4],
];
const band = (bands: [number, number][], x: number) => bands.find(([max]) => x <= max)![1];

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

function listCounts(counts: Map<string, number>): string {
  const parts = [...counts.entries()].map(([label, n]) => `${n} ${label}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function countBands(items: readonly (Band | null)[], bands: Band[], unknownLabel: string) {
  const counts = new Map<string, number>();
  // Best first, so the sentence leads with the good news.
  const order = [...new Set([...bands].sort((a, b) => b.score - a.score).map((b) => b.label)), unknownLabel];
  for (const label of order) {
    const n = items.filter((b) => (b ? b.label === label : label === unknownLabel)).length;
    if (n > 0) counts.set(label, n);
  }
  return counts;
}

const withUnknown = (sentence: string, unknown: number, what: string) =>
  unknown > 0 ? `${sentence} (${plural(unknown, what)} not stated)` : sentence;

// ---------------------------------------------------------------------------------------------
// Factors
// ---------------------------------------------------------------------------------------------

interface Evidence {
  key: string;
  label: string;
  weight: number;
  /** 0..1 */
  ratio: number;
  explanation: string;
}

function constructionFactor(properties: readonly RatableProperty[]): Evidence {
  const classes = properties.map((p) => classify(p.constructionType, CONSTRUCTION_BANDS));
  const counts = countBands(classes, CONSTRUCTION_BANDS, 'unknown');
  return {
    key: 'construction',
    label: 'Construction',
    weight: 25,
    ratio: mean(classes.map((c) => c?.score ?? UNKNOWN_SCORE)),
    explanation: `${plural(properties.length, 'location')}: ${listCounts(counts)}`,
  };
}

function sprinklerFactor(properties: readonly RatableProperty[]): Evidence {
  const yes = properties.filter((p) => p.sprinklered === true).length;
  const unknown = properties.filter((p) => p.sprinklered === null || p.sprinklered === undefined).length;
  const single = properties.length === 1;
  const explanation = single
    ? unknown === 1
      ? 'Sprinklers are not stated for the location'
      : `The location is ${yes === 1 ? '' : 'not '}sprinklered`
    : withUnknown(`${yes} of ${properties.length} locations ${yes === 1 ? 'is' : 'are'} sprinklered`, unknown, 'location');
  return { key: 'sprinklers', label: 'Sprinkler protection', weight: 20, ratio: yes / properties.length, explanation };
}

function buildingAgeFactor(properties: readonly RatableProperty[], year: number): Evidence {
  const ages = properties.map((p) => (typeof p.yearBuilt === 'number' ? Math.max(0, year - p.yearBuilt) : null));
  const known = ages.filter((a): a is number => a !== null);
  const unknown = ages.length - known.length;
  const sentence =
    known.length === 0 ? 'No location has a year built' : `Average building age is ${plural(Math.round(mean(known)), 'year')}`;
  return {
    key: 'buildingAge',
    label: 'Building age',
    weight: 15,
    ratio: mean(ages.map((a) => (a === null ? UNKNOWN_SCORE : band(BUILDING_AGE_BANDS, a)))),
    explanation: known.length === 0 ? sentence : withUnknown(sentence, unknown, 'year built'),
  };
}

/** An occupancy a location states that no hazard class names (a church, a school): stated, scored as unknown. */
const UNCLASSED_OCCUPANCY: Band = { label: 'not classed by hazard', score: UNKNOWN_SCORE, pattern: /(?!)/ };

function occupancyFactor(properties: readonly RatableProperty[]): Evidence {
  const classes = properties.map((p) =>
    isPresent(p.occupancyType) ? (classify(p.occupancyType, OCCUPANCY_BANDS) ?? UNCLASSED_OCCUPANCY) : null,
  );
  const counts = countBands(classes, [...OCCUPANCY_BANDS, UNCLASSED_OCCUPANCY], 'not stated');
  return {
    key: 'occupancy',
    label: 'Occupancy hazard',
    weight: 15,
    ratio: mean(classes.map((c) => c?.score ?? UNKNOWN_SCORE)),
    explanation: `Occupancies: ${listCounts(counts)}`,
  };
}

function vehicleAgeFactor(vehicles: readonly RatableVehicle[], year: number): Evidence {
  const ages = vehicles.map((v) => (typeof v.year === 'number' ? Math.max(0, year - v.year) : null));
  const known = ages.filter((a): a is number => a !== null);
  const sentence = known.length === 0 ? 'No vehicle has a model year' : `Average vehicle age is ${plural(Math.round(mean(known)), 'year')}`;
  return {
    key: 'vehicleAge',
    label: 'Vehicle age',
    weight: 15,
    ratio: mean(ages.map((a) => (a === null ? UNKNOWN_SCORE : band(VEHICLE_AGE_BANDS, a)))),
    explanation: known.length === 0 ? sentence : withUnknown(sentence, ages.length - known.length, 'model year'),
  };
}

function vehicleValueFactor(vehicles: readonly RatableVehicle[]): Evidence {
  const values = vehicles.map((v) => (typeof v.value === 'number' ? v.value : null));
  const known = values.filter((x): x is number => x !== null);
  const sentence =
    known.length === 0
      ? 'No vehicle has a value'
      : `Average vehicle value is ${dollars(mean(known))} (fleet total ${dollars(known.reduce((a, b) => a + b, 0))})`;
  return {
    key: 'vehicleValue',
    label: 'Vehicle values',
    weight: 10,
    ratio: mean(values.map((x) => (x === null ? UNKNOWN_SCORE : band(VEHICLE_VALUE_BANDS, x)))),
    explanation: known.length === 0 ? sentence : withUnknown(sentence, values.length - known.length, 'value'),
  };
}

/** Only when some location states a value: before that there is no evidence to rate. */
function insuredValueFactor(properties: readonly RatableProperty[]): Evidence {
  const located = properties.map((p) => ({ tiv: resolveTiv(p).tiv, currency: p.currency || DEFAULT_CURRENCY }));
  const known = located.filter((l): l is { tiv: number; currency: string } => l.tiv !== null);
  const largest = known.reduce((a, b) => (b.tiv > a.tiv ? b : a));
  // Amounts in different currencies are stated side by side, never added.
  const total = insuredValueTotals(properties.filter(hasInsuredValue))
    .map((t) => formatWholeMoney(t.tiv, t.currency))
    .join(' and ');
  const sentence =
    properties.length === 1
      ? `The location is insured for ${total}`
      : `Total insured value is ${total}; the largest location is ${formatWholeMoney(largest.tiv, largest.currency)}`;
  return {
    key: 'insuredValues',
    label: 'Insured values',
    weight: 10,
    ratio: mean(located.map((l) => (l.tiv === null ? UNKNOWN_SCORE : band(LOCATION_TIV_BANDS, l.tiv)))),
    explanation: withUnknown(sentence, located.length - known.length, 'location value'),
  };
}

/** Fields the rating reads; a blank one is a question the underwriter must ask. */
export const RATED_PROPERTY_FIELDS = ['address', 'yearBuilt', 'constructionType', 'occupancyType', 'sprinklered'] as const;
export const RATED_VEHICLE_FIELDS = ['make', 'model', 'year', 'vin', 'value'] as const;

function completenessFactor(input: Required<Pick<RateSubmissionInput, 'properties' | 'vehicles' | 'coverages'>>): Evidence {
  const cells = [
    ...input.properties.flatMap((p) => RATED_PROPERTY_FIELDS.map((f) => p[f])),
    ...input.vehicles.flatMap((v) => RATED_VEHICLE_FIELDS.map((f) => v[f])),
    ...input.coverages.filter((c) => c.selected !== false).flatMap((c) => [c.limit, c.deductible]),
  ];
  const filled = cells.filter(isPresent).length;
  return {
    key: 'completeness',
    label: 'Schedule completeness',
    weight: 10,
    ratio: filled / cells.length,
    explanation: `${filled} of ${cells.length} key fields of the schedules and coverage limits are filled in`,
  };
}

/** Shares 100 points by weight in whole points (largest remainder), so the factors add up to 100. */
function allocate(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (100 * w) / total);
  const points = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let left = 100 - points.reduce((a, b) => a + b, 0);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    points[i] += 1;
  }
  return points;
}

/**
 * Rates a submission from its schedules: construction (fire resistive best, frame worst), sprinkler
 * share, building age, occupancy hazard, the insured value at each location, vehicle ages and values, and
 * how complete the schedules are.
 * With no locations and no vehicles the score is NEUTRAL_SCORE with a factor saying why.
 */
export function rateSubmission(input: RateSubmissionInput, now?: Date): RatingResult {
  const at = now ?? input.now;
  if (!at) throw new TypeError('rateSubmission needs the date to measure ages at');
  const year = at.getUTCFullYear();
  const properties = input.properties ?? [];
  const vehicles = input.vehicles ?? [];

  if (properties.length === 0 && vehicles.length === 0) {
    return {
      score: NEUTRAL_SCORE,
      label: ratingLabel(NEUTRAL_SCORE),
      factors: [
        {
          key: 'schedules',
          label: 'Schedules',
          points: NEUTRAL_SCORE,
          max: 100,
          explanation: 'No locations or vehicles have been added yet, so the score is neutral until the schedules arrive',
        },
      ],
    };
  }

  const evidence: Evidence[] = [];
  if (properties.length > 0) {
    evidence.push(
      constructionFactor(properties),
      sprinklerFactor(properties),
      buildingAgeFactor(properties, year),
      occupancyFactor(properties),
    );
    if (properties.some(hasInsuredValue)) evidence.push(insuredValueFactor(properties));
  }
  if (vehicles.length > 0) evidence.push(vehicleAgeFactor(vehicles, year), vehicleValueFactor(vehicles));
  evidence.push(completenessFactor({ properties, vehicles, coverages: input.coverages ?? [] }));

  const maxima = allocate(evidence.map((e) => e.weight));
  const factors: RatingFactor[] = evidence.map((e, i) => ({
    key: e.key,
    label: e.label,
    points: Math.round(e.ratio * maxima[i]),
    max: maxima[i],
    explanation: e.explanation,
  }));
  const score = Math.min(
    100,
    Math.max(
      0,
      factors.reduce((sum, f) => sum + f.points, 0),
    ),
  );
  return { score, label: ratingLabel(score), factors };
}
