import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewNotification, UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

/** Each person's notifications, follows, conversation reads, and the task lists across submissions. */
export function inboxRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`InboxRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const aSubmission = async (email?: string, share = true) => {
      const client = await uow.repos.clients.create(aClient({ name: unique('Inbox Client'), ...(email ? { email } : {}) }));
      return uow.repos.submissions.create(aSubmissionRecord(client.id, { shareWithClient: share }));
    };
    const aPerson = (role: 'broker' | 'customer' = 'broker', overrides = {}) => uow.repos.users.create(aUser({ role, ...overrides }));
    const note = (userId: string, submissionRecordId: string, overrides: Partial<NewNotification> = {}): NewNotification => ({
      userId,
      kind: 'message',
      submissionRecordId,
      title: 'New message',
      details: 'details',
      actor: 'Someone (broker)',
      createdAt: '2026-03-01T10:00:00.000Z',
      ...overrides,
    });
    const aMessage = (submissionId: string, channel: 'client' | 'carrier' | 'internal', date: string, subject = 'Hello') =>
      uow.repos.messages.add(submissionId, {
        from: 'A (broker)',
        to: 'B',
        subject,
        content: `${subject} text`,
        channel,
        attachmentIds: [],
        date,
      });

    it('lists notifications newest first with their submission, filters them, and marks them read', async () => {
      const me = await aPerson();
      const s = await aSubmission();
      await uow.repos.inbox.addNotifications([
        note(me.id, s.id, { title: 'older', createdAt: '2026-03-01T09:00:00.000Z' }),
        note(me.id, s.id, { title: 'newer', kind: 'quote' }),
      ]);
      const page = await uow.repos.inbox.listNotifications(me.id, { limit: 10, offset: 0 });
      expect(page.total).toBe(2);
      expect(page.items.map((n) => n.title)).toEqual(['newer', 'older']);
      expect(page.items[0]).toMatchObject({
        target: 'submission',
        reference: s.submissionId,
        recordId: s.id,
        submissionId: s.submissionId,
        submissionRecordId: s.id,
        kind: 'quote',
        readAt: null,
      });
      expect((await uow.repos.inbox.listNotifications(me.id, { kind: 'quote', limit: 10, offset: 0 })).items.map((n) => n.title)).toEqual([
        'newer',
      ]);

      await uow.repos.inbox.markNotificationsRead(me.id, [page.items[0]!.id], '2026-03-02T00:00:00.000Z');
      expect(await uow.repos.inbox.unreadNotifications(me.id)).toBe(1);
      expect(
        (await uow.repos.inbox.listNotifications(me.id, { unreadOnly: true, limit: 10, offset: 0 })).items.map((n) => n.title),
      ).toEqual(['older']);
      await uow.repos.inbox.markNotificationsRead(me.id, 'all', '2026-03-02T00:00:00.000Z');
      expect(await uow.repos.inbox.unreadNotifications(me.id)).toBe(0);
    });

    it('lists a notification about a claim or a policy with its reference and client, beside submission ones', async () => {
      const me = await aPerson();
      const client = await uow.repos.clients.create(aClient({ name: unique('Claims Client') }));
      const policy = await uow.repos.policies.create({
        policyNumber: unique('POL-T'),
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 1000,
        effectiveDate: '2026-01-01',
        expirationDate: '2026-12-31',
      });
      const claim = await uow.repos.claims.create({
        policyId: policy.id,
        clientId: client.id,
        lossDate: '2026-02-01',
        location: '1 Quay St',
        description: 'Flooded',
        estimatedAmount: null,
        reportedById: me.id,
        reportedBy: 'Someone (customer)',
        createdAt: '2026-02-02T00:00:00.000Z',
      });
      const base = { userId: me.id, title: 'New claim reported', details: 'd', actor: null };
      await uow.repos.inbox.addNotifications([
        { ...base, kind: 'claim', claimId: claim.id, createdAt: '2026-03-01T10:00:00.000Z' },
        { ...base, kind: 'task', policyId: policy.id, createdAt: '2026-03-01T11:00:00.000Z' },
      ]);
      const page = await uow.repos.inbox.listNotifications(me.id, { limit: 10, offset: 0 });
      expect(page.items).toMatchObject([
        { target: 'policy', reference: policy.policyNumber, recordId: policy.id, client: client.name, submissionId: null },
        { target: 'claim', reference: claim.reference, recordId: claim.id, client: client.name, submissionRecordId: null },
      ]);
      expect((await uow.repos.inbox.unreadSince(me.id, null, 10)).map((n) => n.target)).toEqual(['policy', 'claim']);
    });

    it("writes a reminder with a once-key only once per person, and never marks someone else's read", async () => {
      const me = await aPerson();
      const other = await aPerson();
      const s = await aSubmission();
      const reminder = note(me.id, s.id, { kind: 'task', onceKey: 'task:1:overdue' });
      await uow.repos.inbox.addNotifications([reminder, { ...reminder, userId: other.id }]);
      await uow.repos.inbox.addNotifications([reminder]);
      expect(await uow.repos.inbox.unreadNotifications(me.id)).toBe(1);
      const [mine] = (await uow.repos.inbox.listNotifications(me.id, { limit: 1, offset: 0 })).items;
      await uow.repos.inbox.markNotificationsRead(other.id, [mine!.id], '2026-03-02T00:00:00.000Z');
      expect(await uow.repos.inbox.unreadNotifications(me.id)).toBe(1);
    });

    it('keeps follows, once each', async () => {
      const me = await aPerson();
      const s = await aSubmission();
      await uow.repos.inbox.follow(me.id, s.id, '2026-03-01T00:00:00.000Z');
      await uow.repos.inbox.follow(me.id, s.id, '2026-03-02T00:00:00.000Z');
      expect(await uow.repos.inbox.followers(s.id)).toEqual([me.id]);
      expect(await uow.repos.inbox.isFollowing(me.id, s.id)).toBe(true);
      await uow.repos.inbox.unfollow(me.id, s.id);
      expect(await uow.repos.inbox.followers(s.id)).toEqual([]);
    });

    it("finds a client's customer accounts by its own and its given addresses without case, and active staff by full name", async () => {
      const email = `${unique('Cust')}@Example.com`;
      const given = `${unique('given')}@example.com`;
      const client = await uow.repos.clients.create(aClient({ name: unique('Inbox Client'), email: email.toUpperCase() }));
      await uow.repos.clients.addPortalAddress(client.id, { email: given, addedAt: '2026-04-01T00:00:00.000Z', reason: 'merge' });
      const customer = await aPerson('customer', { email });
      const ofGiven = await aPerson('customer', { email: given.toUpperCase() });
      await aPerson('customer');
      const name = unique('Staff Name');
      const staff = await aPerson('broker', { fullName: name });
      await aPerson('broker', { fullName: name, status: 'pending' });
      const accounts = (await uow.repos.inbox.clientCustomerAccounts(client.id)).map((u) => u.id);
      expect(accounts.sort()).toEqual([customer.id, ofGiven.id].sort());
      expect((await uow.repos.inbox.staffNamed(name)).map((u) => u.id)).toEqual([staff.id]);
    });

    it('lists conversations: unread for a follower after a message past their reading, read once marked', async () => {
      const me = await aPerson();
      const s = await aSubmission();
      await aMessage(s.id, 'carrier', '2026-03-01T08:00:00.000Z', 'Before following');
      await uow.repos.inbox.follow(me.id, s.id, '2026-03-01T09:00:00.000Z');
      const query = { q: s.submissionId, limit: 10, offset: 0 };
      let [carrier] = (await uow.repos.inbox.listConversations(me.id, query)).items;
      expect(carrier).toMatchObject({ channel: 'carrier', unread: false, following: true, messageCount: 1 });

      await aMessage(s.id, 'carrier', '2026-03-01T10:00:00.000Z', 'After following');
      await aMessage(s.id, 'internal', '2026-03-01T11:00:00.000Z', 'Internal');
      const page = await uow.repos.inbox.listConversations(me.id, query);
      expect(page.items.map((c) => [c.channel, c.unread, c.lastMessage?.subject])).toEqual([
        ['internal', true, 'Internal'],
        ['carrier', true, 'After following'],
      ]);
      expect(await uow.repos.inbox.unreadConversations(me.id)).toBe(2);
      await uow.repos.inbox.markConversationRead(me.id, s.id, 'carrier', '2026-03-01T10:00:00.000Z');
      [carrier] = (await uow.repos.inbox.listConversations(me.id, { ...query, channel: 'carrier' })).items;
      expect(carrier!.unread).toBe(false);
      expect(await uow.repos.inbox.unreadConversations(me.id)).toBe(1);
      expect((await uow.repos.inbox.listConversations(me.id, { ...query, unreadOnly: true })).items.map((c) => c.channel)).toEqual([
        'internal',
      ]);

      const stranger = await aPerson();
      expect((await uow.repos.inbox.listConversations(stranger.id, query)).items.every((c) => !c.unread && !c.following)).toBe(true);
      expect((await uow.repos.inbox.listConversations(stranger.id, { ...query, followingOnly: true })).total).toBe(0);
    });

    it('scopes a customer to the client conversations of their shared submissions, and finds text in messages', async () => {
      const email = `${unique('scope')}@example.com`;
      const customer = await aPerson('customer', { email });
      const shared = await aSubmission(email);
      const unshared = await aSubmission(email, false);
      const word = unique('needle');
      await aMessage(shared.id, 'client', '2099-01-01T00:00:00.000Z', `About ${word}`);
      await aMessage(unshared.id, 'client', '2099-01-01T00:00:00.000Z');
      const query = { customerEmail: email.toUpperCase(), channel: 'client' as const, limit: 10, offset: 0 };
      const page = await uow.repos.inbox.listConversations(customer.id, query);
      expect(page.items.filter((c) => c.kind === 'submission').map((c) => [c.reference, c.unread])).toEqual([[shared.submissionId, true]]);
      expect(await uow.repos.inbox.unreadConversations(customer.id, email)).toBe(1);
      expect((await uow.repos.inbox.listConversations(customer.id, { ...query, q: word })).total).toBe(1);
      expect((await uow.repos.inbox.listConversations(customer.id, { ...query, q: `${word}-absent` })).total).toBe(0);
    });

    it('keeps e-mail preferences, names who wants mail at once, and claims each daily digest once a day', async () => {
      const eager = await aPerson('broker', { email: `${unique('eager')}@example.com` });
      const daily = await aPerson('broker');
      const quiet = await aPerson('broker');
      expect(await uow.repos.inbox.emailPreference(quiet.id)).toBeNull();
      await uow.repos.inbox.setEmailPreference(eager.id, { email: 'daily', muted: [] });
      await uow.repos.inbox.setEmailPreference(eager.id, { email: 'immediate', muted: ['quote', 'task'] });
      await uow.repos.inbox.setEmailPreference(daily.id, { email: 'daily', muted: ['status'] });
      expect(await uow.repos.inbox.emailPreference(eager.id)).toEqual({ email: 'immediate', muted: ['quote', 'task'] });
      const settings = await uow.repos.inbox.mailSettings([eager.id, quiet.id]);
      expect(settings.find((r) => r.userId === eager.id)).toEqual({
        userId: eager.id,
        email: eager.email,
        fullName: eager.fullName,
        role: 'broker',
        preference: { email: 'immediate', muted: ['quote', 'task'] },
      });
      expect(settings.find((r) => r.userId === quiet.id)?.preference).toBeNull();

      const first = await uow.repos.inbox.claimDigests('2026-04-01', '2026-04-01T07:00:00.000Z');
      expect(first.find((r) => r.userId === daily.id)).toMatchObject({ email: daily.email, since: null, muted: ['status'] });
      expect((await uow.repos.inbox.claimDigests('2026-04-01', '2026-04-01T08:00:00.000Z')).some((r) => r.userId === daily.id)).toBe(false);
      const next = await uow.repos.inbox.claimDigests('2026-04-02', '2026-04-02T07:00:00.000Z');
      expect(next.find((r) => r.userId === daily.id)?.since).toBe('2026-04-01T07:00:00.000Z');

      const s = await aSubmission();
      await uow.repos.inbox.addNotifications([
        note(daily.id, s.id, { title: 'before', createdAt: '2026-04-01T06:00:00.000Z' }),
        note(daily.id, s.id, { title: 'after', createdAt: '2026-04-01T09:00:00.000Z' }),
      ]);
      expect((await uow.repos.inbox.unreadSince(daily.id, '2026-04-01T07:00:00.000Z', 10)).map((n) => n.title)).toEqual(['after']);
      expect((await uow.repos.inbox.unreadSince(daily.id, null, 10)).map((n) => n.title)).toEqual(['after', 'before']);
    });

    it('lists tasks across submissions by bucket and counts those due', async () => {
      const name = unique('Assignee');
      const s = await aSubmission();
      const add = (title: string, dueDate: string | null, status = 'Pending') =>
        uow.repos.tasks.add(s.id, { title, assignedTo: name, dueDate, status, priority: 'High' });
      await add('later', '2026-05-01');
      await add('overdue', '2026-03-01');
      await add('today', '2026-04-01');
      await add('undated', null);
      await add('done', '2026-03-01', 'Completed');
      const titles = async (bucket: 'overdue' | 'today' | 'upcoming' | 'done') =>
        (await uow.repos.inbox.listTasks({ assignedTo: name, bucket, today: '2026-04-01', limit: 10, offset: 0 })).items.map(
          (t) => t.title,
        );
      expect(await titles('overdue')).toEqual(['overdue']);
      expect(await titles('today')).toEqual(['today']);
      expect(await titles('upcoming')).toEqual(['later', 'undated']);
      expect(await titles('done')).toEqual(['done']);
      const [item] = (await uow.repos.inbox.listTasks({ assignedTo: name, bucket: 'today', today: '2026-04-01', limit: 1, offset: 0 }))
        .items;
      expect(item).toMatchObject({ submissionId: s.submissionId, submissionRecordId: s.id, assignedTo: name });
      expect(await uow.repos.inbox.dueTaskCount(name, '2026-04-01')).toBe(2);
      const due = await uow.repos.inbox.dueTasks('2026-03-15', '2026-04-01');
      expect(due.filter((t) => t.assignedTo === name).map((t) => t.title)).toEqual(['today']);
    });
  });
}
