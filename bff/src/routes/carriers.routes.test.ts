import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aQuote, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The carrier directory over HTTP against the database: staff read it, brokers and broker managers keep
 * it, quotes choose their carrier from it, and a carrier's figures (quotes, hit ratio per product) are
 * the database's own count.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let clientId: string;
const run = Date.now().toString(36);

const aCarrier = (overrides: Record<string, unknown> = {}) => ({
  name: `Carrier ${run} ${Math.random().toString(36).slice(2, 7)}`,
  appetite: [
    { product: null, note: 'Mid-market manufacturing' },
    { product: 'commercial_auto', note: 'Fleets up to 100 vehicles' },
  ],
  contacts: [{ name: 'Ann Lee', email: 'ann@carrier.example', phone: '+1 555 0100', role: 'Underwriter' }],
  ...overrides,
});

const aSubmission = async (product: string) => {
  const created = await broker.post('/api/submissions', aSubmissionBody(clientId));
  expect(created.status).toBe(201);
  await app.db.knex('submissions').where({ id: created.data.id }).update({ product });
  return created.data.id as string;
};
const decide = (id: string, status: string) => app.db.knex('submissions').where({ id }).update({ status });

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: insurer } = await app.signedIn('insurer'));
  ({ http: customer } = await app.signedIn('customer'));
  clientId = (await broker.post('/api/clients', aClientBody())).data.id;
});
afterAll(() => app?.close());

describe('keeping the directory', () => {
  it('adds a carrier with appetite notes and contacts, finds it by name or appetite, and pages the list', async () => {
    const created = await broker.post('/api/carriers', aCarrier({ name: `Acme Re ${run}` }));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: `Acme Re ${run}`,
      active: true,
      quotesCount: 0,
      hitRatio: null,
      appetite: [
        { product: null, note: 'Mid-market manufacturing' },
        { product: 'commercial_auto', note: 'Fleets up to 100 vehicles' },
      ],
      contacts: [{ name: 'Ann Lee', email: 'ann@carrier.example', phone: '+1 555 0100', role: 'Underwriter' }],
      byProduct: [],
      quotes: [],
    });
    expect(created.data.history[0]).toMatchObject({ action: 'Carrier added' });
    await broker.post('/api/carriers', aCarrier({ name: `Acme Specialty ${run}`, appetite: [{ note: `Cold storage ${run}` }] }));

    const byName = await insurer.get(`/api/carriers?q=${encodeURIComponent(`acme re ${run}`)}`);
    expect(byName.status).toBe(200);
    expect(byName.data.items.map((c: { name: string }) => c.name)).toEqual([`Acme Re ${run}`]);
    const byAppetite = await broker.get(`/api/carriers?q=${encodeURIComponent(`cold storage ${run}`)}`);
    expect(byAppetite.data.items.map((c: { name: string }) => c.name)).toEqual([`Acme Specialty ${run}`]);

    const first = await broker.get(`/api/carriers?q=acme&limit=1`);
    const second = await broker.get(`/api/carriers?q=acme&limit=1&offset=1`);
    expect(first.data.total).toBeGreaterThanOrEqual(2);
    expect(first.headers.get('x-total-count')).toBe(String(first.data.total));
    expect(first.data.items).toHaveLength(1);
    expect(second.data.items[0].name).not.toBe(first.data.items[0].name);
    expect((await broker.get('/api/carriers?limit=0')).status).toBe(400);
  });

  it('edits the appetite note and the active flag with a history entry, and refuses a name already taken', async () => {
    const a = (await broker.post('/api/carriers', aCarrier())).data;
    const b = (await broker.post('/api/carriers', aCarrier())).data;
    const edited = await manager.patch(`/api/carriers/${a.id}`, { appetite: [{ product: null, note: 'No trucking' }], active: false });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ appetite: [{ product: null, note: 'No trucking' }], active: false });
    expect(edited.data.history[0]).toMatchObject({ action: 'Carrier updated', details: 'Changed active flag, appetite notes (inactive)' });
    expect((await broker.get(`/api/carriers?active=false&q=${encodeURIComponent(a.name)}`)).data.total).toBe(1);

    const clash = await broker.patch(`/api/carriers/${b.id}`, { name: ` ${a.name.toUpperCase()} ` });
    expect(clash.status).toBe(409);
    expect((await broker.post('/api/carriers', aCarrier({ name: a.name.toLowerCase() }))).status).toBe(409);
    expect((await broker.patch(`/api/carriers/${a.id}`, { contacts: [{ name: 'X', email: 'not-mail' }] })).status).toBe(400);
    expect((await broker.patch(`/api/carriers/${a.id}`, {})).status).toBe(400);
    expect((await broker.get(`/api/carriers/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await broker.get('/api/carriers/not-an-id')).status).toBe(404);
  });
});

describe('who may', () => {
  it('lets an insurer read but not change the directory', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    expect((await insurer.get(`/api/carriers/${carrier.id}`)).status).toBe(200);
    expect((await insurer.post('/api/carriers', aCarrier())).status).toBe(403);
    expect((await insurer.patch(`/api/carriers/${carrier.id}`, { active: false })).status).toBe(403);
  });

  it('refuses a customer, a pending account and a visitor everything', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const http of [customer, pending]) {
      expect((await http.get('/api/carriers')).status).toBe(403);
      expect((await http.get(`/api/carriers/${carrier.id}`)).status).toBe(403);
      expect((await http.post('/api/carriers', aCarrier())).status).toBe(403);
      expect((await http.patch(`/api/carriers/${carrier.id}`, { active: false })).status).toBe(403);
    }
    expect((await app.client().get('/api/carriers')).status).toBe(401);
    expect((await broker.get(`/api/carriers/${carrier.id}`)).data.active).toBe(true);
  });
});

describe('quotes and their carrier', () => {
  it('stores a quote for a directory carrier by id and answers its name; an unknown id is refused', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    const submission = await aSubmission('commercial_property');
    const { carrier: _name, ...withoutName } = aQuote();
    const quote = await broker.post(`/api/submissions/${submission}/quotes`, { ...withoutName, carrierId: carrier.id });
    expect(quote.status).toBe(201);
    expect(quote.data).toMatchObject({ carrier: carrier.name, carrierId: carrier.id });
    const unknown = await broker.post(`/api/submissions/${submission}/quotes`, { ...withoutName, carrierId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.data.issues[0]).toMatchObject({ path: 'carrierId' });
    expect((await broker.post(`/api/submissions/${submission}/quotes`, withoutName)).status).toBe(400);
    const detail = await broker.get(`/api/carriers/${carrier.id}`);
    expect(detail.data.quotes).toEqual([
      expect.objectContaining({ id: quote.data.id, submissionRecordId: submission, product: 'commercial_property', amount: 4250 }),
    ]);
  });

  it('links a quote sent with a carrier name only to the directory carrier of that name, adding it when new', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    const submission = await aSubmission('commercial_auto');
    const known = await broker.post(`/api/submissions/${submission}/quotes`, aQuote({ carrier: `  ${carrier.name.toLowerCase()} ` }));
    expect(known.data).toMatchObject({ carrier: carrier.name, carrierId: carrier.id });
    const newName = `Brand New Mutual ${run}`;
    const fresh = await broker.post(`/api/submissions/${submission}/quotes`, aQuote({ carrier: newName }));
    expect(fresh.data.carrier).toBe(newName);
    expect((await broker.get(`/api/carriers/${fresh.data.carrierId}`)).data).toMatchObject({ name: newName, quotesCount: 1 });
  });

  it('renaming a carrier renames its quotes, so reports reading the quote name agree', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    const submission = await aSubmission('commercial_auto');
    await broker.post(`/api/submissions/${submission}/quotes`, aQuote({ carrier: carrier.name }));
    await broker.patch(`/api/carriers/${carrier.id}`, { name: `${carrier.name} Group` });
    const detail = await broker.get(`/api/submissions/${submission}`);
    expect(detail.data.quotes[0].carrier).toBe(`${carrier.name} Group`);
  });
});

describe('a carrier’s figures', () => {
  it('counts its quotes and its hit ratio per product: accepted quotes on approved submissions over all its quotes', async () => {
    const carrier = (await broker.post('/api/carriers', aCarrier())).data;
    const other = (await broker.post('/api/carriers', aCarrier())).data;
    const quote = (submission: string, status: string, carrierId = carrier.id) =>
      broker.post(`/api/submissions/${submission}/quotes`, { carrierId, amount: 1000, status });
    const propertyWon = await aSubmission('commercial_property');
    const propertyOpen = await aSubmission('commercial_property');
    const auto = await aSubmission('commercial_auto');
    await quote(propertyWon, 'Approved');
    await quote(propertyWon, 'Declined');
    await quote(propertyOpen, 'Approved'); // accepted, but the submission is not approved yet: no hit
    await quote(auto, 'Bound');
    await quote(auto, 'Pending');
    await quote(auto, 'Declined');
    await quote(auto, ' accepted ');
    await quote(auto, 'Approved', other.id); // another carrier's
    await decide(propertyWon, 'approved');
    await decide(auto, 'approved');

    const detail = await broker.get(`/api/carriers/${carrier.id}`);
    expect(detail.data).toMatchObject({ quotesCount: 7, hitRatio: 0.4286 });
    expect(detail.data.byProduct).toEqual([
      { product: 'commercial_auto', quotes: 4, bound: 2, hitRatio: 0.5 },
      { product: 'commercial_property', quotes: 3, bound: 1, hitRatio: 0.3333 },
    ]);
    const listed = await broker.get(`/api/carriers?q=${encodeURIComponent(carrier.name)}`);
    expect(listed.data.items[0]).toMatchObject({ quotesCount: 7, hitRatio: 0.4286 });
    expect((await broker.get(`/api/carriers/${other.id}`)).data).toMatchObject({ quotesCount: 1, hitRatio: 1 });
  });
});
