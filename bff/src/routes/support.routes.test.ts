import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Support over HTTP: the status panel is the firm's staff's, and a message to the administrators waits in the outbox. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('system status', () => {
  it('reports version, database, mail backlog and model to brokers and broker managers only', async () => {
    const { http: broker } = await app.signedIn('broker');
    const status = await broker.get('/api/support/status');
    expect(status.status).toBe(200);
    expect(status.data).toMatchObject({ database: 'up', mail: { smtpConfigured: false, backlog: { queued: expect.any(Number) } } });
    expect(status.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.data.model).toHaveProperty('configured');
    for (const role of ['insurer', 'customer'] as const)
      expect((await (await app.signedIn(role)).http.get('/api/support/status')).status).toBe(403);
    expect((await (await app.signedIn('broker', { status: 'pending' })).http.get('/api/support/status')).status).toBe(403);
    expect((await app.client().get('/api/support/status')).status).toBe(401);
  });
});

describe('contact the administrator', () => {
  it('mails every active broker manager through the outbox, with the sender to reply to', async () => {
    const admin = await app.createUser('broker_manager', { email: 'admin-one@example.com' });
    await app.createUser('broker_manager', { email: 'not-yet@example.com', status: 'pending' });
    const { http: customer, user } = await app.signedIn('customer', { email: 'asks@example.com', fullName: 'Carla Customer' });
    const sent = await customer.post('/api/support/contact', {
      subject: 'Cannot see my renewal',
      message: 'The renewal for our warehouse is missing.',
    });
    expect(sent.status).toBe(202);
    const mails = await app.db.knex('outbox').where('subject', 'like', '[Workbench support]%');
    expect(mails.map((m) => m.recipient)).toContain(admin.email);
    expect(mails.map((m) => m.recipient)).not.toContain('not-yet@example.com');
    expect(mails.find((m) => m.recipient === admin.email).text).toContain(user.email);
    expect((await customer.post('/api/support/contact', { subject: '', message: 'x' })).status).toBe(400);
    expect((await app.client().post('/api/support/contact', { subject: 'a', message: 'b' })).status).toBe(401);
  });
});
