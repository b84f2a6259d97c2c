import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A carrier's underwriter over HTTP against the database: they see only the submissions sent to their
 * carrier, of each only the packages and their own market and quotes, and their answers reach the
 * broker's market row; the firm's own underwriter keeps the whole book; nobody else reaches the desk.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let inHouse: HttpClient;
let customer: HttpClient;
let underwriterA: HttpClient;
let pendingUnderwriterA: HttpClient;
let underwriterB: HttpClient;
let carrierA: { id: string; name: string };
let carrierB: { id: string; name: string };
const run = Date.now().toString(36);

const aCarrier = async (name: string) => {
  const created = await broker.post('/api/carriers', {
    name: `${name} ${run}`,
    appetite: [],
    contacts: [{ name: 'Underwriter', email: `${name.toLowerCase()}-${run}@carrier.example` }],
  });
  expect(created.status).toBe(201);
  return created.data as { id: string; name: string };
};

const BROKER_NOTE = 'Internal: client is price sensitive, push Beta hard';
const CLIENT_MESSAGE = 'Client channel: the renewal budget is tight';

/** A submission marketed to the given carriers, each sent a package, with a note and a client message on it. */
async function marketedTo(carriers: Array<{ id: string }>, { send = true } = {}) {
  const { submission } = await aSubmissionFor(broker, { submission: { notes: [{ content: BROKER_NOTE }] } });
  const chosen = await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: carriers.map((c) => c.id) });
  expect(chosen.status).toBe(201);
  const markets = chosen.data.markets as Array<{ id: string; carrierId: string }>;
  if (send) {
    for (const market of markets) {
      const sent = await broker.post(`/api/submissions/${submission.id}/markets/${market.id}/send`, {
        coverNote: `Please quote ${submission.submissionId}`,
      });
      expect(sent.status).toBe(201);
    }
  }
  const message = await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ content: CLIENT_MESSAGE }));
  expect(message.status).toBe(201);
  const marketOf = (carrier: { id: string }) => markets.find((m) => m.carrierId === carrier.id)!.id;
  return { submission, marketOf };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: inHouse } = await app.signedIn('insurer'));
  ({ http: customer } = await app.signedIn('customer'));
  carrierA = await aCarrier('Alpha');
  carrierB = await aCarrier('Beta');
  ({ http: underwriterA } = await app.signedIn('insurer', { carrierId: carrierA.id }));
  ({ http: pendingUnderwriterA } = await app.signedIn('insurer', { carrierId: carrierA.id, status: 'pending' }));
  ({ http: underwriterB } = await app.signedIn('insurer', { carrierId: carrierB.id }));
});
afterAll(() => app?.close());

describe("a carrier's underwriter", () => {
  it('sees the submissions sent to their carrier and only their own market: no other carrier, quote, note or client message', async () => {
    const { submission, marketOf } = await marketedTo([carrierA, carrierB]);
    const keyed = await broker.post(`/api/submissions/${submission.id}/markets/${marketOf(carrierB)}/quotes`, { premium: 98_765 });
    expect(keyed.status).toBe(201);

    const desk = await underwriterA.get('/api/carrier-desk/submissions');
    expect(desk.status).toBe(200);
    expect(desk.data.find((s: { submissionId: string }) => s.submissionId === submission.submissionId)).toMatchObject({
      client: submission.client,
      carrier: carrierA.name,
      status: 'asked',
      quotes: 0,
    });

    const detail = await underwriterA.get(`/api/carrier-desk/submissions/${submission.submissionId}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ carrier: carrierA.name, status: 'asked', open: true, quotes: [] });
    expect(detail.data.sends).toHaveLength(1);
    expect(detail.data.sends[0].coverNote).toBe(`Please quote ${submission.submissionId}`);
    const text = detail.text;
    for (const secret of [carrierB.name, '98765', BROKER_NOTE, CLIENT_MESSAGE, carrierB.id]) expect(text).not.toContain(secret);
  });

  it("gets 404 on another carrier's submission and on one marketed to theirs but not sent, and 403 on the firm's own endpoints", async () => {
    const onlyB = await marketedTo([carrierB]);
    const notSent = await marketedTo([carrierA], { send: false });
    for (const ref of [onlyB.submission.submissionId, notSent.submission.submissionId, onlyB.submission.id]) {
      expect((await underwriterA.get(`/api/carrier-desk/submissions/${ref}`)).status).toBe(404);
      expect((await underwriterA.post(`/api/carrier-desk/submissions/${ref}/quotes`, { premium: 1000 })).status).toBe(404);
      expect((await underwriterA.post(`/api/carrier-desk/submissions/${ref}/answer`, { status: 'indicated' })).status).toBe(404);
    }
    const desk = await underwriterA.get('/api/carrier-desk/submissions');
    const refs = desk.data.map((s: { submissionId: string }) => s.submissionId);
    expect(refs).not.toContain(onlyB.submission.submissionId);
    expect(refs).not.toContain(notSent.submission.submissionId);

    const id = onlyB.submission.id;
    expect((await underwriterA.get(`/api/submissions/${id}`)).status).toBe(404);
    for (const path of [
      `/api/submissions/${id}/placement`,
      `/api/submissions/${id}/messages`,
      '/api/carriers',
      '/api/insights',
      '/api/users/staff',
      '/api/reports/submissions',
    ]) {
      const response = await underwriterA.get(path);
      expect([403, 404], `${path}: ${response.status}`).toContain(response.status);
    }
    // Lists scoped to a customer's address answer a carrier's underwriter with nothing of the book.
    const policies = await underwriterA.get('/api/policies');
    expect(policies.data.items ?? policies.data).toEqual([]);
    const list = await underwriterA.get('/api/submissions');
    const listed = JSON.stringify(list.data ?? null);
    expect(listed).not.toContain(onlyB.submission.submissionId);
    expect((await underwriterA.post(`/api/submissions/${id}/markets/${onlyB.marketOf(carrierB)}/quotes`, { premium: 1 })).status).toBe(403);
  });

  it("reads the desk's list in one light read of the carrier's own sent markets, with what the list shows", async () => {
    const both = await marketedTo([carrierA, carrierB]);
    const onlyB = await marketedTo([carrierB]);
    const notSent = await marketedTo([carrierA], { send: false });
    const items = await app.db.uow.repos.placement.carrierDesk(carrierA.id, 500);
    const refs = items.map((item) => item.submissionId);
    expect(refs).toContain(both.submission.submissionId);
    expect(refs).not.toContain(onlyB.submission.submissionId);
    expect(refs).not.toContain(notSent.submission.submissionId);
    expect(items.every((item) => item.carrier === carrierA.name)).toBe(true);
    expect(Object.keys(items[0]!).sort()).toEqual(['carrier', 'client', 'lastSentAt', 'product', 'quotes', 'status', 'submissionId']);
    expect(items.map((item) => item.lastSentAt)).toEqual(
      items
        .map((item) => item.lastSentAt)
        .sort()
        .reverse(),
    );
  });

  it("quotes with terms, and the broker's market row is quoted at once with the quote", async () => {
    const { submission, marketOf } = await marketedTo([carrierA, carrierB]);
    const quoted = await underwriterA.post(`/api/carrier-desk/submissions/${submission.submissionId}/quotes`, {
      premium: 12_500,
      taxes: 300,
      fees: 50,
      terms: [{ coverage: 'Building', limit: 2_000_000, deductible: 10_000 }],
      subjectivities: ['Sprinkler certificate'],
      validUntil: '2030-01-31',
    });
    expect(quoted.status, quoted.text).toBe(201);
    expect(quoted.data.status).toBe('quoted');
    expect(quoted.data.quotes).toHaveLength(1);

    const placement = await broker.get(`/api/submissions/${submission.id}/placement`);
    const market = placement.data.markets.find((m: { id: string }) => m.id === marketOf(carrierA));
    expect(market.status).toBe('quoted');
    expect(market.quotes[0]).toMatchObject({
      premium: 12_500,
      carrier: carrierA.name,
      terms: [{ coverage: 'Building', limit: 2_000_000, deductible: 10_000 }],
      subjectivities: ['Sprinkler certificate'],
      validUntil: '2030-01-31',
    });
    const detail = await broker.get(`/api/submissions/${submission.id}`);
    expect(JSON.stringify(detail.data.history)).toContain(`${carrierA.name}: $12,500 premium`);

    // Carrier B's underwriter sees none of A's quote on the same submission.
    const forB = await underwriterB.get(`/api/carrier-desk/submissions/${submission.submissionId}`);
    expect(forB.status).toBe(200);
    expect(forB.data.quotes).toEqual([]);
    expect(forB.text).not.toContain('12500');
    expect(forB.text).not.toContain(carrierA.name);
  });

  it('declines with a reason, which the broker reads; a decline without one changes nothing', async () => {
    const { submission, marketOf } = await marketedTo([carrierA]);
    const ref = submission.submissionId;
    const bare = await underwriterA.post(`/api/carrier-desk/submissions/${ref}/answer`, { status: 'declined' });
    expect(bare.status).toBe(400);
    expect(bare.data.issues[0].path).toBe('reason');
    const odd = await underwriterA.post(`/api/carrier-desk/submissions/${ref}/answer`, { status: 'bound' });
    expect(odd.status).toBe(400);
    const declined = await underwriterA.post(`/api/carrier-desk/submissions/${ref}/answer`, {
      status: 'declined',
      reason: 'Outside our appetite for wood-frame risks',
    });
    expect(declined.status, declined.text).toBe(200);
    const market = (await broker.get(`/api/submissions/${submission.id}/placement`)).data.markets.find(
      (m: { id: string }) => m.id === marketOf(carrierA),
    );
    expect(market).toMatchObject({ status: 'declined', declineReason: 'Outside our appetite for wood-frame risks' });
    const again = await underwriterA.post(`/api/carrier-desk/submissions/${ref}/quotes`, { premium: 1000 });
    expect(again.status).toBe(409);
  });
});

describe('the desk is for carriers’ underwriters alone', () => {
  it("refuses the firm's own underwriter, brokers, customers, a pending underwriter and the signed out", async () => {
    const { submission } = await marketedTo([carrierA]);
    for (const [who, http] of [
      ['in-house insurer', inHouse],
      ['broker', broker],
      ['customer', customer],
      ['pending underwriter', pendingUnderwriterA],
    ] as const) {
      expect((await http.get('/api/carrier-desk/submissions')).status, who).toBe(403);
      expect((await http.get(`/api/carrier-desk/submissions/${submission.submissionId}`)).status, who).toBe(403);
      expect((await http.post(`/api/carrier-desk/submissions/${submission.submissionId}/quotes`, { premium: 1 })).status, who).toBe(403);
    }
    expect((await app.client().get('/api/carrier-desk/submissions')).status).toBe(401);
    // The firm's own underwriter keeps the whole book in view.
    expect((await inHouse.get(`/api/submissions/${submission.id}`)).status).toBe(200);
    expect((await inHouse.get(`/api/submissions/${submission.id}/placement`)).status).toBe(200);
  });
});

describe('linking an account to a carrier', () => {
  it('lets a broker manager link an insurer to a carrier, which confines it at once, and unlink it again', async () => {
    const { submission } = await marketedTo([carrierB]);
    const { http, user } = await app.signedIn('insurer');
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(200);

    const linked = await manager.put(`/api/admin/accounts/${user.id}/carrier`, { carrierId: carrierA.id });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.data.carrierId).toBe(carrierA.id);
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(404);
    expect((await http.get('/api/carrier-desk/submissions')).status).toBe(200);
    const trail = await manager.get('/api/admin/account-changes');
    expect(JSON.stringify(trail.data)).toContain(`the firm (own underwriter) → ${carrierA.name}`);

    const unlinked = await manager.put(`/api/admin/accounts/${user.id}/carrier`, { carrierId: null });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(unlinked.data.carrierId ?? null).toBeNull();
    expect((await http.get(`/api/submissions/${submission.id}`)).status).toBe(200);
  });

  it('refuses a broker, a non-insurer account and an unknown carrier, changing nothing', async () => {
    const insurer = await app.createUser('insurer');
    const aBroker = await app.createUser('broker');
    expect((await broker.put(`/api/admin/accounts/${insurer.id}/carrier`, { carrierId: carrierA.id })).status).toBe(403);
    expect((await underwriterA.put(`/api/admin/accounts/${insurer.id}/carrier`, { carrierId: carrierA.id })).status).toBe(403);
    expect((await manager.put(`/api/admin/accounts/${aBroker.id}/carrier`, { carrierId: carrierA.id })).status).toBe(409);
    const unknown = await manager.put(`/api/admin/accounts/${insurer.id}/carrier`, { carrierId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect((await manager.put(`/api/admin/accounts/${insurer.id}/carrier`, { carrierId: 'not-an-id' })).status).toBe(400);
    const accounts = await manager.get('/api/admin/accounts');
    const stored = accounts.data.find((a: { id: string }) => a.id === insurer.id);
    expect(stored.carrierId ?? null).toBeNull();
  });
});

describe("each market's own thread", () => {
  const QUESTION_A = 'Alpha: is the roof survey of the main location enclosed?';
  const QUESTION_B = 'Beta: can you confirm the sprinkler maintenance records?';
  const UNASSIGNED = 'To carriers at large: a message on no market';
  const INTERNAL = 'Internal: Beta will be cheaper';
  const ANSWER_A = 'Alpha answers: the survey came through, terms by Friday.';

  async function twoThreads() {
    const marketed = await marketedTo([carrierA, carrierB]);
    const { submission, marketOf } = marketed;
    for (const [carrier, content] of [
      [carrierA, QUESTION_A],
      [carrierB, QUESTION_B],
    ] as const) {
      const asked = await broker.post(`/api/submissions/${submission.id}/markets/${marketOf(carrier)}/messages`, { content });
      expect(asked.status, asked.text).toBe(201);
      expect(asked.data).toMatchObject({ channel: 'carrier', carrierId: carrier.id, content });
    }
    for (const [channel, content] of [
      ['carrier', UNASSIGNED],
      ['internal', INTERNAL],
    ]) {
      expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel, content }))).status).toBe(201);
    }
    return marketed;
  }

  const contents = (response: { data: unknown }) => (response.data as Array<{ content: string }>).map((m) => m.content);

  it("gives each carrier's underwriter only its own market's thread, and their answer reaches the broker's market row and inbox", async () => {
    const { submission, marketOf } = await twoThreads();
    const ref = submission.submissionId;

    const forA = await underwriterA.get(`/api/carrier-desk/submissions/${ref}/messages`);
    expect(forA.status, forA.text).toBe(200);
    expect(contents(forA)).toEqual([QUESTION_A]);
    for (const secret of [QUESTION_B, UNASSIGNED, INTERNAL, CLIENT_MESSAGE, carrierB.id]) expect(forA.text).not.toContain(secret);
    expect(contents(await underwriterB.get(`/api/carrier-desk/submissions/${ref}/messages`))).toEqual([QUESTION_B]);

    const answered = await underwriterA.post(`/api/carrier-desk/submissions/${ref}/messages`, { content: ANSWER_A });
    expect(answered.status, answered.text).toBe(201);
    expect(answered.data).toMatchObject({ channel: 'carrier', carrierId: carrierA.id, content: ANSWER_A });

    const rowA = await broker.get(`/api/submissions/${submission.id}/markets/${marketOf(carrierA)}/messages`);
    expect(rowA.status, rowA.text).toBe(200);
    expect(contents(rowA)).toEqual([ANSWER_A, QUESTION_A]);
    expect(contents(await broker.get(`/api/submissions/${submission.id}/markets/${marketOf(carrierB)}/messages`))).toEqual([QUESTION_B]);
    expect(contents(await underwriterB.get(`/api/carrier-desk/submissions/${ref}/messages`))).toEqual([QUESTION_B]);

    const told = await broker.get('/api/notifications?limit=100');
    expect(JSON.stringify(told.data)).toContain(ANSWER_A);
  });

  it("answers carrier A's underwriter with 404 on carrier B's thread and 403 on the broker's side of any market", async () => {
    const onlyB = await marketedTo([carrierB]);
    const asked = await broker.post(`/api/submissions/${onlyB.submission.id}/markets/${onlyB.marketOf(carrierB)}/messages`, {
      content: QUESTION_B,
    });
    expect(asked.status).toBe(201);
    for (const ref of [onlyB.submission.submissionId, onlyB.submission.id]) {
      const read = await underwriterA.get(`/api/carrier-desk/submissions/${ref}/messages`);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain(QUESTION_B);
      expect((await underwriterA.post(`/api/carrier-desk/submissions/${ref}/messages`, { content: 'Let me in' })).status).toBe(404);
    }
    const brokerSide = `/api/submissions/${onlyB.submission.id}/markets/${onlyB.marketOf(carrierB)}/messages`;
    expect((await underwriterA.get(brokerSide)).status).toBe(403);
    expect((await underwriterA.post(brokerSide, { content: 'Let me in' })).status).toBe(403);
    expect(contents(await broker.get(brokerSide))).toEqual([QUESTION_B]);
  });

  it('shows a customer no carrier thread, and keeps every thread in view of the firm’s own underwriter', async () => {
    const customerEmail = `market-threads-${run}@example.com`;
    const { http: client } = await app.signedIn('customer', { email: customerEmail });
    const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
    const chosen = await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrierA.id] });
    const marketId = chosen.data.markets[0].id as string;
    expect((await broker.post(`/api/submissions/${submission.id}/markets/${marketId}/messages`, { content: QUESTION_A })).status).toBe(201);
    expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ content: CLIENT_MESSAGE }))).status).toBe(201);

    const seen = await client.get(`/api/submissions/${submission.id}/messages`);
    expect(seen.status, seen.text).toBe(200);
    expect(contents(seen)).toEqual([CLIENT_MESSAGE]);
    expect(JSON.stringify((await client.get(`/api/submissions/${submission.id}`)).data)).not.toContain(QUESTION_A);
    expect((await client.get(`/api/submissions/${submission.id}/markets/${marketId}/messages`)).status).toBe(403);
    expect((await client.get(`/api/carrier-desk/submissions/${submission.submissionId}/messages`)).status).toBe(403);

    const inHouseView = await inHouse.get(`/api/submissions/${submission.id}/messages`);
    expect(contents(inHouseView)).toEqual([CLIENT_MESSAGE, QUESTION_A]);
    expect(contents(await inHouse.get(`/api/submissions/${submission.id}/markets/${marketId}/messages`))).toEqual([QUESTION_A]);
    expect((await inHouse.post(`/api/submissions/${submission.id}/markets/${marketId}/messages`, { content: 'Mine' })).status).toBe(403);
  });
});
