import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@workbench/core';
import { aClientBody, files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A client's general thread over HTTP: the customer and the firm write outside any submission or claim,
 * with files; it sits in both inboxes beside submissions and claims, unread until read; the customer is
 * mailed when the firm writes; a second customer, a pending account and a stranger to the client see nothing.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let second: HttpClient;
let customerEmail: string;
let clientId: string;
let otherClientId: string;

const conversations = async (http: HttpClient, query = '') =>
  (await http.get(`/api/conversations?limit=100${query}`)).data as { items: ConversationSummary[]; unread: number };
const mailsTo = async (email: string) =>
  (await app.db.knex('outbox').where({ recipient: email }).orderBy('seq')).map((m) => m.subject as string);

function withFile(content: string) {
  const form = new FormData();
  form.append('content', content);
  form.append('files', new Blob([files.png()]), 'storefront.png');
  return form;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `threads-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: second } = await app.signedIn('customer', { email: `threads-second-${Date.now()}@example.com` }));
  clientId = (await broker.post('/api/clients', aClientBody({ email: customerEmail }))).data.id;
  otherClientId = (await broker.post('/api/clients', aClientBody({ email: `threads-other-${Date.now()}@example.com` }))).data.id;
});
afterAll(() => app?.close());

describe("a client's general thread", () => {
  it('is in the customer’s inbox before anyone writes, so they can start it', async () => {
    const mine = await conversations(customer);
    expect(mine.items.filter((c) => c.kind === 'general').map((c) => [c.recordId, c.lastMessage, c.unread])).toEqual([
      [clientId, null, false],
    ]);
    expect((await customer.get(`/api/threads/general/${clientId}`)).data).toMatchObject({ clientId, messages: [] });
  });

  it('carries the customer’s message with a photo to the firm, read for the one who wrote it', async () => {
    const sent = await customer.request('POST', `/api/threads/general/${clientId}`, {
      body: withFile('Can we add the new shop to our cover?'),
    });
    expect(sent.status).toBe(201);
    const [message] = sent.data.messages;
    expect(message).toMatchObject({ content: 'Can we add the new shop to our cover?', fromStaff: false });
    expect(message.documents.map((d: { filename: string }) => d.filename)).toEqual(['storefront.png']);
    const download = await broker.request('GET', `/api/threads/general/${clientId}/documents/${message.documents[0].id}/download`);
    expect(download.status).toBe(200);
    expect((await conversations(customer)).items.find((c) => c.kind === 'general')?.unread).toBe(false);

    const staffSide = await conversations(broker, '&kind=general');
    expect(staffSide.items.find((c) => c.recordId === clientId)).toMatchObject({ channel: 'client', messageCount: 1 });
  });

  it('mails the customer once when the firm answers, and shows it unread until they read it', async () => {
    const before = (await mailsTo(customerEmail)).length;
    const answered = await broker.post(`/api/threads/general/${clientId}`, { content: 'Yes: send us its address and floor area.' });
    expect(answered.status).toBe(201);
    expect(answered.data.messages.at(-1)).toMatchObject({ fromStaff: true });
    const mails = await mailsTo(customerEmail);
    expect(mails.slice(before)).toHaveLength(1);
    expect(mails.at(-1)).toContain('New message from your broker');

    let mine = await conversations(customer);
    expect(mine.items.find((c) => c.kind === 'general')).toMatchObject({
      unread: true,
      lastMessage: { excerpt: 'Yes: send us its address and floor area.' },
    });
    expect(mine.unread).toBeGreaterThanOrEqual(1);
    expect((await customer.post(`/api/threads/general/${clientId}/read`, {})).status).toBe(204);
    mine = await conversations(customer);
    expect(mine.items.find((c) => c.kind === 'general')?.unread).toBe(false);
  });

  it('refuses an empty message and stores nothing', async () => {
    const before = (await customer.get(`/api/threads/general/${clientId}`)).data.messages.length;
    const refused = await customer.post(`/api/threads/general/${clientId}`, { content: '  ' });
    expect(refused.status).toBe(400);
    expect((await customer.get(`/api/threads/general/${clientId}`)).data.messages).toHaveLength(before);
  });

  it('is not found for a second customer, another client’s thread, or an unknown kind of thread', async () => {
    expect((await second.get(`/api/threads/general/${clientId}`)).status).toBe(404);
    expect((await second.post(`/api/threads/general/${clientId}`, { content: 'Hello' })).status).toBe(404);
    expect((await second.post(`/api/threads/general/${clientId}/read`, {})).status).toBe(404);
    expect((await customer.get(`/api/threads/general/${otherClientId}`)).status).toBe(404);
    expect((await customer.post(`/api/threads/other/${clientId}/read`, {})).status).toBe(404);
    const theirs = await conversations(second);
    expect(theirs.items.some((c) => c.recordId === clientId)).toBe(false);
  });

  it('is closed to a pending account and to anyone signed out', async () => {
    const { http: pending } = await app.signedIn('customer', {
      email: customerEmail.replace('threads-', 'threads-pending-'),
      status: 'pending',
    });
    expect((await pending.get(`/api/threads/general/${clientId}`)).status).toBe(403);
    expect((await app.client().get(`/api/threads/general/${clientId}`)).status).toBe(401);
  });
});
