import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_TITLE, REVIEW_TASK_TITLE, reviewDueDate, type Role, type User } from '@workbench/core';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** A client of the customer's address under a name of its own: a client is on file once per name and address. */
let clients = 0;
const aClientName = () => `Queue Client ${++clients}`;

/** Submissions sent for review wait on the underwriting queue for those who may decide them. */

let app: TestApp;
const people = new Map<string, { http: HttpClient; user: User }>();
let customerEmail: string;

const as = (who: string) => people.get(who)!.http;
const userOf = (who: string) => people.get(who)!.user;

beforeAll(async () => {
  app = await startTestApp();
  customerEmail = `decision-queue-${Date.now()}@example.com`;
  for (const role of ['broker', 'broker_manager', 'insurer'] as Role[]) people.set(role, await app.signedIn(role));
  people.set('second manager', await app.signedIn('broker_manager'));
  people.set('customer', await app.signedIn('customer', { email: customerEmail }));
  people.set('pending manager', await app.signedIn('broker_manager', { status: 'pending' }));
  const carrier = await app.db.uow.run((repos) =>
    repos.carriers.create({ name: `Queue Carrier ${Date.now()}`, active: true, appetite: [], contacts: [] }, new Date().toISOString()),
  );
  people.set('carrier underwriter', await app.signedIn('insurer', { carrierId: carrier.id }));
});
afterAll(() => app?.close());

/** A submission of the customer's client, shared with them, that the customer sends for review in the portal. */
async function sentByTheCustomer(submission: Record<string, unknown> = {}) {
  const { submission: s } = await aSubmissionFor(as('broker'), {
    client: { email: customerEmail, name: aClientName() },
    submission: { shareWithClient: true, ...submission },
  });
  const sent = await as('customer').post(`/api/submissions/${s.id}/submit-for-review`);
  expect(sent.status).toBe(200);
  return s;
}

type Waiting = {
  id: string;
  submissionId: string;
  client: string;
  product: string;
  sentForReviewAt: string;
  dueDate: string;
  pickedUpBy: string | null;
};
const queue = async (who: string): Promise<Waiting[]> => {
  const response = await as(who).get('/api/decisions');
  expect(response.status).toBe(200);
  return response.data;
};
const notificationsOf = async (who: string, submissionId: string) =>
  (await as(who).get('/api/notifications?limit=100')).data.items.filter((n: { submissionId: string }) => n.submissionId === submissionId);

describe('the underwriting queue', () => {
  it('lists what the customer sent for review, with its client, product, when it was sent and when it is due', async () => {
    const s = await sentByTheCustomer();
    const detail = (await as('broker').get(`/api/submissions/${s.id}`)).data;
    for (const who of ['broker_manager', 'insurer']) {
      const row = (await queue(who)).find((w) => w.id === s.id);
      expect(row).toMatchObject({ submissionId: s.submissionId, client: detail.clientName, product: detail.product, pickedUpBy: null });
      expect(Date.parse(row!.sentForReviewAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(row!.dueDate).toBe(reviewDueDate(detail.product, row!.sentForReviewAt));
    }
  });

  it.each(['broker', 'customer', 'pending manager', 'carrier underwriter'])('is refused to a %s (403)', async (who) => {
    await sentByTheCustomer();
    const response = await as(who).get('/api/decisions');
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('SUB-');
  });

  it('counts the waiting submissions on the sidebar of those who may decide, and only theirs', async () => {
    const before = (await as('broker_manager').get('/api/live/counts')).data.decisions as number;
    await sentByTheCustomer();
    expect((await as('broker_manager').get('/api/live/counts')).data.decisions).toBe(before + 1);
    expect((await as('insurer').get('/api/live/counts')).data.decisions).toBe(before + 1);
    expect((await as('broker').get('/api/live/counts')).data).not.toHaveProperty('decisions');
    expect((await as('customer').get('/api/live/counts')).data).not.toHaveProperty('decisions');
  });
});

describe('sending for review', () => {
  it('tells each active decider, raises one task due on the service level, and tells no one outside the firm', async () => {
    const s = await sentByTheCustomer();
    for (const who of ['broker_manager', 'second manager', 'insurer']) {
      const told = await notificationsOf(who, s.submissionId);
      expect(told, who).toEqual([expect.objectContaining({ kind: 'review', title: REVIEW_REQUEST_TITLE })]);
    }
    for (const who of ['carrier underwriter', 'customer']) expect(await notificationsOf(who, s.submissionId), who).toEqual([]);
    const pending = await app.db.knex('notifications').where({ user_id: userOf('pending manager').id, submission_id: s.id });
    expect(pending).toEqual([]);
    // The broker follows the submission they created and hears of it as a follower does.
    expect((await notificationsOf('broker', s.submissionId)).map((n: { title: string }) => n.title)).toEqual(['Submitted for review']);

    const detail = (await as('broker').get(`/api/submissions/${s.id}`)).data;
    const tasks = detail.tasks.filter((t: { title: string }) => t.title === REVIEW_TASK_TITLE);
    const [row] = (await queue('broker_manager')).filter((w) => w.id === s.id);
    expect(tasks).toEqual([expect.objectContaining({ assignedTo: null, status: 'Pending', dueDate: row!.dueDate })]);
    // The task is staff's: the customer sees neither it nor its history entry.
    const seen = await as('customer').get(`/api/submissions/${s.id}`);
    expect(seen.text).not.toContain(REVIEW_TASK_TITLE);
  });

  it('does not tell the decider who sent it', async () => {
    const { submission: s } = await aSubmissionFor(as('broker'), { client: { name: aClientName() } });
    expect((await as('broker_manager').post(`/api/submissions/${s.id}/submit-for-review`)).status).toBe(200);
    expect(await notificationsOf('broker_manager', s.submissionId)).toEqual([]);
    expect(await notificationsOf('second manager', s.submissionId)).toEqual([expect.objectContaining({ kind: 'review' })]);
  });
});

describe('picking up and deciding', () => {
  it('assigns the submission and its review task to the decider who picks it up, and the queue says who', async () => {
    const s = await sentByTheCustomer();
    expect((await as('broker').post(`/api/decisions/${s.id}/pick-up`)).status).toBe(403);
    expect((await as('carrier underwriter').post(`/api/decisions/${s.id}/pick-up`)).status).toBe(403);
    const picked = await as('insurer').post(`/api/decisions/${s.submissionId}/pick-up`);
    expect(picked.status).toBe(200);
    expect(picked.data).toMatchObject({ assignedToId: userOf('insurer').id, assignedTo: userOf('insurer').fullName });
    expect(picked.data.tasks.find((t: { title: string }) => t.title === REVIEW_TASK_TITLE)).toMatchObject({
      assignedTo: userOf('insurer').fullName,
    });
    expect((await queue('broker_manager')).find((w) => w.id === s.id)).toMatchObject({ pickedUpBy: userOf('insurer').fullName });
  });

  it('takes a decided submission off the queue and completes its review task; picking it up then is a conflict', async () => {
    const s = await sentByTheCustomer();
    const decided = await as('broker_manager').post(`/api/submissions/${s.id}/decision`, {
      decision: 'rejected',
      note: 'Loss history',
      customerReason: 'Outside appetite',
    });
    expect(decided.status).toBe(200);
    expect(decided.data.tasks.find((t: { title: string }) => t.title === REVIEW_TASK_TITLE)).toMatchObject({ status: 'Completed' });
    expect((await queue('broker_manager')).map((w) => w.id)).not.toContain(s.id);
    expect((await as('broker_manager').post(`/api/decisions/${s.id}/pick-up`)).status).toBe(409);
  });

  it('puts a reopened submission back on the queue with a new task', async () => {
    const s = await sentByTheCustomer();
    await as('broker_manager').post(`/api/submissions/${s.id}/decision`, { decision: 'approved', note: 'Fine', conditions: 'As quoted' });
    const reopened = await as('broker_manager').patch(`/api/submissions/${s.id}`, { status: 'in_review' });
    expect(reopened.status).toBe(200);
    expect((await queue('insurer')).map((w) => w.id)).toContain(s.id);
    const reviewTasks = reopened.data.tasks.filter((t: { title: string }) => t.title === REVIEW_TASK_TITLE);
    expect(reviewTasks.map((t: { status: string }) => t.status).sort()).toEqual(['Completed', 'Pending']);
  });
});
