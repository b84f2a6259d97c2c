import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COVERAGE_LABELS, isDecided, type Submission } from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DetailList,
  Dialog,
  Link,
  ProgressBar,
  Select,
  useToast,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { RatingBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import {
  assigneeLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  priorityLabel,
  productLabel,
  submissionTypeLabel,
  transactionTypeLabel,
} from '../../format.ts';
import { staffQueryOptions, submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { placementQueryOptions } from '../../queries/placement.queries.ts';
import * as styles from './detail.css.ts';
import { ShareWithClient } from './ShareWithClient.tsx';
import { totalInsuredValueText } from './risk/insuredValues.tsx';

const UNASSIGNED = '__unassigned__';

/** 'Assign': pick a staff member (GET /api/users/staff) and save it as the assignee. */
function AssignDialog({
  submission,
  queryId,
  isOpen,
  onClose,
}: {
  submission: Submission;
  queryId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const staff = useQuery({ ...staffQueryOptions(), enabled: isOpen });
  const [choice, setChoice] = useState<string | null>(null);
  const assign = useSubmissionMutation(queryId, (assignedToId: string | null) =>
    submissionCalls.patch(submission.id, { assignedToId }, submission.version),
  );
  const selected = choice ?? submission.assignedToId ?? UNASSIGNED;
  const items = [
    { id: UNASSIGNED, label: 'Unassigned' },
    ...(staff.data ?? []).map((u) => ({ id: u.id, label: `${u.fullName} (${u.role.replace('_', ' ')})` })),
  ];

  const save = async () => {
    try {
      const updated = await assign.mutateAsync(selected === UNASSIGNED ? null : selected);
      toast({
        title: 'Submission assigned',
        description: `${submission.submissionId} is assigned to ${assigneeLabel(updated.assignedTo)}.`,
      });
      setChoice(null);
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Assign failed', description: errorMessage(error, 'Failed to assign the submission') });
    }
  };

  return (
    <Dialog
      title="Assign submission"
      description={`Choose who works on ${submission.submissionId}.`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setChoice(null);
          onClose();
        }
      }}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={() => void save()} isPending={assign.isPending} pendingLabel="Assigning..." isDisabled={staff.isLoading}>
            Assign
          </Button>
        </>
      }
    >
      <Select
        label="Assignee"
        items={items}
        selectedKey={selected}
        onSelectionChange={(key) => setChoice(String(key))}
        isDisabled={staff.isLoading}
      />
      {staff.isError ? <p className={styles.errorText}>{errorMessage(staff.error, 'Failed to load staff')}</p> : null}
    </Dialog>
  );
}

/** Spec 'Summary': policy, client, broker and submission details, and the rating engine's breakdown. */
export function SummaryTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const [assigning, setAssigning] = useState(false);
  const s = submission;
  const requested = s.coverages.reduce((sum, c) => sum + (c.premium ?? 0), 0);
  // Once bound, the premium is the one bound, with whom and for when; until then, what the submission asked.
  const bound = useQuery(placementQueryOptions(s.id)).data?.policy ?? null;
  return (
    <div className={styles.grid}>
      <Card as="section" aria-labelledby="policy-information">
        <CardHeader>
          <CardTitle id="policy-information">Policy Information</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Product', value: productLabel(s.product) },
              { label: 'Transaction Type', value: transactionTypeLabel(s.transactionType) },
              {
                label: 'Coverages',
                value: s.coverages
                  .map((c) => `${COVERAGE_LABELS[c.coverage] ?? c.coverage}${c.limit !== null ? ` (limit ${formatMoney(c.limit)})` : ''}`)
                  .join(', '),
              },
              {
                label: 'Premium',
                value: bound
                  ? `${formatMoney(bound.premium)}, bound with ${bound.carrier} (${bound.policyNumber}, ${formatDate(bound.effectiveDate)} to ${formatDate(bound.expirationDate)})`
                  : requested > 0
                    ? formatMoney(requested)
                    : null,
              },
              ...(bound && requested > 0 ? [{ label: 'Requested Premium', value: formatMoney(requested) }] : []),
              { label: 'Total Insured Value', value: totalInsuredValueText(s.properties) },
              { label: 'Description', value: s.description },
            ]}
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="client-information">
        <CardHeader>
          <CardTitle id="client-information">Client Information</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Company', value: <Link href={`/parties/clients/${s.clientId}`}>{s.clientName}</Link> },
              { label: 'Industry', value: s.clientIndustry },
              { label: 'Company Size', value: s.companySize },
              { label: 'Email', value: s.clientEmail },
              { label: 'Shared with Client', value: <ShareWithClient submission={s} queryId={queryId} /> },
            ]}
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="broker-information">
        <CardHeader>
          <CardTitle id="broker-information">Broker Information</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Created By', value: s.createdBy },
              { label: 'Assigned Broker', value: assigneeLabel(s.assignedTo) },
              { label: 'Submission Type', value: submissionTypeLabel(s.type) },
              { label: 'Notes', value: s.notes.map((n) => n.content).join(' · ') },
            ]}
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="submission-details">
        <CardHeader>
          <CardTitle id="submission-details">Submission Details</CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'ID', value: s.submissionId },
              { label: 'Priority', value: priorityLabel(s.priority) },
              { label: 'Status', value: <SubmissionStatusBadge status={s.status} /> },
              { label: 'Channel', value: s.channel },
              {
                label: 'Assignee',
                value: (
                  <span className={styles.assignee}>
                    {assigneeLabel(s.assignedTo)}
                    {/* A decided submission keeps the assignee it was decided under (the header says why). */}
                    {isDecided(s.status) ? null : (
                      <Button size="sm" variant="outline" onPress={() => setAssigning(true)}>
                        Assign
                      </Button>
                    )}
                  </span>
                ),
              },
              { label: 'Due', value: formatDate(s.dueDate) },
              { label: 'Updated', value: formatDateTime(s.updatedAt) },
              { label: 'Created', value: formatDateTime(s.createdAt) },
            ]}
          />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="score-breakdown" className={styles.wide}>
        <CardHeader>
          <CardTitle id="score-breakdown">Score Breakdown</CardTitle>
        </CardHeader>
        <CardContent>
          <div className={styles.scoreLine}>
            <span>Overall score</span>
            <RatingBadge rating={s.rating} />
          </div>
          {s.ratingFactors.length === 0 ? (
            <p className={styles.factorText}>No rating factors yet: add locations or vehicles to rate this submission.</p>
          ) : null}
          {s.ratingFactors.map((f) => (
            <div key={f.key} className={styles.factor}>
              <ProgressBar
                label={f.label}
                value={Math.max(0, f.points)}
                maxValue={Math.max(1, f.max)}
                valueLabel={`${f.points} / ${f.max} points`}
              />
              <p className={styles.factorText}>{f.explanation}</p>
            </div>
          ))}
        </CardContent>
      </Card>
      <AssignDialog submission={s} queryId={queryId} isOpen={assigning} onClose={() => setAssigning(false)} />
    </div>
  );
}
