import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeXlsx, makeZip } from '@workbench/adapters/seed/files.ts';
import { EMPTY_FILE_MESSAGE, UNSUPPORTED_FORMAT_MESSAGE } from '@workbench/core';
import { aMessage, files } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { aFullSubmission, expectContained, expectStillServing, type Fixture, type Response } from '../testing/hostile/fixture.ts';
import { docxBomb, xlsxBomb } from '../testing/hostile/zip-bombs.ts';

/**
 * The three ways a file gets in (a submission document, a message attachment, the parse call) against files
 * that are cut off, corrupt, empty, too big, zip bombs, polyglots and programs in disguise. Each is refused
 * with the contract's status and message, or stored as the type its bytes show; never a 5xx, and nothing is
 * written when it is refused.
 */
const MAX_BYTES = 3 * 1024 * 1024;
let app: TestApp;
let broker: HttpClient;
let fixture: Fixture;

beforeAll(async () => {
  // A short parse time limit so a bomb that gets past the size checks shows as a bounded 422 quickly.
  app = await startTestApp({ config: { uploadMaxBytes: MAX_BYTES, extractionTimeoutMs: 10_000 } });
  ({ http: broker } = await app.signedIn('broker'));
  fixture = await aFullSubmission(broker);
});
afterAll(() => app?.close());

type Upload = { name: string; bytes: Uint8Array };
type Route = { name: string; send: (file: Upload) => Promise<Response> };

const message = (file: Upload) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(aMessage())) form.append(key, String(value));
  form.append('attachments', new Blob([file.bytes as BlobPart]), file.name);
  return broker.request('POST', `/api/submissions/${fixture.submissionId}/messages`, { body: form });
};

const ROUTES: Route[] = [
  { name: 'submission document', send: (file) => broker.upload(`/api/submissions/${fixture.submissionId}/documents`, 'document', file) },
  { name: 'message attachment', send: message },
  { name: 'parse', send: (file) => broker.upload('/api/documents/parse', 'document', file) },
];

const send = (route: Route, file: Upload) =>
  expectContained(app, `${route.name} ${file.name} (${file.bytes.length} bytes)`, () => route.send(file));

const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const half = (bytes: Uint8Array) => bytes.subarray(0, Math.floor(bytes.length / 2));

const xlsx = () => makeXlsx('Locations', [{ Name: 'Plant A', Address: '1 Main St', City: 'Austin', State: 'TX' }]);
const pdf = () => makePdf('Schedule of values', ['Name Address City', 'Plant A 1 Main St Austin']);

/** Files every route must refuse, with the status and message it must answer. */
const REFUSED: [string, () => Upload, number, string | RegExp][] = [
  ['an empty file', () => ({ name: 'empty.pdf', bytes: new Uint8Array(0) }), 0, EMPTY_FILE_MESSAGE],
  ['a program renamed .pdf', () => ({ name: 'invoice.pdf', bytes: files.exe() }), 415, UNSUPPORTED_FORMAT_MESSAGE],
  ['a program renamed .csv', () => ({ name: 'values.csv', bytes: files.exe() }), 415, UNSUPPORTED_FORMAT_MESSAGE],
  [
    'an HTML page named .csv',
    () => ({ name: 'values.csv', bytes: text('<!doctype html><script>alert(document.cookie)</script>') }),
    415,
    UNSUPPORTED_FORMAT_MESSAGE,
  ],
  [
    'an SVG with a script named .json',
    () => ({ name: 'a.json', bytes: text('\uFEFF <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }),
    415,
    UNSUPPORTED_FORMAT_MESSAGE,
  ],
  [
    'an HTML page that is also a zip',
    () => ({ name: 'archive.zip', bytes: concat(text('<html><body><script>alert(1)</script>'), makeZip([{ name: 'a.txt', data: 'x' }])) }),
    415,
    UNSUPPORTED_FORMAT_MESSAGE,
  ],
  [
    'a file over UPLOAD_MAX_BYTES',
    () => ({ name: 'big.pdf', bytes: concat(pdf(), new Uint8Array(MAX_BYTES)) }),
    413,
    'The file is too large',
  ],
];

describe.each(ROUTES.map((r) => [r.name, r] as const))('%s upload', (_name, route) => {
  it.each(REFUSED)('refuses %s cleanly and stores nothing', async (_what, file, status, expected) => {
    const response = await send(route, file());
    if (status) expect(response.status).toBe(status);
    else expect([400, 415, 422]).toContain(response.status);
    expect(response.data.message).toMatch(expected);
  });

  it('answers any bytes under any name without a 5xx, storing nothing it refuses', async () => {
    const magic = fc.constantFrom(
      new Uint8Array(0),
      text('%PDF-1.7\n'),
      text('PK\u0003\u0004'),
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]),
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      text('MZ'),
      text('<html>'),
      text('\uFEFFName,Address\n'),
      text('{"locations": ['),
      Uint8Array.from([0xff, 0xfe]),
    );
    const name = fc.tuple(
      fc.constantFrom('schedule', '../../etc/passwd', 'CON', 'a\u202Efdp.exe', '\u0000', 'x'.repeat(300), '保险'),
      fc.constantFrom('.pdf', '.xlsx', '.xls', '.csv', '.json', '.png', '.jpg', '.docx', '.zip', '.exe', '.html', '', '.PDF'),
    );
    await fc.assert(
      fc.asyncProperty(magic, fc.uint8Array({ maxLength: 2048 }), name, async (head, tail, [base, extension]) => {
        await send(route, { name: base + extension, bytes: concat(head, tail) });
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 12) },
    );
    await expectStillServing(app, broker);
  });
});

describe('multipart bodies the parser chokes on', () => {
  const part = '--X\r\nContent-Disposition: form-data; name="FIELD"; filename="a.pdf"\r\n';
  it.each([
    ['no boundary', 'multipart/form-data', `${part}\r\n%PDF-1.4\r\n--X--\r\n`],
    ['a body cut off inside the file', 'multipart/form-data; boundary=X', `${part}\r\n%PDF-1.4 abc`],
    ['a body cut off inside the part header', 'multipart/form-data; boundary=X', part],
    ['no parts at all', 'multipart/form-data; boundary=X', 'hello world'],
    ['an empty body', 'multipart/form-data; boundary=X', ''],
  ])('answers %s with 400 on every upload route', async (_what, contentType, body) => {
    const routes = [
      [`/api/submissions/${fixture.submissionId}/documents`, 'document'],
      [`/api/submissions/${fixture.submissionId}/messages`, 'attachments'],
      ['/api/documents/parse', 'document'],
    ];
    for (const [path, field] of routes) {
      const raw = body.replace('FIELD', field);
      const response = await expectContained(app, `${path} ${raw}`, () =>
        broker.request('POST', path, { body: raw, headers: { 'content-type': contentType } }),
      );
      expect(response.status).toBe(400);
      expect(response.data.message).toBe('The upload could not be read');
    }
  });
});

describe('files the parser cannot read', () => {
  it.each([
    ['a truncated workbook', () => ({ name: 'schedule.xlsx', bytes: half(xlsx()) })],
    ['a workbook with its entries overwritten', () => ({ name: 'schedule.xlsx', bytes: corrupt(xlsx()) })],
    ['a truncated PDF', () => ({ name: 'schedule.pdf', bytes: half(pdf()) })],
    [
      'a PDF followed by an HTML page',
      () => ({ name: 'schedule.pdf', bytes: concat(text('%PDF-1.4\n'), text('<html><script>alert(1)</script></html>')) }),
    ],
    [
      'a corrupt legacy workbook',
      () => ({
        name: 'schedule.xls',
        bytes: concat(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(600)),
      }),
    ],
    ['a JSON file cut off mid-way', () => ({ name: 'schedule.json', bytes: text('{"locations": [{"name": "Plant A", "address": ') })],
  ])('answers %s with 422 or 415 and a message', async (_what, file) => {
    const response = await send(ROUTES[2], file());
    expect([415, 422]).toContain(response.status);
    expect(response.data.message).toBeTruthy();
  });

  it('answers a Word document with 415: it holds no schedule', async () => {
    const response = await send(ROUTES[2], { name: 'letter.docx', bytes: makeDocx(['Dear underwriter']) });
    expect(response.status).toBe(415);
    expect(response.data.message).toBe(UNSUPPORTED_FORMAT_MESSAGE);
  });
});

describe('zip bombs', () => {
  it('refuses a small workbook whose parts say they inflate to 2 GB, without inflating them', async () => {
    const bomb = xlsxBomb(2048);
    const response = await send(ROUTES[2], { name: 'bomb.xlsx', bytes: bomb });
    expect(response.status).toBe(413);
  });

  it('refuses a workbook whose headers lie, claiming 1 KB for a sheet of 2 GB, and keeps its memory', async () => {
    const before = process.memoryUsage().rss;
    const response = await send(ROUTES[2], { name: 'liar.xlsx', bytes: xlsxBomb(2048, { lie: true }) });
    expect(response.status).toBe(413);
    expect(response.data.message).toBe('The document is too large to process');
    expect(process.memoryUsage().rss - before).toBeLessThan(250 * 1024 * 1024);
    await expectStillServing(app, broker);
  });

  it.each([
    ['honest', false],
    ['lying', true],
  ])('stores a Word document bomb (%s headers) as the bytes it is, without inflating it', async (_how, lie) => {
    const before = process.memoryUsage().rss;
    const response = await send(ROUTES[0], { name: 'letter.docx', bytes: docxBomb(300, { lie }) });
    expect(process.memoryUsage().rss - before).toBeLessThan(250 * 1024 * 1024);
    if (response.status === 201) expect(response.data.size).toBeLessThan(MAX_BYTES);
    else expect([413, 415, 422]).toContain(response.status);
  });
});

/** The zip's structure kept, every entry's bytes replaced by noise. */
function corrupt(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  for (let i = 64; i < copy.length - 200; i += 7) copy[i] = (copy[i] * 31 + 17) & 0xff;
  return copy;
}

describe('the files of one message together', () => {
  // Small limits keep the files small: each file at most 1 MB, a message's files together at most 1.5 MB.
  const spoolDir = mkdtempSync(join(tmpdir(), 'workbench-spool-test-'));
  let small: TestApp;
  let staff: HttpClient;
  let submissionId: string;

  beforeAll(async () => {
    small = await startTestApp({ config: { uploadMaxBytes: 1024 * 1024, messageMaxBytes: 1536 * 1024, uploadTmpDir: spoolDir } });
    ({ http: staff } = await small.signedIn('broker'));
    ({ submissionId } = await aFullSubmission(staff));
  });
  afterAll(async () => {
    await small?.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  const pdfOf = (kb: number) => concat(files.pdf(), new Uint8Array(kb * 1024).fill(0x20));
  const messageWith = (attachments: Upload[]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(aMessage())) form.append(key, String(value));
    for (const file of attachments) form.append('attachments', new Blob([file.bytes as BlobPart]), file.name);
    return staff.request('POST', `/api/submissions/${submissionId}/messages`, { body: form });
  };
  const attachmentsOf = async () => (await staff.get(`/api/submissions/${submissionId}/documents`)).data.length;

  it('refuses attachments that together exceed MESSAGE_MAX_BYTES with 413, storing nothing and leaving no file behind', async () => {
    const before = await attachmentsOf();
    const three = [1, 2, 3].map((n) => ({ name: `part-${n}.pdf`, bytes: pdfOf(600) }));
    const response = await expectContained(small, 'three 600 KB attachments', () => messageWith(three));
    expect(response.status).toBe(413);
    expect(response.data.message).toBe('The files are too large');
    expect(await attachmentsOf()).toBe(before);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('stores attachments within the cap and leaves no file behind', async () => {
    const response = await messageWith([
      { name: 'a.pdf', bytes: pdfOf(600) },
      { name: 'b.pdf', bytes: pdfOf(600) },
    ]);
    expect(response.status).toBe(201);
    expect(response.data.attachments).toHaveLength(2);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('leaves no file behind when one file is too large, of a refused type, or the body is cut off', async () => {
    const tooBig = await messageWith([{ name: 'big.pdf', bytes: pdfOf(1100) }]);
    expect([tooBig.status, tooBig.data.message]).toEqual([413, 'The file is too large']);
    const program = await messageWith([
      { name: 'ok.pdf', bytes: pdfOf(10) },
      { name: 'x.pdf', bytes: files.exe() },
    ]);
    expect(program.status).toBe(415);
    const cut = await staff.request('POST', `/api/submissions/${submissionId}/messages`, {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: `--xyz\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-1.4 ${'x'.repeat(4096)}`,
    });
    expect(cut.status).toBe(400);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('writes an attachment to disk as it arrives, not into memory, and removes it once the message is stored', async () => {
    const boundary = 'spool-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const fields = Object.entries(aMessage())
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('');
    const request = httpRequest(`${small.url}/api/submissions/${submissionId}/messages`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: staff.cookieHeader() },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(fields + head);
    request.write(pdfOf(200));
    // Half the file is in: it already sits in the request's own folder on disk.
    await expect.poll(() => readdirSync(spoolDir).flatMap((dir) => readdirSync(join(spoolDir, dir))).length).toBe(1);
    request.end(Buffer.concat([new Uint8Array(200 * 1024).fill(0x20), Buffer.from(`\r\n--${boundary}--\r\n`)]));
    expect(await answered).toBe(201);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('spools a single document upload the same way', async () => {
    const response = await staff.upload(`/api/submissions/${submissionId}/documents`, 'document', { name: 'one.pdf', bytes: pdfOf(900) });
    expect(response.status).toBe(201);
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});
