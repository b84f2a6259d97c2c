import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@workbench/adapters/testing/free-port.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('readiness without a mail server or a local model', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('is ready, says no model is configured, and shows the mail waiting because SMTP is not configured', async () => {
    const before = await app.client().get('/readyz');
    expect(before.status).toBe(200);
    expect(before.data).toEqual({
      status: 'ready',
      model: { configured: false, reachable: null, lastError: null, checkedAt: null },
      outbox: { smtpConfigured: false, queued: 0, failed: 0, oldestQueuedAt: null, lastError: null },
    });

    const { http: broker } = await app.signedIn('broker');
    const invitation = await broker.post('/api/invitations', { email: 'new.client@example.com', name: 'Robin Client' });
    expect(invitation).toMatchObject({ status: 202, data: { status: 'queued' } });

    const after = await app.client().get('/readyz');
    expect(after.status).toBe(200);
    expect(after.data.outbox).toMatchObject({ smtpConfigured: false, queued: 1, lastError: 'SMTP is not configured' });
    expect(Date.parse(after.data.outbox.oldestQueuedAt)).not.toBeNaN();
  });
});

describe('readiness with a local model that cannot be reached', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { ollamaHost: `http://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => app?.close());

  it('stays ready (the rules still read documents) and shows the model as unreachable, with why', async () => {
    const started = Date.now();
    const response = await app.client().get('/readyz');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(200);
    expect(response.data.status).toBe('ready');
    expect(response.data.model).toMatchObject({ configured: true, reachable: false });
    expect(response.data.model.lastError).toMatch(/could not be reached/);
  });
});
