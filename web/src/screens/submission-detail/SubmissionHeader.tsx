import { useState } from 'react';
import { DECISION_ROLES, type Role, type Submission } from '@workbench/core';
import { Badge, Breadcrumb, Breadcrumbs, Button, CalendarIcon, MessageIcon, RatingBadge, StatusBadge, Tooltip } from '@workbench/ui-kit';
import { DecisionDialog } from './DecisionDialog.tsx';
import { daysUntil, dueText } from './format.ts';
import * as styles from './detail.css.ts';

export const DECISION_DISABLED_REASON = 'Only broker managers and insurers can approve or reject a submission.';

/** Days left until the due date, red once overdue. */
export function DueIndicator({ dueDate }: { dueDate: string | null }) {
  if (!dueDate) return <Badge tone="neutral">No due date</Badge>;
  const days = daysUntil(dueDate);
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

/** Breadcrumb, company name, score, tags, Submit decision and the message panel toggle. */
export function SubmissionHeader({ submission, queryId, role, messagesOpen, onToggleMessages }: HeaderProps) {
  const [deciding, setDeciding] = useState(false);
  const canDecide = role !== undefined && DECISION_ROLES.includes(role);
  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/">My Workbench</Breadcrumb>
        <Breadcrumb>Underwriting P&amp;C</Breadcrumb>
        <Breadcrumb>{submission.submissionId}</Breadcrumb>
      </Breadcrumbs>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{submission.clientName}</h1>
            <RatingBadge score={submission.rating.score} label={submission.rating.label} />
            <Badge tone="blue" appearance="outline">Subscribed</Badge>
          </div>
          <div className={styles.meta}>
            <span>{submission.submissionId}</span>
            <StatusBadge status={submission.status} />
            <DueIndicator dueDate={submission.dueDate} />
          </div>
        </div>
        <div className={styles.headerActions}>
          {canDecide ? (
            <Button onPress={() => setDeciding(true)}>Submit decision</Button>
          ) : (
            <>
              <Tooltip content={DECISION_DISABLED_REASON}>
                <Button isDisabled aria-describedby="decision-disabled-reason">Submit decision</Button>
              </Tooltip>
              <span id="decision-disabled-reason" className={styles.hint}>{DECISION_DISABLED_REASON}</span>
            </>
          )}
          <Button
            variant="outline"
            aria-expanded={messagesOpen}
            aria-controls="messages-panel"
            onPress={onToggleMessages}
          >
            <MessageIcon />
            {messagesOpen ? 'Hide messages' : 'Show messages'}
          </Button>
        </div>
      </header>
      {canDecide ? <DecisionDialog submission={submission} queryId={queryId} isOpen={deciding} onClose={() => setDeciding(false)} /> : null}
    </>
  );
}
