import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let insurer: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: insurer } = await app.signedIn('insurer'));
});
afterAll(() => app?.close());

const ids = (response: { data: { id: string }[] }) => response.data.map((s) => s.id);

describe('GET /api/submissions?open=', () => {
  it('gives only the open submissions among the matches with open=true, only the decided ones with open=false', async () => {
    const name = `Openfilter Foods ${Date.now()}`;
    const { submission: decided } = await aSubmissionFor(broker, { client: { name } });
    await broker.post(`/api/submissions/${decided.id}/submit-for-review`);
    expect(
      (
        await insurer.post(`/api/submissions/${decided.id}/decision`, {
          decision: 'rejected',
          note: 'Outside appetite',
          customerReason: 'Outside appetite',
        })
      ).status,
    ).toBe(200);
    const { submission: open } = await aSubmissionFor(broker, { client: { name } });

    const q = encodeURIComponent(name);
    const onlyOpen = await broker.get(`/api/submissions?q=${q}&open=true`);
    expect(onlyOpen.status).toBe(200);
    expect(ids(onlyOpen)).toEqual([open.id]);
    expect(onlyOpen.headers.get('x-total-count')).toBe('1');
    // The first match is the decided one: a page of one still finds the open submission.
    expect(ids(await broker.get(`/api/submissions?q=${q}&open=true&limit=1`))).toEqual([open.id]);
    expect(ids(await broker.get(`/api/submissions?q=${q}&open=false`))).toEqual([decided.id]);
    expect(ids(await broker.get(`/api/submissions?q=${q}`)).sort()).toEqual([decided.id, open.id].sort());
  });

  it('refuses anything but true or false', async () => {
    const response = await broker.get('/api/submissions?open=yes');
    expect(response.status).toBe(400);
    expect(response.data.message).toBe("open must be 'true' or 'false'");
  });
});
