import { type ReactNode, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CancellationSchema,
  CertificateHolderSchema,
  ENDORSEMENT_KINDS,
  ENDORSEMENT_KIND_LABELS,
  EndorsementSchema,
  RENEWAL_STATUS_LABELS,
  type PolicyDetail,
  type RenewalStatus,
} from '@workbench/core';
import { Button, DatePicker, Select, TextArea, TextField, useToast } from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { refusedFieldError, type RefusedFields } from '../../forms/fieldErrors.ts';
import * as formStyles from '../../forms/forms.css.ts';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { formatMoney } from '../../format.ts';
import {
  addCertificateHolder,
  addEndorsement,
  cancelPolicy,
  policyKeys,
  startRenewal,
  updateRenewal,
} from '../../queries/policies.queries.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import * as styles from '../claims/claims.css.ts';
import { CertificateHolderFields, CertificateTermsFields } from './CertificateTerms.tsx';

import { ENDORSEMENT_VEHICLE_FIELDS, ENDORSEMENT_VEHICLE_LABELS, NO_VEHICLE } from './endorsementVehicle.ts';
type FieldLike = { name: string; state: { value: unknown; meta: { isBlurred: boolean; errors: readonly unknown[] } } };

/** A form's field message: its own, else the server's refusal of the value it still holds. */
const errorFor = (refused: RefusedFields | undefined) => (field: FieldLike) =>
  shownError(field) ?? refusedFieldError(refused, field.name, field.state.value);

/**
 * The skeleton every policy form shares: a named form checked by its core schema on submit (not the
 * browser's), with its fields and its actions row.
 */
function PolicyFormShell({
  form,
  label,
  children,
  actions,
}: {
  form: { formId: string; handleSubmit: () => Promise<unknown> };
  label: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <form
      id={form.formId}
      aria-label={label}
      noValidate
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}

type TextFieldLike = FieldLike & { handleChange: (value: string) => void; handleBlur: () => void };

/** A required date of a policy form, as the DatePicker takes it. */
const requiredDate = (field: TextFieldLike, errorOf: (field: FieldLike) => string | undefined) => ({
  isRequired: true,
  validationBehavior: 'aria' as const,
  value: (field.state.value as string) || null,
  onChange: (value: string | null) => field.handleChange(value ?? ''),
  onBlur: field.handleBlur,
  errorMessage: errorOf(field),
});

/** Saves a change to the policy and puts the answer in place; errors become a toast and field messages. */
function usePolicyChange(policy: PolicyDetail, failure: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [refused, setRefused] = useState<RefusedFields>();
  const run = async <T,>(values: T, send: () => Promise<PolicyDetail>, done: (p: PolicyDetail) => string) => {
    setRefused(undefined);
    try {
      const updated = await send();
      queryClient.setQueryData(policyKeys.detail(policy.id), updated);
      void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      toast({ title: done(updated) });
      return true;
    } catch (error) {
      setRefused({ values: values as Record<string, unknown>, issues: fieldIssues(error) });
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, failure) });
      return false;
    }
  };
  return { refused, run, errorOf: errorFor(refused) };
}

const RENEWAL_CHOICES = (['remarketing', 'quoted', 'renewed', 'lapsed'] as const).map((s) => ({ id: s, label: RENEWAL_STATUS_LABELS[s] }));

/** Start the renewal, or record where it stands and its decision (a renewal states the renewed premium). */
export function RenewalForm({ policy }: { policy: PolicyDetail }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [status, setStatus] = useState<Exclude<RenewalStatus, 'not_started'>>(
    policy.renewalStatus === 'not_started' ? 'remarketing' : (policy.renewalStatus as 'remarketing'),
  );
  const [premium, setPremium] = useState('');
  const [problem, setProblem] = useState<string>();
  const start = useMutation({
    mutationFn: () => startRenewal(policy.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(policyKeys.detail(policy.id), updated);
      void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      toast({ title: 'Renewal started', description: `${updated.renewalSubmissionRef} was created for ${updated.policyNumber}.` });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to start the renewal') }),
  });
  const record = useMutation({
    mutationFn: () => updateRenewal(policy.id, { status, renewedPremium: status === 'renewed' ? premium : null }),
    onSuccess: (updated) => {
      setProblem(undefined);
      queryClient.setQueryData(policyKeys.detail(policy.id), updated);
      void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      toast({ title: `Renewal ${RENEWAL_STATUS_LABELS[updated.renewalStatus].toLowerCase()}` });
    },
    onError: (error) => {
      setProblem(fieldIssues(error).find((i) => i.path === 'renewedPremium')?.message);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to record the renewal') });
    },
  });
  if (policy.renewalStatus === 'not_started') {
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>No renewal yet. Starting one creates a renewal submission with this policy's coverages and schedule.</p>
        <div className={styles.actions}>
          <Button isDisabled={start.isPending} onPress={() => start.mutate()}>
            Start renewal
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      aria-label="Record the renewal"
      noValidate
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate();
      }}
    >
      <div className={formStyles.row}>
        <Select
          label="Renewal status"
          items={RENEWAL_CHOICES}
          selectedKey={status}
          onSelectionChange={(key) => setStatus(String(key) as typeof status)}
        />
        {status === 'renewed' ? (
          <TextField
            label="Renewed premium"
            description={`Last premium ${formatMoney(policy.premium)}`}
            inputMode="decimal"
            isRequired
            validationBehavior="aria"
            value={premium}
            onChange={setPremium}
            errorMessage={problem}
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={record.isPending}>
          {status === 'renewed' || status === 'lapsed' ? 'Record decision' : 'Update renewal'}
        </Button>
      </div>
    </form>
  );
}

const KIND_OPTIONS = ENDORSEMENT_KINDS.map((kind) => ({ id: kind, label: ENDORSEMENT_KIND_LABELS[kind] }));
type EndorsementValues = v.InferInput<typeof EndorsementSchema>;

/** A mid-term change: what changes, from when, and the premium it adds or returns. */
export function EndorsementForm({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy, 'Failed to record the endorsement');
  const form = useForm({
    defaultValues: {
      kind: 'add_location',
      effectiveDate: '',
      description: '',
      premiumAdjustment: '',
      vehicle: NO_VEHICLE,
    } as EndorsementValues,
    ...schemaChecked(EndorsementSchema),
    onSubmit: async ({ value, formApi }) => {
      const ok = await change.run(
        value,
        () => addEndorsement(policy.id, v.parse(EndorsementSchema, value)),
        (p) => `Endorsement recorded: version ${p.version}`,
      );
      if (ok) formApi.reset();
    },
  });
  return (
    <PolicyFormShell
      form={form}
      label="Record an endorsement"
      actions={
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" isDisabled={submitting}>
              Record endorsement
            </Button>
          )}
        </form.Subscribe>
      }
    >
      <div className={formStyles.row}>
        <form.Field name="kind">
          {(field) => <Select label="Change" isRequired items={KIND_OPTIONS} {...boundChoice(field)} onBlur={field.handleBlur} />}
        </form.Field>
        <form.Field name="effectiveDate">
          {(field) => <DatePicker label="Effective date" {...requiredDate(field, change.errorOf)} />}
        </form.Field>
        <form.Field name="premiumAdjustment">
          {(field) => (
            <TextField
              label="Premium adjustment"
              description="Negative for a return of premium"
              inputMode="decimal"
              isRequired
              validationBehavior="aria"
              {...bound(field)}
              value={String(field.state.value ?? '')}
              errorMessage={change.errorOf(field)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="description">
        {(field) => (
          <TextArea
            label="Description"
            isRequired
            rows={3}
            validationBehavior="aria"
            {...bound(field)}
            errorMessage={change.errorOf(field)}
          />
        )}
      </form.Field>
    </PolicyFormShell>
  );
}

type CancellationValues = v.InferInput<typeof CancellationSchema>;

/** Cancels the policy from a date, for a reason, with the premium returned; asks first. */
export function CancellationForm({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy, 'Failed to cancel the policy');
  const [confirming, setConfirming] = useState<CancellationValues>();
  const form = useForm({
    defaultValues: { date: '', reason: '', returnPremium: '' } as CancellationValues,
    ...schemaChecked(CancellationSchema),
    onSubmit: async ({ value }) => setConfirming(value),
  });
  return (
    <PolicyFormShell
      form={form}
      label="Cancel the policy"
      actions={
        <Button type="submit" variant="outline">
          Cancel policy
        </Button>
      }
    >
      <div className={formStyles.row}>
        <form.Field name="date">{(field) => <DatePicker label="Cancellation date" {...requiredDate(field, change.errorOf)} />}</form.Field>
        <form.Field name="returnPremium">
          {(field) => (
            <TextField
              label="Return premium"
              inputMode="decimal"
              isRequired
              validationBehavior="aria"
              {...bound(field)}
              value={String(field.state.value ?? '')}
              errorMessage={change.errorOf(field)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="reason">
        {(field) => (
          <TextArea label="Reason" isRequired rows={2} validationBehavior="aria" {...bound(field)} errorMessage={change.errorOf(field)} />
        )}
      </form.Field>
      <ConfirmDialog
        title={`Cancel policy ${policy.policyNumber}?`}
        description="A cancelled policy takes no more endorsements, renewals or certificates."
        confirmLabel="Cancel policy"
        isOpen={!!confirming}
        onOpenChange={(open) => (open ? null : setConfirming(undefined))}
        onConfirm={() => {
          const values = confirming!;
          setConfirming(undefined);
          void change.run(
      {/* A change that adds or removes a vehicle names it, so the policy's vehicle schedule follows. */}
      <form.Subscribe selector={(s) => s.values.kind}>
        {(kind) => {
          const fields = ENDORSEMENT_VEHICLE_FIELDS[kind];
          return fields ? (
            <div role="group" className={formStyles.row} aria-label={kind === 'add_vehicle' ? 'Vehicle added' : 'Vehicle removed'}>
              {fields.map((name) => (
                <form.Field key={name} name={`vehicle.${name}`}>
                  {(field) => (
                    <TextField
                      label={ENDORSEMENT_VEHICLE_LABELS[name]}
                      isRequired={name !== 'value'}
                      inputMode={name === 'year' || name === 'value' ? 'decimal' : undefined}
                      validationBehavior="aria"
                      {...bound(field)}
                      value={String(field.state.value ?? '')}
                      errorMessage={change.errorOf(field)}
                    />
                  )}
                </form.Field>
              ))}
            </div>
          ) : null;
        }}
      </form.Subscribe>
            values,
            () => cancelPolicy(policy.id, v.parse(CancellationSchema, values)),
            () => 'Policy cancelled',
          );
        }}
      />
    </PolicyFormShell>
  );
}

type HolderValues = v.InferInput<typeof CertificateHolderSchema>;

/** Adds a holder, with its wording, to the client's master list. */
export function HolderForm({ policy, onAdded }: { policy: PolicyDetail; onAdded: (id: string) => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [refused, setRefused] = useState<RefusedFields>();
  const errorOf = errorFor(refused);
  const form = useForm({
    defaultValues: { name: '', address: '', additionalInsured: false, waiverOfSubrogation: false, wording: '' } as HolderValues,
    ...schemaChecked(CertificateHolderSchema),
    onSubmit: async ({ value, formApi }) => {
      setRefused(undefined);
      try {
        const holder = await addCertificateHolder(policy.id, v.parse(CertificateHolderSchema, value));
        await queryClient.invalidateQueries({ queryKey: policyKeys.holders(policy.id) });
        toast({ title: 'Certificate holder added', description: holder.name });
        onAdded(holder.id);
        formApi.reset();
      } catch (error) {
        setRefused({ values: value, issues: fieldIssues(error) });
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to add the holder') });
      }
    },
  });
  return (
    <PolicyFormShell
      form={form}
      label="Add a certificate holder"
      actions={
        <Button type="submit" variant="outline">
          Add holder
        </Button>
      }
    >
      <CertificateHolderFields form={form} names={{ name: 'name', address: 'address' }} errorOf={errorOf} />
      <CertificateTermsFields form={form} errorOf={errorOf} />
    </PolicyFormShell>
  );
}
