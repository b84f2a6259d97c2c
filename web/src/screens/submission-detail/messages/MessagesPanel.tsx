import { useMemo, useState } from 'react';
import type { Attachment, Message, MessageChannel, Submission } from '@workbench/core';
import { Button, FileIcon, Tab, TabList, TabPanel, Tabs } from '@workbench/ui-kit';
import { formatDateTime } from '../../../format.ts';
import { ATTACHMENT_DRAG_TYPE } from '../dragAttachment.ts';
import { Composer, defaultChannel } from './Composer.tsx';
import { FilePreviewDialog } from './FilePreviewDialog.tsx';
import * as styles from './messages.css.ts';

/** 'See More' appears when content is over 100 characters. */
export const SEE_MORE_AFTER = 100;

const FILTERS = ['all', 'carrier', 'client'] as const;
type Filter = (typeof FILTERS)[number];

/** One message: sender, date, recipient, subject, the text (long ones folded) and its attachments to preview. */
export function MessageItem({ message, onPreview }: { message: Message; onPreview: (a: Attachment) => void }) {
  const [expanded, setExpanded] = useState(false);
  const long = message.content.length > SEE_MORE_AFTER;
  const text = long && !expanded ? `${message.content.slice(0, SEE_MORE_AFTER).trimEnd()}…` : message.content;
  return (
    <li className={styles.message} aria-label={`Message from ${message.from}: ${message.subject}`}>
      <div className={styles.messageHead}>
        <span className={styles.from}>{message.from}</span>
        <time className={styles.muted} dateTime={message.date}>
          {formatDateTime(message.date)}
        </time>
      </div>
      <span className={styles.muted}>To: {message.to}</span>
      <p className={styles.subject}>{message.subject}</p>
      <p className={styles.content}>{text}</p>
      {long ? (
        <Button variant="link" size="sm" className={styles.seeMore} onPress={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'See Less' : 'See More'}
        </Button>
      ) : null}
      {message.attachments.length > 0 ? (
        <div className={styles.attachments}>
          {message.attachments.map((a) => (
            // A native button: it must be draggable onto the Upload Documents box, which ui-kit buttons are not.
            <button
              key={a.id}
              type="button"
              draggable
              className={styles.attachment}
              title="Click to preview, or drag onto Upload Documents to extract"
              onClick={() => onPreview(a)}
              onDragStart={(event) => {
                event.dataTransfer.setData(ATTACHMENT_DRAG_TYPE, JSON.stringify(a));
                event.dataTransfer.setData('text/plain', a.filename);
                event.dataTransfer.effectAllowed = 'copy';
              }}
            >
              <FileIcon name={a.filename} type={a.type} size="sm" />
              {a.filename}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

function Overview({ submission }: { submission: Submission }) {
  const m = submission.messages;
  const count = (channel: MessageChannel) => m.filter((x) => x.channel === channel).length;
  const attachments = m.reduce((n, x) => n + x.attachments.length, 0);
  const last = [...m].sort((a, b) => b.date.localeCompare(a.date))[0];
  const stats: [string, number][] = [
    ['Messages', m.length],
    ['Carrier', count('carrier')],
    ['Client', count('client')],
    ['Attachments', attachments],
  ];
  return (
    <div className={styles.formStack}>
      <div className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <div className={styles.statValue}>{value}</div>
            <div className={styles.muted}>{label}</div>
          </div>
        ))}
      </div>
      {last ? (
        <p className={styles.content}>
          Last message {formatDateTime(last.date)} from {last.from}: “{last.subject}”
        </p>
      ) : (
        <p className={styles.content}>No messages yet.</p>
      )}
    </div>
  );
}

/** Spec 'Messages side panel': overview, the conversation by channel with compose, and recent activity. */
export function MessagesPanel({ submission, queryId }: { submission: Submission; queryId: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [preview, setPreview] = useState<Attachment | null>(null);
  const messages = useMemo(
    () => [...submission.messages].sort((a, b) => b.date.localeCompare(a.date)).filter((m) => filter === 'all' || m.channel === filter),
    [submission.messages, filter],
  );
  const activity = useMemo(() => [...submission.history].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 20), [submission.history]);

  return (
    <aside className={styles.panel} aria-labelledby="messages-panel-title" id="messages-panel">
      <Tabs defaultSelectedKey="messages" className={styles.fill}>
        <div className={styles.head}>
          <h2 id="messages-panel-title" className={styles.heading}>
            Messages
          </h2>
          <TabList aria-label="Message panel">
            <Tab id="overview">Overview</Tab>
            <Tab id="messages">Messages</Tab>
            <Tab id="activity">Activity</Tab>
          </TabList>
        </div>
        <TabPanel id="overview" className={styles.fill}>
          <Overview submission={submission} />
        </TabPanel>
        <TabPanel id="messages" className={styles.fill}>
          <Tabs variant="pill" selectedKey={filter} onSelectionChange={(key) => setFilter(key as Filter)} className={styles.fill}>
            <TabList aria-label="Filter messages">
              <Tab id="all">All</Tab>
              <Tab id="carrier">Carrier</Tab>
              <Tab id="client">Client</Tab>
            </TabList>
            {FILTERS.map((f) => (
              <TabPanel key={f} id={f} className={styles.fill}>
                <ul className={styles.list} aria-label="Message list">
                  {messages.length === 0 ? <li className={styles.muted}>No messages in this view.</li> : null}
                  {messages.map((m) => (
                    <MessageItem key={m.id} message={m} onPreview={setPreview} />
                  ))}
                </ul>
              </TabPanel>
            ))}
          </Tabs>
          <Composer submission={submission} queryId={queryId} defaultChannel={defaultChannel(submission, filter)} />
        </TabPanel>
        <TabPanel id="activity" className={styles.fill}>
          <ul className={styles.list} aria-label="Recent activity">
            {activity.length === 0 ? <li className={styles.muted}>No activity yet.</li> : null}
            {activity.map((h) => (
              <li key={h.id} className={styles.message}>
                <div className={styles.messageHead}>
                  <span className={styles.from}>{h.action}</span>
                  <time className={styles.muted} dateTime={h.date}>
                    {formatDateTime(h.date)}
                  </time>
                </div>
                <p className={styles.content}>{h.details}</p>
                <span className={styles.muted}>by {h.user}</span>
              </li>
            ))}
          </ul>
        </TabPanel>
      </Tabs>
      <FilePreviewDialog attachment={preview} onClose={() => setPreview(null)} />
    </aside>
  );
}
