import type { ReactNode } from 'react';
import { useForm, type DeepKeys } from '@tanstack/react-form';
import type { GenericSchema } from 'valibot';
import type { Property, PropertyInput, Vehicle, VehicleInput } from '@workbench/core';
import { DEFAULT_CURRENCY, VEHICLE_USAGES } from '@workbench/core';
import { NumberField, Select, Switch, TextField } from '@workbench/ui-kit';
import { bound, schemaChecked, type Bound } from '../../../forms/schemaForm.ts';
import * as styles from './risk.css.ts';

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
  buildingValue: null,
  contentsValue: null,
  biValue: null,
  otherValue: null,
  tiv: null,
  currency: DEFAULT_CURRENCY,
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
  // Whether the total was summed is the server's to decide from what the form sends back.
  const { id: _id, needsReview: _review, tivComputed: _computed, ...rest } = p;
  return rest;
};
export const vehicleDraft = (v: Vehicle): VehicleDraft => {
  const { id: _id, needsReview: _review, ...rest } = v;
  return rest;
};

/** Renders the input of one field of the row's form, bound to that field (see `useScheduleForm`). */
export type FieldSlot<Draft> = <K extends keyof Draft & string>(name: K, input: (field: Bound<Draft[K]>) => ReactNode) => ReactNode;

/**
 * A schedule row's form: the draft checked with `schema` (the one the server checks the row with), and
 * `field`, which binds an input of PropertyFields or VehicleFields to its field.
 */
export function useScheduleForm<Draft extends object>({
  defaults,
  schema,
  onSubmit,
}: {
  defaults: Draft;
  schema: GenericSchema;
  onSubmit: (draft: Draft) => Promise<unknown>;
}) {
  const form = useForm({ defaultValues: defaults, ...schemaChecked(schema), onSubmit: ({ value }) => onSubmit(value) });
  // A draft's fields are flat, so a field's value is Draft[name]; TypeScript cannot see that for a generic Draft.
  const field: FieldSlot<Draft> = (name, input) => (
    <form.Field key={name} name={name as DeepKeys<Draft>}>
      {(f) => input(bound(f) as unknown as Bound<Draft[typeof name]>)}
    </form.Field>
  );
  return { form, field };
}

const orNull = (s: string) => (s.trim() === '' ? null : s);
const num = (n: number) => (Number.isNaN(n) ? null : n);

type Text<Draft> = { [K in keyof Draft]-?: Draft[K] extends string | null | undefined ? K : never }[keyof Draft] & string;
type Numeric<Draft> = { [K in keyof Draft]-?: Draft[K] extends number | null | undefined ? K : never }[keyof Draft] & string;

/** A text input of the row: empty reads as null. */
const textInput =
  <Draft,>(field: FieldSlot<Draft>) =>
  (key: Text<Draft>, label: string, className?: string) =>
    field(key, (f) => (
      <TextField
        className={className}
        label={label}
        {...f}
        value={(f.value as string | null | undefined) ?? ''}
        onChange={(s) => f.onChange(orNull(s) as Draft[typeof key])}
      />
    ));

/**
 * A number input of the row: emptied reads as null; shown as money in `currency`, as an amount (grouped,
 * no steppers: nobody steps a building value by one), or with or without grouping.
 */
const numberInput =
  <Draft,>(field: FieldSlot<Draft>) =>
  (key: Numeric<Draft>, label: string, shown: { currency: string } | { useGrouping: boolean } | typeof MONEY) =>
    field(key, (f) => (
      <NumberField
        label={label}
        {...f}
        value={(f.value as number | null | undefined) ?? NaN}
        onChange={(n) => f.onChange(num(n) as Draft[typeof key])}
        currency={'currency' in shown ? shown.currency : undefined}
        formatOptions={'useGrouping' in shown ? shown : shown === MONEY ? { useGrouping: true } : undefined}
        showSteppers={shown === MONEY ? false : undefined}
      />
    ));

const WHOLE = { useGrouping: false };
/** Amounts in the location's own currency (named beside them), so no currency sign is assumed. */
const MONEY = { amount: true } as const;

/** The editable fields of a location, in the Location Details order. */
export function PropertyFields({ field }: { field: FieldSlot<PropertyDraft> }) {
  const text = textInput(field);
  const number = numberInput(field);
  return (
    <div className={styles.form}>
      {text('name', 'Name', styles.full)}
      {text('address', 'Address', styles.full)}
      {text('city', 'City')}
      {text('state', 'State')}
      {text('zipCode', 'ZIP Code')}
      {number('yearBuilt', 'Year Built', WHOLE)}
      {text('constructionType', 'Construction Type')}
      {text('occupancyType', 'Occupancy Type')}
      {number('squareFootage', 'Square Footage', { useGrouping: true })}
      {number('stories', 'Stories', WHOLE)}
      {text('ownership', 'Ownership')}
      {field('sprinklered', (f) => (
        <Switch isSelected={f.value ?? false} onChange={f.onChange}>
          Sprinklered
        </Switch>
      ))}
      {number('buildingValue', 'Building Value', MONEY)}
      {number('contentsValue', 'Contents Value', MONEY)}
      {number('biValue', 'Business Interruption Value', MONEY)}
      {number('otherValue', 'Other Value', MONEY)}
      {number('tiv', 'Total Insured Value', MONEY)}
      {text('currency', 'Currency')}
      <p className={`${styles.reviewNote} ${styles.full}`}>Leave the total empty to use the sum of the values.</p>
    </div>
  );
}

const USAGE_OPTIONS = VEHICLE_USAGES.map((u) => ({ id: u, label: u }));

/** The editable fields of a fleet vehicle, in the Vehicle Details order. */
export function VehicleFields({ field }: { field: FieldSlot<VehicleDraft> }) {
  const text = textInput(field);
  const number = numberInput(field);
  return (
    <div className={styles.form}>
      {text('fleetId', 'Fleet ID')}
      {field('usage', (f) => (
        <Select
          label="Usage"
          items={USAGE_OPTIONS}
          selectedKey={f.value ?? null}
          onSelectionChange={(key) => f.onChange(key === null ? null : String(key))}
          errorMessage={f.errorMessage}
        />
      ))}
      {text('vin', 'VIN')}
      {text('make', 'Make')}
      {text('model', 'Model')}
      {number('year', 'Year', WHOLE)}
      {number('value', 'Value', { currency: 'USD' })}
    </div>
  );
}
