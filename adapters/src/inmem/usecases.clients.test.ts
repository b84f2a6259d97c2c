/** Core's client use cases on the in-memory unit of work: the client list, a new client, and duplicate warnings. */
import { describe, expect, it } from 'vitest';
import {
  ClientListQuerySchema,
  createClient,
  getPolicy,
  getSubmission,
  listClients,
  listPolicies,
  lookUpSimilarClients,
  mergeClients,
  NewClientRequestSchema,
  parseOrThrow,
  SimilarClientsQuerySchema,
} from '@workbench/core';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { NOW, aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

// The use cases take what the endpoints' schemas read, so each request is read by its schema first.
const byName = (q: string) => parseOrThrow(ClientListQuerySchema, { q });
const aNewClient = (input: unknown) => parseOrThrow(NewClientRequestSchema, input);
const similarTo = (name: unknown) => parseOrThrow(SimilarClientsQuerySchema, { name });

const aNamedClient = (name: string, overrides: Parameters<typeof aClient>[0] = {}) =>
  w.uow.repos.clients.create(aClient({ name, ...overrides }));

describe('listClients', () => {
  it('lists clients by name, and finds them by name, contact person or address', async () => {
    const [zephyr, acme] = [await aNamedClient('Zephyr Freight'), await aNamedClient('Acme Tools', { contactPerson: 'Dana Reyes' })];
    const broker = await w.anActor('broker');
    const names = (await listClients(w.deps)(broker)).map((c) => c.name);
    expect(names.indexOf('Acme Tools')).toBeLessThan(names.indexOf('Zephyr Freight'));
    expect((await listClients(w.deps)(broker, byName(' freight '))).map((c) => c.id)).toEqual([zephyr.id]);
    expect((await listClients(w.deps)(broker, byName('dana'))).map((c) => c.id)).toEqual([acme.id]);
    expect((await listClients(w.deps)(broker, byName(acme.email!.toUpperCase()))).map((c) => c.id)).toEqual([acme.id]);
    expect(await listClients(w.deps)(broker, byName('   '))).toHaveLength(3);
  });

  it('refuses a customer and a broker not yet approved', async () => {
    expect(await failure(listClients(w.deps)(await w.theCustomer()))).toBe('forbidden');
    expect(await failure(listClients(w.deps)(await w.anActor('broker', { status: 'pending' })))).toBe('forbidden');
  });
});

describe('createClient', () => {
  it("stores the wizard's new client with its empty fields as none, and lists it", async () => {
    const broker = await w.anActor('broker');
    const created = await createClient(w.deps)(broker, aNewClient({ name: '  Harbor Bakery ', email: 'owner@harbor.example', phone: '' }));
    expect(created).toMatchObject({ name: 'Harbor Bakery', email: 'owner@harbor.example', phone: null, contactPerson: null });
    expect((await listClients(w.deps)(broker, byName('harbor'))).map((c) => c.id)).toEqual([created.id]);
  });

  it('refuses a client without a name or with a bad address, and a customer, storing nothing', async () => {
    expect(() => aNewClient({ name: ' ', email: 'nope' })).toThrow(
      expect.objectContaining({
        code: 'invalid',
        issues: [expect.objectContaining({ path: 'name' }), expect.objectContaining({ path: 'email' })],
      }),
    );
    expect(await failure(createClient(w.deps)(await w.theCustomer(), aNewClient({ name: 'Sneaky Ltd' })))).toBe('forbidden');
    expect(await w.uow.repos.clients.list()).toHaveLength(1);
  });
});

describe('lookUpSimilarClients', () => {
  it('warns of clients with a resembling name, most similar first, each with its open submissions only', async () => {
    const exact = await aNamedClient('Brightwater Logistics LLC');
    const close = await aNamedClient('Brightwater Logistic');
    await aNamedClient('Harbor Bakery');
    const open = await w.aSubmission('in_review', false, { clientId: exact.id });
    await w.aSubmission('approved', false, { clientId: exact.id });
    const similar = await lookUpSimilarClients(w.deps)(await w.anActor('broker'), similarTo('brightwater logistics'));
    expect(similar.map((s) => s.client.id)).toEqual([exact.id, close.id]);
    expect(similar[0].score).toBeGreaterThanOrEqual(similar[1].score);
    expect(similar[0].openSubmissions).toEqual([{ id: open.id, submissionId: open.submissionId, status: 'in_review' }]);
    expect(similar[1].openSubmissions).toEqual([]);
  });

  it('asks for a name, and refuses a customer', async () => {
    expect(() => similarTo('  ')).toThrow('Enter a client name to compare');
    expect(() => similarTo(undefined)).toThrow('Enter a client name to compare');
    expect(await failure(lookUpSimilarClients(w.deps)(await w.theCustomer(), similarTo('Brightwater')))).toBe('forbidden');
  });
});

describe('mergeClients and portal access', () => {
  it("gives the kept client the duplicate's address, so its customer keeps what moved and no one else gains it", async () => {
    const duplicate = await aNamedClient('Acme Mfg', { email: 'sam@acme-mfg.example' });
    const submission = await w.uow.repos.submissions.create(aSubmissionRecord(duplicate.id, { shareWithClient: true }));
    const policy = await w.aPolicy({ clientId: duplicate.id });
    const samOfTheDuplicate = await w.anActor('customer', { email: 'Sam@ACME-mfg.example', emailVerified: true });
    const stranger = await w.anActor('customer', { email: 'else@example.com', emailVerified: true });
    const manager = await w.anActor('broker_manager');

    const record = await mergeClients(w.deps)(manager, w.clientId, { duplicateId: duplicate.id });
    expect(record.history[0]!.details).toContain('Portal accounts at sam@acme-mfg.example reach this client now.');
    expect(await w.uow.repos.clients.portalAddresses(w.clientId)).toEqual([
      { email: 'sam@acme-mfg.example', addedAt: NOW.toISOString(), reason: 'merge' },
    ]);
    expect((await getSubmission(w.deps)(samOfTheDuplicate, submission.id)).id).toBe(submission.id);
    expect((await getPolicy(w.deps)(samOfTheDuplicate, policy.id)).id).toBe(policy.id);
    expect((await listPolicies(w.deps)(samOfTheDuplicate)).map((p) => p.id)).toEqual([policy.id]);
    expect(await failure(getSubmission(w.deps)(stranger, submission.id))).toBe('not_found');
    expect(await failure(getPolicy(w.deps)(stranger, policy.id))).toBe('not_found');
    // The customer of the kept client's own address keeps theirs too.
    expect((await getPolicy(w.deps)(await w.theCustomer(), policy.id)).id).toBe(policy.id);
  });
});
