import { intakeEmail } from '@workbench/core';
import { expect } from 'vitest';
import { aClientBody, aQuote, aTask, files } from '../builders.ts';
import { aSubmissionFor } from '../fixtures.ts';
import type { HttpClient } from '../http-client.ts';
import { DEFAULT_PASSWORD, type TestApp } from '../test-app.ts';
import { deskCarrier, ownAccount, proposalChooser } from './endpoints.ts';
import { dataSnapshot } from './snapshot.ts';

/** One submission with a row of everything on it, so every sub-resource route has something to aim at. */
export interface Fixture {
  submissionId: string;
  submissionNumber: string;
  clientId: string;
  /** A contact person of the client. */
  contactId: string;
  /** A second client of the firm, for a merge to fold into the first. */
  spareClientId: string;
  propertyId: string;
  vehicleId: string;
  quoteId: string;
  taskId: string;
  documentId: string;
  /** A policy of the client in force today, with a certificate request waiting for approval ('' unless the app was given). */
  policyId: string;
  certificateRequestId: string;
  /** A certificate holder on the client's list ('' without a policy). */
  holderId: string;
  /** A market of the submission: a carrier of the directory (with an address) it is taken to. */
  marketId: string;
  /** That market's carrier. */
  carrierId: string;
  /** An active carrier of the directory the submission is not taken to yet. */
  spareCarrierId: string;
  /** A quote recorded on the desk carrier's market, which is quoted ('' without the hostile senders' desk). */
  placedQuoteId: string;
  /**
   * A submission of the hostile senders' customer (a client with their address, shared with them), with a
   * proposal a broker made of one quote, waiting for their choice ('' without the hostile senders' customer).
   */
  customerSubmissionId: string;
  proposalId: string;
  /** The quote of that proposal's one option. */
  proposedQuoteId: string;
  /** A claim just reported on the policy ('' without a policy). */
  claimId: string;
  /** A claim of the client's loss history, confirmed from a loss run. */
  lossClaimId: string;
  /** That loss run, its file kept. */
  lossRunId: string;
  /** The file of a loss run handed in for the client, waiting for review. */
  waitingLossRunId: string;
  /** A saved view of the submissions list, the broker's own. */
  viewId: string;
  /** A mail waiting on the intake queue, with a draft of its own ('' unless the app was given). */
  intakeId: string;
  /** The firm's first office. */
  officeId: string;
  /** The broker who made the fixture: a member of the firm's staff. */
  staffId: string;
  /** A team of that office ('' unless the app was given). */
  teamId: string;
  /** A project of that office ('' unless the app was given). */
  projectId: string;
  /** An insurer's account of its own, for the administrator's tools to act on ('' unless the app was given). */
  accountId: string;
  /** That account's username; it signs in with the tests' default password. */
  accountUsername: string;
  /** The token of a verification link mailed to that account's address ('' unless the app was given). */
  verificationToken: string;
  /** The token of an invitation sent for the client ('' unless the app was given). */
  invitationToken: string;
}

/** A policy of the client in force today, bound from the submission, made straight in the database. */
async function aPolicyInForce(app: TestApp, clientId: string, submissionId: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return app.db.uow.run(async (repos) => {
    const policy = await repos.policies.create({
      policyNumber: `POL-H-${crypto.randomUUID().slice(0, 8)}`,
      clientId,
      submissionId,
      status: 'active',
      product: 'commercial_package',
      premium: 5000,
      effectiveDate: day(-30),
      expirationDate: day(300),
    });
    const request = await repos.policies.addCertificateRequest(policy.id, {
      holderId: null,
      holderName: 'Hostile Holder',
      holderAddress: '1 Hostile Street',
      additionalInsured: true,
      waiverOfSubrogation: false,
      wording: '',
      standard: false,
      status: 'pending',
      requestedBy: 'Test',
      requestedAt: new Date().toISOString(),
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
      certificateId: null,
      task: null,
    });
    const holder = await repos.policies.addHolder({
      clientId,
      name: 'Hostile Landlord',
      address: '2 Hostile Street',
      additionalInsured: true,
      waiverOfSubrogation: false,
      wording: '',
      createdAt: new Date().toISOString(),
    });
    return { policyId: policy.id, certificateRequestId: request.id, holderId: holder.id };
  });
}

/** A mail the intake took in, waiting on the queue: its item id. */
async function aWaitingMail(app: TestApp): Promise<string> {
  const mail = {
    messageId: `<${crypto.randomUUID()}@hostile-intake.example>`,
    fromAddress: 'desk@hostile-intake.example',
    fromName: 'Hostile Desk',
    subject: 'Renewal',
    text: 'Please renew',
    date: null,
    attachments: [],
  };
  return (await intakeEmail({ uow: app.db.uow, clock: { now: () => new Date() } })(null, mail)).item.id;
}

/**
 * A submission of the hostile senders' customer, shared with them, with a proposal of one quote made by the
 * broker at the carrier given: the records the customer's choice names.
 */
async function aProposalForTheCustomer(broker: HttpClient, email: string, carrierId: string) {
  const { submission } = await aSubmissionFor(broker, { client: { email }, submission: { shareWithClient: true } });
  const placement = await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrierId] });
  const quote = await broker.post(`/api/submissions/${submission.id}/markets/${placement.data.markets[0].id}/quotes`, { premium: 1000 });
  expect(quote.status).toBe(201);
  const proposal = await broker.post(`/api/submissions/${submission.id}/proposals`, { quoteIds: [quote.data.id] });
  expect(proposal.status).toBe(201);
  return { customerSubmissionId: submission.id, proposalId: proposal.data.id, proposedQuoteId: quote.data.id };
}

/** A loss reported today on the policy, by the broker: its id. */
async function aClaimOn(broker: HttpClient, policyId: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const claim = await broker.post('/api/claims', { policyId, lossDate: today, location: '1 Hostile Street', description: 'A burst pipe' });
  expect(claim.status).toBe(201);
  return claim.data.id;
}

/**
 * A loss run read and confirmed by the broker, its claim as typed, and another handed in for review: the claim,
 * the loss run (its file kept) and the file waiting.
 */
async function aLossRunOf(
  broker: HttpClient,
  clientId: string,
): Promise<{ lossClaimId: string; lossRunId: string; waitingLossRunId: string }> {
  const claim = {
    carrier: 'Hostile Mutual',
    claimNumber: `HM-${crypto.randomUUID().slice(0, 8)}`,
    lossDate: '2025-03-04',
    status: 'open',
    reserve: 100_000,
    paid: 0,
    recovered: 0,
    incurred: 100_000,
  };
  const bytes = [
    'Carrier,Policy Number,Policy Term,Claim Number,Claimant,Date of Loss,Status,Reserve,Paid,Recovered,Incurred',
    `Hostile Mutual,HM-100,01/01/2025 - 01/01/2026,${claim.claimNumber},J. Doe,03/04/2025,Open,"1,000.00",0.00,0.00,"1,000.00"`,
  ].join('\n');
  const read = await broker.upload(`/api/clients/${clientId}/loss-history/read`, 'document', { name: 'hostile-loss-run.csv', bytes });
  expect(read.status).toBe(200);
  const confirmed = await broker.post(`/api/clients/${clientId}/loss-runs`, { file: read.data.file, claims: [claim] });
  expect(confirmed.status).toBe(201);
  const handedIn = await broker.upload(`/api/clients/${clientId}/loss-runs/waiting`, 'document', {
    name: 'hostile-waiting-loss-run.csv',
    bytes: `${bytes}\n`,
  });
  expect(handedIn.status).toBe(201);
  return {
    lossClaimId: confirmed.data.claims[0].id,
    lossRunId: confirmed.data.lossRuns[0].id,
    waitingLossRunId: handedIn.data.waiting[0].id,
  };
}

/** The firm's first office, the broker as its staff, and a team and a project of the office made in the database. */
async function anOrganisation(broker: HttpClient, app?: TestApp) {
  const officeId: string = (await broker.get('/api/offices')).data[0].id;
  const staffId: string = (await broker.get('/api/auth/user')).data.id;
  if (!app) return { officeId, staffId, teamId: '', projectId: '' };
  return app.db.uow.run(async (repos) => {
    const team = await repos.organisation.createTeam(officeId, `Hostile Team ${crypto.randomUUID().slice(0, 8)}`);
    const project = await repos.organisation.createProject({
      officeId,
      name: 'Hostile Project',
      description: null,
      dueDate: null,
      createdBy: 'Test',
    });
    return { officeId, staffId, teamId: team.id, projectId: project.id };
  });
}

/**
 * The own account's password as it signed in with, and no failed attempts counted against it: a password
 * change a test sent may have changed it or locked it.
 */
async function restoreOwnAccount(app: TestApp): Promise<void> {
  const { id, username } = ownAccount;
  if (!id) return;
  const hash = await app.services.hasher.hash(DEFAULT_PASSWORD);
  await app.db.uow.run((repos) => repos.users.setPasswordHash(id, hash));
  await app.services.attempts.reset(`user:${username.toLowerCase()}`);
}

/**
 * An insurer's account, with a verification link mailed to its address and an invitation sent for the
 * client, both open, made straight in the database: the tokens the links carry.
 */
async function anAccountWithLinks(app: TestApp, clientId: string) {
  const account = await app.createUser('insurer');
  const verification = app.services.tokens.issue();
  const invitation = app.services.tokens.issue();
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  await app.db.uow.run(async (repos) => {
    await repos.accountTokens.issue({
      digest: verification.digest,
      purpose: 'verify_email',
      email: account.email,
      userId: account.id,
      clientId: null,
      expiresAt,
    });
    await repos.accountTokens.issue({
      digest: invitation.digest,
      purpose: 'invitation',
      email: `invited-${crypto.randomUUID().slice(0, 8)}@example.com`,
      userId: null,
      clientId,
      expiresAt,
    });
  });
  return {
    accountId: account.id,
    accountUsername: account.username,
    verificationToken: verification.token,
    invitationToken: invitation.token,
  };
}

export async function aFullSubmission(broker: HttpClient, app?: TestApp): Promise<Fixture> {
  if (app) await restoreOwnAccount(app);
  const { client, submission } = await aSubmissionFor(broker, { submission: { shareWithClient: true } });
  const detail = await broker.get(`/api/submissions/${submission.id}`);
  const quote = await broker.post(`/api/submissions/${submission.id}/quotes`, aQuote());
  const task = await broker.post(`/api/submissions/${submission.id}/tasks`, aTask());
  const doc = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', { name: 'a.pdf', bytes: files.pdf() });
  const carrier = await broker.post('/api/carriers', {
    name: `Hostile Carrier ${crypto.randomUUID().slice(0, 8)}`,
    contacts: [{ name: 'Underwriter', email: 'uw@carrier.example' }],
  });
  // The hostile senders' carrier desk is sent every full submission, so its routes have one to aim at.
  const carrierIds = deskCarrier.id ? [carrier.data.id, deskCarrier.id] : [carrier.data.id];
  const placement = await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds });
  const spare = await broker.post('/api/carriers', { name: `Hostile Spare ${crypto.randomUUID().slice(0, 8)}`, contacts: [] });
  const deskMarket = placement.data.markets.find((m: { carrierId: string }) => m.carrierId === deskCarrier.id);
  let placedQuoteId = '';
  if (deskMarket) {
    const sent = await broker.post(`/api/submissions/${submission.id}/markets/${deskMarket.id}/send`, { coverNote: 'Please quote' });
    expect(sent.status).toBe(201);
    const placed = await broker.post(`/api/submissions/${submission.id}/markets/${deskMarket.id}/quotes`, { premium: 1000 });
    expect(placed.status).toBe(201);
    placedQuoteId = placed.data.id;
  }
  const proposal = proposalChooser.email
    ? await aProposalForTheCustomer(broker, proposalChooser.email, carrier.data.id)
    : { customerSubmissionId: '', proposalId: '', proposedQuoteId: '' };
  const view = await broker.post('/api/views', { name: `Hostile View ${crypto.randomUUID().slice(0, 8)}` });
  const contacts = await broker.post(`/api/clients/${client.id}/contacts`, { name: 'Hostile Contact', role: 'Risk manager' });
  const spareClient = await broker.post('/api/clients', aClientBody({ name: `Hostile Spare ${crypto.randomUUID().slice(0, 8)}` }));
  const policy = app ? await aPolicyInForce(app, client.id, submission.id) : { policyId: '', certificateRequestId: '', holderId: '' };
  const claim = policy.policyId ? await aClaimOn(broker, policy.policyId) : '';
  const { lossClaimId, lossRunId, waitingLossRunId } = await aLossRunOf(broker, client.id);
  const intakeId = app ? await aWaitingMail(app) : '';
  const organisation = await anOrganisation(broker, app);
  const links = app
    ? await anAccountWithLinks(app, client.id)
    : { accountId: '', accountUsername: '', verificationToken: '', invitationToken: '' };
  return {
    ...links,
    marketId: placement.data.markets[0].id,
    carrierId: carrier.data.id,
    spareCarrierId: spare.data.id,
    placedQuoteId,
    ...proposal,
    claimId: claim,
    lossClaimId,
    lossRunId,
    waitingLossRunId,
    viewId: view.data.id,
    intakeId,
    ...organisation,
    submissionId: submission.id,
    submissionNumber: submission.submissionId,
    clientId: client.id,
    contactId: contacts.data.contacts[0].id,
    spareClientId: spareClient.data.id,
    propertyId: detail.data.properties[0].id,
    vehicleId: detail.data.vehicles[0].id,
    quoteId: quote.data.id,
    taskId: task.data.id,
    documentId: doc.data.id,
    ...policy,
  };
}

export type Response = Awaited<ReturnType<HttpClient['request']>>;

const shown = (request: string) => (request.length > 300 ? `${request.slice(0, 300)}... (${request.length} chars)` : request);

/**
 * Sends one request and checks the properties every hostile input must keep: no 5xx, errors in the
 * contract's `{ message }` shape, and no data written when the request was refused.
 */
export async function expectContained(
  app: TestApp,
  label: string,
  send: () => Promise<Response>,
  options: { readOnly?: boolean } = {},
): Promise<Response> {
  const before = await dataSnapshot(app.db.knex);
  const response = await send();
  expect(response.status, `${shown(label)} answered ${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
  // 431 comes from Node's HTTP parser (headers or URL over 16 KB) before the app sees the request.
  if (response.status >= 400 && response.status !== 431) {
    expect(typeof response.data?.message, `${shown(label)} error body ${response.text.slice(0, 200)}`).toBe('string');
  }
  if (response.status >= 400 || options.readOnly) {
    expect(await dataSnapshot(app.db.knex), `${shown(label)} answered ${response.status} but wrote data`).toEqual(before);
  }
  return response;
}

/** The server still answers and the caller is still signed in. */
export async function expectStillServing(app: TestApp, http: HttpClient): Promise<void> {
  expect((await app.client().get('/healthz')).status).toBe(200);
  expect((await http.get('/api/auth/user')).status).toBe(200);
}
