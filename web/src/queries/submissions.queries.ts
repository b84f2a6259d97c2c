import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { submissions } from '@workbench/contract';
import { isStaffRow, type Priority, type Product, type SubmissionStatus, type TransactionType } from '@workbench/core';
import { call, callPage } from '../api/call.ts';
import type { Page } from '../api/client.ts';

/** The query parameters GET /api/submissions understands (docs/api.md). */
export interface SubmissionFilters {
  status?: SubmissionStatus;
  transactionType?: TransactionType;
  priority?: Priority;
  product?: Product;
  q?: string;
  /** A user id or 'me'. */
  assignedTo?: string;
  /** A user id or 'me'. */
  createdBy?: string;
  isNew?: boolean;
  /** yyyy-mm-dd, inclusive. */
  dueFrom?: string;
  dueTo?: string;
  /** An office's address or id: its book (what its staff hold). */
  office?: string;
  limit?: number;
  offset?: number;
}

/** Drops empty values so equal filters give equal query keys. */
function canonical(filters: SubmissionFilters): SubmissionFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as SubmissionFilters;
}

export const submissionKeys = {
  all: ['submissions'] as const,
  page: (filters: SubmissionFilters) => ['submissions', 'page', canonical(filters)] as const,
  count: (filters: SubmissionFilters) => ['submissions', 'count', canonical(filters)] as const,
  search: (q: string) => ['submissions', 'search', q] as const,
  detail: (id: string) => ['submissions', 'detail', id] as const,
};

/**
 * One page of submissions with the server's total (X-Total-Count), for staff's screens: staff's rows carry the
 * rating a customer's leave out.
 */
export const submissionsPageQueryOptions = (filters: SubmissionFilters) =>
  queryOptions({
    queryKey: submissionKeys.page(filters),
    queryFn: async () => {
      const page = await callPage(submissions.listSubmissions, { query: { ...canonical(filters) } });
      return { ...page, items: page.items.filter(isStaffRow) };
    },
    placeholderData: keepPreviousData,
  });

/** How many submissions match, read from X-Total-Count of a one-row request. */
export const submissionsCountQueryOptions = (filters: Omit<SubmissionFilters, 'limit' | 'offset'>) =>
  queryOptions({
    queryKey: submissionKeys.count(filters),
    queryFn: async () => (await callPage(submissions.listSubmissions, { query: { ...canonical(filters), limit: 1 } })).total,
  });

/** The search box: the best eight matches on submission id, client or carrier. */
export const SEARCH_LIMIT = 8;
/** The best matches for a search (staff's); `openOnly` leaves decided submissions out before the page is cut. */
export const submissionSearchQueryOptions = (q: string, { openOnly = false }: { openOnly?: boolean } = {}) =>
  queryOptions({
    queryKey: openOnly ? [...submissionKeys.search(q), 'open'] : submissionKeys.search(q),
    queryFn: async () =>
      (
        await call(submissions.listSubmissions, { query: openOnly ? { q, open: true, limit: SEARCH_LIMIT } : { q, limit: SEARCH_LIMIT } })
      ).filter(isStaffRow),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const fetchSubmission = (id: string) => call(submissions.getSubmission, { params: { id } });

export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: () => fetchSubmission(id),
  });

export type { Page };
