import { useState } from 'react';
import { VehicleInputSchema, type Vehicle } from '@workbench/core';
import { Badge, Button, DetailList, SidePanel, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { formatMoney, orNotAvailable } from '../format.ts';
import { validate, type FieldErrors } from '../validate.ts';
import { VehicleFields, vehicleDraft, type VehicleDraft } from './ScheduleFields.tsx';
import * as styles from './risk.css.ts';

interface VehiclePanelProps {
  vehicle: Vehicle | null;
  onClose: () => void;
  onSave: (row: Vehicle, draft: VehicleDraft) => Promise<unknown>;
}

export const vehicleTitle = (v: Vehicle) => [v.year, v.make, v.model].filter((part) => part !== null && part !== '').join(' ') || 'Vehicle';

function flagged(row: Vehicle, field: keyof Vehicle, text: string) {
  if (!row.needsReview.includes(field)) return text;
  return (
    <>
      <mark className={styles.review}>{text}</mark> <Badge tone="yellow">Needs review</Badge>
    </>
  );
}

/** Spec 'Vehicle Details': titled year make model; every field, Edit that saves, and Close. */
export function VehiclePanel({ vehicle, onClose, onSave }: VehiclePanelProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<VehicleDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDraft(null);
    setErrors({});
    onClose();
  };

  const save = async () => {
    if (!vehicle || !draft) return;
    const checked = validate(VehicleInputSchema, draft);
    if (checked.errors) return setErrors(checked.errors);
    setSaving(true);
    try {
      await onSave(vehicle, draft);
      toast({ title: 'Vehicle updated', description: `${[draft.year, draft.make, draft.model].filter(Boolean).join(' ') || 'The vehicle'} was saved.` });
      setDraft(null);
      setErrors({});
    } catch (error) {
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the vehicle') });
    } finally {
      setSaving(false);
    }
  };

  const row = vehicle;
  return (
    <SidePanel
      title={row ? (draft ? `Edit ${vehicleTitle(row)}` : vehicleTitle(row)) : 'Vehicle Details'}
      description="Vehicle Details"
      isOpen={row !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      actions={
        draft ? (
          <>
            <Button variant="outline" onPress={() => setDraft(null)}>Cancel</Button>
            <Button onPress={() => void save()} isPending={saving} pendingLabel="Saving...">Save</Button>
          </>
        ) : (
          <Button variant="secondary" onPress={() => row && setDraft(vehicleDraft(row))}>Edit</Button>
        )
      }
    >
      {row && draft ? <VehicleFields value={draft} onChange={setDraft} errors={errors} /> : null}
      {row && !draft ? (
        <>
          {row.needsReview.length > 0 ? <p className={styles.reviewNote}>Highlighted values were extracted with low confidence: please check them.</p> : null}
          <DetailList
            items={[
              { label: 'Fleet ID', value: flagged(row, 'fleetId', orNotAvailable(row.fleetId)) },
              { label: 'Usage', value: flagged(row, 'usage', orNotAvailable(row.usage)) },
              { label: 'VIN', value: flagged(row, 'vin', orNotAvailable(row.vin)) },
              { label: 'Make', value: flagged(row, 'make', orNotAvailable(row.make)) },
              { label: 'Model', value: flagged(row, 'model', orNotAvailable(row.model)) },
              { label: 'Year', value: flagged(row, 'year', orNotAvailable(row.year)) },
              { label: 'Value', value: flagged(row, 'value', formatMoney(row.value)) },
            ]}
          />
        </>
      ) : null}
    </SidePanel>
  );
}
