import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A submission for a client new to the firm over HTTP against PostgreSQL: the client is created with the
 * submission, in one transaction, so a refused submission leaves no client behind; and only staff may.
 */
let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

const run = Date.now().toString(36);
const bodyFor = (name: string, over: Record<string, unknown> = {}) => {
  const { clientId: _none, ...body } = aSubmissionBody('');
  return { ...body, newClient: { name, contactPerson: 'Mara Quill', email: `mara.${run}@${name.replace(/\W+/g, '')}.example` }, ...over };
};
const clientsNamed = async (name: string) => {
  const found = (await broker.get(`/api/clients?q=${encodeURIComponent(name)}`)).data;
  return (found.items ?? found).filter((c: { name: string }) => c.name === name);
};

describe('POST /api/submissions with a new client', () => {
  it('creates the client with the submission', async () => {
    const name = `Osprey Haulage ${run}`;
    const created = await broker.post('/api/submissions', bodyFor(name));
    expect(created.status).toBe(201);
    const saved = await broker.get(`/api/submissions/${created.data.submissionId}`);
    expect(saved.data).toMatchObject({ client: name, clientEmail: `mara.${run}@${name.replace(/\W+/g, '')}.example` });
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('leaves no client behind when the submission is refused', async () => {
    const name = `Kestrel Joinery ${run}`;
    const refused = await broker.post('/api/submissions', bodyFor(name, { description: '' }));
    expect(refused.status).toBe(400);
    const badClient = await broker.post('/api/submissions', bodyFor(name, { newClient: { name: '' } }));
    expect(badClient.status).toBe(400);
    expect(badClient.data.issues[0].path).toBe('newClient.name');
    expect(await clientsNamed(name)).toHaveLength(0);
  });

  it('refuses a client already on file unless a second record is confirmed, creating nothing when refused', async () => {
    const name = `Tern Logistics ${run}`;
    const email = `ops.${run}@tern.example`;
    const onFile = await broker.post('/api/clients', aClientBody({ name, email }));
    expect(onFile.status).toBe(201);
    const same = bodyFor(name, { newClient: { name, email } });
    const refused = await broker.post('/api/submissions', same);
    expect(refused.status).toBe(409);
    expect(refused.data.current.clients.map((c: { id: string }) => c.id)).toEqual([onFile.data.id]);
    expect(await clientsNamed(name)).toHaveLength(1);
    const confirmed = await broker.post('/api/submissions', { ...same, confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    expect(await clientsNamed(name)).toHaveLength(2);
  });

  it('needs a client on file or a new one, not both and not neither', async () => {
    const { clientId: _none, ...neither } = aSubmissionBody('');
    expect((await broker.post('/api/submissions', neither)).status).toBe(400);
    const onFile = await broker.post('/api/clients', aClientBody({ name: `Both ${run}`, email: null }));
    const both = await broker.post('/api/submissions', { ...bodyFor(`Both again ${run}`), clientId: onFile.data.id });
    expect(both.status).toBe(400);
  });

  it('is for staff: a customer and a pending account create neither client nor submission', async () => {
    const name = `Not Theirs ${run}`;
    const { http: customer } = await app.signedIn('customer');
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const who of [customer, pending]) expect((await who.post('/api/submissions', bodyFor(name))).status).toBe(403);
    expect(await clientsNamed(name)).toHaveLength(0);
  });
});
