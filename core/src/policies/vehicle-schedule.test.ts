import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AppError } from '../errors.ts';
import { safeParseIssues } from '../shared/validation.ts';
import { EndorsementSchema } from './schemas.ts';
import { assertVehicleEndorsementFits, changesVehicleSchedule, policyVehicleSchedule } from './vehicle-schedule.ts';

const van = { make: 'Ford', model: 'Transit', year: 2022, vin: '1FTBW3XM5NKA00001', value: 41_000 };
const sprinter = { make: 'Mercedes', model: 'Sprinter', year: 2024, vin: 'WD3PE8CD5JP000002', value: 52_500.4 };

describe('a policy vehicle schedule', () => {
  it('starts from the vehicles bound and adds each endorsed vehicle with the version it came with', () => {
    const schedule = policyVehicleSchedule([van], [{ version: 2, kind: 'add_vehicle', vehicle: sprinter }]);
    expect(schedule).toEqual([
      { ...van, since: 1 },
      { ...sprinter, since: 2 },
    ]);
  });

  it('takes off the vehicle an endorsement removes, by its VIN whatever its case', () => {
    const schedule = policyVehicleSchedule(
      [van],
      [
        { version: 3, kind: 'remove_vehicle', vehicle: { ...van, vin: '1ftbw3xm5nka00001', make: null, model: null } },
        { version: 2, kind: 'add_vehicle', vehicle: sprinter },
      ],
    );
    expect(schedule.map((v) => v.vin)).toEqual([sprinter.vin]);
  });

  it('is not changed by endorsements of other kinds', () => {
    expect(policyVehicleSchedule([van], [{ version: 2, kind: 'change_limit', vehicle: null }])).toEqual([{ ...van, since: 1 }]);
  });

  it.each([
    ['add_vehicle', true],
    ['remove_vehicle', true],
    ['add_location', false],
    ['other', false],
  ] as const)('%s changes the vehicle schedule: %s', (kind, changes) => {
    expect(changesVehicleSchedule(kind)).toBe(changes);
  });

  it.each([
    ['add_vehicle', sprinter, null],
    ['add_vehicle', van, `VIN ${van.vin} is already on the policy's vehicle schedule`],
    ['remove_vehicle', van, null],
    ['remove_vehicle', sprinter, `VIN ${sprinter.vin} is not on the policy's vehicle schedule`],
  ] as const)('%s of %j fits the schedule unless: %s', (kind, vehicle, refusal) => {
    const check = () => assertVehicleEndorsementFits(kind, vehicle, [van]);
    if (refusal === null) expect(check).not.toThrow();
    else {
      expect(check).toThrow(AppError);
      expect(check).toThrow(refusal);
    }
  });
});

describe('an endorsement as typed', () => {
  const base = { effectiveDate: '2026-12-10', description: 'Adds the new van', premiumAdjustment: '640' };
  const issues = (input: unknown) => safeParseIssues(EndorsementSchema, input).map((i) => `${i.path}: ${i.message}`);

  it('carries the vehicle an Add vehicle endorsement adds, its VIN upper case and its value read as money', () => {
    const vehicle = { make: 'Mercedes', model: 'Sprinter', year: '2024', vin: 'wd3pe8cd5jp000002', value: '52,500' };
    expect(v.parse(EndorsementSchema, { ...base, kind: 'add_vehicle', vehicle }).vehicle).toEqual({
      make: 'Mercedes',
      model: 'Sprinter',
      year: 2024,
      vin: 'WD3PE8CD5JP000002',
      value: 52_500,
    });
  });

  it('needs the make, model, year and VIN of a vehicle added, and the VIN of one removed', () => {
    expect(issues({ ...base, kind: 'add_vehicle', vehicle: { make: '', model: '', year: '', vin: '', value: '' } })).toEqual([
      'vehicle.make: Make is required',
      'vehicle.model: Model is required',
      'vehicle.year: Year is required',
      'vehicle.vin: VIN is required',
    ]);
    expect(issues({ ...base, kind: 'add_vehicle' })).toContain('vehicle: VIN is required');
    expect(issues({ ...base, kind: 'remove_vehicle', vehicle: { vin: '' } })).toEqual(['vehicle.vin: VIN is required']);
  });

  it('drops a vehicle sent with an endorsement of another kind', () => {
    expect(v.parse(EndorsementSchema, { ...base, kind: 'change_limit', vehicle: { vin: 'X1' } }).vehicle).toBeNull();
  });
});
