import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@workbench/core';
import { aClientBody, aSubmissionBody, aTask } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Offices, teams and projects over HTTP on a real database: firm staff see the books and the workload, only
 * broker managers reassign and run projects, and a bulk reassignment is one transaction recorded per submission.
 */
let app: TestApp;
let manager: HttpClient;
let broker: HttpClient;
let brokerUser: User;
let colleague: User;
let clientId: string;
let officeA: { id: string; slug: string };

const aSubmission = async (http: HttpClient) =>
  (await http.post('/api/submissions', aSubmissionBody(clientId))).data as { id: string; submissionId: string };
const assign = (id: string, user: User) => manager.patch(`/api/submissions/${id}`, { assignedToId: user.id });

beforeAll(async () => {
  app = await startTestApp();
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: broker, user: brokerUser } = await app.signedIn('broker', { fullName: 'Bea Broker' }));
  colleague = await app.createUser('broker', { fullName: 'Colin Colleague' });
  clientId = (await broker.post('/api/clients', aClientBody())).data.id;
  officeA = (await manager.get('/api/offices')).data.find((o: { slug: string }) => o.slug === 'brokerage-a');
  expect((await manager.put(`/api/staff/${brokerUser.id}/office`, { officeId: officeA.id })).status).toBe(204);
});
afterAll(() => app?.close());

describe('offices', () => {
  it('lists the two offices, renamed by a broker manager only', async () => {
    const offices = (await broker.get('/api/offices')).data;
    expect(offices.map((o: { slug: string }) => o.slug)).toEqual(['brokerage-a', 'brokerage-b']);
    expect((await broker.patch(`/api/offices/${officeA.id}`, { name: 'Leeds' })).status).toBe(403);
    expect((await manager.patch(`/api/offices/${officeA.id}`, { name: '' })).status).toBe(400);
    const renamed = await manager.patch(`/api/offices/${officeA.id}`, { name: 'Leeds office' });
    expect(renamed.data).toMatchObject({ slug: 'brokerage-a', name: 'Leeds office' });
  });

  it("shows an office's book: its staff's submissions counted by status, the open ones listed", async () => {
    const before = (await broker.get('/api/offices/brokerage-a/book')).data;
    const sub = await aSubmission(broker);
    await assign(sub.id, brokerUser);
    const after = (await broker.get('/api/offices/brokerage-a/book')).data;
    expect(after.total).toBe(before.total + 1);
    expect(after.open.map((s: { submissionId: string }) => s.submissionId)).toContain(sub.submissionId);
    const other = (await broker.get('/api/offices/brokerage-b/book')).data;
    expect(other.open.map((s: { submissionId: string }) => s.submissionId)).not.toContain(sub.submissionId);
    expect((await broker.get('/api/offices/nowhere/book')).status).toBe(404);
  });
});

describe('teams and workload', () => {
  it("counts each person's open submissions and overdue tasks", async () => {
    const sub = await aSubmission(broker);
    await assign(sub.id, colleague);
    await broker.post(
      `/api/submissions/${sub.id}/tasks`,
      aTask({ assignedTo: colleague.fullName, dueDate: '2020-01-01', status: 'Pending' }),
    );
    const people = (await broker.get('/api/teams')).data.people as Array<{
      userId: string;
      openSubmissions: number;
      overdueTasks: number;
      averageAgeDays: number;
    }>;
    const row = people.find((p) => p.userId === colleague.id)!;
    expect(row.openSubmissions).toBeGreaterThanOrEqual(1);
    expect(row.overdueTasks).toBe(1);
    expect(row.averageAgeDays).toBe(0);
  });

  it('lets a broker manager make a team and choose its members, and nobody else', async () => {
    const denied = await broker.post('/api/teams', { officeId: officeA.id, name: 'Property' });
    expect(denied.status).toBe(403);
    const team = await manager.post('/api/teams', { officeId: officeA.id, name: 'Property' });
    expect(team.status).toBe(201);
    expect((await manager.post('/api/teams', { officeId: officeA.id, name: 'property' })).status).toBe(409);
    const members = await manager.put(`/api/teams/${team.data.id}/members`, { userIds: [brokerUser.id, colleague.id] });
    expect(members.data.members.map((m: { fullName: string }) => m.fullName)).toEqual(['Bea Broker', 'Colin Colleague']);
    const people = (await broker.get('/api/teams')).data.people as Array<{ userId: string; teams: string[] }>;
    expect(people.find((p) => p.userId === colleague.id)!.teams).toEqual(['Property']);
  });

  it('reassigns selected submissions in one go, with history on each and the new assignee told', async () => {
    const one = await aSubmission(broker);
    const two = await aSubmission(broker);
    await assign(one.id, brokerUser);
    await assign(two.id, brokerUser);
    const open = (await manager.get(`/api/staff/${brokerUser.id}/open-submissions`)).data.map((s: { id: string }) => s.id);
    expect(open).toEqual(expect.arrayContaining([one.id, two.id]));

    const done = await manager.post('/api/teams/reassign', { submissionIds: [one.id, two.submissionId], assigneeId: colleague.id });
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ reassigned: 2 });
    for (const id of [one.id, two.id]) {
      const detail = (await manager.get(`/api/submissions/${id}`)).data;
      expect(detail.assignedToId).toBe(colleague.id);
      expect(detail.history[0]).toMatchObject({ action: 'Assigned', details: 'Assigned to Colin Colleague' });
    }
    const told = await app.db.knex('notifications').where({ user_id: colleague.id, title: 'Assigned to you' });
    expect(told.length).toBeGreaterThanOrEqual(2);
  });

  it('reassigns nothing when one of the submissions cannot be', async () => {
    const one = await aSubmission(broker);
    await assign(one.id, brokerUser);
    const decided = await aSubmission(broker);
    await manager.patch(`/api/submissions/${decided.id}`, { status: 'in_review' });
    expect(
      (
        await manager.post(`/api/submissions/${decided.id}/decision`, {
          decision: 'approved',
          note: 'Within appetite',
          conditions: 'As quoted',
        })
      ).status,
    ).toBeLessThan(300);
    const refused = await manager.post('/api/teams/reassign', { submissionIds: [one.id, decided.id], assigneeId: colleague.id });
    expect(refused.status).toBe(409);
    expect((await manager.get(`/api/submissions/${one.id}`)).data.assignedToId).toBe(brokerUser.id);
  });

  it('refuses bulk reassignment to brokers, insurers, customers and pending accounts', async () => {
    const sub = await aSubmission(broker);
    const body = { submissionIds: [sub.id], assigneeId: colleague.id };
    expect((await broker.post('/api/teams/reassign', body)).status).toBe(403);
    for (const role of ['insurer', 'customer'] as const) {
      const { http } = await app.signedIn(role);
      expect((await http.post('/api/teams/reassign', body)).status).toBe(403);
      expect((await http.get('/api/teams')).status).toBe(403);
      expect((await http.get('/api/offices/brokerage-a/book')).status).toBe(403);
    }
    const { http: pending } = await app.signedIn('broker_manager', { status: 'pending' });
    expect((await pending.post('/api/teams/reassign', body)).status).toBe(403);
    expect((await app.client().get('/api/teams')).status).toBe(401);
    expect((await manager.get(`/api/submissions/${sub.id}`)).data.assignedToId).toBeNull();
  });
});

describe('projects', () => {
  it('groups submissions of an office and shows how far they have got', async () => {
    const created = await manager.post('/api/projects', { officeId: officeA.id, name: 'Spring renewals', dueDate: '2026-05-31' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Spring renewals', submissionCount: 0, decidedCount: 0, officeName: 'Leeds office' });
    const one = await aSubmission(broker);
    const two = await aSubmission(broker);
    const added = await manager.post(`/api/projects/${created.data.id}/submissions`, { submissionIds: [one.submissionId, two.id, one.id] });
    expect(added.status).toBe(200);
    expect(added.data.submissionCount).toBe(2);
    expect(added.data.submissions.map((s: { id: string }) => s.id).sort()).toEqual([one.id, two.id].sort());
    const history = (await manager.get(`/api/submissions/${one.id}`)).data.history;
    expect(history[0]).toMatchObject({ action: 'Added to project', details: 'Spring renewals' });
    const listed = (await broker.get(`/api/projects?office=${officeA.id}`)).data;
    expect(listed.map((p: { id: string }) => p.id)).toContain(created.data.id);
  });

  it('lets only broker managers start projects or add to them', async () => {
    expect((await broker.post('/api/projects', { officeId: officeA.id, name: 'Mine' })).status).toBe(403);
    const { http: customer } = await app.signedIn('customer');
    expect((await customer.get('/api/projects')).status).toBe(403);
    expect((await manager.post('/api/projects', { officeId: officeA.id })).status).toBe(400);
    expect((await manager.get('/api/projects/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
