import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import {
  customerMayEdit,
  isOpenStatus,
  plural,
  type Property,
  type PropertyInput,
  type CustomerSubmission,
  type Vehicle,
  type VehicleInput,
} from '@workbench/core';
import {
  ArrowLeftIcon,
  Button,
  Dialog,
  Card,
  CardContent,
  Link,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toastClearance,
  useToast,
} from '@workbench/ui-kit';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/PageHeader.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { CustomerStatusBadge } from '../../../components/badges.tsx';
import { useErrorToast } from '../../../components/useErrorToast.ts';
import { MessagePage } from '../../../components/StatusPages.tsx';
import { formatDate, productLabel } from '../../../format.ts';
import { EditConflict, useVersionedSave } from '../../../components/EditConflict.tsx';
import {
  type RowEdit,
  savePropertyEdit,
  saveScheduleChanges,
  saveVehicleEdit,
  submitForReview,
} from '../../../queries/customer.queries.ts';
import { fetchSubmission, submissionKeys, submissionQueryOptions } from '../../../queries/submissions.queries.ts';
import { DocumentsTab } from './DocumentsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { CustomerProposals } from './CustomerProposals.tsx';
import { PROPERTY_FIELD_LABELS, VEHICLE_FIELD_LABELS } from './RowForm.tsx';
import { PropertiesTab, VehiclesTab } from './ScheduleTabs.tsx';
import { useScheduleDraft, type ScheduleDraft } from './scheduleDraft.ts';
import * as styles from './SubmissionDetail.css.ts';
import { ConversationPane } from '../../work-hub/ConversationPane.tsx';

function InfoCard({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Card as="section" aria-label={label}>
      <CardContent className={styles.infoBody}>
        <h2 className={styles.infoLabel}>{label}</h2>
        <span className={styles.infoValue}>{value?.trim() ? value : 'N/A'}</span>
      </CardContent>
    </Card>
  );
}

/**
 * Each edited row goes over the version it was read at: when staff changed the row since, the save stops
 * there and keeps both versions of it (theirs and the customer's edit over it) until the customer applies
 * the edit again or keeps theirs, as the staff forms do.
 */
function useRowEdits(routeId: string, submission: CustomerSubmission | undefined, draft: ScheduleDraft) {
  const queryClient = useQueryClient();
  const id = submission?.id ?? routeId;
  const property = useVersionedSave<Property, PropertyInput>((base, input) => savePropertyEdit(id, base.id, input, base.version));
  const vehicle = useVersionedSave<Vehicle, VehicleInput>((base, input) => saveVehicleEdit(id, base.id, input, base.version));
  /** The row is settled, the customer's way or theirs: its edit leaves the draft and the screen reads it again. */
  const settled = async (list: 'properties' | 'vehicles', rowId: string) => {
    (list === 'properties' ? draft.forgetProperties : draft.forgetVehicles)({ edited: rowId });
    queryClient.setQueryData(submissionKeys.detail(routeId), await fetchSubmission(id));
    await invalidateAfterChange(queryClient, routeId);
  };
  const edit = (list: 'properties' | 'vehicles', change: RowEdit<Property, PropertyInput> | RowEdit<Vehicle, VehicleInput>) =>
    list === 'properties'
      ? property.submit(change.opened as Property, change.input as PropertyInput)
      : vehicle.submit(change.opened as Vehicle, change.input as VehicleInput);
  return { property, vehicle, settled, edit };
}
type RowEdits = ReturnType<typeof useRowEdits>;

/**
 * Saves the draft's rows, then forgets them (the saved submission now holds them). A save stopped by an
 * edit someone else overtook forgets only what it sent, and answers false.
 */
function useSaveChanges(routeId: string, submission: CustomerSubmission | undefined, draft: ScheduleDraft, edits: RowEdits) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<boolean> => {
      if (!submission) return true;
      const complete = await saveScheduleChanges(submission.id, draft.changes, {
        edit: edits.edit,
        sent: (step) => {
          const forget = step.list === 'properties' ? draft.forgetProperties : draft.forgetVehicles;
          forget('added' in step ? { added: true } : { edited: step.edited });
        },
      });
      const fresh = await fetchSubmission(submission.id);
      // One render with the saved rows and an empty draft, so no row shows twice.
      queryClient.setQueryData(submissionKeys.detail(routeId), fresh);
      if (complete) draft.reset();
      return complete;
    },
    onSettled: () => invalidateAfterChange(queryClient, routeId),
  });
}

/** Both versions of a row whose save was refused for someone else's change, with the choice between them. */
function RowConflicts({ edits }: { edits: RowEdits }) {
  return (
    <>
      <EditConflict
        edit={edits.property}
        labels={PROPERTY_FIELD_LABELS}
        onSaved={() => void edits.settled('properties', edits.property.conflict?.theirs.id ?? '')}
        onKeptTheirs={(theirs) => void edits.settled('properties', theirs.id)}
      />
      <EditConflict
        edit={edits.vehicle}
        labels={VEHICLE_FIELD_LABELS}
        onSaved={() => void edits.settled('vehicles', edits.vehicle.conflict?.theirs.id ?? '')}
        onKeptTheirs={(theirs) => void edits.settled('vehicles', theirs.id)}
      />
    </>
  );
}

/** The submission as it stands when the server refused sending it again because it is in review already. */
function alreadyInReview(error: unknown): CustomerSubmission | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = error.current as CustomerSubmission | undefined;
  return current?.status === 'in_review' ? current : undefined;
}

/** Lists, activity and the other caches of this submission change with it. */
function invalidateAfterChange(queryClient: QueryClient, routeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionKeys.all, predicate: (q) => q.queryKey[2] !== routeId }),
    queryClient.invalidateQueries({ queryKey: ['customer'] }),
    queryClient.invalidateQueries({ queryKey: ['activity'] }),
  ]);
}

/** /customer/submissions/{id}: the customer's view of one submission, where they complete its schedules. */
export function CustomerSubmissionDetail({ id }: { id: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(submissionQueryOptions(id));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // A submission that is not there (or not shared) is what the screen says, not a failure to report as well.
  useErrorToast({ isError: query.isError && !notFound, errorUpdatedAt: query.errorUpdatedAt }, 'Failed to load submission details');
  const submission = query.data;
  const draft = useScheduleDraft(submission);
  const edits = useRowEdits(id, submission, draft);
  const save = useSaveChanges(id, submission, draft, edits);
  // Added and edited rows live only on this screen until saved: leaving asks first.
  useBlocker({
    shouldBlockFn: () =>
      draft.pendingCount > 0 && !window.confirm('You have unsaved changes to this submission. Leave without saving them?'),
    enableBeforeUnload: () => draft.pendingCount > 0,
  });

  // Unsaved rows are never sent along quietly: the customer chooses to save them, drop them, or stay.
  const [askUnsaved, setAskUnsaved] = useState(false);
  // Sending for review cannot be taken back by the customer: it is asked first, and asked once.
  const [confirming, setConfirming] = useState(false);
  const review = useMutation({
    mutationFn: async (unsaved: 'save' | 'discard' | 'none') => {
      if (!submission) return;
      if (unsaved === 'save') await save.mutateAsync();
      if (unsaved === 'discard') draft.reset();
      const updated = await submitForReview(submission.id);
      queryClient.setQueryData(submissionKeys.detail(id), updated);
    },
    onSuccess: async () => {
      toast({ title: 'Submitted for review', description: 'Your submission has been sent for underwriting review.' });
      await invalidateAfterChange(queryClient, id);
    },
    onError: async (error) => {
      // Sent already (a second tab, a request repeated): the screen shows where it stands, not a failure.
      const already = alreadyInReview(error);
      if (already) {
        queryClient.setQueryData(submissionKeys.detail(id), already);
        await invalidateAfterChange(queryClient, id);
        return;
      }
      toast({ variant: 'destructive', title: 'Submission failed', description: errorMessage(error, 'Could not submit for review') });
    },
    onSettled: () => setConfirming(false),
  });

  if (query.isPending) return <PageSpinner />;
  if (!submission) {
    return notFound ? (
      <MessagePage
        title="Submission not found"
        text="This submission does not exist or has not been shared with you."
        action={
          <Link href="/customer/submissions" buttonVariant="secondary">
            Back to Submissions
          </Link>
        }
      />
    ) : (
      <MessagePage
        title="Submission could not be loaded"
        text="Something went wrong while loading this submission."
        action={
          <Button variant="outline" onPress={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const onSave = () => {
    if (draft.pendingCount === 0) {
      toast({ title: 'No changes to save', description: 'Add or edit properties or vehicles first.' });
      return;
    }
    const count = draft.pendingCount;
    save.mutate(undefined, {
      onSuccess: (complete) => {
        // A save stopped by someone else's change shows both versions of the row instead.
        if (!complete) return;
        toast({
          title: 'Changes saved',
          description: `${plural(count, 'change')} ${count === 1 ? 'has' : 'have'} been saved to your submission.`,
        });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Could not save your changes') }),
    });
  };

  const canSubmit = customerMayEdit(submission.status);

  return (
    <Page>
      <header className={styles.header} {...toastClearance}>
        <Link href="/customer/submissions" variant="muted">
          <ArrowLeftIcon /> Back to Submissions
        </Link>
        <div className={styles.headerRow}>
          <div>
            <div className={styles.titleLine}>
              <h1 className={styles.title}>{submission.submissionId}</h1>
              <CustomerStatusBadge status={submission.status} />
            </div>
            <div className={styles.meta}>
              <span>{submission.productType || productLabel(submission.product)}</span>
              <span>Last updated {formatDate(submission.updatedAt)}</span>
            </div>
          </div>
          <div className={styles.headerActions}>
            {draft.pendingCount > 0 ? (
              <span className={styles.unsaved} role="status">
                {plural(draft.pendingCount, 'unsaved change')}
              </span>
            ) : null}
            <Button onPress={onSave} isPending={save.isPending} pendingLabel="Saving..." isDisabled={!isOpenStatus(submission.status)}>
              Save Changes
            </Button>
          </div>
        </div>
      </header>

      <RowConflicts edits={edits} />

      <div className={styles.infoCards}>
        <InfoCard label="Client" value={submission.clientName || submission.client} />
        <InfoCard label="Industry" value={submission.clientIndustry} />
        <InfoCard label="Size" value={submission.companySize} />
      </div>

      <CustomerProposals submission={submission} />

      <Tabs defaultSelectedKey="overview">
        <TabList aria-label="Submission sections">
          <Tab id="overview">Overview</Tab>
          <Tab id="properties">Properties</Tab>
          <Tab id="vehicles">Vehicles</Tab>
          <Tab id="documents">Documents</Tab>
          <Tab id="messages">Messages</Tab>
        </TabList>
        <TabPanel id="overview">
          <OverviewTab
            submission={submission}
            draft={draft}
            canSubmit={canSubmit}
            isSubmitting={review.isPending}
            onSubmitForReview={() => (draft.pendingCount > 0 ? setAskUnsaved(true) : setConfirming(true))}
          />
        </TabPanel>
        <TabPanel id="properties">
          <PropertiesTab draft={draft} canRemoveSaved={canSubmit} />
        </TabPanel>
        <TabPanel id="vehicles">
          <VehiclesTab draft={draft} canRemoveSaved={canSubmit} />
        </TabPanel>
        <TabPanel id="documents">
          <DocumentsTab submission={submission} />
        </TabPanel>
        <TabPanel id="messages">
          <ConversationPane submissionId={submission.submissionId} channel="client" mode="customer" summary={undefined} takeFocus={false} />
        </TabPanel>
      </Tabs>
      <ConfirmDialog
        title="Submit for underwriting review?"
        description={`${submission.submissionId} goes to underwriting for review, which cannot be undone from the portal.`}
        confirmLabel="Submit for Review"
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!review.isPending) setConfirming(open);
        }}
        onConfirm={() => review.mutate('none')}
        isPending={review.isPending}
        pendingLabel="Submitting..."
      />
      <Dialog
        isOpen={askUnsaved}
        onOpenChange={setAskUnsaved}
        role="alertdialog"
        title="Submit with unsaved changes?"
        description={`You have ${plural(draft.pendingCount, 'unsaved change')} to the properties and vehicles of this submission. Underwriting will only see what is saved.`}
        footer={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              Cancel
            </Button>
            <Button
              variant="outline"
              onPress={() => {
                close();
                review.mutate('discard');
              }}
            >
              Discard and Submit
            </Button>
            <Button
              onPress={() => {
                close();
                review.mutate('save');
              }}
            >
              Save and Submit
            </Button>
          </>
        )}
      />
    </Page>
  );
}
