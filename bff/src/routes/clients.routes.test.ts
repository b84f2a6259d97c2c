import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aNewPolicy } from '@workbench/adapters/testing/builders.ts';
import { aClientBody, aSubmissionBody, aTask } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The client directory, the client page and merging duplicates over HTTP on a real database: staff
 * search and edit, every change lands in the client's history, only a broker manager merges, and a
 * customer or a pending account reaches none of it.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let pending: HttpClient;
let tag: string;

const aClient = async (name: string, overrides: Record<string, unknown> = {}) =>
  (await broker.post('/api/clients', aClientBody({ name, email: null, ...overrides }))).data as { id: string; name: string };

const aSubmission = async (clientId: string) => (await broker.post('/api/submissions', aSubmissionBody(clientId))).data as { id: string };

const aPolicy = async (clientId: string, policyNumber: string) =>
  app.db.uow.run((repos) => repos.policies.create(aNewPolicy(clientId, { policyNumber })));

const directory = (http: HttpClient, params: Record<string, string>) => http.get(`/api/clients/directory?${new URLSearchParams(params)}`);

beforeAll(async () => {
  app = await startTestApp();
  tag = `T${Date.now().toString(36)}`;
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Bea Broker' }));
  ({ http: manager } = await app.signedIn('broker_manager', { fullName: 'Max Manager' }));
  ({ http: insurer } = await app.signedIn('insurer'));
  ({ http: customer } = await app.signedIn('customer'));
  ({ http: pending } = await app.signedIn('broker', { status: 'pending' }));
});
afterAll(() => app?.close());

describe('the client directory', () => {
  it('searches, filters by open work and industry, sorts and pages on the server', async () => {
    const busy = await aClient(`Harbour Freight ${tag}`, { industry: `Shipping ${tag}` });
    const quiet = await aClient(`Apple Orchards ${tag}`, { industry: 'Agriculture', contactPerson: `Olive ${tag}` });
    await aSubmission(busy.id);
    await aSubmission(busy.id);

    const all = await directory(broker, { q: tag.toLowerCase() });
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('2');
    expect(all.data.items.map((c: { name: string; openSubmissions: number }) => [c.name, c.openSubmissions])).toEqual([
      [quiet.name, 0],
      [busy.name, 2],
    ]);
    expect(all.data.industries).toContain(`Shipping ${tag}`);
    expect((await directory(broker, { q: tag, open: 'yes' })).data.items.map((c: { id: string }) => c.id)).toEqual([busy.id]);
    expect((await directory(broker, { q: tag, open: 'no' })).data.items.map((c: { id: string }) => c.id)).toEqual([quiet.id]);
    expect((await directory(broker, { industry: `shipping ${tag}` })).data.items.map((c: { id: string }) => c.id)).toEqual([busy.id]);
    expect((await directory(insurer, { q: tag, sort: 'open' })).data.items[0].id).toBe(busy.id);
    const second = await directory(broker, { q: tag, limit: '1', offset: '1' });
    expect([second.data.total, second.data.items.map((c: { id: string }) => c.id)]).toEqual([2, [busy.id]]);
  });

  it('answers 400 for an unknown order or page size, and keeps GET /api/clients a plain list', async () => {
    expect((await directory(broker, { sort: 'premium' })).status).toBe(400);
    expect((await directory(broker, { limit: '0' })).status).toBe(400);
    const list = await broker.get(`/api/clients?q=${tag}`);
    expect(Array.isArray(list.data)).toBe(true);
  });
});

describe('the client page', () => {
  it('shows the client’s submissions, policies, open tasks and the portal accounts bound by its address', async () => {
    const email = `portal-${tag}@example.com`.toLowerCase();
    const { user: portalUser } = await app.signedIn('customer', { email });
    const client = await aClient(`Portal Bakery ${tag}`, { email });
    const submission = await aSubmission(client.id);
    await broker.post(`/api/submissions/${submission.id}/tasks`, aTask({ title: 'Chase the valuation' }));
    await broker.post(`/api/submissions/${submission.id}/tasks`, aTask({ title: 'Already done', status: 'Completed' }));
    await aPolicy(client.id, `POL-${tag}-1`);

    const record = await broker.get(`/api/clients/${client.id}`);
    expect(record.status).toBe(200);
    expect(record.data.client.name).toBe(client.name);
    expect(record.data.submissions.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    expect(record.data.policies.map((p: { policyNumber: string }) => p.policyNumber)).toEqual([`POL-${tag}-1`]);
    expect(record.data.openTasks.map((t: { title: string }) => t.title)).toEqual(['Chase the valuation']);
    expect(record.data.portalAccounts.map((a: { id: string }) => a.id)).toEqual([portalUser.id]);
    expect(record.data.claims).toEqual([]);
    expect(record.data.mergedInto).toBeNull();
    expect((await broker.get('/api/clients/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('records each edit in the client’s history with who, when and what changed', async () => {
    const client = await aClient(`Edit Works ${tag}`, { phone: '555-0100' });
    const edited = await broker.patch(`/api/clients/${client.id}`, { phone: '555-0199', industry: 'Retail' });
    expect(edited.status).toBe(200);
    expect(edited.data.client).toMatchObject({ phone: '555-0199', industry: 'Retail' });
    expect(edited.data.history[0]).toMatchObject({
      user: 'Bea Broker (broker)',
      action: 'Details changed',
      details: 'Phone: “555-0100” → “555-0199”; Industry: empty → “Retail”',
    });
    expect(Date.parse(edited.data.history[0].date)).toBeGreaterThan(Date.now() - 60_000);
    // Sending what is already there changes nothing and writes no history.
    const same = await broker.patch(`/api/clients/${client.id}`, { phone: '555-0199' });
    expect(same.data.history).toHaveLength(1);
    const refused = await broker.patch(`/api/clients/${client.id}`, { name: '  ', email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(refused.data.issues.map((i: { message: string }) => i.message)).toEqual(['Client name is required', 'Must be a valid email']);
  });

  it('adds, edits and removes contacts, each in the history, and never another client’s contact', async () => {
    const client = await aClient(`Contacts Ltd ${tag}`);
    const other = await aClient(`Other Ltd ${tag}`);
    const added = await broker.post(`/api/clients/${client.id}/contacts`, {
      name: 'Robin Risk',
      role: 'Risk manager',
      email: 'robin@example.com',
    });
    expect(added.status).toBe(201);
    const contact = added.data.contacts[0];
    expect(contact).toMatchObject({ name: 'Robin Risk', role: 'Risk manager', email: 'robin@example.com', phone: null });
    expect((await broker.patch(`/api/clients/${other.id}/contacts/${contact.id}`, { phone: '1' })).status).toBe(404);
    expect((await broker.delete(`/api/clients/${other.id}/contacts/${contact.id}`)).status).toBe(404);
    const changed = await broker.patch(`/api/clients/${client.id}/contacts/${contact.id}`, { phone: '555-0111' });
    expect(changed.data.contacts[0].phone).toBe('555-0111');
    expect((await broker.post(`/api/clients/${client.id}/contacts`, { name: '' })).status).toBe(400);
    const removed = await broker.delete(`/api/clients/${client.id}/contacts/${contact.id}`);
    expect(removed.data.contacts).toEqual([]);
    expect(removed.data.history.map((h: { action: string; details: string }) => `${h.action}: ${h.details}`)).toEqual([
      'Contact removed: Robin Risk, Risk manager',
      'Contact changed: Robin Risk: Phone: empty → “555-0111”',
      'Contact added: Robin Risk, Risk manager',
    ]);
  });
});

describe('merging duplicates', () => {
  it('proposes clients with a similar name as duplicates', async () => {
    const kept = await aClient(`Northwind Traders ${tag}`);
    const dup = await aClient(`North Wind Traders Inc ${tag}`);
    await aClient(`Southwind Bakery ${tag}`);
    const candidates = await broker.get(`/api/clients/${kept.id}/duplicates`);
    expect(candidates.status).toBe(200);
    expect(candidates.data.map((c: { client: { id: string } }) => c.client.id)).toEqual([dup.id]);
    expect(candidates.data[0].score).toBeGreaterThanOrEqual(0.8);
  });

  it('lets only a broker manager merge: a broker, an insurer, a customer and a pending account are refused and nothing moves', async () => {
    const kept = await aClient(`Refused Merge ${tag}`);
    const dup = await aClient(`Refused Merge Co ${tag}`);
    await aSubmission(dup.id);
    for (const http of [broker, insurer, customer, pending]) {
      expect((await http.post(`/api/clients/${kept.id}/merge`, { duplicateId: dup.id })).status).toBe(403);
    }
    expect((await app.client().post(`/api/clients/${kept.id}/merge`, { duplicateId: dup.id })).status).toBe(401);
    expect((await broker.get(`/api/clients/${dup.id}`)).data.submissions).toHaveLength(1);
  });

  it('moves submissions, policies, contacts, claims and portal bindings in one go and records it on the kept client', async () => {
    const email = `merge-${tag}@example.com`.toLowerCase();
    const { user: portalUser } = await app.signedIn('customer', { email });
    const kept = await aClient(`Acme Manufacturing ${tag}`);
    const dup = await aClient(`ACME Mfg ${tag}`, { email, industry: 'Manufacturing' });
    const submission = await aSubmission(dup.id);
    const policy = await aPolicy(dup.id, `POL-${tag}-M`);
    await app.db.uow.run((repos) =>
      repos.claims.create({
        policyId: policy.id,
        clientId: dup.id,
        lossDate: '2026-03-01',
        location: 'Dock 4',
        description: 'Burst pipe',
        estimatedAmount: null,
        reportedById: portalUser.id,
        reportedBy: 'Test',
        createdAt: new Date().toISOString(),
      }),
    );
    await broker.post(`/api/clients/${dup.id}/contacts`, { name: 'Dana Dup' });

    const merged = await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: dup.id });
    expect(merged.status).toBe(200);
    expect(merged.data.submissions.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    expect(merged.data.policies.map((p: { id: string }) => p.id)).toEqual([policy.id]);
    expect(merged.data.claims).toHaveLength(1);
    expect(merged.data.contacts.map((c: { name: string }) => c.name)).toEqual(['Dana Dup']);
    // The kept client had no address: it takes the duplicate's, and the customer bound by it follows.
    expect(merged.data.client).toMatchObject({ email, industry: 'Manufacturing' });
    expect(merged.data.portalAccounts.map((a: { id: string }) => a.id)).toEqual([portalUser.id]);
    expect(merged.data.history[0]).toMatchObject({ user: 'Max Manager (broker manager)', action: 'Client merged' });
    expect(merged.data.history[0].details).toContain('1 submission, 1 policy, 1 contact, 1 claim');

    const gone = await broker.get(`/api/clients/${dup.id}`);
    expect(gone.data.mergedInto).toEqual({ id: kept.id, name: kept.name });
    expect(gone.data.submissions).toEqual([]);
    expect((await directory(broker, { q: `ACME Mfg ${tag}` })).data.total).toBe(0);
    expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: dup.id })).status).toBe(409);
    expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: kept.id })).status).toBe(422);
    expect((await broker.patch(`/api/clients/${dup.id}`, { phone: '1' })).status).toBe(409);
    // The submission's detail names the kept client now.
    expect((await broker.get(`/api/submissions/${submission.id}`)).data.clientId).toBe(kept.id);
  });

  it('rolls the whole merge back when any part of it fails', async () => {
    const kept = await aClient(`Rollback Kept ${tag}`);
    const dup = await aClient(`Rollback Kept Ltd ${tag}`);
    const submission = await aSubmission(dup.id);
    await app.db.knex.raw(
      `create or replace function refuse_policy_move() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`,
    );
    await aPolicy(dup.id, `POL-${tag}-R`);
    await app.db.knex.raw('create trigger refuse_policy_move before update on policies for each row execute function refuse_policy_move()');
    try {
      expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: dup.id })).status).toBe(500);
    } finally {
      await app.db.knex.raw('drop trigger refuse_policy_move on policies');
    }
    const still = await broker.get(`/api/clients/${dup.id}`);
    expect(still.data.mergedInto).toBeNull();
    expect(still.data.submissions.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    expect((await broker.get(`/api/clients/${kept.id}`)).data.history).toEqual([]);
  });
});

describe('who reaches client records', () => {
  const staffCalls = (id: string): Array<[string, (h: HttpClient) => Promise<{ status: number }>]> => [
    ['GET directory', (h) => h.get('/api/clients/directory')],
    ['GET record', (h) => h.get(`/api/clients/${id}`)],
    ['PATCH record', (h) => h.patch(`/api/clients/${id}`, { phone: '1' })],
    ['POST contact', (h) => h.post(`/api/clients/${id}/contacts`, { name: 'X' })],
    ['GET duplicates', (h) => h.get(`/api/clients/${id}/duplicates`)],
    ['POST merge', (h) => h.post(`/api/clients/${id}/merge`, { duplicateId: id })],
  ];

  it('refuses a customer and a pending account every staff endpoint, and a signed-out caller is asked to sign in', async () => {
    const client = await aClient(`Guarded ${tag}`);
    for (const [name, call] of staffCalls(client.id)) {
      expect([name, (await call(customer)).status]).toEqual([name, 403]);
      expect([name, (await call(pending)).status]).toEqual([name, 403]);
      expect([name, (await call(app.client())).status]).toEqual([name, 401]);
    }
    const record = await broker.get(`/api/clients/${client.id}`);
    expect(record.data.history).toEqual([]);
    expect(record.data.contacts).toEqual([]);
  });
});

describe('merging a duplicate client: what follows and who may', () => {
  it("moves the duplicate's business and general thread to the kept client, for its customer and no one else", async () => {
    const email = `merge-thread-${tag}@example.com`.toLowerCase();
    const { http: customerOfB, user: customerUser } = await app.signedIn('customer', { email });
    const { http: otherCustomer } = await app.signedIn('customer', { email: `other-${tag}@example.com`.toLowerCase() });
    const kept = await aClient(`Harbour Bakery ${tag}`, { email, confirmDuplicate: true });
    const duplicate = await aClient(`Harbour Bakery ${tag}`, { email, confirmDuplicate: true });
    const submission = (await broker.post('/api/submissions', aSubmissionBody(duplicate.id))).data as { id: string };
    const policy = await aPolicy(duplicate.id, `POL-${tag}-B`);
    await app.db.uow.run((repos) =>
      repos.claims.create({
        policyId: policy.id,
        clientId: duplicate.id,
        lossDate: '2026-03-01',
        location: 'Oven room',
        description: 'Smoke damage',
        estimatedAmount: null,
        reportedById: customerUser.id,
        reportedBy: 'Test',
        createdAt: new Date().toISOString(),
      }),
    );
    expect((await customerOfB.post(`/api/threads/general/${duplicate.id}`, { content: `Question from the duplicate ${tag}` })).status).toBe(
      201,
    );
    expect((await broker.post(`/api/threads/general/${kept.id}`, { content: `Note on the kept client ${tag}` })).status).toBe(201);

    const merged = await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id });
    expect(merged.status).toBe(200);
    expect(merged.data.submissions.map((s: { id: string }) => s.id)).toEqual([submission.id]);
    expect(merged.data.policies.map((p: { id: string }) => p.id)).toEqual([policy.id]);
    expect(merged.data.claims).toHaveLength(1);
    expect(merged.data.portalAccounts.map((a: { email: string }) => a.email)).toEqual([email]);
    expect(merged.data.history[0]).toMatchObject({ action: 'Client merged' });
    expect(merged.data.history[0].details).toContain('1 message moved');
    const duplicatePage = (await broker.get(`/api/clients/${duplicate.id}`)).data;
    expect(duplicatePage.mergedInto).toEqual({ id: kept.id, name: kept.name });
    expect(duplicatePage.history[0]).toMatchObject({ action: 'Merged into another client' });
    expect(duplicatePage.history[0].details).toContain(`Merged into ${kept.name}: 1 submission, 1 policy`);

    // One thread, in the order written, on the kept client.
    const thread = await customerOfB.get(`/api/threads/general/${kept.id}`);
    expect(thread.status).toBe(200);
    expect(thread.data.messages.map((m: { content: string }) => m.content)).toEqual([
      `Question from the duplicate ${tag}`,
      `Note on the kept client ${tag}`,
    ]);
    expect((await customerOfB.get(`/api/policies/${policy.id}`)).status).toBe(200);
    expect((await customerOfB.get('/api/claims')).data.items ?? (await customerOfB.get('/api/claims')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ policyNumber: `POL-${tag}-B` })]),
    );

    expect([403, 404]).toContain((await otherCustomer.get(`/api/threads/general/${kept.id}`)).status);
    expect([403, 404]).toContain((await otherCustomer.get(`/api/policies/${policy.id}`)).status);
    expect(JSON.stringify((await otherCustomer.get('/api/claims')).data)).not.toContain(`POL-${tag}-B`);
  });

  it('answers 404 for an unknown client on either side and 422 for a client merged into itself', async () => {
    const kept = await aClient(`Lone Client ${tag}`);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await manager.post(`/api/clients/${unknown}/merge`, { duplicateId: kept.id })).status).toBe(404);
    expect((await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: unknown })).status).toBe(404);
    const itself = await manager.post(`/api/clients/${kept.id}/merge`, { duplicateId: kept.id });
    expect(itself.status).toBe(422);
    expect(itself.data.message).toBe('A client cannot be merged into itself');
  });

  it('refuses a customer, a pending manager, a broker and an insurer of a carrier, and moves nothing', async () => {
    const kept = await aClient(`Guarded Client ${tag}`, { confirmDuplicate: true });
    const duplicate = await aClient(`Guarded Client ${tag}`, { confirmDuplicate: true });
    await broker.post('/api/submissions', aSubmissionBody(duplicate.id));
    const senders = [
      (await app.signedIn('customer')).http,
      (await app.signedIn('broker_manager', { status: 'pending' })).http,
      broker,
      (await app.signedIn('insurer')).http,
    ];
    for (const http of senders) {
      expect((await http.post(`/api/clients/${kept.id}/merge`, { duplicateId: duplicate.id })).status).toBe(403);
    }
    expect((await broker.get(`/api/clients/${duplicate.id}`)).data.submissions).toHaveLength(1);
  });
});
