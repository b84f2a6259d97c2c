import { queryOptions } from '@tanstack/react-query';
import type { SubmissionStatus } from '@workbench/core';
import { submissions } from '@workbench/contract';
import { callPage } from '../api/call.ts';
import { submissionKeys, type SubmissionFilters } from './submissions.queries.ts';

/**
 * How many submissions a filter-bar button stands for: the sum, over the statuses the dashboard shows,
 * of the server's X-Total-Count for one-row requests.
 */
export const dashboardCountQueryOptions = (filters: SubmissionFilters, statuses: readonly SubmissionStatus[]) =>
  queryOptions({
    queryKey: [...submissionKeys.count(filters), { statuses }] as const,
    queryFn: async () => {
      const totals = await Promise.all(
        statuses.map(async (status) => (await callPage(submissions.listSubmissions, { query: { ...filters, status, limit: 1 } })).total),
      );
      return totals.reduce((sum, n) => sum + n, 0);
    },
  });
