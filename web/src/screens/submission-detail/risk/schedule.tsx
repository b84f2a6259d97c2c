import type { Property, Vehicle } from '@workbench/core';
import type { TableColumn } from '@workbench/ui-kit';
import { insuredValueColumns, vehicleValueColumn } from './insuredValues.tsx';
import { ReviewedElsewhere, reviewValue, type ReviewedRow } from '../../../components/ReviewValue.tsx';

type Row = ReviewedRow;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A cell that is highlighted, and says so to screen readers, while the extractor's value awaits review. */
function reviewCell<T extends Row>(field: keyof T & string) {
  return (row: T) => reviewValue(row, field, text(row[field]));
}

function column<T extends Row>(id: keyof T & string, header: string, width?: number): TableColumn<T> {
  return { id, header, cell: reviewCell<T>(id), text: (row) => text(row[id]), isSortable: true, width };
}

/**
 * The columns with the row's header cell also naming the row's flagged values that no column shows, so each
 * value to check is marked in the table.
 */
function markingEveryFlag<T extends Row>(columns: TableColumn<T>[]): TableColumn<T>[] {
  const shown = columns.map((c) => c.id);
  return columns.map((c) => {
    if (!c.isRowHeader) return c;
    const cell = c.cell ?? ((row: T) => text(row[c.id as keyof T]));
    return {
      ...c,
      cell: (row) => (
        <>
          {cell(row)}
          <ReviewedElsewhere row={row} shown={shown} />
        </>
      ),
    };
  });
}

/**
 * The columns before the total insured value are only as wide as their headings or their values, so the total
 * stays in view beside the messages panel; the other values scroll.
 */
export const locationColumns: TableColumn<Property>[] = markingEveryFlag([
  { ...column<Property>('address', 'Address'), isRowHeader: true },
  column<Property>('city', 'City'),
  column<Property>('state', 'State', 76),
  column<Property>('zipCode', 'Zip Code', 98),
  column<Property>('constructionType', 'Construction', 145),
  { ...column<Property>('stories', 'Stories', 94), sortValue: (row) => row.stories },
  ...insuredValueColumns,
]);

export const vehicleColumns: TableColumn<Vehicle>[] = markingEveryFlag([
  { ...column<Vehicle>('make', 'Make'), isRowHeader: true },
  column<Vehicle>('model', 'Model'),
  { ...column<Vehicle>('year', 'Year'), sortValue: (row) => row.year },
  column<Vehicle>('vin', 'VIN'),
  vehicleValueColumn,
  column<Vehicle>('usage', 'Usage'),
]);

export const LOCATIONS_EMPTY = 'No locations added yet. Upload documents or add locations manually.';
export const VEHICLES_EMPTY = 'No vehicles added yet. Upload documents or add vehicles manually.';
// A decided submission takes no rows, so its empty tables do not suggest adding any.
export const LOCATIONS_EMPTY_DECIDED = 'No locations on this submission.';
export const VEHICLES_EMPTY_DECIDED = 'No vehicles on this submission.';
