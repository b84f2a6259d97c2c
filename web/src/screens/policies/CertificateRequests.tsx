import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CERTIFICATE_REQUEST_STATUS_LABELS,
  CertificateRequestSchema,
  DeclineCertificateRequestSchema,
  isStandardWording,
  wordingSummary,
  type CertificateRequest,
  type CertificateRequestStatus,
  type PolicyDetail,
} from '@workbench/core';
import { Badge, Button, Dialog, Select, TextArea, useToast } from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { refusedFieldError, type RefusedFields } from '../../forms/fieldErrors.ts';
import * as formStyles from '../../forms/forms.css.ts';
import { bound, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { formatDateTime } from '../../format.ts';
import {
  approveCertificateRequest,
  certificateHoldersQueryOptions,
  declineCertificateRequest,
  policyKeys,
  requestCertificate,
} from '../../queries/policies.queries.ts';
import { customerKeys } from '../../queries/customer.queries.ts';
import * as styles from '../claims/claims.css.ts';
import { CertificateHolderFields, CertificateTermsFields } from './CertificateTerms.tsx';

const STATUS_TONES: Record<CertificateRequestStatus, 'amber' | 'green' | 'red'> = { pending: 'amber', issued: 'green', declined: 'red' };

/** A request's status as a badge. */
export function RequestStatusBadge({ status }: { status: CertificateRequestStatus }) {
  return (
    <Badge dot tone={STATUS_TONES[status]}>
      {CERTIFICATE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The key of the holder choice that stands for a holder not on the list yet. */
const NEW_HOLDER = 'new';

type RequestValues = v.InferInput<typeof CertificateRequestSchema>;
const EMPTY: RequestValues = {
  holderId: '',
  holderName: '',
  holderAddress: '',
  additionalInsured: false,
  waiverOfSubrogation: false,
  wording: '',
};

/**
 * The portal's certificate request: a holder from the client's list or a new one, and the wording wanted.
 * It says before sending whether the wording is issued at once or waits for the broker, by core's rule.
 */
export function CertificateRequestForm({ policy }: { policy: PolicyDetail }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const holders = useQuery(certificateHoldersQueryOptions(policy.id));
  const [refused, setRefused] = useState<RefusedFields>();
  const form = useForm({
    defaultValues: EMPTY,
    ...schemaChecked(CertificateRequestSchema),
    onSubmit: async ({ value, formApi }) => {
      setRefused(undefined);
      try {
        const request = await requestCertificate(policy.id, v.parse(CertificateRequestSchema, value));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: policyKeys.detail(policy.id) }),
          queryClient.invalidateQueries({ queryKey: policyKeys.holders(policy.id) }),
          queryClient.invalidateQueries({ queryKey: customerKeys.policies }),
        ]);
        toast(
          request.status === 'issued'
            ? { title: 'Certificate issued', description: `Your certificate for ${request.holderName} is ready to download.` }
            : {
                title: 'Sent for approval',
                description: `Your broker approves the wording for ${request.holderName} before it is issued.`,
              },
        );
        formApi.reset();
      } catch (error) {
        setRefused({ values: value as Record<string, unknown>, issues: fieldIssues(error) });
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to request the certificate') });
      }
    },
  });
  const errorOf = (field: { name: string; state: { value: unknown; meta: { isBlurred: boolean; errors: readonly unknown[] } } }) =>
    shownError(field) ?? refusedFieldError(refused, field.name, field.state.value);
  const list = holders.data ?? [];
  const choices = [...list.map((h) => ({ id: h.id, label: `${h.name}, ${h.address}` })), { id: NEW_HOLDER, label: 'A new holder' }];
  return (
    <form
      id={form.formId}
      aria-labelledby={`${form.formId}-title`}
      noValidate
      className={formStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 id={`${form.formId}-title`} className={styles.entryTitle}>
        Request a certificate
      </h3>
      <form.Field name="holderId">
        {(field) => (
          <Select
            label="Certificate holder"
            description="Who the certificate is for: a landlord, a lender, a main contractor"
            items={choices}
            selectedKey={field.state.value || NEW_HOLDER}
            onSelectionChange={(key) => field.handleChange(key === NEW_HOLDER ? '' : String(key))}
            onBlur={field.handleBlur}
            errorMessage={errorOf(field)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.values.holderId}>
        {(holderId) =>
          holderId ? null : (
            <CertificateHolderFields form={form} names={{ name: 'holderName', address: 'holderAddress' }} errorOf={errorOf} />
          )
        }
      </form.Subscribe>
      <CertificateTermsFields form={form} errorOf={errorOf} />
      <form.Subscribe selector={(s) => s.values}>
        {(values) => {
          const holder = list.find((h) => h.id === values.holderId) ?? null;
          const asked = {
            additionalInsured: !!values.additionalInsured,
            waiverOfSubrogation: !!values.waiverOfSubrogation,
            wording: values.wording ?? '',
          };
          const standard = isStandardWording(asked, holder);
          return (
            <div className={styles.actions}>
              <p className={styles.muted} aria-live="polite">
                {standard
                  ? 'Standard wording: the certificate is issued at once.'
                  : `${wordingSummary(asked)[0]!.toUpperCase()}${wordingSummary(asked).slice(1)} needs your broker's approval before it is issued.`}
              </p>
              <form.Subscribe selector={(s) => s.isSubmitting}>
                {(submitting) => (
                  <Button type="submit" isDisabled={submitting}>
                    {standard ? 'Issue certificate' : 'Send for approval'}
                  </Button>
                )}
              </form.Subscribe>
            </div>
          );
        }}
      </form.Subscribe>
    </form>
  );
}

/**
 * The policy's certificate requests, pending ones first. Brokers and managers issue a pending one or
 * decline it with the reason the customer is told; the customer follows theirs here.
 */
export function CertificateRequestList({ policy, canDecide }: { policy: PolicyDetail; canDecide: boolean }) {
  const requests = [...policy.certificateRequests].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  const [declining, setDeclining] = useState<CertificateRequest>();
  if (requests.length === 0) return null;
  return (
    <>
      <h3 className={styles.entryTitle}>Requests</h3>
      <ul className={styles.list} aria-label="Certificate requests">
        {requests.map((r) => (
          <li key={r.id} className={styles.entry}>
            <span className={styles.entryHead}>
              <span className={styles.entryTitle}>{r.holderName}</span>
              <RequestStatusBadge status={r.status} />
            </span>
            <span className={styles.entryText}>
              {r.holderAddress} · {wordingSummary(r)}
              {r.wording ? `: “${r.wording}”` : ''}
            </span>
            <span className={styles.entryMeta}>
              Asked {formatDateTime(r.requestedAt)} by {r.requestedBy}
              {r.decidedAt ? ` · ${r.status === 'declined' ? 'Declined' : 'Issued'} ${formatDateTime(r.decidedAt)} by ${r.decidedBy}` : ''}
            </span>
            {r.declineReason ? <span className={styles.entryText}>Reason: {r.declineReason}</span> : null}
            {canDecide && r.status === 'pending' ? <DecisionButtons policy={policy} request={r} onDecline={() => setDeclining(r)} /> : null}
          </li>
        ))}
      </ul>
      {declining ? <DeclineDialog policy={policy} request={declining} onClose={() => setDeclining(undefined)} /> : null}
    </>
  );
}

function DecisionButtons({ policy, request, onDecline }: { policy: PolicyDetail; request: CertificateRequest; onDecline: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const approve = useMutation({
    mutationFn: () => approveCertificateRequest(policy.id, request.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: policyKeys.detail(policy.id) });
      toast({ title: 'Certificate issued', description: `${request.holderName}: the customer is told by mail.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to issue the certificate') }),
  });
  return (
    <span className={styles.actions}>
      <Button
        size="sm"
        isDisabled={approve.isPending}
        onPress={() => approve.mutate()}
        aria-label={`Approve and issue for ${request.holderName}`}
      >
        Approve and issue
      </Button>
      <Button size="sm" variant="outline" onPress={onDecline} aria-label={`Decline for ${request.holderName}`}>
        Decline
      </Button>
    </span>
  );
}

function DeclineDialog({ policy, request, onClose }: { policy: PolicyDetail; request: CertificateRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useForm({
    defaultValues: { reason: '' },
    ...schemaChecked(DeclineCertificateRequestSchema),
    onSubmit: async ({ value }) => {
      try {
        await declineCertificateRequest(policy.id, request.id, value.reason);
        void queryClient.invalidateQueries({ queryKey: policyKeys.detail(policy.id) });
        toast({ title: 'Request declined', description: `${request.holderName}: the customer is told why by mail.` });
        onClose();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to decline the request') });
      }
    },
  });
  return (
    <Dialog
      title={`Decline the certificate for ${request.holderName}?`}
      description={`Asked with ${wordingSummary(request)}. The customer is told the reason.`}
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form={form.formId}>
            Decline request
          </Button>
        </>
      }
    >
      <form
        id={form.formId}
        noValidate
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="reason">
          {(field) => (
            <TextArea label="Reason" isRequired rows={3} validationBehavior="aria" {...bound(field)} errorMessage={shownError(field)} />
          )}
        </form.Field>
      </form>
    </Dialog>
  );
}
