import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { secondInstance } from '../testing/second-instance.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

/** The statements the app sends while `work` runs. */
async function sqlDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const onQuery = (query: { sql: string }) => sql.push(query.sql);
  app.db.knex.on('query', onQuery);
  try {
    await work();
  } finally {
    app.db.knex.off('query', onQuery);
  }
  return sql;
}

/** Counts the statements the app sends while `work` runs. */
const statementsDuring = async (work: () => Promise<unknown>) => (await sqlDuring(work)).length;

const readsAnAccount = (sql: string) => /from "users" where "id"/.test(sql);

describe('the read cache in one process', () => {
  it("shares answers among staff of one role: a colleague's first read of a list or a detail sends no statement", async () => {
    const { submission } = await aSubmissionFor(broker);
    const { http: colleague } = await app.signedIn('broker');
    expect((await colleague.get('/api/auth/user')).status).toBe(200);
    const list = await broker.get('/api/submissions?limit=6');
    const detail = await broker.get(`/api/submissions/${submission.id}`);
    let theirs: Array<Awaited<ReturnType<HttpClient['get']>>> = [];
    const statements = await statementsDuring(async () => {
      theirs = [await colleague.get('/api/submissions?limit=6'), await colleague.get(`/api/submissions/${submission.id}`)];
    });
    expect(statements).toBe(0);
    expect(theirs[0]!.data).toEqual(list.data);
    expect(theirs[0]!.headers.get('x-total-count')).toBe(list.headers.get('x-total-count'));
    expect(theirs[1]!.data).toEqual(detail.data);
  });

  it('keeps a cached list while messages and documents are added, and shows them in the detail at once', async () => {
    const { submission } = await aSubmissionFor(broker);
    await broker.get('/api/submissions?limit=7');
    await broker.get(`/api/submissions/${submission.id}`);
    expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ subject: 'Read after writing' }))).status).toBe(201);
    const form = new FormData();
    form.append('document', new Blob([files.pdf() as BlobPart], { type: 'application/pdf' }), 'cached-schedule.pdf');
    expect((await broker.request('POST', `/api/submissions/${submission.id}/documents`, { body: form })).status).toBe(201);

    expect(await statementsDuring(() => broker.get('/api/submissions?limit=7'))).toBe(0);
    const detail = (await broker.get(`/api/submissions/${submission.id}`)).data;
    expect(detail.messages.map((m: { subject: string }) => m.subject)).toContain('Read after writing');
    expect(detail.documents.map((d: { filename: string }) => d.filename)).toContain('cached-schedule.pdf');
  });

  it('keeps the signed-in account while submissions are written and searched, and reads it again once accounts are', async () => {
    const { http, user } = await app.signedIn('broker');
    const { submission } = await aSubmissionFor(http);
    expect((await http.patch(`/api/submissions/${submission.id}`, { priority: 'high' })).status).toBe(200);
    expect((await http.get(`/api/submissions?q=${submission.submissionId}`)).data).toHaveLength(1);
    expect((await sqlDuring(() => http.get('/api/auth/user'))).filter(readsAnAccount)).toEqual([]);

    await app.db.knex('users').where({ id: user.id }).update({ full_name: 'Renamed In Place' });
    const statements = await sqlDuring(async () => expect((await http.get('/api/auth/user')).data.fullName).toBe('Renamed In Place'));
    expect(statements.filter(readsAnAccount)).toHaveLength(1);
  });

  it('answers a repeated list or detail read without touching the database, with the same body and total', async () => {
    const { submission } = await aSubmissionFor(broker);
    const firstList = await broker.get('/api/submissions?limit=5');
    const firstDetail = await broker.get(`/api/submissions/${submission.submissionId}`);
    let again: Awaited<ReturnType<HttpClient['get']>> | undefined;
    let detailAgain: Awaited<ReturnType<HttpClient['get']>> | undefined;
    const statements = await statementsDuring(async () => {
      again = await broker.get('/api/submissions?limit=5');
      detailAgain = await broker.get(`/api/submissions/${submission.submissionId}`);
    });
    expect(statements).toBe(0);
    expect(again!.status).toBe(200);
    expect(again!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again!.data).toEqual(firstList.data);
    expect(again!.headers.get('x-total-count')).toBe(firstList.headers.get('x-total-count'));
    expect(detailAgain!.data).toEqual(firstDetail.data);
  });

  it('keeps its answers while only sign-in bookkeeping is written: sign-ins, failed attempts, sign-outs', async () => {
    const { user } = await app.signedIn('broker');
    await broker.get('/api/submissions?limit=4');
    const visitor = app.client();
    expect((await visitor.post('/api/auth/login', { username: user.username, password: 'not-the-password' })).status).toBe(401);
    expect((await visitor.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await visitor.post('/api/auth/logout')).status).toBe(204);
    expect(await statementsDuring(() => broker.get('/api/submissions?limit=4'))).toBe(0);
  });

  it('shows a change through the API on the very next read of the list and the detail', async () => {
    const { submission } = await aSubmissionFor(broker);
    expect((await broker.get(`/api/submissions/${submission.id}`)).data.priority).toBe('medium');
    const before = await broker.get('/api/submissions?limit=5');
    expect(before.data.find((s: { id: string }) => s.id === submission.id).priority).toBe('medium');

    expect((await broker.patch(`/api/submissions/${submission.id}`, { priority: 'urgent' })).status).toBe(200);

    expect((await broker.get(`/api/submissions/${submission.id}`)).data.priority).toBe('urgent');
    const after = await broker.get('/api/submissions?limit=5');
    expect(after.data.find((s: { id: string }) => s.id === submission.id).priority).toBe('urgent');
  });

  it('shows a new submission in the list and its total at once', async () => {
    const before = await broker.get('/api/submissions');
    const { submission } = await aSubmissionFor(broker);
    const after = await broker.get('/api/submissions');
    expect(Number(after.headers.get('x-total-count'))).toBe(Number(before.headers.get('x-total-count')) + 1);
    expect(after.data[0].id).toBe(submission.id);
  });

  it('shows a write made straight to the database, outside any use case, on the next read', async () => {
    const { submission } = await aSubmissionFor(broker);
    expect((await broker.get(`/api/submissions/${submission.id}`)).data.description).not.toBe('Changed underneath');
    await app.db.knex('submissions').where({ id: submission.id }).update({ description: 'Changed underneath' });
    expect((await broker.get(`/api/submissions/${submission.id}`)).data.description).toBe('Changed underneath');
  });

  it('never hands one caller the answer computed for another: "me" and customer scoping stay per user', async () => {
    const { http: other } = await app.signedIn('broker');
    const { submission } = await aSubmissionFor(other);
    const brokers = await broker.get('/api/submissions?createdBy=me');
    const mine = await other.get('/api/submissions?createdBy=me');
    expect(brokers.data.map((s: { id: string }) => s.id)).not.toContain(submission.id);
    expect(mine.data.map((s: { id: string }) => s.id)).toEqual([submission.id]);

    const { http: customer } = await app.signedIn('customer');
    await broker.get('/api/submissions');
    const customerList = await customer.get('/api/submissions');
    expect(customerList.status).toBe(200);
    expect(customerList.data).toEqual([]);
    expect(customerList.headers.get('x-total-count')).toBe('0');
  });

  it('signs a session out at once in the process that handled the sign-out', async () => {
    const { http } = await app.signedIn('broker');
    expect((await http.get('/api/submissions')).status).toBe(200);
    const cookie = http.cookieHeader();
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    const replayed = await fetch(`${app.url}/api/submissions`, { headers: { cookie } });
    expect(replayed.status).toBe(401);
  });
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs = 3_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('two bff processes on one PostgreSQL database', () => {
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    other = await secondInstance(app);
  });
  afterAll(() => other?.close());

  const onOther = (path: string, cookie: string) => fetch(other.url + path, { headers: { cookie } });

  it('lets the second process see a write made through the first within a moment', async () => {
    const { submission } = await aSubmissionFor(broker);
    const cookie = broker.cookieHeader();
    const read = async () => (await (await onOther(`/api/submissions/${submission.id}`, cookie)).json()).priority;
    expect(await read()).toBe('medium');
    expect(await read()).toBe('medium');

    const started = Date.now();
    expect((await broker.patch(`/api/submissions/${submission.id}`, { priority: 'high' })).status).toBe(200);
    expect(await eventually(read, (p) => p === 'high', 1_000)).toBe('high');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('shows a message sent through the first process in the detail read through the second', async () => {
    const { submission } = await aSubmissionFor(broker);
    const cookie = broker.cookieHeader();
    const subjects = async () =>
      ((await (await onOther(`/api/submissions/${submission.id}`, cookie)).json()).messages as Array<{ subject: string }>).map(
        (m) => m.subject,
      );
    expect(await subjects()).toEqual([]);
    expect(await subjects()).toEqual([]);

    expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ subject: 'Across processes' }))).status).toBe(201);
    expect(await eventually(subjects, (s) => s.includes('Across processes'), 1_000)).toContain('Across processes');
  });

  it('signs a cookie out on the second process when the user signs out on the first', async () => {
    const { http } = await app.signedIn('broker');
    const cookie = http.cookieHeader();
    expect((await onOther('/api/auth/user', cookie)).status).toBe(200);
    expect((await onOther('/api/auth/user', cookie)).status).toBe(200);

    expect((await http.post('/api/auth/logout')).status).toBe(204);
    const status = await eventually(
      async () => (await onOther('/api/auth/user', cookie)).status,
      (s) => s === 401,
      1_000,
    );
    expect(status).toBe(401);
  });

  it("signs the account's other sessions out on the second process when they are ended through the first", async () => {
    const { http, user } = await app.signedIn('customer');
    const elsewhere = app.client();
    expect((await elsewhere.post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).status).toBe(200);
    const cookie = elsewhere.cookieHeader();
    expect((await onOther('/api/auth/user', cookie)).status).toBe(200);
    expect((await onOther('/api/auth/user', cookie)).status).toBe(200);

    expect((await http.post('/api/profile/sign-out-others')).data).toEqual({ signedOut: 1 });
    const status = await eventually(
      async () => (await onOther('/api/auth/user', cookie)).status,
      (s) => s === 401,
      1_000,
    );
    expect(status).toBe(401);
    expect((await onOther('/api/auth/user', http.cookieHeader())).status).toBe(200);
  });
});
