import { addDays } from '@workbench/core';
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
    expect(mine.data).toMatchObject({ code: 'record.changed', message: CONFLICT });
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

describe('a policy edited by two people', () => {
  const today = new Date().toISOString().slice(0, 10);
  let counter = 0;
  let customer: HttpClient;
  let otherCustomer: HttpClient;
  let customerEmail: string;

  beforeAll(async () => {
    customerEmail = `policy-versions-${Date.now()}@example.com`;
    ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
    ({ http: otherCustomer } = await app.signedIn('customer', { email: `policy-versions-other-${Date.now()}@example.com` }));
  });

  async function aPolicy() {
    counter += 1;
    const client = await created('/api/clients', { ...aClientBody({ email: customerEmail }), confirmDuplicate: true });
    const policy = await app.db.uow.run((repos) =>
      repos.policies.create({
        policyNumber: `POL-V-${Date.now()}-${counter}`,
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_package',
        premium: 10_000,
        effectiveDate: addDays(today, -100),
        expirationDate: addDays(today, 265),
      }),
    );
    return `/api/policies/${policy.id}`;
  }
  const anEndorsement = (n: number) => ({
    kind: 'other',
    effectiveDate: today,
    description: `Change ${n}`,
    premiumAdjustment: 100 * n,
  });

  it('answers its record version apart from its endorsement count, as the ETag too, one more on each edit', async () => {
    const path = await aPolicy();
    const read = await broker.get(`${path}/detail`);
    expect(read.status, read.text).toBe(200);
    expect(read.data).toMatchObject({ recordVersion: 1, version: 1 });
    expect(read.headers.get('etag')).toBe('"1"');
    const endorsed = await broker.post(`${path}/endorsements`, { ...anEndorsement(1), recordVersion: 1 });
    expect(endorsed.status, endorsed.text).toBe(201);
    expect(endorsed.data).toMatchObject({ recordVersion: 2, version: 2 });
    const renewal = await broker.patch(`${path}/renewal`, { status: 'remarketing', recordVersion: 2 });
    expect(renewal.status, renewal.text).toBe(200);
    expect(renewal.data).toMatchObject({ recordVersion: 3, version: 2 });
    expect((await broker.get(`${path}/detail`)).headers.get('etag')).toBe('"3"');
  });

  it('refuses an endorsement over a record version someone else has since moved, with the policy as they left it', async () => {
    const path = await aPolicy();
    const theirs = await broker.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 1 });
    expect(theirs.status, theirs.text).toBe(201);
    const mine = await broker.post(`${path}/endorsements`, { ...anEndorsement(3), recordVersion: 1 });
    expect(mine.status).toBe(409);
    expect(mine.data.message).toBe(CONFLICT);
    expect(mine.data.current).toMatchObject({ recordVersion: 2, version: 2, premium: 10_200 });
    expect(mine.data.current.endorsements.map((e: any) => e.description)).toEqual(['Change 2']);
    // Nothing of the refused endorsement was kept: no endorsement, no premium, no history.
    const after = await broker.get(`${path}/detail`);
    expect(after.data.endorsements).toHaveLength(1);
    expect(after.data.history.map((h: any) => h.action)).toEqual(['Endorsement 2']);
    const again = await broker.post(`${path}/endorsements`, { ...anEndorsement(3), recordVersion: mine.data.current.recordVersion });
    expect(again.status, again.text).toBe(201);
    expect(again.data).toMatchObject({ recordVersion: 3, version: 3, premium: 10_500 });
  });

  it('checks a renewal update, a renewal start and a cancellation the same way, from If-Match as well', async () => {
    const path = await aPolicy();
    await broker.post(`${path}/endorsements`, { ...anEndorsement(1), recordVersion: 1 });
    const staleRenewal = await broker.request('PATCH', `${path}/renewal`, {
      json: { status: 'remarketing' },
      headers: { 'If-Match': '"1"' },
    });
    expect(staleRenewal.status).toBe(409);
    expect(staleRenewal.data.current.recordVersion).toBe(2);
    const staleStart = await broker.request('POST', `${path}/renewal`, { json: {}, headers: { 'If-Match': '"1"' } });
    expect(staleStart.status).toBe(409);
    expect(staleStart.data.current.renewalStatus).toBe('not_started');
    const cancellation = { date: today, reason: 'Sold the business', returnPremium: 100 };
    const staleCancel = await broker.post(`${path}/cancellation`, { ...cancellation, recordVersion: 1 });
    expect(staleCancel.status).toBe(409);
    expect(staleCancel.data.current.cancellation).toBeNull();
    const etag = (await broker.get(`${path}/detail`)).headers.get('etag')!;
    const cancelled = await broker.request('POST', `${path}/cancellation`, { json: cancellation, headers: { 'If-Match': etag } });
    expect(cancelled.status, cancelled.text).toBe(201);
    expect(cancelled.data).toMatchObject({ recordVersion: 3, cancellation: { reason: 'Sold the business' } });
    // An edit over the version read after the cancellation is told the policy was cancelled.
    const late = await broker.post(`${path}/endorsements`, { ...anEndorsement(4), recordVersion: 3 });
    expect(late.status).toBe(409);
    expect(late.data.message).toMatch(/was cancelled on/);
  });

  it('takes an edit that names no record version, and never reads the endorsement count as one', async () => {
    const path = await aPolicy();
    await broker.post(`${path}/endorsements`, { ...anEndorsement(1), recordVersion: 1 });
    await broker.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 2 });
    const blind = await broker.post(`${path}/endorsements`, { ...anEndorsement(3), version: 1 });
    expect(blind.status, blind.text).toBe(201);
    expect(blind.data).toMatchObject({ recordVersion: 4, version: 4 });
  });

  it('lets one of two endorsements sent at once over the same record version through, and refuses the other', async () => {
    const path = await aPolicy();
    const answers = await Promise.all([1, 2].map((n) => broker.post(`${path}/endorsements`, { ...anEndorsement(n), recordVersion: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await broker.get(`${path}/detail`)).data.endorsements).toHaveLength(1);
  });

  it('shows no one outside the policy its current state in a refusal', async () => {
    const path = await aPolicy();
    await broker.post(`${path}/endorsements`, { ...anEndorsement(1), recordVersion: 1 });
    const own = await customer.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 1 });
    expect(own.status).toBe(403);
    expect(own.data.current).toBeUndefined();
    const stranger = await otherCustomer.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 1 });
    expect(stranger.status).toBe(403);
    expect(stranger.data.current).toBeUndefined();
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    const refused = await pending.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 1 });
    expect([401, 403]).toContain(refused.status);
    expect(refused.data.current).toBeUndefined();
    const carrier = await created('/api/carriers', {
      name: `Versions Carrier ${Date.now()}`,
      appetite: [],
      contacts: [{ name: 'Underwriter', email: `versions-${Date.now()}@carrier.example` }],
    });
    const { http: underwriter } = await app.signedIn('insurer', { carrierId: carrier.id });
    const carriers = await underwriter.post(`${path}/endorsements`, { ...anEndorsement(2), recordVersion: 1 });
    expect([403, 404]).toContain(carriers.status);
    expect(carriers.data.current).toBeUndefined();
    expect((await broker.get(`${path}/detail`)).data.endorsements).toHaveLength(1);
  });
});

describe('a customer editing their own schedule in the portal', () => {
  it('sends back the version of the row it read, and is refused with the row as staff left it when staff saved first', async () => {
    const email = `portal-versions-${Date.now()}@example.com`;
    const { http: customer } = await app.signedIn('customer', { email });
    const { http: other } = await app.signedIn('customer', { email: `portal-versions-other-${Date.now()}@example.com` });
    const { submission } = await aSubmissionFor(broker, {
      client: { email },
      submission: {
        shareWithClient: true,
        coverages: [{ coverage: 'property', limit: 1_000_000, deductible: 5000, properties: [aProperty({ yearBuilt: 1990 })] }],
      },
    });
    const read = await customer.get(`/api/submissions/${submission.id}`);
    expect(read.status, read.text).toBe(200);
    const [row] = read.data.properties;
    const path = `/api/submissions/${submission.id}/properties/${row.id}`;
    expect((await broker.patch(path, { yearBuilt: 1991, version: row.version })).status).toBe(200);
    const mine = await customer.patch(path, { yearBuilt: 1995, version: row.version });
    expect(mine.status).toBe(409);
    expect(mine.data.message).toBe(CONFLICT);
    expect(mine.data.current).toMatchObject({ id: row.id, yearBuilt: 1991, version: row.version + 1 });
    const stranger = await other.patch(path, { yearBuilt: 1995, version: row.version });
    expect(stranger.status).toBe(404);
    expect(stranger.data.current).toBeUndefined();
    const again = await customer.patch(path, { yearBuilt: 1995, version: mine.data.current.version });
    expect(again.status, again.text).toBe(200);
    expect(again.data).toMatchObject({ yearBuilt: 1995, version: row.version + 2 });
  });
});

describe('the ETag of a versioned record', () => {
  it('is the version of a submission and of a client, quoted, and moves with each write', async () => {
    const { client, submission } = await aSubmissionFor(broker);
    const read = await broker.get(`/api/submissions/${submission.id}`);
    expect(read.headers.get('etag')).toBe(`"${read.data.version}"`);
    await broker.patch(`/api/submissions/${submission.id}`, { description: 'Tagged', version: read.data.version });
    const reread = await broker.get(`/api/submissions/${submission.id}`);
    expect(reread.headers.get('etag')).toBe(`"${read.data.version + 1}"`);
    const record = await broker.get(`/api/clients/${client.id}`);
    expect(record.headers.get('etag')).toBe(`"${record.data.client.version}"`);
    const sentBack = await broker.request('PATCH', `/api/clients/${client.id}`, {
      json: { phone: '555-0199' },
      headers: { 'If-Match': record.headers.get('etag')! },
    });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect((await broker.get(`/api/clients/${client.id}`)).headers.get('etag')).toBe(`"${record.data.client.version + 1}"`);
  });
});

describe('a profile saved from two tabs', () => {
  it('answers its version and ETag, and refuses a save over a version another tab moved, with the profile as it left it', async () => {
    const { http: customer } = await app.signedIn('customer', { email: `profile-versions-${Date.now()}@example.com` });
    const read = await customer.get('/api/profile');
    expect(read.status, read.text).toBe(200);
    expect(read.data.version).toBe(1);
    expect(read.headers.get('etag')).toBe('"1"');
    const theirs = await customer.patch('/api/profile', { phone: '555-0101', version: 1 });
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.data).toMatchObject({ version: 2, user: { phone: '555-0101' } });
    const mine = await customer.patch('/api/profile', { companyName: 'Mine Ltd', version: 1 });
    expect(mine.status).toBe(409);
    expect(mine.data.message).toBe(CONFLICT);
    expect(mine.data.current).toMatchObject({ version: 2, user: { phone: '555-0101' } });
    expect((await customer.get('/api/profile')).data.user.companyName).not.toBe('Mine Ltd');
    const again = await customer.request('PATCH', '/api/profile', { json: { companyName: 'Mine Ltd' }, headers: { 'If-Match': '"2"' } });
    expect(again.status, again.text).toBe(200);
    expect(again.data).toMatchObject({ version: 3, user: { companyName: 'Mine Ltd', phone: '555-0101' } });
    // Without a version the save goes through, as older clients send it.
    expect((await customer.patch('/api/profile', { phone: '555-0102' })).data.version).toBe(4);
  });

  it('shows one person’s profile to no one else: each account reads and saves only its own', async () => {
    const { http: first } = await app.signedIn('customer', { email: `profile-own-${Date.now()}@example.com` });
    const { http: second } = await app.signedIn('customer', { email: `profile-other-${Date.now()}@example.com` });
    await first.patch('/api/profile', { phone: '555-0111', version: 1 });
    const other = await second.patch('/api/profile', { phone: '555-0112', version: 1 });
    expect(other.status, other.text).toBe(200);
    expect(other.data).toMatchObject({ version: 2, user: { phone: '555-0112' } });
    expect((await first.get('/api/profile')).data.user.phone).toBe('555-0111');
  });
});
