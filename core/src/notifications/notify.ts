import type { Repositories } from '../repositories.ts';
import { authorLabel } from '../users/index.ts';
import type { Actor } from '../use-case-deps.ts';
import type { HistoryAudience, Submission } from '../submissions/index.ts';
import { actsAsStaff } from '../users/index.ts';
import type { Role, User } from '../users/index.ts';
import { clientRecipients } from './customer-mail.ts';
import type { MailAttachment } from './entities.ts';
import {
  clientAddressMail,
  defaultEmailPreference,
  mailsKind,
  notificationMail,
  notificationPath,
  type NewNotification,
  type NotificationKind,
  type NotificationTarget,
} from './work-hub.ts';

/**
 * Who is told about what happens to a submission. Every writer of an event calls `notify` inside its own
 * unit of work, so a notification exists exactly when its event committed:
 * - staff who follow the submission (its creator and assignees follow it on their own) are told of every
 *   kind, except what they did themselves;
 * - tasks are told to their assignee alone;
 * - the client's customer account is told of messages, status moves, decisions and offers written for the
 *   client, on a submission shared with that client and only while the account may see it; never of
 *   anything written for staff. A client without an account is mailed the same at its own address.
 */

/** The kinds a customer can be told of, when the event itself was written for the client. */
export const CUSTOMER_NOTIFICATION_KINDS: readonly NotificationKind[] = ['message', 'status', 'decision', 'quote', 'claim'];

type NotifiedSubmission = Pick<Submission, 'id' | 'submissionId' | 'clientId' | 'client' | 'clientEmail' | 'shareWithClient'>;

export interface SubmissionEvent {
  kind: NotificationKind;
  submission: NotifiedSubmission;
  actor: Actor;
  title: string;
  details: string;
  /** Who the event's history entry was written for: only a client-audience event may reach a customer. */
  audience: HistoryAudience;
  at: string;
  /** When set, only these accounts are told (a task's assignee), instead of the followers. */
  only?: readonly string[];
  /** Makes the link a mail carries to the submission's page; without it mail carries none. */
  linkTo?: ((path: string) => string) | undefined;
  /** Files a mail to the client's own address carries: without an account, no portal page hands them over. */
  attachments?: MailAttachment[];
}

/** Where a person finds a submission: staff on its page, a customer in the portal. */
export const submissionPath = (role: Role, submission: Pick<Submission, 'id' | 'submissionId'>): string =>
  role === 'customer' ? `/customer/submissions/${submission.submissionId}` : `/submissions/${submission.submissionId}`;

export async function notify(repos: Repositories, event: SubmissionEvent): Promise<void> {
  const { submission, actor } = event;
  const staff = new Set(event.only ?? (await repos.inbox.followers(submission.id)));
  staff.delete(actor.id);
  const recipients = [...staff];
  const reach = clientReach(event);
  const client = reach
    ? clientRecipients(submission.clientEmail, await repos.inbox.clientCustomerAccounts(submission.clientId), actor)
    : { accounts: [], address: null };
  // The client's accounts are told in the portal only when it shows them the submission; else by mail alone.
  const mailOnly = new Set(reach === 'mail' ? client.accounts.map((account) => account.id) : []);
  if (reach === 'portal') recipients.push(...client.accounts.map((account) => account.id));
  if (recipients.length > 0) await repos.inbox.addNotifications(recipients.map((userId) => notification(userId, event)));
  // Mail goes through the outbox in the same transaction: it leaves only if the event happened.
  const about = { title: event.title, details: event.details, reference: submission.submissionId, client: submission.client };
  const mailed = [...recipients, ...mailOnly];
  for (const person of mailed.length > 0 ? await repos.inbox.mailSettings(mailed) : []) {
    const preference = person.preference ?? defaultEmailPreference(person.role);
    if (preference.email !== 'immediate' || !mailsKind(preference, event.kind)) continue;
    if (mailOnly.has(person.userId)) await repos.outbox.enqueue(clientAddressMail(person.email, about, null));
    else await repos.outbox.enqueue(notificationMail(person, about, event.linkTo?.(submissionPath(person.role, submission))));
  }
  if (client.address) {
    const portal = reach === 'portal' ? { link: event.linkTo?.(submissionPath('customer', submission)) } : null;
    await repos.outbox.enqueue(clientAddressMail(client.address, about, portal, event.attachments));
  }
}

/**
 * How an event reaches the client's side: in the portal (and by mail) when it was written for the client
 * on a submission shared with them; by mail alone for a message the broker writes on the client channel of
 * a submission not shared with them, which goes to the client all the same; else not at all.
 */
function clientReach(event: SubmissionEvent): 'portal' | 'mail' | null {
  const { submission } = event;
  if (event.only !== undefined || event.audience !== 'client' || !submission.clientEmail) return null;
  if (!CUSTOMER_NOTIFICATION_KINDS.includes(event.kind)) return null;
  if (submission.shareWithClient) return 'portal';
  return event.kind === 'message' ? 'mail' : null;
}

const notification = (userId: string, event: SubmissionEvent): NewNotification => ({
  userId,
  kind: event.kind,
  submissionRecordId: event.submission.id,
  title: event.title,
  details: event.details,
  actor: authorLabel(event.actor),
  createdAt: event.at,
});

/** Staff who create a submission or are assigned to it follow it from then on; customers follow nothing. */
export async function followAsWorker(
  repos: Repositories,
  user: Pick<User, 'id' | 'role' | 'status'>,
  submissionRecordId: string,
  at: string,
): Promise<void> {
  const follower = workerFollower(user);
  if (follower) await repos.inbox.follow(follower, submissionRecordId, at);
}

/** Who follows a submission `user` works on (see followAsWorker): their account id, or null for a customer. */
export function workerFollower(user: Pick<User, 'id' | 'role' | 'status'>): string | null {
  return actsAsStaff(user) ? user.id : null;
}

/** The staff account a task names as its assignee (tasks hold the full name the staff list shows); null when none is. */
export async function taskAssigneeIds(repos: Repositories, assignedTo: string | null | undefined): Promise<string[]> {
  if (!assignedTo) return [];
  return (await repos.inbox.staffNamed(assignedTo)).map((user) => user.id);
}

/**
 * Who hears that a policy's renewal decision is overdue: its owner; a policy nobody owns falls to the
 * broker managers, so it is never nobody's.
 */
export async function renewalDecisionRecipients(repos: Repositories, policy: { ownerId: string | null }): Promise<string[]> {
  return policy.ownerId ? [policy.ownerId] : repos.policies.managerIds();
}

/**
 * Something that happened on a policy or one of its claims, or on a client's general thread, for the staff
 * who look after it. A general thread's event names no policy: only the client (`ownerId` null).
 */
export interface PolicyStaffEvent {
  kind: NotificationKind;
  policy: { id?: string; ownerId: string | null; clientId?: string; submissionId?: string | null; renewalSubmissionId?: string | null };
  /** What the entry opens: the claim, the policy itself, or the client's general thread. */
  target: { kind: Exclude<NotificationTarget, 'submission'>; recordId: string; reference: string };
  client: string;
  actor: Actor;
  title: string;
  details: string;
  at: string;
  linkTo?: ((path: string) => string) | undefined;
}

/**
 * Tells the staff who look after a policy of a claim reported on it, a request no submission's task can
 * carry or a customer's message (on a claim, about the policy, or on the client's general thread): its owner; when nobody (active) owns it, the staff following its submission; else the client's
 * brokers (those following any of the client's submissions); the broker managers only when the client has
 * none. Only active staff accounts are told, never whoever did it: an entry written for staff never reaches
 * a customer's bell or an account still waiting for approval. Mail follows each person's own preference,
 * as for submissions.
 */
export async function notifyPolicyStaff(repos: Repositories, event: PolicyStaffEvent): Promise<void> {
  // mailSettings answers active accounts only, with their role: an owner no longer (or not yet) active staff
  // leaves the policy to the broker managers, as a policy nobody owns.
  const activeStaff = async (ids: readonly string[]) =>
    (await repos.inbox.mailSettings(ids)).filter((person) => actsAsStaff({ role: person.role, status: 'active' }));
  const { ownerId, clientId, submissionId, renewalSubmissionId } = event.policy;
  let staff = ownerId ? await activeStaff([ownerId]) : [];
  // Nobody owns it: those working its submission (its assignee and creator follow it), then the client's brokers, then the office.
  const worked = submissionId ?? renewalSubmissionId;
  if (staff.length === 0 && worked) staff = await activeStaff(await repos.inbox.followers(worked));
  if (staff.length === 0 && clientId) staff = await activeStaff(await repos.inbox.clientFollowers(clientId));
  if (staff.length === 0) staff = await activeStaff(await repos.policies.managerIds());
  staff = staff.filter((person) => person.userId !== event.actor.id);
  if (staff.length === 0) return;
  const { kind, recordId } = event.target;
  const on = kind === 'claim' ? { claimId: recordId } : kind === 'policy' ? { policyId: recordId } : { clientId: recordId };
  await repos.inbox.addNotifications(
    staff.map((person) => ({
      userId: person.userId,
      kind: event.kind,
      ...on,
      title: event.title,
      details: event.details,
      actor: authorLabel(event.actor),
      createdAt: event.at,
    })),
  );
  const about = { title: event.title, details: event.details, reference: event.target.reference, client: event.client };
  for (const person of staff) {
    const preference = person.preference ?? defaultEmailPreference(person.role);
    const link = event.linkTo?.(notificationPath(person.role, { target: event.target.kind, ...event.target }));
    if (preference.email === 'immediate' && mailsKind(preference, event.kind))
      await repos.outbox.enqueue(notificationMail(person, about, link));
  }
}
