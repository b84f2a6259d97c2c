import type { MessageChannel, NotificationKind, TaskBucket } from '@workbench/core';
import { TASK_BUCKETS } from '@workbench/core';
import type { DetailTab } from '../submission-detail/tabs.ts';

/**
 * The tab of the submission detail a notification opens on: tasks on Tasks, quotes on Quotes; the rest on
 * the summary (messages too: the detail's messages panel is open beside every tab).
 */
export function notificationTab(kind: NotificationKind): DetailTab | undefined {
  if (kind === 'task') return 'tasks';
  if (kind === 'quote') return 'quotes';
  return undefined;
}

/** A conversation in the address (/messages?open=SUB-2026-0001&on=carrier) and in lists. */
export const conversationKey = (c: { submissionId: string; channel: MessageChannel }) => `${c.submissionId}|${c.channel}`;

/** The tasks page opens on the first bucket with work in it: what is overdue, else what is due today, else what comes. */
export function firstBucketWithTasks(counts: Partial<Record<TaskBucket, number | undefined>>): TaskBucket {
  return TASK_BUCKETS.find((bucket) => bucket !== 'done' && (counts[bucket] ?? 0) > 0) ?? 'today';
}

/** The colour a channel's badge wears: client green, carrier purple, internal grey. */
export const channelTone = (channel: MessageChannel) => (channel === 'client' ? 'green' : channel === 'carrier' ? 'purple' : 'neutral');
