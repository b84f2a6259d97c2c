import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, aSubmissionRecord, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

/** Clients' general threads, and claims' and clients' threads as the inbox lists them beside submissions'. */
export function clientThreadRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`ClientThreadRepository and the inbox's threads (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const aClientWithSubmission = async (email: string) => {
      const client = await uow.repos.clients.create(aClient({ name: unique('Thread Client'), email }));
      const submission = await uow.repos.submissions.create(aSubmissionRecord(client.id, { shareWithClient: true }));
      return { client, submission };
    };
    const aPolicyFor = (clientId: string) =>
      uow.repos.policies.create({
        policyNumber: unique('POL-'),
        clientId,
        submissionId: null,
        status: 'active',
        product: 'commercial_property',
        premium: 100,
        effectiveDate: '2031-01-01',
        expirationDate: '2031-12-31',
      });
    const aClaimFor = async (clientId: string) => {
      const policy = await aPolicyFor(clientId);
      const reporter = await uow.repos.users.create(aUser({ role: 'customer', email: `${unique('rep')}@example.com` }));
      return uow.repos.claims.create({
        policyId: policy.id,
        clientId,
        lossDate: '2031-02-27',
        location: '1 Main St',
        description: 'Hail',
        estimatedAmount: null,
        reportedById: reporter.id,
        reportedBy: 'Pat (customer)',
        createdAt: '2031-03-01T10:00:00.000Z',
      });
    };

    it('keeps a general thread with its files, finds a customer its clients, and answers null for an unknown client', async () => {
      const email = `${unique('gen')}@example.com`;
      const { client } = await aClientWithSubmission(email);
      const author = await uow.repos.users.create(aUser({ role: 'broker' }));
      const first = await uow.repos.threads.addMessage(client.id, {
        from: 'Sam (broker)',
        authorId: author.id,
        fromStaff: true,
        content: 'Welcome',
        date: '2031-03-01T10:00:00.000Z',
      });
      const file = await uow.repos.threads.addDocument(client.id, first, {
        filename: 'terms.pdf',
        mimeType: 'application/pdf',
        bytes: new Uint8Array([1, 2, 3]),
        uploadedBy: 'Sam (broker)',
        uploadedAt: '2031-03-01T10:00:00.000Z',
      });
      await uow.repos.threads.addMessage(client.id, {
        from: 'Pat (customer)',
        authorId: author.id,
        fromStaff: false,
        content: 'Thanks',
        date: '2031-03-01T11:00:00.000Z',
      });
      const thread = await uow.repos.threads.thread(client.id);
      expect(thread?.client).toBe(client.name);
      expect(thread?.messages.map((m) => [m.content, m.fromStaff, m.documents.map((d) => d.filename)])).toEqual([
        ['Welcome', true, ['terms.pdf']],
        ['Thanks', false, []],
      ]);
      expect(file.size).toBe(3);
      expect([...(await uow.repos.threads.document(client.id, file.id))!.bytes]).toEqual([1, 2, 3]);
      const other = await uow.repos.clients.create(aClient({ name: unique('Other') }));
      expect(await uow.repos.threads.document(other.id, file.id)).toBeNull();
      expect((await uow.repos.threads.clientsOf(email.toUpperCase())).map((c) => c.id)).toEqual([client.id]);
      expect(await uow.repos.threads.thread(crypto.randomUUID())).toBeNull();
    });

    it('keeps which policy a message is about, and a notification pointing at the general thread', async () => {
      const { client } = await aClientWithSubmission(`${unique('about')}@example.com`);
      const customer = await uow.repos.users.create(aUser({ role: 'customer', email: `${unique('asker')}@example.com` }));
      const broker = await uow.repos.users.create(aUser({ role: 'broker' }));
      const policy = await aPolicyFor(client.id);
      const written = { from: 'Pat (customer)', authorId: customer.id, fromStaff: false, date: '2031-03-01T10:00:00.000Z' };
      await uow.repos.threads.addMessage(client.id, { ...written, content: 'Does it cover flood?', policyId: policy.id });
      await uow.repos.threads.addMessage(client.id, { ...written, content: 'We moved offices' });
      const thread = await uow.repos.threads.thread(client.id);
      expect(thread?.messages.map((m) => [m.content, m.policy])).toEqual([
        ['Does it cover flood?', { id: policy.id, policyNumber: policy.policyNumber }],
        ['We moved offices', null],
      ]);

      await uow.repos.inbox.addNotifications([
        {
          userId: broker.id,
          kind: 'message',
          clientId: client.id,
          title: 'New message',
          details: 'We moved offices',
          actor: 'Pat (customer)',
          createdAt: '2031-03-01T10:00:00.000Z',
        },
      ]);
      const feed = await uow.repos.inbox.listNotifications(broker.id, { limit: 10, offset: 0 });
      expect(feed.items.map((n) => [n.target, n.recordId, n.reference, n.client, n.submissionId])).toEqual([
        ['general', client.id, client.name, client.name, null],
      ]);
    });

    it("lists a customer's general thread before anyone writes, then unread until read; claims beside it", async () => {
      const email = `${unique('cust')}@example.com`;
      const { client } = await aClientWithSubmission(email);
      const customer = await uow.repos.users.create(aUser({ role: 'customer', email }));
      const query = { customerEmail: email, channel: 'client' as const, limit: 10, offset: 0 };

      let page = await uow.repos.inbox.listConversations(customer.id, query);
      expect(page.items.map((c) => [c.kind, c.recordId, c.reference, c.lastMessage, c.unread])).toEqual([
        ['general', client.id, client.name, null, false],
      ]);

      await uow.repos.threads.addMessage(client.id, {
        from: 'Sam (broker)',
        authorId: customer.id,
        fromStaff: true,
        content: 'Your renewal is coming up',
        date: '2099-01-01T00:00:00.000Z',
      });
      const claim = await aClaimFor(client.id);
      await uow.repos.claims.addMessage(claim.id, {
        from: 'Pat (customer)',
        authorId: customer.id,
        content: 'Photos attached',
        date: '2099-01-02T00:00:00.000Z',
      });
      page = await uow.repos.inbox.listConversations(customer.id, query);
      expect(page.items.map((c) => [c.kind, c.reference, c.unread, c.lastMessage?.excerpt])).toEqual([
        ['claim', claim.reference, true, 'Photos attached'],
        ['general', client.name, true, 'Your renewal is coming up'],
      ]);
      expect(await uow.repos.inbox.unreadConversations(customer.id, email)).toBe(2);

      await uow.repos.threads.markRead(customer.id, 'general', client.id, '2099-01-01T00:00:00.000Z');
      await uow.repos.threads.markRead(customer.id, 'general', client.id, '2020-01-01T00:00:00.000Z');
      expect(await uow.repos.inbox.unreadConversations(customer.id, email)).toBe(1);
      expect((await uow.repos.inbox.listConversations(customer.id, { ...query, unreadOnly: true })).items.map((c) => c.kind)).toEqual([
        'claim',
      ]);
      expect((await uow.repos.inbox.listConversations(customer.id, { ...query, kind: 'general' })).total).toBe(1);
      expect((await uow.repos.inbox.listConversations(customer.id, { ...query, q: 'renewal' })).items.map((c) => c.kind)).toEqual([
        'general',
      ]);

      const stranger = await uow.repos.users.create(aUser({ role: 'customer', email: `${unique('stranger')}@example.com` }));
      const theirs = await uow.repos.inbox.listConversations(stranger.id, { ...query, customerEmail: stranger.email });
      expect(theirs.items.some((c) => c.recordId === client.id || c.recordId === claim.id)).toBe(false);
    });

    it("tells staff of a client's threads through the client's submissions they follow, on the client channel only", async () => {
      const { client, submission } = await aClientWithSubmission(`${unique('staff')}@example.com`);
      const follower = await uow.repos.users.create(aUser({ role: 'broker' }));
      const stranger = await uow.repos.users.create(aUser({ role: 'broker' }));
      await uow.repos.inbox.follow(follower.id, submission.id, '2031-01-01T00:00:00.000Z');
      await uow.repos.threads.addMessage(client.id, {
        from: 'Pat (customer)',
        authorId: stranger.id,
        fromStaff: false,
        content: 'A question about our cover',
        date: '2099-02-01T00:00:00.000Z',
      });
      const query = { q: client.name, limit: 10, offset: 0 };
      const mine = await uow.repos.inbox.listConversations(follower.id, query);
      expect(mine.items.map((c) => [c.kind, c.channel, c.following, c.unread])).toEqual([['general', 'client', true, true]]);
      const before = await uow.repos.inbox.unreadConversations(follower.id);
      await uow.repos.threads.markRead(follower.id, 'general', client.id, '2099-02-01T00:00:00.000Z');
      expect(await uow.repos.inbox.unreadConversations(follower.id)).toBe(before - 1);

      const theirs = await uow.repos.inbox.listConversations(stranger.id, query);
      expect(theirs.items.map((c) => [c.kind, c.following, c.unread])).toEqual([['general', false, false]]);
      expect((await uow.repos.inbox.listConversations(follower.id, { ...query, channel: 'carrier' })).total).toBe(0);
      expect((await uow.repos.inbox.listConversations(stranger.id, { ...query, followingOnly: true })).total).toBe(0);
    });
  });
}
