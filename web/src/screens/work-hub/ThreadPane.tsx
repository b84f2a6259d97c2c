import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ClaimMessageSchema, ClientMessageSchema, type ClientMessage, type ConversationSummary } from '@workbench/core';
import {
  Badge,
  Button,
  EmptyState,
  FileIcon,
  Link,
  MessageIcon,
  PaperclipIcon,
  SendIcon,
  TextArea,
  useToast,
  visuallyHidden,
} from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage } from '../../api/client.ts';
import { formatDateTime } from '../../format.ts';
import { claimKeys, claimQueryOptions, sendClaimMessage } from '../../queries/claims.queries.ts';
import {
  clientThreadDocumentHref,
  clientThreadQueryOptions,
  markThreadRead,
  policyThreadQueryOptions,
  sendClientMessage,
  sendPolicyMessage,
  workHubKeys,
} from '../../queries/work-hub.queries.ts';
import { CLAIM_FILE_ACCEPT, MAX_CLAIM_FILES } from '../claims/ClaimFiles.tsx';
import { AttachmentChips } from '../submission-detail/messages/AttachmentChips.tsx';
import { BackToConversations, ListStates } from './HubStates.tsx';
import type { InboxMode } from './MessagesPage.tsx';
import * as messageStyles from '../submission-detail/messages/messages.css.ts';
import * as styles from './workHub.css.ts';
import { useFocusOnOpen } from './useFocusOnOpen.ts';

/** A message as a thread shows it: who wrote, when, what, and the files sent with it. */
interface ThreadMessage {
  id: string;
  from: string;
  content: string;
  date: string;
  files: Array<{ id: string; filename: string; href: string }>;
  /** The policy a message of a client's general thread is about (written from the policy's page). */
  about?: string | null;
}

/** The thread kinds that are not a submission's, each read from its own place and answered there. */
export type ThreadKindOpen = 'claim' | 'general';
/** What a pane shows: one of those threads, or the part of a client's general thread about one policy. */
type PaneKind = ThreadKindOpen | 'policy';

interface ThreadSource {
  query: UseQueryResult<unknown>;
  messages: ThreadMessage[] | undefined;
  /** The record the reading mark and the reply go to, once known. */
  recordId: string | undefined;
  title: string;
  about: string;
  link: { href: string; label: string } | null;
  send: (content: string, files: readonly File[]) => Promise<unknown>;
  schema: typeof ClaimMessageSchema | typeof ClientMessageSchema;
  refresh: () => void;
}

function useClaimThread(reference: string, mode: InboxMode): ThreadSource {
  const queryClient = useQueryClient();
  const query = useQuery(claimQueryOptions(reference));
  const claim = query.data;
  return {
    query,
    messages: claim?.messages.map((m) => ({ ...m, files: [] })),
    recordId: claim?.id,
    title: mode === 'customer' ? `Claim ${reference}` : (claim?.client ?? reference),
    about: `claim ${reference}`,
    link: { href: mode === 'customer' ? `/customer/claims/${reference}` : `/claims/${reference}`, label: `Open ${reference}` },
    send: (content, files) => sendClaimMessage(claim?.id ?? reference, content, files),
    schema: ClaimMessageSchema,
    refresh: () => void queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  };
}

/** A message of a client's general thread as a pane shows it, its files downloaded from the client's thread. */
const generalMessage = (clientId: string, m: ClientMessage): ThreadMessage => ({
  id: m.id,
  from: m.from,
  content: m.content,
  date: m.date,
  files: m.documents.map((d) => ({
    id: d.id,
    filename: d.filename,
    href: clientThreadDocumentHref(clientId, d.id),
  })),
  about: m.policy?.policyNumber ?? null,
});

function useGeneralThread(clientId: string, mode: InboxMode, summary: ConversationSummary | undefined): ThreadSource {
  const queryClient = useQueryClient();
  const query = useQuery(clientThreadQueryOptions(clientId));
  const thread = query.data;
  const client = thread?.client ?? summary?.client ?? '';
  return {
    query,
    messages: thread?.messages.map((m) => generalMessage(clientId, m)),
    recordId: thread?.clientId,
    title: mode === 'customer' ? 'General' : client,
    about: mode === 'customer' ? 'anything not about one submission or claim' : `${client}, general`,
    link: null,
    send: (content, files) => sendClientMessage(clientId, content, files),
    schema: ClientMessageSchema,
    refresh: () => void queryClient.invalidateQueries({ queryKey: workHubKeys.clientThread(clientId) }),
  };
}

function usePolicyThread(policyId: string): ThreadSource {
  const queryClient = useQueryClient();
  const query = useQuery(policyThreadQueryOptions(policyId));
  const thread = query.data;
  return {
    query,
    // On the policy's own page the policy goes without saying.
    messages: thread?.messages.map((m) => ({ ...generalMessage(thread.clientId, m), about: null })),
    recordId: thread?.policyId,
    title: 'Messages',
    about: `policy ${thread?.policyNumber ?? ''}`.trim(),
    link: null,
    send: (content, files) => sendPolicyMessage(policyId, content, files),
    schema: ClientMessageSchema,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: workHubKeys.policyThread(policyId) });
      void queryClient.invalidateQueries({ queryKey: workHubKeys.clientThread(thread?.clientId ?? '') });
    },
  };
}

/**
 * A policy's conversation on its own page: the customer writes to their broker about the policy, and reads
 * the answers; staff read it and answer on the staff policy page. It is part of the client's general thread,
 * where the firm also reads and answers it.
 */
export function PolicyConversation({ policyId, mode = 'customer' }: { policyId: string; mode?: InboxMode }) {
  return <ThreadView source={usePolicyThread(policyId)} kind="policy" mode={mode} summary={undefined} takeFocus={false} />;
}

/**
 * The reading pane of a claim's conversation or of a client's general thread: its messages, oldest first,
 * with their files, and a reply with photos or documents. Opening it marks the thread read, and so does a new
 * message arriving while it is open. Both are the client's conversations with the firm: there is no channel.
 */
export function ThreadPane({
  kind,
  id,
  mode,
  summary,
  backHref,
  takeFocus,
}: {
  kind: ThreadKindOpen;
  /** The claim's reference, or the client's record id. */
  id: string;
  mode: InboxMode;
  summary: ConversationSummary | undefined;
  backHref: string;
  takeFocus: boolean;
}) {
  const props = { mode, summary, backHref, takeFocus };
  return kind === 'claim' ? <ClaimThread key={id} reference={id} {...props} /> : <GeneralThread key={id} clientId={id} {...props} />;
}

interface PaneProps {
  mode: InboxMode;
  summary: ConversationSummary | undefined;
  backHref: string;
  takeFocus: boolean;
}

function ClaimThread({ reference, ...props }: PaneProps & { reference: string }) {
  return <ThreadView source={useClaimThread(reference, props.mode)} kind="claim" {...props} />;
}

function GeneralThread({ clientId, ...props }: PaneProps & { clientId: string }) {
  return <ThreadView source={useGeneralThread(clientId, props.mode, props.summary)} kind="general" {...props} />;
}

function ThreadView({
  source,
  kind,
  mode,
  summary,
  backHref,
  takeFocus,
}: {
  source: ThreadSource;
  kind: PaneKind;
  mode: InboxMode;
  summary: ConversationSummary | undefined;
  /** The inbox's list without this pane; none on an item's own page. */
  backHref?: string;
  takeFocus: boolean;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { recordId } = source;
  const markRead = useMutation({
    mutationFn: ({ kind, thread }: { kind: ThreadKindOpen; thread: string }) => markThreadRead(kind, thread),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workHubKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: workHubKeys.counts });
    },
  });
  const { mutate } = markRead;
  const unread = summary?.unread;
  // A policy's part has no reading mark of its own: the client's general thread keeps it, read in the inbox.
  useEffect(() => {
    if (kind !== 'policy' && recordId && unread !== false) mutate({ kind, thread: recordId });
  }, [kind, recordId, unread, mutate]);

  const heading = useFocusOnOpen(takeFocus, source.messages?.length ?? 0);
  const list = useRef<HTMLUListElement>(null);
  const count = source.messages?.length ?? 0;
  useEffect(() => {
    const element = list.current;
    if (element && count > 0) element.scrollTop = element.scrollHeight;
  }, [count]);

  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => source.send(content.trim(), files),
    onSuccess: () => {
      source.refresh();
      void queryClient.invalidateQueries({ queryKey: workHubKeys.conversations });
      setContent('');
      setFiles([]);
      toast({ title: 'Message sent' });
    },
    onError: (e) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(e, 'Failed to send the message') }),
  });
  const submit = () => {
    const checked = v.safeParse(source.schema, { content });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    send.mutate();
  };
  const kindLabel = kind === 'claim' ? 'Claim' : kind === 'policy' ? 'Policy' : 'General';

  return (
    <section className={backHref ? styles.pane : styles.paneOnPage} aria-labelledby="conversation-title">
      <BackToConversations href={backHref} />
      <div className={styles.paneHead}>
        <div>
          <h2 id="conversation-title" ref={heading} tabIndex={-1} className={styles.paneTitle}>
            {source.title}
            <span className={visuallyHidden}>, conversation about {source.about}</span>
          </h2>
          <div className={styles.paneMeta}>
            {/* On the policy's own page its kind goes without saying, as a customer's general thread does. */}
            {kind === 'policy' || (kind === 'general' && mode === 'customer') ? null : (
              <Badge size="sm" tone={kind === 'claim' ? 'orange' : 'green'}>
                {kindLabel}
              </Badge>
            )}
            {source.link ? <Link href={source.link.href}>{source.link.label}</Link> : null}
          </div>
        </div>
      </div>
      <ListStates
        query={source.query}
        loading="Loading messages"
        failed="Messages could not be loaded"
        isEmpty={count === 0}
        empty={
          <EmptyState
            icon={<MessageIcon />}
            title="No messages yet"
            description={
              kind === 'policy'
                ? mode === 'customer'
                  ? 'Ask your broker anything about this policy.'
                  : 'Write to the client about this policy.'
                : kind === 'general'
                  ? mode === 'customer'
                    ? 'Ask your broker anything that is not about one submission or claim.'
                    : 'Write to the client about anything that is not about one submission or claim.'
                  : 'Write the first message below.'
            }
          />
        }
      >
        <ul ref={list} className={messageStyles.list} aria-label={`Messages: ${source.title}`}>
          {source.messages?.map((m) => (
            <li key={m.id} className={messageStyles.message} aria-label={`Message from ${m.from}`}>
              <div className={messageStyles.messageHead}>
                <span className={messageStyles.from}>{m.from}</span>
                {m.about ? (
                  <Badge size="sm" tone="blue">
                    About {m.about}
                  </Badge>
                ) : null}
                <time className={messageStyles.muted} dateTime={m.date}>
                  {formatDateTime(m.date)}
                </time>
              </div>
              <p className={messageStyles.content}>{m.content}</p>
              {m.files.length > 0 ? (
                <div className={messageStyles.attachments}>
                  {m.files.map((f) => (
                    <Link
                      key={f.id}
                      href={f.href}
                      download={f.filename}
                      className={messageStyles.attachment}
                      aria-label={`Download ${f.filename}`}
                    >
                      <FileIcon name={f.filename} size="sm" />
                      {f.filename}
                    </Link>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </ListStates>
      {recordId ? (
        <form
          noValidate
          aria-label="Reply"
          className={messageStyles.compose}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextArea
            label="Message"
            placeholder="Type your message..."
            value={content}
            onChange={(value) => {
              setContent(value);
              if (error) setError(undefined);
            }}
            validationBehavior="aria"
            errorMessage={error}
            rows={2}
          />
          <AttachmentChips files={files} onChange={setFiles} />
          <div className={messageStyles.composeRow}>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Attach photos or documents"
              isDisabled={send.isPending || files.length >= MAX_CLAIM_FILES}
              onPress={() => fileInput.current?.click()}
            >
              <PaperclipIcon />
            </Button>
            <span className={messageStyles.grow} />
            <Button type="submit" isPending={send.isPending} pendingLabel="Sending...">
              <SendIcon /> Send
            </Button>
          </div>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={CLAIM_FILE_ACCEPT.join(',')}
            className={messageStyles.hiddenInput}
            aria-label="Choose files to attach"
            onChange={(event) => {
              const chosen = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              setFiles((current) => [...current, ...chosen].slice(0, MAX_CLAIM_FILES));
            }}
          />
        </form>
      ) : null}
    </section>
  );
}
