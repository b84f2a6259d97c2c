import * as v from 'valibot';
import { CLAIM_STATUSES, DEFAULT_PAGE_SIZE } from '@workbench/core';
import type { ClaimListParams } from '../../queries/claims.queries.ts';

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** /claims?status=&page=: the staff list's filter and page, kept in the address. */
export const ClaimsSearch = v.object({
  status: optional(v.picklist(CLAIM_STATUSES)),
  page: optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ClaimsSearchValues = v.InferOutput<typeof ClaimsSearch>;

export const CLAIMS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The server request for a page of the list. */
export const claimsRequest = (search: ClaimsSearchValues): ClaimListParams => ({
  ...(search.status ? { status: search.status } : {}),
  limit: CLAIMS_PAGE_SIZE,
  offset: ((search.page ?? 1) - 1) * CLAIMS_PAGE_SIZE,
});
