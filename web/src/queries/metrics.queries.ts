import { queryOptions } from '@tanstack/react-query';
import type { Metrics } from '@workbench/core';
import { api } from '../api/client.ts';

export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: ['metrics'],
    queryFn: () => api.get<Metrics>('/api/metrics'),
  });
