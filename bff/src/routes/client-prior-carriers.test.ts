import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A client's prior carriers, as an application's prior-carrier section asks for them, over HTTP on a real
 * database: staff replace the list over the version they read, it is kept latest term first, the history
 * names what was added and removed, a bad entry is refused with 400 and changes nothing, and no customer,
 * the client's own included, reads or writes it.
 */
let app: TestApp;
let broker: HttpClient;

const GL_2025 = {
  line: 'general_liability',
  carrier: 'Harbor Mutual',
  policyNumber: 'GL-88120',
  effectiveDate: '2025-01-01',
  expiryDate: '2026-01-01',
  premium: '12,400',
};
const PROPERTY_2024 = {
  line: 'property',
  carrier: 'Atlas Commercial',
  effectiveDate: '2024-01-01',
  expiryDate: '2025-01-01',
  premium: 8800,
};

const aClient = async (overrides: Record<string, unknown> = {}) =>
  (await broker.post('/api/clients', aClientBody({ name: `Prior Carrier Client ${crypto.randomUUID().slice(0, 8)}`, ...overrides })))
    .data as { id: string; name: string; version: number };

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker', { fullName: 'Bea Broker' }));
});
afterAll(() => app?.close());

describe("a client's prior carriers", () => {
  it('are replaced whole over the version read, kept latest term first, and named in the history', async () => {
    const client = await aClient();
    const saved = await broker.patch(`/api/clients/${client.id}`, { priorCarriers: [PROPERTY_2024, GL_2025], version: client.version });
    expect(saved.status).toBe(200);
    expect(saved.data.client.priorCarriers).toEqual([
      { ...GL_2025, premium: 12400 },
      { ...PROPERTY_2024, policyNumber: null },
    ]);
    expect(saved.data.history[0].details).toBe(
      'Prior carrier added: “General Liability, Harbor Mutual, GL-88120, 2025-01-01 to 2026-01-01, $12,400”; ' +
        'Prior carrier added: “Property, Atlas Commercial, 2024-01-01 to 2025-01-01, $8,800”',
    );

    const stale = await broker.patch(`/api/clients/${client.id}`, { priorCarriers: [], version: client.version });
    expect(stale.status).toBe(409);
    const removed = await broker.patch(`/api/clients/${client.id}`, { priorCarriers: [GL_2025], version: client.version + 1 });
    expect(removed.data.client.priorCarriers).toHaveLength(1);
    expect(removed.data.history[0].details).toBe('Prior carrier removed: “Property, Atlas Commercial, 2024-01-01 to 2025-01-01, $8,800”');
    expect((await broker.get(`/api/clients/${client.id}`)).data.client.priorCarriers).toEqual([{ ...GL_2025, premium: 12400 }]);
  });

  it.each([
    [
      { ...GL_2025, line: 'aviation' },
      '0.line',
      'Line must be one of property, general_liability, auto, workers_comp, umbrella, marine_cargo, other',
    ],
    [{ ...GL_2025, carrier: ' ' }, '0.carrier', 'Carrier is required'],
    [{ ...GL_2025, effectiveDate: '2025-02-30' }, '0.effectiveDate', 'Effective date must be a date (YYYY-MM-DD)'],
    [{ ...GL_2025, expiryDate: '2024-12-31' }, '0.expiryDate', 'Expiry date must be after the effective date'],
    [{ ...GL_2025, premium: 10.5 }, '0.premium', 'Premium must be a whole number'],
    [{ ...GL_2025, premium: -1 }, '0.premium', 'Premium must not be negative'],
  ])('refuses %j with 400 naming the field, and changes nothing', async (bad, path, message) => {
    const client = await aClient();
    await broker.patch(`/api/clients/${client.id}`, { priorCarriers: [PROPERTY_2024] });
    const before = (await broker.get(`/api/clients/${client.id}`)).data;
    const refused = await broker.patch(`/api/clients/${client.id}`, { phone: '555 0199', priorCarriers: [bad] });
    expect([refused.status, refused.data.code, refused.data.message]).toEqual([400, 'validation', message]);
    expect(refused.data.issues[0].path).toBe(`priorCarriers.${path}`);
    expect((await broker.get(`/api/clients/${client.id}`)).data).toEqual(before);
  });

  it('refuses a list longer than forty entries', async () => {
    const client = await aClient();
    const refused = await broker.patch(`/api/clients/${client.id}`, { priorCarriers: Array.from({ length: 41 }, () => PROPERTY_2024) });
    expect([refused.status, refused.data.message]).toEqual([400, 'At most 40 prior carriers']);
  });

  it('are read and written by staff alone: customers, the client’s own included, are refused', async () => {
    const email = `prior-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const own = await app.signedIn('customer', { email });
    const other = await app.signedIn('customer');
    const pending = await app.signedIn('broker', { status: 'pending' });
    const client = await aClient({ email });
    await broker.patch(`/api/clients/${client.id}`, { priorCarriers: [GL_2025] });
    for (const outsider of [own.http, other.http, pending.http]) {
      const page = await outsider.get(`/api/clients/${client.id}`);
      expect(page.status).toBe(403);
      expect(JSON.stringify(page.data)).not.toContain('Harbor Mutual');
      expect((await outsider.patch(`/api/clients/${client.id}`, { priorCarriers: [] })).status).toBe(403);
    }
    const profile = await own.http.get('/api/profile');
    expect(JSON.stringify(profile.data)).not.toContain('Harbor Mutual');
    expect((await broker.get(`/api/clients/${client.id}`)).data.client.priorCarriers).toHaveLength(1);
  });
});
