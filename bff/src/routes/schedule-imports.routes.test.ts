import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult, Property } from '@workbench/core';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Reading a schedule onto a submission over HTTP: the rows read from a file are put on the schedules in place
 * of those the same file (known by its bytes, whatever its name) gave before, so confirming the review of a
 * file twice, or of an e-mail's attachment the intake already read, never doubles the schedule. Rows typed
 * by a person and rows of other files stay; a request that fails changes nothing.
 */
let app: TestApp;
let broker: HttpClient;

const EIGHT = [
  'Location Name,Address,City,State,Zip',
  ...Array.from({ length: 8 }, (_, i) => `Depot ${i + 1},${i + 1} Quay Road,Salem,MA,0197${i}`),
].join('\n');

async function parse(http: HttpClient, text: string, filename = 'sov.csv') {
  const form = new FormData();
  form.append('document', new Blob([text], { type: 'text/csv' }), filename);
  return parsed(await http.request('POST', '/api/documents/parse', { body: form }));
}

/** The same rows as a customer sends them: a workbook, since the customer's side takes no CSV. */
const parseAsCustomer = async (http: HttpClient, text: string) =>
  parsed(await http.upload('/api/documents/parse', 'document', { name: 'sov.xlsx', bytes: files.workbookOf(text) }));

function parsed(response: { status: number; data: unknown }) {
  expect(response.status).toBe(200);
  return response.data as ParseResult;
}

/** The parse answer posted back as the review confirms it: the file and its rows, without the extractor's bookkeeping. */
const confirmed = (result: ParseResult) => ({
  file: result.file,
  properties: result.properties.map(({ provenance: _p, confidence: _c, ...row }) => row),
  vehicles: result.vehicles.map(({ provenance: _p, confidence: _c, ...row }) => row),
});

const importRows = (id: string, body: unknown) => broker.post(`/api/submissions/${id}/schedule-imports`, body);

async function detail(id: string) {
  const response = await broker.get(`/api/submissions/${id}`);
  expect(response.status).toBe(200);
  return response.data as { properties: Property[]; history: { action: string; details: string }[] };
}
const depots = async (id: string) => (await detail(id)).properties.filter((p) => p.name?.startsWith('Depot'));

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('POST /api/submissions/{id}/schedule-imports', () => {
  it('names the file read in the parse answer by its name and a digest of its bytes', async () => {
    const result = await parse(broker, EIGHT);
    expect(result.file).toEqual({ filename: 'sov.csv', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await parse(broker, EIGHT, 'renamed.csv')).file!.digest).toBe(result.file!.digest);
    expect((await parse(broker, `${EIGHT}\n`)).file!.digest).not.toBe(result.file!.digest);
  });

  it('replaces the rows the same file gave before, keeping typed rows and other files, and says so in the history', async () => {
    const { submission } = await aSubmissionFor(broker);
    const typed = (await detail(submission.id)).properties;
    expect(typed.length).toBeGreaterThan(0);
    const result = await parse(broker, EIGHT);

    const first = await importRows(submission.id, confirmed(result));
    expect(first.status).toBe(201);
    expect(first.data.replaced).toEqual({ properties: 0, vehicles: 0 });
    expect(first.data.properties).toHaveLength(8);
    expect(first.data.properties[0].sourceFile).toEqual(result.file);
    expect(await depots(submission.id)).toHaveLength(8);

    // The same file again, even under another name: still eight, the new rows in place of the old.
    const again = await importRows(submission.id, confirmed(await parse(broker, EIGHT, 'sov (1).csv')));
    expect(again.status).toBe(201);
    expect(again.data.replaced).toEqual({ properties: 8, vehicles: 0 });
    const rows = await depots(submission.id);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.id).sort()).toEqual(again.data.properties.map((r: Property) => r.id).sort());
    const after = await detail(submission.id);
    expect(after.properties.filter((p) => !p.name?.startsWith('Depot'))).toEqual(typed);
    expect(after.history.find((h) => h.action === 'Schedule read again')?.details).toBe(
      '8 locations read from sov (1).csv in place of the 8 locations read from it before',
    );
    expect(after.history.find((h) => h.action === 'Schedule read')?.details).toBe('8 locations read from sov.csv');

    // Another file adds its rows beside them.
    const other = await importRows(
      submission.id,
      confirmed(await parse(broker, 'Location Name,Address,City,State,Zip\nDepot Annex,99 Quay Road,Salem,MA,01970', 'annex.csv')),
    );
    expect(other.data.replaced).toEqual({ properties: 0, vehicles: 0 });
    expect(await depots(submission.id)).toHaveLength(9);
  });

  it("replaces the rows the intake read from an e-mail's attachment when that attachment is reviewed", async () => {
    const eml = [
      'From: Ada Wren <ada@wren-imports.example>',
      'To: submissions@broker.example',
      'Subject: Property schedule for our eight depots',
      `Message-ID: <schedule-imports-${Date.now()}@wren-imports.example>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Our locations are attached.',
      '--b1',
      'Content-Type: text/csv; name="depots.csv"',
      'Content-Disposition: attachment; filename="depots.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(EIGHT).toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const taken = await broker.upload('/api/submissions/from-email', 'email', {
      name: 'depots.eml',
      bytes: new TextEncoder().encode(eml),
      type: 'message/rfc822',
    });
    expect(taken.status).toBe(201);
    const id = taken.data.submission.id as string;
    const read = await depots(id);
    expect(read).toHaveLength(8);
    expect(read[0]!.sourceFile).toMatchObject({ filename: 'depots.csv' });

    // The attachment as the screen reads it: downloaded from the submission's documents and parsed.
    const [document] = (await broker.get(`/api/submissions/${id}`)).data.documents;
    const download = await fetch(`${app.url}/api/documents/${document.id}/download`, { headers: { cookie: broker.cookieHeader() } });
    const result = await parse(broker, await download.text(), document.filename);
    expect(result.file!.digest).toBe(read[0]!.sourceFile!.digest);
    for (let time = 0; time < 2; time++) {
      const confirmedAgain = await importRows(id, confirmed(result));
      expect(confirmedAgain.status).toBe(201);
      expect(confirmedAgain.data.replaced).toEqual({ properties: 8, vehicles: 0 });
      expect(await depots(id)).toHaveLength(8);
    }
  });

  it("keeps the file the wizard's rows were read from, so reviewing that file on the saved submission replaces them", async () => {
    const result = await parse(broker, EIGHT);
    const { properties } = confirmed(result);
    const { submission } = await aSubmissionFor(broker, {
      submission: {
        coverages: [
          {
            coverage: 'property',
            selected: true,
            properties: properties.map((row) => ({ ...row, sourceFile: result.file })),
            vehicles: [],
          },
        ],
      },
    });
    const saved = await depots(submission.id);
    expect(saved).toHaveLength(8);
    expect(saved[0]!.sourceFile).toEqual(result.file);
    // An edit cannot say the row came from another file.
    const edited = await broker.patch(`/api/submissions/${submission.id}/properties/${saved[0]!.id}`, {
      city: 'Boston',
      sourceFile: { filename: 'other.csv', digest: 'b'.repeat(64) },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.sourceFile).toEqual(result.file);
    const again = await importRows(submission.id, confirmed(result));
    expect(again.data.replaced).toEqual({ properties: 8, vehicles: 0 });
    expect(await depots(submission.id)).toHaveLength(8);
  });

  it('refuses a body without a file, a digest or rows, or with a bad row, and then removes nothing', async () => {
    const { submission } = await aSubmissionFor(broker);
    const result = await parse(broker, EIGHT);
    expect((await importRows(submission.id, confirmed(result))).status).toBe(201);
    const { file, properties } = confirmed(result);
    for (const bad of [
      { properties },
      { file: { filename: 'sov.csv', digest: 'not-a-digest' }, properties },
      { file, properties: [] },
      { file, properties: [{ ...properties[0], yearBuilt: 'old' }] },
    ]) {
      const refused = await importRows(submission.id, bad);
      expect(refused.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await depots(submission.id)).toHaveLength(8);
  });

  it('answers 404 for a submission the caller cannot see', async () => {
    const { http: customer } = await app.signedIn('customer', { email: `imports-${Date.now()}@example.com` });
    const { submission } = await aSubmissionFor(broker);
    const result = await parseAsCustomer(customer, EIGHT);
    const refused = await customer.post(`/api/submissions/${submission.id}/schedule-imports`, confirmed(result));
    expect(refused.status).toBe(404);
    expect(await depots(submission.id)).toHaveLength(0);
  });
});
