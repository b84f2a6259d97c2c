import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSmtpPort, recipients, startInbox, type Inbox } from '@workbench/adapters/testing/smtp-inbox.ts';
import { aClientBody, aSubmissionBody } from '../bff/src/testing/builders.ts';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { eventually } from './support/eventually.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';

let pg: PrivatePostgres;
let bff: BffProcess;
let smtpPort: number;
let inbox: Inbox | undefined;

interface OutboxRow {
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
}
const outbox = () => pg.query<OutboxRow>('select recipient, subject, status, attempts, last_error from outbox order by created_at, seq');
/** The test's own client: the demo's start may queue mail of its own (a renewal's message to its client). */
const CLIENT = 'ops@harborfreight.example';
const ours = async () => (await outbox()).filter((m) => m.recipient === CLIENT);

beforeAll(async () => {
  smtpPort = await freeSmtpPort();
  pg = await startPrivatePostgres();
  // A short first pause so the test sees several rounds; failures still double it, as in production.
  bff = await startBffProcess({ env: { DATABASE_URL: pg.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_RETRY_MS: '250' } });
});

afterAll(async () => {
  await bff?.stop();
  await inbox?.close();
  await pg?.destroy();
});

describe('SMTP server unreachable', () => {
  it('saves the submission, keeps its mails in the outbox, and delivers them once the SMTP server comes up', async () => {
    const broker = new HttpClient(bff.url);
    expect((await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' })).status).toBe(200);
    const client = await broker.post('/api/clients', aClientBody({ name: 'Harbor Freight Co', email: 'ops@harborfreight.example' }));
    expect(client.status).toBe(201);

    // What the wizard does on Save with "share with client": save, tell the client, invite them to the portal.
    const submission = await broker.post('/api/submissions', aSubmissionBody(client.data.id, { shareWithClient: true }));
    expect(submission.status).toBe(201);
    const notification = await broker.post('/api/notifications/email', {
      to: 'ops@harborfreight.example',
      subject: 'New Insurance Submission Created',
      submissionId: submission.data.submissionId,
      clientName: 'Harbor Freight Co',
      brokerName: 'Alex Morgan',
    });
    expect(notification).toMatchObject({ status: 202, data: { status: 'queued' } });
    const invitation = await broker.post('/api/invitations', { clientId: client.data.id });
    expect(invitation).toMatchObject({ status: 202, data: { status: 'queued', to: 'ops@harborfreight.example' } });

    expect((await broker.get(`/api/submissions/${submission.data.id}`)).status).toBe(200);
    const queued = await ours();
    expect(queued.map((m) => [m.subject, m.status])).toEqual([
      ['New Insurance Submission Created', 'queued'],
      ['Your insurance submission form', 'queued'],
    ]);
    expect(queued[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    // The operator sees the backlog and why on readiness, which stays ready: the database answers.
    // Every waiting mail has been tried once, the demo start's among them, before readiness tells why.
    await eventually('every waiting mail tried', async () => (await outbox()).every((m) => m.status !== 'queued' || m.attempts >= 1));
    const ready = await broker.get('/readyz');
    expect(ready.status).toBe(200);
    const waiting = (await outbox()).filter((m) => m.status === 'queued').length;
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(ready.data.outbox).toMatchObject({ smtpConfigured: true, queued: waiting });
    expect(ready.data.outbox.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The background loop keeps trying (and failing) while nobody listens.
    await eventually('a retry round while SMTP is down', async () => (await ours())[0].attempts >= 2);
    expect((await outbox()).every((m) => m.status === 'queued')).toBe(true);

    inbox = await startInbox(smtpPort);
    const delivered = inbox;
    const toClient = () => delivered.received.filter((m) => recipients(m.to) === CLIENT);
    await eventually('both mails delivered', () => toClient().length >= 2, { timeoutMs: 120_000 });
    expect(
      toClient()
        .map((m) => [m.subject, recipients(m.to)])
        .sort(),
    ).toEqual([
      ['New Insurance Submission Created', 'ops@harborfreight.example'],
      ['Your insurance submission form', 'ops@harborfreight.example'],
    ]);
    expect(delivered.received.find((m) => m.subject === 'New Insurance Submission Created')?.text).toContain(submission.data.submissionId);
    await eventually('the outbox marks them sent', async () => (await outbox()).every((m) => m.status === 'sent'));
    expect((await broker.get('/readyz')).data.outbox).toMatchObject({ queued: 0, lastError: null });
    expect(toClient()).toHaveLength(2);
  });

  it('sends straight away while the SMTP server is up', async () => {
    const broker = new HttpClient(bff.url);
    await broker.post('/api/auth/login', { username: 'broker', password: 'broker123' });
    const before = inbox!.received.length;
    const invitation = await broker.post('/api/invitations', { email: 'new.client@example.com', name: 'Robin Client' });
    expect(invitation).toMatchObject({ status: 202, data: { status: 'sent', to: 'new.client@example.com' } });
    await eventually('the invitation in the inbox', () => inbox!.received.length > before);
    expect(recipients(inbox!.received.at(-1)!.to)).toBe('new.client@example.com');
  });
});
