import type { Knex } from 'knex';
import {
  BROKER_ROLES,
  TASK_DONE_STATUS,
  type ConversationKind,
  type ConversationQuery,
  type ConversationSummary,
  type EmailFrequency,
  type EmailPreference,
  type MailRecipient,
  type InboxRepository,
  type MessageChannel,
  type NewNotification,
  type Notification,
  type NotificationKind,
  type NotificationQuery,
  type NotificationTarget,
  type Page,
  type Role,
  type TaskItem,
  type TaskQuery,
  type User,
} from '@workbench/core';
import { iso, isoOrNull, isUuid, json, newId, num, toJson } from './rows.ts';
import { toUser } from './pg-user.repository.ts';
import { toTask } from './pg-task.repository.ts';
import { reachedClientIds, reachingAddresses } from './customer-reach.ts';

type Row = Record<string, unknown>;

const toNotification = (row: Row): Notification => {
  const target: NotificationTarget = row.submission_id ? 'submission' : row.claim_id ? 'claim' : row.policy_id ? 'policy' : 'general';
  return {
    id: row.id as string,
    kind: row.kind as NotificationKind,
    target,
    reference: row.reference as string,
    recordId: (row.submission_id ?? row.claim_id ?? row.policy_id ?? row.client_id) as string,
    submissionId: target === 'submission' ? (row.reference as string) : null,
    submissionRecordId: (row.submission_id as string | null) ?? null,
    client: row.client as string,
    title: row.title as string,
    details: row.details as string,
    actor: (row.actor as string | null) ?? null,
    createdAt: iso(row.created_at),
    readAt: isoOrNull(row.read_at),
  };
};

/**
 * Notifications with their target's reference and client: each row points at exactly one of a submission,
 * a claim, a policy or a client's general thread (named by the client), so one of the outer joins matches.
 */
const withTargets = (q: Knex.QueryBuilder) =>
  q
    .leftJoin('submissions as s', 's.id', 'n.submission_id')
    .leftJoin('claims as cl', 'cl.id', 'n.claim_id')
    .leftJoin('policies as p', 'p.id', 'n.policy_id')
    .join('clients as c', 'c.id', q.client.raw('coalesce(s.client_id, cl.client_id, p.client_id, n.client_id)'))
    .select('n.*', q.client.raw('coalesce(s.submission_id, cl.reference, p.policy_number, c.name) as reference'), 'c.name as client');

const EXCERPT_LENGTH = 160;

const toConversation = (row: Row): ConversationSummary => ({
  kind: row.kind as ConversationKind,
  reference: row.reference as string,
  recordId: row.record_id as string,
  client: row.client as string,
  channel: row.channel as MessageChannel,
  messageCount: num(row.message_count),
  lastMessage:
    row.last_date === null || row.last_date === undefined
      ? null
      : {
          from: row.sender as string,
          to: (row.recipient as string | null) ?? '',
          subject: (row.subject as string | null) ?? '',
          excerpt: String(row.content ?? '').slice(0, EXCERPT_LENGTH),
          date: iso(row.last_date),
        },
  unread: row.unread === true,
  following: row.followed_at !== null && row.followed_at !== undefined,
});

/**
 * Every conversation the person may list, one row each: a submission's messages on one channel, a claim's
 * messages, and a client's general thread. Staff follow a claim or a client's thread through the client's
 * submissions they follow; a customer (`:email`) has the client channel of their shared submissions, their
 * clients' claims, and their clients' general threads, listed even before anyone writes on them (their
 * clients being those the address reaches: reachedClientIds).
 */
const LISTED_CONVERSATIONS = `
  client_follow as (
    select s.client_id, min(f.created_at) as followed_at
      from submission_follows f join submissions s on s.id = f.submission_id
     where f.user_id = :userId and cast(:email as text) is null
     group by s.client_id
  ), sub as (
    select m.submission_id, m.channel, count(*) as message_count, max(m.date) as last_date
      from messages m
     where (cast(:kind as text) is null or :kind = 'submission') and (cast(:channel as text) is null or m.channel = :channel)
     group by m.submission_id, m.channel
  ), listed as (
    select 'submission' as kind, sub.submission_id as record_id, sub.channel, sub.message_count, sub.last_date,
           s.submission_id as reference, c.name as client, f.created_at as followed_at,
           case when cast(:email as text) is not null
                then sub.last_date > coalesce(r.read_at, u.created_at)
                else f.user_id is not null and sub.last_date > greatest(f.created_at, r.read_at)
           end as unread
      from sub
      join submissions s on s.id = sub.submission_id
      join clients c on c.id = s.client_id
      join users u on u.id = :userId
      left join submission_follows f on f.user_id = u.id and f.submission_id = sub.submission_id
      left join conversation_reads r on r.user_id = u.id and r.submission_id = sub.submission_id and r.channel = sub.channel
     where (cast(:email as text) is null or (s.share_with_client and s.client_id in (${reachedClientIds(':email')})))
       and (cast(:q as text) is null or s.submission_id ilike :q or c.name ilike :q
            or exists (select 1 from messages m2 where m2.submission_id = sub.submission_id and m2.channel = sub.channel
                        and (m2.subject ilike :q or m2.content ilike :q)))
    union all
    select 'claim', k.id, 'client', count(*), max(cm.date), k.reference, c.name, cf.followed_at,
           case when cast(:email as text) is not null
                then max(cm.date) > coalesce(tr.read_at, u.created_at)
                else cf.followed_at is not null and max(cm.date) > coalesce(tr.read_at, '-infinity')
           end
      from claims k
      join claim_messages cm on cm.claim_id = k.id
      join clients c on c.id = k.client_id
      join users u on u.id = :userId
      left join client_follow cf on cf.client_id = k.client_id
      left join thread_reads tr on tr.user_id = u.id and tr.kind = 'claim' and tr.thread_id = k.id
     where (cast(:kind as text) is null or :kind = 'claim') and (cast(:channel as text) is null or :channel = 'client')
       and (cast(:email as text) is null or k.client_id in (${reachedClientIds(':email')}))
       and (cast(:q as text) is null or k.reference ilike :q or c.name ilike :q
            or exists (select 1 from claim_messages m2 where m2.claim_id = k.id and m2.content ilike :q))
     group by k.id, k.reference, c.name, cf.followed_at, tr.read_at, u.created_at
    union all
    select 'general', c.id, 'client', count(gm.id), max(gm.date), c.name, c.name, cf.followed_at,
           case when cast(:email as text) is not null
                then max(gm.date) > coalesce(tr.read_at, u.created_at)
                else cf.followed_at is not null and max(gm.date) > coalesce(tr.read_at, '-infinity')
           end
      from clients c
      join users u on u.id = :userId
      left join client_messages gm on gm.client_id = c.id
      left join client_follow cf on cf.client_id = c.id
      left join thread_reads tr on tr.user_id = u.id and tr.kind = 'general' and tr.thread_id = c.id
     where (cast(:kind as text) is null or :kind = 'general') and (cast(:channel as text) is null or :channel = 'client')
       and (case when cast(:email as text) is not null then c.id in (${reachedClientIds(':email')})
                 else exists (select 1 from client_messages m1 where m1.client_id = c.id) end)
       and (cast(:q as text) is null or c.name ilike :q
            or exists (select 1 from client_messages m2 where m2.client_id = c.id and m2.content ilike :q))
     group by c.id, c.name, cf.followed_at, tr.read_at, u.created_at
  )`;

const toTaskItem = (row: Row): TaskItem => ({
  ...toTask(row),
  submissionId: row.human_id as string,
  submissionRecordId: row.submission_id as string,
  client: row.client as string,
});

/** A task is done once its status is Completed, whatever the case or spacing it was typed with. */
const TASK_DONE_SQL = `lower(trim(t.status)) = '${TASK_DONE_STATUS.toLowerCase()}'`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class PgInboxRepository implements InboxRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async addNotifications(rows: NewNotification[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db('notifications')
      .insert(
        rows.map((n) => ({
          id: newId(),
          user_id: n.userId,
          kind: n.kind,
          submission_id: n.submissionRecordId ?? null,
          claim_id: n.claimId ?? null,
          policy_id: n.policyId ?? null,
          client_id: n.clientId ?? null,
          title: n.title,
          details: n.details,
          actor: n.actor,
          once_key: n.onceKey ?? null,
          created_at: n.createdAt,
        })),
      )
      .onConflict(this.db.raw('(user_id, once_key) where once_key is not null'))
      .ignore();
  }

  async listNotifications(userId: string, query: NotificationQuery): Promise<Page<Notification>> {
    if (!isUuid(userId)) return { items: [], total: 0 };
    const filtered = () => {
      const q = this.db('notifications as n').where('n.user_id', userId);
      if (query.kind) q.andWhere('n.kind', query.kind);
      if (query.unreadOnly) q.whereNull('n.read_at');
      return q;
    };
    const [rows, counted] = await Promise.all([
      withTargets(filtered())
        .orderBy([
          { column: 'n.created_at', order: 'desc' },
          { column: 'n.id', order: 'desc' },
        ])
        .limit(query.limit)
        .offset(query.offset),
      filtered().count({ total: '*' }).first(),
    ]);
    return { items: rows.map(toNotification), total: num(counted?.total) };
  }

  async markNotificationsRead(userId: string, ids: readonly string[] | 'all', at: string): Promise<void> {
    if (!isUuid(userId)) return;
    const q = this.db('notifications').where({ user_id: userId }).whereNull('read_at');
    if (ids !== 'all') {
      const known = ids.filter(isUuid);
      if (known.length === 0) return;
      q.whereIn('id', known);
    }
    await q.update({ read_at: at });
  }

  async unreadNotifications(userId: string): Promise<number> {
    if (!isUuid(userId)) return 0;
    const row = await this.db('notifications').where({ user_id: userId }).whereNull('read_at').count({ total: '*' }).first();
    return num(row?.total);
  }

  async follow(userId: string, submissionRecordId: string, at: string): Promise<void> {
    await this.db('submission_follows')
      .insert({ user_id: userId, submission_id: submissionRecordId, created_at: at })
      .onConflict(['user_id', 'submission_id'])
      .ignore();
  }

  async unfollow(userId: string, submissionRecordId: string): Promise<void> {
    await this.db('submission_follows').where({ user_id: userId, submission_id: submissionRecordId }).delete();
  }

  async isFollowing(userId: string, submissionRecordId: string): Promise<boolean> {
    const row = await this.db('submission_follows').where({ user_id: userId, submission_id: submissionRecordId }).first('user_id');
    return !!row;
  }

  async followers(submissionRecordId: string): Promise<string[]> {
    const rows = await this.db('submission_follows').where({ submission_id: submissionRecordId }).select('user_id');
    return rows.map((r) => r.user_id as string);
  }

  async clientFollowers(clientId: string): Promise<string[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('submission_follows as f')
      .join('submissions as s', 's.id', 'f.submission_id')
      .where('s.client_id', clientId)
      .distinct('f.user_id');
    return rows.map((r) => r.user_id as string);
  }

  async clientCustomerAccounts(clientId: string): Promise<User[]> {
    if (!isUuid(clientId)) return [];
    const rows = await this.db('users')
      .whereRaw(`lower(email) in (${reachingAddresses('?')})`, [clientId, clientId])
      .andWhere({ role: 'customer' })
      .orderBy('id');
    return rows.map(toUser);
  }

  async staffNamed(fullName: string): Promise<User[]> {
    const rows = await this.db('users').where({ full_name: fullName, status: 'active' }).whereIn('role', BROKER_ROLES);
    return rows.map(toUser);
  }

  async listConversations(userId: string, query: ConversationQuery): Promise<Page<ConversationSummary>> {
    if (!isUuid(userId)) return { items: [], total: 0 };
    const params = {
      userId,
      channel: query.channel ?? null,
      kind: query.kind ?? null,
      email: query.customerEmail?.trim() ?? null,
      q: query.q ? likePattern(query.q) : null,
      unreadOnly: query.unreadOnly === true,
      followingOnly: query.followingOnly === true,
      limit: query.limit,
      offset: query.offset,
    };
    // A general thread nobody has written on yet (a customer's) sorts first: it is where they start one.
    const result = await this.db.raw(
      `with ${LISTED_CONVERSATIONS}, paged as (
         select listed.*, count(*) over () as total from listed
          where (not :unreadOnly or listed.unread) and (not :followingOnly or listed.followed_at is not null)
          order by listed.last_date desc nulls first, listed.kind, listed.record_id, listed.channel
          limit :limit offset :offset
       )
       select paged.*, lm.sender, lm.recipient, lm.subject, lm.content
         from paged
         left join lateral (
           select x.sender, x.recipient, x.subject, x.content from (
             select m3.sender, m3.recipient, m3.subject, m3.content, m3.date, m3.seq from messages m3
              where paged.kind = 'submission' and m3.submission_id = paged.record_id and m3.channel = paged.channel
             union all
             select m4.sender, null, null, m4.content, m4.date, m4.seq from claim_messages m4
              where paged.kind = 'claim' and m4.claim_id = paged.record_id
             union all
             select m5.sender, null, null, m5.content, m5.date, m5.seq from client_messages m5
              where paged.kind = 'general' and m5.client_id = paged.record_id
           ) x order by x.date desc, x.seq desc limit 1
         ) lm on true
        order by paged.last_date desc nulls first, paged.kind, paged.record_id, paged.channel`,
      params,
    );
    const rows = (result.rows ?? result) as Row[];
    let total = rows.length > 0 ? num(rows[0]!.total) : 0;
    if (rows.length === 0 && query.offset > 0) {
      const all = await this.listConversations(userId, { ...query, limit: 1, offset: 0 });
      total = all.total;
    }
    return { items: rows.map(toConversation), total };
  }

  async markConversationRead(userId: string, submissionRecordId: string, channel: MessageChannel, at: string): Promise<void> {
    await this.db.raw(
      `insert into conversation_reads (user_id, submission_id, channel, read_at) values (?, ?, ?, ?)
       on conflict (user_id, submission_id, channel) do update set read_at = greatest(conversation_reads.read_at, excluded.read_at)`,
      [userId, submissionRecordId, channel, at],
    );
  }

  async unreadConversations(userId: string, customerEmail?: string): Promise<number> {
    if (!isUuid(userId)) return 0;
    if (customerEmail !== undefined) {
      const params = { userId, email: customerEmail.trim(), channel: 'client', kind: null, q: null };
      const result = await this.db.raw(`with ${LISTED_CONVERSATIONS} select count(*) as total from listed where listed.unread`, params);
      return num(((result.rows ?? result) as Row[])[0]?.total);
    }
    // Staff are counted from what they follow only, so the count stays cheap however large the firm's inbox.
    const result = await this.db.raw(
      `with client_follow as (
         select s.client_id, min(f.created_at) as followed_at
           from submission_follows f join submissions s on s.id = f.submission_id
          where f.user_id = :userId
          group by s.client_id
       )
       select
         (select count(*) from (
            select m.submission_id, m.channel, max(m.date) as last_date, f.created_at as followed_at
              from submission_follows f join messages m on m.submission_id = f.submission_id
             where f.user_id = :userId
             group by m.submission_id, m.channel, f.created_at
          ) conv
          left join conversation_reads r on r.user_id = :userId and r.submission_id = conv.submission_id and r.channel = conv.channel
          where conv.last_date > greatest(conv.followed_at, r.read_at))
         +
         (select count(*) from (
            select k.id, max(cm.date) as last_date
              from client_follow cf join claims k on k.client_id = cf.client_id join claim_messages cm on cm.claim_id = k.id
             group by k.id
          ) t
          left join thread_reads tr on tr.user_id = :userId and tr.kind = 'claim' and tr.thread_id = t.id
          where t.last_date > coalesce(tr.read_at, '-infinity'))
         +
         (select count(*) from (
            select gm.client_id, max(gm.date) as last_date
              from client_follow cf join client_messages gm on gm.client_id = cf.client_id
             group by gm.client_id
          ) g
          left join thread_reads tr on tr.user_id = :userId and tr.kind = 'general' and tr.thread_id = g.client_id
          where g.last_date > coalesce(tr.read_at, '-infinity')) as total`,
      { userId },
    );
    return num(((result.rows ?? result) as Row[])[0]?.total);
  }

  async emailPreference(userId: string): Promise<EmailPreference | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db('notification_preferences').where({ user_id: userId }).first('email', 'muted');
    return row ? { email: row.email as EmailFrequency, muted: json<NotificationKind[]>(row.muted, []) } : null;
  }

  async setEmailPreference(userId: string, preference: EmailPreference): Promise<void> {
    await this.db('notification_preferences')
      .insert({ user_id: userId, email: preference.email, muted: toJson(preference.muted) })
      .onConflict('user_id')
      .merge(['email', 'muted']);
  }

  async mailSettings(userIds: readonly string[]): Promise<Array<MailRecipient & { role: Role; preference: EmailPreference | null }>> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db('users as u')
      .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
      .whereIn('u.id', ids)
      .andWhere('u.status', 'active')
      .select('u.id', 'u.email', 'u.full_name', 'u.role', 'p.email as frequency', 'p.muted');
    return rows.map((r) => ({
      userId: r.id as string,
      email: r.email as string,
      fullName: r.full_name as string,
      role: r.role as Role,
      preference: r.frequency ? { email: r.frequency as EmailFrequency, muted: json<NotificationKind[]>(r.muted, []) } : null,
    }));
  }

  async claimDigests(today: string, at: string): Promise<Array<MailRecipient & { since: string | null; muted: NotificationKind[] }>> {
    // The WHERE is checked again on a row another transaction just claimed, so a digest is claimed once a day.
    const claimed = (await this.db('notification_preferences')
      .where({ email: 'daily' })
      .andWhere((w) => w.whereNull('digest_sent_on').orWhere('digest_sent_on', '<', today))
      .update({ digest_sent_on: today, digest_sent_at: at, previous_digest_at: this.db.ref('digest_sent_at') })
      .returning(['user_id', 'previous_digest_at', 'muted'])) as Row[];
    if (claimed.length === 0) return [];
    const byUser = new Map(claimed.map((r) => [r.user_id as string, r]));
    const users = await this.db('users')
      .whereIn('id', [...byUser.keys()])
      .andWhere({ status: 'active' })
      .select('id', 'email', 'full_name');
    return users.map((u) => {
      const row = byUser.get(u.id as string)!;
      return {
        userId: u.id as string,
        email: u.email as string,
        fullName: u.full_name as string,
        since: isoOrNull(row.previous_digest_at),
        muted: json<NotificationKind[]>(row.muted, []),
      };
    });
  }

  async unreadSince(userId: string, since: string | null, limit: number): Promise<Notification[]> {
    const q = withTargets(this.db('notifications as n'))
      .where('n.user_id', userId)
      .whereNull('n.read_at')
      .orderBy([
        { column: 'n.created_at', order: 'desc' },
        { column: 'n.id', order: 'desc' },
      ])
      .limit(limit);
    if (since) q.andWhere('n.created_at', '>', since);
    return (await q).map(toNotification);
  }

  async listTasks(query: TaskQuery): Promise<Page<TaskItem>> {
    const q = this.db('tasks as t')
      .join('submissions as s', 's.id', 't.submission_id')
      .join('clients as c', 'c.id', 's.client_id')
      .select('t.*', 's.submission_id as human_id', 'c.name as client', this.db.raw('count(*) over () as total'));
    if (query.assignedTo !== undefined) q.where('t.assigned_to', query.assignedTo);
    if (query.bucket === 'done') q.whereRaw(TASK_DONE_SQL).orderBy('t.seq', 'desc');
    else {
      q.whereRaw(`not ${TASK_DONE_SQL}`);
      if (query.bucket === 'overdue') q.where('t.due_date', '<', query.today);
      else if (query.bucket === 'today') q.where('t.due_date', query.today);
      else q.where((w) => w.where('t.due_date', '>', query.today).orWhereNull('t.due_date'));
      q.orderByRaw('t.due_date asc nulls last, t.seq asc');
    }
    const rows = (await q.limit(query.limit).offset(query.offset)) as Row[];
    const total = rows.length > 0 ? num(rows[0]!.total) : 0;
    return { items: rows.map(toTaskItem), total };
  }

  async dueTaskCount(assignedTo: string, today: string): Promise<number> {
    const row = await this.db('tasks as t')
      .where('t.assigned_to', assignedTo)
      .whereRaw(`not ${TASK_DONE_SQL}`)
      .where('t.due_date', '<=', today)
      .count({ total: '*' })
      .first();
    return num(row?.total);
  }

  async dueTasks(since: string, today: string): Promise<TaskItem[]> {
    const rows = (await this.db('tasks as t')
      .join('submissions as s', 's.id', 't.submission_id')
      .join('clients as c', 'c.id', 's.client_id')
      .select('t.*', 's.submission_id as human_id', 'c.name as client')
      .whereNotNull('t.assigned_to')
      .whereRaw(`not ${TASK_DONE_SQL}`)
      .whereBetween('t.due_date', [since, today])
      .orderBy('t.seq')) as Row[];
    return rows.map(toTaskItem);
  }
}
