import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Insights } from '@workbench/core';
import { api } from '../api/client.ts';

/** What GET /api/insights is asked: the page's filters as they stand in its address. */
export interface InsightsParams {
  from?: string;
  to?: string;
  product?: string;
  producer?: string;
  carrier?: string;
}

export const insightsQueryOptions = (params: InsightsParams) =>
  queryOptions({
    queryKey: ['insights', params],
    queryFn: () => api.get<Insights>('/api/insights', { ...params }),
    placeholderData: keepPreviousData,
  });
