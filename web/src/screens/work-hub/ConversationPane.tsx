import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Attachment, ConversationSummary, MessageChannel } from '@workbench/core';
import { Badge, Link, MessageIcon, EmptyState, visuallyHidden } from '@workbench/ui-kit';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { conversationQueryOptions, markConversationRead, workHubKeys, type HubPage } from '../../queries/work-hub.queries.ts';
import { CHANNEL_LABELS, Composer } from '../submission-detail/messages/Composer.tsx';
import { FilePreviewDialog } from '../submission-detail/messages/FilePreviewDialog.tsx';
import { MessageItem } from '../submission-detail/messages/MessagesPanel.tsx';
import { FollowButton } from '../submission-detail/FollowButton.tsx';
import { BackToConversations, ListError, ListStates } from './HubStates.tsx';
import { channelTone } from './links.ts';
import type { InboxMode } from './MessagesPage.tsx';
import * as messageStyles from '../submission-detail/messages/messages.css.ts';
import * as styles from './workHub.css.ts';
import { useFocusOnOpen } from './useFocusOnOpen.ts';

type Conversations = InfiniteData<HubPage<ConversationSummary>>;

/** Records that the person read a conversation: its unread mark goes at once, the badge when the server answers. */
function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, channel }: { submissionId: string; channel: MessageChannel }) =>
      markConversationRead(submissionId, channel),
    onMutate: ({ submissionId, channel }) => {
      queryClient.setQueriesData<Conversations>({ queryKey: workHubKeys.conversations }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((c) =>
                  c.kind === 'submission' && c.reference === submissionId && c.channel === channel ? { ...c, unread: false } : c,
                ),
              })),
            }
          : data,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workHubKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: workHubKeys.counts });
    },
  });
}

/**
 * The reading pane: one conversation's messages, oldest first, and a reply on its channel with the side
 * panel's compose box (attachments, and the confirmation before writing to a client the submission is not
 * shared with). Opening it marks the conversation read, and so does a new message arriving while it is open.
 * A customer's pane (`mode` 'customer') is their conversation with their broker: named by the submission,
 * linked to its portal page, with nothing to follow.
 */
export function ConversationPane({
  submissionId,
  channel,
  summary,
  backHref,
  takeFocus,
  mode = 'broker',
}: {
  submissionId: string;
  channel: MessageChannel;
  mode?: InboxMode;
  /** The conversation as the list shows it, when the list holds it. */
  summary: ConversationSummary | undefined;
  /**
   * The list without this conversation open (phones show one or the other). None when the pane is on the
   * submission's own page: no way back to a list, and no link to the page it is on.
   */
  backHref?: string;
  /** Move focus to the pane's heading once shown: the person opened the conversation from the list. */
  takeFocus: boolean;
}) {
  const queryClient = useQueryClient();
  const messages = useQuery(conversationQueryOptions(submissionId, channel));
  const submission = useQuery({ ...submissionQueryOptions(submissionId), retry: false });
  const [preview, setPreview] = useState<Attachment | null>(null);
  const markRead = useMarkConversationRead();
  const { mutate } = markRead;
  const unread = summary?.unread;
  useEffect(() => {
    if (unread !== false) mutate({ submissionId, channel });
  }, [submissionId, channel, unread, mutate]);

  const heading = useFocusOnOpen(takeFocus, messages.data?.length ?? 0);

  // The newest message is at the bottom, above the compose box: keep it in view (also once the compose box
  // arrives and takes its room).
  const thread = useRef<HTMLUListElement>(null);
  const count = messages.data?.length ?? 0;
  const composing = submission.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the compose box arrives and the thread shrinks
  useEffect(() => {
    const list = thread.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count, composing]);

  const customer = mode === 'customer';
  const client = summary?.client ?? submission.data?.clientName ?? submissionId;
  // Customers talk to their broker about a submission; staff to a client, carrier or colleague.
  const title = customer ? submissionId : client;
  const recordId = submission.data?.id ?? summary?.recordId;
  const submissionHref = customer
    ? `/customer/submissions/${encodeURIComponent(recordId ?? submissionId)}`
    : `/submissions/${encodeURIComponent(submissionId)}`;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: workHubKeys.conversation(submissionId, channel) });
    void queryClient.invalidateQueries({ queryKey: workHubKeys.conversations });
  };

  return (
    <section className={backHref ? styles.pane : styles.paneOnPage} aria-labelledby="conversation-title">
      <BackToConversations href={backHref} />
      <div className={styles.paneHead}>
        <div>
          <h2 id="conversation-title" ref={heading} tabIndex={-1} className={styles.paneTitle}>
            {title}
            <span className={visuallyHidden}>
              {customer ? ', conversation with your broker' : `, ${CHANNEL_LABELS[channel]} conversation`}
            </span>
          </h2>
          <div className={styles.paneMeta}>
            {customer ? null : (
              <Badge size="sm" tone={channelTone(channel)}>
                {CHANNEL_LABELS[channel]}
              </Badge>
            )}
            {backHref ? <Link href={submissionHref}>Open {submissionId}</Link> : null}
          </div>
        </div>
        {customer ? null : <FollowButton submissionId={submissionId} />}
      </div>
      <ListStates
        query={messages}
        loading="Loading messages"
        failed="Messages could not be loaded"
        isEmpty={messages.data?.length === 0}
        empty={<EmptyState icon={<MessageIcon />} title="No messages yet" description="Write the first message below." />}
      >
        <ul
          ref={thread}
          className={messageStyles.list}
          aria-label={customer ? `Messages about ${submissionId}` : `Messages with ${client}`}
        >
          {messages.data?.map((m) => (
            <MessageItem key={m.id} message={m} onPreview={setPreview} />
          ))}
        </ul>
      </ListStates>
      {submission.data ? (
        <Composer
          submission={submission.data}
          queryId={submissionId}
          defaultChannel={channel}
          channel={channel}
          recipient={customer ? 'your broker' : undefined}
          onSent={refresh}
        />
      ) : submission.isError ? (
        <ListError title="Replies are not available" error={submission.error} onRetry={() => void submission.refetch()} />
      ) : null}
      <FilePreviewDialog attachment={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
