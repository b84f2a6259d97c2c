import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The submissions list narrowed to an office's book over HTTP on a real database: what the office's staff
 * hold (the assignee, else the creator), by the office's address or id; an unknown office holds nothing, and
 * a customer still sees only their own shared submissions.
 */
let app: TestApp;
let manager: HttpClient;
const ids = { a: '', b: '' };

const listed = async (http: HttpClient, query: string) =>
  ((await http.get(`/api/submissions?limit=100${query}`)).data as Array<{ id: string }>).map((s) => s.id);

beforeAll(async () => {
  app = await startTestApp();
  const signed = await app.signedIn('broker_manager');
  manager = signed.http;
  const { http: inA, user: brokerA } = await app.signedIn('broker');
  const { http: inB, user: brokerB } = await app.signedIn('broker');
  const offices = (await manager.get('/api/offices')).data as Array<{ id: string; slug: string }>;
  const [a, b] = ['brokerage-a', 'brokerage-b'].map((slug) => offices.find((o) => o.slug === slug)!);
  await manager.put(`/api/staff/${brokerA.id}/office`, { officeId: a.id });
  await manager.put(`/api/staff/${brokerB.id}/office`, { officeId: b.id });
  const clientId = (await inA.post('/api/clients', aClientBody())).data.id;
  ids.a = (await inA.post('/api/submissions', aSubmissionBody(clientId))).data.id;
  ids.b = (await inB.post('/api/submissions', aSubmissionBody(clientId))).data.id;
  await manager.post('/api/submissions', aSubmissionBody(clientId));
});
afterAll(() => app?.close());

describe('the submissions list by office', () => {
  it("keeps an office's book, named by its address or its id", async () => {
    expect(await listed(manager, '&office=brokerage-a')).toEqual([ids.a]);
    const b = (await manager.get('/api/offices')).data.find((o: { slug: string }) => o.slug === 'brokerage-b');
    expect(await listed(manager, `&office=${b.id}`)).toEqual([ids.b]);
    expect((await listed(manager, '')).length).toBe(3);
  });

  it('finds nothing for an office that does not exist, and refuses an overlong one', async () => {
    expect(await listed(manager, '&office=brokerage-z')).toEqual([]);
    expect((await manager.get(`/api/submissions?office=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('shows a customer only their own shared submissions, whatever office they name', async () => {
    const { http: customer } = await app.signedIn('customer');
    expect(await listed(customer, '&office=brokerage-a')).toEqual([]);
  });
});
