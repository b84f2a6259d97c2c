import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The facts an application asks for on the client page, over HTTP on a real database: staff set them over
 * the version they read, a bad value is refused with 400 and changes nothing, the history states a FEIN by
 * its last four digits, and neither lists nor any customer (the client's own included) read them.
 */
let app: TestApp;
let broker: HttpClient;
let tag: string;

const FACTS = {
  fein: '12-3456789',
  entityType: 'llc',
  naicsCode: '311811',
  yearStarted: 1998,
  annualRevenue: '2,500,000',
  annualPayroll: 640000,
  fullTimeEmployees: 18,
  partTimeEmployees: '4',
  operations: 'Bakes bread and pastries on site and sells them over the counter.',
  website: 'www.harbor-bakery.example',
};

const aClient = async (overrides: Record<string, unknown> = {}) =>
  (await broker.post('/api/clients', aClientBody({ name: `Harbor Bakery ${tag} ${crypto.randomUUID().slice(0, 6)}`, ...overrides })))
    .data as { id: string; name: string; version: number };

beforeAll(async () => {
  app = await startTestApp();
  tag = `F${Date.now().toString(36)}`;
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Bea Broker' }));
});
afterAll(() => app?.close());

describe('the facts an application asks for', () => {
  it('are set by staff over the version read, answered on the client page with the NAICS title, and recorded with the FEIN masked', async () => {
    const client = await aClient();
    const saved = await broker.patch(`/api/clients/${client.id}`, { ...FACTS, version: client.version });
    expect(saved.status).toBe(200);
    expect(saved.data.client).toMatchObject({
      ...FACTS,
      annualRevenue: 2500000,
      partTimeEmployees: 4,
      naicsTitle: 'Retail Bakeries',
      version: client.version + 1,
    });
    const page = await broker.get(`/api/clients/${client.id}`);
    expect(page.headers.get('etag')).toBe(`"${client.version + 1}"`);
    expect(page.data.client.fein).toBe('12-3456789');
    const line = page.data.history[0].details as string;
    expect(line).toContain('FEIN: empty → “••-•••6789”');
    expect(line).toContain('Annual revenue: empty → “$2,500,000”');
    expect(line).toContain('NAICS code: empty → “311811 Retail Bakeries”');
    expect(line).not.toContain('3456789');

    const stale = await broker.patch(`/api/clients/${client.id}`, { fein: '98-7654321', version: client.version });
    expect(stale.status).toBe(409);
    const byHeader = await broker.request('PATCH', `/api/clients/${client.id}`, {
      json: { fein: '987654321' },
      headers: { 'If-Match': `"${client.version + 1}"` },
    });
    expect([byHeader.status, byHeader.data.client.fein]).toEqual([200, '98-7654321']);
    const cleared = await broker.patch(`/api/clients/${client.id}`, { naicsCode: '', annualRevenue: null });
    expect([cleared.data.client.naicsCode, cleared.data.client.naicsTitle, cleared.data.client.annualRevenue]).toEqual([null, null, null]);
  });

  it.each([
    [{ fein: '12-345678' }, 'FEIN must be 9 digits, written NN-NNNNNNN'],
    [{ fein: '123-456789' }, 'FEIN must be 9 digits, written NN-NNNNNNN'],
    [{ entityType: 'plc' }, 'Entity type must be one of corporation, llc, partnership, sole_proprietor, non_profit, trust, other'],
    [{ naicsCode: '311810' }, 'NAICS code must be a six-digit code of NAICS 2022'],
    [{ annualRevenue: 1000.5 }, 'Annual revenue must be a whole number'],
    [{ annualPayroll: -1 }, 'Annual payroll must not be negative'],
    [{ fullTimeEmployees: 'many' }, 'Full-time employees must be a number'],
    [{ yearStarted: 1700 }, 'Year started must be at least 1800'],
    [{ yearStarted: new Date().getUTCFullYear() + 1 }, `Year started must be at most ${new Date().getUTCFullYear()}`],
    [{ website: 'not a website' }, 'Website must be an address such as www.example.com'],
  ])('refuses %j with 400 and changes nothing', async (bad, message) => {
    const client = await aClient();
    await broker.patch(`/api/clients/${client.id}`, FACTS);
    const before = (await broker.get(`/api/clients/${client.id}`)).data;
    const refused = await broker.patch(`/api/clients/${client.id}`, { phone: '555 0199', ...bad });
    expect([refused.status, refused.data.code, refused.data.message]).toEqual([400, 'validation', message]);
    expect((await broker.get(`/api/clients/${client.id}`)).data).toEqual(before);
  });

  it('stay off every list and away from customers, the client’s own included', async () => {
    const email = `facts-${tag}@example.com`.toLowerCase();
    const own = await app.signedIn('customer', { email });
    const other = await app.signedIn('customer');
    const client = await aClient({ email });
    await broker.patch(`/api/clients/${client.id}`, FACTS);

    const list = await broker.get(`/api/clients?q=${encodeURIComponent(client.name)}`);
    const directory = await broker.get(`/api/clients/directory?q=${encodeURIComponent(client.name)}`);
    const similar = await broker.get(`/api/clients/similar?name=${encodeURIComponent(client.name)}`);
    for (const listed of [list.data[0], directory.data.items[0], similar.data[0].client]) {
      expect(listed.id).toBe(client.id);
      expect(Object.keys(listed)).not.toContain('fein');
      expect(JSON.stringify(listed)).not.toContain('3456789');
    }

    const profile = await own.http.get('/api/profile');
    expect(profile.data.clients.map((c: { id: string }) => c.id)).toEqual([client.id]);
    expect(JSON.stringify(profile.data)).not.toContain('3456789');
    for (const customer of [own.http, other.http]) {
      const page = await customer.get(`/api/clients/${client.id}`);
      expect(page.status).toBe(403);
      expect(JSON.stringify(page.data)).not.toContain('3456789');
      expect((await customer.patch(`/api/clients/${client.id}`, { fein: '11-1111111' })).status).toBe(403);
    }
    expect((await broker.get(`/api/clients/${client.id}`)).data.client.fein).toBe('12-3456789');
  });
});
