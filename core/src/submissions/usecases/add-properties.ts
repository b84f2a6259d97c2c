import type { Property } from '../entities.ts';
import { addRows } from './schedule-rows.ts';

/** Adds one property or a list (appended in order); re-rates; one history entry. Any actor who sees the submission. */
export const addProperties = addRows<Property>('property');
