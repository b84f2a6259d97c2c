import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Claim, ClaimStatus, ClaimSummary } from '@workbench/core';
import { api } from '../api/client.ts';

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

export interface ClaimPage {
  items: ClaimSummary[];
  total: number;
}

export const claimsQueryOptions = (params: ClaimListParams) =>
  queryOptions({
    queryKey: claimKeys.list(params),
    queryFn: () => api.get<ClaimPage>('/api/claims', { ...params }),
    placeholderData: keepPreviousData,
  });

/** How many claims the signed-in person can see (the portal's Claims card). */
export const claimCountQueryOptions = () =>
  queryOptions({
    queryKey: claimKeys.list({ limit: 1, offset: 0 }),
    queryFn: () => api.get<ClaimPage>('/api/claims', { limit: 1 }),
    select: (page: ClaimPage) => page.total,
  });

/** One claim, by id or by its CLM reference. */
export const claimQueryOptions = (idOrReference: string) =>
  queryOptions({
    queryKey: claimKeys.detail(idOrReference),
    queryFn: () => api.get<Claim>(`/api/claims/${encodeURIComponent(idOrReference)}`),
  });

export interface NewClaimValues {
  policyId: string;
  lossDate: string;
  location: string;
  description: string;
  estimatedAmount: number | null;
}

const appendFiles = (form: FormData, files: readonly File[]) => {
  for (const file of files) form.append('documents', file);
};

/** First notice of loss, with its photos and documents in one request. */
export function reportClaim(values: NewClaimValues, files: readonly File[]): Promise<Claim> {
  if (files.length === 0) return api.post<Claim>('/api/claims', values);
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value === null ? '' : String(value));
  appendFiles(form, files);
  return api.post<Claim>('/api/claims', form);
}

/** A message on the claim, with attachments. */
export function sendClaimMessage(id: string, content: string, files: readonly File[]): Promise<Claim> {
  const path = `/api/claims/${encodeURIComponent(id)}/messages`;
  if (files.length === 0) return api.post<Claim>(path, { content });
  const form = new FormData();
  form.append('content', content);
  appendFiles(form, files);
  return api.post<Claim>(path, form);
}

/** Staff move the claim to its next status. */
export const moveClaim = (id: string, status: ClaimStatus) => api.patch<Claim>(`/api/claims/${encodeURIComponent(id)}`, { status });

export const claimDocumentHref = (claimId: string, docId: string) =>
  `/api/claims/${encodeURIComponent(claimId)}/documents/${encodeURIComponent(docId)}/download`;
