import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { MESSAGE_CHANNELS, type ConversationKind, type ConversationSummary, type MessageChannel } from '@workbench/core';
import { Badge, BellIcon, EmptyState, Link, MessageIcon, SearchField, Select, Switch, visuallyHidden } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../format.ts';
import { conversationsQueryOptions, type ConversationFilters } from '../../queries/work-hub.queries.ts';
import { CHANNEL_LABELS } from '../submission-detail/messages/Composer.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import { ThreadPane } from './ThreadPane.tsx';
import { ListStates, LoadMore } from './HubStates.tsx';
import { channelTone } from './links.ts';
import * as styles from './workHub.css.ts';

/**
 * Whose inbox: staff read every channel they may and follow submissions; a customer (in the portal) reads
 * the client conversations of their shared submissions only, so there is no channel to pick and none to follow.
 */
export type InboxMode = 'broker' | 'customer';

/** The portal inbox's address: the channel is always the client's, so only what is open (?open=SUB-2026-0001, or a claim or general thread with its kind). */
export type CustomerInboxSearch = Pick<InboxSearch, 'q' | 'unread' | 'open' | 'kind'>;

/**
 * The inbox's address: its filters, and the conversation open in the reading pane: a submission on a channel
 * (?open=SUB-2026-0001&on=client), a claim (?open=CLM-2026-0001&kind=claim) or a client's general thread
 * (?open=<client id>&kind=general).
 */
export interface InboxSearch extends Omit<ConversationFilters, 'unread' | 'following' | 'kind'> {
  unread?: true;
  following?: true;
  open?: string;
  on?: MessageChannel;
  kind?: Exclude<ConversationKind, 'submission'>;
}

/** Where a listed conversation opens: a submission by its id and channel, a claim by its reference, a general thread by its client. */
const openSearch = (c: ConversationSummary): Pick<InboxSearch, 'open' | 'on' | 'kind'> =>
  c.kind === 'submission' ? { open: c.reference, on: c.channel } : { open: c.kind === 'claim' ? c.reference : c.recordId, kind: c.kind };

const KIND_LABELS: Record<Exclude<ConversationKind, 'submission'>, string> = { claim: 'Claim', general: 'General' };

const ALL = 'all';
const CHANNEL_OPTIONS = [{ id: ALL, label: 'All channels' }, ...MESSAGE_CHANNELS.map((c) => ({ id: c, label: CHANNEL_LABELS[c] }))];
/** Typing in the search box asks the server once the person pauses. */
const SEARCH_PAUSE_MS = 300;

/** How the list names a conversation: staff by the client; a customer by the submission, the claim, or "General". */
function entryTitle(c: ConversationSummary, customer: boolean): string {
  if (!customer) return c.client;
  if (c.kind === 'claim') return `Claim ${c.reference}`;
  if (c.kind === 'general') return 'General';
  return c.reference;
}

function ConversationEntry({
  conversation: c,
  mode,
  href,
  isOpen,
  onOpen,
}: {
  conversation: ConversationSummary;
  mode: InboxMode;
  href: string;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const customer = mode === 'customer';
  return (
    <li>
      <Link
        href={href}
        className={styles.conversationLink}
        data-unread={c.unread || undefined}
        aria-current={isOpen ? 'true' : undefined}
        onPress={onOpen}
      >
        <span className={c.unread ? styles.unreadDot : styles.readDot} aria-hidden="true" />
        <span className={styles.conversationBody}>
          <span className={styles.conversationHead}>
            <span className={styles.conversationClient}>
              {c.unread ? <span className={visuallyHidden}>Unread: </span> : null}
              {entryTitle(c, customer)}
            </span>
            {c.lastMessage ? (
              <time className={styles.conversationDate} dateTime={c.lastMessage.date}>
                {formatDateTime(c.lastMessage.date)}
              </time>
            ) : null}
          </span>
          <span className={styles.conversationMeta}>
            {c.kind !== 'submission' ? (
              <>
                {customer ? null : <span>{c.kind === 'claim' ? c.reference : 'Outside submissions'}</span>}
                {customer && c.kind === 'general' ? (
                  <span>Anything not about one submission or claim</span>
                ) : (
                  <Badge size="sm" tone={c.kind === 'claim' ? 'orange' : 'green'}>
                    {KIND_LABELS[c.kind]}
                  </Badge>
                )}
              </>
            ) : customer ? (
              <span>
                {c.messageCount} {c.messageCount === 1 ? 'message' : 'messages'}
              </span>
            ) : (
              <>
                <span>{c.reference}</span>
                <Badge size="sm" tone={channelTone(c.channel)}>
                  {CHANNEL_LABELS[c.channel]}
                </Badge>
              </>
            )}
            {c.following && !customer ? (
              <span className={styles.following}>
                <BellIcon aria-hidden="true" />
                Following
              </span>
            ) : null}
          </span>
          <span className={styles.excerpt}>
            {c.lastMessage ? `${c.lastMessage.from}: ${c.lastMessage.excerpt}` : 'No messages yet: write to your broker here.'}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The messages inbox at /messages: every conversation (a submission on one channel) the person may read,
 * latest first, found by text and narrowed to unread, followed or one channel; the open one is read and
 * answered in the pane beside the list (on phones, instead of it). In the portal (`mode` 'customer', at
 * /customer/messages) the same inbox holds the customer's conversations with their broker, one a submission.
 */
export function MessagesPage({
  search,
  onSearchChange,
  mode = 'broker',
}: {
  search: InboxSearch;
  onSearchChange: (search: InboxSearch) => void;
  mode?: InboxMode;
}) {
  const router = useRouter();
  const customer = mode === 'customer';
  const { open, on: onChannel, kind: openKind, ...filterSearch } = search;
  // A customer's conversations are all on the client channel: the API gives them nothing else.
  const on = openKind ? undefined : customer ? (open ? 'client' : undefined) : onChannel;
  const filters: ConversationFilters = customer
    ? { q: search.q, unread: search.unread }
    : { channel: search.channel, q: search.q, unread: search.unread, following: search.following };
  const query = useInfiniteQuery(conversationsQueryOptions(filters));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  const filtered = !!(filters.channel || filters.q || filters.unread || filters.following);

  // The search box types freely; the address (and the server) follow once the person pauses.
  const [text, setText] = useState(search.q ?? '');
  const latest = useRef({ search, onSearchChange });
  latest.current = { search, onSearchChange };
  useEffect(() => {
    const timer = setTimeout(() => {
      const { search: current, onSearchChange: change } = latest.current;
      const q = text.trim() || undefined;
      if (q !== current.q) change({ ...current, q });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText((shown) => (shown.trim() === (search.q ?? '') ? shown : (search.q ?? ''))), [search.q]);

  const [focusPane, setFocusPane] = useState(false);
  const hrefFor = (next: InboxSearch) =>
    customer
      ? router.buildLocation({ to: '/customer/messages', search: { q: next.q, unread: next.unread, open: next.open, kind: next.kind } })
          .href
      : router.buildLocation({ to: '/messages', search: next }).href;
  const openChannel = open && on ? on : undefined;
  const openThread = open && openKind ? openKind : undefined;
  const reading = !!(openChannel || openThread);
  const isOpen = (c: ConversationSummary) => {
    const where = openSearch(c);
    return where.open === open && where.on === openChannel && where.kind === openThread;
  };
  const summary = reading ? items.find(isOpen) : undefined;
  const change = (next: Partial<InboxSearch>) => onSearchChange({ ...search, ...next });

  return (
    <Page>
      <PageHeader
        title="Messages"
        subtitle={
          customer
            ? 'Your conversations with your broker: about each submission shared with you, each claim, and anything else.'
            : 'Your conversations with carriers, clients and colleagues, across submissions, claims and clients.'
        }
      />
      <div className={styles.inbox} data-reading={reading ? '' : undefined} data-listing={reading ? undefined : ''}>
        <section className={styles.listColumn} aria-label="Conversations">
          <div className={styles.inboxFilters}>
            <SearchField
              label="Search conversations"
              placeholder={customer ? 'Submission or message text' : 'Submission, client or message text'}
              value={text}
              onChange={setText}
            />
            <div className={styles.filterRow}>
              {customer ? null : (
                <Select
                  label="Channel"
                  className={styles.filterSelect}
                  items={CHANNEL_OPTIONS}
                  selectedKey={search.channel ?? ALL}
                  onSelectionChange={(key) => change({ channel: key === ALL ? undefined : (key as MessageChannel) })}
                />
              )}
              <div className={styles.switches}>
                <Switch isSelected={search.unread === true} onChange={(v) => change({ unread: v || undefined })}>
                  Unread only
                </Switch>
                {customer ? null : (
                  <Switch isSelected={search.following === true} onChange={(v) => change({ following: v || undefined })}>
                    Following only
                  </Switch>
                )}
              </div>
            </div>
            {first ? (
              <span className={styles.summary} aria-live="polite">
                {first.total} {first.total === 1 ? 'conversation' : 'conversations'}
                {first.unread ? `, ${first.unread} unread` : ''}
              </span>
            ) : null}
          </div>
          <ListStates
            query={query}
            loading="Loading conversations"
            failed="Conversations could not be loaded"
            isEmpty={items.length === 0}
            empty={
              <EmptyState
                icon={<MessageIcon />}
                headingLevel={2}
                title={filtered ? 'No conversations match' : customer ? 'No messages yet' : 'No conversations yet'}
                description={
                  filtered
                    ? 'Try other words or clear the filters.'
                    : customer
                      ? 'When your broker writes to you about a submission or a claim, the conversation shows here and you can reply.'
                      : 'Messages written on submissions, to carriers, clients or colleagues, gather here.'
                }
              />
            }
          >
            <ul className={styles.conversations} aria-label="Conversation list" aria-busy={query.isFetching || undefined}>
              {items.map((c) => (
                <ConversationEntry
                  key={`${c.kind}|${c.recordId}|${c.channel}`}
                  conversation={c}
                  mode={mode}
                  href={hrefFor({ ...filterSearch, ...openSearch(c) })}
                  isOpen={isOpen(c)}
                  onOpen={() => setFocusPane(true)}
                />
              ))}
            </ul>
            <LoadMore
              shown={items.length}
              total={first?.total ?? 0}
              noun="conversations"
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
            />
          </ListStates>
        </section>
        <div className={styles.paneColumn}>
          {open && openThread ? (
            <ThreadPane
              key={`${openThread}|${open}`}
              kind={openThread}
              id={open}
              mode={mode}
              summary={summary}
              backHref={hrefFor(filterSearch)}
              takeFocus={focusPane}
            />
          ) : open && openChannel ? (
            <ConversationPane
              key={`${open}|${openChannel}`}
              submissionId={open}
              channel={openChannel}
              mode={mode}
              summary={summary}
              backHref={hrefFor(filterSearch)}
              takeFocus={focusPane}
            />
          ) : (
            <div className={styles.pane}>
              <EmptyState
                icon={<MessageIcon />}
                headingLevel={2}
                title="Choose a conversation"
                description="Its messages show here, with a box to reply."
              />
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
