import type { Vehicle } from '../entities.ts';
import { addRows } from './schedule-rows.ts';

/** Adds one vehicle or a list (appended in order); re-rates; one history entry. Any actor who sees the submission. */
export const addVehicles = addRows<Vehicle>('vehicle');
