import * as v from 'valibot';

/** How many rows a list page holds when the caller does not say. */
export const DEFAULT_PAGE_SIZE = 50;
/** The most rows one list page may hold, whatever the caller asks for. */
export const MAX_PAGE_SIZE = 500;

/**
 * The rows a list query asks for, made safe to run: a whole page size between 1 and MAX_PAGE_SIZE
 * (DEFAULT_PAGE_SIZE when not given) and a whole offset of at least 0.
 */
export function pageWindow(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return {
    limit: Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE),
    offset: Math.max(Math.trunc(query.offset ?? 0), 0),
  };
}

/** A page of a list as the API answers it: the rows asked for, and how many there are in all. */
export const pageSchema = <const S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
