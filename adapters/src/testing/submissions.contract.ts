import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATED_MARKERS, type Client, type SubmissionRecord, type UnitOfWork, type User } from '@workbench/core';
import { aClient, aSubmissionRecord, aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

interface World {
  uow: UnitOfWork;
  client: Client;
  broker: User;
  manager: User;
}

async function aWorld(uow: UnitOfWork, clientOverrides: Parameters<typeof aClient>[0] = {}): Promise<World> {
  const client = await uow.repos.clients.create(aClient(clientOverrides));
  const broker = await uow.repos.users.create(aUser({ fullName: 'Alex Morgan', role: 'broker' }));
  const manager = await uow.repos.users.create(aUser({ fullName: 'Jordan Lee', role: 'broker_manager' }));
  return { uow, client, broker, manager };
}

const minutesAfter = (base: string, minutes: number) => new Date(Date.parse(base) + minutes * 60_000).toISOString();

export function submissionRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`SubmissionRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const create = (record: SubmissionRecord) => uow.run((r) => r.submissions.create(record));

    it('numbers submissions per creation year from a counter: SUB-YYYY-NNNN', async () => {
      const { client } = await aWorld(uow);
      const a = await create(aSubmissionRecord(client.id, { createdAt: '2031-02-01T10:00:00.000Z' }));
      const b = await create(aSubmissionRecord(client.id, { createdAt: '2031-03-01T10:00:00.000Z' }));
      const c = await create(aSubmissionRecord(client.id, { createdAt: '2032-01-01T10:00:00.000Z' }));
      expect([a.submissionId, b.submissionId, c.submissionId]).toEqual(['SUB-2031-0001', 'SUB-2031-0002', 'SUB-2032-0001']);
    });

    it('keeps a submission id the record brings and continues after it', async () => {
      const { client } = await aWorld(uow);
      const kept = await create(aSubmissionRecord(client.id, { submissionId: 'SUB-2033-0041', createdAt: '2033-01-01T00:00:00.000Z' }));
      const next = await create(aSubmissionRecord(client.id, { createdAt: '2033-05-01T00:00:00.000Z' }));
      expect(kept.submissionId).toBe('SUB-2033-0041');
      expect(next.submissionId).toBe('SUB-2033-0042');
      await expect(
        create(aSubmissionRecord(client.id, { submissionId: 'SUB-2033-0041', createdAt: '2033-01-01T00:00:00.000Z' })),
      ).rejects.toMatchObject({ code: 'conflict' });
    });

    it('fails with not_found for an unknown client or submission, writing nothing', async () => {
      const before = (await uow.repos.submissions.list({})).total;
      await expect(create(aSubmissionRecord(crypto.randomUUID()))).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        uow.repos.history.add(crypto.randomUUID(), { userId: null, user: 'x', action: 'a', details: '', audience: 'client' }),
      ).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        uow.repos.quotes.add(crypto.randomUUID(), { carrier: 'x', amount: 1, status: 'Pending', validUntil: null, coverage: null }),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect((await uow.repos.submissions.list({})).total).toBe(before);
    });

    it('returns the summary with names resolved', async () => {
      const { client, broker, manager } = await aWorld(uow);
      const summary = await create(
        aSubmissionRecord(client.id, {
          assignedToId: manager.id,
          createdById: broker.id,
          transactionType: null,
          priority: 'urgent',
          dueDate: '2026-03-01',
          rating: { score: 85, label: 'good', factors: [] },
        }),
      );
      expect(summary).toMatchObject({
        client: client.name,
        clientId: client.id,
        assignedTo: 'Jordan Lee',
        assignedToId: manager.id,
        createdBy: 'Alex Morgan',
        createdById: broker.id,
        transactionType: null,
        priority: 'urgent',
        status: 'pending',
        dueDate: '2026-03-01',
        rating: { score: 85, label: 'good' },
        isNew: true,
        shareWithClient: false,
      });
      expect(summary.createdAt).toBe(summary.updatedAt);
    });

    it('writes the first history entry with the submission, filling in its number and client name as given', async () => {
      // A name that reads like a marker or a replacement pattern is written as it is.
      const { client, broker } = await aWorld(uow, { name: `Acme {submissionId} $& {client} ${unique()}` });
      const summary = await create(
        aSubmissionRecord(client.id, {
          createdAt: '2034-04-01T09:00:00.000Z',
          firstEntry: {
            userId: broker.id,
            user: 'Alex Morgan (broker)',
            action: 'Submission created',
            details: `${CREATED_MARKERS.submissionId} for ${CREATED_MARKERS.client}: 1 coverage`,
            audience: 'client',
            date: '2034-04-01T09:00:00.000Z',
          },
        }),
      );
      expect(await uow.repos.history.list(summary.id)).toEqual([
        {
          id: expect.any(String),
          userId: broker.id,
          user: 'Alex Morgan (broker)',
          action: 'Submission created',
          details: `${summary.submissionId} for ${client.name}: 1 coverage`,
          audience: 'client',
          date: '2034-04-01T09:00:00.000Z',
        },
      ]);
      expect(await uow.repos.history.list((await create(aSubmissionRecord(client.id))).id)).toEqual([]);
    });

    it('resolves a uuid or a human submission id (any case) to the record id', async () => {
      const { client } = await aWorld(uow);
      const s = await create(aSubmissionRecord(client.id));
      expect(await uow.repos.submissions.resolveId(s.id)).toBe(s.id);
      expect(await uow.repos.submissions.resolveId(s.submissionId)).toBe(s.id);
      expect(await uow.repos.submissions.resolveId(s.submissionId.toLowerCase())).toBe(s.id);
      expect(await uow.repos.submissions.resolveId(crypto.randomUUID())).toBeNull();
      expect(await uow.repos.submissions.resolveId('SUB-1999-9999')).toBeNull();
      expect(await uow.repos.submissions.resolveId("'; drop table submissions; --")).toBeNull();
    });

    it('assembles the full detail: client, schedules, history newest first, quotes, tasks, messages, documents, related items', async () => {
      const { client, broker } = await aWorld(uow, { industry: 'Logistics', companySize: '250-500' });
      const description = "Warehouse cover — O'Hare; SELECT * FROM submissions; 倉庫";
      const s = await create(
        aSubmissionRecord(client.id, {
          product: 'commercial_auto',
          description,
          notes: [{ content: 'Call back Monday' }],
          rating: {
            score: 61,
            label: 'fair',
            factors: [{ key: 'age', label: 'Building age', points: 10, max: 20, explanation: 'Built 1990' }],
          },
          createdById: broker.id,
        }),
      );
      await uow.run(async (r) => {
        await r.schedules.addProperties(s.id, [
          { name: 'Main', address: '1 Dock Rd', sprinklered: true, yearBuilt: 1990, needsReview: ['city'] },
        ]);
        await r.schedules.addVehicles(s.id, [{ make: 'Ford', model: 'Transit', year: 2022, vin: '1FTBW3XM6HKA12345', value: 42000.5 }]);
        await r.history.add(s.id, {
          userId: broker.id,
          user: 'Alex Morgan',
          action: 'Created',
          details: 'Submission created',
          audience: 'client',
          date: '2026-01-01T09:00:00.000Z',
        });
        await r.history.add(s.id, {
          userId: null,
          user: 'System',
          action: 'Rated',
          details: 'Score 61',
          audience: 'client',
          date: '2026-01-02T09:00:00.000Z',
        });
        await r.quotes.add(s.id, {
          carrier: 'Hartford',
          amount: 12500.75,
          status: 'Pending',
          validUntil: '2026-06-30',
          coverage: 'Commercial Auto',
        });
        await r.tasks.add(s.id, {
          title: 'Review loss runs',
          assignedTo: 'Alex Morgan',
          dueDate: '2026-02-15',
          status: 'Not Started',
          priority: 'High',
        });
        const doc = await r.documents.save({
          submissionId: s.id,
          filename: 'Loss Runs.pdf',
          mimeType: 'application/pdf',
          bytes: new Uint8Array([37, 80, 68, 70]),
          uploadedBy: 'Alex Morgan',
        });
        await r.messages.add(s.id, {
          from: 'Hartford',
          to: 'Alex Morgan',
          subject: 'Quote',
          content: 'See attached',
          channel: 'carrier',
          attachmentIds: [doc.id],
        });
        await r.relatedItems.add(s.id, {
          type: 'Policy',
          reference: 'POL-1',
          description: 'Prior term',
          status: 'Active',
          date: '2025-01-01',
        });
      });
      const detail = await uow.repos.submissions.get(s.id);
      expect(detail).toMatchObject({
        id: s.id,
        submissionId: s.submissionId,
        description,
        notes: [{ content: 'Call back Monday' }],
        coverages: [{ coverage: 'property', limit: 1_000_000, deductible: 5_000, premium: null, notes: null }],
        clientName: client.name,
        clientEmail: client.email,
        clientIndustry: 'Logistics',
        companySize: '250-500',
        productType: 'Commercial Auto',
        createdBy: 'Alex Morgan',
        ratingFactors: [{ key: 'age', points: 10 }],
        properties: [{ name: 'Main', address: '1 Dock Rd', sprinklered: true, yearBuilt: 1990, city: null, needsReview: ['city'] }],
        vehicles: [{ make: 'Ford', model: 'Transit', year: 2022, vin: '1FTBW3XM6HKA12345', value: 42000.5, needsReview: [] }],
        quotes: [{ carrier: 'Hartford', amount: 12500.75, status: 'Pending', validUntil: '2026-06-30', coverage: 'Commercial Auto' }],
        tasks: [{ title: 'Review loss runs', assignedTo: 'Alex Morgan', dueDate: '2026-02-15', status: 'Not Started', priority: 'High' }],
        messages: [{ from: 'Hartford', subject: 'Quote', channel: 'carrier', attachments: [{ filename: 'Loss Runs.pdf', type: 'PDF' }] }],
        documents: [{ filename: 'Loss Runs.pdf', type: 'PDF', size: 4, uploadedBy: 'Alex Morgan' }],
        relatedItems: [{ type: 'Policy', reference: 'POL-1', status: 'Active', date: '2025-01-01' }],
      });
      expect(detail!.history.map((h) => h.action)).toEqual(['Rated', 'Created']);
      expect(detail!.history[0]).toMatchObject({ user: 'System', userId: null, date: '2026-01-02T09:00:00.000Z' });
      expect(detail!.documents[0]).not.toHaveProperty('bytes');
      expect(await uow.repos.submissions.get(crypto.randomUUID())).toBeNull();
      expect(await uow.repos.submissions.get(s.submissionId)).toEqual(detail);
      expect(await uow.repos.submissions.get(s.submissionId.toLowerCase())).toEqual(detail);
      expect(await uow.repos.submissions.get('SUB-1999-9999')).toBeNull();
      expect(await uow.repos.submissions.get("'; drop table submissions; --")).toBeNull();
    });

    it('pages the list newest first with the total of all matches', async () => {
      const tag = unique('Paging');
      const { client } = await aWorld(uow, { name: `${tag} Ltd` });
      const base = '2026-04-01T08:00:00.000Z';
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await create(aSubmissionRecord(client.id, { createdAt: minutesAfter(base, i) }))).id);
      const newestFirst = [...ids].reverse();
      const first = await uow.repos.submissions.list({ q: tag, limit: 3 });
      const third = await uow.repos.submissions.list({ q: tag, limit: 3, offset: 6 });
      expect(first.total).toBe(7);
      expect(first.items.map((s) => s.id)).toEqual(newestFirst.slice(0, 3));
      expect(third).toEqual({ total: 7, items: [expect.objectContaining({ id: newestFirst[6] })] });
      expect((await uow.repos.submissions.list({ q: tag, offset: 50 })).items).toEqual([]);
    });

    it('orders submissions created at the same moment by id', async () => {
      const tag = unique('Tie');
      const { client } = await aWorld(uow, { name: tag });
      const at = '2026-05-01T08:00:00.000Z';
      const a = await create(aSubmissionRecord(client.id, { createdAt: at }));
      const b = await create(aSubmissionRecord(client.id, { createdAt: at }));
      const listed = (await uow.repos.submissions.list({ q: tag })).items.map((s) => s.id);
      expect(listed).toEqual([a.id, b.id].sort());
    });

    it('filters by status, transaction type, priority, product, isNew, assignee, creator and due dates', async () => {
      const tag = unique('Filter');
      const { client, broker, manager } = await aWorld(uow, { name: tag });
      const one = await create(
        aSubmissionRecord(client.id, {
          status: 'in_review',
          transactionType: 'renewal',
          priority: 'high',
          product: 'commercial_auto',
          isNew: false,
          assignedToId: manager.id,
          createdById: broker.id,
          dueDate: '2026-01-10',
        }),
      );
      const two = await create(
        aSubmissionRecord(client.id, {
          status: 'pending',
          transactionType: 'mta',
          priority: 'low',
          product: 'commercial_package',
          isNew: true,
          assignedToId: null,
          createdById: manager.id,
          dueDate: '2026-02-10',
        }),
      );
      const ids = async (q: Parameters<UnitOfWork['repos']['submissions']['list']>[0]) =>
        (await uow.repos.submissions.list({ q: tag, ...q })).items.map((s) => s.id);
      expect(await ids({ status: 'in_review' })).toEqual([one.id]);
      expect(await ids({ transactionType: 'mta' })).toEqual([two.id]);
      expect(await ids({ priority: 'high' })).toEqual([one.id]);
      expect(await ids({ product: 'commercial_package' })).toEqual([two.id]);
      expect(await ids({ isNew: false })).toEqual([one.id]);
      expect(await ids({ assignedToId: manager.id })).toEqual([one.id]);
      expect(await ids({ createdById: manager.id })).toEqual([two.id]);
      expect(await ids({ dueFrom: '2026-02-01' })).toEqual([two.id]);
      expect(await ids({ dueTo: '2026-01-31' })).toEqual([one.id]);
      expect(await ids({ dueFrom: '2026-01-10', dueTo: '2026-02-10' })).toHaveLength(2);
      expect(await ids({ assignedToId: 'not-a-uuid' })).toEqual([]);
    });

    it('searches submission id, client name and quote carrier case-insensitively, wildcards literal', async () => {
      const tag = unique('Srch');
      const { client } = await aWorld(uow, { name: `Ünïcode 100%_${tag} Co` });
      const other = await uow.repos.clients.create(aClient({ name: unique('Plain') }));
      const byClient = await create(aSubmissionRecord(client.id));
      const byCarrier = await create(aSubmissionRecord(other.id));
      const carrier = `Carrier ${unique('c')} Mutual`;
      await uow.repos.quotes.add(byCarrier.id, { carrier, amount: 1, status: 'Pending', validUntil: null, coverage: null });
      const ids = async (q: string) => (await uow.repos.submissions.list({ q })).items.map((s) => s.id);
      expect(await ids(tag.toUpperCase())).toEqual([byClient.id]);
      expect(await ids(`ünïcode 100%_${tag}`)).toEqual([byClient.id]);
      expect(await ids(carrier.toLowerCase())).toEqual([byCarrier.id]);
      expect(await ids(byCarrier.submissionId.toLowerCase())).toEqual([byCarrier.id]);
      expect(await ids(byCarrier.submissionId.slice(3))).toContain(byCarrier.id);
      expect(await ids("' OR 1=1 --")).toEqual([]);
    });

    it('scopes a customer to shared submissions of clients with their email, in any case', async () => {
      const email = `${unique('Owner')}@Example.com`;
      const { client } = await aWorld(uow, { email });
      const other = await uow.repos.clients.create(aClient());
      const shared = await create(aSubmissionRecord(client.id, { shareWithClient: true }));
      await create(aSubmissionRecord(client.id, { shareWithClient: false }));
      await create(aSubmissionRecord(other.id, { shareWithClient: true }));
      const page = await uow.repos.submissions.list({ customerEmail: email.toLowerCase() });
      expect(page).toEqual({ total: 1, items: [expect.objectContaining({ id: shared.id })] });
      expect((await uow.repos.submissions.list({ customerEmail: `${unique('nobody')}@x.com` })).total).toBe(0);
    });

    it("searches within a customer's own shared submissions by id, client name and carrier", async () => {
      const email = `${unique('Seeker')}@example.com`;
      const tag = unique('Mine');
      const { client } = await aWorld(uow, { email, name: `${tag} Holdings` });
      const other = await uow.repos.clients.create(aClient({ name: `${tag} Rival` }));
      const mine = await create(aSubmissionRecord(client.id, { shareWithClient: true }));
      const quoted = await create(aSubmissionRecord(client.id, { shareWithClient: true }));
      await create(aSubmissionRecord(client.id, { shareWithClient: false }));
      await create(aSubmissionRecord(other.id, { shareWithClient: true }));
      const carrier = `Carrier ${unique('q')} Re`;
      await uow.repos.quotes.add(quoted.id, { carrier, amount: 1, status: 'Pending', validUntil: null, coverage: null });
      const ids = async (q: string) => (await uow.repos.submissions.list({ customerEmail: email, q })).items.map((s) => s.id).sort();
      expect(await ids(tag.toLowerCase())).toEqual([mine.id, quoted.id].sort());
      expect(await ids('sub-')).toEqual([mine.id, quoted.id].sort());
      expect(await ids(mine.submissionId)).toEqual([mine.id]);
      expect(await ids(carrier.toUpperCase())).toEqual([quoted.id]);
      expect((await uow.repos.submissions.list({ customerEmail: email, q: 'sub-' })).total).toBe(2);
      expect(await ids('Rival')).toEqual([]);
    });

    it('updates only the given fields and sets updatedAt; unknown ids fail with not_found', async () => {
      const { client, manager } = await aWorld(uow);
      const s = await create(aSubmissionRecord(client.id, { createdAt: '2026-01-01T00:00:00.000Z' }));
      await uow.run((r) =>
        r.submissions.update(s.id, {
          status: 'approved',
          assignedToId: manager.id,
          dueDate: null,
          isNew: false,
          decidedAt: '2026-01-05T00:00:00.000Z',
          rating: { score: 30, label: 'poor', factors: [] },
        }),
      );
      const after = await uow.repos.submissions.get(s.id);
      expect(after).toMatchObject({
        status: 'approved',
        assignedTo: 'Jordan Lee',
        dueDate: null,
        isNew: false,
        priority: 'medium',
        rating: { score: 30, label: 'poor' },
      });
      expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(after!.createdAt));
      await expect(uow.repos.submissions.update(crypto.randomUUID(), { status: 'pending' })).rejects.toMatchObject({ code: 'not_found' });
      await expect(uow.repos.submissions.touch(crypto.randomUUID())).rejects.toMatchObject({ code: 'not_found' });
      await uow.repos.submissions.touch(s.id);
    });

    it('counts metrics data from submissions and open tasks', async () => {
      const since = '2090-01-01T00:00:00.000Z';
      const before = await uow.repos.submissions.metricsData(since);
      const { client } = await aWorld(uow);
      const approved = await create(aSubmissionRecord(client.id, { createdAt: '2090-01-02T00:00:00.000Z' }));
      await uow.repos.submissions.update(approved.id, { status: 'approved', decidedAt: '2090-01-04T00:00:00.000Z' });
      const rejected = await create(aSubmissionRecord(client.id, { createdAt: '2089-12-01T00:00:00.000Z' }));
      await uow.repos.submissions.update(rejected.id, { status: 'rejected', decidedAt: '2089-12-02T00:00:00.000Z' });
      const risky = await create(
        aSubmissionRecord(client.id, {
          status: 'in_review',
          rating: { score: 20, label: 'poor', factors: [] },
          createdAt: '2089-01-01T00:00:00.000Z',
        }),
      );
      await create(aSubmissionRecord(client.id, { status: 'pending', createdAt: '2089-01-01T00:00:00.000Z' }));
      await uow.repos.tasks.add(risky.id, { title: 'Open', assignedTo: null, dueDate: null, status: 'In Progress', priority: 'Low' });
      await uow.repos.tasks.add(risky.id, { title: 'Done', assignedTo: null, dueDate: null, status: 'Completed', priority: 'Low' });
      const after = await uow.repos.submissions.metricsData(since);
      expect({
        createdSince: after.createdSince - before.createdSince,
        pending: after.pending - before.pending,
        highRiskOpen: after.highRiskOpen - before.highRiskOpen,
        approved: after.approved - before.approved,
        rejected: after.rejected - before.rejected,
        openTasks: after.openTasks - before.openTasks,
      }).toEqual({ createdSince: 1, pending: 1, highRiskOpen: 1, approved: 1, rejected: 1, openTasks: 1 });
      expect(after.decidedCycleDays - before.decidedCycleDays).toBeCloseTo(3, 5);
    });
  });
}
