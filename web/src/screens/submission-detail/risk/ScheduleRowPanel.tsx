import { useState, type ReactNode } from 'react';
import { useStore } from '@tanstack/react-form';
import type { GenericSchema } from 'valibot';
import { Badge, Button, DetailList, Dialog, SidePanel, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { useScheduleForm, type FieldSlot } from './ScheduleFields.tsx';
import { FormElement } from '../../../forms/FormElement.tsx';
import * as styles from './risk.css.ts';
import { reviewValue } from '../../../components/ReviewValue.tsx';
import { SCHEDULE_FIELD_LABELS, awaitsReview, type CellSources, type ScheduleField } from '@workbench/core';
import { EditConflict, useVersionedSave } from '../../../components/EditConflict.tsx';

type ScheduleRow = { needsReview: string[]; sources?: CellSources; version: number };

/** A value of the row, highlighted with a 'Needs review' badge while the extractor's guess awaits a check. */
export type Flag<Row> = (field: keyof Row & string, text: string) => ReactNode;

export interface ScheduleRowKind<Row extends ScheduleRow, Draft> {
  /** 'location' or 'vehicle', for messages. */
  noun: string;
  schema: GenericSchema;
  toDraft: (row: Row) => Draft;
  title: (row: Row | null, editing: boolean) => string;
  description: (row: Row | null) => string | undefined;
  /** How the saved or removed row is named in toasts. */
  name: (value: Row | Draft) => string;
  details: (row: Row, flag: Flag<Row>) => { label: string; value: ReactNode }[];
  /** The form's fields as labelled, for showing both versions when someone else saved the row first. */
  labels: Partial<Record<keyof Draft & string, string>>;
  Fields: (props: { field: FieldSlot<Draft> }) => ReactNode;
}

interface ScheduleRowPanelProps<Row extends ScheduleRow, Draft> {
  kind: ScheduleRowKind<Row, Draft>;
  row: Row | null;
  onClose: () => void;
  /** Writes `draft` over `row` as read (its version sent back, so a save over someone else's is refused). */
  onSave: (row: Row, draft: Draft) => Promise<unknown>;
  onRemove: (row: Row) => Promise<unknown>;
  /** The row can only be read: its submission has been decided, and the server refuses edits and removals. */
  readOnly?: boolean;
}

/** A schedule's fields as the column mapping names them, by key. */
export const scheduleLabels = (fields: readonly ScheduleField[]): Partial<Record<string, string>> =>
  Object.fromEntries(fields.map((key) => [key, SCHEDULE_FIELD_LABELS[key]]));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The side panel of one schedule row (spec 'Location Details' / 'Vehicle Details'): every field with
 * 'Not available' for missing ones and low-confidence values flagged, Edit that validates and saves, and
 * Remove after a confirmation; only the fields when the row is read-only.
 */
export function ScheduleRowPanel<Row extends ScheduleRow, Draft extends object>({
  kind,
  row,
  onClose,
  onSave,
  onRemove,
  readOnly = false,
}: ScheduleRowPanelProps<Row, Draft>) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  // The row as it was when Edit was pressed: the save writes over that version, even when the screen has since
  // shown someone else's change to it.
  const [opened, setOpened] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const Noun = capitalised(kind.noun);
  const edit = useVersionedSave<Row, Draft>(onSave);
  const saved = (draft: Draft) => {
    toast({ title: `${Noun} updated`, description: `${kind.name(draft)} was saved.` });
    setEditing(false);
  };
  const { form, field } = useScheduleForm({
    defaults: row ? kind.toDraft(row) : ({} as Draft),
    schema: kind.schema,
    onSubmit: async (draft) => {
      if (!row) return;
      try {
        if (await edit.submit(opened ?? row, draft)) saved(draft);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, `Failed to save the ${kind.noun}`) });
      }
    },
  });
  const saving = useStore(form.store, (state) => state.isSubmitting);

  const stopEditing = () => {
    edit.dismiss();
    setEditing(false);
  };
  const close = () => {
    stopEditing();
    onClose();
  };

  const remove = async () => {
    if (!row) return;
    setRemoving(true);
    try {
      await onRemove(row);
      toast({ title: `${Noun} removed`, description: `${kind.name(row)} was removed from the schedule.` });
      setConfirming(false);
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Remove failed', description: errorMessage(error, `Failed to remove the ${kind.noun}`) });
    } finally {
      setRemoving(false);
    }
  };

  const flag: Flag<Row> = (field, text) => {
    if (!row || !awaitsReview(row, field)) return row ? reviewValue(row, field, text) : text;
    return (
      <>
        {reviewValue(row, field, text)} {/* The value already says it needs review to screen readers; the badge is for the eye. */}
        <span aria-hidden="true">
          <Badge tone="yellow">Needs review</Badge>
        </span>
      </>
    );
  };

  const { Fields } = kind;
  return (
    <>
      <SidePanel
        title={kind.title(row, editing && !readOnly)}
        description={kind.description(row)}
        isOpen={row !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        actions={
          // Keys: the Save button is not the Edit button that was just pressed, so that press's click does not submit.
          readOnly ? undefined : editing ? (
            <>
              <Button key="cancel" variant="outline" onPress={stopEditing}>
                Cancel
              </Button>
              <Button key="save" type="submit" form={form.formId} isPending={saving} pendingLabel="Saving...">
                Save
              </Button>
            </>
          ) : (
            <>
              <Button key="remove" variant="outline" onPress={() => setConfirming(true)}>
                Remove
              </Button>
              <Button
                key="edit"
                variant="secondary"
                onPress={() => {
                  if (!row) return;
                  form.reset(kind.toDraft(row));
                  setOpened(row);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            </>
          )
        }
      >
        {row && editing && !readOnly ? (
          <>
            <EditConflict edit={edit} labels={kind.labels} onSaved={saved} onKeptTheirs={stopEditing} />
            <FormElement form={form}>
              <Fields field={field} />
            </FormElement>
          </>
        ) : null}
        {row && (!editing || readOnly) ? (
          <>
            {/* Asking to check values only where they can still be corrected. */}
            {row.needsReview.length > 0 && !readOnly ? (
              <p className={styles.reviewNote}>Highlighted values were extracted with low confidence: please check them.</p>
            ) : null}
            <DetailList items={kind.details(row, flag)} />
          </>
        ) : null}
      </SidePanel>
      <Dialog
        title={`Remove this ${kind.noun}?`}
        description={row ? `${kind.name(row)} will be removed from the schedule. The history keeps a record of the change.` : undefined}
        isOpen={confirming}
        onOpenChange={setConfirming}
        footer={(closeDialog) => (
          <>
            <Button variant="outline" onPress={closeDialog}>
              Cancel
            </Button>
            <Button variant="destructive" onPress={() => void remove()} isPending={removing} pendingLabel="Removing...">
              Remove {Noun}
            </Button>
          </>
        )}
      />
    </>
  );
}
