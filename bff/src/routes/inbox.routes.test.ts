import type { User } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, aQuote, aTask } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The work hub over HTTP: who is told of what (each trigger), what a customer may never be told, the
 * conversations inbox with its unread state, the task list across submissions and following.
 */
let app: TestApp;
let broker: HttpClient;
let colleague: HttpClient;
let colleagueUser: User;
let manager: HttpClient;
let customer: HttpClient;
let customerEmail: string;

interface Feed {
  items: Array<{ id: string; kind: string; title: string; details: string; submissionId: string; readAt: string | null }>;
  total: number;
  unread: number;
}

const feedOf = async (http: HttpClient, query = ''): Promise<Feed> => {
  const response = await http.get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return response.data as Feed;
};
const about = (feed: Feed, submissionId: string) => feed.items.filter((n) => n.submissionId === submissionId);

/** A submission the broker created (so follows), shared with the customer. */
async function aSharedSubmission() {
  const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
  return submission;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Brooke Broker' }));
  ({ http: colleague, user: colleagueUser } = await app.signedIn('broker', { fullName: 'Colin Colleague' }));
  ({ http: manager } = await app.signedIn('broker_manager', { fullName: 'Mona Manager' }));
  customerEmail = `inbox-customer-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
});
afterAll(() => app?.close());

describe('notifications: who is told', () => {
  it('tells a new assignee, who then follows the submission and hears of its status moves', async () => {
    const s = await aSharedSubmission();
    const assigned = await broker.patch(`/api/submissions/${s.id}`, { assignedToId: colleagueUser.id });
    expect(assigned.status).toBe(200);
    const first = about(await feedOf(colleague), s.submissionId);
    expect(first.map((n) => [n.kind, n.title])).toEqual([['assignment', 'Assigned to you']]);
    expect((await colleague.get(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: true });

    await broker.patch(`/api/submissions/${s.id}`, { status: 'in_review' });
    const after = about(await feedOf(colleague), s.submissionId);
    expect(after[0]).toMatchObject({ kind: 'status', title: 'Status changed', details: 'Pending → In Review' });
  });

  it('never tells people what they did themselves', async () => {
    const s = await aSharedSubmission();
    await broker.patch(`/api/submissions/${s.id}`, { priority: 'high', status: 'in_review' });
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    expect(about(await feedOf(broker), s.submissionId)).toEqual([]);
  });

  it('tells followers of a new message, a quote received and a quote declined', async () => {
    const s = await aSharedSubmission();
    await colleague.post(
      `/api/submissions/${s.id}/messages`,
      aMessage({ channel: 'carrier', subject: 'Terms attached', content: 'See the terms.' }),
    );
    const quote = await colleague.post(`/api/submissions/${s.id}/quotes`, aQuote({ carrier: 'Northwind', status: 'Pending' }));
    await colleague.patch(`/api/submissions/${s.id}/quotes/${quote.data.id}`, { status: 'Declined' });
    const mine = about(await feedOf(broker), s.submissionId);
    expect(mine.map((n) => n.title)).toEqual(['Quote declined', 'Quote received', 'New message']);
    expect(mine[2]!.details).toBe('Terms attached: See the terms.');
  });

  it('tells a task only to its assignee', async () => {
    const s = await aSharedSubmission();
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Call the insured', assignedTo: 'Colin Colleague' }));
    expect(about(await feedOf(colleague), s.submissionId).map((n) => [n.kind, n.title])).toEqual([['task', 'Task assigned to you']]);
    await manager.put(`/api/submissions/${s.id}/follow`);
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Unassigned chore' }));
    expect(about(await feedOf(manager), s.submissionId)).toEqual([]);
  });

  it("tells staff of a customer's submit-for-review, and the customer of the decision but not of its note", async () => {
    const s = await aSharedSubmission();
    expect((await customer.post(`/api/submissions/${s.id}/submit-for-review`)).status).toBe(200);
    expect(about(await feedOf(broker), s.submissionId).map((n) => [n.kind, n.title])).toEqual([['review', 'Submitted for review']]);

    await manager.post(`/api/submissions/${s.id}/decision`, {
      decision: 'approved',
      note: 'Strictly between us: priced thin',
      conditions: 'As quoted',
    });
    expect(about(await feedOf(broker), s.submissionId)[0]).toMatchObject({ kind: 'decision', title: 'Submission approved' });
    const told = about(await feedOf(customer), s.submissionId);
    expect(told.map((n) => n.kind)).toContain('decision');
    expect(JSON.stringify(told)).not.toContain('priced thin');
  });
});

describe('notifications: what a customer is never told', () => {
  it('hears of client messages and offers only, never of carrier or internal talk, tasks or pending quotes', async () => {
    const s = await aSharedSubmission();
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'carrier', subject: 'Carrier secret' }));
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal', subject: 'Internal secret' }));
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Secret task', assignedTo: 'Brooke Broker' }));
    await broker.post(`/api/submissions/${s.id}/quotes`, aQuote({ carrier: 'Secret Carrier', status: 'Pending' }));
    await broker.post(`/api/submissions/${s.id}/quotes`, aQuote({ carrier: 'Offered Carrier', status: 'Approved' }));
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'client', subject: 'Hello client' }));
    const told = about(await feedOf(customer), s.submissionId);
    expect(told.map((n) => n.title)).toEqual(['New message', 'Quote received']);
    expect(JSON.stringify(told)).not.toMatch(/secret/i);
  });

  it('tells nobody of a submission not shared with them, nor a second customer of anything', async () => {
    const { submission: unshared } = await aSubmissionFor(broker, {
      client: { email: customerEmail },
      submission: { shareWithClient: false },
    });
    await broker.post(`/api/submissions/${unshared.id}/messages`, aMessage({ channel: 'client', subject: 'Not yet shared' }));
    expect(about(await feedOf(customer), unshared.submissionId)).toEqual([]);

    const { http: other } = await app.signedIn('customer', { email: `other-${Date.now()}@example.com` });
    const s = await aSharedSubmission();
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'client' }));
    expect((await feedOf(other)).items).toEqual([]);
  });

  it('tells an unverified or pending customer account nothing', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const unverified = await app.createUser('customer', { email, emailVerified: false });
    const { submission } = await aSubmissionFor(broker, { client: { email }, submission: { shareWithClient: true } });
    await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'client' }));
    const rows = await app.db.knex('notifications').where({ user_id: unverified.id });
    expect(rows).toEqual([]);
  });
});

describe('notifications: reading them', () => {
  it('marks one read, then all, and filters by kind and unread', async () => {
    const s = await aSharedSubmission();
    await colleague.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    await colleague.post(`/api/submissions/${s.id}/quotes`, aQuote({ status: 'Pending' }));
    const before = await feedOf(broker);
    const [quote] = about(await feedOf(broker, '?kind=quote'), s.submissionId);
    expect(quote).toBeDefined();
    const marked = await broker.post('/api/notifications/read', { ids: [quote!.id] });
    expect(marked.data).toEqual({ unread: before.unread - 1 });
    const unread = await feedOf(broker, '?unread=true');
    expect(unread.items.some((n) => n.id === quote!.id)).toBe(false);
    expect((await broker.post('/api/notifications/read', { all: true })).data).toEqual({ unread: 0 });
  });

  it("cannot mark another person's notifications read, and refuses a bad body", async () => {
    const s = await aSharedSubmission();
    await colleague.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    const [mine] = about(await feedOf(broker, '?unread=true'), s.submissionId);
    await colleague.post('/api/notifications/read', { ids: [mine!.id] });
    expect(about(await feedOf(broker, '?unread=true'), s.submissionId)).toHaveLength(1);
    expect((await broker.post('/api/notifications/read', { ids: ['nope'] })).status).toBe(400);
    expect((await broker.post('/api/notifications/read', {})).status).toBe(400);
    expect((await broker.get('/api/notifications?kind=gossip')).status).toBe(400);
  });

  it('refuses a visitor, and a pending account', async () => {
    expect((await app.client().get('/api/notifications')).status).toBe(401);
    expect((await app.client().get('/api/live/events')).status).toBe(401);
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    expect((await pending.get('/api/notifications')).status).toBe(403);
  });
});

describe('e-mail about notifications', () => {
  it("keeps each person's choice and mails at once those who asked, through the outbox", async () => {
    const email = `eager-${Date.now()}@example.com`;
    const { http: eager } = await app.signedIn('broker', { email });
    expect((await eager.get('/api/notifications/preferences')).data).toEqual({ email: 'off', muted: [] });
    expect((await eager.put('/api/notifications/preferences', { email: 'immediate', muted: ['task'] })).data).toEqual({
      email: 'immediate',
      muted: ['task'],
    });
    expect((await eager.put('/api/notifications/preferences', { email: 'hourly' })).status).toBe(400);
    const s = await aSharedSubmission();
    await eager.put(`/api/submissions/${s.id}/follow`);
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal', subject: 'Heads up' }));
    const mails = await app.db.knex('outbox').where({ recipient: email });
    expect(mails.map((m) => m.subject)).toEqual([`New message: ${s.submissionId}`]);
    expect(mails[0].text).toContain('Heads up');
  });
});

describe('conversations inbox', () => {
  it('lists conversations by submission and channel, unread for followers until read, and read for the sender', async () => {
    const s = await aSharedSubmission();
    await colleague.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'carrier', subject: 'Quote terms' }));
    const list = await broker.get(`/api/conversations?q=${s.submissionId}`);
    expect(list.status).toBe(200);
    const carrier = list.data.items.find((c: { channel: string }) => c.channel === 'carrier');
    expect(carrier).toMatchObject({ kind: 'submission', reference: s.submissionId, unread: true, following: true, messageCount: 1 });
    expect(carrier.lastMessage.subject).toBe('Quote terms');
    const senderView = await colleague.get(`/api/conversations?q=${s.submissionId}`);
    expect(senderView.data.items[0].unread).toBe(false);

    const unreadBefore = (await broker.get('/api/live/counts')).data.messages;
    expect((await broker.post(`/api/conversations/${s.submissionId}/carrier/read`)).status).toBe(204);
    expect((await broker.get('/api/live/counts')).data.messages).toBe(unreadBefore - 1);
  });

  it('shows a customer only the client channel of their shared submissions', async () => {
    const s = await aSharedSubmission();
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'carrier', subject: 'Carrier only' }));
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'client', subject: 'For the client' }));
    const mine = await customer.get('/api/conversations?limit=500');
    const here = mine.data.items.filter((c: { reference: string }) => c.reference === s.submissionId);
    expect(here.map((c: { channel: string }) => c.channel)).toEqual(['client']);
    expect(JSON.stringify(mine.data)).not.toContain('Carrier only');
    expect((await customer.get('/api/conversations?channel=carrier')).data.items).toEqual([]);
    expect((await customer.post(`/api/conversations/${s.submissionId}/carrier/read`)).status).toBe(404);

    const { http: other } = await app.signedIn('customer', { email: `other-inbox-${Date.now()}@example.com` });
    expect((await other.get('/api/conversations')).data.items).toEqual([]);
    expect((await other.post(`/api/conversations/${s.submissionId}/client/read`)).status).toBe(404);
  });

  it("counts a customer's unread client conversations until they read them", async () => {
    const s = await aSharedSubmission();
    const before = (await customer.get('/api/live/counts')).data.messages;
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'client', subject: 'Any news?' }));
    expect((await customer.get('/api/live/counts')).data.messages).toBe(before + 1);
    await customer.post(`/api/conversations/${s.id}/client/read`);
    expect((await customer.get('/api/live/counts')).data).toMatchObject({ messages: before, tasks: 0 });
  });
});

describe('tasks across submissions', () => {
  it("lists the user's own tasks by bucket and counts those due for the badge", async () => {
    const name = 'Tara Tasker';
    const { http: tasker } = await app.signedIn('broker', { fullName: name });
    const s = await aSharedSubmission();
    const today = new Date().toISOString().slice(0, 10);
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Overdue one', assignedTo: name, dueDate: '2020-01-01' }));
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Today one', assignedTo: name, dueDate: today }));
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Later one', assignedTo: name, dueDate: '2099-01-01' }));
    const done = await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Done one', assignedTo: name }));
    await broker.patch(`/api/submissions/${s.id}/tasks/${done.data.id}`, { status: 'Completed' });
    await broker.post(`/api/submissions/${s.id}/tasks`, aTask({ title: 'Someone else', assignedTo: 'Colin Colleague', dueDate: today }));

    const titles = async (bucket: string) =>
      (await tasker.get(`/api/tasks?bucket=${bucket}`)).data.items.map((t: { title: string }) => t.title);
    expect(await titles('overdue')).toEqual(['Overdue one']);
    expect(await titles('today')).toEqual(['Today one']);
    expect(await titles('upcoming')).toEqual(['Later one']);
    expect(await titles('done')).toEqual(['Done one']);
    expect((await tasker.get('/api/tasks?bucket=today')).data.items[0]).toMatchObject({ submissionId: s.submissionId });
    expect((await tasker.get('/api/live/counts')).data.tasks).toBe(2);
  });

  it("lets a broker manager see the team's tasks, and nobody else see another's", async () => {
    const s = await aSharedSubmission();
    await broker.post(
      `/api/submissions/${s.id}/tasks`,
      aTask({ title: 'Team task', assignedTo: 'Colin Colleague', dueDate: '2099-02-02' }),
    );
    const everyone = await manager.get('/api/tasks?bucket=upcoming&assignee=everyone&limit=500');
    expect(everyone.data.items.map((t: { title: string }) => t.title)).toContain('Team task');
    const colins = await manager.get(`/api/tasks?bucket=upcoming&assignee=${encodeURIComponent('Colin Colleague')}`);
    expect(colins.data.items.every((t: { assignedTo: string }) => t.assignedTo === 'Colin Colleague')).toBe(true);
    expect((await broker.get('/api/tasks?assignee=everyone')).status).toBe(403);
    expect((await customer.get('/api/tasks')).status).toBe(403);
    expect((await broker.get('/api/tasks?bucket=someday')).status).toBe(400);
  });
});

describe('following', () => {
  it('has the creator and each assignee follow a submission from the start, and no one else', async () => {
    const s = await aSharedSubmission();
    expect((await broker.get(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: true });
    expect((await colleague.get(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: false });
    expect((await broker.patch(`/api/submissions/${s.id}`, { assignedToId: colleagueUser.id })).status).toBe(200);
    expect((await colleague.get(`/api/submissions/${s.submissionId}/follow`)).data).toEqual({ following: true });
    expect((await manager.get(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: false });
  });

  it('follows and unfollows; a customer may not', async () => {
    const s = await aSharedSubmission();
    expect((await colleague.get(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: false });
    expect((await colleague.put(`/api/submissions/${s.submissionId}/follow`)).data).toEqual({ following: true });
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    expect(about(await feedOf(colleague), s.submissionId)).toHaveLength(1);
    expect((await colleague.delete(`/api/submissions/${s.id}/follow`)).data).toEqual({ following: false });
    await broker.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    expect(about(await feedOf(colleague), s.submissionId)).toHaveLength(1);
    expect((await customer.put(`/api/submissions/${s.id}/follow`)).status).toBe(403);
  });
});

describe('live counts', () => {
  it('streams the counts at once and again when a colleague acts', async () => {
    const s = await aSharedSubmission();
    const controller = new AbortController();
    const response = await fetch(`${app.url}/api/live/events`, { headers: { cookie: broker.cookieHeader() }, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}`);
        text += decoder.decode(value);
      }
    };
    await until(/event: counts\ndata: \{[^\n]*\}\n\n/);
    const first = JSON.parse(/event: counts\ndata: (.*)\n/.exec(text)![1]!);
    text = '';
    await colleague.post(`/api/submissions/${s.id}/messages`, aMessage({ channel: 'internal' }));
    await until(/event: counts\ndata: \{[^\n]*\}\n\n/);
    const next = JSON.parse(/event: counts\ndata: (.*)\n/.exec(text)![1]!);
    expect(next.notifications).toBe(first.notifications + 1);
    expect(next.messages).toBe(first.messages + 1);
    controller.abort();
  });
});
