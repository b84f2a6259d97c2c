import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** Anyone may choose any display name, so messages, history and documents name the writer's role beside it. */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Sarah Johnson' }));
  customerEmail = `impostor-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail, fullName: 'Sarah Johnson' }));
});
afterAll(() => app?.close());

describe('who wrote what', () => {
  it('shows a customer named like a broker as a customer in the messages, the history and the documents', async () => {
    const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
    const id = submission.id;
    expect((await broker.post(`/api/submissions/${id}/messages`, aMessage({ subject: 'From the broker' }))).status).toBe(201);
    const sent = await customer.post(`/api/submissions/${id}/messages`, aMessage({ subject: 'From the customer' }));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data.from).toBe('Sarah Johnson (customer)');
    const upload = await customer.upload(`/api/submissions/${id}/documents`, 'document', { name: 'mine.pdf', bytes: files.pdf() });
    expect(upload.data.uploadedBy).toBe('Sarah Johnson (customer)');

    for (const reader of [broker, customer]) {
      const messages = await reader.get(`/api/submissions/${id}/messages`);
      const from = Object.fromEntries(messages.data.map((m: { subject: string; from: string }) => [m.subject, m.from]));
      expect(from).toEqual({ 'From the broker': 'Sarah Johnson (broker)', 'From the customer': 'Sarah Johnson (customer)' });

      const detail = await reader.get(`/api/submissions/${id}`);
      const sent = detail.data.history.filter((h: { action: string }) => h.action === 'Message sent');
      expect(sent.map((h: { user: string }) => h.user).sort()).toEqual(['Sarah Johnson (broker)', 'Sarah Johnson (customer)']);
      expect(detail.data.history.find((h: { action: string }) => h.action === 'Document uploaded').user).toBe('Sarah Johnson (customer)');
      expect(detail.data.history.find((h: { action: string }) => h.action === 'Submission created').user).toBe('Sarah Johnson (broker)');
    }
  });
});
