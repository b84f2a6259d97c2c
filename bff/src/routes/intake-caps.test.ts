import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;

// Small caps, so a handful of small files reaches them.
beforeAll(async () => {
  app = await startTestApp({ config: { intakeMaxAttachments: 2, uploadMaxBytes: 64 } });
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

const part = (name: string, type: string, body: string) =>
  [
    '--c1',
    `Content-Type: ${type}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(body).toString('base64'),
  ].join('\r\n');

describe('the caps on a mail taken in', () => {
  it('keeps attachments up to the count and size caps and lists the rest, with programs and macros, as not kept', async () => {
    const eml = [
      'From: Ola Berg <ola@berg-freight.example>',
      'Subject: Fleet renewal',
      'Message-ID: <caps-1@berg-freight.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="c1"',
      '',
      '--c1',
      'Content-Type: text/plain',
      '',
      'Everything attached.',
      part('big.csv', 'text/csv', `Name,Address\n${'x'.repeat(100)},y\n`),
      part('one.csv', 'text/csv', 'Name,Address\nA,B\n'),
      part('run.bat', 'application/octet-stream', '@echo off'),
      part('two.csv', 'text/csv', 'Name,Address\nC,D\n'),
      part('values.xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.12', 'PK'),
      part('three.csv', 'text/csv', 'Name,Address\nE,F\n'),
      '--c1--',
      '',
    ].join('\r\n');
    const response = await broker.upload('/api/submissions/from-email', 'email', { name: 'm.eml', bytes: new TextEncoder().encode(eml) });
    expect(response.status).toBe(201);
    expect(response.data.item.attachments.map((a: { filename: string }) => a.filename)).toEqual(['one.csv', 'two.csv']);
    expect(response.data.item.dropped.map((d: { filename: string; reason: string }) => [d.filename, d.reason])).toEqual([
      ['run.bat', 'executable'],
      ['values.xlsm', 'macro'],
      ['big.csv', 'too_large'],
      ['three.csv', 'too_many'],
    ]);
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.data.documents.map((d: { filename: string }) => d.filename).sort()).toEqual(['one.csv', 'two.csv']);
    const noted = detail.data.history.find((h: { action: string }) => h.action === 'Attachments not kept');
    expect(noted.details).toContain('run.bat (quarantined: a program or script)');
    expect(noted.details).toContain('three.csv (dropped: more attachments than the limit)');
  });
});
