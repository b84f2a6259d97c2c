import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The NAICS code list over HTTP: anyone signed in searches it by code or words, at most the limit asked. */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: customer } = await app.signedIn('customer'));
});
afterAll(() => app?.close());

describe('GET /api/naics', () => {
  it('finds codes by their start and by words of their titles, for staff and customers alike', async () => {
    const byCode = await broker.get('/api/naics?q=4841');
    expect(byCode.status).toBe(200);
    expect(byCode.data.version).toBe('2022');
    expect(byCode.data.items.map((c: { code: string }) => c.code)).toEqual(['484110', '484121', '484122']);
    const byWords = await customer.get(`/api/naics?${new URLSearchParams({ q: 'retail bakeries' })}`);
    expect(byWords.status).toBe(200);
    expect(byWords.data.items).toEqual([{ code: '311811', title: 'Retail Bakeries' }]);
  });

  it('answers at most the limit, 20 unless asked, and refuses a limit outside 1..50 with 400', async () => {
    expect((await broker.get('/api/naics?q=farming')).data.items).toHaveLength(20);
    expect((await broker.get('/api/naics?q=farming&limit=3')).data.items).toHaveLength(3);
    const tooMany = await broker.get('/api/naics?limit=51');
    expect([tooMany.status, tooMany.data.message]).toEqual([400, 'limit must be a whole number between 1 and 50']);
    expect((await broker.get('/api/naics?q=a&q=b')).status).toBe(400);
  });

  it('is for signed-in accounts only', async () => {
    expect((await app.client().get('/api/naics?q=bakeries')).status).toBe(401);
  });
});
