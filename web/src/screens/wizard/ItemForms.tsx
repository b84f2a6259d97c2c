import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { SUBMISSION_MESSAGES, VEHICLE_USAGES, WizardPropertySchema, WizardVehicleSchema } from '@workbench/core';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Checkbox, PlusIcon, Select, TextField } from '@workbench/ui-kit';
import { rowKey, type PropertyRow, type VehicleRow } from './draft.ts';
import { fieldError, schemaValidator } from './fieldError.ts';
import * as styles from './wizard.css.ts';

/** Field errors other than the 'at least ...' rule, which the form's alert already says. */
const otherError = (errors: readonly unknown[], ruleMessage: string) => {
  const message = fieldError(errors);
  return message === ruleMessage ? undefined : message;
};

const emptyProperty = () => ({
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  yearBuilt: '',
  constructionType: '',
  occupancyType: '',
  squareFootage: '',
  stories: '',
  sprinklered: false,
  // Spec section 9: a property added in the wizard is owned unless the broker says otherwise.
  ownership: 'Owner',
});

type PropertyValues = ReturnType<typeof emptyProperty>;
type TextKey = Exclude<keyof PropertyValues, 'sprinklered'>;

const PROPERTY_FIELDS: { name: TextKey; label: string; numeric?: boolean; wide?: boolean }[] = [
  { name: 'name', label: 'Property Name' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP Code' },
  { name: 'yearBuilt', label: 'Year Built', numeric: true },
  { name: 'constructionType', label: 'Construction Type' },
  { name: 'occupancyType', label: 'Occupancy Type' },
  { name: 'squareFootage', label: 'Square Footage', numeric: true },
  { name: 'stories', label: 'Stories', numeric: true },
  { name: 'ownership', label: 'Ownership' },
];

/** Add Property: name and address are required (WizardPropertySchema). */
export function PropertyForm({ onAdd }: { onAdd: (row: PropertyRow) => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    defaultValues: emptyProperty(),
    validators: { onSubmit: schemaValidator(WizardPropertySchema) },
    onSubmitInvalid: ({ formApi }) => {
      const errors = Object.values(formApi.state.fieldMeta).flatMap((m) => m?.errors ?? []);
      setAlert(errors.some((e) => fieldError([e]) === SUBMISSION_MESSAGES.propertyRequired) ? SUBMISSION_MESSAGES.propertyRequired : null);
    },
    onSubmit: ({ value, formApi }) => {
      setAlert(null);
      onAdd({ ...v.parse(WizardPropertySchema, value), key: rowKey() });
      formApi.reset(emptyProperty());
    },
  });

  return (
    <Card as="section" aria-labelledby="add-property-title">
      <CardHeader>
        <CardTitle id="add-property-title">Add Property</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {alert ? <Alert variant="destructive">{alert}</Alert> : null}
          <div className={styles.formGrid3}>
            {PROPERTY_FIELDS.map((f) => (
              <form.Field key={f.name} name={f.name}>
                {(field) => (
                  <TextField
                    label={f.label}
                    isRequired={f.name === 'name' || f.name === 'address'}
                    inputMode={f.numeric ? 'numeric' : undefined}
                    name={field.name}
                    value={field.state.value}
                    onChange={field.handleChange}
                    errorMessage={otherError(field.state.meta.errors, SUBMISSION_MESSAGES.propertyRequired)}
                  />
                )}
              </form.Field>
            ))}
            <form.Field name="sprinklered">
              {(field) => (
                <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                  Sprinklered
                </Checkbox>
              )}
            </form.Field>
          </div>
          <div className={styles.row}>
            <Button type="submit" variant="secondary">
              <PlusIcon />
              Add Property
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const emptyVehicle = () => ({
  fleetId: '',
  make: '',
  model: '',
  year: '',
  vin: '',
  value: '',
  // Spec section 9: vehicles are in commercial use unless the broker says otherwise.
  usage: 'Commercial',
});

type VehicleValues = ReturnType<typeof emptyVehicle>;

const VEHICLE_FIELDS: { name: Exclude<keyof VehicleValues, 'usage'>; label: string; numeric?: boolean }[] = [
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'year', label: 'Year', numeric: true },
  { name: 'vin', label: 'VIN' },
  { name: 'value', label: 'Value', numeric: true },
  { name: 'fleetId', label: 'Fleet ID' },
];

const USAGE_OPTIONS = VEHICLE_USAGES.map((u) => ({ id: u, label: u }));

/** Add Vehicle: make and model are required (WizardVehicleSchema). */
export function VehicleForm({ onAdd }: { onAdd: (row: VehicleRow) => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    defaultValues: emptyVehicle(),
    validators: { onSubmit: schemaValidator(WizardVehicleSchema) },
    onSubmitInvalid: ({ formApi }) => {
      const errors = Object.values(formApi.state.fieldMeta).flatMap((m) => m?.errors ?? []);
      setAlert(errors.some((e) => fieldError([e]) === SUBMISSION_MESSAGES.vehicleRequired) ? SUBMISSION_MESSAGES.vehicleRequired : null);
    },
    onSubmit: ({ value, formApi }) => {
      setAlert(null);
      onAdd({ ...v.parse(WizardVehicleSchema, value), key: rowKey() });
      formApi.reset(emptyVehicle());
    },
  });

  return (
    <Card as="section" aria-labelledby="add-vehicle-title">
      <CardHeader>
        <CardTitle id="add-vehicle-title">Add Vehicle</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {alert ? <Alert variant="destructive">{alert}</Alert> : null}
          <div className={styles.formGrid3}>
            {VEHICLE_FIELDS.map((f) => (
              <form.Field key={f.name} name={f.name}>
                {(field) => (
                  <TextField
                    label={f.label}
                    isRequired={f.name === 'make' || f.name === 'model'}
                    inputMode={f.numeric ? 'numeric' : undefined}
                    name={field.name}
                    value={field.state.value}
                    onChange={field.handleChange}
                    errorMessage={otherError(field.state.meta.errors, SUBMISSION_MESSAGES.vehicleRequired)}
                  />
                )}
              </form.Field>
            ))}
            <form.Field name="usage">
              {(field) => (
                <Select
                  label="Usage"
                  items={USAGE_OPTIONS}
                  selectedKey={field.state.value}
                  onSelectionChange={(key) => field.handleChange(String(key))}
                />
              )}
            </form.Field>
          </div>
          <div className={styles.row}>
            <Button type="submit" variant="secondary">
              <PlusIcon />
              Add Vehicle
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
