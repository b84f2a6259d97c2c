import { createSmtpTransport, outboxDelivery } from '@workbench/adapters/smtp/index.ts';
import { startInbox } from '@workbench/adapters/testing/smtp-inbox.ts';
import { formatDate, raiseMarketChases, systemClock } from '@workbench/core';
import { readPdf } from '@workbench/adapters/documents/readers/pdf.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { aProperty, aSubmissionBody, aVehicle } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * What placing does around the markets, over HTTP against the database: chase-by dates that become one task
 * for the broker when a carrier has not answered, each person's bind authority as an administrator sets it,
 * the submission's status moved by binding, and the policy's page showing what was bound, to staff and to
 * its own customer only.
 */
let app: TestApp;
let broker: HttpClient;
let brokerName: string;
let brokerId: string;
let manager: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let customerEmail: string;
const run = Date.now().toString(36);
const LIMIT = 100_000;

const aCarrier = async (http: HttpClient, name: string) => {
  const created = await http.post('/api/carriers', {
    name: `${name} ${run} ${Math.random().toString(36).slice(2, 6)}`,
    contacts: [{ name: 'Underwriter', email: `${name.toLowerCase()}-${run}@carrier.example` }],
  });
  expect(created.status).toBe(201);
  return created.data as { id: string; name: string };
};

const aQuote = (premium: number) => ({
  premium,
  taxes: 420,
  fees: 150,
  terms: [
    { coverage: 'Building', limit: 2_000_000, deductible: 5000 },
    { coverage: 'Business income', limit: 500_000, deductible: null },
  ],
});

/** A submission shared with the customer, taken to one carrier per premium, each quoted. */
async function quoted(http: HttpClient, premiums: number[]) {
  const { submission } = await aSubmissionFor(http, { client: { email: customerEmail }, submission: { shareWithClient: true } });
  const carriers = [];
  for (const [i] of premiums.entries()) carriers.push(await aCarrier(http, `Carrier${i}`));
  const markets = (await http.post(`/api/submissions/${submission.id}/markets`, { carrierIds: carriers.map((c) => c.id) })).data.markets;
  const quotes = [];
  for (const [i, premium] of premiums.entries())
    quotes.push((await http.post(`/api/submissions/${submission.id}/markets/${markets[i].id}/quotes`, aQuote(premium))).data);
  return { submission, markets, quotes };
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp({ config: { bindAuthorityLimit: LIMIT } });
  const signed = await app.signedIn('broker');
  broker = signed.http;
  brokerName = signed.user.fullName;
  brokerId = signed.user.id;
  ({ http: manager } = await app.signedIn('broker_manager'));
  customerEmail = `bound-${run}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `not-bound-${run}@example.com` }));
});
afterAll(() => app?.close());

describe('the package to a carrier', () => {
  it('carries the schedule with its insured values as spreadsheets and an OED location file, as the carrier’s mail server receives it', async () => {
    const inbox = await startInbox();
    try {
      const body = aSubmissionBody('x');
      body.coverages[0]!.properties = [
        aProperty({ name: 'Dock 4', buildingValue: 1_500_000, contentsValue: 250_000 }),
        aProperty({ name: 'Yard', address: '2 Quay Road', buildingValue: 400_000 }),
      ];
      body.coverages[1]!.vehicles = [aVehicle({ vin: '1FTBW3XM5HKA54321', value: 38_500 })];
      const { submission } = await aSubmissionFor(broker, { submission: { coverages: body.coverages } });
      const carrier = await aCarrier(broker, 'Packaged');
      const market = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrier.id] })).data.markets[0];
      const sent = await broker.post(`/api/submissions/${submission.id}/markets/${market.id}/send`, { coverNote: 'Please quote.' });
      expect(sent.status).toBe(201);
      // The send as kept lists every file the package carried, the schedule files with no document id.
      const scheduleFiles = [
        { id: null, filename: `${submission.submissionId} locations.xlsx` },
        { id: null, filename: `${submission.submissionId} OED locations.csv` },
        { id: null, filename: `${submission.submissionId} vehicles.xlsx` },
      ];
      expect(sent.data.sends[0].documents).toEqual(scheduleFiles);
      const placement = await broker.get(`/api/submissions/${submission.id}/placement`);
      expect(placement.data.markets[0].sends).toEqual([expect.objectContaining({ documents: scheduleFiles, sentById: brokerId })]);

      // What each queued mail's delivery job does, run here in place of the queue's workers.
      const deliver = outboxDelivery({
        outbox: app.db.uow.repos.outbox,
        transport: createSmtpTransport(`smtp://127.0.0.1:${inbox.port}`, { timeoutMs: 5_000 }),
      });
      for (const entry of await app.db.uow.repos.outbox.pending(1000)) await deliver(entry.id);
      const mail = inbox.received.find((m) => m.subject?.includes(submission.submissionId) && m.text?.includes('Please quote.'));
      expect(mail, 'the package reached the carrier').toBeDefined();
      const names = mail!.attachments.map((a) => a.filename);
      expect(names).toEqual(
        expect.arrayContaining([`${submission.submissionId} locations.xlsx`, `${submission.submissionId} vehicles.xlsx`]),
      );
      expect(mail!.text).toContain(`- ${submission.submissionId} locations.xlsx`);

      const sheet = (filename: string) => {
        const book = XLSX.read(mail!.attachments.find((a) => a.filename === filename)!.content);
        return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
      };
      const locations = sheet(`${submission.submissionId} locations.xlsx`);
      expect(locations.map((r) => [r.Name, r['Building Value'], r['Total Insured Value']])).toEqual([
        ['Dock 4', 1_500_000, 1_750_000],
        ['Yard', 400_000, 400_000],
      ]);
      expect(sheet(`${submission.submissionId} vehicles.xlsx`)).toEqual([
        expect.objectContaining({ VIN: '1FTBW3XM5HKA54321', Value: 38_500 }),
      ]);
      // The locations also go as an OED location file, the submission's reference as the account number.
      const oed = mail!.attachments.find((a) => a.filename === `${submission.submissionId} OED locations.csv`);
      expect(oed, 'the OED location file is attached').toBeDefined();
      const [header, ...lines] = oed!.content.toString('utf8').trim().split(/\r?\n/);
      const columns = header!.split(',');
      const first = Object.fromEntries(lines[0]!.split(',').map((v, i) => [columns[i], v]));
      expect(lines).toHaveLength(2);
      expect(first).toMatchObject({ AccNumber: submission.submissionId, LocName: 'Dock 4', BuildingTIV: '1500000', ContentsTIV: '250000' });
    } finally {
      await inbox.close();
    }
  });
});

describe('chasing a carrier', () => {
  it('raises one task for the broker when the carrier is still asked on its chase-by day, and closes it on an answer', async () => {
    const { submission } = await aSubmissionFor(broker);
    const [a, b, c] = [await aCarrier(broker, 'Slow'), await aCarrier(broker, 'Quick'), await aCarrier(broker, 'Later')];
    const markets = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [a.id, b.id, c.id] })).data.markets;
    const chase = (i: number, chaseBy: unknown) =>
      broker.put(`/api/submissions/${submission.id}/markets/${markets[i].id}/chase`, { chaseBy });

    expect((await chase(0, 'next Tuesday')).status).toBe(400);
    const set = await chase(0, dayOffset(-1));
    expect(set.status).toBe(200);
    expect(set.data.chaseBy).toBe(dayOffset(-1));
    expect((await chase(1, dayOffset(-1))).status).toBe(200);
    expect((await chase(2, dayOffset(5))).status).toBe(200);
    // The quick carrier answers before the sweep: nothing to chase.
    await broker.post(`/api/submissions/${submission.id}/markets/${markets[1].id}/quotes`, aQuote(9000));

    const deps = { uow: app.db.uow, clock: systemClock };
    // Two instances sweeping at once, then a later sweep: one task all the same.
    await Promise.all([raiseMarketChases(deps)(), raiseMarketChases(deps)()]);
    await raiseMarketChases(deps)();
    const tasks = () =>
      broker
        .get(`/api/submissions/${submission.id}`)
        .then((r) => r.data.tasks as Array<{ id: string; title: string; assignedTo: string; status: string; dueDate: string }>);
    const raised = (await tasks()).filter((t) => t.title.startsWith('Chase '));
    expect(raised).toEqual([
      expect.objectContaining({
        title: `Chase ${a.name} for an answer`,
        assignedTo: brokerName,
        status: 'Pending',
        dueDate: dayOffset(-1),
      }),
    ]);
    const feed = (await broker.get('/api/notifications?limit=50')).data.items as Array<{ title: string; details: string }>;
    expect(feed.filter((n) => n.title === 'Chase a carrier' && n.details.includes(a.name))).toHaveLength(1);

    // A new date for the same carrier is a new chase: the first task is closed, one more is raised.
    expect((await chase(0, dayOffset(0))).status).toBe(200);
    await raiseMarketChases(deps)();
    await raiseMarketChases(deps)();
    const second = (await tasks()).filter((t) => t.title === `Chase ${a.name} for an answer`);
    expect(second.map((t) => [t.dueDate, t.status])).toEqual(
      expect.arrayContaining([
        [dayOffset(-1), 'Completed'],
        [dayOffset(0), 'Pending'],
      ]),
    );
    expect(second).toHaveLength(2);

    // The carrier declines: its chase task is done, and an answered market takes no chase date.
    const declined = await broker.patch(`/api/submissions/${submission.id}/markets/${markets[0].id}`, {
      status: 'declined',
      reason: 'No appetite',
    });
    expect(declined.status).toBe(200);
    expect((await tasks()).filter((t) => t.title === `Chase ${a.name} for an answer`).every((t) => t.status === 'Completed')).toBe(true);
    expect((await chase(0, dayOffset(3))).status).toBe(409);
    expect((await customer.put(`/api/submissions/${submission.id}/markets/${markets[2].id}/chase`, { chaseBy: null })).status).toBe(403);
  });
});

describe('chasing on a submission nobody holds', () => {
  it('gives the task to the broker who sent the carriers their package, and tells that broker', async () => {
    const { submission } = await aSubmissionFor(broker);
    // As mail taken in from the mailbox is stored: nobody opened it, nobody is assigned.
    await app.db.knex('submissions').where({ id: submission.id }).update({ created_by_id: null, assigned_to_id: null });
    const placer = await app.signedIn('broker');
    const [sent, silent] = [await aCarrier(placer.http, 'Emailed'), await aCarrier(placer.http, 'Unsent')];
    const markets = (await placer.http.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [sent.id, silent.id] })).data
      .markets;
    expect(
      (await placer.http.post(`/api/submissions/${submission.id}/markets/${markets[0].id}/send`, { coverNote: 'Please quote.' })).status,
    ).toBe(201);
    for (const market of markets)
      expect((await broker.put(`/api/submissions/${submission.id}/markets/${market.id}/chase`, { chaseBy: dayOffset(-1) })).status).toBe(
        200,
      );

    await raiseMarketChases({ uow: app.db.uow, clock: systemClock })();
    const tasks = (await broker.get(`/api/submissions/${submission.id}`)).data.tasks as Array<{ title: string; assignedTo: string | null }>;
    // The carrier that got no package is chased by the same broker: the one working the placement.
    expect(tasks.filter((t) => t.title.startsWith('Chase ')).map((t) => [t.title, t.assignedTo])).toEqual(
      expect.arrayContaining([
        [`Chase ${sent.name} for an answer`, placer.user.fullName],
        [`Chase ${silent.name} for an answer`, placer.user.fullName],
      ]),
    );
    const feed = (await placer.http.get('/api/notifications?limit=50')).data.items as Array<{ title: string; details: string }>;
    expect(feed.filter((n) => n.title === 'Chase a carrier' && n.details.includes(submission.submissionId))).toHaveLength(2);
    const others = (await broker.get('/api/notifications?limit=50')).data.items as Array<{ details: string }>;
    expect(others.filter((n) => n.details.includes(submission.submissionId) && n.details.includes('has not answered'))).toEqual([]);
  });
});

describe('chasing on a decided submission', () => {
  it('raises nothing once the submission is decided, then or later', async () => {
    const { submission } = await aSubmissionFor(broker);
    const carrier = await aCarrier(broker, 'Frozen');
    const market = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrier.id] })).data.markets[0];
    expect((await broker.put(`/api/submissions/${submission.id}/markets/${market.id}/chase`, { chaseBy: dayOffset(-2) })).status).toBe(200);
    expect((await broker.post(`/api/submissions/${submission.id}/submit-for-review`, {})).status).toBe(200);
    const decided = await manager.post(`/api/submissions/${submission.id}/decision`, {
      decision: 'rejected',
      note: 'Outside appetite',
      customerReason: 'Outside appetite',
    });
    expect(decided.status).toBe(200);
    const deps = { uow: app.db.uow, clock: systemClock };
    await raiseMarketChases(deps)();
    await raiseMarketChases(deps)();
    const tasks = (await broker.get(`/api/submissions/${submission.id}`)).data.tasks as Array<{ title: string }>;
    expect(tasks.filter((t) => t.title.startsWith('Chase '))).toEqual([]);
  });
});

describe('bind authority', () => {
  it('lets an administrator set a broker’s own limit, and refuses that broker a bind above it with both figures', async () => {
    const { http: limited, user } = await app.signedIn('broker');
    const path = `/api/admin/accounts/${user.id}/bind-authority`;
    expect((await manager.put(path, { limit: -5 })).status).toBe(400);
    expect((await broker.put(path, { limit: 5000 })).status).toBe(403);
    expect((await customer.put(path, { limit: 5000 })).status).toBe(403);
    const set = await manager.put(path, { limit: 5000 });
    expect(set.status).toBe(200);
    expect(set.data.bindAuthorityLimit).toBe(5000);
    const listed = (await manager.get('/api/admin/accounts')).data.find((a: { id: string }) => a.id === user.id);
    expect(listed.bindAuthorityLimit).toBe(5000);
    const trail = (await manager.get('/api/admin/account-changes')).data;
    const items = (Array.isArray(trail) ? trail : trail.items) as Array<{ action: string; accountId: string; details: string }>;
    expect(items.find((e) => e.accountId === user.id && e.action === 'authority_changed')?.details).toMatch(/default.*→.*5,000/);

    const above = await quoted(limited, [6000]);
    const refused = await limited.post(`/api/submissions/${above.submission.id}/bind`, {
      quoteId: above.quotes[0].id,
      confirmation: 'phone',
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/6,000.*above your bind authority of .*5,000/);
    expect((await limited.get(`/api/submissions/${above.submission.id}/placement`)).data.policy).toBeNull();

    const within = await quoted(limited, [5000]);
    expect(
      (await limited.post(`/api/submissions/${within.submission.id}/bind`, { quoteId: within.quotes[0].id, confirmation: 'phone' })).status,
    ).toBe(201);
  });

  it('lets a broker with a limit above the firm default bind above the default, and holds a manager to a limit set for them', async () => {
    const { http: senior, user: seniorUser } = await app.signedIn('broker');
    expect((await manager.put(`/api/admin/accounts/${seniorUser.id}/bind-authority`, { limit: LIMIT * 2 })).status).toBe(200);
    const big = await quoted(senior, [LIMIT + 1]);
    expect(
      (await senior.post(`/api/submissions/${big.submission.id}/bind`, { quoteId: big.quotes[0].id, confirmation: 'phone' })).status,
    ).toBe(201);

    const defaultBroker = await quoted(broker, [LIMIT + 1]);
    const refused = await broker.post(`/api/submissions/${defaultBroker.submission.id}/bind`, {
      quoteId: defaultBroker.quotes[0].id,
      confirmation: 'phone',
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/firm's default/);

    const { http: capped, user: cappedUser } = await app.signedIn('broker_manager');
    const unlimited = await quoted(capped, [LIMIT * 5]);
    expect(
      (await capped.post(`/api/submissions/${unlimited.submission.id}/bind`, { quoteId: unlimited.quotes[0].id, confirmation: 'phone' }))
        .status,
    ).toBe(201);
    expect((await manager.put(`/api/admin/accounts/${cappedUser.id}/bind-authority`, { limit: 1000 })).status).toBe(200);
    expect((await capped.put(`/api/admin/accounts/${cappedUser.id}/bind-authority`, { limit: null })).status).toBe(409);
    const held = await quoted(capped, [2000]);
    expect(
      (await capped.post(`/api/submissions/${held.submission.id}/bind`, { quoteId: held.quotes[0].id, confirmation: 'phone' })).status,
    ).toBe(403);
    const customerAccount = (await manager.get('/api/admin/accounts')).data.find((a: { email: string }) => a.email === customerEmail);
    expect((await manager.put(`/api/admin/accounts/${customerAccount.id}/bind-authority`, { limit: 10 })).status).toBe(409);
    expect(
      (await customer.post(`/api/submissions/${held.submission.id}/bind`, { quoteId: held.quotes[0].id, confirmation: 'phone' })).status,
    ).toBe(403);
  });
});

describe('binding', () => {
  it('moves the submission as far as the binder may: a broker sends it to review, a manager approves it, each in the history', async () => {
    const byBroker = await quoted(broker, [1000]);
    expect(
      (await broker.post(`/api/submissions/${byBroker.submission.id}/bind`, { quoteId: byBroker.quotes[0].id, confirmation: 'phone' }))
        .status,
    ).toBe(201);
    const reviewed = (await broker.get(`/api/submissions/${byBroker.submission.id}`)).data;
    expect(reviewed.status).toBe('in_review');
    expect(reviewed.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'Status changed', details: 'Pending → In Review (policy bound)' })]),
    );
    // The broker's bind waits for a decider on the underwriting queue, with its review task.
    const waiting = (await manager.get('/api/decisions')).data as Array<{ submissionId: string }>;
    expect(waiting.map((w) => w.submissionId)).toContain(byBroker.submission.submissionId);
    expect(reviewed.tasks.map((t: { title: string }) => t.title)).toContain('Decide on the underwriting review');

    const byManager = await quoted(manager, [1000]);
    expect(
      (await manager.post(`/api/submissions/${byManager.submission.id}/bind`, { quoteId: byManager.quotes[0].id, confirmation: 'phone' }))
        .status,
    ).toBe(201);
    const approved = (await manager.get(`/api/submissions/${byManager.submission.id}`)).data;
    expect(approved.status).toBe('approved');
    const stillWaiting = (await manager.get('/api/decisions')).data as Array<{ submissionId: string }>;
    expect(stillWaiting.map((w) => w.submissionId)).not.toContain(byManager.submission.submissionId);
    expect(approved.tasks.filter((t: { title: string }) => t.title === 'Decide on the underwriting review')).toEqual([]);
    const details = approved.history.map((h: { details: string }) => h.details);
    expect(details).toEqual(expect.arrayContaining(['Pending → In Review (policy bound)', 'In Review → Approved (policy bound)']));
    // An approved submission is decided: the placement is frozen with it.
    expect((await manager.post(`/api/submissions/${byManager.submission.id}/markets`, { carrierIds: [crypto.randomUUID()] })).status).toBe(
      409,
    );
  });

  it("binds on the client's word with the inception chosen, and keeps the bound terms as they were bound", async () => {
    const { submission, quotes } = await quoted(broker, [8_000]);
    const bind = (body: Record<string, unknown>) => broker.post(`/api/submissions/${submission.id}/bind`, body);
    const unconfirmed = await bind({ quoteId: quotes[0].id });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data.issues[0].path).toBe('confirmation');
    const backwards = await bind({
      quoteId: quotes[0].id,
      confirmation: 'phone',
      effectiveDate: dayOffset(10),
      expirationDate: dayOffset(5),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.data.issues[0].path).toBe('expirationDate');
    const tooEarly = await bind({ quoteId: quotes[0].id, confirmation: 'phone', effectiveDate: dayOffset(-45) });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.data.issues[0].path).toBe('effectiveDate');
    expect((await broker.get(`/api/submissions/${submission.id}/placement`)).data.policy).toBeNull();

    const inception = dayOffset(14);
    const bound = await bind({
      quoteId: quotes[0].id,
      confirmation: 'phone',
      confirmationNote: 'Dana Client agreed on the phone at 10:05',
      effectiveDate: inception,
    });
    expect(bound.status, bound.text).toBe(201);
    const policy = (await broker.get(`/api/policies/${bound.data.policy.id}`)).data;
    expect(policy.effectiveDate).toBe(inception);
    expect(policy.expirationDate).toBe(`${Number(inception.slice(0, 4)) + 1}${inception.slice(4)}`);
    const placement = (await broker.get(`/api/policies/${bound.data.policy.id}/placement`)).data.bound;
    expect(placement).toMatchObject({
      premium: 8_000,
      taxes: 420,
      fees: 150,
      effectiveDate: inception,
      confirmation: 'phone',
      confirmationNote: 'Dana Client agreed on the phone at 10:05',
    });
    const history = (await broker.get(`/api/submissions/${submission.id}`)).data.history as Array<{ action: string; details: string }>;
    expect(history.find((h) => h.action === 'Client confirmation')?.details).toBe(
      "On the client's word, by phone: Dana Client agreed on the phone at 10:05",
    );
    // The client reads what was bound, but not the firm's commission or its note of the client's word.
    const own = (await customer.get(`/api/policies/${bound.data.policy.id}/placement`)).data.bound;
    expect(own).toMatchObject({ premium: 8_000, effectiveDate: inception, commissionRate: null, confirmationNote: null });
    // The quote row changing after the bind leaves what was bound as it was.
    await app.db.knex('quotes').where({ id: quotes[0].id }).update({ amount: 99_999 });
    expect((await broker.get(`/api/policies/${bound.data.policy.id}/placement`)).data.bound.premium).toBe(8_000);
  });

  it('issues certificates that name the insurer and print the bound cover and period, not what the submission asked for', async () => {
    const { submission, quotes } = await quoted(broker, [9_500]);
    const inception = dayOffset(-3);
    const bound = await broker.post(`/api/submissions/${submission.id}/bind`, {
      quoteId: quotes[0].id,
      confirmation: 'email',
      effectiveDate: inception,
    });
    expect(bound.status, bound.text).toBe(201);
    const policyId = bound.data.policy.id;
    const holder = await broker.post(`/api/policies/${policyId}/certificate-holders`, { name: 'Harbour Landlords', address: '2 Quay St' });
    const issued = await broker.post(`/api/policies/${policyId}/certificates`, { holderIds: [holder.data.id] });
    expect(issued.status, issued.text).toBe(201);
    const download = await fetch(`${app.url}/api/policies/${policyId}/certificates/${issued.data[0].id}/download`, {
      headers: { cookie: broker.cookieHeader() },
    });
    const text = (await readPdf(new Uint8Array(await download.arrayBuffer()), 2)).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Insurer ${quotes[0].carrier}`);
    for (const printed of ['Building', '$2,000,000', '$5,000', 'Business income', '$500,000', formatDate(inception)])
      expect(text).toContain(printed);
    // The submission asked for Material Damage at $1,000,000 and Motor Fleet: neither was bound.
    expect(text).not.toContain('Material Damage');
    expect(text).not.toContain('Motor Fleet');
    expect(text).not.toContain('$1,000,000');
  });

  it('shows on the policy what was bound, to staff and the policy’s own customer, and to no other customer', async () => {
    const { submission, quotes } = await quoted(broker, [12_000]);
    const bound = await broker.post(`/api/submissions/${submission.id}/bind`, { quoteId: quotes[0].id, confirmation: 'phone' });
    expect(bound.status).toBe(201);
    const policyId = bound.data.policy.id;
    const staffView = await broker.get(`/api/policies/${policyId}/placement`);
    expect(staffView.status).toBe(200);
    expect(staffView.data.bound).toMatchObject({
      submissionRef: submission.submissionId,
      carrier: quotes[0].carrier,
      premium: 12_000,
      taxes: 420,
      fees: 150,
      total: 12_570,
      coverages: [
        { coverage: 'Building', limit: 2_000_000, deductible: 5000 },
        { coverage: 'Business income', limit: 500_000, deductible: null },
      ],
    });
    expect(staffView.data.bound.schedule.properties[0]).toMatchObject({ name: 'Main Warehouse' });
    expect(staffView.data.bound.schedule.vehicles[0]).toMatchObject({ vin: '1FTBW3XM5HKA12345' });
    const own = await customer.get(`/api/policies/${policyId}/placement`);
    expect(own.status).toBe(200);
    expect(own.data.bound.carrier).toBe(quotes[0].carrier);
    expect((await otherCustomer.get(`/api/policies/${policyId}/placement`)).status).toBe(404);
    expect((await app.client().get(`/api/policies/${policyId}/placement`)).status).toBe(401);
    expect((await broker.get(`/api/policies/${crypto.randomUUID()}/placement`)).status).toBe(404);
  });
});
