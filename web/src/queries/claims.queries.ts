import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, claims } from '@workbench/contract';
import type { ClaimStatus } from '@workbench/core';
import { call, endpointUrl } from '../api/call.ts';

/** Claims: the customer's own or, for staff, every client's; the server decides which. */
export const claimKeys = {
  all: ['claims'] as const,
  list: (params: ClaimListParams) => ['claims', 'list', params] as const,
  detail: (id: string) => ['claims', 'detail', id] as const,
};

export interface ClaimListParams {
  status?: ClaimStatus;
  limit: number;
  offset: number;
}

export type ClaimPage = AnswerOf<typeof claims.listClaims>;

export const claimsQueryOptions = (params: ClaimListParams) =>
  queryOptions({
    queryKey: claimKeys.list(params),
    queryFn: () => call(claims.listClaims, { query: params }),
    placeholderData: keepPreviousData,
  });

/** How many claims the signed-in person can see (the portal's Claims card). */
export const claimCountQueryOptions = () =>
  queryOptions({
    queryKey: claimKeys.list({ limit: 1, offset: 0 }),
    queryFn: () => call(claims.listClaims, { query: { limit: 1 } }),
    select: (page: ClaimPage) => page.total,
  });

/** One claim, by id or by its CLM reference. */
export const claimQueryOptions = (idOrReference: string) =>
  queryOptions({
    queryKey: claimKeys.detail(idOrReference),
    queryFn: () => call(claims.getClaim, { params: { id: idOrReference } }),
  });

/** First notice of loss, with its photos and documents in one request. */
export const reportClaim = (values: BodyOf<typeof claims.reportClaim>, files: readonly File[]) =>
  call(claims.reportClaim, { body: values, files });

/** A message on the claim, with attachments. */
export const sendClaimMessage = (id: string, content: string, files: readonly File[]) =>
  call(claims.addClaimMessage, { params: { id }, body: { content }, files });

/** Staff move the claim to its next status. */
export const moveClaim = (id: string, status: ClaimStatus) => call(claims.moveClaim, { params: { id }, body: { status } });

export const claimDocumentHref = (claimId: string, docId: string) => endpointUrl(claims.downloadClaimDocument, { id: claimId, docId });
