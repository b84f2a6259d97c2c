import type { ReportCell, ReportColumn } from '../reports/index.ts';
import type { Property, Vehicle } from './entities.ts';

/**
 * The schedule as it is handed on in a spreadsheet: the same columns, headers and order whether a broker
 * downloads it from the submission or it goes to a carrier in a package. Numbers stay numbers so the
 * carrier can sum the insured values; yes / no reads 'Yes' or 'No'.
 */
export type ScheduleColumnType = 'text' | 'number' | 'yesNo';

export interface ScheduleColumn<T> {
  header: string;
  type: ScheduleColumnType;
  value: (row: T) => string | number | boolean | null;
}

export const LOCATION_SCHEDULE_COLUMNS: readonly ScheduleColumn<Property>[] = [
  { header: 'Name', type: 'text', value: (p) => p.name },
  { header: 'Address', type: 'text', value: (p) => p.address },
  { header: 'City', type: 'text', value: (p) => p.city },
  { header: 'State', type: 'text', value: (p) => p.state },
  { header: 'Zip Code', type: 'text', value: (p) => p.zipCode },
  { header: 'Year Built', type: 'number', value: (p) => p.yearBuilt },
  { header: 'Construction', type: 'text', value: (p) => p.constructionType },
  { header: 'Occupancy', type: 'text', value: (p) => p.occupancyType },
  { header: 'Square Footage', type: 'number', value: (p) => p.squareFootage },
  { header: 'Stories', type: 'number', value: (p) => p.stories },
  { header: 'Sprinklered', type: 'yesNo', value: (p) => p.sprinklered },
  { header: 'Ownership', type: 'text', value: (p) => p.ownership },
  { header: 'Building Value', type: 'number', value: (p) => p.buildingValue },
  { header: 'Contents Value', type: 'number', value: (p) => p.contentsValue },
  { header: 'Business Interruption Value', type: 'number', value: (p) => p.biValue },
  { header: 'Other Value', type: 'number', value: (p) => p.otherValue },
  { header: 'Total Insured Value', type: 'number', value: (p) => p.tiv },
  // Whether no total was stated and the one shown is the sum of the values.
  { header: 'TIV Computed', type: 'yesNo', value: (p) => (p.tiv === null ? null : p.tivComputed) },
  { header: 'Currency', type: 'text', value: (p) => p.currency },
];

export const VEHICLE_SCHEDULE_COLUMNS: readonly ScheduleColumn<Vehicle>[] = [
  { header: 'Fleet ID', type: 'text', value: (v) => v.fleetId },
  { header: 'Make', type: 'text', value: (v) => v.make },
  { header: 'Model', type: 'text', value: (v) => v.model },
  { header: 'Year', type: 'number', value: (v) => v.year },
  { header: 'VIN', type: 'text', value: (v) => v.vin },
  { header: 'Value', type: 'number', value: (v) => v.value },
  { header: 'Usage', type: 'text', value: (v) => v.usage },
];

/** A schedule as a table a report writer lays out: its title, typed columns and cells. */
export interface ScheduleTable {
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
}

function cell(type: ScheduleColumnType, value: string | number | boolean | null): ReportCell {
  if (value === null || value === '') return null;
  if (type === 'yesNo') return value ? 'Yes' : 'No';
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return String(value);
}

export function scheduleTable<T>(title: string, columns: readonly ScheduleColumn<T>[], rows: readonly T[]): ScheduleTable {
  return {
    title,
    columns: columns.map((c) => ({ header: c.header, type: c.type === 'number' ? 'number' : 'text' })),
    rows: rows.map((row) => columns.map((c) => cell(c.type, c.value(row)))),
  };
}
