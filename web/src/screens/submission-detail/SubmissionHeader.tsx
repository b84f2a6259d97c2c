import { useState } from 'react';
import {
  DECIDED_SUBMISSION_MESSAGE,
  canTransition,
  daysUntilDue,
  isDecided,
  type Role,
  type Submission,
  type SubmissionStatus,
} from '@workbench/core';
import { Badge, Breadcrumb, Breadcrumbs, Button, CalendarIcon, MessageIcon, Tooltip, toastClearance, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { RatingBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import { dueText } from '../../format.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { decisionBlocker } from './decision.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { FollowButton } from './FollowButton.tsx';
import { SubscribedTag } from './SubscribedTag.tsx';
import * as styles from './detail.css.ts';

/** Days left until the due date, red once overdue; a decided submission is due nothing any more, so it has none. */
export function DueIndicator({ dueDate, status }: { dueDate: string | null; status: SubmissionStatus }) {
  if (isDecided(status)) return null;
  const days = daysUntilDue(dueDate, new Date());
  if (days === null) return <Badge tone="neutral">No due date</Badge>;
  return (
    <Badge tone={days < 0 ? 'red' : days <= 3 ? 'amber' : 'neutral'} data-overdue={days < 0} aria-label={`Due: ${dueText(days)}`}>
      <CalendarIcon />
      {dueText(days)}
    </Badge>
  );
}

interface HeaderProps {
  submission: Submission;
  queryId: string;
  role: Role | undefined;
  messagesOpen: boolean;
  onToggleMessages: () => void;
}

/** Breadcrumb, company name, score, the Subscribed tag with the Follow button, Submit decision and the message panel toggle. */
export function SubmissionHeader({ submission, queryId, role, messagesOpen, onToggleMessages }: HeaderProps) {
  const { toast } = useToast();
  const [deciding, setDeciding] = useState(false);
  const [confirmingReview, setConfirmingReview] = useState(false);
  const blocker = decisionBlocker(role, submission.status);
  const canSendForReview = submission.status === 'pending' || submission.status === 'in_progress';
  const sendForReview = useSubmissionMutation(queryId, () => submissionCalls.submitForReview(submission.id));
  const decided = isDecided(submission.status);
  const canReopen = decided && role !== undefined && canTransition(submission.status, 'in_review', role);
  const reopen = useSubmissionMutation(queryId, () => submissionCalls.patch(submission.id, { status: 'in_review' }, submission.version));
  const onReopen = async () => {
    try {
      await reopen.mutateAsync(undefined);
      toast({ title: 'Reopened', description: `${submission.submissionId} is back in review.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not reopen', description: errorMessage(error, 'Failed to reopen the submission') });
    }
  };
  const onSendForReview = async () => {
    setConfirmingReview(false);
    try {
      await sendForReview.mutateAsync(undefined);
      toast({ title: 'Sent for review', description: `${submission.submissionId} is now in review.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not send for review',
        description: errorMessage(error, 'Failed to send the submission for review'),
      });
    }
  };
  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/">My Workbench</Breadcrumb>
        <Breadcrumb>Underwriting P&amp;C</Breadcrumb>
        <Breadcrumb>{submission.submissionId}</Breadcrumb>
      </Breadcrumbs>
      <header className={styles.header} {...toastClearance}>
        <div className={styles.titleBlock}>
          <div className={styles.titleRow}>
            <h1 className={styles.title} title={submission.clientName}>
              {submission.clientName}
            </h1>
            <RatingBadge rating={submission.rating} />
            <SubscribedTag submissionId={submission.submissionId} />
            <FollowButton submissionId={submission.submissionId} />
          </div>
          <div className={styles.meta}>
            <span>{submission.submissionId}</span>
            <SubmissionStatusBadge status={submission.status} />
            <DueIndicator dueDate={submission.dueDate} status={submission.status} />
          </div>
        </div>
        <div className={styles.headerActions}>
          {canSendForReview ? (
            <Button
              variant="secondary"
              onPress={() => setConfirmingReview(true)}
              isPending={sendForReview.isPending}
              pendingLabel="Sending..."
            >
              Send for review
            </Button>
          ) : null}
          {canReopen ? (
            <Button variant="secondary" onPress={() => void onReopen()} isPending={reopen.isPending} pendingLabel="Reopening...">
              Reopen
            </Button>
          ) : null}
          {/* A decided submission is past deciding: Reopen, or the note below, says what can happen to it. */}
          {decided ? null : blocker === null ? (
            <Button onPress={() => setDeciding(true)}>Submit decision</Button>
          ) : (
            <>
              <Tooltip content={blocker}>
                <Button isDisabled aria-describedby="decision-disabled-reason">
                  Submit decision
                </Button>
              </Tooltip>
              <span id="decision-disabled-reason" className={styles.hint}>
                {blocker}
              </span>
            </>
          )}
          <Button variant="outline" aria-expanded={messagesOpen} aria-controls="messages-panel" onPress={onToggleMessages}>
            <MessageIcon />
            {messagesOpen ? 'Hide messages' : 'Show messages'}
          </Button>
        </div>
      </header>
      {decided && !canReopen ? <p className={styles.hint}>{DECIDED_SUBMISSION_MESSAGE}</p> : null}
      <ConfirmDialog
        title="Send for review?"
        description={`${submission.submissionId} goes to underwriting review. Only returning it for more information brings it back to work.`}
        confirmLabel="Send for review"
        isOpen={confirmingReview}
        onOpenChange={setConfirmingReview}
        onConfirm={() => void onSendForReview()}
      />
      {blocker === null ? (
        <DecisionDialog submission={submission} queryId={queryId} isOpen={deciding} onClose={() => setDeciding(false)} />
      ) : null}
    </>
  );
}
