import { queryOptions } from '@tanstack/react-query';
import type { ActivityEntry } from '@workbench/core';
import { api } from '../api/client.ts';

export const ACTIVITY_LIMIT = 20;

/** The latest history entries across the submissions the user may see (top bar: Activity). */
export const activityQueryOptions = (limit = ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: ['activity', { limit }],
    queryFn: () => api.get<ActivityEntry[]>('/api/activity', { limit }),
  });
