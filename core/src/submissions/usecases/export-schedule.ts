import { AppError } from '../../errors.ts';
import { audienceOf } from '../../users/index.ts';
import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Property } from '../entities.ts';
import { visibleSubmission } from './visible-submission.ts';

/**
 * Who may take a submission's schedule away as an exposure file (for a catastrophe model or a carrier):
 * staff, who may read every submission. A customer sees their schedule on screen but does not export it:
 * the file carries the codes and values staff prepared for the market.
 */
export const mayExportSchedule = (actor: Actor) => isStaff(actor);

const NOT_AN_EXPORTER = 'Only staff may export a schedule';

/** Those who may export a schedule, as the API holds its callers to them. */
export const SCHEDULE_EXPORTERS = audienceOf('staff', mayExportSchedule, NOT_AN_EXPORTER);

export interface ScheduleExport {
  /** The submission's reference (SUB-id), used as the file's account number and name. */
  submissionId: string;
  properties: Property[];
}

/**
 * A submission's property locations for an exposure file. Fails with forbidden for anyone but staff, and
 * with not_found when the submission is unknown.
 */
export const scheduleForExport =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<ScheduleExport> => {
    if (!mayExportSchedule(actor)) throw AppError.forbidden(NOT_AN_EXPORTER);
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return { submissionId: submission.submissionId, properties: submission.properties };
  };
