import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { SUBMISSION_MESSAGES, VEHICLE_USAGES, WizardPropertySchema, WizardVehicleSchema } from '@workbench/core';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Checkbox, PlusIcon, Select, TextField } from '@workbench/ui-kit';
import { rowKey, type PropertyRow, type VehicleRow } from './draft.ts';
import { firstError, schemaValidator } from '../../forms/fieldErrors.ts';
import * as styles from './wizard.css.ts';

type Values = Record<string, string | boolean>;

type FieldSpec = { name: string; label: string } & (
  | { kind?: 'text'; numeric?: boolean; required?: boolean }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: { id: string; label: string }[] }
);

interface ItemFormSpec<Row> {
  /** 'Property' or 'Vehicle': the card says 'Add Property', and so does its button. */
  noun: string;
  empty: () => Values;
  fields: FieldSpec[];
  schema: v.GenericSchema<unknown, Omit<Row, 'key'>>;
  /** The schema's 'at least ...' message, said once in the form's alert rather than under each field. */
  ruleMessage: string;
}

/** An 'Add ...' card of the schedule step: checked with the core wizard schema, cleared after each add. */
function ItemForm<Row extends { key: string }>({ spec, onAdd }: { spec: ItemFormSpec<Row>; onAdd: (row: Row) => void }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    defaultValues: spec.empty(),
    validators: { onSubmit: schemaValidator(spec.schema) },
    onSubmitInvalid: ({ formApi }) => {
      const errors = Object.values(formApi.state.fieldMeta).flatMap((m) => m?.errors ?? []);
      setAlert(errors.some((e) => firstError([e]) === spec.ruleMessage) ? spec.ruleMessage : null);
    },
    onSubmit: ({ value, formApi }) => {
      setAlert(null);
      onAdd({ ...v.parse(spec.schema, value), key: rowKey() } as Row);
      formApi.reset(spec.empty());
    },
  });
  /** Field errors other than the 'at least ...' rule, which the alert already says. */
  const otherError = (errors: readonly unknown[]) => {
    const message = firstError(errors);
    return message === spec.ruleMessage ? undefined : message;
  };
  const titleId = `add-${spec.noun.toLowerCase()}-title`;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Add {spec.noun}</CardTitle>
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
            {spec.fields.map((f) => (
              <form.Field key={f.name} name={f.name}>
                {(field) =>
                  f.kind === 'checkbox' ? (
                    <Checkbox isSelected={field.state.value === true} onChange={field.handleChange}>
                      {f.label}
                    </Checkbox>
                  ) : f.kind === 'select' ? (
                    <Select
                      label={f.label}
                      items={f.options}
                      selectedKey={String(field.state.value)}
                      onSelectionChange={(key) => field.handleChange(String(key))}
                    />
                  ) : (
                    <TextField
                      label={f.label}
                      isRequired={f.required}
                      inputMode={f.numeric ? 'numeric' : undefined}
                      name={field.name}
                      value={String(field.state.value)}
                      onChange={field.handleChange}
                      errorMessage={otherError(field.state.meta.errors)}
                    />
                  )
                }
              </form.Field>
            ))}
          </div>
          <div className={styles.row}>
            <Button type="submit" variant="secondary">
              <PlusIcon />
              Add {spec.noun}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const PROPERTY: ItemFormSpec<PropertyRow> = {
  noun: 'Property',
  empty: () => ({
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
    // A property added in the wizard is owned unless the broker says otherwise.
    ownership: 'Owner',
    buildingValue: '',
    contentsValue: '',
    biValue: '',
    otherValue: '',
    tiv: '',
    currency: '',
  }),
  fields: [
    { name: 'name', label: 'Property Name', required: true },
    { name: 'address', label: 'Address', required: true },
    { name: 'city', label: 'City' },
    { name: 'state', label: 'State' },
    { name: 'zipCode', label: 'ZIP Code' },
    { name: 'yearBuilt', label: 'Year Built', numeric: true },
    { name: 'constructionType', label: 'Construction Type' },
    { name: 'occupancyType', label: 'Occupancy Type' },
    { name: 'squareFootage', label: 'Square Footage', numeric: true },
    { name: 'stories', label: 'Stories', numeric: true },
    { name: 'ownership', label: 'Ownership' },
    { name: 'sprinklered', label: 'Sprinklered', kind: 'checkbox' },
    { name: 'buildingValue', label: 'Building Value', numeric: true },
    { name: 'contentsValue', label: 'Contents Value', numeric: true },
    { name: 'biValue', label: 'Business Interruption Value', numeric: true },
    { name: 'otherValue', label: 'Other Value', numeric: true },
    // Left empty, the total is the sum of the values above.
    { name: 'tiv', label: 'Total Insured Value', numeric: true },
    { name: 'currency', label: 'Currency' },
  ],
  schema: WizardPropertySchema as v.GenericSchema<unknown, Omit<PropertyRow, 'key'>>,
  ruleMessage: SUBMISSION_MESSAGES.propertyRequired,
};

const VEHICLE: ItemFormSpec<VehicleRow> = {
  noun: 'Vehicle',
  empty: () => ({
    fleetId: '',
    make: '',
    model: '',
    year: '',
    vin: '',
    value: '',
    // Vehicles are in commercial use unless the broker says otherwise.
    usage: 'Commercial',
  }),
  fields: [
    { name: 'make', label: 'Make', required: true },
    { name: 'model', label: 'Model', required: true },
    { name: 'year', label: 'Year', numeric: true },
    { name: 'vin', label: 'VIN' },
    { name: 'value', label: 'Value', numeric: true },
    { name: 'fleetId', label: 'Fleet ID' },
    { name: 'usage', label: 'Usage', kind: 'select', options: VEHICLE_USAGES.map((u) => ({ id: u, label: u })) },
  ],
  schema: WizardVehicleSchema as v.GenericSchema<unknown, Omit<VehicleRow, 'key'>>,
  ruleMessage: SUBMISSION_MESSAGES.vehicleRequired,
};

/** Add Property: name and address are required (WizardPropertySchema). */
export const PropertyForm = ({ onAdd }: { onAdd: (row: PropertyRow) => void }) => <ItemForm spec={PROPERTY} onAdd={onAdd} />;

/** Add Vehicle: make and model are required (WizardVehicleSchema). */
export const VehicleForm = ({ onAdd }: { onAdd: (row: VehicleRow) => void }) => <ItemForm spec={VEHICLE} onAdd={onAdd} />;
