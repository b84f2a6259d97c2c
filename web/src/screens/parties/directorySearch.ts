import * as v from 'valibot';
import { CLIENT_SORTS, DEFAULT_PAGE_SIZE } from '@workbench/core';
import type { ClientDirectoryParams } from '../../queries/clients.queries.ts';

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** /parties?q=&industry=&open=&sort=&page=: the directory's search, filters, order and page, kept in the address. */
export const DirectorySearch = v.object({
  q: optional(v.pipe(v.string(), v.maxLength(200))),
  industry: optional(v.pipe(v.string(), v.maxLength(100))),
  open: optional(v.picklist(['yes', 'no'])),
  sort: optional(v.picklist(CLIENT_SORTS)),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type DirectorySearchValues = v.InferOutput<typeof DirectorySearch>;

export const DIRECTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The server request for a page of the directory. */
export const directoryRequest = (search: DirectorySearchValues): ClientDirectoryParams => ({
  ...(search.q?.trim() ? { q: search.q.trim() } : {}),
  ...(search.industry ? { industry: search.industry } : {}),
  ...(search.open ? { open: search.open } : {}),
  ...(search.sort ? { sort: search.sort } : {}),
  limit: DIRECTORY_PAGE_SIZE,
  offset: ((search.page ?? 1) - 1) * DIRECTORY_PAGE_SIZE,
});
