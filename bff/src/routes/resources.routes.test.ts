import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { aProperty, aTask } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let _brokerUser: { id: string; fullName: string };

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker, user: _brokerUser } = await app.signedIn('broker', { fullName: 'Sam Broker' }));
});
afterAll(() => app?.close());

describe('GET /api/metrics', () => {
  it('counts from the data: new and pending submissions and open tasks', async () => {
    const before = (await broker.get('/api/metrics')).data;
    const { submission } = await aSubmissionFor(broker);
    await broker.post(`/api/submissions/${submission.id}/tasks`, aTask());
    const after = (await broker.get('/api/metrics')).data;
    expect(Object.keys(after).sort()).toEqual(
      ['approvalRate', 'averageCycle', 'highRiskSubmissions', 'newSubmissions', 'pendingActions', 'pendingSubmissions'].sort(),
    );
    expect(after.newSubmissions).toBe(before.newSubmissions + 1);
    expect(after.pendingSubmissions).toBe(before.pendingSubmissions + 1);
    expect(after.pendingActions).toBe(before.pendingActions + 1);
  });
});

describe('clients', () => {
  it('searches by name, contact or email and finds similar names with their open submissions', async () => {
    const { client, submission } = await aSubmissionFor(broker, {
      client: { name: 'Brightwater Logistics LLC', email: 'ops@brightwater.example' },
    });
    const byEmail = await broker.get('/api/clients?q=BRIGHTWATER.example');
    expect(byEmail.data.map((c: { id: string }) => c.id)).toEqual([client.id]);

    const similar = await broker.get(`/api/clients/similar?name=${encodeURIComponent('Brightwater Logistics')}`);
    expect(similar.status).toBe(200);
    expect(similar.data[0].client.id).toBe(client.id);
    expect(similar.data[0].score).toBeGreaterThan(0.8);
    expect(similar.data[0].openSubmissions).toEqual([{ id: submission.id, submissionId: submission.submissionId, status: 'pending' }]);

    const none = await broker.get('/api/clients/similar?name=');
    expect(none.status).toBe(400);
  });

  it('requires a client name with the wizard message', async () => {
    const response = await broker.post('/api/clients', { name: '', contactPerson: null, email: null, phone: null, address: null });
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('Client name is required');
  });
});

describe('GET /api/users/staff', () => {
  it('lists brokers, managers and insurers, never customers and never a password hash', async () => {
    await app.createUser('customer');
    await app.createUser('insurer');
    const response = await broker.get('/api/users/staff');
    expect(response.status).toBe(200);
    expect(response.data.length).toBeGreaterThan(0);
    expect(response.data.every((u: { role: string }) => u.role !== 'customer')).toBe(true);
    expect(JSON.stringify(response.data)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('GET /api/activity', () => {
  it('shows the latest history across submissions, newest first, with the submission and client', async () => {
    const { submission, client } = await aSubmissionFor(broker, { client: { name: 'Activity Test Co' } });
    await broker.post(`/api/submissions/${submission.id}/properties`, aProperty({ name: 'Annex' }));
    const response = await broker.get('/api/activity?limit=2');
    expect(response.data).toHaveLength(2);
    expect(response.data[0]).toMatchObject({
      action: 'Property added',
      submissionId: submission.submissionId,
      client: client.name,
      user: 'Sam Broker (broker)',
    });
    expect(response.data[1].action).toBe('Submission created');
  });
});

describe('mail', () => {
  it('queues the client notification in the outbox with a readable text naming submission, client and broker', async () => {
    const response = await broker.post('/api/notifications/email', {
      to: 'jane@acme.example',
      subject: 'New Insurance Submission Created',
      submissionId: 'SUB-2026-0042',
      clientName: 'Acme Manufacturing',
      brokerName: 'Sam Broker',
    });
    expect(response.status).toBe(202);
    expect(response.data).toEqual({ status: 'queued' });
    const [mail] = await app.db.uow.repos.outbox.list(1);
    expect(mail).toMatchObject({ to: 'jane@acme.example', subject: 'New Insurance Submission Created', status: 'queued' });
    expect(mail.text).toContain('SUB-2026-0042');
    expect(mail.text).toContain('Acme Manufacturing');
    expect(mail.text).toContain('Sam Broker');
    // The portal it points to is one click away: the submission's own page there.
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(new URL(link).pathname).toBe('/customer/submissions/SUB-2026-0042');
  });

  it('rejects a notification without a valid recipient', async () => {
    const response = await broker.post('/api/notifications/email', {
      to: 'nope',
      subject: 's',
      submissionId: 'x',
      clientName: 'c',
      brokerName: 'b',
    });
    expect(response.status).toBe(400);
    expect(await app.db.uow.repos.outbox.list(50)).not.toContainEqual(expect.objectContaining({ to: 'nope' }));
  });

  it("invites a client to the portal by the client's email, or by a given email and name", async () => {
    const { client } = await aSubmissionFor(broker, { client: { email: 'invitee@client.example', contactPerson: 'Ivy Invitee' } });
    const byClient = await broker.post('/api/invitations', { clientId: client.id });
    expect(byClient.status).toBe(202);
    expect(byClient.data).toEqual({ status: 'queued', to: 'invitee@client.example' });
    const [mail] = await app.db.uow.repos.outbox.list(1);
    expect(mail.text).toContain('Dear Ivy Invitee');
    expect(mail.text).toContain(`http://localhost:${app.config.port}/auth`);

    const byEmail = await broker.post('/api/invitations', { email: 'new@prospect.example', name: 'Pat Prospect' });
    expect(byEmail.status).toBe(202);
    const noEmail = await aSubmissionFor(broker, { client: { email: null } });
    const refused = await broker.post('/api/invitations', { clientId: noEmail.client.id });
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe('This client has no email address');
  });
});

describe('workflow', () => {
  it('lets staff return a submission from review for more information', async () => {
    const { submission } = await aSubmissionFor(broker);
    await broker.post(`/api/submissions/${submission.id}/submit-for-review`);
    const back = await broker.patch(`/api/submissions/${submission.id}`, { status: 'in_progress' });
    expect(back.status).toBe(200);
    expect(back.data.status).toBe('in_progress');
    expect(back.data.history[0]).toMatchObject({ action: 'Status changed', details: 'In Review → In Progress' });
  });

  it('re-rates when the schedule changes, with a factor breakdown', async () => {
    const { submission } = await aSubmissionFor(broker, {
      submission: { coverages: [{ coverage: 'property', properties: [aProperty({ sprinklered: true, yearBuilt: 2015 })] }] },
    });
    const before = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(before.ratingFactors.length).toBeGreaterThan(0);
    await broker.post(`/api/submissions/${submission.id}/properties`, [
      aProperty({ name: 'Old mill', sprinklered: false, yearBuilt: 1890, constructionType: 'Frame' }),
      aProperty({ name: 'Old barn', sprinklered: false, yearBuilt: 1880, constructionType: 'Frame' }),
    ]);
    const after = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(after.rating.score).toBeLessThan(before.rating.score);
  });
});
