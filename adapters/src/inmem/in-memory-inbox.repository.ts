import {
  BROKER_ROLES,
  isTaskDone,
  taskBucket,
  type ConversationQuery,
  type ConversationKind,
  type ConversationSummary,
  type EmailPreference,
  type MailRecipient,
  type InboxRepository,
  type MessageChannel,
  type NewNotification,
  type NotificationKind,
  type Notification,
  type NotificationQuery,
  type NotificationTarget,
  type Page,
  type Role,
  type TaskItem,
  type Task,
  type TaskQuery,
  type User,
} from '@workbench/core';
import { newId } from './rows.ts';
import { copy, lower, newestFirst, nextSeq, type MessageRow, type Owned, type Store } from './state.ts';
import { reachedClientIds } from './customer-reach.ts';

const withoutSecret = ({ passwordHash: _p, ...user }: User & { passwordHash?: string }): User => copy(user);
const later = (a: string, b: string | null | undefined) => (b === null || b === undefined ? a : Date.parse(a) >= Date.parse(b) ? a : b);
const after = (date: string, since: string | null | undefined) =>
  since === null || since === undefined || Date.parse(date) > Date.parse(since);

export class InMemoryInboxRepository implements InboxRepository {
  constructor(private readonly store: Store) {}

  private get state() {
    return this.store.state;
  }

  private submission(id: string) {
    const row = this.state.submissions.find((s) => s.id === id)!;
    const client = this.state.clients.find((c) => c.id === row.clientId);
    return { row, client };
  }

  /** What a notification points at: exactly one of a submission, a claim, a policy or a client's general thread, as the database keeps it. */
  private target(n: NewNotification): { target: NotificationTarget; reference: string; recordId: string; clientId: string } {
    if (n.submissionRecordId) {
      const { row } = this.submission(n.submissionRecordId);
      return { target: 'submission', reference: row.submissionId, recordId: row.id, clientId: row.clientId };
    }
    if (n.claimId) {
      const claim = this.state.claims.find((c) => c.id === n.claimId)!;
      return { target: 'claim', reference: claim.reference, recordId: claim.id, clientId: claim.clientId };
    }
    if (n.policyId) {
      const policy = this.state.policies.find((p) => p.id === n.policyId)!;
      return { target: 'policy', reference: policy.policyNumber, recordId: policy.id, clientId: policy.clientId };
    }
    const client = this.state.clients.find((c) => c.id === n.clientId)!;
    return { target: 'general', reference: client.name, recordId: client.id, clientId: client.id };
  }

  async addNotifications(rows: NewNotification[]): Promise<void> {
    if (rows.some((n) => [n.submissionRecordId, n.claimId, n.policyId, n.clientId].filter(Boolean).length !== 1))
      throw new Error('A notification points at exactly one submission, claim, policy or general thread');
    for (const row of rows) {
      const repeated = row.onceKey && this.state.notifications.some((n) => n.userId === row.userId && n.onceKey === row.onceKey);
      if (!repeated) this.state.notifications.push({ ...copy(row), id: newId(), seq: nextSeq(this.store), readAt: null });
    }
  }

  async listNotifications(userId: string, query: NotificationQuery): Promise<Page<Notification>> {
    const mine = this.state.notifications
      .filter((n) => n.userId === userId && (!query.kind || n.kind === query.kind) && (!query.unreadOnly || n.readAt === null))
      .sort((a, b) => newestFirst({ date: a.createdAt, seq: a.seq }, { date: b.createdAt, seq: b.seq }));
    const items = mine.slice(query.offset, query.offset + query.limit).map((n): Notification => {
      const { target, reference, recordId, clientId } = this.target(n);
      const client = this.state.clients.find((c) => c.id === clientId);
      return {
        id: n.id,
        kind: n.kind,
        target,
        reference,
        recordId,
        submissionId: target === 'submission' ? reference : null,
        submissionRecordId: target === 'submission' ? recordId : null,
        client: client?.name ?? '',
        title: n.title,
        details: n.details,
        actor: n.actor,
        createdAt: n.createdAt,
        readAt: n.readAt,
      };
    });
    return { items, total: mine.length };
  }

  async markNotificationsRead(userId: string, ids: readonly string[] | 'all', at: string): Promise<void> {
    for (const n of this.state.notifications) {
      if (n.userId === userId && n.readAt === null && (ids === 'all' || ids.includes(n.id))) n.readAt = at;
    }
  }

  async unreadNotifications(userId: string): Promise<number> {
    return this.state.notifications.filter((n) => n.userId === userId && n.readAt === null).length;
  }

  async follow(userId: string, submissionRecordId: string, at: string): Promise<void> {
    if (!this.state.follows.some((f) => f.userId === userId && f.submissionId === submissionRecordId)) {
      this.state.follows.push({ userId, submissionId: submissionRecordId, createdAt: at });
    }
  }

  async unfollow(userId: string, submissionRecordId: string): Promise<void> {
    this.state.follows = this.state.follows.filter((f) => !(f.userId === userId && f.submissionId === submissionRecordId));
  }

  async isFollowing(userId: string, submissionRecordId: string): Promise<boolean> {
    return this.state.follows.some((f) => f.userId === userId && f.submissionId === submissionRecordId);
  }

  async followers(submissionRecordId: string): Promise<string[]> {
    return this.state.follows.filter((f) => f.submissionId === submissionRecordId).map((f) => f.userId);
  }

  async clientFollowers(clientId: string): Promise<string[]> {
    const submissions = new Set(this.state.submissions.filter((s) => s.clientId === clientId).map((s) => s.id));
    return [...new Set(this.state.follows.filter((f) => submissions.has(f.submissionId)).map((f) => f.userId))];
  }

  async clientCustomerAccounts(clientId: string): Promise<User[]> {
    return this.state.users.filter((u) => u.role === 'customer' && reachedClientIds(this.state, u.email).has(clientId)).map(withoutSecret);
  }

  async staffNamed(fullName: string): Promise<User[]> {
    return this.state.users
      .filter((u) => u.fullName === fullName && u.status === 'active' && BROKER_ROLES.includes(u.role))
      .map(withoutSecret);
  }

  /** Every conversation as the person sees it, most recent first, before the query's filters. */
  private conversations(userId: string, query: ConversationQuery): ConversationSummary[] {
    const user = this.state.users.find((u) => u.id === userId);
    const needle = lower(query.q);
    const found = (texts: string[]) => !needle || texts.some((t) => lower(t).includes(needle));
    const customer = query.customerEmail !== undefined;
    const reached = query.customerEmail === undefined ? new Set<string>() : reachedClientIds(this.state, query.customerEmail);
    const ofCustomer = (clientId: string | undefined) => !!clientId && reached.has(clientId);
    const wants = (kind: ConversationKind) =>
      (!query.kind || query.kind === kind) && (kind === 'submission' || !query.channel || query.channel === 'client');
    const result: ConversationSummary[] = [];

    if (wants('submission')) {
      const groups = new Map<string, MessageRow[]>();
      for (const m of this.state.messages) {
        if (query.channel && m.channel !== query.channel) continue;
        const key = `${m.submissionId}\u0000${m.channel}`;
        groups.set(key, [...(groups.get(key) ?? []), m]);
      }
      for (const messages of groups.values()) {
        const [last] = [...messages].sort(newestFirst);
        const { row, client } = this.submission(last!.submissionId);
        if (customer && !(row.shareWithClient && ofCustomer(client?.id))) continue;
        if (!found([row.submissionId, client?.name ?? '', ...messages.flatMap((m) => [m.subject, m.content])])) continue;
        const follow = this.state.follows.find((f) => f.userId === userId && f.submissionId === row.id);
        const read = this.state.conversationReads.find(
          (r) => r.userId === userId && r.submissionId === row.id && r.channel === last!.channel,
        );
        const unread = customer
          ? after(last!.date, read?.readAt ?? user?.createdAt)
          : !!follow && after(last!.date, later(follow.createdAt, read?.readAt));
        result.push({
          kind: 'submission',
          reference: row.submissionId,
          recordId: row.id,
          client: client?.name ?? '',
          channel: last!.channel,
          messageCount: messages.length,
          lastMessage: { from: last!.from, to: last!.to, subject: last!.subject, excerpt: last!.content.slice(0, 160), date: last!.date },
          unread,
          following: !!follow,
        });
      }
    }

    // Staff follow a client's claims and general thread through the client's submissions they follow.
    const followsClient = (clientId: string) =>
      !customer &&
      this.state.follows.some(
        (f) => f.userId === userId && this.state.submissions.find((s) => s.id === f.submissionId)?.clientId === clientId,
      );
    const thread = (
      kind: 'claim' | 'general',
      recordId: string,
      reference: string,
      client: { id: string; name: string },
      messages: Array<{ from: string; content: string; date: string; seq: number }>,
    ) => {
      const [last] = [...messages].sort(newestFirst);
      const following = followsClient(client.id);
      const read = this.state.threadReads.find((r) => r.userId === userId && r.kind === kind && r.threadId === recordId);
      const unread = !!last && (customer ? after(last.date, read?.readAt ?? user?.createdAt) : following && after(last.date, read?.readAt));
      result.push({
        kind,
        reference,
        recordId,
        client: client.name,
        channel: 'client',
        messageCount: messages.length,
        lastMessage: last ? { from: last.from, to: '', subject: '', excerpt: last.content.slice(0, 160), date: last.date } : null,
        unread,
        following,
      });
    };
    if (wants('claim')) {
      for (const claim of this.state.claims) {
        const client = this.state.clients.find((c) => c.id === claim.clientId);
        if (!client || (customer && !ofCustomer(client.id))) continue;
        const messages = this.state.claimMessages.filter((m) => m.claimId === claim.id);
        if (messages.length === 0 || !found([claim.reference, client.name, ...messages.map((m) => m.content)])) continue;
        thread('claim', claim.id, claim.reference, client, messages);
      }
    }
    if (wants('general')) {
      for (const client of this.state.clients) {
        const messages = this.state.clientMessages.filter((m) => m.clientId === client.id);
        if (customer ? !ofCustomer(client.id) : messages.length === 0) continue;
        if (!found([client.name, ...messages.map((m) => m.content)])) continue;
        thread('general', client.id, client.name, client, messages);
      }
    }
    // A general thread nobody has written on yet (a customer's) comes first: it is where they start one.
    const time = (c: ConversationSummary) => (c.lastMessage ? Date.parse(c.lastMessage.date) : Number.POSITIVE_INFINITY);
    return result.sort(
      (a, b) =>
        time(b) - time(a) || a.kind.localeCompare(b.kind) || a.recordId.localeCompare(b.recordId) || a.channel.localeCompare(b.channel),
    );
  }

  async listConversations(userId: string, query: ConversationQuery): Promise<Page<ConversationSummary>> {
    const all = this.conversations(userId, query).filter((c) => (!query.unreadOnly || c.unread) && (!query.followingOnly || c.following));
    return { items: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }

  async markConversationRead(userId: string, submissionRecordId: string, channel: MessageChannel, at: string): Promise<void> {
    const row = this.state.conversationReads.find(
      (r) => r.userId === userId && r.submissionId === submissionRecordId && r.channel === channel,
    );
    if (row) row.readAt = later(at, row.readAt);
    else this.state.conversationReads.push({ userId, submissionId: submissionRecordId, channel, readAt: at });
  }

  async unreadConversations(userId: string, customerEmail?: string): Promise<number> {
    const query = {
      limit: Number.MAX_SAFE_INTEGER,
      offset: 0,
      ...(customerEmail !== undefined ? { customerEmail, channel: 'client' as const } : {}),
    };
    // Staff count what they follow only; a customer everything of theirs.
    return this.conversations(userId, query).filter((c) => c.unread && (customerEmail !== undefined || c.following)).length;
  }

  private preference(userId: string) {
    return this.state.notificationPreferences.find((p) => p.userId === userId);
  }

  private recipient(userId: string): (MailRecipient & { role: Role }) | null {
    const user = this.state.users.find((u) => u.id === userId && u.status === 'active');
    return user ? { userId: user.id, email: user.email, fullName: user.fullName, role: user.role } : null;
  }

  async emailPreference(userId: string): Promise<EmailPreference | null> {
    const row = this.preference(userId);
    return row ? { email: row.email, muted: [...row.muted] } : null;
  }

  async setEmailPreference(userId: string, preference: EmailPreference): Promise<void> {
    const row = this.preference(userId);
    if (row) Object.assign(row, { email: preference.email, muted: [...preference.muted] });
    else
      this.state.notificationPreferences.push({
        userId,
        email: preference.email,
        muted: [...preference.muted],
        digestSentOn: null,
        digestSentAt: null,
      });
  }

  async mailSettings(userIds: readonly string[]): Promise<Array<MailRecipient & { role: Role; preference: EmailPreference | null }>> {
    const settings = [];
    for (const id of userIds) {
      const recipient = this.recipient(id);
      if (recipient) settings.push({ ...recipient, preference: await this.emailPreference(id) });
    }
    return settings;
  }

  async claimDigests(today: string, at: string): Promise<Array<MailRecipient & { since: string | null; muted: NotificationKind[] }>> {
    const claimed: Array<MailRecipient & { since: string | null; muted: NotificationKind[] }> = [];
    for (const row of this.state.notificationPreferences) {
      if (row.email !== 'daily' || (row.digestSentOn !== null && row.digestSentOn >= today)) continue;
      const since = row.digestSentAt;
      row.digestSentOn = today;
      row.digestSentAt = at;
      const recipient = this.recipient(row.userId);
      if (recipient)
        claimed.push({ userId: recipient.userId, email: recipient.email, fullName: recipient.fullName, since, muted: [...row.muted] });
    }
    return claimed;
  }

  async unreadSince(userId: string, since: string | null, limit: number): Promise<Notification[]> {
    const all = (await this.listNotifications(userId, { unreadOnly: true, limit: Number.MAX_SAFE_INTEGER, offset: 0 })).items;
    return all.filter((n) => since === null || Date.parse(n.createdAt) > Date.parse(since)).slice(0, limit);
  }

  private taskItem(task: Owned<Task>): TaskItem {
    const { row, client } = this.submission(task.submissionId);
    const { submissionId: _s, seq: _q, ...rest } = task;
    return { ...copy(rest), submissionId: row.submissionId, submissionRecordId: row.id, client: client?.name ?? '' };
  }

  async listTasks(query: TaskQuery): Promise<Page<TaskItem>> {
    const matching = this.state.tasks.filter(
      (t) => (query.assignedTo === undefined || t.assignedTo === query.assignedTo) && taskBucket(t, query.today) === query.bucket,
    );
    const sorted =
      query.bucket === 'done'
        ? matching.sort((a, b) => b.seq - a.seq)
        : matching.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.seq - b.seq);
    return { items: sorted.slice(query.offset, query.offset + query.limit).map((t) => this.taskItem(t)), total: sorted.length };
  }

  async dueTaskCount(assignedTo: string, today: string): Promise<number> {
    return this.state.tasks.filter((t) => t.assignedTo === assignedTo && !isTaskDone(t) && !!t.dueDate && t.dueDate <= today).length;
  }

  async dueTasks(since: string, today: string): Promise<TaskItem[]> {
    return this.state.tasks
      .filter((t) => !!t.assignedTo && !isTaskDone(t) && !!t.dueDate && t.dueDate >= since && t.dueDate <= today)
      .sort((a, b) => a.seq - b.seq)
      .map((t) => this.taskItem(t));
  }
}
