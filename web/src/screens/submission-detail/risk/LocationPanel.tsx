import { useState } from 'react';
import { PropertyInputSchema, type Property } from '@workbench/core';
import { Badge, Button, DetailList, SidePanel, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { formatSquareFeet, orNotAvailable, yesNo } from '../format.ts';
import { validate, type FieldErrors } from '../validate.ts';
import { PropertyFields, propertyDraft, type PropertyDraft } from './ScheduleFields.tsx';
import * as styles from './risk.css.ts';

interface LocationPanelProps {
  location: Property | null;
  onClose: () => void;
  onSave: (row: Property, draft: PropertyDraft) => Promise<unknown>;
}

function flagged(row: Property, field: keyof Property, text: string) {
  if (!row.needsReview.includes(field)) return text;
  return (
    <>
      <mark className={styles.review}>{text}</mark> <Badge tone="yellow">Needs review</Badge>
    </>
  );
}

/** Spec 'Location Details': every field of the row, 'Not available' for missing ones, and Edit that saves. */
export function LocationPanel({ location, onClose, onSave }: LocationPanelProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<PropertyDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setDraft(null);
    setErrors({});
    onClose();
  };

  const save = async () => {
    if (!location || !draft) return;
    const checked = validate(PropertyInputSchema, draft);
    if (checked.errors) return setErrors(checked.errors);
    setSaving(true);
    try {
      await onSave(location, draft);
      toast({ title: 'Location updated', description: `${draft.address ?? draft.name ?? 'The location'} was saved.` });
      setDraft(null);
      setErrors({});
    } catch (error) {
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the location') });
    } finally {
      setSaving(false);
    }
  };

  const row = location;
  return (
    <SidePanel
      title={draft ? 'Edit Location' : 'Location Details'}
      description={row?.name ?? undefined}
      isOpen={row !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      actions={
        draft ? (
          <>
            <Button variant="outline" onPress={() => setDraft(null)}>Cancel</Button>
            <Button onPress={() => void save()} isPending={saving} pendingLabel="Saving...">Save</Button>
          </>
        ) : (
          <Button variant="secondary" onPress={() => row && setDraft(propertyDraft(row))}>Edit</Button>
        )
      }
    >
      {row && draft ? <PropertyFields value={draft} onChange={setDraft} errors={errors} /> : null}
      {row && !draft ? (
        <>
          {row.needsReview.length > 0 ? <p className={styles.reviewNote}>Highlighted values were extracted with low confidence: please check them.</p> : null}
          <DetailList
            items={[
              { label: 'Address', value: flagged(row, 'address', orNotAvailable(row.address)) },
              { label: 'City', value: flagged(row, 'city', orNotAvailable(row.city)) },
              { label: 'State', value: flagged(row, 'state', orNotAvailable(row.state)) },
              { label: 'ZIP Code', value: flagged(row, 'zipCode', orNotAvailable(row.zipCode)) },
              { label: 'Year Built', value: flagged(row, 'yearBuilt', orNotAvailable(row.yearBuilt)) },
              { label: 'Construction Type', value: flagged(row, 'constructionType', orNotAvailable(row.constructionType)) },
              { label: 'Occupancy Type', value: flagged(row, 'occupancyType', orNotAvailable(row.occupancyType)) },
              { label: 'Square Footage', value: flagged(row, 'squareFootage', formatSquareFeet(row.squareFootage)) },
              { label: 'Stories', value: flagged(row, 'stories', orNotAvailable(row.stories)) },
              { label: 'Sprinklered', value: flagged(row, 'sprinklered', yesNo(row.sprinklered)) },
              { label: 'Ownership', value: flagged(row, 'ownership', orNotAvailable(row.ownership)) },
            ]}
          />
        </>
      ) : null}
    </SidePanel>
  );
}
