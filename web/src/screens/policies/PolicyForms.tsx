import { type ReactNode, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
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
import { EditConflict, useVersionedSave } from '../../components/EditConflict.tsx';
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

/**
 * A required text of a policy form (an amount, a vehicle's detail, a description), bound to its field and
 * showing its own message or the server's refusal of it: `<TextField label=… {...requiredText(field, errorOf)} />`.
 */
function requiredText<T>(field: Parameters<typeof bound<T>>[0] & FieldLike, errorOf: (field: FieldLike) => string | undefined) {
  return {
    ...bound(field),
    isRequired: true,
    validationBehavior: 'aria' as const,
    value: String(field.state.value ?? ''),
    errorMessage: errorOf(field),
  };
}

/**
 * What a refused policy edit shows of the policy: its terms as the other person left them beside the terms
 * this person's change would have left, so each sees what the other did before choosing.
 */
interface PolicyTerms {
  premium: string;
  endorsements: string;
  renewal: string;
  cancellation: string;
}
const POLICY_TERM_LABELS: Record<keyof PolicyTerms, string> = {
  premium: 'Premium',
  endorsements: 'Endorsements',
  renewal: 'Renewal',
  cancellation: 'Cancellation',
};
type TermsOf = Pick<PolicyDetail, 'premium' | 'endorsements' | 'renewalStatus' | 'cancellation'>;
const endorsementsText = (count: number, latest: string | undefined) => (latest ? `${count}, latest: ${latest}` : String(count));
const cancellationText = (c: { date: string; reason: string } | null) => (c ? `From ${c.date}: ${c.reason}` : '');
const policyTerms = (policy: TermsOf): PolicyTerms => ({
  premium: formatMoney(policy.premium),
  endorsements: endorsementsText(policy.endorsements.length, policy.endorsements[0]?.description),
  renewal: RENEWAL_STATUS_LABELS[policy.renewalStatus],
  cancellation: cancellationText(policy.cancellation),
});

/**
 * Saves a change to the policy over the record version it was opened at and puts the answer in place. When
 * someone else changed the policy first, the change is kept with both versions of its terms until the person
 * applies it again over theirs or keeps theirs (`conflict`, shown by PolicyConflict); other errors become a
 * toast and field messages. `mine` says how the change leaves the policy's terms.
 */
function usePolicyChange<V extends object>(
  policy: PolicyDetail,
  failure: string,
  send: (id: string, values: V, recordVersion: number) => Promise<PolicyDetail>,
  mine: (opened: PolicyDetail, values: V) => Partial<PolicyTerms>,
  done: (p: PolicyDetail) => string,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [refused, setRefused] = useState<RefusedFields>();
  const put = (updated: PolicyDetail) => {
    queryClient.setQueryData(policyKeys.detail(policy.id), updated);
    void queryClient.invalidateQueries({ queryKey: policyKeys.all });
  };
  const conflict = useVersionedSave<PolicyDetail, V & PolicyTerms>(async (base, draft) => {
    const updated = await send(policy.id, draft, base.recordVersion);
    put(updated);
    toast({ title: done(updated) });
  }, policyTerms);
  const run = async (values: V): Promise<boolean> => {
    setRefused(undefined);
    try {
      return await conflict.submit(policy, { ...values, ...policyTerms(policy), ...mine(policy, values) });
    } catch (error) {
      setRefused({ values: values as Record<string, unknown>, issues: fieldIssues(error) });
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, failure) });
      return false;
    }
  };
  return { refused, run, errorOf: errorFor(refused), conflict, put };
}

/** The refusal of a policy edit someone else overtook: both versions of the terms, Apply my change again or Keep theirs. */
function PolicyConflict<V extends object>({ change, onSaved }: { change: ReturnType<typeof usePolicyChange<V>>; onSaved?: () => void }) {
  return (
    <EditConflict
      edit={change.conflict}
      labels={POLICY_TERM_LABELS as Partial<Record<keyof (V & PolicyTerms) & string, string>>}
      onSaved={() => onSaved?.()}
      onKeptTheirs={change.put}
    />
  );
}

const RENEWAL_CHOICES = (['remarketing', 'quoted', 'renewed', 'lapsed'] as const).map((s) => ({ id: s, label: RENEWAL_STATUS_LABELS[s] }));

/** Start the renewal, or record where it stands and its decision (a renewal states the renewed premium). */
type RenewalValues = { status: Exclude<RenewalStatus, 'not_started'>; renewedPremium: string | null };

export function RenewalForm({ policy }: { policy: PolicyDetail }) {
  const [status, setStatus] = useState<Exclude<RenewalStatus, 'not_started'>>(
    policy.renewalStatus === 'not_started' ? 'remarketing' : (policy.renewalStatus as 'remarketing'),
  );
  const [premium, setPremium] = useState('');
  const [pending, setPending] = useState(false);
  const start = usePolicyChange<object>(
    policy,
    'Failed to start the renewal',
    (id, _values, recordVersion) => startRenewal(id, { recordVersion }),
    () => ({ renewal: RENEWAL_STATUS_LABELS.remarketing }),
    (updated) => `Renewal started: ${updated.renewalSubmissionRef} was created for ${updated.policyNumber}.`,
  );
  const record = usePolicyChange<RenewalValues>(
    policy,
    'Failed to record the renewal',
    (id, values, recordVersion) => updateRenewal(id, { status: values.status, renewedPremium: values.renewedPremium, recordVersion }),
    (_opened, values) => ({
      renewal: `${RENEWAL_STATUS_LABELS[values.status]}${values.status === 'renewed' && values.renewedPremium ? ` at ${values.renewedPremium}` : ''}`,
    }),
    (updated) => `Renewal ${RENEWAL_STATUS_LABELS[updated.renewalStatus].toLowerCase()}`,
  );
  const problem = record.refused?.issues.find((i) => i.path === 'renewedPremium')?.message;
  const sending = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };
  if (policy.renewalStatus === 'not_started') {
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>No renewal yet. Starting one creates a renewal submission with this policy's coverages and schedule.</p>
        <PolicyConflict change={start} />
        <div className={styles.actions}>
          <Button isDisabled={pending} onPress={() => void sending(() => start.run({}))}>
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
        void sending(() => record.run({ status, renewedPremium: status === 'renewed' ? premium : null }));
      }}
    >
      <PolicyConflict change={record} />
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
        <Button type="submit" isDisabled={pending}>
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
  const change = usePolicyChange<EndorsementValues>(
    policy,
    'Failed to record the endorsement',
    (id, values, recordVersion) => addEndorsement(id, { ...v.parse(EndorsementSchema, values), recordVersion }),
    (opened, values) => {
      const adjustment = Number(v.parse(EndorsementSchema, values).premiumAdjustment);
      return {
        premium: formatMoney(opened.premium + adjustment),
        endorsements: endorsementsText(opened.endorsements.length + 1, values.description),
      };
    },
    (p) => `Endorsement recorded: version ${p.version}`,
  );
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
      if (await change.run(value)) formApi.reset();
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
      <PolicyConflict change={change} onSaved={() => form.reset()} />
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
              {...requiredText(field, change.errorOf)}
            />
          )}
        </form.Field>
      </div>
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
                      inputMode={name === 'year' || name === 'value' ? 'decimal' : undefined}
                      {...requiredText(field, change.errorOf)}
                      isRequired={name !== 'value'}
                    />
                  )}
                </form.Field>
              ))}
            </div>
          ) : null;
        }}
      </form.Subscribe>
      <form.Field name="description">
        {(field) => <TextArea label="Description" rows={3} {...requiredText(field, change.errorOf)} />}
      </form.Field>
    </PolicyFormShell>
  );
}

type CancellationValues = v.InferInput<typeof CancellationSchema>;

/** Cancels the policy from a date, for a reason, with the premium returned; asks first. */
export function CancellationForm({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange<CancellationValues>(
    policy,
    'Failed to cancel the policy',
    (id, values, recordVersion) => cancelPolicy(id, { ...v.parse(CancellationSchema, values), recordVersion }),
    (_opened, values) => ({ cancellation: cancellationText({ date: values.date, reason: values.reason }) }),
    () => 'Policy cancelled',
  );
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
      <PolicyConflict change={change} />
      <div className={formStyles.row}>
        <form.Field name="date">{(field) => <DatePicker label="Cancellation date" {...requiredDate(field, change.errorOf)} />}</form.Field>
        <form.Field name="returnPremium">
          {(field) => <TextField label="Return premium" inputMode="decimal" {...requiredText(field, change.errorOf)} />}
        </form.Field>
      </div>
      <form.Field name="reason">{(field) => <TextArea label="Reason" rows={2} {...requiredText(field, change.errorOf)} />}</form.Field>
      <ConfirmDialog
        title={`Cancel policy ${policy.policyNumber}?`}
        description="A cancelled policy takes no more endorsements, renewals or certificates."
        confirmLabel="Cancel policy"
        isOpen={!!confirming}
        onOpenChange={(open) => (open ? null : setConfirming(undefined))}
        onConfirm={() => {
          const values = confirming!;
          setConfirming(undefined);
          void change.run(values);
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
