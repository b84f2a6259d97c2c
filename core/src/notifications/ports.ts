import type { MessageChannel } from '../submissions/index.ts';
import type { Page } from '../submissions/index.ts';
import type { Role, User } from '../users/index.ts';
import type {
  ConversationQuery,
  ConversationSummary,
  EmailPreference,
  MailRecipient,
  NewNotification,
  Notification,
  NotificationKind,
  NotificationQuery,
  TaskItem,
  TaskQuery,
} from './work-hub.ts';
import type { Mail, MailStatus, OutboxBacklog, OutboxEntry } from './entities.ts';

export interface Mailer {
  /**
   * Delivers the mail, or keeps it in the outbox when delivery is not possible now
   * (no SMTP configured, or the server unreachable): no mail is ever lost.
   */
  send(mail: Mail): Promise<MailStatus>;
}

/** After this many refusals by the mail server an outbox entry is given up as 'failed' and no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 10;

export interface Outbox {
  /**
   * Records the mail for delivery. On a database the delivery is a job on the queue written with it: in a
   * unit of work's transaction both commit together, so a rolled-back event never sends its mail.
   */
  enqueue(mail: Mail, lastError?: string | null): Promise<OutboxEntry>;
  /** One entry; null when no entry has this id. */
  get(id: string): Promise<OutboxEntry | null>;
  /** Queued entries, oldest first. */
  pending(limit: number): Promise<OutboxEntry[]>;
  markSent(id: string): Promise<void>;
  /**
   * Records a failed delivery. Only a refusal (the mail server answered that it will not take this mail)
   * counts towards giving the mail up (after MAX_DELIVERY_ATTEMPTS); a server that cannot be reached or asks to try later never makes the
   * outbox drop a mail, however long the outage lasts.
   */
  markFailed(id: string, error: string, refused?: boolean): Promise<void>;
  list(limit: number): Promise<OutboxEntry[]>;
  /** How much mail waits and why the oldest is not delivered yet; cheap enough for every readiness probe. */
  backlog(): Promise<OutboxBacklog>;
}

/**
 * The work hub's store: each person's notifications, what they follow and how far they read each
 * conversation, and the lists gathered across submissions for them.
 */
export interface InboxRepository {
  /** Writes the notifications; one whose `onceKey` the same person already has is left out. */
  addNotifications(rows: NewNotification[]): Promise<void>;
  /** The person's notifications, newest first, with how many match in all. */
  listNotifications(userId: string, query: NotificationQuery): Promise<Page<Notification>>;
  /** Marks the person's notifications read (`ids`, or all of them); ids of others' notifications change nothing. */
  markNotificationsRead(userId: string, ids: readonly string[] | 'all', at: string): Promise<void>;
  unreadNotifications(userId: string): Promise<number>;

  follow(userId: string, submissionRecordId: string, at: string): Promise<void>;
  unfollow(userId: string, submissionRecordId: string): Promise<void>;
  isFollowing(userId: string, submissionRecordId: string): Promise<boolean>;
  /** Ids of the accounts following the submission. */
  followers(submissionRecordId: string): Promise<string[]>;
  /** Ids of the accounts following any of the client's submissions: the client's brokers. */
  clientFollowers(clientId: string): Promise<string[]>;
  /**
   * Customer accounts whose address reaches the client (its own e-mail or one it was given: reachesClient in
   * the clients' rules), proven or not; core decides which of them may be told.
   */
  clientCustomerAccounts(clientId: string): Promise<User[]>;
  /** Staff accounts whose full name is this one: tasks name their assignee by the name the staff list shows. */
  staffNamed(fullName: string): Promise<User[]>;

  /** The conversations the person may see, most recent message first (see `ConversationSummary.unread`). */
  listConversations(userId: string, query: ConversationQuery): Promise<Page<ConversationSummary>>;
  /** Records that the person has read the conversation up to `at`. */
  markConversationRead(userId: string, submissionRecordId: string, channel: MessageChannel, at: string): Promise<void>;
  /** How many of the person's conversations are unread (`customerEmail` scopes a customer to theirs). */
  unreadConversations(userId: string, customerEmail?: string): Promise<number>;

  /** Tasks across submissions, in the bucket asked for: undone ones by due date (none last), done ones last changed first. */
  listTasks(query: TaskQuery): Promise<Page<TaskItem>>;
  /** Open tasks assigned to this full name that are due on or before `today`. */
  dueTaskCount(assignedTo: string, today: string): Promise<number>;
  /** The preference the person chose; null when they never chose (core's default applies). */
  emailPreference(userId: string): Promise<EmailPreference | null>;
  setEmailPreference(userId: string, preference: EmailPreference): Promise<void>;
  /** The active accounts among these, with their address, role and chosen preference (null: never chose). */
  mailSettings(userIds: readonly string[]): Promise<Array<MailRecipient & { role: Role; preference: EmailPreference | null }>>;
  /**
   * Claims today's digest for each account that chose one and has not had it on `today` ('YYYY-MM-DD'):
   * answers each with when its previous digest went (null for none). A claimed digest is not claimed again
   * that day, by this process or another.
   */
  claimDigests(today: string, at: string): Promise<Array<MailRecipient & { since: string | null; muted: NotificationKind[] }>>;
  /** The account's unread notifications written after `since` (all when null), newest first, at most `limit`. */
  unreadSince(userId: string, since: string | null, limit: number): Promise<Notification[]>;

  /** Open tasks with an assignee due from `since` to `today` (both 'YYYY-MM-DD', inclusive), for the reminders. */
  dueTasks(since: string, today: string): Promise<TaskItem[]>;
}
