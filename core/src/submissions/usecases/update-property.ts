import type { Property } from '../entities.ts';
import { updateRow } from './schedule-rows.ts';

/** Edits a location and clears needsReview for the edited fields; re-rates. not_found for a row of another submission. */
export const updateProperty = updateRow<Property>('property');
