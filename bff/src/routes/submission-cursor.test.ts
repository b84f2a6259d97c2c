import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  for (let i = 0; i < 5; i++) await aSubmissionFor(broker);
});
afterAll(() => app?.close());

describe('keyset paging of the submission list', () => {
  it('gives the next page through X-Next-Cursor: the same rows as the offsets, with the same total', async () => {
    const all = await broker.get('/api/submissions?limit=500');
    const ids = (all.data as Array<{ id: string }>).map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    const walked: string[] = [];
    let url = '/api/submissions?limit=2';
    for (;;) {
      const page = await broker.get(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-total-count')).toBe(String(ids.length));
      walked.push(...(page.data as Array<{ id: string }>).map((s) => s.id));
      const next = page.headers.get('x-next-cursor');
      if (!next) break;
      // A repeat read (from the read cache) says the same.
      expect((await broker.get(url)).headers.get('x-next-cursor')).toBe(next);
      url = `/api/submissions?limit=2&after=${encodeURIComponent(next)}`;
    }
    expect(walked).toEqual(ids);
  });

  it('refuses a cursor it did not give, with a clear message', async () => {
    for (const after of ['yesterday', '123_not-a-uuid', "1'; drop table submissions; --"]) {
      const response = await broker.get(`/api/submissions?after=${encodeURIComponent(after)}`);
      expect(response.status).toBe(400);
      expect(response.text).toContain('after must be the X-Next-Cursor of a previous page');
    }
  });
});
