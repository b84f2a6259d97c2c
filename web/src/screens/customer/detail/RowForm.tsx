import { useEffect, useRef } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { WizardPropertySchema, WizardVehicleSchema, type PropertyInput, type VehicleInput } from '@workbench/core';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, TextField } from '@workbench/ui-kit';
import * as styles from './RowForm.css.ts';

interface FieldSpec {
  name: string;
  label: string;
  description?: string;
  inputMode?: 'numeric' | 'decimal';
}

const PROPERTY_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP Code' },
  { name: 'constructionType', label: 'Construction' },
  { name: 'occupancyType', label: 'Occupancy' },
  { name: 'yearBuilt', label: 'Year Built', inputMode: 'numeric' },
  { name: 'squareFootage', label: 'Sq Ft', inputMode: 'numeric' },
  { name: 'stories', label: 'Stories', inputMode: 'numeric' },
  { name: 'ownership', label: 'Ownership' },
  { name: 'buildingValue', label: 'Building Value', inputMode: 'decimal' },
  { name: 'contentsValue', label: 'Contents Value', inputMode: 'decimal' },
  { name: 'biValue', label: 'Business Interruption Value', inputMode: 'decimal' },
  { name: 'otherValue', label: 'Other Value', inputMode: 'decimal' },
  {
    name: 'tiv',
    label: 'Total Insured Value',
    inputMode: 'decimal',
    description: 'Leave empty to use the sum of the values',
  },
  { name: 'currency', label: 'Currency', description: 'Three-letter code, such as USD' },
];

const VEHICLE_FIELDS: FieldSpec[] = [
  { name: 'fleetId', label: 'Fleet ID' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'year', label: 'Year', inputMode: 'numeric' },
  { name: 'vin', label: 'VIN' },
  { name: 'value', label: 'Value ($)', inputMode: 'decimal' },
  { name: 'usage', label: 'Usage', description: 'Commercial, Personal or Mixed' },
];

/** Each field's label by its name, as a refused save names the fields both people changed. */
const labelsOf = (fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, f.label])) as Record<string, string>;
export const PROPERTY_FIELD_LABELS = labelsOf(PROPERTY_FIELDS);
export const VEHICLE_FIELD_LABELS = labelsOf(VEHICLE_FIELDS);

type Values = Record<string, string>;

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
function valuesOf(fields: FieldSpec[], row: Record<string, unknown> | undefined, defaults: Values): Values {
  return Object.fromEntries(fields.map((f) => [f.name, row ? toText(row[f.name]) : (defaults[f.name] ?? '')]));
}
/** Empty inputs mean "not known" (null); numbers stay text for the schema to read, as on the server. */
const inputOf = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, s]) => [k, s.trim() === '' ? null : s.trim()]));

interface RowFormProps<T> {
  title: string;
  submitLabel: string;
  fields: FieldSpec[];
  schema: v.GenericSchema<unknown, T>;
  initial?: Record<string, unknown>;
  defaults?: Values;
  onSubmit: (row: T) => void;
  onCancel: () => void;
}

/** An inline form for one schedule row, checked with the same schema as the server's wizard rules. */
function RowForm<T>({ title, submitLabel, fields, schema, initial, defaults = {}, onSubmit, onCancel }: RowFormProps<T>) {
  const form = useForm({
    defaultValues: valuesOf(fields, initial, defaults),
    validators: {
      onSubmit: ({ value }) => {
        const result = v.safeParse(schema, inputOf(value));
        return result.success ? undefined : result.issues[0].message;
      },
    },
    onSubmit: ({ value }) => onSubmit(v.parse(schema, inputOf(value))),
  });
  // The form opens above the rows, often off a phone's screen from the Edit pressed: its first field takes
  // the focus, and the browser scrolls it into view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <Card as="section" aria-label={title}>
      <CardHeader>
        <CardTitle level={3}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <div className={styles.grid}>
            {fields.map((spec) => (
              <form.Field key={spec.name} name={spec.name}>
                {(field) => (
                  <TextField
                    label={spec.label}
                    description={spec.description}
                    inputMode={spec.inputMode}
                    name={field.name}
                    value={field.state.value}
                    onChange={field.handleChange}
                    onBlur={field.handleBlur}
                  />
                )}
              </form.Field>
            ))}
          </div>
          <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
            {(error) => (error ? <Alert variant="destructive">{String(error)}</Alert> : null)}
          </form.Subscribe>
          <div className={styles.actions}>
            <Button variant="outline" onPress={onCancel}>
              Cancel
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

interface ScheduleFormProps<T> {
  /** The row being edited; a new row when absent. */
  row?: T;
  onSubmit: (row: T) => void;
  onCancel: () => void;
}

export function PropertyForm({ row, onSubmit, onCancel }: ScheduleFormProps<PropertyInput>) {
  return (
    <RowForm<PropertyInput>
      title={row ? 'Edit Property' : 'Add Property'}
      submitLabel={row ? 'Update Property' : 'Add Property'}
      fields={PROPERTY_FIELDS}
      schema={WizardPropertySchema as v.GenericSchema<unknown, PropertyInput>}
      initial={row as Record<string, unknown> | undefined}
      defaults={{ ownership: 'Owner' }}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

export function VehicleForm({ row, onSubmit, onCancel }: ScheduleFormProps<VehicleInput>) {
  return (
    <RowForm<VehicleInput>
      title={row ? 'Edit Vehicle' : 'Add Vehicle'}
      submitLabel={row ? 'Update Vehicle' : 'Add Vehicle'}
      fields={VEHICLE_FIELDS}
      schema={WizardVehicleSchema as v.GenericSchema<unknown, VehicleInput>}
      initial={row as Record<string, unknown> | undefined}
      defaults={{ usage: 'Commercial' }}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
