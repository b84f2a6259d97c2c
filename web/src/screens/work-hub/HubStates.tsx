import type { ReactNode } from 'react';
import { Alert, ArrowLeftIcon, Button, Link, SkeletonText } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import * as styles from './workHub.css.ts';

/** A list on its way: placeholder lines, announced once. */
export function ListLoading({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div className={styles.stateBox} aria-busy="true">
      <SkeletonText lines={lines} label={label} />
    </div>
  );
}

/** A list that could not be read: what failed, the server's words, and Try again. */
export function ListError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div className={styles.stateBox}>
      <Alert
        variant="destructive"
        title={title}
        actions={
          <Button variant="outline" size="sm" onPress={onRetry} isPending={isRetrying} pendingLabel="Trying again...">
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'The server did not answer.')}
      </Alert>
    </div>
  );
}

/** 'Load more' under a list read a page at a time, or how many are shown once all are. */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  isLoading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className={styles.moreRow}>
      <span className={styles.summary} aria-live="polite">
        {shown} of {total} {noun}
      </span>
      {hasMore ? (
        <Button variant="outline" size="sm" onPress={onLoadMore} isPending={isLoading} pendingLabel="Loading...">
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** What a list's query says of itself: loading, failed (with nothing to show), or answered. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A list in its states: placeholder lines while it loads, the failure and Try again when nothing could be
 * read, `empty` when it has no rows, else the rows (kept on screen while a refresh is under way).
 */
export function ListStates({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery;
  /** 'Loading notifications': what screen readers are told while it loads. */
  loading: string;
  /** 'Notifications could not be loaded'. */
  failed: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading label={loading} />;
  if (query.isError && !query.data) {
    return <ListError title={failed} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return isEmpty ? empty : children;
}

/** The way from an open conversation back to the list (phones show one or the other); none on an item's own page. */
export function BackToConversations({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <Link href={href} className={styles.backLink}>
      <ArrowLeftIcon />
      All conversations
    </Link>
  );
}
