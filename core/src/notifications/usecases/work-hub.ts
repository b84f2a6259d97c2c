import { countWaitingIntake } from '../../intake/index.ts';
import { mayDecide } from '../../submissions/index.ts';
import { countWaitingReviews } from '../../submissions/index.ts';
import { INTAKE_QUEUE_ROLES } from '../../intake/index.ts';
import { AppError } from '../../errors.ts';
import { assertStaff, isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { CLIENT_CHANNEL } from '../../submissions/index.ts';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../submissions/index.ts';
import type { Page } from '../../submissions/index.ts';
import { visibleSubmission } from '../../submissions/index.ts';
import { customerScopeEmail } from '../../users/index.ts';
import type {
  ConversationListQuery,
  EmailPreferenceInput,
  MarkNotificationsReadInput,
  NotificationListQuery,
  TaskListQuery,
} from '../schemas.ts';
import type { User } from '../../users/index.ts';
import {
  DIGEST_HOUR_UTC,
  defaultEmailPreference,
  digestMail,
  mailsKind,
  type EmailPreference,
  REMINDER_LOOKBACK_DAYS,
  TEAM_TASK_ROLES,
  type ConversationSummary,
  type LiveCounts,
  type Notification,
  type TaskItem,
} from '../work-hub.ts';

const today = (deps: Pick<CoreDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

/** The actor's notifications, newest first, and how many are unread in all. Any signed-in account. */
export const listNotifications =
  (deps: CoreDeps) =>
  async (actor: Actor, q: NotificationListQuery): Promise<Page<Notification> & { unread: number }> => {
    const repos = deps.uow.repos;
    const page = await repos.inbox.listNotifications(actor.id, {
      ...(q.kind ? { kind: q.kind } : {}),
      unreadOnly: q.unread === true,
      limit: q.limit,
      offset: q.offset,
    });
    return { ...page, unread: await repos.inbox.unreadNotifications(actor.id) };
  };

/** Marks some of the actor's notifications (or all) read; answers how many stay unread. */
export const markNotificationsRead =
  (deps: CoreDeps) =>
  async (actor: Actor, body: MarkNotificationsReadInput): Promise<{ unread: number }> => {
    return deps.uow.run(async (repos) => {
      await repos.inbox.markNotificationsRead(actor.id, body.all ? 'all' : (body.ids ?? []), deps.clock.now().toISOString());
      return { unread: await repos.inbox.unreadNotifications(actor.id) };
    });
  };

/** Whether the actor follows the submission. Staff only (customers are told about their own submissions anyway). */
export const followState =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string): Promise<{ following: boolean }> => {
    assertStaff(actor);
    const submission = await visibleSubmission(deps.uow.repos, actor, idOrSubmissionId);
    return { following: await deps.uow.repos.inbox.isFollowing(actor.id, submission.id) };
  };

/** Starts or stops following a submission: its followers are told what happens to it. Staff only. */
export const setFollowing =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, following: boolean): Promise<{ following: boolean }> => {
    assertStaff(actor);
    return deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      if (following) await repos.inbox.follow(actor.id, submission.id, deps.clock.now().toISOString());
      else await repos.inbox.unfollow(actor.id, submission.id);
      return { following };
    });
  };

/**
 * The conversations the actor may see, most recent first: staff every submission's on every channel, every
 * claim's and every client's general thread; a customer the client channel of the submissions shared with
 * their verified address, and their clients' claims and general threads, and nothing else.
 */
export const listConversations =
  (deps: CoreDeps) =>
  async (actor: Actor, q: ConversationListQuery): Promise<Page<ConversationSummary> & { unread: number }> => {
    const repos = deps.uow.repos;
    const base = {
      ...(q.q ? { q: q.q } : {}),
      ...(q.kind ? { kind: q.kind } : {}),
      unreadOnly: q.unread === true,
      limit: q.limit,
      offset: q.offset,
    };
    if (isStaff(actor)) {
      const page = await repos.inbox.listConversations(actor.id, {
        ...base,
        ...(q.channel ? { channel: q.channel } : {}),
        followingOnly: q.following === true,
      });
      return { ...page, unread: await repos.inbox.unreadConversations(actor.id) };
    }
    const scope = customerScopeEmail(actor);
    if (scope === null || (q.channel && q.channel !== CLIENT_CHANNEL)) return { items: [], total: 0, unread: 0 };
    const page = await repos.inbox.listConversations(actor.id, { ...base, channel: CLIENT_CHANNEL, customerEmail: scope });
    return { ...page, unread: await repos.inbox.unreadConversations(actor.id, scope) };
  };

/**
 * Records that the actor read a conversation up to now. A customer may only mark the client channel of a
 * submission shared with them; anything else is not found, as it is for them.
 */
export const markConversationRead =
  (deps: CoreDeps) =>
  async (actor: Actor, idOrSubmissionId: string, channel: string): Promise<void> => {
    if (!(MESSAGE_CHANNELS as readonly string[]).includes(channel)) throw AppError.notFound('Conversation');
    if (!isStaff(actor) && channel !== CLIENT_CHANNEL) throw AppError.notFound('Conversation');
    await deps.uow.run(async (repos) => {
      const submission = await visibleSubmission(repos, actor, idOrSubmissionId);
      await repos.inbox.markConversationRead(actor.id, submission.id, channel as MessageChannel, deps.clock.now().toISOString());
    });
  };

/**
 * Tasks across submissions in one bucket (due today unless asked): the actor's own, or, for a broker
 * manager, anyone's ('everyone' or a staff member's full name). Staff only; fails with `forbidden` when
 * a broker or insurer asks for someone else's.
 */
export const listTasks =
  (deps: CoreDeps) =>
  async (actor: Actor, q: TaskListQuery): Promise<Page<TaskItem>> => {
    assertStaff(actor);
    const assignee = q.assignee === undefined || q.assignee === 'me' ? actor.fullName : q.assignee;
    if (assignee !== actor.fullName && !TEAM_TASK_ROLES.includes(actor.role)) throw AppError.forbidden();
    return deps.uow.repos.inbox.listTasks({
      ...(assignee === 'everyone' ? {} : { assignedTo: assignee }),
      bucket: q.bucket,
      today: today(deps),
      limit: q.limit,
      offset: q.offset,
    });
  };

/**
 * The sidebar's badges for the actor: unread notifications, unread conversations, and for staff tasks due,
 * plus the intake queue's and the underwriting queue's counts for those who work them.
 */
export const liveCounts =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<LiveCounts> => {
    const inbox = deps.uow.repos.inbox;
    if (isStaff(actor)) {
      const [notifications, messages, tasks, intake, decisions] = await Promise.all([
        inbox.unreadNotifications(actor.id),
        inbox.unreadConversations(actor.id),
        inbox.dueTaskCount(actor.fullName, today(deps)),
        countWaitingIntake(deps)(actor),
        countWaitingReviews(deps)(actor),
      ]);
      return {
        notifications,
        messages,
        tasks,
        ...(INTAKE_QUEUE_ROLES.includes(actor.role) ? { intake } : {}),
        ...(mayDecide(actor) ? { decisions } : {}),
      };
    }
    const scope = customerScopeEmail(actor);
    const [notifications, messages] = await Promise.all([
      inbox.unreadNotifications(actor.id),
      scope === null ? Promise.resolve(0) : inbox.unreadConversations(actor.id, scope),
    ]);
    return { notifications, messages, tasks: 0 };
  };

/**
 * Tells each assignee, once per task and day, about their open tasks due today or overdue. Safe to run
 * often and from several processes: a reminder already written is not written again.
 */
export const remindDueTasks = (deps: CoreDeps) => async (): Promise<number> => {
  const day = today(deps);
  const now = deps.clock.now().toISOString();
  return deps.uow.run(async (repos) => {
    const since = new Date(Date.parse(day) - REMINDER_LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
    const due = await repos.inbox.dueTasks(since, day);
    const staffByName = new Map<string, Promise<User[]>>();
    let written = 0;
    for (const task of due) {
      const name = task.assignedTo!;
      if (!staffByName.has(name)) staffByName.set(name, repos.inbox.staffNamed(name));
      const people = await staffByName.get(name)!;
      const overdue = (task.dueDate ?? day).slice(0, 10) < day;
      await repos.inbox.addNotifications(
        people.map((person) => ({
          userId: person.id,
          kind: 'task' as const,
          submissionRecordId: task.submissionRecordId,
          title: overdue ? 'Task overdue' : 'Task due today',
          details: task.title,
          actor: null,
          createdAt: now,
          onceKey: `task:${task.id}:${overdue ? 'overdue' : `due:${day}`}`,
        })),
      );
      written += people.length;
    }
    return written;
  });
};

/** How the actor hears of their notifications by e-mail (their choice, or the default for their role). Any signed-in account. */
export const getEmailPreference =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<EmailPreference> =>
    (await deps.uow.repos.inbox.emailPreference(actor.id)) ?? defaultEmailPreference(actor.role);

/** Sets how the actor hears of their notifications by e-mail, each kind muted once. */
export const setEmailPreference =
  (deps: CoreDeps) =>
  async (actor: Actor, body: EmailPreferenceInput): Promise<EmailPreference> => {
    const preference: EmailPreference = { email: body.email, muted: [...new Set(body.muted ?? [])] };
    await deps.uow.run((repos) => repos.inbox.setEmailPreference(actor.id, preference));
    return preference;
  };

/** The most notifications one digest lists; the rest wait in the feed. */
export const DIGEST_MAX_ITEMS = 50;

/**
 * Once a day, from DIGEST_HOUR_UTC, each account that asked for a digest gets one mail listing what is still
 * unread since its previous digest (nothing is sent when nothing is). Safe to run often and from several
 * processes: each account's digest is claimed once a day.
 */
export const sendDailyDigests = (deps: CoreDeps) => async (): Promise<number> => {
  const now = deps.clock.now();
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  return deps.uow.run(async (repos) => {
    const due = await repos.inbox.claimDigests(now.toISOString().slice(0, 10), now.toISOString());
    let sent = 0;
    for (const recipient of due) {
      const preference = { email: 'daily' as const, muted: recipient.muted };
      const unread = (await repos.inbox.unreadSince(recipient.userId, recipient.since, DIGEST_MAX_ITEMS)).filter((n) =>
        mailsKind(preference, n.kind),
      );
      if (unread.length === 0) continue;
      await repos.outbox.enqueue(digestMail(recipient, unread));
      sent += 1;
    }
    return sent;
  });
};
