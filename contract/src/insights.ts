import { InsightsQuerySchema, InsightsSchema, STAFF } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The book's figures for staff: they read the whole period's book, so the answer is kept until the next write. */
export const insights = {
  getInsights: endpoint({
    method: 'GET',
    path: '/insights',
    who: STAFF,
    summary:
      'The book’s figures for the Insights page: submissions created in the period (default: the twelve months up to today), narrowed by product, producer and carrier',
    tag: 'Submissions',
    query: InsightsQuerySchema,
    ok: [200, InsightsSchema],
    errors: [400],
    kept: 'insights',
  }),
} as const;
