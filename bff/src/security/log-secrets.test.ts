import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeXlsx } from '@workbench/adapters/seed/files.ts';
import { files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * What reaches the logs at the most verbose level, on the paths logging.test.ts does not walk: registration,
 * failed parses of unreadable documents, message attachments and text, search terms, forged cookies and
 * credentials in headers. None of the secrets or document contents may appear; the requests themselves must.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const SESSION_SECRET = 'log-test-session-secret-0123456789abcdef';
const SECRETS = {
  registrationPassword: 'Registr4tion-Pa55!',
  wrongPassword: 'Wr0ng-Guess-Pa55!',
  documentText: 'DOC-CONTENT-7f3a9',
  attachmentText: 'ATTACHMENT-CONTENT-51c2',
  messageText: 'MESSAGE-BODY-88e1',
  brokenJsonText: 'BROKEN-JSON-CONTENT-2b7d',
  workbookText: 'WORKBOOK-CELL-CONTENT-9d4e',
  searchTerm: 'SEARCH-TERM-6a0f',
  forgedCookie: 'FORGED-COOKIE-VALUE-3e5b',
  bearer: 'BEARER-TOKEN-VALUE-c41d',
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ logger: pino({ level: 'trace' }, sink), config: { sessionSecret: SESSION_SECRET } });
});
afterAll(() => app?.close());

describe('logs', () => {
  it('never hold a password, the session secret, a cookie, a token, a search term or document contents', async () => {
    const http = app.client();
    const registered = await http.post('/api/auth/register', {
      username: 'logged-user',
      password: SECRETS.registrationPassword,
      fullName: 'Logged User',
      email: 'logged@example.com',
      role: 'broker',
    });
    // A self-registered broker waits for approval; a broker manager's approval is not what this test is about.
    await app.db.uow.run((repos) => repos.users.setStatus(registered.data.id, 'active'));
    await app.client().post('/api/auth/login', { username: 'logged-user', password: SECRETS.wrongPassword });
    const { submission } = await aSubmissionFor(http);

    await http.upload(`/api/submissions/${submission.id}/documents`, 'document', {
      name: 'notes.csv',
      bytes: files.csv(`Name,Address\n${SECRETS.documentText},1 Main St\n`),
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({ to: 'a@b.example', subject: 'Files', content: SECRETS.messageText })) form.append(k, v);
    form.append('attachments', new Blob([files.csv(`Name\n${SECRETS.attachmentText}\n`) as BlobPart]), 'attached.csv');
    await http.request('POST', `/api/submissions/${submission.id}/messages`, { body: form });
    const broken = await http.upload('/api/documents/parse', 'document', {
      name: 'broken.json',
      bytes: new TextEncoder().encode(`{"locations": [{"name": "${SECRETS.brokenJsonText}", `),
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    await http.upload('/api/documents/parse', 'document', {
      name: 'sov.xlsx',
      bytes: makeXlsx('Locations', [{ Name: SECRETS.workbookText, Address: '1 Main St' }]),
    });
    await http.get(`/api/submissions?q=${SECRETS.searchTerm}`);
    await app.client().get('/api/auth/user', {
      cookie: `workbench.sid=${SECRETS.forgedCookie}; workbench.sid.sig=${SECRETS.forgedCookie}`,
      authorization: `Bearer ${SECRETS.bearer}`,
    });

    const log = lines.join('\n');
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/documents/parse', '/api/submissions', '/api/auth/user']),
    );
    for (const [name, secret] of Object.entries({ ...SECRETS, sessionSecret: SESSION_SECRET })) {
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
    }
    for (const value of http.cookies.values()) expect(log).not.toContain(value);
  });
});
