import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { inbox, live, policies, submissions, threads } from '@workbench/contract';
import type { ConversationKind, MessageChannel, NotificationKind, TaskBucket } from '@workbench/core';
import { call, endpointUrl } from '../api/call.ts';

/** What the work hub's lists answer: a page of rows, the total, and (notifications, conversations) how many are unread. */
export interface HubPage<T> {
  items: T[];
  total: number;
  unread?: number;
}

export interface NotificationFilters {
  kind?: NotificationKind;
  unread?: boolean;
}

export interface ConversationFilters {
  channel?: MessageChannel;
  kind?: ConversationKind;
  q?: string;
  unread?: boolean;
  following?: boolean;
}

/** 'me' (the default), 'everyone', or a member of staff's full name: only broker managers may ask for others. */
export type TaskAssignee = string;

export interface TaskFilters {
  bucket: TaskBucket;
  assignee?: TaskAssignee;
}

/** Every key of the work hub starts with 'work-hub': the live stream refreshes them by these prefixes. */
export const workHubKeys = {
  all: ['work-hub'] as const,
  counts: ['work-hub', 'counts'] as const,
  notifications: ['work-hub', 'notifications'] as const,
  notificationList: (filters: NotificationFilters) => ['work-hub', 'notifications', filters] as const,
  conversations: ['work-hub', 'conversations'] as const,
  conversationList: (filters: ConversationFilters) => ['work-hub', 'conversations', filters] as const,
  /** One conversation's messages. */
  messages: ['work-hub', 'messages'] as const,
  conversation: (submissionId: string, channel: MessageChannel) => ['work-hub', 'messages', submissionId, channel] as const,
  /** A client's general thread. */
  clientThread: (clientId: string) => ['work-hub', 'messages', 'general', clientId] as const,
  policyThread: (policyId: string) => ['work-hub', 'messages', 'policy', policyId] as const,
  tasks: ['work-hub', 'tasks'] as const,
  taskList: (filters: TaskFilters, page: number) => ['work-hub', 'tasks', 'list', filters, page] as const,
  taskCount: (filters: TaskFilters) => ['work-hub', 'tasks', 'count', filters] as const,
  follows: ['work-hub', 'follow'] as const,
  follow: (submissionId: string) => ['work-hub', 'follow', submissionId] as const,
};

/** 'true' or nothing: the API reads a missing flag as false, and equal filters make equal URLs. */
const flag = (on: boolean | undefined) => (on ? 'true' : undefined);

/** Rows already loaded across an infinite list's pages, as the next page's offset; none once all are in. */
function nextOffset<T>(last: HubPage<T>, pages: HubPage<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? loaded : undefined;
}

/** The sidebar's badges: read once here, then kept current by the live stream (useLiveUpdates). */
export const liveCountsQueryOptions = () =>
  queryOptions({
    queryKey: workHubKeys.counts,
    queryFn: () => call(live.liveCounts, {}),
  });

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * A list of the work hub read a page at a time ('Load more'): each page asks for the rows after those
 * already loaded, until the total is in.
 */
function pagedList<T>(
  queryKey: readonly unknown[],
  page: (window: { limit: number; offset: number }) => Promise<HubPage<T>>,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => page({ limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: HubPage<T>, pages: HubPage<T>[]) => nextOffset(last, pages),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in person's notifications, newest first. */
export const notificationsQueryOptions = (filters: NotificationFilters) =>
  pagedList(
    workHubKeys.notificationList(filters),
    (window) => call(inbox.listNotifications, { query: { kind: filters.kind, unread: flag(filters.unread), ...window } }),
    NOTIFICATION_PAGE_SIZE,
  );

/** Marks the given notifications (or all) read; answers how many stay unread. */
export const markNotificationsRead = (which: { ids: string[] } | { all: true }) => call(inbox.markNotificationsRead, { body: which });

export const CONVERSATION_PAGE_SIZE = 25;

/** Conversations (a submission on a channel, a claim, a client's general thread), latest message first. */
export const conversationsQueryOptions = (filters: ConversationFilters) =>
  pagedList(
    workHubKeys.conversationList(filters),
    (window) =>
      call(inbox.listConversations, {
        query: {
          channel: filters.channel,
          kind: filters.kind,
          q: filters.q,
          unread: flag(filters.unread),
          following: flag(filters.following),
          ...window,
        },
      }),
    CONVERSATION_PAGE_SIZE,
  );

/** One conversation: the submission's messages on one channel, oldest first, as a conversation reads. */
export const conversationQueryOptions = (submissionId: string, channel: MessageChannel) =>
  queryOptions({
    queryKey: workHubKeys.conversation(submissionId, channel),
    queryFn: async () => {
      const messages = await call(submissions.listMessages, { params: { id: submissionId } });
      return messages.filter((m) => m.channel === channel).sort((a, b) => a.date.localeCompare(b.date));
    },
  });

export const markConversationRead = (submissionId: string, channel: MessageChannel) =>
  call(inbox.markConversationRead, { params: { id: submissionId, channel } });

/** A client's general thread with the firm, oldest message first. */
export const clientThreadQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: workHubKeys.clientThread(clientId),
    queryFn: () => call(threads.getClientThread, { params: { id: clientId } }),
  });

/** A message on a client's general thread, with its files in the same request. */
export const sendClientMessage = (clientId: string, content: string, files: readonly File[]) =>
  call(threads.postClientMessage, { params: { id: clientId }, body: { content }, files });

/** Where a file sent on a client's general thread is downloaded from. */
export const clientThreadDocumentHref = (clientId: string, docId: string) =>
  endpointUrl(threads.downloadClientMessageDocument, { id: clientId, docId });

/** The messages about one policy: the part of its client's general thread written from the policy's page. */
export const policyThreadQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: workHubKeys.policyThread(policyId),
    queryFn: () => call(policies.getPolicyThread, { params: { id: policyId } }),
  });

/** A message about a policy, with its files; it goes on the client's general thread. */
export const sendPolicyMessage = (policyId: string, content: string, files: readonly File[]) =>
  call(policies.postPolicyMessage, { params: { id: policyId }, body: { content }, files });

/** Records that the person read a claim's or a client's thread. */
export const markThreadRead = (kind: Exclude<ConversationKind, 'submission'>, id: string) =>
  call(threads.markThreadRead, { params: { kind, id } });

export const TASK_PAGE_SIZE = 25;

const taskParams = (filters: TaskFilters) => ({
  bucket: filters.bucket,
  assignee: filters.assignee && filters.assignee !== 'me' ? filters.assignee : undefined,
});

/** One page (1-based) of tasks across submissions in a bucket. */
export const tasksQueryOptions = (filters: TaskFilters, page: number) =>
  queryOptions({
    queryKey: workHubKeys.taskList(filters, page),
    queryFn: () => call(inbox.listTasks, { query: { ...taskParams(filters), limit: TASK_PAGE_SIZE, offset: (page - 1) * TASK_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** How many tasks a bucket holds, from the total of a one-row page. */
export const taskCountQueryOptions = (filters: TaskFilters) =>
  queryOptions({
    queryKey: workHubKeys.taskCount(filters),
    queryFn: async () => (await call(inbox.listTasks, { query: { ...taskParams(filters), limit: 1 } })).total,
  });

/** Whether the signed-in member of staff follows a submission (is told what happens to it). */
export const followQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: workHubKeys.follow(submissionId),
    queryFn: () => call(submissions.followState, { params: { id: submissionId } }),
  });

export const setFollowing = (submissionId: string, following: boolean) =>
  call(following ? submissions.follow : submissions.unfollow, { params: { id: submissionId } });
