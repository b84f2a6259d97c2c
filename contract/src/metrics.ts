import { MetricsSchema, STAFF } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The dashboard's figures. */
export const metrics = {
  getMetrics: endpoint({
    method: 'GET',
    path: '/metrics',
    who: STAFF,
    summary: 'Dashboard metrics',
    tag: 'Submissions',
    ok: [200, MetricsSchema],
    errors: [],
  }),
} as const;
