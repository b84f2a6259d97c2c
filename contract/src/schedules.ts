import {
  PropertyListSchema,
  PropertyPatchSchema,
  PropertyRowsInputSchema,
  PropertySchema,
  SIGNED_IN,
  ScheduleImportInputSchema,
  ScheduleImportSchema,
  VehicleListSchema,
  VehiclePatchSchema,
  VehicleRowsInputSchema,
  VehicleSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

const ADD_NOTES =
  'One row or a list of rows, appended in order; a bad row answers 400 with its issues, whose paths start with its index in a list (`1.year`); a customer adds to their own submission only';
const EDIT_NOTES = 'Takes `version` or `If-Match`, 409 with `current` over a changed version';

const aLocation = {
  name: 'Riverside Plant',
  address: '12 Mill Lane',
  city: 'Peoria',
  state: 'IL',
  yearBuilt: 1985,
  buildingValue: 4200000,
};
const aVehicle = { make: 'Isuzu', model: 'NPR', year: 2019, vin: 'JALC4W169K7000001', value: 36000, usage: 'Commercial' };

/**
 * A submission's schedules: its locations and vehicles, added, edited and removed row by row, and the rows
 * read from one file put on them in place of those the same file gave before. Each change re-rates the
 * submission. Anyone signed in may ask; what each caller may see and change of a submission is core's (a
 * customer their own), and one they may not see answers 404, as one that does not exist.
 */
export const schedules = {
  addProperties: endpoint({
    method: 'POST',
    path: '/submissions/:id/properties',
    who: SIGNED_IN,
    summary: 'Add one or more properties (re-rates the submission)',
    notes: ADD_NOTES,
    tag: 'Schedules',
    body: PropertyRowsInputSchema,
    bodyAsPosted: true,
    ok: [201, PropertyListSchema],
    errors: [400, 404, 409],
    example: aLocation,
  }),
  updateProperty: endpoint({
    method: 'PATCH',
    path: '/submissions/:id/properties/:rowId',
    who: SIGNED_IN,
    summary: 'Edit a row; needsReview is cleared for the edited fields',
    notes: EDIT_NOTES,
    tag: 'Schedules',
    body: PropertyPatchSchema,
    ifMatch: 'version',
    ok: [200, PropertySchema],
    errors: [400, 404, 409],
    example: { stories: 3, sprinklered: true },
  }),
  deleteProperty: endpoint({
    method: 'DELETE',
    path: '/submissions/:id/properties/:rowId',
    who: SIGNED_IN,
    summary: 'Remove a row; a customer only on their own submission before it is under review (409 after)',
    tag: 'Schedules',
    ok: [204, null],
    errors: [404, 409],
  }),
  addVehicles: endpoint({
    method: 'POST',
    path: '/submissions/:id/vehicles',
    who: SIGNED_IN,
    summary: 'Add one or more vehicles (re-rates the submission)',
    notes: ADD_NOTES,
    tag: 'Schedules',
    body: VehicleRowsInputSchema,
    bodyAsPosted: true,
    ok: [201, VehicleListSchema],
    errors: [400, 404, 409],
    example: aVehicle,
  }),
  updateVehicle: endpoint({
    method: 'PATCH',
    path: '/submissions/:id/vehicles/:rowId',
    who: SIGNED_IN,
    summary: 'Edit a row; needsReview is cleared for the edited fields',
    notes: EDIT_NOTES,
    tag: 'Schedules',
    body: VehiclePatchSchema,
    ifMatch: 'version',
    ok: [200, VehicleSchema],
    errors: [400, 404, 409],
    example: { value: 38000, usage: 'Mixed' },
  }),
  deleteVehicle: endpoint({
    method: 'DELETE',
    path: '/submissions/:id/vehicles/:rowId',
    who: SIGNED_IN,
    summary: 'Remove a row; a customer only on their own submission before it is under review (409 after)',
    tag: 'Schedules',
    ok: [204, null],
    errors: [404, 409],
  }),
  importSchedule: endpoint({
    method: 'POST',
    path: '/submissions/:id/schedule-imports',
    who: SIGNED_IN,
    summary:
      "Put the rows read from one file on the schedules, in place of the rows the same file (by its digest) gave before; re-rates. Replacing rows needs the right to remove them (a customer's 409 once under review)",
    notes: 'Each row as an add takes one, a bad row named by its index in its list (`0.year`); 400 when the file gave no rows',
    tag: 'Schedules',
    body: ScheduleImportInputSchema,
    bodyAsPosted: true,
    ok: [201, ScheduleImportSchema],
    errors: [400, 404, 409],
    example: {
      file: { filename: 'schedule.xlsx', digest: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      properties: [aLocation],
      vehicles: [aVehicle],
    },
  }),
} as const;
