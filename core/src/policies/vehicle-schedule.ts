import { AppError } from '../errors.ts';
import type { EndorsedVehicle, Endorsement, EndorsementKind, ScheduledVehicle } from './entities.ts';

/** The endorsements that change the vehicle schedule, and so must name the vehicle they add or take off. */
export const VEHICLE_ENDORSEMENTS: readonly EndorsementKind[] = ['add_vehicle', 'remove_vehicle'];

export const changesVehicleSchedule = (kind: EndorsementKind): boolean => VEHICLE_ENDORSEMENTS.includes(kind);

/** VINs compare without case or spacing: '1ftbw 3xm5' is 1FTBW3XM5. */
const vinKey = (vin: string | null | undefined): string => (vin ?? '').replace(/\s+/g, '').toUpperCase();

const listed = (v: Partial<EndorsedVehicle>): EndorsedVehicle => ({
  make: v.make ?? null,
  model: v.model ?? null,
  year: v.year ?? null,
  vin: v.vin ?? null,
  value: v.value ?? null,
});

/**
 * The policy's vehicle schedule: the vehicles it was bound with, then each endorsement in version order
 * adding its vehicle or taking off the one of its VIN. What the policy's page, its certificates and its
 * reports show of the fleet all read this.
 */
export function policyVehicleSchedule(
  atBinding: readonly Partial<EndorsedVehicle>[],
  endorsements: readonly Pick<Endorsement, 'version' | 'kind' | 'vehicle'>[],
): ScheduledVehicle[] {
  let schedule: ScheduledVehicle[] = atBinding.map((v) => ({ ...listed(v), since: 1 }));
  for (const e of [...endorsements].sort((a, b) => a.version - b.version)) {
    if (!e.vehicle) continue;
    const key = vinKey(e.vehicle.vin);
    if (e.kind === 'add_vehicle') schedule.push({ ...listed(e.vehicle), since: e.version });
    else if (e.kind === 'remove_vehicle') schedule = schedule.filter((v) => vinKey(v.vin) !== key);
  }
  return schedule;
}

/**
 * A vehicle endorsement has to fit the schedule it changes: one that adds names a VIN not on it yet, one
 * that removes names a VIN that is. Fails with `invalid` on the VIN field otherwise.
 */
export function assertVehicleEndorsementFits(
  kind: EndorsementKind,
  vehicle: EndorsedVehicle | null,
  schedule: readonly EndorsedVehicle[],
): void {
  if (!changesVehicleSchedule(kind) || !vehicle) return;
  const key = vinKey(vehicle.vin);
  const onSchedule = schedule.some((v) => vinKey(v.vin) === key);
  const refuse = (message: string) => {
    throw AppError.invalid(message, [{ path: 'vehicle.vin', message }]);
  };
  if (kind === 'add_vehicle' && onSchedule) refuse(`VIN ${vehicle.vin} is already on the policy's vehicle schedule`);
  if (kind === 'remove_vehicle' && !onSchedule) refuse(`VIN ${vehicle.vin} is not on the policy's vehicle schedule`);
}
