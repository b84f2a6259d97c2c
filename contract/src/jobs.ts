import { FailedJobListSchema, JOB_MANAGERS, JobRetriedSchema } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** Background work that failed its last attempt: broker managers see it and run it again. */
export const jobs = {
  listFailedJobs: endpoint({
    method: 'GET',
    path: '/jobs/failed',
    who: JOB_MANAGERS,
    summary: 'Background jobs (outgoing e-mail, e-mail intake) that failed their last attempt, the most recent first (at most 100)',
    tag: 'Support',
    ok: [200, FailedJobListSchema],
    errors: [],
  }),
  retryFailedJob: endpoint({
    method: 'POST',
    path: '/jobs/:id/retry',
    who: JOB_MANAGERS,
    summary: 'Run a failed background job again, from its first attempt',
    tag: 'Support',
    ok: [202, JobRetriedSchema],
    errors: [404],
  }),
} as const;
