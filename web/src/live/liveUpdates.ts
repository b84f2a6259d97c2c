import { live } from '@workbench/contract';
import type { LiveCounts } from '@workbench/core';
import { endpointUrl } from '../api/call.ts';
import { submissionKeys } from '../queries/submissions.queries.ts';
import { intakeKeys } from '../queries/intake.queries.ts';
import { decisionKeys } from '../queries/decisions.queries.ts';
import { workHubKeys } from '../queries/work-hub.queries.ts';

/** The server-sent events of the signed-in person: `counts` (LiveCounts) and, for staff, `changed` ({ areas }). */
export const LIVE_EVENTS_URL = endpointUrl(live.liveEvents);

/** A cached query to mark stale: refetched at once when `active` and on screen, else on its next use. */
export interface StaleQueries {
  queryKey: readonly unknown[];
  active: boolean;
}

const DETAIL = ['submissions', 'detail'] as const;
const now = (queryKey: readonly unknown[]): StaleQueries => ({ queryKey, active: true });

/**
 * What a `changed` event makes stale, by the data areas it names: the work hub's lists that are made from
 * them and, when a submission's own parts changed, the open submission's detail (other submission lists
 * refresh the next time they are shown). An unknown area changes nothing.
 */
export function staleQueriesFor(areas: readonly string[]): StaleQueries[] {
  const keys = new Map<string, StaleQueries>();
  const add = (entry: StaleQueries) => keys.set(JSON.stringify(entry.queryKey), entry);
  for (const area of areas) {
    switch (area) {
      case 'inbox':
        add(now(workHubKeys.notifications));
        add(now(workHubKeys.conversations));
        add(now(workHubKeys.follows));
        break;
      case 'messages':
        add(now(workHubKeys.conversations));
        add(now(workHubKeys.messages));
        break;
      case 'tasks':
        add(now(workHubKeys.tasks));
        break;
      case 'submissions':
        // Client names and ids show in every list of the hub.
        add(now(workHubKeys.notifications));
        add(now(workHubKeys.conversations));
        add(now(workHubKeys.tasks));
        // The intake queue lists the drafts mails opened; the underwriting queue the submissions in review.
        add(now(intakeKeys.queue));
        add(now(decisionKeys.queue));
        break;
      default:
        break;
    }
    if (['messages', 'tasks', 'submissions', 'history', 'quotes'].includes(area)) {
      add(now(DETAIL));
      add({ queryKey: submissionKeys.all, active: false });
    }
  }
  return [...keys.values()];
}

/**
 * What new counts make stale: the list behind each badge whose number moved. Customers hear of changes
 * through their counts alone; staff also through `changed`.
 */
export function staleQueriesForCounts(before: LiveCounts | undefined, after: LiveCounts): StaleQueries[] {
  if (!before) return [];
  const stale: StaleQueries[] = [];
  if (before.notifications !== after.notifications) stale.push(now(workHubKeys.notifications));
  if (before.messages !== after.messages) stale.push(now(workHubKeys.conversations), now(workHubKeys.messages));
  if (before.tasks !== after.tasks) stale.push(now(workHubKeys.tasks));
  if ((before.intake ?? 0) !== (after.intake ?? 0)) stale.push(now(intakeKeys.queue));
  if ((before.decisions ?? 0) !== (after.decisions ?? 0)) stale.push(now(decisionKeys.queue));
  return stale;
}

/** After the stream was lost and is back: anything may have changed meanwhile. */
export const STALE_AFTER_RECONNECT: StaleQueries[] = [now(workHubKeys.all), now(DETAIL), { queryKey: submissionKeys.all, active: false }];

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The `counts` event's data, or null when it is not LiveCounts. */
export function parseCounts(data: string): LiveCounts | null {
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== 'object') return null;
    const { notifications, messages, tasks, intake, decisions } = value as Record<string, unknown>;
    if (!isCount(notifications) || !isCount(messages) || !isCount(tasks)) return null;
    // The queues' counts come only to those who work them.
    return {
      notifications,
      messages,
      tasks,
      ...(isCount(intake) ? { intake } : {}),
      ...(isCount(decisions) ? { decisions } : {}),
    } as LiveCounts;
  } catch {
    return null;
  }
}

/** The `changed` event's areas; none when the data is not `{ areas: string[] }`. */
export function parseAreas(data: string): string[] {
  try {
    const value: unknown = JSON.parse(data);
    const areas = value && typeof value === 'object' ? (value as { areas?: unknown }).areas : undefined;
    return Array.isArray(areas) ? areas.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}
