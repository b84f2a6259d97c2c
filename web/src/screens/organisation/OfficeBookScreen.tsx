import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUBMISSION_STATUSES,
  isAdministrator,
  plural,
  statusLabel,
  type BookSubmission,
  type Office,
  type OfficeSlug,
  type User,
} from '@workbench/core';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  InboxIcon,
  Link,
  MetricTile,
  ProgressBar,
  Table,
  TextField,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { PriorityBadge, SubmissionStatusBadge } from '../../components/badges.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatNumber } from '../../format.ts';
import { officeBookQueryOptions, organisationKeys, projectsQueryOptions, renameOffice } from '../../queries/organisation.queries.ts';
import { projectProgressLabel } from './ProjectsScreen.tsx';
import * as styles from './organisation.css.ts';

// The table shares a laptop's width with the projects beside it: the minimums together stay within its two
// thirds, so the due date is not pushed out of view, and the reference stays on one line.
const columns: TableColumn<BookSubmission>[] = [
  {
    id: 'submissionId',
    header: 'Submission',
    isRowHeader: true,
    minWidth: 130,
    cell: (s) => (
      <Link href={`/submissions/${s.submissionId}`} className={styles.nowrap}>
        {s.submissionId}
      </Link>
    ),
  },
  // A long client name wraps between its words rather than holding the column at its full length.
  { id: 'client', header: 'Client', minWidth: 150, cell: (s) => s.client },
  { id: 'status', header: 'Status', minWidth: 120, cell: (s) => <SubmissionStatusBadge status={s.status} /> },
  { id: 'priority', header: 'Priority', minWidth: 90, cell: (s) => <PriorityBadge priority={s.priority} /> },
  { id: 'assignedTo', header: 'Assigned to', minWidth: 120, text: (s) => s.assignedTo ?? 'Unassigned' },
  { id: 'dueDate', header: 'Due', minWidth: 110, text: (s) => formatDate(s.dueDate), sortValue: (s) => s.dueDate ?? '' },
];

/** /brokerage-a and /brokerage-b: one office's book, its projects, and for a manager the office's name. */
export function OfficeBookScreen({ slug, user }: { slug: OfficeSlug; user: User }) {
  const query = useQuery(officeBookQueryOptions(slug));
  useErrorToast(query, 'Failed to load the office');
  const book = query.data;
  const projects = useQuery({ ...projectsQueryOptions(book?.office.id), enabled: !!book });
  const title = book?.office.name ?? 'Office';

  return (
    <Page>
      <PageHeader
        title={title}
        subtitle={
          book
            ? `The submissions held by the office's ${plural(book.office.staffCount, 'member')} of staff: assigned to them, or created by them while nobody is assigned. Oldest open work first.`
            : undefined
        }
      />
      <div className={styles.stack}>
        <section aria-label="Submissions by status" className={styles.tiles}>
          <MetricTile label="All submissions" value={book ? formatNumber(book.total) : '–'} />
          {SUBMISSION_STATUSES.map((status) => (
            <MetricTile key={status} label={statusLabel(status)} value={book ? formatNumber(book.counts[status]) : '–'} />
          ))}
        </section>
        <div className={styles.columns}>
          <Table
            title="Open submissions"
            showCount
            columns={columns}
            rows={book?.open ?? []}
            rowKey={(s) => s.id}
            isLoading={query.isPending}
            loadingText="Loading the office's submissions"
            emptyText={<EmptyState icon={<InboxIcon />} title="Nothing open" description="The office's staff hold no open submissions." />}
          />
          <div className={styles.stack}>
            <Card>
              <CardHeader actions={<Link href="/projects">All projects</Link>}>
                <CardTitle level={2}>Projects</CardTitle>
              </CardHeader>
              <CardContent>
                {(projects.data ?? []).length === 0 ? (
                  <p className={styles.muted}>No projects in this office yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {(projects.data ?? []).map((p) => (
                      <li key={p.id} className={styles.item}>
                        <Link href={`/projects?project=${p.id}`}>{p.name}</Link>
                        <ProgressBar
                          label={projectProgressLabel(p)}
                          value={p.submissionCount ? (p.decidedCount / p.submissionCount) * 100 : 0}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            {book && isAdministrator(user) ? <OfficeName office={book.office} /> : null}
          </div>
        </div>
      </div>
    </Page>
  );
}

/** The office's name as the firm calls it; the address /brokerage-a or /brokerage-b stays. */
function OfficeName({ office }: { office: Office }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState(office.name);
  const mutation = useMutation({
    mutationFn: () => renameOffice(office.id, name),
    onSuccess: (renamed) => toast({ title: 'Office renamed', description: `The office is now called ${renamed.name}.` }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to rename the office') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Office name</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className={styles.formGrid}
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate();
          }}
        >
          <TextField label="Name" value={name} onChange={setName} isRequired maxLength={80} />
          <Button type="submit" variant="outline" isDisabled={mutation.isPending || name.trim() === '' || name.trim() === office.name}>
            Save name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
