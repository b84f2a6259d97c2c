import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type BodyOf, carriers } from '@workbench/contract';
import { call } from '../api/call.ts';

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

export const carriersQueryOptions = (params: CarrierListParams) =>
  queryOptions({
    queryKey: carrierKeys.list(params),
    queryFn: () => call(carriers.listCarriers, { query: params }),
    placeholderData: keepPreviousData,
  });

export const carrierQueryOptions = (id: string) =>
  queryOptions({
    queryKey: carrierKeys.detail(id),
    queryFn: () => call(carriers.getCarrier, { params: { id } }),
  });

export const createCarrier = (fields: BodyOf<typeof carriers.createCarrier>) => call(carriers.createCarrier, { body: fields });
export const updateCarrier = (id: string, changes: BodyOf<typeof carriers.updateCarrier>) =>
  call(carriers.updateCarrier, { params: { id }, body: changes });
