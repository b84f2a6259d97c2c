import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { LOSS_RUN_STATUS_LABELS, LOSS_RUN_STATUSES, parseCents, RECORD_CHANGED, type LossClaim, type LossRunStatus } from '@workbench/core';
import { Select, TextField, useToast } from '@workbench/ui-kit';
import { ApiError, errorMessage } from '../../api/client.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { bound, boundChoice } from '../../forms/schemaForm.ts';
import { lossHistoryCalls, lossHistoryKeys } from '../../queries/loss-history.queries.ts';
import * as styles from './parties.css.ts';

const MONEY = [
  ['reserve', 'Reserve'],
  ['paid', 'Paid'],
  ['recovered', 'Recovered'],
  ['incurred', 'Incurred'],
] as const;

const STATUS_CHOICES = LOSS_RUN_STATUSES.map((status) => ({ id: status, label: LOSS_RUN_STATUS_LABELS[status] }));
const asAmount = (cents: number) => (cents / 100).toFixed(2);

/** Staff correct a claim of the loss history over the version they opened; the change goes to its history. */
export function LossClaimDialog({ clientId, claim, onClose }: { clientId: string; claim: LossClaim; onClose: () => void }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: lossHistoryKeys.of(clientId) });
  const form = useForm({
    defaultValues: {
      status: claim.status as LossRunStatus,
      reserve: asAmount(claim.reserve),
      paid: asAmount(claim.paid),
      recovered: asAmount(claim.recovered),
      incurred: asAmount(claim.incurred),
      closeDate: claim.closeDate ?? '',
      adjuster: claim.adjuster ?? '',
    },
    onSubmit: async ({ value }) => {
      const amounts = Object.fromEntries(MONEY.map(([key]) => [key, parseCents(value[key])]));
      const unreadable = MONEY.find(([key]) => amounts[key] === undefined);
      if (unreadable) {
        toast({ variant: 'destructive', title: 'Claim not saved', description: `${unreadable[1]} must be an amount` });
        return;
      }
      try {
        await lossHistoryCalls.edit(clientId, claim.id, {
          status: value.status,
          reserve: amounts.reserve!,
          paid: amounts.paid!,
          recovered: amounts.recovered!,
          incurred: amounts.incurred!,
          closeDate: value.closeDate.trim() || null,
          adjuster: value.adjuster,
          version: claim.version,
        });
        await refresh();
        toast({ title: 'Claim saved', description: `Claim ${claim.claimNumber}; the change is in its history.` });
        onClose();
      } catch (error) {
        const changed = error instanceof ApiError && error.code === RECORD_CHANGED;
        if (changed) await refresh();
        toast({
          variant: 'destructive',
          title: 'Claim not saved',
          description: changed
            ? 'Someone else changed this claim since you opened it; it now shows their version.'
            : errorMessage(error, 'Failed to save the claim'),
        });
        if (changed) onClose();
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={`Edit claim ${claim.claimNumber}`}
      description="Amounts in dollars. Each change is recorded in the loss history with your name."
      isOpen
      onClose={onClose}
      form={form}
      submitLabel="Save claim"
      pendingLabel="Saving..."
      isSubmitting={submitting}
      className={styles.formGrid}
    >
      <form.Field name="status">{(field) => <Select label="Status" items={STATUS_CHOICES} {...boundChoice(field)} />}</form.Field>
      <form.Field name="closeDate">{(field) => <TextField label="Date closed" description="YYYY-MM-DD" {...bound(field)} />}</form.Field>
      {MONEY.map(([key, label]) => (
        <form.Field key={key} name={key}>
          {(field) => <TextField label={label} inputMode="decimal" {...bound(field)} />}
        </form.Field>
      ))}
      <form.Field name="adjuster">{(field) => <TextField label="Adjuster" className={styles.wide} {...bound(field)} />}</form.Field>
    </FormDialog>
  );
}
