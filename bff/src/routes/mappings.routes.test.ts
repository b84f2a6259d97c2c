import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult } from '@workbench/core';
import { aClientBody, files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The mapping review over HTTP: the parse answer describes its columns, a person's choices re-read the file,
 * staff corrections are learned (per client when known) and applied to the next upload, listed and removed;
 * customers neither see nor write the firm's mappings, nor are their uploads read with them.
 */
let app: TestApp;
let broker: HttpClient;
let customer: HttpClient;
let clientId: string;
let otherClientId: string;

// "Bldg Material" is a column the rules do not know: left alone it is ignored.
const SCHEDULE = [
  'Location Name,Street,City,State,Zip,Bldg Material,TIV',
  'HQ,125 Commerce Dr,Boston,MA,02110,Brick,1000000',
  'Depot,9 Harbour Rd,Salem,MA,01970,Steel,500000',
  'Total,,,,,,1500000',
].join('\n');

/** The schedule as staff send it (a CSV) or, `asCustomer`, as a workbook: the customer's side takes no CSV. */
async function parse(http: HttpClient, options: { clientId?: string; columns?: unknown; asCustomer?: boolean } = {}) {
  const form = new FormData();
  if (options.asCustomer) form.append('document', new Blob([files.workbookOf(SCHEDULE) as BlobPart]), 'schedule.xlsx');
  else form.append('document', new Blob([SCHEDULE], { type: 'text/csv' }), 'schedule.csv');
  if (options.columns !== undefined) form.append('columns', JSON.stringify(options.columns));
  const path = options.clientId ? `/api/documents/parse?clientId=${options.clientId}` : '/api/documents/parse';
  return http.request('POST', path, { body: form }) as Promise<{ status: number; data: ParseResult & { message?: string } }>;
}

const column = (r: ParseResult, header: string) => r.mapping!.columns.find((c) => c.header === header)!;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: customer } = await app.signedIn('customer'));
  clientId = (await broker.post('/api/clients', aClientBody({ email: `mapping-${Date.now()}@example.com` }))).data.id;
  otherClientId = (await broker.post('/api/clients', aClientBody({ email: `mapping-other-${Date.now()}@example.com` }))).data.id;
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/documents/parse: the mapping', () => {
  it('describes every column, the dropped totals row, and keeps the answer fields it always had', async () => {
    const { status, data } = await parse(broker);
    expect(status).toBe(200);
    expect(data.documentType).toBe('property');
    expect(data.properties).toHaveLength(2);
    expect(data.warnings).toEqual([]);
    expect(column(data, 'Street')).toMatchObject({
      field: 'address',
      confidence: 1,
      source: 'rules',
      samples: ['125 Commerce Dr', '9 Harbour Rd'],
    });
    expect(column(data, 'Bldg Material')).toMatchObject({ field: null, confidence: 0, samples: ['Brick', 'Steel'] });
    expect(data.mapping!.droppedCounts.total).toBe(1);
    expect(data.mapping!.dropped[0]).toMatchObject({ row: 4, reason: 'total' });
    expect(data.mapping!.applied).toEqual([]);
  });

  it("re-reads the file with a person's choices, without remembering them", async () => {
    const { data } = await parse(broker, { columns: [{ kind: 'property', header: 'Bldg Material', field: 'constructionType' }] });
    expect(data.properties[0]).toMatchObject({ constructionType: 'Brick' });
    expect(column(data, 'Bldg Material')).toMatchObject({ field: 'constructionType', source: 'chosen', confidence: 1 });
    expect((await parse(broker)).data.properties[0]!.constructionType).toBeUndefined();
  });

  it('refuses choices that are not a list of columns and fields', async () => {
    const bad = await parse(broker, { columns: [{ kind: 'property', header: 'Bldg Material', field: 'vin' }] });
    expect(bad.status).toBe(400);
    const form = new FormData();
    form.append('document', new Blob([SCHEDULE], { type: 'text/csv' }), 'schedule.csv');
    form.append('columns', 'not json');
    expect((await broker.request('POST', '/api/documents/parse', { body: form })).status).toBe(400);
    expect((await parse(broker, { clientId: 'nope' })).status).toBe(400);
  });
});

describe('learned mappings', () => {
  it("applies a staff correction confirmed for a client to that client's next upload, and says so", async () => {
    const learned = await broker.post('/api/extraction-mappings', {
      clientId,
      columns: [{ kind: 'property', header: 'BLDG  material', field: 'constructionType' }],
    });
    expect(learned.status).toBe(201);
    expect(learned.data[0]).toMatchObject({ kind: 'property', key: 'bldg material', field: 'constructionType', clientId });

    const next = await parse(broker, { clientId });
    expect(next.data.properties[0]).toMatchObject({ constructionType: 'Brick' });
    expect(column(next.data, 'Bldg Material')).toMatchObject({ field: 'constructionType', source: 'learned' });
    expect(next.data.mapping!.applied).toEqual([
      { id: learned.data[0].id, kind: 'property', header: 'BLDG  material', field: 'constructionType', clientId },
    ]);

    // Another client's upload, and one for no client, are read by the rules.
    expect(column((await parse(broker, { clientId: otherClientId })).data, 'Bldg Material').field).toBeNull();
    expect(column((await parse(broker)).data, 'Bldg Material').field).toBeNull();
  });

  it('applies a firm-wide mapping to every upload, a client mapping over it, and a confirmation replaces the old one', async () => {
    const firmWide = await broker.post('/api/extraction-mappings', { columns: [{ kind: 'property', header: 'TIV', field: null }] });
    expect(firmWide.status).toBe(201);
    await broker.post('/api/extraction-mappings', { columns: [{ kind: 'property', header: 'Bldg Material', field: 'occupancyType' }] });
    const forClient = await parse(broker, { clientId });
    expect(column(forClient.data, 'Bldg Material').field).toBe('constructionType');
    expect(column(forClient.data, 'TIV')).toMatchObject({ field: null, source: 'learned' });
    expect(column((await parse(broker)).data, 'Bldg Material').field).toBe('occupancyType');

    await broker.post('/api/extraction-mappings', { columns: [{ kind: 'property', header: 'Bldg Material', field: 'name' }] });
    const list = (await broker.get('/api/extraction-mappings')).data as {
      header: string;
      field: string;
      clientId: string | null;
      clientName: string | null;
    }[];
    expect(list.filter((m) => m.clientId === null && m.header === 'Bldg Material')).toHaveLength(1);
    expect(list.find((m) => m.clientId === clientId)).toMatchObject({ clientName: expect.any(String) });
  });

  it('lists the mappings for staff and removes one, after which the rules read the column again', async () => {
    const list = (await broker.get('/api/extraction-mappings')).data as { id: string; clientId: string | null; key: string }[];
    const mine = list.find((m) => m.clientId === clientId && m.key === 'bldg material')!;
    expect((await broker.delete(`/api/extraction-mappings/${mine.id}`)).status).toBe(204);
    expect((await broker.delete(`/api/extraction-mappings/${mine.id}`)).status).toBe(404);
    const after = await parse(broker, { clientId });
    expect(column(after.data, 'Bldg Material').source).toBe('learned'); // the firm-wide one now
    expect(column(after.data, 'Bldg Material').field).toBe('name');
  });

  it('refuses a customer on every learned-mapping endpoint, and reads their uploads without the firm mappings', async () => {
    expect((await customer.get('/api/extraction-mappings')).status).toBe(403);
    expect(
      (await customer.post('/api/extraction-mappings', { columns: [{ kind: 'property', header: 'Street', field: null }] })).status,
    ).toBe(403);
    const list = (await broker.get('/api/extraction-mappings')).data as { id: string }[];
    expect((await customer.delete(`/api/extraction-mappings/${list[0]!.id}`)).status).toBe(403);
    expect((await broker.get('/api/extraction-mappings')).data).toHaveLength(list.length);

    const theirs = await parse(customer, { asCustomer: true });
    expect(theirs.status).toBe(200);
    expect(column(theirs.data, 'Bldg Material')).toMatchObject({ field: null, source: 'rules' });
    expect(column(theirs.data, 'TIV').source).toBe('rules');
    expect(theirs.data.mapping!.applied).toEqual([]);
    // Their own choice still re-reads their own upload.
    const chosen = await parse(customer, {
      asCustomer: true,
      columns: [{ kind: 'property', header: 'Bldg Material', field: 'constructionType' }],
    });
    expect(chosen.data.properties[0]).toMatchObject({ constructionType: 'Brick' });
  });

  it('refuses a visitor, and a list of columns that is not valid', async () => {
    expect((await app.client().get('/api/extraction-mappings')).status).toBe(401);
    expect((await broker.post('/api/extraction-mappings', { columns: [{ kind: 'boat', header: 'x', field: null }] })).status).toBe(400);
    expect(
      (
        await broker.post('/api/extraction-mappings', {
          clientId: '00000000-0000-4000-8000-000000000999',
          columns: [{ kind: 'property', header: 'x', field: null }],
        })
      ).status,
    ).toBe(404);
  });
});
