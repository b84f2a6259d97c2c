import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView } from '@workbench/core';
import {
  AlertCircleIcon,
  Badge,
  Button,
  Dialog,
  EditIcon,
  EmptyState,
  Link,
  LayersIcon,
  Table,
  TrashIcon,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { reportKeys, viewCalls, viewsQueryOptions } from '../../queries/reports.queries.ts';
import { useDescribeSearch, useViewHref } from './viewLinks.ts';
import { ViewDialog } from './ViewDialog.tsx';
import * as styles from './views.css.ts';

/** Whether a view is the team's or the owner's alone. */
export function SharingBadge({ shared }: { shared: boolean }) {
  return <Badge tone={shared ? 'blue' : 'neutral'}>{shared ? 'Shared' : 'Private'}</Badge>;
}

/** /views: the person's saved views and the team's shared ones; each opens the submissions list as saved. */
export function ViewsPage() {
  const views = useQuery(viewsQueryOptions());
  useErrorToast(views, 'Failed to load views');
  const me = useQuery(currentUserQueryOptions()).data;
  const href = useViewHref();
  const describeSearch = useDescribeSearch();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const remove = async (view: SavedView) => {
    try {
      await viewCalls.remove(view.id);
      toast({ title: 'View deleted', description: view.name });
    } catch (error) {
      toast({ variant: 'destructive', title: 'View not deleted', description: errorMessage(error, 'Failed to delete the view') });
    } finally {
      void queryClient.invalidateQueries({ queryKey: reportKeys.views });
      void queryClient.invalidateQueries({ queryKey: reportKeys.workspace });
    }
  };

  // A colleague's shared view is theirs to change: a copy of it is the reader's own, to change as they like.
  const copy = async (view: SavedView) => {
    try {
      const made = await viewCalls.copy(view.id);
      toast({ title: 'View copied', description: `${made.name} is yours to change.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'View not copied', description: errorMessage(error, 'Failed to copy the view') });
    } finally {
      void queryClient.invalidateQueries({ queryKey: reportKeys.views });
      void queryClient.invalidateQueries({ queryKey: reportKeys.workspace });
    }
  };

  const columns: TableColumn<SavedView>[] = [
    {
      id: 'name',
      header: 'View',
      isRowHeader: true,
      minWidth: 180,
      cell: (view) => <Link href={href(view)}>{view.name}</Link>,
    },
    { id: 'filters', header: 'Filters', minWidth: 180, cell: (view) => describeSearch(view.search) },
    { id: 'shared', header: 'Sharing', cell: (view) => <SharingBadge shared={view.shared} /> },
    { id: 'owner', header: 'Owner', cell: (view) => (view.ownerId === me?.id ? 'You' : view.owner) },
    { id: 'updatedAt', header: 'Updated', cell: (view) => formatDate(view.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (view) =>
        // Only the owner changes a view (the server holds the same rule); the team opens it.
        view.ownerId === me?.id ? (
          <div className={styles.rowActions}>
            <Button variant="ghost" size="sm" aria-label={`Edit ${view.name}`} onPress={() => setEditing(view)}>
              <EditIcon /> Edit
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Delete ${view.name}`} onPress={() => setDeleting(view)}>
              <TrashIcon /> Delete
            </Button>
          </div>
        ) : (
          <div className={styles.rowActions}>
            <span className={styles.muted}>Shared by {view.owner}</span>
            <Button variant="ghost" size="sm" aria-label={`Save a copy of ${view.name}`} onPress={() => void copy(view)}>
              Save a copy
            </Button>
          </div>
        ),
    },
  ];

  const rows = views.data ?? [];
  return (
    <Page>
      <PageHeader
        title="Views"
        subtitle="Saved filters of the submissions list: yours and those the team shares."
        actions={
          <Link href="/submissions" buttonVariant="outline">
            Submissions
          </Link>
        }
      />
      {views.isError ? (
        <EmptyState
          headingLevel={2}
          icon={<AlertCircleIcon />}
          title="Views could not be loaded"
          actions={
            <Button variant="outline" onPress={() => void views.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !views.isPending && rows.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<LayersIcon />}
          title="No saved views yet"
          description="Filter the submissions list the way you work, then choose Save view to keep it here."
          actions={
            <Link href="/submissions" buttonVariant="primary">
              Go to submissions
            </Link>
          }
        />
      ) : (
        <Table title="Saved views" columns={columns} rows={rows} isLoading={views.isPending} emptyText="No saved views" stackOnPhone />
      )}
      {editing ? <ViewDialog key={editing.id} isOpen view={editing} onClose={() => setEditing(null)} /> : null}
      <Dialog
        title={deleting ? `Delete ${deleting.name}?` : 'Delete view?'}
        description={
          deleting?.shared ? 'The team will no longer see it either.' : 'The submissions stay as they are; only the saved filters go.'
        }
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        footer={(close) => (
          <>
            <Button variant="outline" slot="close">
              Cancel
            </Button>
            <Button
              variant="destructive"
              onPress={() => {
                if (deleting) void remove(deleting);
                close();
              }}
            >
              Delete view
            </Button>
          </>
        )}
      />
    </Page>
  );
}
