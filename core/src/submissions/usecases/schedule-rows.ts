/** The machinery shared by the six schedule use cases (add, update, delete x properties, vehicles). */
import { AppError } from '../../errors.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { MAX_SCHEDULE_ROWS, PropertyInputSchema, type PropertyPatchInput, VehicleInputSchema, type VehiclePatchInput } from '../schemas.ts';
import type { AnySchema } from '../../shared/validation.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import {
  PROPERTY_FIELDS,
  VEHICLE_FIELDS,
  type Property,
  type PropertyInput,
  type Submission,
  type Vehicle,
  type VehicleInput,
} from '../entities.ts';
import { acceptSources, afterEdit, type CellSeal } from '../sources.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import { rerate } from './rerate.ts';
import { visibleSubmission } from './visible-submission.ts';
import { recordedBy } from '../../users/index.ts';
import { assertChangeable, assertMayRemoveRow } from '../workflow.ts';
import { insuredValueChanges, withInsuredValues } from '../insured-values.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';

export type ScheduleKind = 'property' | 'vehicle';
type Kind = ScheduleKind;
const NOUN: Record<Kind, [string, string]> = { property: ['property', 'properties'], vehicle: ['vehicle', 'vehicles'] };
const SCHEMA: Record<Kind, AnySchema> = { property: PropertyInputSchema, vehicle: VehicleInputSchema };
const FIELDS: Record<Kind, readonly string[]> = { property: PROPERTY_FIELDS, vehicle: VEHICLE_FIELDS };

/** Validates one row or a list of rows; issue paths of a list are prefixed with the row's index. */
function parseRows<T>(kind: Kind, input: unknown): T[] {
  const rows = Array.isArray(input) ? input : [input];
  if (rows.length === 0) {
    const message = `Add at least one ${NOUN[kind][0]}`;
    throw AppError.invalid(message, [{ path: '', message }]);
  }
  if (rows.length > MAX_SCHEDULE_ROWS) {
    const message = `At most ${MAX_SCHEDULE_ROWS} ${NOUN[kind][1]} per request`;
    throw AppError.invalid(message, [{ path: '', message }]);
  }
  return rows.map((row, index) => {
    try {
      return parseOrThrow(SCHEMA[kind], row) as T;
    } catch (error) {
      if (error instanceof AppError && Array.isArray(input) && error.issues) {
        const issues = error.issues.map((i) => ({ ...i, path: i.path ? `${index}.${i.path}` : `${index}` }));
        throw AppError.invalid(error.message, issues);
      }
      throw error;
    }
  });
}

function describe(kind: Kind, row: PropertyInput | VehicleInput): string {
  if (kind === 'property') {
    const p = row as PropertyInput;
    return [p.name, p.address, p.city].filter(Boolean).join(', ') || 'Unnamed property';
  }
  const v = row as VehicleInput;
  return [v.year, v.make, v.model].filter(Boolean).join(' ') || 'Unnamed vehicle';
}

/**
 * Posted rows as they are stored: validated, their sources and review flags accepted (checked against what
 * was posted, before the schema tidied the values the seals cover), a location's insured values resolved.
 */
export function acceptedRows(kind: Kind, actor: Actor, input: unknown, seal: CellSeal | undefined): (PropertyInput & VehicleInput)[] {
  const parsed = parseRows<PropertyInput & VehicleInput>(kind, input).map((row, index) => ({
    ...row,
    ...acceptSources(actor, FIELDS[kind], (Array.isArray(input) ? input[index] : input) as Record<string, unknown>, seal),
  }));
  return kind === 'property' ? parsed.map(withInsuredValues) : parsed;
}

export const addRows =
  <R extends Property | Vehicle>(kind: Kind) =>
  (deps: CoreDeps & { seal?: CellSeal }) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<R[]> => {
    const rows = acceptedRows(kind, actor, input, deps.seal);
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const created = (
        kind === 'property'
          ? await repos.schedules.addProperties(submission.id, rows)
          : await repos.schedules.addVehicles(submission.id, rows)
      ) as R[];
      const [one, many] = NOUN[kind];
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        audience: HISTORY_AUDIENCE.schedule,
        action: `${capitalise(rows.length === 1 ? one : many)} added`,
        details: rows.length === 1 ? describe(kind, rows[0]) : `${rows.length} ${many} added`,
        date: deps.clock.now().toISOString(),
      });
      await rerate(repos, submission.id, deps.clock.now());
      return created;
    });
  };

export const updateRow =
  <R extends Property | Vehicle>(kind: Kind) =>
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, rowId: string, input: PropertyPatchInput | VehiclePatchInput): Promise<R> => {
    // Sources come from documents only: an edit cannot post one, nor say which file the row was read from.
    const { version, sources: _ignored, sourceFile: _file, ...changes } = input as PropertyPatchInput & VehiclePatchInput;
    const read = version ?? undefined;
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const current = scheduleRows(kind, submission).find((row) => row.id === rowId);
      if (!current) throw AppError.notFound(capitalise(NOUN[kind][0]));
      // A person has now looked at the fields they sent: those no longer need review. Those whose value they
      // changed no longer come from the document, and are the ones the history names.
      const edited = Object.keys(changes).filter((key) => key !== 'needsReview');
      const changed = edited.filter((key) => !sameValue(current[key as keyof typeof current], changes[key as keyof typeof changes]));
      const { needsReview, sources } = afterEdit(current, edited, changed);
      const values = kind === 'property' ? insuredValueChanges(current as Property, changes) : changes;
      const update = { ...values, needsReview, sources };
      const asStored = async () => scheduleRows(kind, await visibleSubmission(repos, actor, submission.id)).find((row) => row.id === rowId);
      const updated = (await writeOverReadVersion(
        read,
        current,
        asStored,
        (expected): Promise<Property | Vehicle> =>
          kind === 'property'
            ? repos.schedules.updateProperty(submission.id, rowId, update, expected)
            : repos.schedules.updateVehicle(submission.id, rowId, update, expected),
      )) as R;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        audience: HISTORY_AUDIENCE.schedule,
        action: `${capitalise(NOUN[kind][0])} updated`,
        details: `${describe(kind, updated)}: ${changed.join(', ') || 'no fields'} changed`,
        date: deps.clock.now().toISOString(),
      });
      await rerate(repos, submission.id, deps.clock.now());
      return updated;
    });
  };

export const deleteRow =
  (kind: Kind) =>
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, rowId: string): Promise<void> => {
    await deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertMayRemoveRow(actor, submission.status);
      const current = scheduleRows(kind, submission).find((row) => row.id === rowId);
      if (!current) throw AppError.notFound(capitalise(NOUN[kind][0]));
      if (kind === 'property') await repos.schedules.deleteProperty(submission.id, rowId);
      else await repos.schedules.deleteVehicle(submission.id, rowId);
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        audience: HISTORY_AUDIENCE.schedule,
        action: `${capitalise(NOUN[kind][0])} removed`,
        details: describe(kind, current),
        date: deps.clock.now().toISOString(),
      });
      await rerate(repos, submission.id, deps.clock.now());
    });
  };

const scheduleRows = (kind: Kind, submission: Submission): (Property | Vehicle)[] =>
  kind === 'property' ? submission.properties : submission.vehicles;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
