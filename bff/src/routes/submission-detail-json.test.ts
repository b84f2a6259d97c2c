import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, aProperty, aQuote, aRelatedItem, aTask, aVehicle, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Staff get the detail as the JSON the database writes. It must be what the submission read through the
 * repository encodes to: every field, in the same order, with the same values, for every kind of child.
 */
let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('the submission detail as JSON', () => {
  it('is the repository’s submission, encoded, with schedules, history, quotes, tasks, messages, documents and related items', async () => {
    const { submission } = await aSubmissionFor(broker, { client: { name: 'Ünïcode "Quoted" \\ Haulage €' } });
    const id = submission.id;
    expect(
      (await broker.post(`/api/submissions/${id}/properties`, [aProperty({ buildingValue: 1234567.5, contentsValue: 0.1 }), aProperty()]))
        .status,
    ).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/vehicles`, aVehicle({ value: 45000.25 }))).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/quotes`, aQuote({ amount: 12345.67 }))).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/tasks`, aTask({ title: 'Chase "the" valuation' }))).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/related-items`, aRelatedItem())).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/messages`, aMessage({ subject: 'Line one\nline two\ttab' }))).status).toBe(201);
    const form = new FormData();
    form.append('document', new Blob([files.pdf() as BlobPart], { type: 'application/pdf' }), 'loss-runs.pdf');
    expect((await broker.request('POST', `/api/submissions/${id}/documents`, { body: form })).status).toBe(201);

    const stored = await app.db.uow.repos.submissions.get(id);
    expect(stored!.properties.length).toBeGreaterThanOrEqual(2);
    expect(stored!.vehicles.length).toBeGreaterThanOrEqual(1);
    expect(stored!.quotes.length).toBeGreaterThanOrEqual(1);
    expect(stored!.tasks.length).toBeGreaterThanOrEqual(1);
    expect(stored!.relatedItems.length).toBeGreaterThanOrEqual(1);
    expect(stored!.messages.length).toBeGreaterThan(0);
    expect(stored!.documents.length).toBeGreaterThanOrEqual(1);
    expect(stored!.history.length).toBeGreaterThan(3);
    for (const path of [`/api/submissions/${id}`, `/api/submissions/${submission.submissionId.toLowerCase()}`]) {
      const response = await broker.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // Same keys in the same order and the same values; stored JSON (notes, coverages) may differ in spacing.
      expect(JSON.stringify(JSON.parse(response.text))).toBe(JSON.stringify(stored));
    }
  });

  it('answers 404 for a submission that does not exist, by either id', async () => {
    expect((await broker.get(`/api/submissions/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await broker.get('/api/submissions/SUB-1999-9999')).status).toBe(404);
    expect((await broker.get('/api/submissions/not-an-id')).status).toBe(404);
  });
});
