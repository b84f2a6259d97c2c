import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { INTAKE_QUEUE_ROLES, isWholeSubmission } from '@workbench/core';
import { FileIconGlyph, Link, Skeleton, SkeletonText, Tab, TabList, TabPanel, Tabs } from '@workbench/ui-kit';
import { ApiError } from '../../api/client.ts';
import { MessagePage } from '../../components/StatusPages.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { EmailDraftGuesses } from '../intake/EmailDraftGuesses.tsx';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { DocumentsTab } from './DocumentsTab.tsx';
import { HistoryTab, TimelineTab } from './HistoryTab.tsx';
import { MessagesPanel } from './messages/MessagesPanel.tsx';
import { QuotesTab } from './QuotesTab.tsx';
import { RelatedTab } from './RelatedTab.tsx';
import { RiskDetailsTab } from './risk/RiskDetailsTab.tsx';
import { SubmissionHeader } from './SubmissionHeader.tsx';
import { SummaryTab } from './SummaryTab.tsx';
import { TasksTab } from './TasksTab.tsx';
import { DETAIL_TABS, type DetailTab } from './tabs.ts';
import * as styles from './detail.css.ts';

export function LoadingPlaceholder() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <Skeleton width="16rem" height="1rem" />
      <Skeleton width="24rem" height="2rem" />
      <div className={styles.skeletonRow}>
        {DETAIL_TABS.map(([id]) => (
          <Skeleton key={id} width="6rem" height="1.5rem" />
        ))}
      </div>
      <SkeletonText lines={6} label="Loading submission" />
    </div>
  );
}

export function SubmissionNotFound() {
  return (
    <MessagePage
      icon={<FileIconGlyph />}
      title="Submission Not Found"
      text="The submission you are looking for does not exist or has been removed."
      action={
        <Link href="/" buttonVariant="secondary">
          Return to Dashboard
        </Link>
      }
    />
  );
}

/** The broker's submission detail at /submissions/{id}: every tab on the real submission. */
export function SubmissionDetail({ id, tab, onTabChange }: { id: string; tab: DetailTab; onTabChange: (tab: DetailTab) => void }) {
  const query = useQuery({ ...submissionQueryOptions(id), retry: false });
  const user = useQuery(currentUserQueryOptions());
  const [messagesOpen, setMessagesOpen] = useState(true);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // A missing submission is a state of the screen, not a failure to report.
  useErrorToast({ isError: query.isError && !notFound, errorUpdatedAt: query.errorUpdatedAt }, 'Failed to load submission details');

  if (query.isPending) return <LoadingPlaceholder />;
  // Staff read a submission whole; a customer's view of it is not this screen's.
  if (!query.data || !isWholeSubmission(query.data)) return <SubmissionNotFound />;
  const submission = query.data;

  return (
    <div className={styles.page}>
      <div className={styles.body}>
        <div className={styles.main}>
          <SubmissionHeader
            submission={submission}
            queryId={id}
            role={user.data?.role}
            messagesOpen={messagesOpen}
            onToggleMessages={() => setMessagesOpen((open) => !open)}
          />
          {submission.type === 'email' && submission.status === 'pending' && user.data && INTAKE_QUEUE_ROLES.includes(user.data.role) ? (
            <EmailDraftGuesses submissionRef={submission.submissionId} />
          ) : null}
          <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as DetailTab)}>
            <TabList aria-label="Submission sections">
              {DETAIL_TABS.map(([tabId, label]) => (
                <Tab key={tabId} id={tabId}>
                  {label}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="summary" className={styles.tabPanel}>
              <SummaryTab submission={submission} queryId={id} />
            </TabPanel>
            <TabPanel id="risk details" className={styles.tabPanel}>
              <RiskDetailsTab submission={submission} queryId={id} />
            </TabPanel>
            <TabPanel id="documents" className={styles.tabPanel}>
              <DocumentsTab submission={submission} queryId={id} />
            </TabPanel>
            <TabPanel id="history" className={styles.tabPanel}>
              <HistoryTab submission={submission} />
            </TabPanel>
            <TabPanel id="timeline" className={styles.tabPanel}>
              <TimelineTab submission={submission} />
            </TabPanel>
            <TabPanel id="quotes" className={styles.tabPanel}>
              <QuotesTab submission={submission} queryId={id} />
            </TabPanel>
            <TabPanel id="tasks" className={styles.tasksPanel}>
              <TasksTab submission={submission} queryId={id} />
            </TabPanel>
            <TabPanel id="related actions" className={styles.tabPanel}>
              <RelatedTab submission={submission} queryId={id} />
            </TabPanel>
          </Tabs>
        </div>
        {messagesOpen ? (
          <div className={styles.aside}>
            <MessagesPanel submission={submission} queryId={id} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
