/**
 * Core's submission use cases, run on the in-memory unit of work: the business decisions (who may do what,
 * in which status, and what the history says) without HTTP or a database. Core cannot import adapters, so
 * these tests live here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addProperties,
  addQuote,
  addTask,
  createSubmission,
  decideSubmission,
  deleteProperty,
  listMessages,
  sendMessage,
  submitForReview,
  updateQuote,
  updateSubmission,
  updateTask,
  type Actor,
  type AppError,
  type CoreDeps,
  type Role,
  type SubmissionStatus,
} from '@workbench/core';
import { aClient, aSubmissionRecord, aUser } from '../testing/builders.ts';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

let uow: InMemoryUnitOfWork;
let deps: CoreDeps;
let clientId: string;
let clientEmail: string;

beforeEach(async () => {
  uow = new InMemoryUnitOfWork();
  deps = { uow, clock: { now: () => NOW } };
  const client = await uow.repos.clients.create(aClient());
  clientId = client.id;
  clientEmail = client.email!;
});

const anActor = (role: Role, overrides: Parameters<typeof aUser>[0] = {}): Promise<Actor> =>
  uow.repos.users.create(aUser({ role, ...overrides }));
const theCustomer = () => anActor('customer', { email: clientEmail, emailVerified: true });

/** A stored submission of the test client, shared with them unless told otherwise. */
const aSubmission = async (status: SubmissionStatus = 'pending', shareWithClient = true) =>
  uow.repos.submissions.create(aSubmissionRecord(clientId, { status, shareWithClient }));

/** The AppError code a call fails with. */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as AppError).code;
  }
  throw new Error('expected the call to fail');
}

const actions = async (id: string) => (await uow.repos.history.list(id)).map((h) => h.action);

const wizardBody = (over: Record<string, unknown> = {}) => ({
  clientId,
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
    const broker = await anActor('broker');
    const created = await createSubmission(deps)(broker, wizardBody());
    expect(created).toMatchObject({ status: 'pending', product: 'commercial_property', createdById: broker.id });
    expect(created.submissionId).toMatch(/^SUB-2026-\d{4}$/);
    const detail = (await uow.repos.submissions.get(created.id))!;
    expect(detail.coverages.map((c) => c.coverage)).toEqual(['property']);
    expect(detail.properties.map((p) => p.name)).toEqual(['HQ']);
    expect(await actions(created.id)).toEqual(['Submission created']);
  });

  it('refuses a customer and an unknown client, and stores nothing', async () => {
    expect(await failure(createSubmission(deps)(await theCustomer(), wizardBody()))).toBe('forbidden');
    const broker = await anActor('broker');
    expect(await failure(createSubmission(deps)(broker, wizardBody({ clientId: crypto.randomUUID() })))).toBe('invalid');
    expect((await uow.repos.submissions.list({})).total).toBe(0);
  });
});

describe('updateSubmission', () => {
  it('writes one history entry per changed field', async () => {
    const s = await aSubmission();
    const updated = await updateSubmission(deps)(await anActor('broker'), s.id, { priority: 'urgent', dueDate: '2027-01-04' });
    expect(updated).toMatchObject({ priority: 'urgent', dueDate: '2027-01-04' });
    expect(await actions(s.id)).toEqual(expect.arrayContaining(['Priority changed', 'Due date changed']));
  });

  it('leaves a decided submission as it is, except for a broker manager reopening it to review', async () => {
    const s = await aSubmission('approved');
    expect(await failure(updateSubmission(deps)(await anActor('broker'), s.id, { priority: 'low' }))).toBe('conflict');
    const reopened = await updateSubmission(deps)(await anActor('broker_manager'), s.id, { status: 'in_review' });
    expect(reopened.status).toBe('in_review');
    expect(await actions(s.id)).toContain('Submission reopened');
  });
});

describe('decideSubmission', () => {
  it('approves a submission in review with a note kept apart from the outcome', async () => {
    const s = await aSubmission('in_review');
    const decided = await decideSubmission(deps)(await anActor('insurer'), s.submissionId, { decision: 'approved', note: 'Good risk' });
    expect(decided.status).toBe('approved');
    expect(await actions(s.id)).toEqual(expect.arrayContaining(['Decision note', 'Submission approved']));
  });

  it.each<[Role, SubmissionStatus, string]>([
    ['broker', 'in_review', 'forbidden'],
    ['broker_manager', 'pending', 'conflict'],
    ['broker_manager', 'rejected', 'conflict'],
  ])('a %s deciding a %s submission fails with %s', async (role, status, code) => {
    const s = await aSubmission(status);
    expect(await failure(decideSubmission(deps)(await anActor(role), s.id, { decision: 'approved', note: 'x' }))).toBe(code);
  });

  it('asks for a note', async () => {
    const s = await aSubmission('in_review');
    expect(await failure(decideSubmission(deps)(await anActor('broker_manager'), s.id, { decision: 'rejected', note: ' ' }))).toBe(
      'invalid',
    );
  });
});

describe('submitForReview', () => {
  it('lets the customer send their own shared submission to review', async () => {
    const s = await aSubmission('in_progress');
    const sent = await submitForReview(deps)(await theCustomer(), s.submissionId.toLowerCase());
    expect(sent.status).toBe('in_review');
    expect(await actions(s.id)).toContain('Submitted for review');
  });

  it('hides an unshared submission from the customer and refuses a second sending', async () => {
    const hidden = await aSubmission('pending', false);
    expect(await failure(submitForReview(deps)(await theCustomer(), hidden.id))).toBe('not_found');
    const inReview = await aSubmission('in_review');
    expect(await failure(submitForReview(deps)(await anActor('broker'), inReview.id))).toBe('conflict');
  });
});

describe('schedule rows', () => {
  it('adds properties with a history entry and lets the customer remove one while the submission is still theirs', async () => {
    const s = await aSubmission();
    const customer = await theCustomer();
    const [row] = await addProperties(deps)(customer, s.id, [{ name: 'Depot', address: '2 Side St' }]);
    expect(await actions(s.id)).toContain('Property added');
    await deleteProperty(deps)(customer, s.id, row.id);
    expect((await uow.repos.submissions.get(s.id))!.properties).toEqual([]);
    expect(await actions(s.id)).toContain('Property removed');
  });

  it('refuses the customer removing a row once the submission is under review, but not staff', async () => {
    const s = await aSubmission();
    const [row] = await addProperties(deps)(await anActor('broker'), s.id, { name: 'Depot' });
    await uow.repos.submissions.update(s.id, { status: 'in_review' });
    expect(await failure(deleteProperty(deps)(await theCustomer(), s.id, row.id))).toBe('conflict');
    await deleteProperty(deps)(await anActor('broker'), s.id, row.id);
  });

  it('reports a list of rows with the index of the bad one', async () => {
    const s = await aSubmission();
    const error = await addProperties(deps)(await anActor('broker'), s.id, [{ name: 'Ok' }, { yearBuilt: 'old' }]).catch(
      (e: AppError) => e,
    );
    expect((error as AppError).issues?.[0]?.path).toMatch(/^1\b/);
  });
});

describe('quotes and tasks', () => {
  it('adds and edits a quote, each with a history entry', async () => {
    const s = await aSubmission('in_review');
    const broker = await anActor('broker');
    const quote = await addQuote(deps)(broker, s.id, { carrier: 'Acme Mutual', amount: 12_500 });
    expect(quote).toMatchObject({ carrier: 'Acme Mutual', amount: 12_500, status: 'Pending' });
    expect((await updateQuote(deps)(broker, s.id, quote.id, { status: 'Accepted' })).status).toBe('Accepted');
    expect(await actions(s.id)).toEqual(expect.arrayContaining(['Quote added', 'Quote updated']));
  });

  it('adds a task and completes it; a customer may do neither', async () => {
    const s = await aSubmission();
    const broker = await anActor('broker');
    const task = await addTask(deps)(broker, s.id, { title: 'Call the client' });
    expect((await updateTask(deps)(broker, s.id, task.id, { status: 'Completed' })).status).toBe('Completed');
    expect(await failure(addTask(deps)(await theCustomer(), s.id, { title: 'Mine' }))).toBe('forbidden');
  });

  it('takes no new quote or task on a decided submission', async () => {
    const s = await aSubmission('rejected');
    const broker = await anActor('broker');
    expect(await failure(addQuote(deps)(broker, s.id, { carrier: 'Late', amount: 1 }))).toBe('conflict');
    expect(await failure(addTask(deps)(broker, s.id, { title: 'Late' }))).toBe('conflict');
  });
});

describe('messages', () => {
  it("keeps a customer's message on the client channel, and shows the customer only that channel", async () => {
    const s = await aSubmission();
    const customer = await theCustomer();
    const broker = await anActor('broker');
    const mine = await sendMessage(deps)(customer, s.id, { to: 'Broker', subject: 'Hello', content: 'Question', channel: 'internal' });
    expect(mine.channel).toBe('client');
    await sendMessage(deps)(broker, s.id, { to: 'Underwriting', subject: 'Internal', content: 'Note', channel: 'internal' });
    expect((await listMessages(deps)(customer, s.id)).map((m) => m.subject)).toEqual(['Hello']);
    expect(await listMessages(deps)(broker, s.id)).toHaveLength(2);
  });

  it('refuses an attachment that is not a document of the submission, and stores nothing', async () => {
    const s = await aSubmission();
    const body = { to: 'Client', subject: 'Docs', content: 'See attached', attachmentIds: [crypto.randomUUID()] };
    expect(await failure(sendMessage(deps)(await anActor('broker'), s.id, body))).toBe('invalid');
    expect(await uow.repos.messages.list(s.id)).toEqual([]);
  });
});
