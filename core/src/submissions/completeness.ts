import { COVERAGE_LABELS, type CoverageType, type SubmissionStatus } from './entities.ts';
import { AUTO_COVERAGES, PROPERTY_COVERAGES } from './rules.ts';
import { customerMayEdit } from './workflow.ts';
import { hasInsuredValue } from './insured-values.ts';

// Coverage completeness: three different rules, each used in one place.

/** A coverage as the wizard holds it: values may still be text from an input ('' when empty). */
export interface CoverageLike {
  coverage?: CoverageType | string;
  selected?: boolean;
  limit?: unknown;
  deductible?: unknown;
  premium?: unknown;
  properties?: readonly unknown[] | null;
  vehicles?: readonly unknown[] | null;
}

/** A value counts as given unless it is null, undefined or ''. Zero is a real deductible. */
export const isPresent = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

const hasItems = (entry: CoverageLike) => (entry.properties?.length ?? 0) > 0 || (entry.vehicles?.length ?? 0) > 0;

/**
 * Whether a coverage is complete.
 * - 'selection' (the Complete/Incomplete mark on the Coverage Selection cards): a limit OR a deductible
 *   OR a premium OR any property or vehicle.
 * - 'preview' (the Preview step): a limit AND a deductible, OR any property or vehicle.
 * The `selected` flag is not considered here; callers show the mark on selected coverages.
 */
export function isCoverageComplete(entry: CoverageLike, rule: 'selection' | 'preview'): boolean {
  if (hasItems(entry)) return true;
  if (rule === 'selection') return isPresent(entry.limit) || isPresent(entry.deductible) || isPresent(entry.premium);
  return isPresent(entry.limit) && isPresent(entry.deductible);
}

/**
 * The 'completed' figure in the Coverage Selection summary: selected coverages (selected unless
 * `selected: false`) with a limit and a deductible, or with any property or vehicle. It is
 * stricter than the per-card 'selection' mark on purpose: a limit alone marks a card, not the summary.
 */
export function countCompletedCoverages(entries: readonly CoverageLike[]): number {
  return entries.filter((e) => e.selected !== false && isCoverageComplete(e, 'preview')).length;
}

// Schedule completeness: the customer's progress bar and 'Next Steps'.

/**
 * What a location needs before an underwriter can rate it. `insuredValue` is not one field: any of the
 * location's values (building, contents, business interruption, other or the total) meets it.
 */
export const KEY_PROPERTY_FIELDS = ['address', 'yearBuilt', 'constructionType', 'occupancyType', 'insuredValue'] as const;
/** Fields a vehicle needs before an underwriter can rate it. */
export const KEY_VEHICLE_FIELDS = ['make', 'model', 'year', 'vin'] as const;

const FIELD_NAMES: Record<string, string> = {
  address: 'address',
  yearBuilt: 'year built',
  constructionType: 'construction',
  occupancyType: 'occupancy',
  insuredValue: 'insured value',
  make: 'make',
  model: 'model',
  year: 'year',
  vin: 'VIN',
};

type Row = Record<string, unknown>;

/** A submission, a wizard draft or anything in between. Schedules may sit on the coverages (wizard) or on the submission. */
export interface SubmissionSnapshot {
  status?: SubmissionStatus;
  description?: string | null;
  dueDate?: string | null;
  coverages?: readonly CoverageLike[];
  properties?: readonly object[];
  vehicles?: readonly object[];
}

const textPresent = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';

function schedules(s: SubmissionSnapshot) {
  const coverages = (s.coverages ?? []).filter((c) => c.selected !== false);
  const properties = [...(s.properties ?? []), ...coverages.flatMap((c) => c.properties ?? [])] as Row[];
  const vehicles = [...(s.vehicles ?? []), ...coverages.flatMap((c) => c.vehicles ?? [])] as Row[];
  const types = new Set(coverages.map((c) => c.coverage));
  return {
    coverages,
    properties,
    vehicles,
    expectsProperties: properties.length > 0 || PROPERTY_COVERAGES.some((c) => types.has(c)),
    expectsVehicles: vehicles.length > 0 || AUTO_COVERAGES.some((c) => types.has(c)),
  };
}

const given = (row: Row, key: string) => (key === 'insuredValue' ? hasInsuredValue(row) : isPresent(row[key]));
const missingFields = (row: Row, keys: readonly string[]) => keys.filter((k) => !given(row, k));
const hasTerms = (c: CoverageLike) => isPresent(c.limit) && isPresent(c.deductible);

/**
 * How far a submission is towards being ready for underwriting, 0-100. Each expected piece weighs
 * the same: the description, the due date, the coverages (share with a limit and a deductible), the
 * locations when a property coverage is chosen or locations exist (share with every key field) and
 * likewise the vehicles for motor fleet.
 */
export function submissionProgress(s: SubmissionSnapshot): number {
  const { coverages, properties, vehicles, expectsProperties, expectsVehicles } = schedules(s);
  const share = (done: number, of: number) => (of === 0 ? 0 : done / of);
  const pieces = [
    textPresent(s.description) ? 1 : 0,
    textPresent(s.dueDate) ? 1 : 0,
    share(coverages.filter(hasTerms).length, coverages.length),
  ];
  if (expectsProperties) {
    pieces.push(share(properties.filter((p) => missingFields(p, KEY_PROPERTY_FIELDS).length === 0).length, properties.length));
  }
  if (expectsVehicles) {
    pieces.push(share(vehicles.filter((v) => missingFields(v, KEY_VEHICLE_FIELDS).length === 0).length, vehicles.length));
  }
  return Math.round((100 * pieces.reduce((a, b) => a + b, 0)) / pieces.length);
}

export interface MissingItem {
  key: 'description' | 'dueDate' | 'coverages' | 'coverageTerms' | 'properties' | 'propertyDetails' | 'vehicles' | 'vehicleDetails';
  message: string;
}

/** 'a', 'a or b', 'a, b or c'. */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function incompleteRows(rows: Row[], keys: readonly string[]) {
  const incomplete = rows.map((r) => missingFields(r, keys)).filter((m) => m.length > 0);
  const fields = keys.filter((k) => incomplete.some((m) => m.includes(k))).map((k) => FIELD_NAMES[k] ?? k);
  return { count: incomplete.length, fields };
}

/** What is still missing, in the order a customer should deal with it, for the 'Next Steps' card. */
export function missingInformation(s: SubmissionSnapshot): MissingItem[] {
  const { coverages, properties, vehicles, expectsProperties, expectsVehicles } = schedules(s);
  const items: MissingItem[] = [];
  if (!textPresent(s.description)) items.push({ key: 'description', message: 'Add a description of the business and the cover needed' });
  if (!textPresent(s.dueDate)) items.push({ key: 'dueDate', message: 'Set the date the cover is needed by' });
  if (coverages.length === 0) {
    items.push({ key: 'coverages', message: 'Select at least one coverage' });
  } else {
    const withoutTerms = coverages
      .filter((c) => !hasTerms(c))
      .map((c) => COVERAGE_LABELS[c.coverage as CoverageType] ?? String(c.coverage));
    if (withoutTerms.length > 0) items.push({ key: 'coverageTerms', message: `Add a limit and deductible for ${andList(withoutTerms)}` });
  }
  if (expectsProperties) {
    if (properties.length === 0) {
      items.push({ key: 'properties', message: 'Add property information: no locations have been added yet' });
    } else {
      const { count, fields } = incompleteRows(properties, KEY_PROPERTY_FIELDS);
      if (count > 0) {
        const subject = count === 1 ? '1 location is' : `${count} locations are`;
        items.push({ key: 'propertyDetails', message: `Complete property information: ${subject} missing ${orList(fields)}` });
      }
    }
  }
  if (expectsVehicles) {
    if (vehicles.length === 0) {
      items.push({ key: 'vehicles', message: 'Add vehicle information: no vehicles have been added yet' });
    } else {
      const { count, fields } = incompleteRows(vehicles, KEY_VEHICLE_FIELDS);
      if (count > 0) {
        const subject = count === 1 ? '1 vehicle is' : `${count} vehicles are`;
        items.push({ key: 'vehicleDetails', message: `Complete vehicle information: ${subject} missing ${orList(fields)}` });
      }
    }
  }
  return items;
}

/** What a customer can supply themselves: the schedules. Coverage, terms, dates and description are staff's. */
const CUSTOMER_STEP_KEYS: readonly MissingItem['key'][] = ['properties', 'propertyDetails', 'vehicles', 'vehicleDetails'];

/**
 * The missing information the customer can supply, while the submission is still theirs to change; nothing
 * once it has been sent for review or decided.
 */
export function customerNextSteps(s: SubmissionSnapshot): MissingItem[] {
  if (s.status && !customerMayEdit(s.status)) return [];
  return missingInformation(s).filter((item) => CUSTOMER_STEP_KEYS.includes(item.key));
}

/** The customer has something to do on the submission: a step of theirs is open. */
export const needsAction = (s: SubmissionSnapshot): boolean => customerNextSteps(s).length > 0;
