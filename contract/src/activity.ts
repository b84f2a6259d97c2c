import { ActivityListSchema, ActivityQuerySchema, SIGNED_IN } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The top bar's Activity tab: the latest history across the submissions the caller may see. */
export const activity = {
  listActivity: endpoint({
    method: 'GET',
    path: '/activity',
    who: SIGNED_IN,
    summary: 'Latest history entries across the submissions the user may see (customers: those written for the client), newest first',
    tag: 'Submissions',
    query: ActivityQuerySchema,
    ok: [200, ActivityListSchema],
    errors: [],
  }),
} as const;
