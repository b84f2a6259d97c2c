import { addDays, raiseOverdueRenewals, systemClock } from '@workbench/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody } from '../testing/builders.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Policies after binding over HTTP against PostgreSQL: the renewals list and its window, starting a renewal
 * prefilled from the policy's schedule, the recorded decision and its premium flag, the overdue check,
 * endorsements, cancellation, certificates of insurance as PDFs, and who may see or do any of it.
 */
let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let otherCustomer: HttpClient;
let brokerName: string;
let clientId: string;
let soon: string; // expires in 20 days, bound from a submission the broker created
let later: string; // expires in 75 days, no submission
let farOff: string; // expires in 200 days
let foreign: string; // another client's, in 50 days
let renewalRef: string; // the renewal submission started from `soon`

const today = new Date().toISOString().slice(0, 10);
let counter = 0;

async function aPolicy(client: string, expiresIn: number, submissionId: string | null = null, premium = 10_000) {
  counter += 1;
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-T-${Date.now()}-${counter}`,
      clientId: client,
      submissionId,
      status: 'active',
      product: 'commercial_package',
      premium,
      effectiveDate: addDays(today, expiresIn - 365),
      expirationDate: addDays(today, expiresIn),
    }),
  );
  return policy.id;
}

beforeAll(async () => {
  app = await startTestApp({ config: { renewalPremiumChangePercent: 10 } });
  const signedBroker = await app.signedIn('broker');
  broker = signedBroker.http;
  brokerName = signedBroker.user.fullName;
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: insurer } = await app.signedIn('insurer'));
  const email = `policy-owner-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email }));
  ({ http: otherCustomer } = await app.signedIn('customer', { email: `other-${Date.now()}@example.com` }));
  clientId = (await broker.post('/api/clients', aClientBody({ name: 'Harbour Foods Ltd', email }))).data.id;
  const theirs = (await broker.post('/api/clients', aClientBody({ name: 'Someone Else Ltd', email: `else-${Date.now()}@example.com` })))
    .data.id;
  const submission = await broker.post('/api/submissions', aSubmissionBody(clientId));
  expect(submission.status).toBe(201);
  soon = await aPolicy(clientId, 20, submission.data.id);
  later = await aPolicy(clientId, 75);
  farOff = await aPolicy(clientId, 200);
  foreign = await aPolicy(theirs, 50);
});
afterAll(() => app?.close());

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('renewals list', () => {
  it('lists policies expiring within the chosen window, soonest first, with owner, premium and status', async () => {
    const wide = await broker.get('/api/policies/renewals');
    expect(wide.status).toBe(200);
    expect(wide.data.within).toBe(120);
    expect(ids(wide.data.items)).toEqual([soon, foreign, later]);
    expect(wide.data.items[0]).toMatchObject({
      client: 'Harbour Foods Ltd',
      owner: brokerName,
      premium: 10_000,
      renewalStatus: 'not_started',
    });
    const narrow = await broker.get('/api/policies/renewals?within=30');
    expect(ids(narrow.data.items)).toEqual([soon]);
    expect(ids((await insurer.get('/api/policies/renewals?within=60')).data.items)).toEqual([soon, foreign]);
    expect((await broker.get('/api/policies/renewals?within=45')).status).toBe(400);
    expect(ids(wide.data.items)).not.toContain(farOff);
  });

  it('refuses customers and pending accounts', async () => {
    expect((await customer.get('/api/policies/renewals')).status).toBe(403);
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    expect((await pending.get('/api/policies/renewals')).status).toBe(403);
    expect((await pending.get(`/api/policies/${soon}/detail`)).status).toBe(403);
  });
});

describe('starting and deciding a renewal', () => {
  it('creates a renewal submission prefilled from the policy and its schedule, linked and recorded', async () => {
    expect((await insurer.post(`/api/policies/${soon}/renewal`, {})).status).toBe(403);
    expect((await customer.post(`/api/policies/${soon}/renewal`, {})).status).toBe(403);
    const started = await broker.post(`/api/policies/${soon}/renewal`, {});
    expect(started.status).toBe(201);
    expect(started.data).toMatchObject({ renewalStatus: 'remarketing' });
    expect(started.data.renewalSubmissionRef).toMatch(/^SUB-\d{4}-\d{4}$/);
    renewalRef = started.data.renewalSubmissionRef;
    expect(started.data.history[0]).toMatchObject({ action: 'Renewal started' });
    const renewal = await broker.get(`/api/submissions/${started.data.renewalSubmissionRef}`);
    expect(renewal.data).toMatchObject({ transactionType: 'renewal', product: 'commercial_package' });
    expect(renewal.data.properties).toHaveLength(1);
    expect(renewal.data.vehicles).toHaveLength(1);
    expect(renewal.data.coverages.map((c: { coverage: string }) => c.coverage).sort()).toEqual(['motor_fleet', 'property']);
    expect((await broker.post(`/api/policies/${soon}/renewal`, {})).status).toBe(409);
  });

  it('asks the client in the portal to confirm or update the schedule the renewal starts from, and no one else', async () => {
    const ref = renewalRef;
    const theirs = await customer.get(`/api/submissions/${ref}`);
    expect(theirs.status).toBe(200);
    expect(theirs.data.properties).toHaveLength(1);
    expect(theirs.data.vehicles).toHaveLength(1);
    const messages = (await customer.get(`/api/submissions/${ref}/messages`)).data as Array<{
      subject: string;
      content: string;
      from: string;
    }>;
    const ask = messages.find((m) => m.subject.includes('please confirm your schedule'));
    expect(ask).toMatchObject({ from: expect.stringContaining(brokerName) });
    expect(ask!.content).toContain('update anything that has changed');
    const notifications = (await customer.get('/api/notifications')).data as { items: Array<{ submissionId: string; details: string }> };
    expect(notifications.items.some((n) => n.submissionId === ref && n.details.includes('please confirm your schedule'))).toBe(true);
    expect((await otherCustomer.get(`/api/submissions/${ref}`)).status).toBe(404);
  });

  it('flags a renewed premium that moves by more than the configured percentage, and keeps a decision final', async () => {
    expect((await broker.patch(`/api/policies/${soon}/renewal`, { status: 'renewed' })).status).toBe(400);
    const quoted = await broker.patch(`/api/policies/${soon}/renewal`, { status: 'quoted' });
    expect(quoted.data.renewalStatus).toBe('quoted');
    const renewed = await manager.patch(`/api/policies/${soon}/renewal`, { status: 'renewed', renewedPremium: 11_500 });
    expect(renewed.status).toBe(200);
    expect(renewed.data).toMatchObject({ renewalStatus: 'renewed', renewedPremium: 11_500, premiumChangeFlagged: true });
    expect(renewed.data.history.find((h: { action: string }) => h.action === 'Renewal updated').details).toContain('+15.0%');
    expect((await broker.patch(`/api/policies/${soon}/renewal`, { status: 'lapsed' })).status).toBe(409);
  });

  it('does not flag a renewal within the threshold', async () => {
    const id = await aPolicy(clientId, 100);
    const renewed = await broker.patch(`/api/policies/${id}/renewal`, { status: 'renewed', renewedPremium: '10,900' });
    expect(renewed.data).toMatchObject({ renewedPremium: 10_900, premiumChangeFlagged: false });
  });
});

describe('overdue renewal decisions', () => {
  it('raises once a task and a notification for the owner, or the managers when nobody owns the policy', async () => {
    const owned = await broker.post('/api/submissions', aSubmissionBody(clientId));
    const ownedPolicy = await aPolicy(clientId, 10, owned.data.id);
    const unowned = await aPolicy(clientId, 5);
    const deps = { uow: app.db.uow, clock: systemClock, renewalDecisionDays: 30 };
    const raised = await raiseOverdueRenewals(deps)();
    expect(raised).toBeGreaterThanOrEqual(2);
    expect(await raiseOverdueRenewals(deps)()).toBe(0);

    const detail = (await broker.get(`/api/policies/${ownedPolicy}/detail`)).data;
    expect(detail.renewalStatus).toBe('remarketing');
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('Renewal decision overdue');
    const submission = (await broker.get(`/api/submissions/${detail.renewalSubmissionRef}`)).data;
    expect(submission.tasks[0]).toMatchObject({ assignedTo: brokerName, priority: 'High' });
    const brokerFeed = (await broker.get('/api/notifications')).data.items.map(
      (n: { title: string; details: string }) => `${n.title}: ${n.details}`,
    );
    expect(brokerFeed.some((t: string) => t.startsWith('Renewal decision overdue') && t.includes(detail.policyNumber))).toBe(true);

    const unownedNumber = (await broker.get(`/api/policies/${unowned}/detail`)).data.policyNumber;
    const managerFeed = (await manager.get('/api/notifications')).data.items.map((n: { details: string }) => n.details);
    expect(managerFeed.some((d: string) => d.includes(unownedNumber))).toBe(true);
    expect(brokerFeed.some((t: string) => t.includes(unownedNumber))).toBe(false);
  });
});

describe('a policy past its expiry without a decision', () => {
  it('is escalated once to its owner and the broker managers, with a task to record the decision', async () => {
    const owned = await broker.post('/api/submissions', aSubmissionBody(clientId));
    const expired = await aPolicy(clientId, -3, owned.data.id);
    const deps = { uow: app.db.uow, clock: systemClock, renewalDecisionDays: 30 };
    await raiseOverdueRenewals(deps)();
    await raiseOverdueRenewals(deps)();
    const detail = (await broker.get(`/api/policies/${expired}/detail`)).data;
    expect(detail.history.filter((h: { action: string }) => h.action === 'Expired without a renewal decision')).toHaveLength(1);
    const tasks = (await broker.get(`/api/submissions/${detail.renewalSubmissionRef}`)).data.tasks;
    expect(tasks.filter((t: { title: string }) => t.title.includes('it has expired'))).toEqual([
      expect.objectContaining({ assignedTo: brokerName, priority: 'High', status: 'Pending' }),
    ]);
    for (const http of [broker, manager]) {
      const feed = (await http.get('/api/notifications')).data.items as { title: string; details: string }[];
      const told = feed.filter((n) => n.title === 'Policy expired without a renewal decision' && n.details.includes(detail.policyNumber));
      expect(told).toHaveLength(1);
    }
    // Once decided, nothing more is raised about it.
    expect((await broker.patch(`/api/policies/${expired}/renewal`, { status: 'lapsed' })).status).toBe(200);
  });
});

describe('endorsements and cancellation', () => {
  it('records a mid-term change as the next version with its premium adjustment', async () => {
    const body = { kind: 'add_location', effectiveDate: today, description: 'Add the Leeds depot', premiumAdjustment: 850 };
    expect((await insurer.post(`/api/policies/${later}/endorsements`, body)).status).toBe(403);
    expect((await customer.post(`/api/policies/${later}/endorsements`, body)).status).toBe(403);
    expect((await broker.post(`/api/policies/${later}/endorsements`, { ...body, effectiveDate: addDays(today, 400) })).status).toBe(400);
    const first = await broker.post(`/api/policies/${later}/endorsements`, body);
    expect(first.status).toBe(201);
    const second = await broker.post(`/api/policies/${later}/endorsements`, {
      kind: 'change_limit',
      effectiveDate: today,
      description: 'Lower the stock limit',
      premiumAdjustment: -200,
    });
    expect(second.data).toMatchObject({ version: 3, premium: 10_650 });
    expect(second.data.endorsements.map((e: { version: number }) => e.version)).toEqual([3, 2]);
    expect(second.data.history[0]).toMatchObject({ action: 'Endorsement 3' });
  });

  it('shows the customer their own policy read-only, and no one else theirs', async () => {
    const own = await customer.get(`/api/policies/${later}/detail`);
    expect(own.status).toBe(200);
    expect(own.data.endorsements).toHaveLength(2);
    expect(own.data.history).toEqual([]);
    expect(own.data.owner).toBeNull();
    expect((await otherCustomer.get(`/api/policies/${later}/detail`)).status).toBe(404);
    expect((await customer.get(`/api/policies/${foreign}/detail`)).status).toBe(404);
  });

  it('cancels with a date, a reason and a return premium, after which the policy takes no changes', async () => {
    const id = await aPolicy(clientId, 150);
    expect(
      (await broker.post(`/api/policies/${id}/cancellation`, { date: today, reason: 'Sold the business', returnPremium: 20_000 })).status,
    ).toBe(400);
    const cancelled = await broker.post(`/api/policies/${id}/cancellation`, {
      date: today,
      reason: 'Sold the business',
      returnPremium: 4100,
    });
    expect(cancelled.status).toBe(201);
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      cancellation: { date: today, reason: 'Sold the business', returnPremium: 4100 },
    });
    const again = await broker.post(`/api/policies/${id}/endorsements`, {
      kind: 'other',
      effectiveDate: today,
      description: 'x',
      premiumAdjustment: 0,
    });
    expect(again.status).toBe(409);
    expect(ids((await broker.get('/api/policies/renewals?within=120')).data.items)).not.toContain(id);
  });
});

describe('certificates of insurance', () => {
  let holders: string[] = [];

  it('keeps a master list of holders per client with their wording', async () => {
    const landlord = {
      name: 'Quayside Estates',
      address: '4 Quay Street, Bristol',
      additionalInsured: true,
      waiverOfSubrogation: false,
      wording: 'Re: Unit 4 lease',
    };
    expect((await insurer.post(`/api/policies/${later}/certificate-holders`, landlord)).status).toBe(403);
    expect((await broker.post(`/api/policies/${later}/certificate-holders`, { ...landlord, name: ' ' })).status).toBe(400);
    const a = await broker.post(`/api/policies/${later}/certificate-holders`, landlord);
    const b = await broker.post(`/api/policies/${later}/certificate-holders`, {
      name: 'Northern Bank plc',
      address: '1 Bank Row, Leeds',
      waiverOfSubrogation: true,
    });
    expect(a.status).toBe(201);
    holders = [a.data.id, b.data.id];
    const list = await insurer.get(`/api/policies/${soon}/certificate-holders`);
    expect(list.data.map((h: { name: string }) => h.name)).toEqual(['Northern Bank plc', 'Quayside Estates']);
    // The policy's own customer picks from the same list when asking for a certificate; no one else sees it.
    expect((await customer.get(`/api/policies/${later}/certificate-holders`)).data).toHaveLength(2);
    expect((await otherCustomer.get(`/api/policies/${later}/certificate-holders`)).status).toBe(404);
  });

  it('exports the holder list as a CSV file for staff, by name with the flags as Yes or No; customers get none', async () => {
    const path = `/api/policies/${later}/certificate-holders/export`;
    const file = await insurer.request('GET', path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/filename="POL-T-.*-certificate-holders\.csv"/);
    expect(file.text).toBe(
      'Name,Address,Additional insured,Waiver of subrogation,Wording\r\n' +
        'Northern Bank plc,"1 Bank Row, Leeds",No,Yes,\r\n' +
        'Quayside Estates,"4 Quay Street, Bristol",Yes,No,Re: Unit 4 lease\r\n',
    );
    // The policy's own customer picks from the list, but a mailing file of the firm's holders is staff's.
    expect((await customer.request('GET', path)).status).toBe(403);
    expect((await otherCustomer.request('GET', path)).status).toBe(403);
    expect((await broker.request('GET', '/api/policies/00000000-0000-4000-8000-000000000000/certificate-holders/export')).status).toBe(404);
  });

  it('issues one PDF per holder in one request, stored and recorded, downloadable by the customer but no one else', async () => {
    expect((await broker.post(`/api/policies/${later}/certificates`, { holderIds: [] })).status).toBe(400);
    const foreignHolder = await broker.post(`/api/policies/${foreign}/certificate-holders`, { name: 'Elsewhere', address: '1 Road' });
    expect((await broker.post(`/api/policies/${later}/certificates`, { holderIds: [foreignHolder.data.id] })).status).toBe(400);
    const issued = await broker.post(`/api/policies/${later}/certificates`, { holderIds: holders });
    expect(issued.status).toBe(201);
    expect(issued.data).toHaveLength(2);
    expect(issued.data[0].filename).toMatch(/^Certificate-POL-T-.*-C001-Quayside-Estates\.pdf$/);
    const detail = (await broker.get(`/api/policies/${later}/detail`)).data;
    expect(detail.certificates).toHaveLength(2);
    expect(detail.history[0]).toMatchObject({ action: 'Certificates issued' });
    const path = `/api/policies/${later}/certificates/${issued.data[0].id}/download`;
    const pdf = await customer.request('GET', path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect((await otherCustomer.request('GET', path)).status).toBe(404);
    expect((await otherCustomer.request('GET', `/api/policies/${foreign}/certificates/${issued.data[0].id}/download`)).status).toBe(404);
  });

  it('issues a certificate for a policy bound ahead of its first day, and none once the policy has ended', async () => {
    const starting = await app.db.uow.run((repos) =>
      repos.policies.create({
        policyNumber: `POL-T-${Date.now()}-starting`,
        clientId,
        submissionId: null,
        status: 'active',
        product: 'commercial_package',
        premium: 9000,
        effectiveDate: addDays(today, 7),
        expirationDate: addDays(today, 372),
      }),
    );
    const holder = await broker.post(`/api/policies/${starting.id}/certificate-holders`, {
      name: 'Site Owner Ltd',
      address: '3 Yard Lane',
    });
    const issued = await broker.post(`/api/policies/${starting.id}/certificates`, { holderIds: [holder.data.id] });
    expect(issued.status).toBe(201);
    expect((await broker.get(`/api/policies/${starting.id}/detail`)).data.certificates).toHaveLength(1);

    const ended = await aPolicy(clientId, -2);
    const endedHolder = await broker.post(`/api/policies/${ended}/certificate-holders`, { name: 'Late Ltd', address: '4 Yard Lane' });
    const refused = await broker.post(`/api/policies/${ended}/certificates`, { holderIds: [endedHolder.data.id] });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(
      `Policy ${(await broker.get(`/api/policies/${ended}/detail`)).data.policyNumber} ended on ${addDays(today, -2)}: no certificate can be issued`,
    );
  });
});

const mailsTo = async (email: string) =>
  (await app.db.knex('outbox').where({ recipient: email }).orderBy('seq')).map((m) => `${m.subject}\n${m.text ?? ''}`);

describe('certificate requests from the portal', () => {
  let policy: string;
  let email: string;
  let owner: HttpClient;
  let ownerName: string;
  let portal: HttpClient;

  beforeAll(async () => {
    email = `cert-requests-${Date.now()}@example.com`;
    ({ http: portal } = await app.signedIn('customer', { email }));
    const signed = await app.signedIn('broker');
    owner = signed.http;
    ownerName = signed.user.fullName;
    const client = (await owner.post('/api/clients', aClientBody({ name: 'Quay Bakeries Ltd', email }))).data.id;
    const submission = await owner.post('/api/submissions', aSubmissionBody(client));
    policy = await aPolicy(client, 150, submission.data.id);
    await owner.post(`/api/policies/${policy}/certificate-holders`, {
      name: 'Dockside Landlords',
      address: '2 Dock Road, Hull',
      additionalInsured: true,
    });
  });

  it('issues standard wording at once, for a holder on the list or a new one, downloadable by the customer', async () => {
    const [listed] = (await portal.get(`/api/policies/${policy}/certificate-holders`)).data;
    expect(listed).toMatchObject({ name: 'Dockside Landlords', additionalInsured: true });
    // Exactly the wording staff put on the holder's entry counts as standard.
    const asListed = await portal.post(`/api/policies/${policy}/certificate-requests`, {
      holderId: listed.id,
      additionalInsured: true,
    });
    expect(asListed.status).toBe(201);
    expect(asListed.data).toMatchObject({ status: 'issued', standard: true, holderName: 'Dockside Landlords' });
    const added = await portal.post(`/api/policies/${policy}/certificate-requests`, {
      holderName: 'Mill Lane Supplies',
      holderAddress: '9 Mill Lane, York',
    });
    expect(added.data).toMatchObject({ status: 'issued', standard: true });
    const pdf = await portal.request('GET', `/api/policies/${policy}/certificates/${added.data.certificateId}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const names = (await portal.get(`/api/policies/${policy}/certificate-holders`)).data.map((h: { name: string }) => h.name);
    expect(names).toEqual(['Dockside Landlords', 'Mill Lane Supplies']);
    const history = (await owner.get(`/api/policies/${policy}/detail`)).data.history.map((h: { action: string }) => h.action);
    expect(history.filter((a: string) => a === 'Certificate issued')).toHaveLength(2);
  });

  it('sends non-standard wording to the owner for approval, who issues it; the customer is mailed and downloads it', async () => {
    const asked = await portal.post(`/api/policies/${policy}/certificate-requests`, {
      holderName: 'Harbour Authority',
      holderAddress: '1 Pier Head, Hull',
      waiverOfSubrogation: true,
      wording: 'Re: berth 7 licence',
    });
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({ status: 'pending', standard: false, certificateId: null });

    const detail = (await owner.get(`/api/policies/${policy}/detail`)).data;
    expect(detail.certificateRequests[0]).toMatchObject({ id: asked.data.id, status: 'pending', holderName: 'Harbour Authority' });
    expect(detail.history[0]).toMatchObject({ action: 'Certificate requested' });
    const submission = (await owner.get(`/api/submissions/${detail.submissionId}`)).data;
    expect(submission.tasks.find((t: { title: string }) => t.title.includes('Harbour Authority'))).toMatchObject({
      assignedTo: ownerName,
      status: 'Pending',
      priority: 'High',
    });
    const feed = (await owner.get('/api/notifications')).data.items;
    expect(
      feed.some(
        (n: { title: string; details: string }) => n.title === 'Certificate approval requested' && n.details.includes('Harbour Authority'),
      ),
    ).toBe(true);

    // Only brokers and managers decide it; the customer sees it waiting, with no staff task attached.
    expect((await portal.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`)).status).toBe(403);
    expect((await insurer.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`)).status).toBe(403);
    expect((await otherCustomer.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`)).status).toBe(403);
    const seen = (await portal.get(`/api/policies/${policy}/detail`)).data.certificateRequests[0];
    expect(seen).toMatchObject({ status: 'pending', task: null });

    const before = (await mailsTo(email)).length;
    const approved = await owner.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ status: 'issued' });
    expect((await owner.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`)).status).toBe(409);
    const mails = (await mailsTo(email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Certificate of insurance issued');
    expect(mails[0]).toContain(`/customer/policies/${policy}`);

    const pdf = await portal.request('GET', `/api/policies/${policy}/certificates/${approved.data.certificateId}/download`);
    expect(pdf.status).toBe(200);
    const after = (await owner.get(`/api/submissions/${detail.submissionId}`)).data;
    expect(after.tasks.find((t: { title: string }) => t.title.includes('Harbour Authority')).status).toBe('Completed');
    const issued = (await owner.get(`/api/policies/${policy}/detail`)).data;
    expect(issued.certificates[0]).toMatchObject({
      holderName: 'Harbour Authority',
      printed: { waiverOfSubrogation: true, wording: 'Re: berth 7 licence', holderAddress: '1 Pier Head, Hull' },
    });
    expect(issued.history[0]).toMatchObject({ action: 'Certificate issued' });
  });

  it('declines with a reason the customer is told, and refuses a decline without one', async () => {
    const asked = await portal.post(`/api/policies/${policy}/certificate-requests`, {
      holderName: 'Anyone Ltd',
      holderAddress: '3 Somewhere',
      additionalInsured: true,
    });
    expect(asked.data.status).toBe('pending');
    const path = `/api/policies/${policy}/certificate-requests/${asked.data.id}/decline`;
    expect((await owner.post(path, { reason: ' ' })).status).toBe(400);
    const before = (await mailsTo(email)).length;
    const declined = await manager.post(path, { reason: 'Additional insured needs the carrier’s consent' });
    expect(declined.data).toMatchObject({ status: 'declined', declineReason: 'Additional insured needs the carrier’s consent' });
    expect((await mailsTo(email)).slice(before)[0]).toContain('Certificate request declined');
    expect((await owner.post(`/api/policies/${policy}/certificate-requests/${asked.data.id}/approve`)).status).toBe(409);
    const own = (await portal.get(`/api/policies/${policy}/detail`)).data;
    expect(own.certificateRequests[0]).toMatchObject({ status: 'declined', declineReason: expect.stringContaining('consent') });
    expect(own.certificates.map((c: { holderName: string }) => c.holderName)).not.toContain('Anyone Ltd');
  });

  it('refuses other customers, insurers, bad bodies and policies not in force', async () => {
    const body = { holderName: 'X Ltd', holderAddress: '1 X Street' };
    expect((await otherCustomer.post(`/api/policies/${policy}/certificate-requests`, body)).status).toBe(404);
    expect((await customer.post(`/api/policies/${policy}/certificate-requests`, body)).status).toBe(404);
    expect((await insurer.post(`/api/policies/${policy}/certificate-requests`, body)).status).toBe(403);
    const { http: pending } = await app.signedIn('customer', { email: `pending-${email}`, status: 'pending' });
    expect((await pending.post(`/api/policies/${policy}/certificate-requests`, body)).status).toBe(403);
    const missing = await portal.post(`/api/policies/${policy}/certificate-requests`, { holderName: 'X Ltd' });
    expect(missing.status).toBe(400);
    expect(missing.data.issues[0]).toMatchObject({ path: 'holderAddress' });
    expect((await portal.post(`/api/policies/${policy}/certificate-requests`, { holderId: crypto.randomUUID() })).status).toBe(400);
    const foreignHolder = (await broker.get(`/api/policies/${later}/certificate-holders`)).data[0].id;
    expect((await portal.post(`/api/policies/${policy}/certificate-requests`, { holderId: foreignHolder })).status).toBe(400);
    const client = (await owner.get(`/api/policies/${policy}/detail`)).data.clientId;
    const expired = await aPolicy(client, -5);
    expect((await portal.post(`/api/policies/${expired}/certificate-requests`, body)).status).toBe(409);
  });
});

describe('certificates across a renewal', () => {
  it('re-issues each holder’s latest certificate against the renewed policy when the renewal completes', async () => {
    const email = `renewal-certs-${Date.now()}@example.com`;
    const { http: portal } = await app.signedIn('customer', { email });
    const client = (await broker.post('/api/clients', aClientBody({ name: 'Renewing Foods Ltd', email }))).data.id;
    const id = await aPolicy(client, 40, null, 8000);
    const a = (
      await broker.post(`/api/policies/${id}/certificate-holders`, { name: 'Lender plc', address: '1 Bank St', waiverOfSubrogation: true })
    ).data.id;
    await broker.post(`/api/policies/${id}/certificates`, { holderIds: [a] });
    await broker.post(`/api/policies/${id}/certificates`, { holderIds: [a] });
    await portal.post(`/api/policies/${id}/certificate-requests`, { holderName: 'Site Owner', holderAddress: '5 Site Rd' });
    const declined = await portal.post(`/api/policies/${id}/certificate-requests`, {
      holderName: 'Not Approved',
      holderAddress: '6 Site Rd',
      wording: 'Primary and non-contributory',
    });
    await broker.post(`/api/policies/${id}/certificate-requests/${declined.data.id}/decline`, { reason: 'Not available' });
    await broker.post(`/api/policies/${id}/renewal`, {});
    const before = (await mailsTo(email)).length;
    const renewed = await broker.patch(`/api/policies/${id}/renewal`, { status: 'renewed', renewedPremium: 8400 });
    expect(renewed.status).toBe(200);
    expect(renewed.data.renewedTo.policyNumber).toBe(`${renewed.data.policyNumber}-R1`);
    expect(renewed.data.history[0]).toMatchObject({ action: 'Renewed' });

    const next = (await broker.get(`/api/policies/${renewed.data.renewedTo.id}/detail`)).data;
    expect(next).toMatchObject({
      premium: 8400,
      effectiveDate: addDays(today, 40),
      renewedFrom: { id, policyNumber: renewed.data.policyNumber },
      submissionId: renewed.data.renewalSubmissionId,
      ownerId: renewed.data.ownerId,
    });
    expect(next.certificates.map((c: { holderName: string }) => c.holderName).sort()).toEqual(['Lender plc', 'Site Owner']);
    expect(next.certificates.find((c: { holderName: string }) => c.holderName === 'Lender plc').printed).toMatchObject({
      waiverOfSubrogation: true,
      holderAddress: '1 Bank St',
    });
    expect(next.certificates[0].filename).toContain(`${next.policyNumber}-C00`);
    expect(next.history[0]).toMatchObject({ action: 'Certificates re-issued' });
    expect((await mailsTo(email)).slice(before).join('\n')).toContain('certificates re-issued');
    // The customer sees and downloads their renewed policy's certificates.
    const own = await portal.get(`/api/policies/${next.id}/detail`);
    expect(own.data.certificates).toHaveLength(2);
    expect((await portal.request('GET', `/api/policies/${next.id}/certificates/${next.certificates[0].id}/download`)).status).toBe(200);
    expect((await otherCustomer.get(`/api/policies/${next.id}/detail`)).status).toBe(404);
  });
});
