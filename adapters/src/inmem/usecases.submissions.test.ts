/** Core's submission use cases on the in-memory unit of work: create, change, decide, send for review, and what each reader sees. */
import { describe, expect, it } from 'vitest';
import {
  addQuote,
  addTask,
  createSubmission,
  decideSubmission,
  getMetrics,
  getSubmission,
  listActivity,
  listSubmissions,
  sendMessage,
  submitForReview,
  updateSubmission,
  updateTask,
  type Role,
  type SubmissionStatus,
} from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

const wizardBody = (over: Record<string, unknown> = {}) => ({
  clientId: w.clientId,
  description: 'Warehouse and delivery fleet',
  dueDate: '2026-12-15',
  coverages: [
    { coverage: 'property', limit: 5_000_000, deductible: 10_000, properties: [{ name: 'HQ', address: '1 Main St' }] },
    { coverage: 'general_liability', selected: false },
  ],
  ...over,
});

describe('createSubmission', () => {
  it('creates a pending submission whose product follows the selected coverages, with its schedules and a first history entry', async () => {
    const broker = await w.anActor('broker');
    const created = await createSubmission(w.deps)(broker, wizardBody());
    expect(created).toMatchObject({ status: 'pending', product: 'commercial_property', createdById: broker.id });
    expect(created.submissionId).toMatch(/^SUB-2026-\d{4}$/);
    const detail = (await w.uow.repos.submissions.get(created.id))!;
    expect(detail.coverages.map((c) => c.coverage)).toEqual(['property']);
    expect(detail.properties.map((p) => p.name)).toEqual(['HQ']);
    expect(await w.actions(created.id)).toEqual(['Submission created']);
  });

  it('refuses a customer and an unknown client, and stores nothing', async () => {
    expect(await failure(createSubmission(w.deps)(await w.theCustomer(), wizardBody()))).toBe('forbidden');
    const broker = await w.anActor('broker');
    expect(await failure(createSubmission(w.deps)(broker, wizardBody({ clientId: crypto.randomUUID() })))).toBe('invalid');
    expect((await w.uow.repos.submissions.list({})).total).toBe(0);
  });
});

describe('updateSubmission', () => {
  it('writes one history entry per changed field', async () => {
    const s = await w.aSubmission();
    const updated = await updateSubmission(w.deps)(await w.anActor('broker'), s.id, { priority: 'urgent', dueDate: '2027-01-04' });
    expect(updated).toMatchObject({ priority: 'urgent', dueDate: '2027-01-04' });
    expect(await w.actions(s.id)).toEqual(expect.arrayContaining(['Priority changed', 'Due date changed']));
  });

  it('leaves a decided submission as it is, except for a broker manager reopening it to review', async () => {
    const s = await w.aSubmission('approved');
    expect(await failure(updateSubmission(w.deps)(await w.anActor('broker'), s.id, { priority: 'low' }))).toBe('conflict');
    const reopened = await updateSubmission(w.deps)(await w.anActor('broker_manager'), s.id, { status: 'in_review' });
    expect(reopened.status).toBe('in_review');
    expect(await w.actions(s.id)).toContain('Submission reopened');
  });
});

describe('decideSubmission', () => {
  it('approves a submission in review with a note kept apart from the outcome', async () => {
    const s = await w.aSubmission('in_review');
    const decided = await decideSubmission(w.deps)(await w.anActor('insurer'), s.submissionId, {
      decision: 'approved',
      note: 'Good risk',
      conditions: 'As quoted',
    });
    expect(decided.status).toBe('approved');
    expect(await w.actions(s.id)).toEqual(expect.arrayContaining(['Decision note', 'Submission approved']));
  });

  it.each<[Role, SubmissionStatus, string]>([
    ['broker', 'in_review', 'forbidden'],
    ['broker_manager', 'pending', 'conflict'],
    ['broker_manager', 'rejected', 'conflict'],
  ])('a %s deciding a %s submission fails with %s', async (role, status, code) => {
    const s = await w.aSubmission(status);
    expect(
      await failure(decideSubmission(w.deps)(await w.anActor(role), s.id, { decision: 'approved', note: 'x', conditions: 'As quoted' })),
    ).toBe(code);
  });

  it('asks for a note', async () => {
    const s = await w.aSubmission('in_review');
    expect(await failure(decideSubmission(w.deps)(await w.anActor('broker_manager'), s.id, { decision: 'rejected', note: ' ' }))).toBe(
      'invalid',
    );
  });
});

describe('submitForReview', () => {
  it('lets the customer send their own shared submission to review', async () => {
    const s = await w.aSubmission('in_progress');
    const sent = await submitForReview(w.deps)(await w.theCustomer(), s.submissionId.toLowerCase());
    expect(sent.status).toBe('in_review');
    expect(await w.actions(s.id)).toContain('Submitted for review');
  });

  it('hides an unshared submission from the customer and refuses a second sending', async () => {
    const hidden = await w.aSubmission('pending', false);
    expect(await failure(submitForReview(w.deps)(await w.theCustomer(), hidden.id))).toBe('not_found');
    const inReview = await w.aSubmission('in_review');
    expect(await failure(submitForReview(w.deps)(await w.anActor('broker'), inReview.id))).toBe('conflict');
  });
});

/** A submission of another client, shared with that client. */
const anotherClientsSubmission = async () => w.aSubmission('pending', true, { clientId: (await w.uow.repos.clients.create(aClient())).id });

/** Staff work on a submission a customer must not see: an internal message, a task, a quote still negotiated, and an offer. */
async function staffWorkOn(id: string) {
  const broker = await w.anActor('broker');
  await sendMessage(w.deps)(broker, id, { to: 'Underwriting', subject: 'Internal', content: 'Our margin', channel: 'internal' });
  await sendMessage(w.deps)(broker, id, { to: 'Client', subject: 'Hello', content: 'Welcome', channel: 'client' });
  await addTask(w.deps)(broker, id, { title: 'Chase loss runs' });
  await addQuote(w.deps)(broker, id, { carrier: 'Acme Mutual', amount: 9_000 });
  await addQuote(w.deps)(broker, id, { carrier: 'Harbor Re', amount: 8_000, status: 'Approved' });
}

describe('listSubmissions', () => {
  it("shows a customer only their client's shared submissions, and nothing before their address is proven", async () => {
    const shared = await w.aSubmission('pending', true);
    await w.aSubmission('pending', false);
    await anotherClientsSubmission();
    const page = await listSubmissions(w.deps)(await w.theCustomer(), {});
    expect(page).toMatchObject({ total: 1, items: [{ id: shared.id }] });
    expect(await listSubmissions(w.deps)(await w.anActor('customer', { email: 'x@unproven.example', emailVerified: false }), {})).toEqual({
      items: [],
      total: 0,
    });
  });

  it('filters staff\'s list by "me" and by user, and pages it with the total', async () => {
    const broker = await w.anActor('broker');
    const colleague = await w.anActor('broker');
    const mine = await w.aSubmission('pending', false, { assignedToId: broker.id });
    const theirs = await w.aSubmission('in_review', false, { assignedToId: colleague.id, createdById: broker.id });
    await w.aSubmission('in_progress', false);
    expect((await listSubmissions(w.deps)(broker, { assignedTo: 'me' })).items.map((s) => s.id)).toEqual([mine.id]);
    expect((await listSubmissions(w.deps)(broker, { createdBy: broker.id })).items.map((s) => s.id)).toEqual([theirs.id]);
    expect((await listSubmissions(w.deps)(broker, { status: 'in_review' })).items.map((s) => s.id)).toEqual([theirs.id]);
    const page = await listSubmissions(w.deps)(broker, { limit: '2', offset: '2' });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
  });

  it('refuses a filter that names no user or no status', async () => {
    const broker = await w.anActor('broker');
    expect(await failure(listSubmissions(w.deps)(broker, { assignedTo: 'robin' }))).toBe('invalid');
    expect(await failure(listSubmissions(w.deps)(broker, { status: 'lost' }))).toBe('invalid');
  });
});

describe('getSubmission', () => {
  it('gives staff the whole submission by its SUB-id in any case', async () => {
    const s = await w.aSubmission();
    await staffWorkOn(s.id);
    const full = await getSubmission(w.deps)(await w.anActor('insurer'), s.submissionId.toLowerCase());
    expect(full.messages.map((m) => m.subject).sort()).toEqual(['Hello', 'Internal']);
    expect(full.tasks.map((t) => t.title)).toEqual(['Chase loss runs']);
    expect(full.quotes.map((q) => q.carrier)).toEqual(['Acme Mutual', 'Harbor Re']);
    expect(full.history.map((h) => h.action)).toContain('Task added');
  });

  it('shows the customer no internal message, task or quote still negotiated, nor their history', async () => {
    const s = await w.aSubmission();
    await staffWorkOn(s.id);
    const seen = await getSubmission(w.deps)(await w.theCustomer(), s.id);
    expect(seen.messages.map((m) => m.subject)).toEqual(['Hello']);
    expect(seen.tasks).toEqual([]);
    expect(seen.quotes.map((q) => q.carrier)).toEqual(['Harbor Re']);
    expect(seen.history.map((h) => h.action)).not.toContain('Task added');
    expect(seen.history.every((h) => h.audience === 'client')).toBe(true);
  });

  it("refuses a customer reading another customer's submission, or one not shared with them, as if it did not exist", async () => {
    const customer = await w.theCustomer();
    expect(await failure(getSubmission(w.deps)(customer, (await anotherClientsSubmission()).id))).toBe('not_found');
    expect(await failure(getSubmission(w.deps)(customer, (await w.aSubmission('pending', false)).submissionId))).toBe('not_found');
    expect(await failure(getSubmission(w.deps)(await w.anActor('broker'), 'SUB-1999-0001'))).toBe('not_found');
  });
});

describe('listActivity', () => {
  it("shows a customer only the client's entries of their shared submissions, newest first, and staff everything", async () => {
    const s = await w.aSubmission();
    await staffWorkOn(s.id);
    await staffWorkOn((await anotherClientsSubmission()).id);
    const customer = await listActivity(w.deps)(await w.theCustomer());
    expect(customer.map((e) => [e.submissionRecordId, e.action])).toEqual([
      [s.id, 'Quote added'],
      [s.id, 'Message sent'],
    ]);
    expect(await listActivity(w.deps)(await w.anActor('broker'))).toHaveLength(10);
  });

  it('keeps to the number asked for, and to twenty when the number makes no sense', async () => {
    const s = await w.aSubmission();
    for (let i = 0; i < 5; i++) await staffWorkOn(s.id);
    const broker = await w.anActor('broker');
    expect(await listActivity(w.deps)(broker, '3')).toHaveLength(3);
    expect(await listActivity(w.deps)(broker, 'many')).toHaveLength(20);
    expect(await listActivity(w.deps)(broker, -1)).toHaveLength(20);
  });
});

describe('getMetrics', () => {
  it("counts the dashboard's figures from the stored submissions and tasks", async () => {
    const broker = await w.anActor('broker');
    const thisWeek = '2026-11-20T09:00:00Z';
    const poor = { score: 20, label: 'poor' as const, factors: [] };
    const fresh = await w.aSubmission('pending', false, { createdAt: thisWeek, rating: poor });
    await w.aSubmission('in_review', false, { createdAt: '2026-10-01T09:00:00Z' });
    const approved = await w.aSubmission('approved', false, { createdAt: '2026-10-01T09:00:00Z', rating: poor });
    const rejected = await w.aSubmission('rejected', false, { createdAt: thisWeek });
    await w.uow.repos.submissions.update(approved.id, { decidedAt: '2026-10-11T09:00:00Z' });
    await w.uow.repos.submissions.update(rejected.id, { decidedAt: '2026-11-22T09:00:00Z' });
    const done = await addTask(w.deps)(broker, fresh.id, { title: 'Done' });
    await updateTask(w.deps)(broker, fresh.id, done.id, { status: 'Completed' });
    await addTask(w.deps)(broker, fresh.id, { title: 'Open' });
    expect(await getMetrics(w.deps)(broker)).toEqual({
      newSubmissions: 2,
      pendingSubmissions: 1,
      highRiskSubmissions: 1,
      approvalRate: 50,
      averageCycle: 6,
      pendingActions: 1,
    });
  });

  it('refuses a customer', async () => {
    expect(await failure(getMetrics(w.deps)(await w.theCustomer()))).toBe('forbidden');
  });
});
