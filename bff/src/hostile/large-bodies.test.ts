import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProperty, aVehicle } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { aFullSubmission, expectContained, expectStillServing, type Fixture } from '../testing/hostile/fixture.ts';

/** Bodies at the size limits: the longest lists and the deepest nesting a 1 MB body can hold. */
let app: TestApp;
let broker: HttpClient;
let fixture: Fixture;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  fixture = await aFullSubmission(broker);
});
afterAll(() => app?.close());

const sendRaw = (path: string, text: string) =>
  expectContained(app, `POST ${path} (${text.length} chars)`, () =>
    broker.request('POST', path, { body: text, headers: { 'content-type': 'application/json' } }),
  );

describe('long schedules in one request', () => {
  it('stores 4,300 full property rows sent at once (more bind parameters than one SQL statement takes)', async () => {
    const rows = Array.from({ length: 4300 }, (_, i) => aProperty({ name: `P${i}` }));
    const response = await broker.post(`/api/submissions/${fixture.submissionId}/properties`, rows);
    expect(response.status).toBe(201);
    expect(response.data).toHaveLength(4300);
    expect(response.data.at(-1).name).toBe('P4299');
    const detail = await broker.get(`/api/submissions/${fixture.submissionId}`);
    expect(detail.data.properties).toHaveLength(4301);
  });

  it.each(['properties', 'vehicles'])('refuses more than 5,000 %s in one request and stores none', async (kind) => {
    const response = await sendRaw(
      `/api/submissions/${fixture.submissionId}/${kind}`,
      JSON.stringify(Array.from({ length: 20_000 }, () => ({}))),
    );
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(`At most 5000 ${kind} per request`);
  });

  it('stores a vehicle list of exactly 5,000 rows', async () => {
    const rows = Array.from({ length: 5000 }, () => ({ make: 'Ford' }));
    const response = await broker.post(`/api/submissions/${fixture.submissionId}/vehicles`, rows);
    expect(response.status).toBe(201);
    expect(response.data).toHaveLength(5000);
    expect(response.data[4999]).toMatchObject({ make: aVehicle().make });
  });
});

describe('nesting and size', () => {
  it.each([
    ['100,000 nested arrays', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
    ['a 900 KB string', JSON.stringify({ name: 'x'.repeat(900_000) })],
    ['a 900 KB key', `{"${'k'.repeat(900_000)}": 1}`],
    ['200,000 keys', `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":0`).join(',')}}`.slice(0, 1_000_000).replace(/,[^,]*$/, '}')],
  ])('answers %s without a 5xx and stays up', async (_name, text) => {
    // Unknown keys are ignored, so an all-optional property may legitimately be created from it.
    await sendRaw(`/api/submissions/${fixture.submissionId}/properties`, text);
    expect((await sendRaw('/api/clients', text)).status).toBe(400);
    expect((await sendRaw(`/api/submissions/${fixture.submissionId}/messages`, text)).status).toBe(400);
    await expectStillServing(app, broker);
  });
});
