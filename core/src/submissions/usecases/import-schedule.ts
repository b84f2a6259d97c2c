import * as v from 'valibot';
import { AppError } from '../../errors.ts';
import { recordedBy } from '../../users/index.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import { HISTORY_AUDIENCE } from '../customer-view.ts';
import type { ScheduleImportSchema } from '../answers.ts';
import { scheduleImportSchema } from '../schemas.ts';
import { rowsReadFrom, scheduleCount, type SourceFile } from '../source-files.ts';
import type { CellSeal } from '../sources.ts';
import { assertChangeable, assertMayRemoveRow } from '../workflow.ts';
import { rerate } from './rerate.ts';
import { acceptedRows } from './schedule-rows.ts';
import { visibleSubmission } from './visible-submission.ts';

/** The body as the use case checks it: its rows are read as they were posted, by acceptedRows. */
const ImportSchema = scheduleImportSchema(v.unknown(), v.unknown());

/** The rows one file gave the schedules, each marked as read from it, and how many rows it had given before (now replaced). */
export type ScheduleImport = v.InferOutput<typeof ScheduleImportSchema>;

/**
 * Puts the rows read from one file on a submission's schedules: the rows that file gave before (known by
 * the file's digest, whatever it was called) are removed and the new ones added in their place, in one unit
 * of work, so reading a schedule again never doubles it. Rows from other files and rows typed by a person
 * stay. One history entry says which; re-rates. Any actor who may add rows; replacing rows also needs the
 * right to remove them. Fails with `invalid` for a bad body or a file that gave no rows.
 */
export const importSchedule =
  (deps: CoreDeps & { seal?: CellSeal }) =>
  async (actor: Actor, idOrSubmissionId: string, input: unknown): Promise<ScheduleImport> => {
    const body = parseOrThrow(ImportSchema, input ?? {});
    const file: SourceFile = body.file;
    if (body.properties.length + body.vehicles.length === 0) {
      const message = `No rows were read from ${file.filename}`;
      throw AppError.invalid(message, [{ path: '', message }]);
    }
    const read = { sourceFile: file };
    const properties = body.properties.length
      ? acceptedRows('property', actor, body.properties, deps.seal).map((row) => ({ ...row, ...read }))
      : [];
    const vehicles = body.vehicles.length
      ? acceptedRows('vehicle', actor, body.vehicles, deps.seal).map((row) => ({ ...row, ...read }))
      : [];

    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      assertChangeable(submission.status);
      const earlier = rowsReadFrom(submission, file);
      const replaced = { properties: earlier.properties.length, vehicles: earlier.vehicles.length };
      if (replaced.properties + replaced.vehicles > 0) {
        assertMayRemoveRow(actor, submission.status);
        if (replaced.properties) await repos.schedules.deleteProperties(submission.id, ids(earlier.properties));
        if (replaced.vehicles) await repos.schedules.deleteVehicles(submission.id, ids(earlier.vehicles));
      }
      const added = {
        properties: properties.length ? await repos.schedules.addProperties(submission.id, properties) : [],
        vehicles: vehicles.length ? await repos.schedules.addVehicles(submission.id, vehicles) : [],
      };
      const now = scheduleCount({ properties: properties.length, vehicles: vehicles.length });
      const again = replaced.properties + replaced.vehicles > 0;
      await repos.history.add(submission.id, {
        ...recordedBy(actor),
        audience: HISTORY_AUDIENCE.schedule,
        action: again ? 'Schedule read again' : 'Schedule read',
        details: again
          ? `${now} read from ${file.filename} in place of the ${scheduleCount(replaced)} read from it before`
          : `${now} read from ${file.filename}`,
        date: deps.clock.now().toISOString(),
      });
      await rerate(repos, submission.id, deps.clock.now());
      return { file, ...added, replaced };
    });
  };

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
