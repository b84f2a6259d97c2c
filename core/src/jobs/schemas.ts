import * as v from 'valibot';
import { JOB_KINDS } from './kinds.ts';

/** A job that failed its last attempt, as staff see it. */
export const FailedJobSchema = v.object({
  id: v.string(),
  kind: v.picklist(JOB_KINDS),
  createdAt: v.string(),
  failedAt: v.string(),
  /** The error of the last attempt. */
  error: v.pipe(v.string(), v.description('The error of the last attempt')),
  /** How many times it ran. */
  attempts: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** GET /api/jobs/failed: the most recently failed first. */
export const FailedJobListSchema = v.object({ items: v.array(FailedJobSchema) });

/** POST /api/jobs/:id/retry: the job is queued again. */
export const JobRetriedSchema = v.object({ retried: v.boolean() });
