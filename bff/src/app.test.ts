import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, files } from './testing/builders.ts';
import type { HttpClient } from './testing/http-client.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ config: { uploadMaxBytes: 64 * 1024 } });
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('bad requests', () => {
  it('answers 400 Malformed JSON body for broken JSON', async () => {
    const response = await broker.request('POST', '/api/clients', {
      body: '{"name": "Acme",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ code: 'validation', message: 'Malformed JSON body' });
  });

  it('answers 413 for a JSON body over 1 MB and stores nothing', async () => {
    const response = await broker.post('/api/clients', aClientBody({ address: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.data.message).toBe('The request body is too large');
    const clients = await broker.get('/api/clients');
    expect(clients.data).toEqual([]);
  });

  it('answers 415 for a body that is neither JSON nor multipart', async () => {
    const response = await broker.request('POST', '/api/clients', {
      body: 'name=Acme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.data.message).toBe('Send the body as JSON (or multipart/form-data for files)');
  });

  it('answers 405 with a JSON message for a method the route does not have', async () => {
    const response = await broker.request('PUT', '/api/clients', { json: {} });
    expect(response.status).toBe(405);
    expect(response.data).toEqual({ code: 'method_not_allowed', message: 'Method Not Allowed' });
  });

  it('answers 404 with a JSON message for an unknown /api route', async () => {
    const response = await broker.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.data.message).toBeTruthy();
  });

  it('refuses a state-changing request from another site with 403 and accepts one from this host', async () => {
    const foreign = await broker.post('/api/clients', aClientBody(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const viaReferer = await broker.post('/api/clients', aClientBody(), { referer: 'https://evil.example/page' });
    expect(viaReferer.status).toBe(403);
    const same = await broker.post('/api/clients', aClientBody(), { origin: app.url });
    expect(same.status).toBe(201);
  });
});

describe('responses', () => {
  it('sends security headers, including the SPA content security policy', async () => {
    const response = await app.client().get('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('reports liveness and readiness', async () => {
    expect((await app.client().get('/healthz')).data).toEqual({ status: 'ok' });
    expect((await app.client().get('/readyz')).data).toMatchObject({ status: 'ready' });
  });

  it('serves an OpenAPI 3.1 document naming every route', async () => {
    const response = await app.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.data.openapi).toBe('3.1.0');
    expect(Object.keys(response.data.paths)).toEqual(
      expect.arrayContaining(['/api/submissions', '/api/submissions/{id}', '/api/documents/parse']),
    );
  });
});

describe('POST /api/documents/parse', () => {
  it('reads locations from a CSV schedule', async () => {
    const response = await broker.upload('/api/documents/parse', 'document', { name: 'sov.csv', bytes: files.csv(), type: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.data.documentType).toBe('property');
    expect(response.data.properties[0]).toMatchObject({ name: 'Plant A', city: 'Austin' });
    expect(response.data.properties[0].provenance).toBeTruthy();
    expect(response.data.properties[0].confidence).toBeTruthy();
    expect(Array.isArray(response.data.warnings)).toBe(true);
  });

  it('answers 415 with the spec message for a program renamed .xlsx', async () => {
    const response = await broker.upload('/api/documents/parse', 'document', {
      name: 'schedule.xlsx',
      bytes: files.exe(),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(response.status).toBe(415);
    expect(response.data).toEqual({
      code: expect.any(String),
      message: 'Unsupported file format: Please upload a PDF, image, or spreadsheet file.',
    });
  });

  it('answers 400 for a file sent in another form field, or no file at all', async () => {
    const wrong = await broker.upload('/api/documents/parse', 'file', { name: 'sov.csv', bytes: files.csv() });
    expect(wrong.status).toBe(400);
    expect(wrong.data.message).toBe('Upload the file in the form field "document"');
    const none = await broker.request('POST', '/api/documents/parse', { body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.data.message).toBe('Upload the file in the form field "document"');
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES', async () => {
    const big = new Uint8Array(65 * 1024).fill(0x41);
    const response = await broker.upload('/api/documents/parse', 'document', { name: 'big.csv', bytes: big });
    expect(response.status).toBe(413);
  });

  it('answers 413 for a submission document over UPLOAD_MAX_BYTES and stores nothing', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Upload Limits Ltd' }));
    const created = await broker.post('/api/submissions', {
      clientId: client.data.id,
      description: 'Upload limits',
      coverages: [{ coverage: 'general_liability', limit: 1, deductible: 1 }],
    });
    const big = new Uint8Array(65 * 1024);
    big.set(files.pdf());
    const response = await broker.upload(`/api/submissions/${created.data.id}/documents`, 'document', { name: 'big.pdf', bytes: big });
    expect(response.status).toBe(413);
    expect((await broker.get(`/api/submissions/${created.data.id}/documents`)).data).toEqual([]);
  });

  it('answers 400 for a type other than property or vehicle', async () => {
    const response = await broker.upload('/api/documents/parse?type=boats', 'document', { name: 'sov.csv', bytes: files.csv() });
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('type must be property or vehicle');
  });

  it('keeps only vehicles when asked with ?type=vehicle', async () => {
    const csv = files.csv('Make,Model,Year,VIN,Value\nFord,Transit,2021,1FTBW3XM5HKA12345,42000\n');
    const response = await broker.upload('/api/documents/parse?type=vehicle', 'document', { name: 'fleet.csv', bytes: csv });
    expect(response.status).toBe(200);
    expect(response.data.properties).toEqual([]);
    expect(response.data.vehicles[0]).toMatchObject({ make: 'Ford', model: 'Transit', year: 2021 });
  });
});
