import type { EndorsementKind } from '@workbench/core';

/** The vehicle fields of a new endorsement, empty until the broker chooses a change that names a vehicle. */
export const NO_VEHICLE = { make: '', model: '', year: '', vin: '', value: '' };
export type EndorsementVehicleField = keyof typeof NO_VEHICLE;

/** The vehicle fields an endorsement of a kind asks for: all of them to add a vehicle, its VIN to remove one. */
export const ENDORSEMENT_VEHICLE_FIELDS: Partial<Record<EndorsementKind, readonly EndorsementVehicleField[]>> = {
  add_vehicle: ['make', 'model', 'year', 'vin', 'value'],
  remove_vehicle: ['vin'],
};

export const ENDORSEMENT_VEHICLE_LABELS: Record<EndorsementVehicleField, string> = {
  make: 'Make',
  model: 'Model',
  year: 'Year',
  vin: 'VIN',
  value: 'Value',
};
