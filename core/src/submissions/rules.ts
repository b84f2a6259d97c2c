import { AppError } from '../errors.ts';
import { BROKER_ROLES, DECISION_ROLES, type Role, type User } from '../users/entities.ts';
import { actsAsStaff } from '../users/access.ts';
import {
  COVERAGE_LABELS,
  type CoverageType,
  type Product,
  type SubmissionStatus,
} from './entities.ts';

// =============================================================================================
// Coverage completeness (spec section 4): three different rules, each used in one place.
// =============================================================================================

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
 * `selected: false`) with a limit and a deductible, or with any property or vehicle. Note this is
 * stricter than the per-card 'selection' mark, as the spec describes.
 */
export function countCompletedCoverages(entries: readonly CoverageLike[]): number {
  return entries.filter((e) => e.selected !== false && isCoverageComplete(e, 'preview')).length;
}

// =============================================================================================
// Product
// =============================================================================================

/** Coverages that insure buildings and contents; a submission of only these is Commercial Property. */
export const PROPERTY_COVERAGES: readonly CoverageType[] = ['property'];
/** Coverages that insure vehicles; a submission of only these is Commercial Auto. */
export const AUTO_COVERAGES: readonly CoverageType[] = ['motor_fleet'];

/**
 * The product of a submission from its coverages: only property coverages -> commercial_property;
 * only motor fleet -> commercial_auto; anything else (liability, workers comp, cargo, a mix, or none
 * yet) -> commercial_package, the multi-line product.
 */
export function productForCoverages(coverageTypes: readonly CoverageType[]): Product {
  if (coverageTypes.length === 0) return 'commercial_package';
  if (coverageTypes.every((c) => PROPERTY_COVERAGES.includes(c))) return 'commercial_property';
  if (coverageTypes.every((c) => AUTO_COVERAGES.includes(c))) return 'commercial_auto';
  return 'commercial_package';
}

// =============================================================================================
// Status workflow
// =============================================================================================

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  in_review: 'In Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** 'In Review' for in_review; unknown values come back as they are. */
export const statusLabel = (status: string): string => STATUS_LABELS[status as SubmissionStatus] ?? status;

/** Decided statuses: the submission is frozen until a broker manager reopens it. */
export const DECIDED_STATUSES: readonly SubmissionStatus[] = ['approved', 'rejected'];
export const isOpenStatus = (status: SubmissionStatus) => !DECIDED_STATUSES.includes(status);
export const isDecided = (status: SubmissionStatus) => DECIDED_STATUSES.includes(status);

export interface StatusTransition {
  from: SubmissionStatus;
  to: SubmissionStatus;
  /** Roles that may make this move. */
  roles: readonly Role[];
  /**
   * A customer may make this move only on their own submission (one shared with them). The rule
   * cannot see ownership; the use case loads the submission through the customer's scope.
   */
  customerOwnOnly?: true;
  /** What the move is called on screen and in the history. */
  action: string;
}

const STAFF_AND_OWNER: readonly Role[] = [...BROKER_ROLES, 'customer'];

/**
 * Every allowed move: pending -> in_progress -> in_review -> approved | rejected, plus sending a
 * pending submission straight to review and returning one from review for more information.
 * Approve and reject are for broker managers and insurers only; only a broker manager reopens a decided
 * submission, back to review.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: 'pending', to: 'in_progress', roles: BROKER_ROLES, action: 'Start work' },
  { from: 'pending', to: 'in_review', roles: STAFF_AND_OWNER, customerOwnOnly: true, action: 'Submit for Underwriting Review' },
  { from: 'in_progress', to: 'in_review', roles: STAFF_AND_OWNER, customerOwnOnly: true, action: 'Submit for Underwriting Review' },
  { from: 'in_review', to: 'in_progress', roles: BROKER_ROLES, action: 'Return for more information' },
  { from: 'in_review', to: 'approved', roles: DECISION_ROLES, action: 'Approve' },
  { from: 'in_review', to: 'rejected', roles: DECISION_ROLES, action: 'Reject' },
  { from: 'approved', to: 'in_review', roles: ['broker_manager'], action: 'Reopen' },
  { from: 'rejected', to: 'in_review', roles: ['broker_manager'], action: 'Reopen' },
];

/** The table row for a move, whoever makes it; undefined when no one may make it. */
export const findTransition = (from: SubmissionStatus, to: SubmissionStatus) =>
  STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** Statuses `role` may move a submission in `status` to, in table order. */
export function nextStatuses(status: SubmissionStatus, role: Role): SubmissionStatus[] {
  return STATUS_TRANSITIONS.filter((t) => t.from === status && t.roles.includes(role)).map((t) => t.to);
}

export function canTransition(from: SubmissionStatus, to: SubmissionStatus, role: Role): boolean {
  return findTransition(from, to)?.roles.includes(role) ?? false;
}

/**
 * Fails with `invalid` when no one may make the move (including staying put) and with `forbidden`
 * when the move exists but not for this role.
 */
export function assertTransition(from: SubmissionStatus, to: SubmissionStatus, role: Role): void {
  if (from === to) throw AppError.invalid(`The submission is already ${statusLabel(to)}.`);
  const transition = findTransition(from, to);
  if (!transition) {
    throw AppError.invalid(`A submission cannot move from ${statusLabel(from)} to ${statusLabel(to)}.`);
  }
  if (transition.roles.includes(role)) return;
  if (to === 'approved' || to === 'rejected') {
    throw AppError.forbidden('Only broker managers and insurers can approve or reject a submission.');
  }
  if (role === 'customer') {
    throw AppError.forbidden('Customers can only submit their own submission for underwriting review.');
  }
  throw AppError.forbidden(`Your role cannot move a submission from ${statusLabel(from)} to ${statusLabel(to)}.`);
}

// =============================================================================================
// Decided submissions are frozen
// =============================================================================================

export const DECIDED_SUBMISSION_MESSAGE =
  'This submission has been decided and can no longer be changed. A broker manager can reopen it.';

/**
 * Fails with `conflict` when the submission has been decided (approved or rejected): its schedules,
 * documents, quotes, tasks, related items and fields stay as they were when it was decided, for the
 * customer and for staff alike. The one change a decided submission takes is being reopened, a move the
 * transition table allows (a broker manager's, back to review); pass it as `reopening` to let it through.
 */
export function assertChangeable(status: SubmissionStatus, reopening?: { to: SubmissionStatus; role: Role }): void {
  if (!isDecided(status)) return;
  if (reopening && isOpenStatus(reopening.to) && canTransition(status, reopening.to, reopening.role)) return;
  throw AppError.conflict(DECIDED_SUBMISSION_MESSAGE);
}

// =============================================================================================
// Badges (spec section 4)
// =============================================================================================

export type Tone = 'green' | 'yellow' | 'blue' | 'orange' | 'purple' | 'red' | 'grey';

const STATUS_TONES: Record<SubmissionStatus, Tone> = {
  pending: 'blue',
  in_progress: 'orange',
  in_review: 'purple',
  approved: 'green',
  rejected: 'red',
};

/** The broker area's status colour; anything unknown is grey. */
export const statusTone = (status: string): Tone => STATUS_TONES[status as SubmissionStatus] ?? 'grey';

const CUSTOMER_BADGES: Record<string, { label: string; tone: Tone }> = {
  new: { label: 'New', tone: 'green' },
  pending: { label: 'Pending', tone: 'yellow' },
  in_progress: { label: 'In Progress', tone: 'blue' },
  in_review: { label: 'In Review', tone: 'purple' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  active: { label: 'Active', tone: 'green' },
};

/**
 * The customer portal's badge. Its colours differ from the broker area's (pending is yellow there,
 * in_progress blue). Other values show as plain text: the value itself with no tone.
 */
export function customerStatusLabel(status: string): { label: string; tone: Tone | null } {
  return Object.hasOwn(CUSTOMER_BADGES, status) ? CUSTOMER_BADGES[status] : { label: status, tone: null };
}

// =============================================================================================
// Due dates
// =============================================================================================

const DAY_MS = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' (or ISO timestamp) date; null when it is not a date. */
function utcDay(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t;
}

/**
 * Whole calendar days from `now` to the due date: 0 when due today, negative when past; null
 * without a due date. Days are counted on UTC dates so the answer is the same on every server.
 */
export function daysUntilDue(dueDate: string | null | undefined, now: Date): number | null {
  if (!dueDate) return null;
  const due = utcDay(dueDate);
  if (due === null) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((due - today) / DAY_MS);
}

/** Past its due date and, when the status is given, still open (a decided submission is never overdue). */
export function isOverdue(dueDate: string | null | undefined, now: Date, status?: SubmissionStatus): boolean {
  if (status && !isOpenStatus(status)) return false;
  const days = daysUntilDue(dueDate, now);
  return days !== null && days < 0;
}

// =============================================================================================
// Schedule completeness: the customer's progress bar and 'Next Steps'
// =============================================================================================

/** Fields a location needs before an underwriter can rate it. */
export const KEY_PROPERTY_FIELDS = ['address', 'yearBuilt', 'constructionType', 'occupancyType'] as const;
/** Fields a vehicle needs before an underwriter can rate it. */
export const KEY_VEHICLE_FIELDS = ['make', 'model', 'year', 'vin'] as const;

const FIELD_NAMES: Record<string, string> = {
  address: 'address',
  yearBuilt: 'year built',
  constructionType: 'construction',
  occupancyType: 'occupancy',
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

const missingFields = (row: Row, keys: readonly string[]) => keys.filter((k) => !isPresent(row[k]));
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
    const withoutTerms = coverages.filter((c) => !hasTerms(c)).map((c) => COVERAGE_LABELS[c.coverage as CoverageType] ?? String(c.coverage));
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

/**
 * Statuses in which the customer may still change their submission: add, edit and remove schedule rows and
 * send it for review. From review on, it is with underwriting.
 */
export const CUSTOMER_EDITABLE_STATUSES: readonly SubmissionStatus[] = ['pending', 'in_progress'];
export const customerMayEdit = (status: SubmissionStatus): boolean => CUSTOMER_EDITABLE_STATUSES.includes(status);

export const SENT_FOR_REVIEW_MESSAGE = 'This submission has been sent for review: its rows can no longer be removed from the portal.';

/**
 * Who may remove a schedule row, and when: staff while the submission is not decided; the customer (on a
 * submission of theirs) only while they may still change it, not once it is under review. Fails with
 * `conflict` otherwise.
 */
export function assertMayRemoveRow(actor: Pick<User, 'role' | 'status'>, status: SubmissionStatus): void {
  assertChangeable(status);
  if (!actsAsStaff(actor) && !customerMayEdit(status)) throw AppError.conflict(SENT_FOR_REVIEW_MESSAGE);
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
