import { LOCATION_SCHEDULE_COLUMNS, VEHICLE_SCHEDULE_COLUMNS, type Property, type Vehicle } from '@workbench/core';
import { sheetOf, workbookBytes } from '../../../export/xlsx.ts';

/**
 * The property and vehicle schedules as an Excel workbook (.xlsx), a Locations and a Vehicles sheet, with
 * the columns a carrier's package carries too.
 */
export function scheduleWorkbook(properties: readonly Property[], vehicles: readonly Vehicle[]): ArrayBuffer {
  return workbookBytes([
    sheetOf('Locations', LOCATION_SCHEDULE_COLUMNS, properties),
    sheetOf('Vehicles', VEHICLE_SCHEDULE_COLUMNS, vehicles),
  ]);
}
