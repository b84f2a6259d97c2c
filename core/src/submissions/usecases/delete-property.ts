import { deleteRow } from './schedule-rows.ts';

/** Removes a location; re-rates; staff only. */
export const deleteProperty = deleteRow('property');
