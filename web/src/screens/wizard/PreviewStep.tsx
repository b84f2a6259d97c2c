import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { COVERAGE_LABELS, PRIORITY_LABELS, TRANSACTION_TYPE_LABELS, isCoverageComplete, missingInformation } from '@workbench/core';
import { Alert, Badge, Button, Card, CardContent, CardHeader, CardTitle, Switch, useToast } from '@workbench/ui-kit';
import { formatDate, formatMoney } from '../../format.ts';
import { NOTIFICATION_TOAST_MS, useClientNotification } from '../../components/useClientNotification.ts';
import { ClientOnFileNotice } from '../../components/ClientOnFileNotice.tsx';
import { clientsOnFile, createSubmission, submissionFailureMessage, type ClientOnFile } from '../../queries/wizard.queries.ts';
import { draftClient, newClientOf, selectedCoverages, type CoverageDraft } from './draft.ts';
import { submissionBody } from './submission.ts';
import { storeScheduleFiles } from './scheduleFiles.ts';
import { backPath, stepLabel, STEP_TITLES } from './steps.ts';
import { useCurrentUser, useLeaveWizard, useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import { StepHeader, WizardFooter } from './WizardLayout.tsx';
import * as styles from './wizard.css.ts';

const money = (n: number | null) => formatMoney(n, { cents: 'always', missing: 'Not set' });

/** Step 4 'Preview and Submit'. */
export function PreviewStep() {
  const { draft, update, reset } = useWizardDraft();
  const user = useCurrentUser();
  const leave = useLeaveWizard();
  const go = useWizardNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const notifyClient = useClientNotification();
  const [submitting, setSubmitting] = useState(false);
  const coverages = selectedCoverages(draft);
  const client = draftClient(draft);
  const isNewClient = newClientOf(draft) !== null;
  // The clients on file a new client would repeat, as the server named them when it refused the save.
  const [onFile, setOnFile] = useState<ClientOnFile[]>([]);

  const save = async (confirmDuplicate = false) => {
    setSubmitting(true);
    setOnFile([]);
    try {
      let created: Awaited<ReturnType<typeof createSubmission>>;
      try {
        created = await createSubmission(submissionBody(draft, { confirmDuplicate }));
      } catch (error) {
        const same = clientsOnFile(error);
        if (same.length > 0) {
          setOnFile(same);
          return;
        }
        const message = submissionFailureMessage(error);
        toast({ variant: 'destructive', title: 'Error', description: message });
        throw new Error(message);
      }
      toast({ title: 'Success', description: 'Submission created successfully' });
      // The schedules' files become the saved submission's documents; one that cannot is named for the broker.
      const notStored = await storeScheduleFiles(created.id, draft);
      if (notStored.length > 0) {
        toast({
          variant: 'destructive',
          title: 'Documents not kept',
          description: `${notStored.join(', ')} could not be kept with ${created.submissionId}: upload ${notStored.length === 1 ? 'it' : 'them'} on its Documents tab.`,
          duration: NOTIFICATION_TOAST_MS,
        });
      }
      if (draft.shareWithClient && client?.email) {
        await notifyClient({ to: client.email, submissionId: created.submissionId, clientName: client.name, brokerName: user.fullName });
      }
      reset();
      await queryClient.invalidateQueries({ queryKey: ['submissions'] });
      // The draft has ended: the saved submission takes the wizard's place in the history.
      await leave({ to: '/submissions/$id', params: { id: created.submissionId } });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description:
          error instanceof Error && error.message ? error.message : 'There was an error saving your submission. Please try again.',
        duration: NOTIFICATION_TOAST_MS,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <StepHeader title={STEP_TITLES.preview} counter={stepLabel('preview')} />

      <div className={styles.summaryGrid}>
        <Card as="section" aria-labelledby="preview-client-title">
          <CardHeader>
            <CardTitle id="preview-client-title">Client Information</CardTitle>
          </CardHeader>
          <CardContent>
            {client ? (
              <dl className={styles.detailList}>
                <Pair term="Company" value={client.name} />
                <Pair term="Contact Person" value={client.contactPerson} />
                <Pair term="Email" value={client.email} />
                <Pair term="Phone" value={client.phone} />
                <Pair term="Address" value={client.address} />
                {isNewClient ? <Pair term="Record" value="New client, created when the submission is saved" /> : null}
              </dl>
            ) : (
              <Alert variant="warning">No client selected. Go back to Client Details to choose one.</Alert>
            )}
            {onFile.length > 0 ? (
              <ClientOnFileNotice clients={onFile} onCreateAnyway={() => void save(true)} isPending={submitting} />
            ) : null}
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="preview-details-title">
          <CardHeader>
            <CardTitle id="preview-details-title">Submission Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className={styles.detailList}>
              <div className={styles.detailPair}>
                <dt className={styles.detailTerm}>Status</dt>
                <dd className={styles.detailValue}>
                  <Badge tone="neutral" dot data-status="draft">
                    Draft
                  </Badge>
                </dd>
              </div>
              <Pair term="Transaction Type" value={TRANSACTION_TYPE_LABELS[draft.transactionType]} />
              <Pair term="Priority" value={PRIORITY_LABELS[draft.priority]} />
              <Pair term="Due Date" value={draft.dueDate ? formatDate(draft.dueDate) : null} />
              <Pair term="Description" value={draft.description} />
              <Pair term="Notes" value={draft.notes.length ? draft.notes.join(' · ') : null} />
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card as="section" aria-labelledby="preview-coverages-title">
        <CardHeader>
          <CardTitle id="preview-coverages-title">Selected Coverages ({coverages.length})</CardTitle>
        </CardHeader>
        <CardContent className={styles.stack}>
          {coverages.length === 0 ? (
            <Alert variant="warning">No coverages have been selected. Please go back and select at least one coverage.</Alert>
          ) : (
            coverages.map((c) => <CoveragePreview key={c.coverage} entry={c} />)
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Switch isSelected={draft.shareWithClient} onChange={(shareWithClient) => update((d) => ({ ...d, shareWithClient }))}>
            Share with Client
          </Switch>
          <p className={styles.muted}>
            {!client
              ? 'Choose a client to share the submission with.'
              : client.email
                ? `When sharing is on, ${client.email} is e-mailed once the submission is saved.`
                : 'This client has no e-mail address, so no notification can be sent.'}
          </p>
        </CardContent>
      </Card>

      <WizardFooter
        onBack={() => go(backPath({ kind: 'step', step: 'preview' }))}
        primary={
          <Button onPress={() => void save()} isDisabled={submitting || coverages.length === 0}>
            {submitting ? 'Saving...' : 'Save Submission'}
          </Button>
        }
      />
    </>
  );
}

function Pair({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className={styles.detailPair}>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{value?.trim() ? value : 'Not provided'}</dd>
    </div>
  );
}

function CoveragePreview({ entry }: { entry: CoverageDraft }) {
  const complete = isCoverageComplete(entry, 'preview');
  const label = COVERAGE_LABELS[entry.coverage];
  // A schedule alone makes a coverage complete; its missing limit or deductible is still worth saying.
  const missingTerms = missingInformation({ coverages: [entry] }).find((m) => m.key === 'coverageTerms');
  return (
    <section aria-label={label} className={styles.coverageSection}>
      <div className={styles.row}>
        <h4 className={styles.sectionTitle}>{label}</h4>
        <Badge tone={complete ? 'green' : 'amber'} dot>
          {complete ? 'Complete' : 'Incomplete'}
        </Badge>
        {missingTerms ? <span className={styles.muted}>{missingTerms.message}</span> : null}
      </div>
      <dl className={styles.detailList}>
        <Pair term="Limit" value={money(entry.limit)} />
        <Pair term="Deductible" value={money(entry.deductible)} />
        <Pair term="Premium" value={money(entry.premium)} />
        {entry.notes.trim() ? <Pair term="Notes" value={entry.notes} /> : null}
      </dl>
      {entry.properties.length > 0 ? (
        <div>
          <p className={styles.muted}>Properties ({entry.properties.length})</p>
          <ul className={styles.warningList}>
            {entry.properties.map((p) => (
              <li key={p.key}>{[p.name, p.address, p.city, p.state].filter(Boolean).join(', ')}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {entry.vehicles.length > 0 ? (
        <div>
          <p className={styles.muted}>Vehicles ({entry.vehicles.length})</p>
          <ul className={styles.warningList}>
            {entry.vehicles.map((v) => (
              <li key={v.key}>{[v.year, v.make, v.model, v.vin].filter(Boolean).join(' ')}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
