import { queryOptions } from '@tanstack/react-query';
import { activity } from '@workbench/contract';
import { call } from '../api/call.ts';

export const ACTIVITY_LIMIT = 20;

/** The latest history entries across the submissions the user may see (top bar: Activity). */
export const activityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: ['activity', { limit }],
    queryFn: () => call(activity.listActivity, { query: { limit } }),
  });
