import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '@workbench/adapters/seed/files.ts';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Security headers on every kind of answer, not only /healthz (app.test.ts), and downloads that a browser
 * saves instead of rendering, whatever the file holds (submissions.routes.test.ts checks a plain PDF).
 */
let app: TestApp;
let broker: HttpClient;
let submissionId: string;
const webDist = mkdtempSync(join(tmpdir(), 'workbench-headers-web-'));

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Workbench</title><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  app = await startTestApp({ config: { webDist } });
  ({ http: broker } = await app.signedIn('broker'));
  ({
    submission: { id: submissionId },
  } = await aSubmissionFor(broker));
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function upload(name: string, bytes: Uint8Array) {
  const response = await broker.upload(`/api/submissions/${submissionId}/documents`, 'document', { name, bytes });
  expect(response.status).toBe(201);
  return response.data as { id: string; mimeType: string };
}

const download = (id: string) => broker.get(`/api/documents/${id}/download`);

describe('security headers', () => {
  it('forbid keeping a copy of any API answer, also one served again from the read cache', async () => {
    const answers = {
      list: await broker.get('/api/submissions?limit=3'),
      'list again (cached)': await broker.get('/api/submissions?limit=3'),
      metrics: await broker.get('/api/metrics'),
      'signed out': await app.client().get('/api/submissions'),
      'unknown submission': await broker.get('/api/submissions/SUB-1999-0001'),
    };
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers.get('cache-control'), kind).toBe('no-store');
    }
  });

  it('come with every kind of answer: API data, API errors, the app shell, assets and downloads', async () => {
    const doc = await upload('a.pdf', files.pdf());
    const answers = {
      'API data': await broker.get('/api/submissions'),
      'signed out': await app.client().get('/api/submissions'),
      'unknown API route': await broker.get('/api/nothing'),
      'refused write': await broker.post('/api/clients', { name: 'x' }, { origin: 'https://evil.example' }),
      'app shell': await app.client().get('/submissions/anything'),
      asset: await app.client().get('/assets/app-1.js'),
      download: await download(doc.id),
    };
    for (const [kind, response] of Object.entries(answers)) {
      const header = (name: string) => response.headers.get(name) ?? '';
      expect(header('content-security-policy'), kind).toContain("frame-ancestors 'none'");
      expect(header('content-security-policy'), kind).toContain("object-src 'none'");
      expect(header('content-security-policy'), kind).toContain("script-src 'self'");
      expect(header('content-security-policy'), kind).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(header('x-content-type-options'), kind).toBe('nosniff');
      expect(header('x-frame-options'), kind).toBe('DENY');
      expect(header('referrer-policy'), kind).toBe('no-referrer');
      expect(header('cross-origin-opener-policy'), kind).toBe('same-origin');
      expect(header('cross-origin-resource-policy'), kind).toBe('same-origin');
      expect(response.headers.get('x-powered-by'), kind).toBeNull();
      expect(response.headers.get('server'), kind).toBeNull();
    }
  });

  it('labels every API answer as JSON with a charset, so nothing is sniffed as HTML', async () => {
    for (const response of [
      await broker.get('/api/submissions?q=<script>'),
      await broker.get('/api/submissions?limit=<b>'),
      await broker.get('/api/nothing'),
    ]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });
});

describe('downloads', () => {
  it('serves a PDF that carries an HTML page as a PDF attachment that is not sniffed and not cached', async () => {
    const polyglot = new Uint8Array(
      Buffer.concat([Buffer.from(makePdf('Schedule', ['Plant A'])), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
    );
    const doc = await upload('schedule.pdf', polyglot);
    const response = await download(doc.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves text files as attachments too, never inline', async () => {
    const doc = await upload('values.csv', files.csv('Name,Notes\nPlant A,"=HYPERLINK(""http://evil.example"")"\n'));
    const response = await download(doc.id);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it.each([
    ['quotes', 'say "hi".pdf'],
    ['a backslash path', 'C:\\Users\\me\\a.pdf'],
    ['a line break and a header', 'report\r\nSet-Cookie: x=1.pdf'],
    ['percent-encoded line break', 'report%0d%0aSet-Cookie: x=1.pdf'],
    ['a path', '../../../etc/passwd.pdf'],
    ['right-to-left override', 'invoice\u202Efdp.exe'],
  ])('keeps a file name with %s inside one well-formed Content-Disposition header', async (_what, name) => {
    const doc = await upload(name, files.pdf());
    const response = await download(doc.id);
    // A quoted ASCII fallback without quotes or backslashes, and the exact name percent-encoded.
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!'()*._~-]+$/,
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is refused to a signed-out visitor', async () => {
    const doc = await upload('private.pdf', files.pdf());
    expect((await app.client().get(`/api/documents/${doc.id}/download`)).status).toBe(401);
  });
});
