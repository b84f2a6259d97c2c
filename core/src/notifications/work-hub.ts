import type * as v from 'valibot';
import type { MessageChannel, Task } from '../submissions/index.ts';
import type { Role } from '../users/index.ts';
import type { Mail, MailAttachment } from './entities.ts';
import type { ConversationSummarySchema, EmailPreferenceRecordSchema, NotificationSchema, TaskItemSchema } from './schemas.ts';

/**
 * The broker's day in three lists: what changed (notifications), who wrote (conversations) and what is due
 * (tasks). These are the words and rules of all three; the repositories only store and count.
 */

/** What a notification is about; the feed filters by these. */
export const NOTIFICATION_KINDS = ['assignment', 'status', 'message', 'quote', 'task', 'review', 'decision', 'claim'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind as the feed's filter names it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  assignment: 'Assignments',
  status: 'Status changes',
  message: 'Messages',
  quote: 'Quotes',
  task: 'Tasks',
  review: 'Review requests',
  decision: 'Decisions',
  claim: 'Claim updates',
};

/**
 * What a notification points at: a submission, a claim (a customer reported a loss), a policy (a request
 * on a policy no submission stands behind) or a client's general thread (a customer wrote on it, about
 * anything or about one of their policies). Each entry links to its target's page, a thread to the inbox.
 */
export const NOTIFICATION_TARGETS = ['submission', 'claim', 'policy', 'general'] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

// The work hub's rows are written once, as the schemas the API answers with.
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type ConversationSummary = v.InferOutput<typeof ConversationSummarySchema>;
export type TaskItem = v.InferOutput<typeof TaskItemSchema>;
/** How a person wants to hear of their notifications by e-mail, and the kinds they do not want mailed at all. */
export type EmailPreference = v.InferOutput<typeof EmailPreferenceRecordSchema>;

/** Exactly one of `submissionRecordId`, `claimId`, `policyId` and `clientId` names what the notification is about. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  submissionRecordId?: string;
  claimId?: string;
  policyId?: string;
  /** The client whose general thread the notification opens. */
  clientId?: string;
  title: string;
  details: string;
  actor: string | null;
  createdAt: string;
  /**
   * Set for reminders that must reach a person once (a task due today): a second notification with the
   * same key for the same person is not written.
   */
  onceKey?: string;
}

export interface NotificationQuery {
  kind?: NotificationKind;
  unreadOnly?: boolean;
  limit: number;
  offset: number;
}

/**
 * What a conversation is about: a submission (its messages on one channel), a claim (the customer and the
 * firm writing about it), or a client (their general thread with the firm, outside any submission or claim).
 */
export const CONVERSATION_KINDS = ['submission', 'claim', 'general'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export interface ConversationQuery {
  /**
   * Customers read the client channel of their shared submissions, their clients' claims and their clients'
   * general threads (listed even before anyone writes on them), and nothing else.
   */
  customerEmail?: string;
  /** Claims and general threads are on the client channel: any other channel leaves them out. */
  channel?: MessageChannel;
  kind?: ConversationKind;
  /** Case-insensitive text in the submission id or claim reference, the client's name, or a message's subject or text. */
  q?: string;
  unreadOnly?: boolean;
  followingOnly?: boolean;
  limit: number;
  offset: number;
}

/** Where a task stands for the person working it. */
export const TASK_BUCKETS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];

export const TASK_BUCKET_LABELS: Record<TaskBucket, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  upcoming: 'Upcoming',
  done: 'Done',
};

/** A task is done once its status is Completed; any other status is still to do. */
export const TASK_DONE_STATUS = 'Completed';
export const isTaskDone = (task: Pick<Task, 'status'>): boolean => task.status.trim().toLowerCase() === TASK_DONE_STATUS.toLowerCase();

/**
 * The bucket of a task on `today` ('YYYY-MM-DD', UTC as every due date here): done, overdue (due before
 * today), due today, or upcoming (a later date or none).
 */
export function taskBucket(task: Pick<Task, 'status' | 'dueDate'>, today: string): TaskBucket {
  if (isTaskDone(task)) return 'done';
  if (!task.dueDate) return 'upcoming';
  const due = task.dueDate.slice(0, 10);
  if (due < today) return 'overdue';
  return due === today ? 'today' : 'upcoming';
}

export interface TaskQuery {
  /** Tasks assigned to this full name (tasks name their assignee as the staff list does); absent: everyone's. */
  assignedTo?: string;
  bucket: TaskBucket;
  /** 'YYYY-MM-DD' (UTC) the buckets are counted from. */
  today: string;
  limit: number;
  offset: number;
}

export type { LiveCounts } from './live-counts.ts';

/**
 * Where a person opens a notification's target: staff on its page, a customer in the portal. Only staff
 * are ever told of a policy, so a customer has no policy path to be sent to by a notification.
 */
export function notificationPath(role: Role, n: Pick<Notification, 'target' | 'reference' | 'recordId'>): string {
  const portal = role === 'customer' ? '/customer' : '';
  if (n.target === 'claim') return `${portal}/claims/${n.reference}`;
  if (n.target === 'policy') return `${portal}/policies/${n.recordId}`;
  if (n.target === 'general') return `${portal}/messages?open=${encodeURIComponent(n.recordId)}&kind=general`;
  return `${portal}/submissions/${n.reference}`;
}

/** Who may look at other people's tasks: a broker manager oversees the team's work; others see their own. */
export const TEAM_TASK_ROLES: readonly Role[] = ['broker_manager'];

/**
 * How far back reminders look for overdue tasks: a task left overdue for longer was reminded of when it
 * fell due, and reminding of it again after a restart or on old imported data would only bury what is new.
 */
export const REMINDER_LOOKBACK_DAYS = 30;

/** How a person wants to hear of their notifications by e-mail: never, one mail each, or one digest a day. */
export const EMAIL_FREQUENCIES = ['off', 'immediate', 'daily'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  off: 'Never',
  immediate: 'At once, one e-mail each',
  daily: 'Once a day, a digest',
};

/**
 * Until a person chooses: a customer is mailed each notification (mail is how they learn that their
 * submission moved or their broker wrote), staff are not (they work in the app all day).
 */
export const defaultEmailPreference = (role: Role): EmailPreference => ({ email: role === 'customer' ? 'immediate' : 'off', muted: [] });

/** Whether a notification of `kind` is mailed to someone with this preference, at once or in the digest. */
export const mailsKind = (preference: EmailPreference, kind: NotificationKind): boolean =>
  preference.email !== 'off' && !preference.muted.includes(kind);

/** The UTC hour from which the day's digest goes out (it covers what is still unread since the last one). */
export const DIGEST_HOUR_UTC = 7;

/** Someone who wants mail about their notifications, with where to send it. */
export interface MailRecipient {
  userId: string;
  email: string;
  fullName: string;
}

type MailedNotification = Pick<Notification, 'title' | 'details' | 'reference' | 'client'>;

const line = (n: MailedNotification) => `${n.reference} (${n.client}): ${n.title}. ${n.details}`;

/** One notification as a mail of its own. Only what the notification says travels: never more than its reader may see. */
export function notificationMail(to: MailRecipient, n: MailedNotification, link?: string) {
  return {
    to: to.email,
    subject: `${n.title}: ${n.reference}`,
    text: `Hello ${to.fullName},\n\n${line(n)}\n\n${link ? `See it in Workbench: ${link}` : 'Sign in to Workbench to see it.'}\n`,
  };
}

/**
 * One notification mailed to a client's own address, for a client without a customer account to tell:
 * it greets the client, carries what the notification says and its files (`attachments`, since there is no
 * portal page for them to open yet), and, when the portal can show it to them (`portal`), says to register
 * there with this address, linking to its place when known.
 */
export function clientAddressMail(
  to: string,
  n: MailedNotification,
  portal: { link: string | undefined } | null,
  attachments?: MailAttachment[],
): Mail {
  const register = portal
    ? `\n\nRegister in the customer portal with this address (${to}) to follow it there${portal.link ? `: ${portal.link}` : '.'}`
    : '';
  return {
    to,
    subject: `${n.title}: ${n.reference}`,
    text: `Hello ${n.client},\n\n${line(n)}${register}\n`,
    ...(attachments?.length ? { attachments } : {}),
  };
}

/** The day's digest: what is still unread, newest first. */
export function digestMail(to: MailRecipient, items: ReadonlyArray<MailedNotification>) {
  const count = items.length === 1 ? '1 unread notification' : `${items.length} unread notifications`;
  return {
    to: to.email,
    subject: `Workbench: ${count}`,
    text: `Hello ${to.fullName},\n\nYou have ${count}:\n\n${items.map((n) => `- ${line(n)}`).join('\n')}\n\nSign in to Workbench to see them.\n`,
  };
}
