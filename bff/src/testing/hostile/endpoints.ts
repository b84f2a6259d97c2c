import { allEndpoints, type Endpoint, endpointName, type Method } from '@workbench/contract';
import type { Role, User } from '@workbench/core';
import { aClientBody, aMessage, aSubmissionBody } from '../builders.ts';
import type { HttpClient } from '../http-client.ts';
import { DEFAULT_PASSWORD, type TestApp } from '../test-app.ts';
import type { Fixture } from './fixture.ts';

/**
 * Who sends the request: a broker for staff routes, a broker manager where only deciders may, a carrier's
 * underwriter on the carrier desk, a customer for what only a client does on their own submission, a broker
 * of its own for what changes the sender's own credentials, and a client of its own, signed out at first,
 * for what signs its sender in.
 */
export type Sender = 'broker' | 'manager' | 'anonymous' | 'carrier underwriter' | 'customer' | 'own account' | 'newcomer';

/** The carrier whose underwriter signs in as 'carrier underwriter'; every full submission is sent to it too. */
export const deskCarrier: { id: string | null } = { id: null };

/** The proven address 'customer' signs in with: the fixture gives a client of that address a proposal of its own. */
export const proposalChooser: { email: string | null } = { email: null };

/** The account 'own account' signs in as, which the fixture gives its password back before each test. */
export const ownAccount: { id: string | null; username: string } = { id: null, username: '' };

export interface JsonEndpoint {
  name: string;
  method: Exclude<Method, 'GET'>;
  as: Sender;
  path: (f: Fixture) => string;
  /** A body the endpoint accepts; the starting point for mutations. */
  valid: (f: Fixture) => Record<string, unknown>;
  /** What the fixture needs first for the valid body to succeed, done by a broker. */
  prepare?: (f: Fixture, broker: HttpClient) => Promise<unknown>;
}

/** A signed-in client for each kind of sender. */
export async function signInSenders(app: TestApp): Promise<Map<Sender, HttpClient>> {
  const carrier = await app.db.uow.run((repos) =>
    repos.carriers.create(
      {
        name: `Hostile Desk Carrier ${unique()}`,
        active: true,
        appetite: [],
        contacts: [{ name: 'Desk', email: 'desk@carrier.example', phone: null, role: null }],
      },
      new Date().toISOString(),
    ),
  );
  deskCarrier.id = carrier.id;
  const own = await app.signedIn('broker');
  Object.assign(ownAccount, { id: own.user.id, username: own.user.username });
  const customer = await app.signedIn('customer');
  proposalChooser.email = customer.user.email;
  return new Map<Sender, HttpClient>([
    ['broker', (await app.signedIn('broker')).http],
    ['manager', (await app.signedIn('broker_manager')).http],
    ['anonymous', app.client()],
    ['carrier underwriter', (await app.signedIn('insurer', { carrierId: carrier.id })).http],
    ['customer', customer.http],
    ['own account', own.http],
    ['newcomer', app.client()],
  ]);
}

let n = 0;
const unique = () => `${Date.now().toString(36)}${(++n).toString(36)}`;

/** An account of each kind of sender, as the contract's audiences judge it; signInSenders signs in the same kinds. */
const account = (role: Role, carrierId: string | null = null): User => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: role,
  fullName: role,
  email: `${role}@example.com`,
  role,
  status: 'active',
  emailVerified: true,
  companyName: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  carrierId,
});
export const SENDER_ACCOUNTS: Record<Sender, User | null> = {
  anonymous: null,
  broker: account('broker'),
  manager: account('broker_manager'),
  'carrier underwriter': account('insurer', 'the desk carrier'),
  customer: account('customer'),
  'own account': account('broker'),
  newcomer: null,
};

/**
 * The endpoints sent by a sender of their own: the password change by 'own account', as a body that goes
 * through changes that account's password (or locks it after wrong ones) and no other sender's; signing in
 * and registering by 'newcomer', as they sign their sender in, and 'anonymous' stays signed out.
 */
const OWN_SENDERS: Record<string, Sender> = {
  'PUT /api/profile/password': 'own account',
  'POST /api/auth/login': 'newcomer',
  'POST /api/auth/register': 'newcomer',
};

/**
 * The sender an endpoint's audience admits, the one with the fewest rights first; the customer last, as what
 * staff may call is sent by staff, who reach the fixture's own submission.
 */
export function senderFor(entry: Endpoint): Sender {
  const senders: Sender[] = ['anonymous', 'broker', 'manager', 'carrier underwriter', 'customer'];
  const sender = senders.find((s) => entry.who.admits(SENDER_ACCOUNTS[s]));
  if (!sender) throw new Error(`${endpointName(entry)}: none of the hostile senders is ${entry.who.name}; add one to Sender`);
  return sender;
}

/** The fixture's record each path parameter names, by the collection before it ('/carriers/:id' is its carrier). */
const RECORDS: Record<string, keyof Fixture> = {
  submissions: 'submissionId',
  properties: 'propertyId',
  vehicles: 'vehicleId',
  quotes: 'quoteId',
  tasks: 'taskId',
  documents: 'documentId',
  clients: 'clientId',
  contacts: 'contactId',
  policies: 'policyId',
  // A client's general thread is named by its client.
  general: 'clientId',
  'certificate-requests': 'certificateRequestId',
  markets: 'marketId',
  carriers: 'carrierId',
  claims: 'claimId',
  'loss-claims': 'lossClaimId',
  'loss-runs': 'lossRunId',
  // A loss run waiting for review is named by its file.
  waiting: 'waitingLossRunId',
  views: 'viewId',
  intake: 'intakeId',
  offices: 'officeId',
  staff: 'staffId',
  teams: 'teamId',
  projects: 'projectId',
  accounts: 'accountId',
  proposals: 'proposalId',
};

/** A customer's records where they differ from staff's: the submission of their own, with its proposal. */
const CUSTOMER_RECORDS: Record<string, keyof Fixture> = { ...RECORDS, submissions: 'customerSubmissionId' };

/** An endpoint's path with each parameter the fixture's record of that collection, as its sender reaches it. */
export function pathIn(entry: Endpoint, f: Fixture, sender: Sender): string {
  const records = sender === 'customer' ? CUSTOMER_RECORDS : RECORDS;
  const path = entry.path.replace(/\/([^/]+)\/:(\w+)/g, (_all, collection: string, param: string) => {
    const record = records[collection];
    if (!record) throw new Error(`${endpointName(entry)}: the hostile fixture has no record for /${collection}/:${param}; add one to it`);
    return `/${collection}/${f[record]}`;
  });
  return `/api${path}`;
}

/**
 * Bodies the contract's example is not enough for, by endpoint: a name that must be new each time, a record
 * of the fixture. Every other contract endpoint is sent its entry's example.
 */
export const CONTRACT_BODIES: Record<string, (f: Fixture) => Record<string, unknown>> = {
  'POST /api/invitations': (f) => ({ clientId: f.clientId }),
  // A message passing on a document of the submission.
  'POST /api/submissions/{id}/messages': (f) => aMessage({ attachmentIds: [f.documentId] }),
  'POST /api/carriers': () => ({
    name: `Carrier ${unique()}`,
    active: true,
    appetite: [{ product: 'commercial_auto', note: 'Fleets up to 100 vehicles' }],
    contacts: [{ name: 'Ann Lee', email: 'ann@carrier.example', phone: '+1 555 0100', role: 'Underwriter' }],
  }),
  'POST /api/clients': () => aClientBody({ name: `Client ${unique()}` }),
  'POST /api/submissions': (f) => aSubmissionBody(f.clientId),
  // The fixture's spare client, folded into its client.
  'POST /api/clients/{id}/merge': (f) => ({ duplicateId: f.spareClientId }),
  'POST /api/claims': (f) => ({ ...exampleOf('POST /api/claims'), policyId: f.policyId, lossDate: new Date().toISOString().slice(0, 10) }),
  'POST /api/views': () => ({ ...exampleOf('POST /api/views'), name: `View ${unique()}` }),
  'POST /api/views/{id}/copy': () => ({ name: `Copy ${unique()}` }),
  'POST /api/submissions/{id}/markets': (f) => ({ carrierIds: [f.spareCarrierId] }),
  'POST /api/submissions/{id}/proposals': (f) => ({ ...exampleOf('POST /api/submissions/{id}/proposals'), quoteIds: [f.placedQuoteId] }),
  'POST /api/submissions/{id}/bind': (f) => ({ ...exampleOf('POST /api/submissions/{id}/bind'), quoteId: f.placedQuoteId }),
  'POST /api/submissions/{id}/proposals/{proposalId}/choice': (f) => ({ quoteId: f.proposedQuoteId }),
  'POST /api/submissions/{id}/markets/{marketId}/send': (f) => ({ coverNote: 'Please quote the attached.', documentIds: [f.documentId] }),
  'POST /api/intake/{id}/merge': (f) => ({ submissionId: f.submissionNumber }),
  'POST /api/policies/{id}/certificate-holders': () => ({
    name: `Holder ${unique()}`,
    address: '1 Holder Street',
    additionalInsured: true,
    wording: 'Re: lease',
  }),
  'POST /api/policies/{id}/certificates': (f) => ({ holderIds: [f.holderId] }),
  // An endorsement and a cancellation fall within the fixture's policy period, which runs around today.
  'POST /api/policies/{id}/endorsements': () => ({
    ...exampleOf('POST /api/policies/{id}/endorsements'),
    effectiveDate: new Date().toISOString().slice(0, 10),
  }),
  'POST /api/policies/{id}/cancellation': () => ({
    ...exampleOf('POST /api/policies/{id}/cancellation'),
    date: new Date().toISOString().slice(0, 10),
  }),
  'POST /api/policies/{id}/certificate-requests': () => ({
    holderName: `Holder ${unique()}`,
    holderAddress: '2 Holder Street',
    waiverOfSubrogation: true,
    wording: 'Re: site',
  }),
  'POST /api/teams': (f) => ({ officeId: f.officeId, name: `Team ${unique()}` }),
  'PUT /api/teams/{id}/members': (f) => ({ userIds: [f.staffId] }),
  'POST /api/teams/reassign': (f) => ({ submissionIds: [f.submissionId], assigneeId: f.staffId }),
  'PUT /api/staff/{id}/office': (f) => ({ officeId: f.officeId }),
  'POST /api/projects': (f) => ({ ...exampleOf('POST /api/projects'), officeId: f.officeId }),
  'POST /api/projects/{id}/submissions': (f) => ({ submissionIds: [f.submissionId] }),
  'PUT /api/profile/password': () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }),
  'POST /api/auth/login': (f) => ({ username: f.accountUsername, password: DEFAULT_PASSWORD }),
  'POST /api/auth/register': () => ({
    ...exampleOf('POST /api/auth/register'),
    username: `u${unique()}`,
    email: `u${unique()}@example.com`,
  }),
  'POST /api/auth/verify-email': (f) => ({ token: f.verificationToken }),
  'POST /api/auth/invitation': (f) => ({ invitation: f.invitationToken }),
  'POST /api/admin/accounts': () => ({
    ...exampleOf('POST /api/admin/accounts'),
    username: `staff.${unique()}`,
    email: `staff.${unique()}@example.com`,
  }),
};

/** What a contract endpoint's valid body needs of the fixture first: a decision is taken on a submission in review. */
export const CONTRACT_SETUPS: Record<string, (f: Fixture, broker: HttpClient) => Promise<unknown>> = {
  'POST /api/submissions/{id}/decision': (f, broker) => broker.post(`/api/submissions/${f.submissionId}/submit-for-review`),
};

const exampleOf = (name: string): Record<string, unknown> =>
  structuredClone((allEndpoints().find((entry) => endpointName(entry) === name)?.example ?? {}) as Record<string, unknown>);

/** Whether an endpoint of the contract reads a body that may come as JSON: one that needs its file comes as multipart only. */
export const readsJsonBody = (entry: Endpoint): boolean => entry.body !== undefined && entry.method !== 'GET' && !entry.upload?.required;

/** Every endpoint of the contract that reads a JSON body, sent by a sender its audience admits. */
export function contractJsonEndpoints(entries: Endpoint[] = allEndpoints()): JsonEndpoint[] {
  return entries
    .filter((entry): entry is Endpoint & { method: Exclude<Method, 'GET'> } => readsJsonBody(entry))
    .map((entry) => {
      const name = endpointName(entry);
      const as = OWN_SENDERS[name] ?? senderFor(entry);
      return {
        name,
        method: entry.method,
        as,
        path: (f: Fixture) => pathIn(entry, f, as),
        valid: CONTRACT_BODIES[name] ?? (() => structuredClone((entry.example ?? {}) as Record<string, unknown>)),
        prepare: CONTRACT_SETUPS[name],
      };
    });
}

/** Every /api endpoint that reads a JSON body, from the contract. */
export const JSON_ENDPOINTS: JsonEndpoint[] = contractJsonEndpoints();
