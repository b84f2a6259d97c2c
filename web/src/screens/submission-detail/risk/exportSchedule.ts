import type { Property, Vehicle } from '@workbench/core';
import { sheetOf, workbookBytes, type Column } from '../../../export/xlsx.ts';

const LOCATION_COLUMNS: Column<Property>[] = [
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

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'Fleet ID', type: 'text', value: (v) => v.fleetId },
  { header: 'Make', type: 'text', value: (v) => v.make },
  { header: 'Model', type: 'text', value: (v) => v.model },
  { header: 'Year', type: 'number', value: (v) => v.year },
  { header: 'VIN', type: 'text', value: (v) => v.vin },
  { header: 'Value', type: 'number', value: (v) => v.value },
  { header: 'Usage', type: 'text', value: (v) => v.usage },
];

/** The property and vehicle schedules as an Excel workbook (.xlsx), a Locations and a Vehicles sheet. */
export function scheduleWorkbook(properties: readonly Property[], vehicles: readonly Vehicle[]): ArrayBuffer {
  return workbookBytes([sheetOf('Locations', LOCATION_COLUMNS, properties), sheetOf('Vehicles', VEHICLE_COLUMNS, vehicles)]);
}
