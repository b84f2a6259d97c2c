import {
  CARRIER_KEEPERS,
  CARRIER_READERS,
  CarrierListQuerySchema,
  CarrierPageSchema,
  CarrierPatchSchema,
  CarrierSchema,
  NewCarrierSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The carrier directory: staff read it, brokers and broker managers keep it. */
export const carriers = {
  listCarriers: endpoint({
    method: 'GET',
    path: '/carriers',
    who: CARRIER_READERS,
    summary: 'The carrier directory, A to Z, with each carrier’s quotes count and hit ratio',
    tag: 'Carriers',
    query: CarrierListQuerySchema,
    ok: [200, CarrierPageSchema],
    errors: [400],
    headers: { totalCount: true },
  }),
  createCarrier: endpoint({
    method: 'POST',
    path: '/carriers',
    who: CARRIER_KEEPERS,
    summary: 'Add a carrier to the directory',
    tag: 'Carriers',
    body: NewCarrierSchema,
    ok: [201, CarrierSchema],
    errors: [400, 409],
    example: { name: 'Harbor Mutual', appetite: [{ product: 'commercial_property', note: 'Warehouses up to $20M TIV' }] },
  }),
  getCarrier: endpoint({
    method: 'GET',
    path: '/carriers/:id',
    who: CARRIER_READERS,
    summary: 'One carrier with its contacts, hit ratio per product, latest quotes and history',
    tag: 'Carriers',
    ok: [200, CarrierSchema],
    errors: [404],
  }),
  updateCarrier: endpoint({
    method: 'PATCH',
    path: '/carriers/:id',
    who: CARRIER_KEEPERS,
    summary: 'Change a carrier: any of name, active, appetite, contacts (lists are replaced whole); a new name reaches its quotes',
    tag: 'Carriers',
    body: CarrierPatchSchema,
    ok: [200, CarrierSchema],
    errors: [400, 404, 409],
    example: { active: false },
  }),
} as const;
