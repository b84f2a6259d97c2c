import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Carrier, CarrierFields, CarrierSummary } from '@workbench/core';
import { api } from '../api/client.ts';

/** The carrier directory: staff read it, brokers and broker managers keep it (the server decides). */
export const carrierKeys = {
  all: ['carriers'] as const,
  list: (params: CarrierListParams) => ['carriers', 'list', params] as const,
  detail: (id: string) => ['carriers', 'detail', id] as const,
};

export interface CarrierListParams {
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

export interface CarrierPage {
  items: CarrierSummary[];
  total: number;
}

export const carriersQueryOptions = (params: CarrierListParams) =>
  queryOptions({
    queryKey: carrierKeys.list(params),
    queryFn: () => api.get<CarrierPage>('/api/carriers', { ...params }),
    placeholderData: keepPreviousData,
  });

export const carrierQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carrierKeys.detail(id),
    queryFn: () => api.get<Carrier>(`/api/carriers/${encodeURIComponent(id)}`),
  });

export const createCarrier = (fields: Partial<CarrierFields> & { name: string }) => api.post<Carrier>('/api/carriers', fields);
export const updateCarrier = (id: string, changes: Partial<CarrierFields>) =>
  api.patch<Carrier>(`/api/carriers/${encodeURIComponent(id)}`, changes);
