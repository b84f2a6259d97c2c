import * as v from 'valibot';
import { requiredText, objectSchema } from '../shared/validation.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../shared/paging.ts';
import { MESSAGE_CHANNELS, TaskSchema } from '../submissions/index.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';
import { CONVERSATION_KINDS, EMAIL_FREQUENCIES, NOTIFICATION_KINDS, NOTIFICATION_TARGETS, TASK_BUCKETS } from './work-hub.ts';

const EMAIL_INVALID = 'Must be a valid email';

/** POST /api/notifications/email: the wizard tells the client about a new submission. */
export const EmailNotificationSchema = objectSchema({
  to: v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters')),
  subject: requiredText('Subject is required', 'Subject', 200),
  submissionId: requiredText('Submission ID is required', 'Submission ID', 50),
  clientName: requiredText('Client name is required', 'Client name', 200),
  brokerName: requiredText('Broker name is required', 'Broker name', 100),
});

/** POST /api/notifications/email's answer: the mail delivered now, or waiting in the outbox. */
export const MailSentSchema = v.object({ status: v.picklist(['sent', 'queued']) });

const paging = {
  limit: queryWholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, LIMIT_MESSAGE),
  offset: queryWholeNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0, OFFSET_MESSAGE),
};
const yesNo = (name: string) =>
  queryValue(
    name,
    v.pipe(
      v.picklist(['true', 'false'], `${name} must be 'true' or 'false'`),
      v.transform((s) => s === 'true'),
    ),
  );

const recordId = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

// The work hub's lists as the API answers them. Each shape is the one place its fields are written: the
// work hub's types are read from these, and the API's description is made from them.

/** One entry of a person's feed. Its texts are written when the event happens, so later edits do not rewrite it. */
export const NotificationSchema = v.object({
  id: recordId,
  kind: v.picklist(NOTIFICATION_KINDS),
  target: v.picklist(NOTIFICATION_TARGETS),
  /** How people name the target: SUB-2026-0001, CLM-2026-0001 or the policy number. */
  reference: v.string(),
  /** The target's record id. */
  recordId,
  /** The submission's human id (SUB-2026-0001) when the target is a submission; null otherwise. */
  submissionId: v.nullable(v.string()),
  submissionRecordId: v.nullable(recordId),
  client: v.string(),
  /** What happened, in a few words: 'New message', 'Assigned to you'. */
  title: v.string(),
  details: v.string(),
  /** Who did it, as messages and history name people; null for reminders the product raises itself. */
  actor: v.nullable(v.string()),
  createdAt: timestamp,
  readAt: v.nullable(timestamp),
});

/** A page of the feed, with how many of the person's notifications are unread in all. */
export const NotificationPageSchema = v.object({ ...pageSchema(NotificationSchema).entries, unread: count });

/** How many of the person's notifications stay unread. */
export const UnreadNotificationsSchema = v.object({ unread: count });

/** How a person hears of their notifications by e-mail, and the kinds they do not want mailed at all. */
export const EmailPreferenceRecordSchema = v.object({
  email: v.picklist(EMAIL_FREQUENCIES),
  muted: v.array(v.picklist(NOTIFICATION_KINDS)),
});

/** A conversation as the inbox lists it. Claims and general threads are the client's: their channel is always the client channel. */
export const ConversationSummarySchema = v.object({
  kind: v.picklist(CONVERSATION_KINDS),
  /** How people name what it is about: the submission id, the claim reference, or the client's name. */
  reference: v.string(),
  /** The record id of the submission, claim or client. */
  recordId,
  client: v.string(),
  channel: v.picklist(MESSAGE_CHANNELS),
  messageCount: count,
  /** Null for a customer's general thread nobody has written on yet: it is listed so they can start it. */
  lastMessage: v.nullable(v.object({ from: v.string(), to: v.string(), subject: v.string(), excerpt: v.string(), date: timestamp })),
  /**
   * A message newer than the person's last reading, on a conversation that is theirs: staff are told about
   * the submissions they follow (own, are assigned, or chose to follow) and about the claims and general
   * threads of those submissions' clients, not about every conversation of the firm they may open; a
   * customer about every conversation of theirs. Whoever sends a message has read the conversation up to it.
   */
  unread: v.boolean(),
  following: v.boolean(),
});

/** A page of the inbox, with how many of the person's conversations are unread in all. */
export const ConversationPageSchema = v.object({ ...pageSchema(ConversationSummarySchema).entries, unread: count });

/** A task across submissions, with what the task list shows of its submission. */
export const TaskItemSchema = v.object({
  ...TaskSchema.entries,
  submissionId: v.string(),
  submissionRecordId: recordId,
  client: v.string(),
});

export const TaskPageSchema = pageSchema(TaskItemSchema);

/** GET /api/notifications: a kind, unread only, and a page (every value arrives as text). */
export const NotificationListQuerySchema = objectSchema({
  kind: queryValue('kind', v.picklist(NOTIFICATION_KINDS, `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`)),
  unread: yesNo('unread'),
  ...paging,
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

/** POST /api/notifications/read: some notifications by id, or all of them. */
export const MarkNotificationsReadSchema = v.pipe(
  objectSchema({
    ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string('Notification ids must be text'), v.uuid('Notification ids must be ids')), 'ids must be a list'),
        v.maxLength(500, 'At most 500 ids at once'),
      ),
    ),
    all: v.optional(v.literal(true, 'all must be true when given')),
  }),
  v.check((input) => (input.ids !== undefined) !== (input.all !== undefined), 'Give either ids or all, not both'),
);
export type MarkNotificationsReadInput = v.InferOutput<typeof MarkNotificationsReadSchema>;

/** GET /api/conversations: a channel, text to find, unread or followed only, and a page. */
export const ConversationListQuerySchema = objectSchema({
  channel: queryValue('channel', v.picklist(MESSAGE_CHANNELS, `channel must be one of ${MESSAGE_CHANNELS.join(', ')}`)),
  kind: queryValue('kind', v.picklist(CONVERSATION_KINDS, `kind must be one of ${CONVERSATION_KINDS.join(', ')}`)),
  q: queryValue('q', v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters'))),
  unread: yesNo('unread'),
  following: yesNo('following'),
  ...paging,
});
export type ConversationListQuery = v.InferOutput<typeof ConversationListQuerySchema>;

/** GET /api/tasks: which bucket, whose tasks ('me' when not given, 'everyone', or a staff member's full name), and a page. */
export const TaskListQuerySchema = objectSchema({
  bucket: v.optional(
    v.pipe(v.string('bucket must be given once'), v.picklist(TASK_BUCKETS, `bucket must be one of ${TASK_BUCKETS.join(', ')}`)),
    'today',
  ),
  assignee: queryValue('assignee', v.pipe(v.string(), v.maxLength(100, 'assignee must be at most 100 characters'))),
  ...paging,
});
export type TaskListQuery = v.InferOutput<typeof TaskListQuerySchema>;

/** PUT /api/notifications/preferences: how notifications reach the person by e-mail, and the kinds never mailed. */
export const EmailPreferenceSchema = objectSchema({
  email: v.picklist(EMAIL_FREQUENCIES, `email must be one of ${EMAIL_FREQUENCIES.join(', ')}`),
  muted: v.optional(
    v.array(v.picklist(NOTIFICATION_KINDS, `muted kinds must be among ${NOTIFICATION_KINDS.join(', ')}`), 'muted must be a list of kinds'),
  ),
});
export type EmailPreferenceInput = v.InferOutput<typeof EmailPreferenceSchema>;

const NAME_REQUIRED = 'Name is required';

/**
 * POST /api/invitations ('Send Submission Form'): a client of the firm, whose address and contact the mail
 * goes to, or an address and a name for someone not yet a client.
 */
export const InvitationSchema = v.pipe(
  objectSchema({
    clientId: v.optional(v.pipe(v.string('Choose a client'), v.trim(), v.nonEmpty('Choose a client'), v.maxLength(100, 'Choose a client'))),
    email: v.optional(
      v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters')),
    ),
    name: v.optional(
      v.pipe(v.string(NAME_REQUIRED), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(200, 'Name must be at most 200 characters')),
    ),
  }),
  v.forward(
    v.check((input) => input.clientId !== undefined || input.email !== undefined, EMAIL_INVALID),
    ['email'],
  ),
  v.forward(
    v.check((input) => input.clientId !== undefined || input.name !== undefined, NAME_REQUIRED),
    ['name'],
  ),
);
export type InvitationInput = v.InferInput<typeof InvitationSchema>;

/** POST /api/invitations' answer: the mail to the address invited, sent or queued in the outbox. */
export const InvitationSentSchema = v.object({ status: v.picklist(['sent', 'queued']), to: v.string() });
