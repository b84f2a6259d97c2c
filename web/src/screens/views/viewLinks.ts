import { useRouter } from '@tanstack/react-router';
import type { SavedView, ViewSearch } from '@workbench/core';
import { LIST_FILTERS } from '../submissions/listSearch.ts';

/** The address of the submissions list with exactly a view's search parameters. */
export function useViewHref(): (view: Pick<SavedView, 'search'>) => string {
  const router = useRouter();
  return (view) => router.buildLocation({ to: '/submissions', search: view.search as never }).href;
}

/** A view's filters in words: 'Renewals · 50 per page · page 2'; 'All submissions' when it narrows nothing. */
export function describeSearch(search: ViewSearch): string {
  const parts: string[] = [];
  // The filter first and the page size last, whatever order the keys were stored in.
  const rank = (key: string) => (key === 'filter' ? 0 : key === 'size' ? 2 : 1);
  const entries = Object.entries(search).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (key === 'filter') parts.push(LIST_FILTERS.find((f) => f.id === value)?.label ?? String(value));
    else if (key === 'size') parts.push(`${value} per page`);
    else if (key === 'page') parts.push(`page ${value}`);
    else parts.push(`${key}: ${String(value)}`);
  }
  return parts.length ? parts.join(' · ') : 'All submissions';
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
