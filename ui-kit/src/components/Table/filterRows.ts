/** Rows whose displayed text contains the query, ignoring case (spec: the 'Search...' box of a table). */
export function filterRows<T>(rows: readonly T[], query: string, textsOf: (row: T) => string[]): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows.slice();
  return rows.filter((row) => textsOf(row).some((text) => text.toLowerCase().includes(needle)));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A stable sort on a column value: numbers numerically, strings with a natural, case-insensitive order. */
export function sortRows<T>(
  rows: readonly T[],
  sortKeyOf: (row: T) => string | number | null | undefined,
  direction: 'ascending' | 'descending',
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortKeyOf(row) }))
    .sort((a, b) => {
      if (a.value == null || a.value === '') return b.value == null || b.value === '' ? a.index - b.index : 1;
      if (b.value == null || b.value === '') return -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((entry) => entry.row);
}
