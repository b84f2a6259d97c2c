import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  notificationPath,
  type LiveCounts,
  type Notification,
  type NotificationKind,
} from '@workbench/core';
import {
  BellIcon,
  Badge,
  Button,
  Card,
  CardContent,
  CheckIcon,
  EmptyState,
  Link,
  Select,
  Switch,
  useToast,
  visuallyHidden,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../format.ts';
import { markNotificationsRead, notificationsQueryOptions, workHubKeys, type HubPage } from '../../queries/work-hub.queries.ts';
import { ListStates, LoadMore } from './HubStates.tsx';
import { notificationTab } from './links.ts';
import * as styles from './workHub.css.ts';

const ALL = 'all';
const KIND_OPTIONS = [
  { id: ALL, label: 'All kinds' },
  ...NOTIFICATION_KINDS.map((kind) => ({ id: kind, label: NOTIFICATION_KIND_LABELS[kind] })),
];

type Feed = InfiniteData<HubPage<Notification>>;

/** The feed's filters as the address holds them (?kind=message&unread=true). */
export interface NotificationSearch {
  kind?: NotificationKind;
  unread?: true;
}

/** Marks notifications read: at once on screen (and on the badge once the server answers), refetched after. */
function useMarkRead() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (which) => {
      await queryClient.cancelQueries({ queryKey: workHubKeys.notifications });
      const at = new Date().toISOString();
      const marks = (n: Notification) => !n.readAt && ('all' in which || which.ids.includes(n.id));
      queryClient.setQueriesData<Feed>({ queryKey: workHubKeys.notifications }, (feed) =>
        feed
          ? { ...feed, pages: feed.pages.map((page) => ({ ...page, items: page.items.map((n) => (marks(n) ? { ...n, readAt: at } : n)) })) }
          : feed,
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<LiveCounts>(workHubKeys.counts, (counts) => (counts ? { ...counts, notifications: unread } : counts));
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Not marked as read', description: errorMessage(error, 'Failed to mark as read') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workHubKeys.notifications }),
  });
}

function NotificationEntry({ notification: n, onRead }: { notification: Notification; onRead: (n: Notification) => void }) {
  const router = useRouter();
  const unread = !n.readAt;
  // A submission's entry opens the tab its kind is about; a claim or policy entry opens its page.
  const href = n.submissionId
    ? router.buildLocation({ to: '/submissions/$id', params: { id: n.submissionId }, search: { tab: notificationTab(n.kind) } }).href
    : notificationPath('broker', n);
  return (
    <li className={styles.entry} data-unread={unread || undefined}>
      <span className={unread ? styles.unreadDot : styles.readDot} aria-hidden="true" />
      <div className={styles.entryBody}>
        <div className={styles.entryHead}>
          <Link href={href} className={styles.entryTitle} onPress={() => (unread ? onRead(n) : undefined)}>
            {unread ? <span className={visuallyHidden}>Unread: </span> : null}
            {n.title}
            <span className={visuallyHidden}>
              {' '}
              on {n.reference}, {n.client}
            </span>
          </Link>
          <Badge size="sm" tone={unread ? 'blue' : 'neutral'}>
            {NOTIFICATION_KIND_LABELS[n.kind]}
          </Badge>
        </div>
        {n.details ? <p className={styles.entryDetails}>{n.details}</p> : null}
        <p className={styles.entryMeta}>
          <span>{n.reference}</span>
          <span>{n.client}</span>
          {n.actor ? <span>by {n.actor}</span> : null}
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      {unread ? (
        <div className={styles.entryActions}>
          <Button variant="ghost" size="sm" aria-label={`Mark as read: ${n.title} on ${n.reference}`} onPress={() => onRead(n)}>
            <CheckIcon />
            Mark as read
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The notification feed at /notifications: what happened on the submissions the person follows and the
 * tasks given to them, newest first, by kind or unread only, each entry opening its submission.
 */
export function NotificationsPage({
  filters,
  onFiltersChange,
}: {
  filters: NotificationSearch;
  onFiltersChange: (filters: NotificationSearch) => void;
}) {
  const query = useInfiniteQuery(notificationsQueryOptions(filters));
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  const total = first?.total ?? 0;
  const unread = first?.unread ?? 0;
  const filtered = filters.kind !== undefined || filters.unread === true;
  const read = (n: Notification) => markRead.mutate({ ids: [n.id] });

  return (
    <Page>
      <PageHeader
        title="Notifications"
        subtitle="What happened on the submissions you follow, claims on the policies you look after, and the tasks given to you."
        actions={
          <Button
            variant="outline"
            isDisabled={unread === 0}
            onPress={() => markRead.mutate({ all: true })}
            isPending={markRead.isPending && markRead.variables && 'all' in markRead.variables}
            pendingLabel="Marking..."
          >
            <CheckIcon />
            Mark all as read
          </Button>
        }
      />
      <Card>
        <CardContent>
          <div className={styles.toolbar}>
            <Select
              label="Kind"
              className={styles.filterSelect}
              items={KIND_OPTIONS}
              selectedKey={filters.kind ?? ALL}
              onSelectionChange={(key) => onFiltersChange({ ...filters, kind: key === ALL ? undefined : (key as NotificationKind) })}
            />
            <div className={styles.switches}>
              <Switch isSelected={filters.unread === true} onChange={(on) => onFiltersChange({ ...filters, unread: on || undefined })}>
                Unread only
              </Switch>
            </div>
            <span className={styles.toolbarSpacer} />
            {first ? (
              <span className={styles.summary} aria-live="polite">
                {unread === 0 ? 'All read' : `${unread} unread`}
              </span>
            ) : null}
          </div>
          <ListStates
            query={query}
            loading="Loading notifications"
            failed="Notifications could not be loaded"
            isEmpty={items.length === 0}
            empty={
              <div className={styles.stateBox}>
                <EmptyState
                  icon={<BellIcon />}
                  headingLevel={2}
                  title={filtered ? 'No notifications match' : 'No notifications yet'}
                  description={
                    filtered
                      ? 'Nothing here with these filters. Clear them to see everything.'
                      : 'You are told here when a submission you follow changes, someone writes on it, or a task is given to you.'
                  }
                  actions={
                    filtered ? (
                      <Button variant="outline" onPress={() => onFiltersChange({})}>
                        Clear filters
                      </Button>
                    ) : null
                  }
                />
              </div>
            }
          >
            <ul className={styles.feed} aria-label="Notifications" aria-busy={query.isFetching || undefined}>
              {items.map((n) => (
                <NotificationEntry key={n.id} notification={n} onRead={read} />
              ))}
            </ul>
            <LoadMore
              shown={items.length}
              total={total}
              noun="notifications"
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </ListStates>
        </CardContent>
      </Card>
    </Page>
  );
}
