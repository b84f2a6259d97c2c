import type { Repositories } from '../shared/unit-of-work.ts';
import { authorLabel } from '../shared/author.ts';
import type { Actor } from '../shared/usecases/deps.ts';
import type { HistoryAudience, Submission } from '../submissions/entities.ts';
import { actsAsStaff, isCustomersAddress } from '../users/access.ts';
import type { Role, User } from '../users/entities.ts';
import { defaultEmailPreference, mailsKind, notificationMail, type NewNotification, type NotificationKind } from './work-hub.ts';

/**
 * Who is told about what happens to a submission. Every writer of an event calls `notify` inside its own
 * unit of work, so a notification exists exactly when its event committed:
 * - staff who follow the submission (its creator and assignees follow it on their own) are told of every
 *   kind, except what they did themselves;
 * - tasks are told to their assignee alone;
 * - the client's customer account is told of messages, status moves, decisions and offers written for the
 *   client, on a submission shared with that client and only while the account may see it; never of
 *   anything written for staff.
 */

/** The kinds a customer can be told of, when the event itself was written for the client. */
export const CUSTOMER_NOTIFICATION_KINDS: readonly NotificationKind[] = ['message', 'status', 'decision', 'quote', 'claim'];

type NotifiedSubmission = Pick<Submission, 'id' | 'submissionId' | 'client' | 'clientEmail' | 'shareWithClient'>;

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
}

/** Where a person finds a submission: staff on its page, a customer in the portal. */
export const submissionPath = (role: Role, submission: Pick<Submission, 'id' | 'submissionId'>): string =>
  role === 'customer' ? `/customer/submissions/${submission.submissionId}` : `/submissions/${submission.submissionId}`;

export async function notify(repos: Repositories, event: SubmissionEvent): Promise<void> {
  const { submission, actor } = event;
  const staff = new Set(event.only ?? (await repos.inbox.followers(submission.id)));
  staff.delete(actor.id);
  const recipients = [...staff];
  if (mayReachCustomers(event)) {
    const accounts = await repos.inbox.customerAccounts(submission.clientEmail!);
    for (const account of accounts) {
      if (account.id !== actor.id && isCustomersAddress(account, submission.clientEmail)) recipients.push(account.id);
    }
  }
  if (recipients.length === 0) return;
  await repos.inbox.addNotifications(recipients.map((userId) => notification(userId, event)));
  // Mail goes through the outbox in the same transaction: it leaves only if the event happened.
  const about = { title: event.title, details: event.details, submissionId: submission.submissionId, client: submission.client };
  for (const person of await repos.inbox.mailSettings(recipients)) {
    const preference = person.preference ?? defaultEmailPreference(person.role);
    const link = event.linkTo?.(submissionPath(person.role, submission));
    if (preference.email === 'immediate' && mailsKind(preference, event.kind))
      await repos.outbox.enqueue(notificationMail(person, about, link));
  }
}

function mayReachCustomers(event: SubmissionEvent): boolean {
  return (
    event.only === undefined &&
    event.audience === 'client' &&
    CUSTOMER_NOTIFICATION_KINDS.includes(event.kind) &&
    event.submission.shareWithClient &&
    !!event.submission.clientEmail
  );
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
