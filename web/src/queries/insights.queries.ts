import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insights } from '@workbench/contract';
import { call } from '../api/call.ts';

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
    queryFn: () => call(insights.getInsights, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
