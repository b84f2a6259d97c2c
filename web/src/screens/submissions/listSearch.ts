import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '@workbench/core';

/** The list's own filter buttons: on this screen they read isNew, and MTA filters nothing. */
export const LIST_FILTERS = [
  { id: 'all', label: 'All', isNew: undefined },
  { id: 'newBusiness', label: 'New Business', isNew: true },
  { id: 'renewals', label: 'Renewals', isNew: false },
  { id: 'mta', label: 'MTA', isNew: undefined },
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number]['id'];

export const PAGE_SIZES = [25, 50, 100, 500] as const;

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

export const ListSearch = v.object({
  filter: optional(v.picklist(LIST_FILTERS.map((f) => f.id))),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  size: optional(v.picklist(PAGE_SIZES)),
});
export type ListSearchValues = v.InferOutput<typeof ListSearch>;

/** The server request for a page of the list. */
export function listRequest(search: ListSearchValues) {
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const page = search.page ?? 1;
  const isNew = LIST_FILTERS.find((f) => f.id === (search.filter ?? 'all'))?.isNew;
  return { isNew, limit: size, offset: (page - 1) * size };
}
