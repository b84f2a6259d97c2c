import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aProperty, aQuote, aTask, aVehicle } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Two people editing one record over HTTP: each answer carries the record's version; a write that sends back
 * the version it read (in the body or as If-Match) goes through only over that version, and is otherwise
 * refused with 409 and the record as the other person left it; a write that names no version goes through.
 */
let app: TestApp;
let broker: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

const CONFLICT = 'Changed by someone else since you opened it';

interface RecordKind {
  name: string;
  /** A fresh record: the path its edits go to and the version it was read at. */
  create(): Promise<{ path: string; version: number }>;
  /** An edit that changes something, different for each `n`. */
  change(n: number): Record<string, unknown>;
  /** The record's version in a write's answer or in a conflict's `current`. */
  versionOf(answer: any): number;
  /** The field `change` writes, as the answer shows it. */
  valueOf(answer: any): unknown;
}

async function aSubmission() {
  const { submission } = await aSubmissionFor(broker);
  return submission.id;
}

async function created(path: string, body: unknown) {
  const answer = await broker.post(path, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.data;
}

const scheduleRow = (name: string, segment: string, row: () => Record<string, unknown>, field: string, value: (n: number) => unknown) => ({
  name,
  async create() {
    const id = await aSubmission();
    const [added] = await created(`/api/submissions/${id}/${segment}`, [row()]);
    return { path: `/api/submissions/${id}/${segment}/${added.id}`, version: added.version };
  },
  change: (n: number) => ({ [field]: value(n) }),
  versionOf: (answer: any) => answer.version,
  valueOf: (answer: any) => answer[field],
});

const KINDS: RecordKind[] = [
  scheduleRow('location', 'properties', aProperty, 'yearBuilt', (n) => 1980 + n),
  scheduleRow('vehicle', 'vehicles', aVehicle, 'year', (n) => 2010 + n),
  {
    name: 'submission',
    async create() {
      const id = await aSubmission();
      const detail = await broker.get(`/api/submissions/${id}`);
      return { path: `/api/submissions/${id}`, version: detail.data.version };
    },
    change: (n) => ({ description: `Description ${n}` }),
    versionOf: (answer) => answer.version,
    valueOf: (answer) => answer.description,
  },
  {
    name: 'quote',
    async create() {
      const id = await aSubmission();
      const quote = await created(`/api/submissions/${id}/quotes`, aQuote());
      return { path: `/api/submissions/${id}/quotes/${quote.id}`, version: quote.version };
    },
    change: (n) => ({ amount: 1000 + n }),
    versionOf: (answer) => answer.version,
    valueOf: (answer) => answer.amount,
  },
  {
    name: 'task',
    async create() {
      const id = await aSubmission();
      const task = await created(`/api/submissions/${id}/tasks`, aTask());
      return { path: `/api/submissions/${id}/tasks/${task.id}`, version: task.version };
    },
    change: (n) => ({ title: `Request loss runs ${n}` }),
    versionOf: (answer) => answer.version,
    valueOf: (answer) => answer.title,
  },
  {
    name: 'client',
    async create() {
      const client = await created('/api/clients', { ...aClientBody(), confirmDuplicate: true });
      return { path: `/api/clients/${client.id}`, version: client.version };
    },
    change: (n) => ({ phone: `555-01${String(n).padStart(2, '0')}` }),
    versionOf: (answer) => answer.client.version,
    valueOf: (answer) => answer.client.phone,
  },
];

describe.each(KINDS)('a $name edited by two people', (kind) => {
  it('answers the version it was read at, and one more after a write that sent it back', async () => {
    const { path, version } = await kind.create();
    expect(version).toBe(1);
    const saved = await broker.patch(path, { ...kind.change(1), version });
    expect(saved.status, saved.text).toBe(200);
    expect(kind.versionOf(saved.data)).toBe(version + 1);
    expect(kind.valueOf(saved.data)).toEqual(Object.values(kind.change(1))[0]);
  });

  it('refuses a write over a version someone else has since changed, with the record as they left it', async () => {
    const { path, version } = await kind.create();
    const theirs = await broker.patch(path, { ...kind.change(2), version });
    expect(theirs.status, theirs.text).toBe(200);
    const mine = await broker.patch(path, { ...kind.change(3), version });
    expect(mine.status).toBe(409);
    expect(mine.data.message).toBe(CONFLICT);
    expect(kind.versionOf(mine.data.current)).toBe(version + 1);
    expect(kind.valueOf(mine.data.current)).toEqual(kind.valueOf(theirs.data));
    // Sent again over the version the conflict showed, the change goes through.
    const again = await broker.patch(path, { ...kind.change(3), version: kind.versionOf(mine.data.current) });
    expect(again.status, again.text).toBe(200);
    expect(kind.versionOf(again.data)).toBe(version + 2);
  });

  it('takes the version read from an If-Match header as well', async () => {
    const { path, version } = await kind.create();
    const stale = await broker.request('PATCH', path, { json: kind.change(4), headers: { 'If-Match': `"${version + 5}"` } });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toBe(CONFLICT);
    const fresh = await broker.request('PATCH', path, { json: kind.change(4), headers: { 'If-Match': `"${version}"` } });
    expect(fresh.status, fresh.text).toBe(200);
    expect(kind.versionOf(fresh.data)).toBe(version + 1);
  });

  it('takes a write that names no version, as older clients send it', async () => {
    const { path, version } = await kind.create();
    await broker.patch(path, { ...kind.change(5), version });
    const blind = await broker.patch(path, kind.change(6));
    expect(blind.status, blind.text).toBe(200);
    expect(kind.versionOf(blind.data)).toBe(version + 2);
  });
});

describe('a version that is not one', () => {
  it('is refused as invalid, with nothing changed', async () => {
    const [location] = KINDS;
    const { path } = await location!.create();
    const answer = await broker.patch(path, { ...location!.change(7), version: 'latest' });
    expect(answer.status).toBe(400);
    expect(answer.data.issues).toEqual([{ path: 'version', message: 'Version must be a whole number from 1' }]);
  });
});
