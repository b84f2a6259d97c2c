import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellSources, ParseResult, Property } from '@workbench/core';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Where extracted cells came from, over HTTP: each row read from a document keeps its cells' sheet, row,
 * column, text as written and confidence; low-confidence cells are flagged until a person edits them, which
 * the history records. A customer's posted sources count only as the server gave them out: a forged or
 * altered one flags its cell for staff instead of passing as certain. Customers read their own rows only.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let other: HttpClient;
let customerEmail: string;

// "Masachusets" is no US state the rules know: the State cell comes back with low confidence.
const SCHEDULE = ['Location Name,Address,City,State,Year Built', 'HQ,125 Commerce Dr,Boston,Masachusets,1990'].join('\n');

/** The schedule as staff send it (a CSV) or as a customer does (a workbook: the customer's side takes no CSV). */
async function parse(http: HttpClient, as: 'staff' | 'customer' = 'staff') {
  const file =
    as === 'staff'
      ? { name: 'schedule.csv', bytes: SCHEDULE, type: 'text/csv' }
      : { name: 'schedule.xlsx', bytes: files.workbookOf(SCHEDULE) };
  const response = await http.upload('/api/documents/parse?type=property', 'document', file);
  expect(response.status).toBe(200);
  return response.data as ParseResult;
}

/** The extracted row as a screen posts it: values and sources, without the extractor's own bookkeeping. */
function posted(result: ParseResult) {
  const { provenance: _p, confidence: _c, ...row } = result.properties[0]!;
  return row as Record<string, unknown> & { sources: CellSources };
}

async function aSubmission(email?: string) {
  const { submission } = await aSubmissionFor(broker, {
    client: { email: email ?? `sources-${Date.now()}-${Math.random()}@example.com` },
    submission: { shareWithClient: true },
  });
  return submission.id;
}

/** The submission's rows read from the schedule above (the builder's submission has rows of its own). */
async function rows(http: HttpClient, id: string): Promise<Property[]> {
  const detail = await http.get(`/api/submissions/${id}`);
  expect(detail.status).toBe(200);
  return (detail.data.properties as Property[]).filter((p) => p.name === 'HQ');
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  customerEmail = `sources-customer-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: other } = await app.signedIn('customer', { email: `sources-other-${Date.now()}@example.com` }));
});
afterAll(() => app?.close());

describe('cell sources of extracted rows', () => {
  it('answers each extracted cell with its row, column, text as written and confidence', async () => {
    const result = await parse(broker);
    expect(result.properties[0]!.sources).toMatchObject({
      state: { confidence: 0.5, row: 2, column: 'State', text: 'Masachusets' },
      address: { confidence: 1, row: 2, column: 'Address', text: '125 Commerce Dr' },
    });
    // Staff rows are trusted as posted: no seal is given out to them.
    expect(result.properties[0]!.sources!.state!.seal).toBeUndefined();
  });

  it("keeps a broker's rows' sources and flags the low-confidence cells", async () => {
    const id = await aSubmission();
    const added = await broker.post(`/api/submissions/${id}/properties`, [posted(await parse(broker))]);
    expect(added.status).toBe(201);
    const [row] = await rows(broker, id);
    expect(row!.needsReview).toEqual(['state']);
    expect(row!.sources).toMatchObject({
      state: { confidence: 0.5, row: 2, column: 'State', text: 'Masachusets' },
      city: { confidence: 1, column: 'City', text: 'Boston' },
    });
  });

  it("keeps a customer's sealed sources as the server read them, and never stores the seal", async () => {
    const id = await aSubmission(customerEmail);
    const row = posted(await parse(customer, 'customer'));
    expect(row.sources.state!.seal).toEqual(expect.any(String));
    expect((await customer.post(`/api/submissions/${id}/properties`, [row])).status).toBe(201);
    const [saved] = await rows(broker, id);
    expect(saved!.needsReview).toEqual(['state']);
    expect(saved!.sources!.city).toEqual({ confidence: 1, sheet: 'Schedule', row: 2, column: 'City', text: 'Boston' });
    expect(JSON.stringify(saved!.sources)).not.toContain('seal');
  });

  it("flags for staff a customer's cell whose source was forged as certain, altered, or made up", async () => {
    const id = await aSubmission(customerEmail);
    const row = posted(await parse(customer, 'customer'));
    // A low-confidence cell claimed certain, under its real seal.
    row.sources.state = { ...row.sources.state!, confidence: 1 };
    // A value changed under its cell's seal.
    row.city = 'Cambridge';
    // A source the server never gave out.
    row.yearBuilt = 1990;
    row.sources.yearBuilt = { confidence: 1, row: 2, column: 'Year Built', text: '1990', seal: 'made-up' };
    row.sources.name = { confidence: 1, column: 'Location Name', text: 'HQ' };
    row.needsReview = [];
    expect((await customer.post(`/api/submissions/${id}/properties`, [row])).status).toBe(201);
    const [saved] = await rows(broker, id);
    expect(saved!.needsReview.sort()).toEqual(['city', 'name', 'state', 'yearBuilt']);
    expect(saved!.sources).toMatchObject({
      state: { confidence: 0, text: 'Masachusets' },
      city: { confidence: 0, text: 'Boston' },
      yearBuilt: { confidence: 0 },
      name: { confidence: 0 },
      address: { confidence: 1 },
    });
  });

  it('keeps the sources of rows uploaded in the new-submission wizard and flags their low-confidence cells', async () => {
    const row = posted(await parse(broker));
    const { submission } = await aSubmissionFor(broker, {
      client: { email: `sources-wizard-${Date.now()}@example.com` },
      submission: { coverages: [{ coverage: 'property', selected: true, properties: [row], vehicles: [] }] },
    });
    const [saved] = await rows(broker, submission.id);
    expect(saved!.needsReview).toEqual(['state']);
    expect(saved!.sources!.state).toMatchObject({ column: 'State', text: 'Masachusets', confidence: 0.5 });
  });

  it('refuses sources that are not confidences and places', async () => {
    const id = await aSubmission();
    const bad = await broker.post(`/api/submissions/${id}/properties`, [{ name: 'HQ', sources: { name: { confidence: 7 } } }]);
    expect(bad.status).toBe(400);
    const shape = await broker.post(`/api/submissions/${id}/properties`, [{ name: 'HQ', sources: { name: 'Sheet1' } }]);
    expect(shape.status).toBe(400);
  });

  it("an edit clears the edited cells' flags and sources, cannot post a source, and is written to the history", async () => {
    const id = await aSubmission(customerEmail);
    await broker.post(`/api/submissions/${id}/properties`, [posted(await parse(broker))]);
    const [row] = await rows(broker, id);
    const edited = await customer.patch(`/api/submissions/${id}/properties/${row!.id}`, {
      state: 'MA',
      sources: { state: { confidence: 1, text: 'forged' } },
    });
    expect(edited.status).toBe(200);
    const [saved] = await rows(customer, id);
    expect(saved!.state).toBe('MA');
    expect(saved!.needsReview).toEqual([]);
    expect(saved!.sources!.state).toBeUndefined();
    expect(saved!.sources!.city).toMatchObject({ text: 'Boston' });
    const history = (await broker.get(`/api/submissions/${id}`)).data.history as { action: string; details: string }[];
    expect(history[0]).toMatchObject({ action: 'Property updated', details: expect.stringContaining('state changed') });
  });

  it("does not show or let a second customer change another customer's rows", async () => {
    const id = await aSubmission(customerEmail);
    await broker.post(`/api/submissions/${id}/properties`, [posted(await parse(broker))]);
    const [row] = await rows(customer, id);
    expect(row!.sources!.state).toMatchObject({ text: 'Masachusets' });
    expect((await other.get(`/api/submissions/${id}`)).status).toBe(404);
    expect((await other.patch(`/api/submissions/${id}/properties/${row!.id}`, { state: 'MA' })).status).toBe(404);
    expect((await other.post(`/api/submissions/${id}/properties`, [posted(await parse(other, 'customer'))])).status).toBe(404);
    const { http: pending } = await app.signedIn('customer', { email: customerEmail.replace('@', '+pending@'), status: 'pending' });
    expect([401, 403, 404]).toContain((await pending.get(`/api/submissions/${id}`)).status);
    expect((await rows(broker, id))[0]!.state).toBe('Masachusets');
  });
});
