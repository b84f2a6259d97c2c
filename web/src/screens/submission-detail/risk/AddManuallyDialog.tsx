import { useState } from 'react';
import { PropertyInputSchema, VehicleInputSchema } from '@workbench/core';
import { Button, Dialog, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { validate, type FieldErrors } from '../validate.ts';
import { PropertyFields, VehicleFields, emptyProperty, emptyVehicle, type PropertyDraft, type VehicleDraft } from './ScheduleFields.tsx';

interface AddManuallyDialogProps {
  kind: 'location' | 'vehicle' | null;
  onClose: () => void;
  onAddLocation: (draft: PropertyDraft) => Promise<unknown>;
  onAddVehicle: (draft: VehicleDraft) => Promise<unknown>;
}

const hasAny = (draft: object) =>
  Object.entries(draft).some(([key, v]) => v !== null && v !== '' && !['sprinklered', 'ownership', 'usage'].includes(key));

/** 'Add Manually': one location or vehicle typed in, saved to the submission. */
export function AddManuallyDialog({ kind, onClose, onAddLocation, onAddVehicle }: AddManuallyDialogProps) {
  const { toast } = useToast();
  const [property, setProperty] = useState<PropertyDraft>(emptyProperty);
  const [vehicle, setVehicle] = useState<VehicleDraft>(emptyVehicle);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setProperty(emptyProperty());
    setVehicle(emptyVehicle());
    setErrors({});
  };

  const submit = async (close: () => void) => {
    const draft = kind === 'vehicle' ? vehicle : property;
    if (!hasAny(draft)) {
      setErrors({
        _form:
          kind === 'vehicle'
            ? 'Please provide at least the make and model of the vehicle.'
            : 'Please provide at least a name and address for the property.',
      });
      return;
    }
    const checked = kind === 'vehicle' ? validate(VehicleInputSchema, vehicle) : validate(PropertyInputSchema, property);
    if (checked.errors) return setErrors(checked.errors);
    setSaving(true);
    try {
      if (kind === 'vehicle') await onAddVehicle(vehicle);
      else await onAddLocation(property);
      toast({ title: kind === 'vehicle' ? 'Vehicle added' : 'Location added', description: 'The schedule was saved to the submission.' });
      reset();
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the schedule') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={kind === 'vehicle' ? 'Add Vehicle' : 'Add Location'}
      description={kind === 'vehicle' ? 'Add a fleet vehicle to this submission.' : 'Add a commercial property to this submission.'}
      isOpen={kind !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={() => void submit(close)} isPending={saving} pendingLabel="Saving...">
            {kind === 'vehicle' ? 'Add Vehicle' : 'Add Location'}
          </Button>
        </>
      )}
    >
      {errors._form ? <p role="alert">{errors._form}</p> : null}
      {kind === 'vehicle' ? (
        <VehicleFields value={vehicle} onChange={setVehicle} errors={errors} />
      ) : (
        <PropertyFields value={property} onChange={setProperty} errors={errors} />
      )}
    </Dialog>
  );
}
