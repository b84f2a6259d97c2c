import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_LABELS, type ReportDownload } from '@workbench/core';
import { AlertCircleIcon, Button, DownloadIcon, EmptyState, Link, Spinner, useToast, SectionCard } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { SubmissionStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatDateTime } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { reportKeys, workspaceQueryOptions } from '../../queries/reports.queries.ts';
import { downloadReport } from '../reports/downloadReport.ts';
import { monthName } from '../reports/months.ts';
import { useDescribeSearch, useViewHref } from './viewLinks.ts';
import { SharingBadge } from './ViewsPage.tsx';
import * as styles from './views.css.ts';

const FORMAT_NAMES = { xlsx: 'Excel', csv: 'CSV' } as const;

/** What a download was run for: the month (and carrier) of a bordereau, the period of the others. */
function downloadScope(download: ReportDownload): string {
  const { month, carrier, from, to } = download.params;
  if (month) return carrier ? `${monthName(month)}, ${carrier}` : `${monthName(month)}, all carriers`;
  return from && to ? `${formatDate(from)} to ${formatDate(to)}` : '';
}

/** Runs a downloaded report again with what it was run for (a period's report reads today's data). */
function DownloadAgain({ download }: { download: ReportDownload }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const again = async () => {
    setBusy(true);
    try {
      await downloadReport(download.kind, download.format, download.params, () => {});
      void queryClient.invalidateQueries({ queryKey: reportKeys.workspace });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Report not downloaded', description: errorMessage(error, 'Failed to download the report') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      isPending={busy}
      pendingLabel="Downloading..."
      aria-label={`Download again: ${REPORT_LABELS[download.kind]} (${FORMAT_NAMES[download.format]})`}
      onPress={() => void again()}
    >
      <DownloadIcon /> Download again
    </Button>
  );
}

/** A titled card of the workspace with its list, or a line saying there is nothing yet. */
function Section({
  id,
  title,
  description,
  empty,
  children,
}: {
  id: string;
  title: string;
  description: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <SectionCard id={id} title={title} description={description}>
      {empty ? <p className={styles.muted}>{empty}</p> : children}
    </SectionCard>
  );
}

/** /workspace: the person's views, the reports they downloaded and the submissions they follow. */
export function WorkspacePage() {
  const workspace = useQuery(workspaceQueryOptions());
  useErrorToast(workspace, 'Failed to load your workspace');
  const me = useQuery(currentUserQueryOptions()).data;
  const href = useViewHref();
  const describeSearch = useDescribeSearch();
  const header = <PageHeader title="Workspace" subtitle="Your saved views, the reports you downloaded and the submissions you follow." />;
  if (workspace.isPending) {
    return (
      <Page>
        {header}
        <Spinner label="Loading your workspace" />
      </Page>
    );
  }
  if (workspace.isError) {
    return (
      <Page>
        {header}
        <EmptyState
          headingLevel={2}
          icon={<AlertCircleIcon />}
          title="Your workspace could not be loaded"
          actions={
            <Button variant="outline" onPress={() => void workspace.refetch()}>
              Try again
            </Button>
          }
        />
      </Page>
    );
  }
  const { views, downloads, followed } = workspace.data;
  return (
    <Page>
      {header}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Section
            id="workspace-views"
            title="Views"
            description="Open the submissions list as you saved it."
            empty={views.length ? null : 'No saved views yet. Choose Save view on the submissions list to keep its filters.'}
          >
            <ul className={styles.list}>
              {views.map((view) => (
                <li key={view.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <Link href={href(view)}>{view.name}</Link>
                    <span className={styles.itemMeta}>
                      {describeSearch(view.search)}
                      {view.ownerId === me?.id ? '' : ` · shared by ${view.owner}`}
                    </span>
                  </span>
                  <SharingBadge shared={view.shared} />
                </li>
              ))}
            </ul>
          </Section>
          <Section
            id="workspace-downloads"
            title="Recent reports"
            description="The reports you downloaded, newest first."
            empty={downloads.length ? null : 'No reports downloaded yet.'}
          >
            <ul className={styles.list}>
              {downloads.map((download) => (
                <li key={download.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span>
                      {REPORT_LABELS[download.kind]} ({FORMAT_NAMES[download.format]})
                    </span>
                    <span className={styles.itemMeta}>
                      {downloadScope(download)} · {formatDateTime(download.downloadedAt)}
                    </span>
                  </span>
                  <DownloadAgain download={download} />
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <Section
          id="workspace-followed"
          title="Followed submissions"
          description="Submissions whose news reaches you."
          empty={followed.length ? null : 'You follow no submissions. Follow one from its page to see it here.'}
        >
          <ul className={styles.list}>
            {followed.map((submission) => (
              <li key={submission.id} className={styles.item}>
                <span className={styles.itemText}>
                  <Link href={`/submissions/${submission.submissionId}`}>{submission.submissionId}</Link>
                  <span className={styles.itemMeta}>
                    {submission.client}
                    {submission.dueDate ? ` · due ${formatDate(submission.dueDate)}` : ''}
                  </span>
                </span>
                <SubmissionStatusBadge status={submission.status} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </Page>
  );
}
