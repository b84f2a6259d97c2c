import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from './testing/builders.ts';
import { aSubmissionFor } from './testing/fixtures.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from './testing/test-app.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => app?.close());

describe('request logs', () => {
  it('log one JSON line per request with its id, and never a password, a cookie or a document', async () => {
    const user = await app.createUser('broker');
    const http = app.client();
    await http.post('/api/auth/login', { username: user.username, password: 'Wrong-Pa55word!' });
    const login = await http.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    const requestId = login.headers.get('x-request-id');
    const { submission } = await aSubmissionFor(http);
    const secretText = 'CONFIDENTIAL-SCHEDULE-CONTENT';
    await http.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name: 'notes.csv',
      bytes: files.csv(`Name,Address\n${secretText},1 Main St\n`),
    });
    await http.upload('/api/documents/parse', 'document', { name: 'sov.csv', bytes: files.csv(`Name,Address\n${secretText},1 Main St\n`) });

    const log = lines.join('\n');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.reqId === requestId);
    expect(entry).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 200, msg: 'request' });
    expect(log).not.toContain(DEFAULT_PASSWORD);
    expect(log).not.toContain('Wrong-Pa55word!');
    expect(log).not.toContain(secretText);
    for (const value of http.cookies.values()) expect(log).not.toContain(value);
  });
});
