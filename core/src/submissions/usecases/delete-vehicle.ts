import { deleteRow } from './schedule-rows.ts';

/** Removes a vehicle; re-rates; staff, or the customer on their own submission before it is under review. */
export const deleteVehicle = deleteRow('vehicle');
