import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '@workbench/core';
import type { CarrierListParams } from '../../queries/carriers.queries.ts';

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** /parties/carriers?q=&page=: the directory's search and page, kept in the address. */
export const CarriersSearch = v.object({
  q: optional(v.pipe(v.string(), v.maxLength(200))),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CarriersSearchValues = v.InferOutput<typeof CarriersSearch>;

export const CARRIERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The server request for a page of the directory. */
export const carriersRequest = (search: CarriersSearchValues): CarrierListParams => ({
  ...(search.q ? { q: search.q } : {}),
  limit: CARRIERS_PAGE_SIZE,
  offset: ((search.page ?? 1) - 1) * CARRIERS_PAGE_SIZE,
});
