import type { JobWorkers } from '@workbench/adapters/postgres/index.ts';
import { freeSmtpPort, startInbox, type Inbox } from '@workbench/adapters/testing/smtp-inbox.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../jobs.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Failed background jobs over HTTP: a mail the SMTP server could not take fails on the queue after its
 * retries, broker managers see it and run it again, and the mail then reaches the server. Nobody else sees them.
 */
let app: TestApp;
let workers: JobWorkers;
let smtpPort: number;
let inbox: Inbox | null = null;

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

beforeAll(async () => {
  smtpPort = await freeSmtpPort();
  app = await startTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` } });
  workers = await startBackgroundJobs(app.services, app.db.knex, pino({ level: 'silent' }), {
    pollSeconds: 0.5,
    retries: { 'deliver-mail': { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
  });
});
afterAll(async () => {
  await workers?.stop();
  await inbox?.close();
  await app?.close();
});

describe('failed jobs', () => {
  it('are refused to brokers, insurers, customers, a pending broker manager and visitors', async () => {
    for (const role of ['broker', 'insurer', 'customer'] as const) {
      const { http } = await app.signedIn(role);
      expect((await http.get('/api/jobs/failed')).status).toBe(403);
      expect((await http.post('/api/jobs/00000000-0000-4000-8000-000000000000/retry', {})).status).toBe(403);
    }
    const { http: pending } = await app.signedIn('broker_manager', { status: 'pending' });
    expect((await pending.get('/api/jobs/failed')).status).toBe(403);
    expect((await app.client().get('/api/jobs/failed')).status).toBe(401);
  });

  it('shows a broker manager a mail that could not be delivered, and delivers it to the SMTP server on retry', async () => {
    const { http: manager, user } = await app.signedIn('broker_manager', { email: 'office-manager@example.com' });
    const { http: customer } = await app.signedIn('customer');
    const sent = await customer.post('/api/support/contact', { subject: 'Renewal missing', message: 'Where is our renewal?' });
    expect(sent.status).toBe(202);

    let failed: Array<{ id: string; kind: string; error: string; attempts: number; failedAt: string }> = [];
    await waitFor('the delivery to fail after its retry', async () => {
      const listed = await manager.get('/api/jobs/failed');
      failed = listed.data.items;
      return failed.some((job) => job.kind === 'deliver-mail');
    });
    const job = failed.find((j) => j.kind === 'deliver-mail')!;
    expect(job.error).toMatch(/ECONNREFUSED|connect/i);
    expect(job.attempts).toBe(2);
    expect(Number.isNaN(Date.parse(job.failedAt))).toBe(false);

    inbox = await startInbox(smtpPort);
    expect((await manager.post(`/api/jobs/${job.id}/retry`, {})).status).toBe(202);
    await waitFor('the mail to reach the SMTP server', () => inbox!.received.some((m) => m.subject?.includes('Renewal missing')));
    const mail = inbox.received.find((m) => m.subject?.includes('Renewal missing'))!;
    expect(JSON.stringify(mail.to)).toContain(user.email);
    expect((await manager.get('/api/jobs/failed')).data.items.map((j: { id: string }) => j.id)).not.toContain(job.id);
    expect((await manager.post(`/api/jobs/${job.id}/retry`, {})).status).toBe(404);
    expect((await manager.post('/api/jobs/not-a-job/retry', {})).status).toBe(404);
  }, 60_000);
});
