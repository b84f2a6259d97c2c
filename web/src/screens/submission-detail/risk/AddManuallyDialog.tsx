import type { ReactNode } from 'react';
import { useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { PropertyInputSchema, SUBMISSION_MESSAGES, VehicleInputSchema } from '@workbench/core';
import { Button, Dialog, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import {
  PropertyFields,
  VehicleFields,
  emptyProperty,
  emptyVehicle,
  useScheduleForm,
  type FieldSlot,
  type PropertyDraft,
  type VehicleDraft,
} from './ScheduleFields.tsx';
import { FormElement } from '../../../forms/FormElement.tsx';

interface AddManuallyDialogProps {
  kind: 'location' | 'vehicle' | null;
  onClose: () => void;
  onAddLocation: (draft: PropertyDraft) => Promise<unknown>;
  onAddVehicle: (draft: VehicleDraft) => Promise<unknown>;
}

/** Something typed in: the fields that start filled in (sprinklered, ownership, usage, currency) do not count. */
const hasAny = (draft: object) =>
  Object.entries(draft).some(
    ([key, value]) => value !== null && value !== '' && !['sprinklered', 'ownership', 'usage', 'currency'].includes(key),
  );

/** A row added by hand needs more than its starting values; the server's schema checks each field. */
const NEW_LOCATION = v.pipe(PropertyInputSchema, v.check(hasAny, SUBMISSION_MESSAGES.propertyRequired));
const NEW_VEHICLE = v.pipe(VehicleInputSchema, v.check(hasAny, SUBMISSION_MESSAGES.vehicleRequired));

/** 'Add Manually': one location or vehicle typed in, saved to the submission. */
export function AddManuallyDialog({ kind, onClose, onAddLocation, onAddVehicle }: AddManuallyDialogProps) {
  return (
    <>
      <AddRowDialog
        isOpen={kind === 'location'}
        noun="Location"
        description="Add a commercial property to this submission."
        defaults={emptyProperty}
        schema={NEW_LOCATION}
        fields={(field) => <PropertyFields field={field} />}
        onAdd={onAddLocation}
        onClose={onClose}
      />
      <AddRowDialog
        isOpen={kind === 'vehicle'}
        noun="Vehicle"
        description="Add a fleet vehicle to this submission."
        defaults={emptyVehicle}
        schema={NEW_VEHICLE}
        fields={(field) => <VehicleFields field={field} />}
        onAdd={onAddVehicle}
        onClose={onClose}
      />
    </>
  );
}

interface AddRowDialogProps<Draft> {
  isOpen: boolean;
  /** 'Location' or 'Vehicle': the dialog is 'Add Location', and so is its button. */
  noun: string;
  description: string;
  defaults: () => Draft;
  schema: v.GenericSchema;
  fields: (field: FieldSlot<Draft>) => ReactNode;
  onAdd: (draft: Draft) => Promise<unknown>;
  onClose: () => void;
}

function AddRowDialog<Draft extends object>({
  isOpen,
  noun,
  description,
  defaults,
  schema,
  fields,
  onAdd,
  onClose,
}: AddRowDialogProps<Draft>) {
  const { toast } = useToast();
  const { form, field } = useScheduleForm({
    defaults: defaults(),
    schema,
    onSubmit: async (draft) => {
      try {
        await onAdd(draft);
        toast({ title: `${noun} added`, description: 'The schedule was saved to the submission.' });
        close();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the schedule') });
      }
    },
  });
  const saving = useStore(form.store, (state) => state.isSubmitting);
  // The rule about the whole row shows after an attempt to add it, and goes once something is typed.
  const rowError = useStore(form.store, (state) => (state.submissionAttempts > 0 ? state.errorMap.onDynamic : undefined));

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog
      title={`Add ${noun}`}
      description={description}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={form.formId} isPending={saving} pendingLabel="Saving...">
            Add {noun}
          </Button>
        </>
      }
    >
      <FormElement form={form}>
        {typeof rowError === 'string' ? <p role="alert">{rowError}</p> : null}
        {fields(field)}
      </FormElement>
    </Dialog>
  );
}
