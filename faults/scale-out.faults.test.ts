/**
 * Two bff processes on one PostgreSQL database, as behind the firm's load balancer: they start together on an
 * empty database, share sessions, see each other's writes and sign-outs despite their in-memory caches as
 * soon as they hear of them, and serve one user in turn through a round-robin balancer without sticky sessions.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox } from '../adapters/src/testing/smtp-inbox.ts';
import { HttpClient } from '../bff/src/testing/http-client.ts';
import { aSubmissionFor } from '../bff/src/testing/fixtures.ts';
import { startBalancer, type Balancer } from './support/balancer.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { eventually, sleep } from './support/eventually.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';

const SESSION_SECRET = randomBytes(32).toString('base64url');
const ROUNDS = 10;
/**
 * The processes tell each other about changes through PostgreSQL (LISTEN/NOTIFY), which arrives a moment
 * after the answer to the change; without it the other process would keep its copy for the cache's 5 s.
 */
const HEARD_WITHIN_MS = 2_000;

let database: ScratchDatabase;
let a: BffProcess;
let b: BffProcess;
let balancer: Balancer;
/** How often the other process still answered from memory on the first read after the change (a figure, not a verdict). */
const tally = { dataReads: 0, staleData: 0, signOuts: 0, staleSessions: 0 };

beforeAll(async () => {
  database = await createScratchDatabase('workbench_scaleout');
  const env = { DATABASE_URL: database.url, SESSION_SECRET };
  // Started at the same moment on an empty database: both run the migrations and the demo seed.
  [a, b] = await Promise.all([startBffProcess({ env }), startBffProcess({ env })]);
  balancer = await startBalancer([a.url, b.url]);
});

afterAll(async () => {
  console.log(
    `First read through the other process right after the change: ${tally.staleData}/${tally.dataReads} still showed the old ` +
      `submission and ${tally.staleSessions}/${tally.signOuts} copies of a signed-out cookie were still honoured (the notice had not arrived yet).`,
  );
  await balancer?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

/** Reads until `done` holds or the other process has had ample time to hear of the change. */
async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; tries: number }> {
  const until = Date.now() + HEARD_WITHIN_MS;
  for (let tries = 1; ; tries++) {
    const value = await read();
    if (done(value) || Date.now() > until) return { value, tries };
    await sleep(20);
  }
}

/** One browser (one cookie jar) whose requests the test sends to a process of its choice. */
function aBrowser() {
  const browser = new HttpClient('');
  return {
    cookies: browser.cookies,
    get: (via: BffProcess | Balancer, path: string) => browser.get(via.url + path),
    post: (via: BffProcess | Balancer, path: string, json?: unknown) => browser.post(via.url + path, json),
    patch: (via: BffProcess | Balancer, path: string, json?: unknown) => browser.request('PATCH', via.url + path, { json }),
    signIn: async (via: BffProcess | Balancer, username = 'broker', password = `${username}123`) => {
      const response = await browser.post(`${via.url}/api/auth/login`, { username, password });
      expect(response.status).toBe(200);
      return response;
    },
    /** Runs the fixture (which takes an HttpClient) against one process, in this browser's session. */
    client: (via: BffProcess | Balancer) => {
      const pinned = new HttpClient(via.url);
      for (const [name, value] of browser.cookies) pinned.cookies.set(name, value);
      return pinned;
    },
  };
}

/** Every migration ran once, and knex's lock is one free row (two rows would refuse every later start). */
async function expectMigratedOnce(db: ScratchDatabase) {
  const migrations = await db.query<{ name: string }>('select name from knex_migrations order by id');
  expect(migrations.length).toBeGreaterThan(0);
  expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
  expect(await db.query('select is_locked from knex_migrations_lock')).toEqual([{ is_locked: 0 }]);
}

describe('two processes on one database', () => {
  it('start together on an empty database: both become ready, and the schema and demo data are created once', async () => {
    expect(a.pid).not.toBe(b.pid);
    const seededBy = [a, b].filter((p) => p.logs().some((line) => String(line.msg).startsWith('demo data seeded')));
    expect(seededBy).toHaveLength(1);
    await expectMigratedOnce(database);
    const brokers = await database.query('select id from users where username = $1', ['broker']);
    expect(brokers).toHaveLength(1);

    const browser = aBrowser();
    await browser.signIn(a);
    const [viaA, viaB] = [await browser.get(a, '/api/submissions'), await browser.get(b, '/api/submissions')];
    expect(viaA.status).toBe(200);
    expect(viaB.data).toEqual(viaA.data);
    expect(Number(viaA.headers.get('x-total-count'))).toBeGreaterThan(0);
  });

  it('start in any number at once on an empty database (the first migrates and seeds, the others wait for it), and heal a database an earlier race left locked', async () => {
    const empty = await createScratchDatabase('workbench_scaleout');
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => startBffProcess({ env: { DATABASE_URL: empty.url, SESSION_SECRET } })));
      const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      await Promise.all(running.map((p) => p.stop()));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready']);
      await expectMigratedOnce(empty);
      expect(running.filter((p) => p.logs().some((line) => String(line.msg).startsWith('demo data seeded')))).toHaveLength(1);

      // What the race left behind before instances took turns: a second lock row, refusing every start.
      await empty.query('insert into knex_migrations_lock (is_locked) values (0)');
      const healed = await startBffProcess({ env: { DATABASE_URL: empty.url, SESSION_SECRET } });
      await healed.stop();
      await expectMigratedOnce(empty);
    } finally {
      await empty.drop();
    }
  });

  it('honour a session made by the other: signed in through one, the user is known to both', async () => {
    const browser = aBrowser();
    const signedIn = await browser.signIn(a, 'manager');
    const me = await browser.get(b, '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ id: signedIn.data.id, username: 'manager', role: 'broker_manager' });
  });

  it('show a write made through one process on the other as soon as it hears of it, though that one had the page cached', async () => {
    const browser = aBrowser();
    await browser.signIn(b);
    const { submission } = await aSubmissionFor(browser.client(a));
    const path = `/api/submissions/${submission.id}`;

    for (let round = 1; round <= ROUNDS; round++) {
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      // Read twice so the reader answers the second time from its cache.
      await browser.get(reader, path);
      const before = await browser.get(reader, path);
      const description = `Round ${round}: warehouse re-rated after sprinkler upgrade ${randomBytes(4).toString('hex')}`;
      expect(before.data.description).not.toBe(description);

      const saved = await browser.patch(writer, path, { description });
      expect(saved.status).toBe(200);
      const seen = await readUntil(
        async () => (await browser.get(reader, path)).data.description,
        (d) => d === description,
      );
      tally.dataReads++;
      if (seen.tries > 1) tally.staleData++;
      expect(seen.value, `round ${round}: read through the other process`).toBe(description);
    }
  });

  it("list a submission created through one process in the other process's cached list as soon as it hears of it", async () => {
    const browser = aBrowser();
    await browser.signIn(a);
    for (let round = 1; round <= ROUNDS; round++) {
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      await browser.get(reader, '/api/submissions?limit=500');
      const before = await browser.get(reader, '/api/submissions?limit=500');
      const { submission } = await aSubmissionFor(browser.client(writer));
      const listed = (page: { data: Array<{ id: string }> }) => page.data.some((s) => s.id === submission.id);
      const { value: after } = await readUntil(() => browser.get(reader, '/api/submissions?limit=500'), listed);
      expect(listed(after), `round ${round}`).toBe(true);
      expect(Number(after.headers.get('x-total-count'))).toBe(Number(before.headers.get('x-total-count')) + 1);
    }
  });

  it('end a session everywhere: signed out through one, the same cookie is refused by the other', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const [here, there] = round % 2 ? [a, b] : [b, a];
      const browser = aBrowser();
      await browser.signIn(there);
      // The other process has just looked the session up, so it holds it in memory.
      expect((await browser.get(there, '/api/auth/user')).status).toBe(200);
      const stolen = browser.client(there);

      expect((await browser.post(here, '/api/auth/logout')).status).toBe(204);
      // The browser itself dropped the cookie, so it is signed out everywhere at once.
      expect(browser.cookies.has('workbench.sid')).toBe(false);
      expect((await browser.get(there, '/api/auth/user')).status).toBe(401);
      // A copy of the old cookie is refused by the other process as soon as it has heard of the sign-out.
      const refused = await readUntil(
        async () => (await stolen.get('/api/auth/user')).status,
        (status) => status === 401,
      );
      tally.signOuts++;
      if (refused.tries > 1) tally.staleSessions++;
      expect(refused.value, `round ${round}: the old cookie on the other process`).toBe(401);
    }
  });
});

describe('mail queued during an outage, with every process running the outbox loop', () => {
  const queueMails = async (batch: string, count: number) => {
    const subjects = Array.from({ length: count }, (_, i) => `${batch} #${i + 1}`);
    for (const subject of subjects) {
      await database.query(
        `insert into outbox (id, recipient, subject, text, status, attempts, last_error) values (gen_random_uuid(), $1, $2, $3, 'queued', 1, 'SMTP unreachable')`,
        ['jordan.lee@northstarbrokers.com', subject, 'A submission is waiting for your review.'],
      );
    }
    return subjects;
  };
  const queueDrained = (what: string) =>
    eventually(
      what,
      async () => Number((await database.query<{ n: string }>(`select count(*) as n from outbox where status = 'queued'`))[0].n) === 0,
    );

  it('is delivered once, not once per process, and still delivered when one of them stops', async () => {
    const first = await queueMails('Queued during the outage', 40);
    const inbox = await startInbox();
    const receivedOf = (batch: string) => inbox.received.map((mail) => mail.subject ?? '').filter((subject) => subject.startsWith(batch));
    const env = { DATABASE_URL: database.url, SESSION_SECRET, SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, OUTBOX_RETRY_MS: '100' };
    const [one, other] = await Promise.all([startBffProcess({ env }), startBffProcess({ env })]);
    try {
      await queueDrained('the outbox to be delivered');
      // Copies would come from a process that read the queue before the other marked it sent: let every round end.
      await one.stop();
      const second = await queueMails('Queued after one process stopped', 5);
      await queueDrained('the remaining process to deliver the outbox');
      await other.stop();

      expect(receivedOf('Queued during the outage').sort()).toEqual([...first].sort());
      expect(receivedOf('Queued after one process stopped').sort()).toEqual([...second].sort());
    } finally {
      await Promise.all([one.stop(), other.stop()]);
      await inbox.close();
    }
  });
});

describe('one address in front of both (round-robin, no sticky sessions)', () => {
  it('serves a whole visit, each request by the next process in turn', async () => {
    const first = balancer.served.length;
    const browser = aBrowser();
    await browser.signIn(balancer);
    expect((await browser.get(balancer, '/api/auth/user')).data.username).toBe('broker');

    const { submission } = await aSubmissionFor(browser.client(balancer));
    const description = `Cold-store fleet ${randomBytes(4).toString('hex')}`;
    expect((await browser.patch(balancer, `/api/submissions/${submission.id}`, { description })).status).toBe(200);
    const readThrough = async () => (await browser.get(balancer, `/api/submissions/${submission.id}`)).data.description;
    expect((await readUntil(readThrough, (d) => d === description)).value).toBe(description);
    for (let i = 0; i < 3; i++) expect(await readThrough()).toBe(description);
    const listed = await browser.get(balancer, '/api/submissions?limit=500');
    expect(listed.data.map((s: { id: string }) => s.id)).toContain(submission.id);

    expect((await browser.post(balancer, '/api/auth/logout')).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await browser.get(balancer, '/api/auth/user')).status).toBe(401);

    const visit = balancer.served.slice(first);
    expect(visit.every((r) => r.status !== 502)).toBe(true);
    // Round-robin: consecutive requests alternate, so every step that followed a write or a sign-in went to
    // the process that did not make it.
    visit.slice(1).forEach((request, i) => {
      expect(request.backend, `${request.method} ${request.path}`).not.toBe(visit[i].backend);
    });
    expect(new Set(visit.map((r) => r.backend))).toEqual(new Set([a.url, b.url]));
    const signIn = visit.find((r) => r.path === '/api/auth/login')!;
    const whoAmI = visit[visit.indexOf(signIn) + 1];
    expect(whoAmI.backend).not.toBe(signIn.backend);
  });

  it('keeps users signed in through a rolling restart: one process stops gracefully (exit 0), the other serves, the new one takes over', async () => {
    const browser = aBrowser();
    await browser.signIn(balancer);
    const { submission } = await aSubmissionFor(browser.client(a));

    expect(await b.stop()).toBe(0);
    expect(b.logs().some((line) => String(line.msg).startsWith('shutting down'))).toBe(true);
    expect((await browser.get(a, '/api/auth/user')).status).toBe(200);

    const restarted = await startBffProcess({ port: b.port, env: { DATABASE_URL: database.url, SESSION_SECRET } });
    b = restarted;
    expect(restarted.logs().some((line) => String(line.msg).startsWith('demo data seeded'))).toBe(false);
    const me = await browser.get(restarted, '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.data.username).toBe('broker');
    expect((await browser.get(restarted, `/api/submissions/${submission.id}`)).data.submissionId).toBe(submission.submissionId);
    // Back on its old address, the balancer hands it requests again without anyone signing in anew.
    for (let i = 0; i < 2; i++) expect((await browser.get(balancer, '/api/auth/user')).status).toBe(200);
    expect(new Set(balancer.served.slice(-2).map((r) => r.backend))).toEqual(new Set([a.url, restarted.url]));
  });
});
