import { deleteRow } from './schedule-rows.ts';

/** Removes a vehicle; re-rates; staff only. */
export const deleteVehicle = deleteRow('vehicle');
