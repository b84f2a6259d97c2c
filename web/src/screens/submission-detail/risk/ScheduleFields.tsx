import type { Property, PropertyInput, Vehicle, VehicleInput } from '@workbench/core';
import { VEHICLE_USAGES } from '@workbench/core';
import { NumberField, Select, Switch, TextField } from '@workbench/ui-kit';
import * as styles from './risk.css.ts';

type Errors = Record<string, string | undefined>;

export type PropertyDraft = Omit<PropertyInput, 'needsReview'>;
export type VehicleDraft = Omit<VehicleInput, 'needsReview'>;

export const emptyProperty = (): PropertyDraft => ({
  name: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  yearBuilt: null,
  constructionType: null,
  occupancyType: null,
  squareFootage: null,
  stories: null,
  sprinklered: false,
  ownership: 'Owner',
});
export const emptyVehicle = (): VehicleDraft => ({
  fleetId: null,
  make: null,
  model: null,
  year: null,
  vin: null,
  value: null,
  usage: 'Commercial',
});

export const propertyDraft = (p: Property): PropertyDraft => {
  const { id: _id, needsReview: _review, ...rest } = p;
  return rest;
};
export const vehicleDraft = (v: Vehicle): VehicleDraft => {
  const { id: _id, needsReview: _review, ...rest } = v;
  return rest;
};

const textValue = (v: string | null | undefined) => v ?? '';
const orNull = (s: string) => (s.trim() === '' ? null : s);
const num = (n: number) => (Number.isNaN(n) ? null : n);

/** The editable fields of a location, in the Location Details order. */
export function PropertyFields({
  value,
  onChange,
  errors,
}: {
  value: PropertyDraft;
  onChange: (v: PropertyDraft) => void;
  errors: Errors;
}) {
  const text = (key: keyof PropertyDraft, label: string, full = false) => (
    <TextField
      className={full ? styles.full : undefined}
      label={label}
      value={textValue(value[key] as string | null)}
      onChange={(s) => onChange({ ...value, [key]: orNull(s) })}
      errorMessage={errors[key]}
    />
  );
  const number = (key: keyof PropertyDraft, label: string) => (
    <NumberField
      label={label}
      value={(value[key] as number | null) ?? NaN}
      onChange={(n) => onChange({ ...value, [key]: num(n) })}
      errorMessage={errors[key]}
      formatOptions={{ useGrouping: key === 'squareFootage' }}
    />
  );
  return (
    <div className={styles.form}>
      {text('name', 'Name', true)}
      {text('address', 'Address', true)}
      {text('city', 'City')}
      {text('state', 'State')}
      {text('zipCode', 'ZIP Code')}
      {number('yearBuilt', 'Year Built')}
      {text('constructionType', 'Construction Type')}
      {text('occupancyType', 'Occupancy Type')}
      {number('squareFootage', 'Square Footage')}
      {number('stories', 'Stories')}
      {text('ownership', 'Ownership')}
      <Switch isSelected={value.sprinklered ?? false} onChange={(on) => onChange({ ...value, sprinklered: on })}>
        Sprinklered
      </Switch>
    </div>
  );
}

const USAGE_OPTIONS = VEHICLE_USAGES.map((u) => ({ id: u, label: u }));

/** The editable fields of a fleet vehicle, in the Vehicle Details order. */
export function VehicleFields({ value, onChange, errors }: { value: VehicleDraft; onChange: (v: VehicleDraft) => void; errors: Errors }) {
  const text = (key: keyof VehicleDraft, label: string) => (
    <TextField
      label={label}
      value={textValue(value[key] as string | null)}
      onChange={(s) => onChange({ ...value, [key]: orNull(s) })}
      errorMessage={errors[key]}
    />
  );
  return (
    <div className={styles.form}>
      {text('fleetId', 'Fleet ID')}
      <Select
        label="Usage"
        items={USAGE_OPTIONS}
        selectedKey={value.usage ?? null}
        onSelectionChange={(key) => onChange({ ...value, usage: key === null ? null : String(key) })}
        errorMessage={errors.usage}
      />
      {text('vin', 'VIN')}
      {text('make', 'Make')}
      {text('model', 'Model')}
      <NumberField
        label="Year"
        value={value.year ?? NaN}
        onChange={(n) => onChange({ ...value, year: num(n) })}
        errorMessage={errors.year}
        formatOptions={{ useGrouping: false }}
      />
      <NumberField
        label="Value"
        value={value.value ?? NaN}
        onChange={(n) => onChange({ ...value, value: num(n) })}
        errorMessage={errors.value}
        currency="USD"
      />
    </div>
  );
}
