import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { MESSAGE_CHANNELS, type ConversationSummary, type MessageChannel } from '@workbench/core';
import { Badge, BellIcon, EmptyState, Link, MessageIcon, SearchField, Select, Switch, visuallyHidden } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../format.ts';
import { conversationsQueryOptions, type ConversationFilters } from '../../queries/work-hub.queries.ts';
import { CHANNEL_LABELS } from '../submission-detail/messages/Composer.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import { ListStates, LoadMore } from './HubStates.tsx';
import { channelTone } from './links.ts';
import * as styles from './workHub.css.ts';

/**
 * Whose inbox: staff read every channel they may and follow submissions; a customer (in the portal) reads
 * the client conversations of their shared submissions only, so there is no channel to pick and none to follow.
 */
export type InboxMode = 'broker' | 'customer';

/** The portal inbox's address: the channel is always the client's, so only the submission is open (?open=SUB-2026-0001). */
export type CustomerInboxSearch = Pick<InboxSearch, 'q' | 'unread' | 'open'>;

/** The inbox's address: its filters, and the conversation open in the reading pane (?open=SUB-2026-0001&on=client). */
export interface InboxSearch extends Omit<ConversationFilters, 'unread' | 'following'> {
  unread?: true;
  following?: true;
  open?: string;
  on?: MessageChannel;
}

const ALL = 'all';
const CHANNEL_OPTIONS = [{ id: ALL, label: 'All channels' }, ...MESSAGE_CHANNELS.map((c) => ({ id: c, label: CHANNEL_LABELS[c] }))];
/** Typing in the search box asks the server once the person pauses. */
const SEARCH_PAUSE_MS = 300;

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
              {customer ? c.submissionId : c.client}
            </span>
            <time className={styles.conversationDate} dateTime={c.lastMessage.date}>
              {formatDateTime(c.lastMessage.date)}
            </time>
          </span>
          <span className={styles.conversationMeta}>
            {customer ? (
              <span>
                {c.messageCount} {c.messageCount === 1 ? 'message' : 'messages'}
              </span>
            ) : (
              <>
                <span>{c.submissionId}</span>
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
            {c.lastMessage.from}: {c.lastMessage.excerpt}
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
  const { open, on: onChannel, ...filterSearch } = search;
  // A customer's conversations are all on the client channel: the API gives them nothing else.
  const on = customer ? (open ? 'client' : undefined) : onChannel;
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
      ? router.buildLocation({ to: '/customer/messages', search: { q: next.q, unread: next.unread, open: next.open } }).href
      : router.buildLocation({ to: '/messages', search: next }).href;
  const openChannel = open && on ? on : undefined;
  const summary = openChannel ? items.find((c) => c.submissionId === open && c.channel === openChannel) : undefined;
  const change = (next: Partial<InboxSearch>) => onSearchChange({ ...search, ...next });

  return (
    <Page>
      <PageHeader
        title="Messages"
        subtitle={
          customer
            ? 'Your conversations with your broker, one for each submission shared with you.'
            : 'Your conversations with carriers, clients and colleagues, across submissions.'
        }
      />
      <div className={styles.inbox} data-reading={openChannel ? '' : undefined} data-listing={openChannel ? undefined : ''}>
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
                      ? 'When your broker writes to you about a submission shared with you, the conversation shows here and you can reply.'
                      : 'Messages written on submissions, to carriers, clients or colleagues, gather here.'
                }
              />
            }
          >
            <ul className={styles.conversations} aria-label="Conversation list" aria-busy={query.isFetching || undefined}>
              {items.map((c) => (
                <ConversationEntry
                  key={`${c.submissionId}|${c.channel}`}
                  conversation={c}
                  mode={mode}
                  href={hrefFor({ ...filterSearch, open: c.submissionId, on: c.channel })}
                  isOpen={c.submissionId === open && c.channel === openChannel}
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
          {open && openChannel ? (
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
