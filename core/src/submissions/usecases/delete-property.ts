import { deleteRow } from './schedule-rows.ts';

/** Removes a location; re-rates; staff, or the customer on their own submission before it is under review. */
export const deleteProperty = deleteRow('property');
