import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NewClaimSchema, type Policy, type Property } from '@workbench/core';
import { Alert, Button, Card, CardContent, DatePicker, Link, Select, Spinner, TextArea, TextField, useToast } from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { refusedFieldError, type RefusedFields } from '../../forms/fieldErrors.ts';
import * as formStyles from '../../forms/forms.css.ts';
import { bound, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { productLabel } from '../../format.ts';
import { claimKeys, reportClaim } from '../../queries/claims.queries.ts';
import { policiesQueryOptions } from '../../queries/customer.queries.ts';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { ClaimFilePicker } from './ClaimFiles.tsx';
import * as styles from './claims.css.ts';

/** The Where select's choice for an address not on the policy's schedule. */
const OTHER = 'other';

type Values = v.InferInput<typeof NewClaimSchema>;

/** A schedule row's address on one line ('12 Main St, Springfield, IL 62701'); none for a row without one. */
function addressOf(property: Property): string | undefined {
  const place = [property.address, property.city, [property.state, property.zipCode].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return place || undefined;
}

/** The addresses of the policy's schedule, from the submission it was written from (when the customer may see it). */
function useScheduleAddresses(policy: Policy | undefined): { addresses: string[]; isLoading: boolean } {
  const submissionId = policy?.submissionId ?? '';
  const query = useQuery({ ...submissionQueryOptions(submissionId), enabled: !!submissionId, retry: false });
  const addresses = [...new Set((query.data?.properties ?? []).map(addressOf).filter((a): a is string => !!a))];
  return { addresses: submissionId ? addresses : [], isLoading: !!submissionId && query.isPending };
}

const policyLabel = (p: Policy) => `${p.policyNumber} · ${productLabel(p.product)}`;

/** /customer/claims/new: first notice of a loss on one of the customer's policies, with photos and documents. */
export function ReportClaimScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const policies = useQuery(policiesQueryOptions());
  const [files, setFiles] = useState<File[]>([]);
  const [place, setPlace] = useState<string>();
  const [refused, setRefused] = useState<RefusedFields>();
  // A refusal is said beside the Report loss button, never in a toast that could lie over it.
  const [failure, setFailure] = useState<string>();
  const [policyId, setPolicyId] = useState('');
  const schedule = useScheduleAddresses(policies.data?.find((p) => p.id === policyId));

  const submit = useMutation({
    mutationFn: (values: v.InferOutput<typeof NewClaimSchema>) => reportClaim(values, files),
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
      toast({ title: 'Loss reported', description: `Your claim ${claim.reference} has been reported.` });
      void navigate({ to: '/customer/claims/$reference', params: { reference: claim.reference } });
    },
  });

  const form = useForm({
    defaultValues: { policyId: '', lossDate: '', location: '', description: '', estimatedAmount: '' } as Values,
    ...schemaChecked(NewClaimSchema),
    onSubmit: async ({ value }) => {
      const values = v.parse(NewClaimSchema, value);
      setRefused(undefined);
      setFailure(undefined);
      try {
        await submit.mutateAsync(values);
      } catch (error) {
        setRefused({ values: value, issues: fieldIssues(error) });
        setFailure(errorMessage(error, 'Failed to report the loss'));
      }
    },
  });

  /** A field's own message, else the server's refusal of the value it holds. */
  const errorOf = (field: { name: string; state: { value: unknown; meta: { isBlurred: boolean; errors: readonly unknown[] } } }) =>
    shownError(field) ?? refusedFieldError(refused, field.name, field.state.value);
  /** What a text input takes from its field. */
  const typed = <T,>(field: Parameters<typeof bound<T>>[0] & { name: string }) => ({
    validationBehavior: 'aria' as const,
    ...bound(field),
    errorMessage: errorOf(field),
  });

  if (policies.isPending) return <Spinner label="Loading your policies" />;
  const options = (policies.data ?? []).map((p) => ({ id: p.id, label: policyLabel(p) }));

  return (
    <Page>
      <PageHeader
        title="Report a loss"
        subtitle="Tell us what happened; we will acknowledge your claim and keep you posted here and by e-mail."
        actions={<Link href="/customer/claims">Back to Claims</Link>}
      />
      <Card className={styles.formCard}>
        <CardContent>
          {policies.isError || options.length === 0 ? (
            <p className={styles.muted}>
              {policies.isError ? 'Your policies could not be loaded.' : 'You have no policy to report a loss on yet.'}
            </p>
          ) : (
            <form
              id={form.formId}
              noValidate
              aria-label="Report a loss"
              className={formStyles.form}
              onSubmit={(event) => {
                event.preventDefault();
                // A pending button submits nothing, but Enter in a field still can: the form waits for the save under way.
                if (!submit.isPending) void form.handleSubmit();
              }}
            >
              <form.Field name="policyId">
                {(field) => (
                  <Select
                    label="Which policy"
                    isRequired
                    placeholder="Choose a policy"
                    items={options}
                    selectedKey={field.state.value || null}
                    onSelectionChange={(key) => {
                      field.handleChange(String(key));
                      setPolicyId(String(key));
                      setPlace(undefined);
                      form.setFieldValue('location', '');
                    }}
                    onBlur={field.handleBlur}
                    errorMessage={errorOf(field)}
                  />
                )}
              </form.Field>
              <form.Field name="lossDate">
                {(field) => (
                  <DatePicker
                    label="When did it happen"
                    isRequired
                    validationBehavior="aria"
                    value={field.state.value || null}
                    onChange={(value) => field.handleChange(value ?? '')}
                    onBlur={field.handleBlur}
                    errorMessage={errorOf(field)}
                  />
                )}
              </form.Field>
              {schedule.isLoading ? <Spinner label="Loading the policy's locations" /> : null}
              {schedule.addresses.length > 0 ? (
                <form.Field name="location">
                  {(field) => (
                    <Select
                      label="Where did it happen"
                      isRequired
                      placeholder="Choose a location"
                      items={[...schedule.addresses.map((a) => ({ id: a, label: a })), { id: OTHER, label: 'Another address' }]}
                      selectedKey={place ?? null}
                      onSelectionChange={(key) => {
                        const choice = String(key);
                        setPlace(choice);
                        field.handleChange(choice === OTHER ? '' : choice);
                      }}
                      onBlur={field.handleBlur}
                      errorMessage={place === OTHER ? undefined : errorOf(field)}
                    />
                  )}
                </form.Field>
              ) : null}
              {schedule.isLoading || (schedule.addresses.length > 0 && place !== OTHER) ? null : (
                <form.Field name="location">
                  {(field) => (
                    <TextField
                      label={place === OTHER ? 'Address' : 'Where did it happen'}
                      isRequired
                      autoComplete="street-address"
                      {...typed(field)}
                    />
                  )}
                </form.Field>
              )}
              <form.Field name="description">
                {(field) => <TextArea label="What happened" isRequired rows={5} {...typed(field)} />}
              </form.Field>
              <form.Field name="estimatedAmount">
                {(field) => (
                  <TextField
                    label="Estimated amount (optional)"
                    description="In dollars, your best guess of the loss"
                    inputMode="decimal"
                    validationBehavior="aria"
                    {...bound(field)}
                    value={field.state.value == null ? '' : String(field.state.value)}
                    errorMessage={errorOf(field)}
                  />
                )}
              </form.Field>
              <ClaimFilePicker
                label="Photos and documents"
                files={files}
                onChange={setFiles}
                isDisabled={submit.isPending}
                errorMessage={refused?.issues.find((i) => i.path === 'documents')?.message}
              />
              {failure ? (
                <Alert variant="destructive" title="The loss was not reported">
                  {failure}
                </Alert>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit" isPending={submit.isPending} pendingLabel="Reporting...">
                  Report loss
                </Button>
                <Link href="/customer/claims" buttonVariant="outline">
                  Cancel
                </Link>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
