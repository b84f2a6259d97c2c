import type { Property, Vehicle } from '@workbench/core';
import type { TableColumn } from '@workbench/ui-kit';
import * as styles from './risk.css.ts';

type Row = { needsReview: string[] };
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A cell that is highlighted, and says so to screen readers, while the extractor's value awaits review. */
function reviewCell<T extends Row>(field: keyof T & string) {
  return (row: T) => {
    const value = text(row[field]);
    if (!row.needsReview.includes(field)) return value;
    return (
      <mark className={styles.review} title="Extracted with low confidence: please check">
        {value || '—'}
        <span className={styles.visuallyHidden}> (needs review)</span>
      </mark>
    );
  };
}

function column<T extends Row>(id: keyof T & string, header: string): TableColumn<T> {
  return { id, header, cell: reviewCell<T>(id), text: (row) => text(row[id]), isSortable: true };
}

export const locationColumns: TableColumn<Property>[] = [
  { ...column<Property>('address', 'Address'), isRowHeader: true },
  column<Property>('city', 'City'),
  column<Property>('state', 'State'),
  column<Property>('zipCode', 'Zip Code'),
  column<Property>('constructionType', 'Construction'),
  { ...column<Property>('stories', 'Stories'), sortValue: (row) => row.stories },
];

export const vehicleColumns: TableColumn<Vehicle>[] = [
  { ...column<Vehicle>('make', 'Make'), isRowHeader: true },
  column<Vehicle>('model', 'Model'),
  { ...column<Vehicle>('year', 'Year'), sortValue: (row) => row.year },
  column<Vehicle>('vin', 'VIN'),
  column<Vehicle>('usage', 'Usage'),
];

export const LOCATIONS_EMPTY = 'No locations added yet. Upload documents or add locations manually.';
export const VEHICLES_EMPTY = 'No vehicles added yet. Upload documents or add vehicles manually.';
