import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  PRIOR_COVERAGE_LINES,
  PRIOR_COVERAGE_LINE_LABELS,
  PriorCarrierInputSchema,
  describePriorCarrier,
  type ClientRecord,
  type PriorCarrier,
} from '@workbench/core';
import { Button, DatePicker, PlusIcon, Select, SectionCard, TextField, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { formatDate, formatMoney } from '../../format.ts';
import { clientCalls, clientKeys } from '../../queries/clients.queries.ts';
import { EditableItem } from './EditableItem.tsx';
import * as styles from './parties.css.ts';

const LINE_CHOICES = PRIOR_COVERAGE_LINES.map((id) => ({ id, label: PRIOR_COVERAGE_LINE_LABELS[id] }));

interface Listed extends PriorCarrier {
  id: string;
  index: number;
}

/**
 * The insurance the client held before, as an application's prior-carrier section asks for it: each line and
 * term with its carrier, policy number and premium. Every change sends the whole list over the version of the
 * client shown, so two people editing it cannot overwrite each other unseen.
 */
export function PriorCarriersSection({ record }: { record: ClientRecord }) {
  const { client } = record;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Listed | 'new' | null>(null);
  const [removing, setRemoving] = useState<Listed | null>(null);
  const editable = !record.mergedInto;
  const rows: Listed[] = client.priorCarriers.map((p, index) => ({ ...p, index, id: String(index) }));
  const save = useMutation({
    mutationFn: (list: PriorCarrier[]) => clientCalls.update(client.id, { priorCarriers: list }, client.version),
    onSuccess: (updated) => queryClient.setQueryData(clientKeys.record(client.id), updated),
    onError: () => void queryClient.invalidateQueries({ queryKey: clientKeys.record(client.id) }),
  });
  const saveList = async (list: PriorCarrier[], title: string, description: string) => {
    try {
      await save.mutateAsync(list);
      toast({ title, description });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Prior carriers not saved',
        description: errorMessage(error, 'Failed to save the prior carriers'),
      });
      return false;
    }
  };
  return (
    <SectionCard
      id="client-prior-carriers"
      title={`Prior carriers (${rows.length})`}
      actions={
        editable ? (
          <Button variant="outline" size="sm" onPress={() => setEditing('new')}>
            <PlusIcon />
            Add prior carrier
          </Button>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <p className={styles.muted}>No prior insurance recorded. Applications ask for the last five years of each line.</p>
      ) : (
        <ul className={styles.list} aria-label="Prior carriers">
          {rows.map((p) => (
            <EditableItem
              key={p.id}
              title={`${PRIOR_COVERAGE_LINE_LABELS[p.line]} · ${p.carrier}`}
              meta={[
                `${formatDate(p.effectiveDate)} – ${formatDate(p.expiryDate)}`,
                p.policyNumber,
                p.premium === null ? null : formatMoney(p.premium, { cents: 'never' }),
              ]
                .filter(Boolean)
                .join(' · ')}
              name={describePriorCarrier(p)}
              onEdit={editable ? () => setEditing(p) : undefined}
              onRemove={editable ? () => setRemoving(p) : undefined}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <PriorCarrierDialog
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(entry) => {
            const list =
              editing === 'new' ? [...client.priorCarriers, entry] : client.priorCarriers.map((p, i) => (i === editing.index ? entry : p));
            return saveList(list, editing === 'new' ? 'Prior carrier added' : 'Prior carrier saved', describePriorCarrier(entry));
          }}
        />
      ) : null}
      <ConfirmDialog
        title="Remove this prior carrier?"
        description={removing ? `${describePriorCarrier(removing)}. The client's history keeps that it was removed and by whom.` : ''}
        confirmLabel="Remove prior carrier"
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onConfirm={() => {
          if (removing)
            void saveList(
              client.priorCarriers.filter((_, i) => i !== removing.index),
              'Prior carrier removed',
              describePriorCarrier(removing),
            );
          setRemoving(null);
        }}
      />
    </SectionCard>
  );
}

function PriorCarrierDialog({
  entry,
  onClose,
  onSave,
}: {
  entry: PriorCarrier | null;
  onClose: () => void;
  onSave: (entry: PriorCarrier) => Promise<boolean>;
}) {
  const form = useForm({
    defaultValues: {
      line: entry?.line ?? '',
      carrier: entry?.carrier ?? '',
      policyNumber: entry?.policyNumber ?? '',
      // A date picker with no date holds null; the schema then says the date is wanted.
      effectiveDate: (entry?.effectiveDate ?? null) as string | null,
      expiryDate: (entry?.expiryDate ?? null) as string | null,
      premium: entry?.premium?.toString() ?? '',
    },
    ...schemaChecked(PriorCarrierInputSchema),
    onSubmit: async ({ value }) => {
      if (await onSave(v.parse(PriorCarrierInputSchema, value))) onClose();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={entry ? 'Edit prior carrier' : 'Add prior carrier'}
      description="A policy the client held before, as applications ask for it."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel={entry ? 'Save prior carrier' : 'Add prior carrier'}
      pendingLabel="Saving..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <form.Field name="line">
        {(field) => <Select label="Line" isRequired placeholder="Choose a line" items={LINE_CHOICES} {...boundChoice(field)} />}
      </form.Field>
      <form.Field name="carrier">{(field) => <TextField label="Carrier" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="effectiveDate">{(field) => <DatePicker label="Effective date" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="expiryDate">{(field) => <DatePicker label="Expiry date" isRequired {...bound(field)} />}</form.Field>
      <form.Field name="policyNumber">{(field) => <TextField label="Policy number" {...bound(field)} />}</form.Field>
      <form.Field name="premium">{(field) => <TextField label="Premium (USD)" inputMode="numeric" {...bound(field)} />}</form.Field>
    </FormDialog>
  );
}
