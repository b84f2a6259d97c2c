import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProperty, aVehicle } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { rawRequest } from '../testing/raw-request.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { hostileId, hostileQuery } from '../testing/hostile/arbitraries.ts';
import { aFullSubmission, expectContained, expectStillServing, type Fixture } from '../testing/hostile/fixture.ts';

/**
 * Query strings and path ids no client of ours sends: negative, NaN and huge numbers, repeated parameters,
 * pollution keys, broken percent-encoding, garbage ids. Never a 5xx; reads write nothing; a refused write
 * writes nothing.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let fixture: Fixture;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  const signedIn = await app.signedIn('customer');
  customer = signedIn.http;
  fixture = await aFullSubmission(broker, app);
});
afterAll(() => app?.close());

const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

const LIST_PARAMS = [
  'status',
  'transactionType',
  'priority',
  'product',
  'q',
  'assignedTo',
  'createdBy',
  'isNew',
  'dueFrom',
  'dueTo',
  'limit',
  'offset',
];

const queried: [string, string[], () => HttpClient][] = [
  ['/api/submissions', LIST_PARAMS, () => broker],
  ['/api/submissions', LIST_PARAMS, () => customer],
  ['/api/activity', ['limit'], () => broker],
  ['/api/activity', ['limit'], () => customer],
  ['/api/clients', ['q'], () => broker],
  ['/api/clients/similar', ['name'], () => broker],
  ['/api/naics', ['q', 'limit'], () => broker],
  ['/api/naics', ['q', 'limit'], () => customer],
  ['/api/metrics', ['limit'], () => broker],
  ['/api/users/staff', ['q'], () => broker],
  ['/api/policies', ['limit'], () => customer],
  ['/api/auth/user', ['id'], () => broker],
];

describe.each(queried.map(([path, params, who], i) => [`${path} (${i})`, path, params, who] as const))(
  'GET %s',
  (_label, path, params, who) => {
    it('answers any query without a 5xx and without writing', async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(params), async (query) => {
          await expectContained(app, `GET ${path}${query}`, () => who().get(path + query), { readOnly: true });
        }),
        { numRuns: RUNS * 2 },
      );
      await expectStillServing(app, who());
    });
  },
);

type Target = { name: string; method: string; path: (id: string) => string; body?: unknown; as: () => HttpClient };

const targets: Target[] = [
  { name: 'GET /api/submissions/{id}', method: 'GET', path: (id) => `/api/submissions/${id}`, as: () => broker },
  { name: 'GET /api/submissions/{id} as a customer', method: 'GET', path: (id) => `/api/submissions/${id}`, as: () => customer },
  { name: 'GET /api/submissions/{id}/messages', method: 'GET', path: (id) => `/api/submissions/${id}/messages`, as: () => broker },
  { name: 'GET /api/submissions/{id}/documents', method: 'GET', path: (id) => `/api/submissions/${id}/documents`, as: () => broker },
  { name: 'GET /api/documents/{docId}/download', method: 'GET', path: (id) => `/api/documents/${id}/download`, as: () => broker },
  { name: 'GET /api/policies/{id}', method: 'GET', path: (id) => `/api/policies/${id}`, as: () => broker },
  { name: 'GET /api/policies/{id}/detail as a customer', method: 'GET', path: (id) => `/api/policies/${id}/detail`, as: () => customer },
  {
    name: 'GET /api/policies/{id}/certificates/{certificateId}/download',
    method: 'GET',
    path: (id) => `/api/policies/${fixture.policyId}/certificates/${id}/download`,
    as: () => broker,
  },
  {
    name: 'GET /api/policies/{id}/messages as a customer',
    method: 'GET',
    path: (id) => `/api/policies/${id}/messages`,
    as: () => customer,
  },
  {
    name: 'POST /api/policies/{id}/messages as a customer',
    method: 'POST',
    path: (id) => `/api/policies/${id}/messages`,
    body: { content: 'Does it cover flood?' },
    as: () => customer,
  },
  {
    name: 'POST /api/policies/{id}/certificate-requests as a customer',
    method: 'POST',
    path: (id) => `/api/policies/${id}/certificate-requests`,
    body: { holderName: 'A', holderAddress: 'B' },
    as: () => customer,
  },
  {
    name: 'POST /api/policies/{id}/certificate-requests/{requestId}/approve',
    method: 'POST',
    path: (id) => `/api/policies/${fixture.policyId}/certificate-requests/${id}/approve`,
    as: () => broker,
  },
  {
    name: 'PATCH /api/submissions/{id}',
    method: 'PATCH',
    path: (id) => `/api/submissions/${id}`,
    body: { priority: 'high' },
    as: () => broker,
  },
  {
    name: 'POST /api/submissions/{id}/properties',
    method: 'POST',
    path: (id) => `/api/submissions/${id}/properties`,
    body: aProperty(),
    as: () => broker,
  },
  {
    name: 'POST /api/submissions/{id}/submit-for-review',
    method: 'POST',
    path: (id) => `/api/submissions/${id}/submit-for-review`,
    as: () => customer,
  },
  {
    name: 'PATCH /api/submissions/{id}/properties/{rowId}',
    method: 'PATCH',
    path: (id) => `/api/submissions/${fixture.submissionId}/properties/${id}`,
    body: aProperty({ stories: 3 }),
    as: () => broker,
  },
  {
    name: 'DELETE /api/submissions/{id}/vehicles/{rowId}',
    method: 'DELETE',
    path: (id) => `/api/submissions/${fixture.submissionId}/vehicles/${id}`,
    as: () => broker,
  },
  {
    name: 'PATCH /api/submissions/{id}/vehicles/{rowId} on a garbage submission',
    method: 'PATCH',
    path: (id) => `/api/submissions/${id}/vehicles/${fixture.vehicleId}`,
    body: aVehicle(),
    as: () => broker,
  },
  {
    name: 'PATCH /api/submissions/{id}/quotes/{quoteId}',
    method: 'PATCH',
    path: (id) => `/api/submissions/${fixture.submissionId}/quotes/${id}`,
    body: { amount: 1 },
    as: () => broker,
  },
  {
    name: 'PATCH /api/submissions/{id}/tasks/{taskId}',
    method: 'PATCH',
    path: (id) => `/api/submissions/${fixture.submissionId}/tasks/${id}`,
    body: { status: 'Completed' },
    as: () => broker,
  },
];

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_name, target) => {
  it('answers a garbage id without a 5xx, and writes nothing when it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(hostileId, async (id) => {
        const path = target.path(id);
        await expectContained(
          app,
          `${target.method} ${path}`,
          () => target.as().request(target.method, path, target.body === undefined ? {} : { json: target.body }),
          { readOnly: target.method === 'GET' },
        );
      }),
      { numRuns: RUNS },
    );
    await expectStillServing(app, target.as());
  });
});

describe('paging parameters', () => {
  const LIMIT = 'limit must be a whole number between 1 and 500';
  it.each([
    ['limit=-1', LIMIT],
    ['limit=0', LIMIT],
    ['limit=NaN', LIMIT],
    ['limit=1e3', LIMIT],
    ['limit=501', LIMIT],
    ['limit=99999999999999999999', LIMIT],
    ['limit=1&limit=2', 'limit must be given once'],
    ['offset=-1', 'offset must be a whole number of at least 0'],
    ['offset=1.5', 'offset must be a whole number of at least 0'],
    ['status=pending&status=approved', 'status must be given once'],
  ])('refuses ?%s with 400 and says why', async (query, message) => {
    const response = await broker.get(`/api/submissions?${query}`);
    expect(response.status).toBe(400);
    expect(response.data.message).toBe(message);
  });

  it('ignores parameters it does not know, such as a cursor', async () => {
    const response = await broker.get('/api/submissions?cursor=%27%3BDROP%20TABLE%20x&__proto__=1&limit=2');
    expect(response.status).toBe(200);
    expect(response.data.length).toBeLessThanOrEqual(2);
  });

  it('falls back to the default page of activity for a limit it cannot use', async () => {
    for (const limit of ['-1', 'NaN', '1e309', 'abc', '0']) {
      expect((await broker.get(`/api/activity?limit=${limit}`)).status).toBe(200);
    }
  });
});

describe('paths that climb out of the web app', () => {
  // The app is served from <site>/dist; <site>/package.json and <site>/secret.txt sit one level above it.
  const SECRET = 'not-for-the-web-7f3a';
  let site: string;
  let web: TestApp;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'workbench-site-'));
    mkdirSync(join(site, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(site, 'dist', 'index.html'), '<!doctype html><title>Workbench</title>');
    writeFileSync(join(site, 'dist', 'assets', 'app-1.js'), 'console.log("app")');
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: SECRET }));
    writeFileSync(join(site, 'secret.txt'), SECRET);
    web = await startTestApp({ config: { webDist: join(site, 'dist') } });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it.each([
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/%2E%2E%2fpackage.json',
    '/%2E%2E%2f..%2fpackage.json',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/..%5csecret.txt',
    '/..%5c',
    '/%2e%2e%5csecret.txt',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
    '/%2e%2e',
    '/%2e%2e%00/secret.txt',
  ])('answers GET %s with 400 or 404, never a file outside the app', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await rawRequest(web.url, { method, path });
      expect([400, 404], `${method} ${path} answered ${response.status}`).toContain(response.status);
      expect(response.text).not.toContain(SECRET);
    }
    expect((await rawRequest(web.url, { path: '/healthz' })).status).toBe(200);
  });

  it('still serves the app and its assets', async () => {
    expect((await rawRequest(web.url, { path: '/assets/app-1.js' })).text).toContain('console.log');
    expect((await rawRequest(web.url, { path: '/submissions/123' })).text).toContain('<title>Workbench</title>');
    // Decoded once, this names a file called `%2e%2e` inside the app: there is none, so the app shell answers.
    const doubleEncoded = await rawRequest(web.url, { path: '/%252e%252e/package.json' });
    expect(doubleEncoded.text).toContain('<title>Workbench</title>');
  });
});
