import * as v from 'valibot';
import { requiredText, objectSchema } from '../shared/validation.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/paging.ts';
import { MESSAGE_CHANNELS } from '../submissions/index.ts';
import { LIMIT_MESSAGE, OFFSET_MESSAGE, queryValue, queryWholeNumber } from '../shared/query.ts';
import { CONVERSATION_KINDS, EMAIL_FREQUENCIES, NOTIFICATION_KINDS, TASK_BUCKETS } from './work-hub.ts';

const EMAIL_INVALID = 'Must be a valid email';

/** POST /api/notifications/email: the wizard tells the client about a new submission. */
export const EmailNotificationSchema = objectSchema({
  to: v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters')),
  subject: requiredText('Subject is required', 'Subject', 200),
  submissionId: requiredText('Submission ID is required', 'Submission ID', 50),
  clientName: requiredText('Client name is required', 'Client name', 200),
  brokerName: requiredText('Broker name is required', 'Broker name', 100),
});
export type EmailNotificationInput = v.InferOutput<typeof EmailNotificationSchema>;

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

/** GET /api/notifications: a kind, unread only, and a page (every value arrives as text). */
export const NotificationListQuerySchema = objectSchema({
  kind: queryValue('kind', v.picklist(NOTIFICATION_KINDS, `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`)),
  unread: yesNo('unread'),
  ...paging,
});

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

/** GET /api/conversations: a channel, text to find, unread or followed only, and a page. */
export const ConversationListQuerySchema = objectSchema({
  channel: queryValue('channel', v.picklist(MESSAGE_CHANNELS, `channel must be one of ${MESSAGE_CHANNELS.join(', ')}`)),
  kind: queryValue('kind', v.picklist(CONVERSATION_KINDS, `kind must be one of ${CONVERSATION_KINDS.join(', ')}`)),
  q: queryValue('q', v.pipe(v.string(), v.maxLength(200, 'q must be at most 200 characters'))),
  unread: yesNo('unread'),
  following: yesNo('following'),
  ...paging,
});

/** GET /api/tasks: which bucket, whose tasks ('me' when not given, 'everyone', or a staff member's full name), and a page. */
export const TaskListQuerySchema = objectSchema({
  bucket: v.optional(
    v.pipe(v.string('bucket must be given once'), v.picklist(TASK_BUCKETS, `bucket must be one of ${TASK_BUCKETS.join(', ')}`)),
    'today',
  ),
  assignee: queryValue('assignee', v.pipe(v.string(), v.maxLength(100, 'assignee must be at most 100 characters'))),
  ...paging,
});

/** PUT /api/notifications/preferences: how notifications reach the person by e-mail, and the kinds never mailed. */
export const EmailPreferenceSchema = objectSchema({
  email: v.picklist(EMAIL_FREQUENCIES, `email must be one of ${EMAIL_FREQUENCIES.join(', ')}`),
  muted: v.optional(
    v.array(v.picklist(NOTIFICATION_KINDS, `muted kinds must be among ${NOTIFICATION_KINDS.join(', ')}`), 'muted must be a list of kinds'),
  ),
});

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
