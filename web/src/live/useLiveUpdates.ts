import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveCounts } from '@workbench/core';
import { liveCountsQueryOptions, workHubKeys } from '../queries/work-hub.queries.ts';
import {
  LIVE_EVENTS_URL,
  STALE_AFTER_RECONNECT,
  parseAreas,
  parseCounts,
  staleQueriesFor,
  staleQueriesForCounts,
  type StaleQueries,
} from './liveUpdates.ts';

function markStale(queryClient: QueryClient, stale: StaleQueries[]) {
  for (const { queryKey, active } of stale) {
    // A refetch already under way (the screen's own, after a change it made) is kept rather than restarted.
    void queryClient.invalidateQueries({ queryKey, refetchType: active ? 'active' : 'none' }, { cancelRefetch: false });
  }
}

/**
 * The signed-in tab's one live stream (EventSource on /api/live/events), open while `userId` is set: the
 * badges' counts go into the query cache as they arrive, a `changed` event refreshes the lists it concerns,
 * and when the stream comes back after a drop (the server ends every stream after a while; the browser
 * reconnects by itself) everything the work hub shows is read again, so nothing missed meanwhile stays
 * missing. Closed when the shell goes (signing out) or the person changes.
 */
export function useLiveUpdates(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
    let dropped = false;
    source.addEventListener('counts', (event) => {
      const counts = parseCounts(event.data);
      if (!counts) return;
      const before = queryClient.getQueryData<LiveCounts>(workHubKeys.counts);
      queryClient.setQueryData(workHubKeys.counts, counts);
      markStale(queryClient, staleQueriesForCounts(before, counts));
    });
    source.addEventListener('changed', (event) => markStale(queryClient, staleQueriesFor(parseAreas(event.data))));
    source.addEventListener('error', () => {
      dropped = true;
    });
    source.addEventListener('open', () => {
      if (!dropped) return;
      dropped = false;
      markStale(queryClient, STALE_AFTER_RECONNECT);
    });
    return () => source.close();
  }, [userId, queryClient]);
}

/** The badges' counts for the signed-in person (none while signed out or not yet known). */
export function useLiveCounts(userId: string | undefined): LiveCounts | undefined {
  return useQuery({ ...liveCountsQueryOptions(), enabled: !!userId }).data;
}
