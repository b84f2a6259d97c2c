import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENDPOINTS, signInSenders, type JsonEndpoint, type Sender } from '../testing/hostile/endpoints.ts';
import { aFullSubmission, type Fixture } from '../testing/hostile/fixture.ts';
import { dataSnapshot } from '../testing/hostile/snapshot.ts';
import { files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Cross-site request forgery on every state-changing route (edge.test.ts checks one route with a foreign
 * Origin and Referer; app.test.ts one form post): a foreign Origin or Referer is refused with 403, the body
 * types a foreign page can send without a CORS preflight are refused with 415, and nothing is written.
 */
let app: TestApp;
let fixture: Fixture;
let senders: Map<Sender, HttpClient>;

beforeAll(async () => {
  app = await startTestApp();
  senders = await signInSenders(app);
  fixture = await aFullSubmission(senders.get('broker')!);
});
afterAll(() => app?.close());

type Attempt = (headers: Record<string, string>) => Promise<{ status: number; data: any }>;

const jsonAttempt =
  (endpoint: JsonEndpoint): Attempt =>
  (headers) =>
    senders.get(endpoint.as)!.request(endpoint.method, endpoint.path(fixture), { json: endpoint.valid(fixture), headers });

const OTHER_WRITES: [string, Attempt][] = [
  [
    'DELETE /api/submissions/{id}/properties/{rowId}',
    (headers) =>
      senders.get('broker')!.request('DELETE', `/api/submissions/${fixture.submissionId}/properties/${fixture.propertyId}`, { headers }),
  ],
  [
    'DELETE /api/submissions/{id}/vehicles/{rowId}',
    (headers) =>
      senders.get('broker')!.request('DELETE', `/api/submissions/${fixture.submissionId}/vehicles/${fixture.vehicleId}`, { headers }),
  ],
  ['POST /api/submissions/{id}/documents', (headers) => upload(`/api/submissions/${fixture.submissionId}/documents`, 'document', headers)],
  [
    'POST /api/submissions/{id}/messages (multipart)',
    (headers) => upload(`/api/submissions/${fixture.submissionId}/messages`, 'attachments', headers, true),
  ],
  ['POST /api/documents/parse', (headers) => upload('/api/documents/parse', 'document', headers)],
  ['POST /api/auth/logout', (headers) => senders.get('broker')!.request('POST', '/api/auth/logout', { headers })],
];

function upload(path: string, field: string, headers: Record<string, string>, withMessage = false) {
  const form = new FormData();
  if (withMessage) for (const [k, v] of Object.entries({ to: 'a@b.example', subject: 'Hi', content: 'Hello' })) form.append(k, v);
  form.append(field, new Blob([files.csv() as BlobPart]), 'values.csv');
  return senders.get('broker')!.request('POST', path, { body: form, headers });
}

const WRITES: [string, Attempt][] = [...JSON_ENDPOINTS.map((e) => [e.name, jsonAttempt(e)] as [string, Attempt]), ...OTHER_WRITES];

function foreignHeaders(): [string, Record<string, string>][] {
  const { host, port } = new URL(app.url);
  return [
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a look-alike host', { origin: `http://${host}.evil.example` }],
    ['another port on this machine', { origin: `http://127.0.0.1:${Number(port) + 1}` }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/attack.html' }],
  ];
}

describe.each(WRITES)('%s', (_name, attempt) => {
  it('refuses a request from another origin with 403 and writes nothing', async () => {
    for (const [, headers] of foreignHeaders()) {
      const before = await dataSnapshot(app.db.knex);
      const response = await attempt(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.data).toEqual({ code: expect.any(String), message: 'Cross-site request refused' });
      expect(await dataSnapshot(app.db.knex)).toEqual(before);
    }
    // The caller is still signed in: the refused logout did not end the session.
    expect((await senders.get('broker')!.get('/api/auth/user')).status).toBe(200);
  });
});

describe.each(JSON_ENDPOINTS.map((e) => [e.name, e] as const))('%s', (_name, endpoint) => {
  it.each([
    ['text/plain', (body: string) => body],
    ['application/x-www-form-urlencoded', (body: string) => `data=${encodeURIComponent(body)}`],
  ])('refuses a %s body, the kind a foreign form can send, with 415 and writes nothing', async (contentType, encode) => {
    const before = await dataSnapshot(app.db.knex);
    const response = await senders.get(endpoint.as)!.request(endpoint.method, endpoint.path(fixture), {
      body: encode(JSON.stringify(endpoint.valid(fixture))),
      headers: { 'content-type': contentType, origin: app.url },
    });
    expect(response.status).toBe(415);
    expect(response.data.message).toBe('Send the body as JSON (or multipart/form-data for files)');
    expect(await dataSnapshot(app.db.knex)).toEqual(before);
  });
});

describe('reading across origins', () => {
  it('grants no CORS access: a foreign page can neither preflight nor read an answer', async () => {
    const broker = senders.get('broker')!;
    const preflight = await broker.request('OPTIONS', '/api/clients', {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await broker.get('/api/submissions', { origin: 'https://evil.example' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts the same requests from this origin', async () => {
    const response = await senders
      .get('broker')!
      .post('/api/clients', { name: 'Same Origin Ltd' }, { origin: app.url, referer: `${app.url}/create-submission/client` });
    expect(response.status).toBe(201);
  });
});
