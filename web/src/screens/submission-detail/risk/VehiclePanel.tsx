import { VEHICLE_FIELDS, VehicleInputSchema, type Vehicle } from '@workbench/core';
import { formatVehicleValue, orNotAvailable } from '../../../format.ts';
import { VehicleFields, vehicleDraft, type VehicleDraft } from './ScheduleFields.tsx';
import { ScheduleRowPanel, scheduleLabels, type ScheduleRowKind } from './ScheduleRowPanel.tsx';
import * as styles from './risk.css.ts';

const describe = (v: Pick<Vehicle, 'year' | 'make' | 'model'> | Pick<VehicleDraft, 'year' | 'make' | 'model'>) =>
  [v.year, v.make, v.model].filter((part) => part !== null && part !== undefined && part !== '').join(' ');

const vehicleTitle = (v: Vehicle) => describe(v) || 'Vehicle';

const vehicle: ScheduleRowKind<Vehicle, VehicleDraft> = {
  noun: 'vehicle',
  schema: VehicleInputSchema,
  toDraft: vehicleDraft,
  title: (row, editing) => (row ? (editing ? `Edit ${vehicleTitle(row)}` : vehicleTitle(row)) : 'Vehicle Details'),
  description: () => 'Vehicle Details',
  name: (value) => describe(value) || 'The vehicle',
  details: (row, flag) => [
    { label: 'Fleet ID', value: flag('fleetId', orNotAvailable(row.fleetId)) },
    { label: 'Usage', value: flag('usage', orNotAvailable(row.usage)) },
    {
      label: 'VIN',
      value: (
        <>
          {flag('vin', orNotAvailable(row.vin))}
          {/* Kept as written; the likely correction is only offered beside it. */}
          {row.sources?.vin?.suggestion && (
            <span className={styles.suggestion}>
              Suggested correction: <span className={styles.suggestedValue}>{row.sources.vin.suggestion}</span> (not applied)
            </span>
          )}
        </>
      ),
    },
    { label: 'Make', value: flag('make', orNotAvailable(row.make)) },
    { label: 'Model', value: flag('model', orNotAvailable(row.model)) },
    { label: 'Year', value: flag('year', orNotAvailable(row.year)) },
    { label: 'Value', value: flag('value', formatVehicleValue(row.value)) },
  ],
  Fields: VehicleFields,
  labels: scheduleLabels(VEHICLE_FIELDS),
};

interface VehiclePanelProps {
  vehicle: Vehicle | null;
  onClose: () => void;
  onSave: (row: Vehicle, draft: VehicleDraft) => Promise<unknown>;
  onRemove: (row: Vehicle) => Promise<unknown>;
  readOnly?: boolean;
}

/** Spec 'Vehicle Details': titled year make model. */
export function VehiclePanel({ vehicle: row, ...handlers }: VehiclePanelProps) {
  return <ScheduleRowPanel kind={vehicle} row={row} {...handlers} />;
}
