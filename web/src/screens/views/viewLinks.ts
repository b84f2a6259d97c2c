import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { isFirmStaff, type Office, type SavedView, type ViewSearch } from '@workbench/core';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { officesQueryOptions } from '../../queries/organisation.queries.ts';
import { ALL_OFFICES, LIST_FILTERS } from '../submissions/listSearch.ts';

/** The address of the submissions list with exactly a view's search parameters. */
export function useViewHref(): (view: Pick<SavedView, 'search'>) => string {
  const router = useRouter();
  return (view) => router.buildLocation({ to: '/submissions', search: view.search as never }).href;
}

/**
 * A view's filters in words: 'Renewals · Office: Milwaukee · 50 per page'; 'All submissions' when it narrows
 * nothing. The address keeps an office's slug, which means nothing to a broker: `offices` names it.
 */
export function describeSearch(search: ViewSearch, offices: readonly Pick<Office, 'id' | 'slug' | 'name'>[] = []): string {
  const parts: string[] = [];
  // The filter first and the page size last, whatever order the keys were stored in.
  const rank = (key: string) => (key === 'filter' ? 0 : key === 'size' ? 2 : 1);
  const entries = Object.entries(search).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (key === 'filter') parts.push(LIST_FILTERS.find((f) => f.id === value)?.label ?? String(value));
    else if (key === 'size') parts.push(`${value} per page`);
    else if (key === 'page') parts.push(`page ${value}`);
    else if (key === 'office') parts.push(officeWords(String(value), offices));
    else parts.push(`${key}: ${String(value)}`);
  }
  return parts.length ? parts.join(' · ') : 'All submissions';
}

/** describeSearch with the firm's offices at hand, so a saved office reads as its name. */
export function useDescribeSearch(): (search: ViewSearch) => string {
  const me = useQuery(currentUserQueryOptions()).data;
  const offices = useQuery({ ...officesQueryOptions(), enabled: !!me && isFirmStaff(me), retry: false }).data;
  return (search) => describeSearch(search, offices);
}

function officeWords(office: string, offices: readonly Pick<Office, 'id' | 'slug' | 'name'>[]): string {
  if (office === ALL_OFFICES) return 'All offices';
  const name = offices.find((o) => o.slug === office || o.id === office)?.name;
  return `Office: ${name ?? office}`;
}

/** The part of the list's search a view keeps: everything but the page that happened to be open. */
export function viewSearch(search: Record<string, unknown>): ViewSearch {
  const kept: ViewSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  return kept;
}
