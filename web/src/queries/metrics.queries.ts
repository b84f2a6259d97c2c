import { queryOptions } from '@tanstack/react-query';
import { metrics } from '@workbench/contract';
import { call } from '../api/call.ts';

export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: ['metrics'],
    queryFn: () => call(metrics.getMetrics, {}),
  });
