import type { Vehicle } from '../entities.ts';
import { updateRow } from './schedule-rows.ts';

/** Edits a vehicle and clears needsReview for the edited fields; re-rates. not_found for a row of another submission. */
export const updateVehicle = updateRow<Vehicle>('vehicle');
