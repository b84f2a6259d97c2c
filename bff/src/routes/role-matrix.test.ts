import { allEndpoints, type Endpoint, endpointName } from '@workbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANYONE, claimKey, fileDigest, intakeEmail, type Role, type User } from '@workbench/core';
import { aClientBody, aMessage, aProperty, aQuote, aRelatedItem, aSubmissionBody, aTask, aVehicle, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every endpoint for every kind of caller. `staff` = broker, broker_manager, insurer. The customer's
 * submission is shared with their email, so "scoped" endpoints are allowed for them on it. A pending
 * account (staff who registered themselves, not yet approved) is signed in but may use nothing. An endpoint
 * of the contract is held to its entry's audience, asked of each caller's own account; the others say who
 * may call them here.
 */
type Who = 'any' | 'deciders' | 'carrier keepers' | 'firm staff' | 'certificate askers';
type Caller = 'signed out' | Role | 'pending broker' | 'pending broker_manager' | 'carrier underwriter';

interface Fixture {
  submissionId: string;
  propertyId: string;
  vehicleId: string;
  quoteId: string;
  taskId: string;
  documentId: string;
  clientId: string;
  policyId: string;
}

interface Row {
  name: string;
  /** Who may call an endpoint the contract does not declare yet; a contract endpoint's entry says it. */
  who?: Who;
  success: number;
  /** What carrier A's underwriter gets where the path alone does not say it names one of the fixture's records. */
  underwriter?: number;
  /** Builds the request; `fresh` makes a new shared submission for rows that change its state. */
  call: (http: HttpClient, f: Fixture, fresh: (status?: 'in_progress' | 'in_review') => Promise<Fixture>) => Promise<{ status: number }>;
}

const aClaimReport = (policyId: string) => ({
  policyId,
  lossDate: '2024-06-01',
  location: '1 Loss Street',
  description: 'Storm damage to the roof',
});

/** A mail the intake took in, waiting on the queue: its item id. */
const aWaitingMail = async (): Promise<string> => {
  const mail = {
    messageId: `<${crypto.randomUUID()}@matrix-intake.example>`,
    fromAddress: 'desk@matrix-intake.example',
    fromName: 'Matrix Desk',
    subject: 'Renewal',
    text: 'Please renew',
    date: null,
    attachments: [],
  };
  return (await intakeEmail({ uow: app.db.uow, clock: { now: () => new Date() } })(null, mail)).item.id;
};

/** A contact person of the client, made in the database for a row that changes or removes one: its id. */
const aClientContact = async (clientId: string): Promise<string> =>
  (await app.db.uow.run((repos) => repos.clients.addContact(clientId, { name: 'Matrix Contact', role: null, email: null, phone: null })))
    .id;

/** A carrier's loss run as an export, one claim a row. */
const aLossRun = () =>
  [
    'Carrier,Policy Number,Policy Term,Claim Number,Claimant,Date of Loss,Status,Reserve,Paid,Recovered,Incurred',
    'Matrix Mutual,MM-100,01/01/2025 - 01/01/2026,MX-0001,J. Doe,03/04/2025,Open,"1,000.00",500.00,0.00,"1,500.00"',
  ].join('\n');

let lossClaims = 0;
/** One claim of a loss run as a broker confirms it, its claim number new each time. */
const aLossClaimInput = () => ({
  carrier: 'Matrix Mutual',
  claimNumber: `MX-${Date.now()}-${++lossClaims}`,
  lossDate: '2025-03-04',
  status: 'open' as const,
  reserve: 100_000,
  paid: 50_000,
  recovered: 0,
  incurred: 150_000,
});

/** A loss run of the client confirmed from a file it keeps, stored in the database for a row that downloads it: its id. */
const aLossRunWithFile = async (clientId: string): Promise<string> => {
  const bytes = new TextEncoder().encode(aLossRun());
  const file = { filename: 'loss-run.csv', digest: await fileDigest(bytes) };
  const at = new Date().toISOString();
  return app.db.uow.run(async (repos) => {
    await repos.lossClaims.keepFile({ ...file, clientId, mimeType: 'text/csv', bytes, at });
    return repos.lossClaims.addLossRun({
      clientId,
      submissionId: null,
      file,
      carriers: ['Matrix Mutual'],
      valuationDate: null,
      terms: [],
      claimCount: 1,
      confirmedBy: 'Matrix Broker',
      confirmedAt: at,
    });
  });
};

/** A loss run handed in for the client, waiting for review, stored in the database for a row that reviews one: its file's id. */
const aWaitingLossRun = async (clientId: string): Promise<string> => {
  const bytes = new TextEncoder().encode(aLossRun());
  const at = new Date().toISOString();
  return app.db.uow.run(async (repos) => {
    const file = { filename: 'loss-run.csv', digest: await fileDigest(bytes), clientId, mimeType: 'text/csv', bytes, at };
    await repos.lossClaims.handInFile({ ...file, by: 'Matrix Customer' });
    return (await repos.lossClaims.waitingFiles(clientId))[0]!.id;
  });
};

/** A claim of the client's loss history, stored in the database for a row that corrects one: its id. */
const aLossClaim = async (clientId: string): Promise<string> => {
  const claim = aLossClaimInput();
  const stored = await app.db.uow.run((repos) =>
    repos.lossClaims.insert({
      ...claim,
      carrier: claim.carrier,
      policyNumber: null,
      policyTerm: null,
      lineOfBusiness: null,
      claimant: null,
      reportDate: null,
      closeDate: null,
      adjuster: null,
      description: null,
      driver: null,
      unit: null,
      clientId,
      submissionId: null,
      key: claimKey(claim.carrier, claim.claimNumber),
      valuationDate: null,
      valuationDates: [],
      source: null,
      at: new Date().toISOString(),
    }),
  );
  return stored.id;
};

/** A session of an account signed in for the row alone, as the administrator's list names it. */
const aSessionToEnd = async (): Promise<string> => {
  const { user } = await app.signedIn('customer');
  const sessions = await clients.get('broker_manager')!.get('/api/admin/sessions');
  return sessions.data.find((s: { userId: string }) => s.userId === user.id).id;
};

/** A carrier of the directory, made once in the database, for the rows that read or change one. */
let carrierMade: Promise<string> | undefined;
const aCarrierId = (): Promise<string> => {
  carrierMade ??= app.db.uow
    .run((repos) =>
      repos.carriers.create({ name: `Matrix Carrier ${Date.now()}`, active: true, appetite: [], contacts: [] }, new Date().toISOString()),
    )
    .then((c) => c.id);
  return carrierMade;
};
let carrierNames = 0;

/** A market of the submission at a carrier of its own (with an address), quoted when asked, made in the database. */
const aMarket = async (f: Fixture, quoted = false): Promise<{ marketId: string; quoteId: string | null }> =>
  app.db.uow.run(async (repos) => {
    const at = new Date().toISOString();
    const carrier = await repos.carriers.create(
      {
        name: `Matrix Market ${Date.now()} ${carrierNames++}`,
        active: true,
        appetite: [],
        contacts: [{ name: 'U', email: 'u@carrier.example', phone: null, role: null }],
      },
      at,
    );
    const market = await repos.placement.addMarket(f.submissionId, carrier.id, at);
    if (!quoted) return { marketId: market.id, quoteId: null };
    const quote = await repos.placement.addQuote(f.submissionId, market.id, {
      premium: 1000,
      taxes: 0,
      fees: 0,
      commissionRate: null,
      terms: [],
      subjectivities: [],
      validUntil: null,
      carrierId: carrier.id,
      carrier: carrier.name,
      status: 'Pending',
    });
    await repos.placement.setMarketStatus(market.id, 'quoted', null, at);
    return { marketId: market.id, quoteId: quote.id };
  });

/** A proposal of one quoted option shared with the customer, by a broker. */
const aProposal = async (f: Fixture): Promise<{ proposalId: string; quoteId: string }> => {
  const { quoteId } = await aMarket(f, true);
  const proposal = await broker.post(`/api/submissions/${f.submissionId}/proposals`, { quoteIds: [quoteId] });
  return { proposalId: proposal.data.id, quoteId: quoteId! };
};

/** A claim on the fixture's policy, filed straight in the database so each caller's row starts fresh. */
let claimReporter: Promise<{ id: string }> | undefined;
const aClaim = async (f: Fixture): Promise<string> => {
  const policy = await app.db.uow.repos.policies.findById(f.policyId);
  claimReporter ??= app.createUser('broker');
  const reporter = await claimReporter;
  const claim = await app.db.uow.run((repos) =>
    repos.claims.create({
      ...aClaimReport(f.policyId),
      clientId: policy!.clientId,
      estimatedAmount: null,
      reportedById: reporter.id,
      reportedBy: 'Test',
      createdAt: new Date().toISOString(),
    }),
  );
  return claim.id;
};

/** A photo on a fresh claim of the fixture's policy, stored straight in the database. */
const aClaimDocument = async (f: Fixture): Promise<{ claimId: string; documentId: string }> => {
  const claimId = await aClaim(f);
  const document = await app.db.uow.run((repos) =>
    repos.claims.addDocument(claimId, {
      filename: 'roof.png',
      mimeType: 'image/png',
      bytes: files.png(),
      uploadedBy: 'Test',
      uploadedAt: new Date().toISOString(),
    }),
  );
  return { claimId, documentId: document.id };
};

/** A view the broker shared with the team, made once. */
let sharedView: Promise<string> | undefined;
const aSharedView = (): Promise<string> => {
  sharedView ??= broker.post('/api/views', { name: `Matrix Shared ${crypto.randomUUID()}`, shared: true }).then((r) => r.data.id);
  return sharedView;
};

/** A view of the caller's own; an unknown id when the caller may not keep views. */
const anOwnView = async (h: HttpClient): Promise<string> => {
  const made = await h.post('/api/views', { name: `Matrix Own ${crypto.randomUUID()}` });
  return made.status === 201 ? made.data.id : crypto.randomUUID();
};

/** A policy of the customer's client in force today, made straight in the database, fresh for each row that changes one. */
let policyNumbers = 0;
const aPolicyInForce = async (f: Fixture): Promise<string> => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: `POL-M-${Date.now()}-${policyNumbers++}`,
      clientId: f.clientId,
      submissionId: f.submissionId,
      status: 'active',
      product: 'commercial_package',
      premium: 4250,
      effectiveDate: day(-100),
      expirationDate: day(60),
    }),
  );
  return policy.id;
};

/** A certificate holder on the customer's client's list, through a fresh policy of theirs. */
const aHolderOn = async (policyId: string): Promise<string> =>
  (await broker.post(`/api/policies/${policyId}/certificate-holders`, { name: 'Matrix Landlord', address: '1 Matrix Way' })).data.id;

/** A certificate request by the customer that waits for approval. */
const aPendingRequest = async (policyId: string): Promise<string> =>
  (
    await clients.get('customer')!.post(`/api/policies/${policyId}/certificate-requests`, {
      holderName: 'Matrix Lender',
      holderAddress: '2 Matrix Way',
      waiverOfSubrogation: true,
    })
  ).data.id;

/** A file on the general thread of the fixture's client, stored straight in the database. */
const aThreadFile = async (f: Fixture): Promise<string> => {
  claimReporter ??= app.createUser('broker');
  const author = await claimReporter;
  return app.db.uow.run(async (repos) => {
    const at = new Date().toISOString();
    const message = await repos.threads.addMessage(f.clientId, {
      from: 'Test',
      authorId: author.id,
      fromStaff: true,
      content: 'File',
      date: at,
    });
    const file = await repos.threads.addDocument(f.clientId, message, {
      filename: 'note.txt',
      mimeType: 'text/plain',
      bytes: new TextEncoder().encode('note'),
      uploadedBy: 'Test',
      uploadedAt: at,
    });
    return file.id;
  });
};

/** The firm's first office, as the database holds it. */
const anOfficeId = async (): Promise<string> => (await app.db.uow.run((repos) => repos.organisation.listOffices()))[0]!.id;

/** A team of the first office, under a new name, made in the database. */
const aTeamId = async (): Promise<string> => {
  const officeId = await anOfficeId();
  return (await app.db.uow.run((repos) => repos.organisation.createTeam(officeId, `Matrix Team ${crypto.randomUUID()}`))).id;
};

/** A project of the first office, made once in the database. */
let projectMade: Promise<string> | undefined;
const aProjectId = (): Promise<string> => {
  projectMade ??= anOfficeId().then((officeId) =>
    app.db.uow
      .run((repos) =>
        repos.organisation.createProject({ officeId, name: 'Matrix Project', description: null, dueDate: null, createdBy: 'Test' }),
      )
      .then((p) => p.id),
  );
  return projectMade;
};

/** Carrier A's underwriter and a submission sent to carrier A only; the fixture is marketed to carrier B. */
let deskRef: string;
let carrierA: string;

/** Takes the submission to the carrier and records a package sent to it, in the database. */
const sendTo = (submissionId: string, carrierId: string) =>
  app.db.uow.run(async (repos) => {
    const at = new Date().toISOString();
    const market = await repos.placement.addMarket(submissionId, carrierId, at);
    await repos.placement.addSend(market.id, {
      to: 'u@carrier.example',
      subject: 'Please quote',
      coverNote: 'Please quote',
      documents: [],
      sentBy: 'Matrix Broker',
      sentById: null,
      sentAt: at,
    });
  });

const aDirectoryCarrier = (name: string) =>
  app.db.uow
    .run((repos) =>
      repos.carriers.create(
        { name: `${name} ${Date.now()} ${carrierNames++}`, active: true, appetite: [], contacts: [] },
        new Date().toISOString(),
      ),
    )
    .then((c) => c.id);

const rows: Row[] = [
  {
    name: 'GET /api/carrier-desk/submissions',
    success: 200,
    call: (h) => h.get('/api/carrier-desk/submissions'),
  },
  {
    name: 'GET /api/carrier-desk/submissions/{id}',
    success: 200,
    call: (h) => h.get(`/api/carrier-desk/submissions/${deskRef}`),
  },
  {
    name: 'POST /api/carrier-desk/submissions/{id}/answer',
    success: 200,
    call: (h) => h.post(`/api/carrier-desk/submissions/${deskRef}/answer`, { status: 'indicated' }),
  },
  {
    name: 'POST /api/carrier-desk/submissions/{id}/quotes',
    success: 201,
    call: (h) => h.post(`/api/carrier-desk/submissions/${deskRef}/quotes`, { premium: 4000 }),
  },
  {
    name: 'GET /api/carrier-desk/submissions/{id}/messages',
    success: 200,
    call: (h) => h.get(`/api/carrier-desk/submissions/${deskRef}/messages`),
  },
  {
    name: 'POST /api/carrier-desk/submissions/{id}/messages',
    success: 201,
    call: (h) => h.post(`/api/carrier-desk/submissions/${deskRef}/messages`, { content: 'Is the roof survey enclosed?' }),
  },
  {
    name: 'PUT /api/admin/accounts/{id}/carrier',
    success: 200,
    call: async (h) => h.put(`/api/admin/accounts/${(await app.createUser('insurer')).id}/carrier`, { carrierId: carrierA }),
  },
  { name: 'GET /api/auth/user', success: 200, call: (h) => h.get('/api/auth/user') },
  // Signing in, registering and signing out change whom a client is signed in as: each row uses a client of
  // its own, as anyone may call them.
  {
    name: 'POST /api/auth/login',
    success: 200,
    call: async () =>
      app.client().post('/api/auth/login', { username: (await app.createUser('customer')).username, password: DEFAULT_PASSWORD }),
  },
  { name: 'POST /api/auth/logout', success: 204, call: async () => (await app.signedIn('customer')).http.post('/api/auth/logout') },
  {
    name: 'POST /api/auth/register',
    success: 201,
    call: () => {
      const username = `matrix-${crypto.randomUUID().slice(0, 8)}`;
      return app.client().post('/api/auth/register', {
        username,
        password: DEFAULT_PASSWORD,
        fullName: 'Matrix Customer',
        email: `${username}@example.com`,
      });
    },
  },
  // A token no link was mailed with is invalid to everyone alike.
  { name: 'POST /api/auth/verify-email', success: 400, call: (h) => h.post('/api/auth/verify-email', { token: 'forged' }) },
  // The matrix's customer has proven its address already.
  { name: 'POST /api/auth/resend-verification', success: 409, call: (h) => h.post('/api/auth/resend-verification') },
  { name: 'GET /api/openapi.json', success: 200, call: (h) => h.get('/api/openapi.json') },
  // Reports, saved views and the workspace are staff's.
  {
    name: 'GET /api/reports/{kind}',
    success: 200,
    call: (h) => h.get('/api/reports/audit?from=2026-01-01&to=2026-01-31&format=csv'),
  },
  { name: 'GET /api/reports/carriers', success: 200, call: (h) => h.get('/api/reports/carriers') },
  { name: 'GET /api/reports/downloads', success: 200, call: (h) => h.get('/api/reports/downloads') },
  { name: 'GET /api/views', success: 200, call: (h) => h.get('/api/views') },
  { name: 'POST /api/views', success: 201, call: (h) => h.post('/api/views', { name: `View ${crypto.randomUUID()}` }) },
  { name: 'GET /api/views/{id}', success: 200, call: async (h) => h.get(`/api/views/${await aSharedView()}`) },
  // Changing or deleting a view is its owner's: each caller makes one of its own first (a refused one makes none).
  {
    name: 'PATCH /api/views/{id}',
    success: 200,
    call: async (h) => h.patch(`/api/views/${await anOwnView(h)}`, { shared: true }),
  },
  { name: 'DELETE /api/views/{id}', success: 204, call: async (h) => h.delete(`/api/views/${await anOwnView(h)}`) },
  {
    name: 'POST /api/views/{id}/copy',
    success: 201,
    call: async (h) => h.post(`/api/views/${await aSharedView()}/copy`, { name: `Copy ${crypto.randomUUID()}` }),
  },
  { name: 'GET /api/workspace', success: 200, call: (h) => h.get('/api/workspace') },
  { name: 'GET /api/auth/demo-logins', success: 200, call: (h) => h.get('/api/auth/demo-logins') },
  { name: 'GET /api/auth/providers', success: 200, call: (h) => h.get('/api/auth/providers') },
  // A token no invitation was sent with is unknown to everyone alike.
  {
    name: 'POST /api/auth/invitation',
    success: 404,
    call: (h) => h.post('/api/auth/invitation', { invitation: 'forged' }),
  },
  // Without a provider configured the start answers 404 to everyone alike.
  { name: 'GET /api/auth/oidc/start', success: 404, call: (h) => h.get('/api/auth/oidc/start') },
  {
    name: 'GET /api/auth/oidc/callback',
    success: 404,
    call: (h) => h.get('/api/auth/oidc/callback?code=forged&state=forged'),
  },
  { name: 'GET /api/admin/account-changes', success: 200, call: (h) => h.get('/api/admin/account-changes') },
  // The administrator's tools act on an account of their own each, never on a caller's.
  { name: 'GET /api/admin/accounts', success: 200, call: (h) => h.get('/api/admin/accounts') },
  {
    name: 'POST /api/admin/accounts',
    success: 201,
    call: (h) =>
      h.post('/api/admin/accounts', {
        username: `matrix.${crypto.randomUUID().slice(0, 8)}`,
        password: DEFAULT_PASSWORD,
        fullName: 'Matrix Staff',
        email: `matrix.${crypto.randomUUID().slice(0, 8)}@example.com`,
        role: 'broker',
      }),
  },
  {
    name: 'PATCH /api/admin/accounts/{id}/role',
    success: 200,
    call: async (h) => h.patch(`/api/admin/accounts/${(await app.createUser('broker')).id}/role`, { role: 'insurer' }),
  },
  {
    name: 'PUT /api/admin/accounts/{id}/bind-authority',
    success: 200,
    call: async (h) => h.put(`/api/admin/accounts/${(await app.createUser('broker')).id}/bind-authority`, { limit: 100000 }),
  },
  {
    name: 'POST /api/admin/accounts/{id}/deactivate',
    success: 200,
    call: async (h) => h.post(`/api/admin/accounts/${(await app.createUser('broker')).id}/deactivate`),
  },
  {
    name: 'POST /api/admin/accounts/{id}/reactivate',
    success: 200,
    call: async (h) => h.post(`/api/admin/accounts/${(await app.createUser('broker', { status: 'deactivated' })).id}/reactivate`),
  },
  {
    name: 'POST /api/admin/accounts/{id}/password',
    success: 200,
    call: async (h) => h.post(`/api/admin/accounts/${(await app.createUser('broker')).id}/password`, { password: 'passed-on-1' }),
  },
  { name: 'GET /api/admin/sessions', success: 200, call: (h) => h.get('/api/admin/sessions') },
  { name: 'DELETE /api/admin/sessions/{id}', success: 204, call: async (h) => h.delete(`/api/admin/sessions/${await aSessionToEnd()}`) },
  { name: 'GET /api/admin/throttle', success: 200, call: (h) => h.get('/api/admin/throttle') },
  { name: 'DELETE /api/admin/throttle/{key}', success: 204, call: (h) => h.delete('/api/admin/throttle/user:matrix-nobody') },
  { name: 'GET /api/admin/audit', success: 200, call: (h) => h.get('/api/admin/audit?q=matrix') },
  { name: 'GET /healthz', success: 200, call: (h) => h.get('/healthz') },
  { name: 'GET /readyz', success: 200, call: (h) => h.get('/readyz') },
  { name: 'GET /api/support/status', success: 200, call: (h) => h.get('/api/support/status') },
  // A broker manager writing has another administrator to write to.
  {
    name: 'POST /api/support/contact',
    success: 202,
    call: async (h) => {
      await app.createUser('broker_manager');
      return h.post('/api/support/contact', { subject: 'Renewal missing', message: 'Where is our renewal?' });
    },
  },
  { name: 'GET /api/jobs/failed', success: 200, call: (h) => h.get('/api/jobs/failed') },
  // No job has failed in the matrix: a failed job it names is unknown to those who may retry one.
  { name: 'POST /api/jobs/{id}/retry', success: 404, call: (h) => h.post(`/api/jobs/${crypto.randomUUID()}/retry`, {}) },
  { name: 'GET /api/metrics', success: 200, call: (h) => h.get('/api/metrics') },
  { name: 'GET /api/insights', success: 200, call: (h) => h.get('/api/insights') },
  { name: 'GET /api/submissions', success: 200, call: (h) => h.get('/api/submissions') },
  { name: 'GET /api/submissions/{id}', success: 200, call: (h, f) => h.get(`/api/submissions/${f.submissionId}`) },
  {
    name: 'POST /api/submissions',
    success: 201,
    call: (h, f) => h.post('/api/submissions', aSubmissionBody(f.clientId)),
  },
  {
    name: 'POST /api/submissions/from-email',
    success: 201,
    call: (h) =>
      h.upload('/api/submissions/from-email', 'email', {
        name: 'mail.eml',
        bytes: `From: Ann <ann@matrix-mail.example>\r\nMessage-ID: <${crypto.randomUUID()}@matrix-mail.example>\r\nSubject: Renewal\r\n\r\nPlease renew.\r\n`,
      }),
  },
  // The intake queue: the firm's brokers and managers only; an insurer never sees what clients mail the broker.
  { name: 'GET /api/intake', success: 200, call: (h) => h.get('/api/intake') },
  {
    name: 'GET /api/intake/drafts/{submissionId}',
    success: 200,
    call: (h, f) => h.get(`/api/intake/drafts/${f.submissionId}`),
  },
  {
    name: 'GET /api/intake/{id}/merge-targets',
    success: 200,
    call: async (h) => h.get(`/api/intake/${await aWaitingMail()}/merge-targets?q=SUB`),
  },
  {
    name: 'POST /api/intake/{id}/open',
    success: 200,
    call: async (h) => h.post(`/api/intake/${await aWaitingMail()}/open`),
  },
  {
    name: 'POST /api/intake/{id}/merge',
    success: 200,
    call: async (h, _f, fresh) => h.post(`/api/intake/${await aWaitingMail()}/merge`, { submissionId: (await fresh()).submissionId }),
  },
  {
    name: 'POST /api/intake/{id}/discard',
    success: 200,
    call: async (h) => h.post(`/api/intake/${await aWaitingMail()}/discard`, { reason: 'A newsletter' }),
  },
  {
    name: 'PATCH /api/submissions/{id}',
    success: 200,
    call: (h, f) => h.patch(`/api/submissions/${f.submissionId}`, { priority: 'high' }),
  },
  {
    name: 'POST /api/submissions/{id}/decision',
    success: 200,
    call: async (h, _f, fresh) => {
      const f = await fresh('in_review');
      return h.post(`/api/submissions/${f.submissionId}/decision`, { decision: 'approved', note: 'Fine', conditions: 'As quoted' });
    },
  },
  // The underwriting queue: those who may decide, never a carrier's underwriter (who holds none of the firm's roles).
  { name: 'GET /api/decisions', success: 200, call: (h) => h.get('/api/decisions') },
  {
    name: 'GET /api/submissions/{id}/schedule/oed',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/schedule/oed`),
  },
  {
    name: 'POST /api/decisions/{id}/pick-up',
    success: 200,
    call: async (h, _f, fresh) => h.post(`/api/decisions/${(await fresh('in_review')).submissionId}/pick-up`),
  },
  {
    name: 'POST /api/submissions/{id}/submit-for-review',
    success: 200,
    call: async (h, _f, fresh) => h.post(`/api/submissions/${(await fresh()).submissionId}/submit-for-review`),
  },
  {
    name: 'POST /api/submissions/{id}/properties',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/properties`, aProperty()),
  },
  {
    name: 'PATCH /api/submissions/{id}/properties/{rowId}',
    success: 200,
    call: (h, f) => h.patch(`/api/submissions/${f.submissionId}/properties/${f.propertyId}`, { stories: 3 }),
  },
  {
    name: 'DELETE /api/submissions/{id}/properties/{rowId}',
    success: 204,
    call: async (h, _f, fresh) => {
      const f = await fresh();
      return h.delete(`/api/submissions/${f.submissionId}/properties/${f.propertyId}`);
    },
  },
  {
    name: 'POST /api/submissions/{id}/vehicles',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/vehicles`, [aVehicle()]),
  },
  {
    name: 'PATCH /api/submissions/{id}/vehicles/{rowId}',
    success: 200,
    call: (h, f) => h.patch(`/api/submissions/${f.submissionId}/vehicles/${f.vehicleId}`, { value: 1000 }),
  },
  {
    name: 'DELETE /api/submissions/{id}/vehicles/{rowId}',
    success: 204,
    call: async (h, _f, fresh) => {
      const f = await fresh();
      return h.delete(`/api/submissions/${f.submissionId}/vehicles/${f.vehicleId}`);
    },
  },
  {
    name: 'POST /api/submissions/{id}/schedule-imports',
    success: 201,
    call: (h, f) =>
      h.post(`/api/submissions/${f.submissionId}/schedule-imports`, {
        file: { filename: 'matrix.csv', digest: 'a'.repeat(64) },
        properties: [aProperty()],
      }),
  },
  {
    name: 'POST /api/submissions/{id}/quotes',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/quotes`, aQuote()),
  },
  {
    name: 'PATCH /api/submissions/{id}/quotes/{quoteId}',
    success: 200,
    call: (h, f) => h.patch(`/api/submissions/${f.submissionId}/quotes/${f.quoteId}`, { amount: 5000 }),
  },
  {
    name: 'POST /api/submissions/{id}/tasks',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/tasks`, aTask()),
  },
  {
    name: 'PATCH /api/submissions/{id}/tasks/{taskId}',
    success: 200,
    call: (h, f) => h.patch(`/api/submissions/${f.submissionId}/tasks/${f.taskId}`, { status: 'Completed' }),
  },
  {
    name: 'GET /api/submissions/{id}/messages',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/messages`),
  },
  {
    name: 'POST /api/submissions/{id}/messages',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/messages`, aMessage()),
  },
  {
    name: 'POST /api/submissions/{id}/related-items',
    success: 201,
    call: (h, f) => h.post(`/api/submissions/${f.submissionId}/related-items`, aRelatedItem()),
  },
  {
    name: 'GET /api/submissions/{id}/documents',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/documents`),
  },
  {
    name: 'POST /api/submissions/{id}/documents',
    success: 201,
    call: (h, f) => h.upload(`/api/submissions/${f.submissionId}/documents`, 'document', { name: 'a.pdf', bytes: files.pdf() }),
  },
  {
    name: 'GET /api/documents/{docId}/download',
    success: 200,
    call: (h, f) => h.get(`/api/documents/${f.documentId}/download`),
  },
  {
    name: 'POST /api/documents/parse',
    success: 200,
    // A workbook, a kind every side takes (the customer's side takes no CSV).
    call: (h) => h.upload('/api/documents/parse', 'document', { name: 'schedule.xlsx', bytes: files.workbookOf() }),
  },
  { name: 'GET /api/activity', success: 200, call: (h) => h.get('/api/activity') },
  { name: 'GET /api/naics', success: 200, call: (h) => h.get('/api/naics?q=bakeries') },
  { name: 'GET /api/clients', success: 200, call: (h) => h.get('/api/clients') },
  { name: 'POST /api/clients', success: 201, call: (h) => h.post('/api/clients', aClientBody()) },
  { name: 'GET /api/clients/similar', success: 200, call: (h) => h.get('/api/clients/similar?name=Acme') },
  { name: 'GET /api/clients/directory', success: 200, call: (h) => h.get('/api/clients/directory?q=Acme') },
  { name: 'GET /api/clients/{id}', success: 200, call: (h, f) => h.get(`/api/clients/${f.clientId}`) },
  {
    name: 'PATCH /api/clients/{id}',
    success: 200,
    call: (h, f) => h.patch(`/api/clients/${f.clientId}`, { phone: '555-0142' }),
  },
  {
    name: 'POST /api/clients/{id}/contacts',
    success: 201,
    call: (h, f) => h.post(`/api/clients/${f.clientId}/contacts`, { name: 'Matrix Contact' }),
  },
  {
    name: 'PATCH /api/clients/{id}/contacts/{contactId}',
    success: 200,
    call: async (h, f) => h.patch(`/api/clients/${f.clientId}/contacts/${await aClientContact(f.clientId)}`, { role: 'Accounts payable' }),
  },
  {
    name: 'DELETE /api/clients/{id}/contacts/{contactId}',
    success: 200,
    call: async (h, f) => h.delete(`/api/clients/${f.clientId}/contacts/${await aClientContact(f.clientId)}`),
  },
  { name: 'GET /api/clients/{id}/duplicates', success: 200, call: (h, f) => h.get(`/api/clients/${f.clientId}/duplicates`) },
  {
    name: 'POST /api/clients/{id}/merge',
    success: 200,
    call: async (h, f) => {
      const duplicate = await app.db.uow.run((repos) => repos.clients.create({ name: 'Matrix Duplicate' }));
      return h.post(`/api/clients/${f.clientId}/merge`, { duplicateId: duplicate.id });
    },
  },
  // A client's loss history: staff read and change it, the client's own customer reads it.
  { name: 'GET /api/clients/{id}/loss-history', success: 200, call: (h, f) => h.get(`/api/clients/${f.clientId}/loss-history`) },
  {
    name: 'POST /api/clients/{id}/loss-history/read',
    success: 200,
    call: (h, f) => h.upload(`/api/clients/${f.clientId}/loss-history/read`, 'document', { name: 'loss-run.csv', bytes: aLossRun() }),
  },
  {
    name: 'POST /api/clients/{id}/loss-runs',
    success: 201,
    call: (h, f) => h.post(`/api/clients/${f.clientId}/loss-runs`, { valuationDate: '2026-11-30', claims: [aLossClaimInput()] }),
  },
  {
    name: 'POST /api/clients/{id}/loss-runs/waiting',
    success: 201,
    call: (h, f) => h.upload(`/api/clients/${f.clientId}/loss-runs/waiting`, 'document', { name: 'loss-run.csv', bytes: aLossRun() }),
  },
  {
    name: 'POST /api/clients/{id}/loss-runs/waiting/{fileId}/read',
    success: 200,
    call: async (h, f) => h.post(`/api/clients/${f.clientId}/loss-runs/waiting/${await aWaitingLossRun(f.clientId)}/read`),
  },
  {
    name: 'DELETE /api/clients/{id}/loss-runs/waiting/{fileId}',
    success: 200,
    call: async (h, f) => h.delete(`/api/clients/${f.clientId}/loss-runs/waiting/${await aWaitingLossRun(f.clientId)}`),
  },
  {
    name: 'GET /api/clients/{id}/loss-runs/{runId}/file',
    success: 200,
    call: async (h, f) => h.get(`/api/clients/${f.clientId}/loss-runs/${await aLossRunWithFile(f.clientId)}/file`),
  },
  {
    name: 'PATCH /api/clients/{id}/loss-claims/{claimId}',
    success: 200,
    call: async (h, f) => h.patch(`/api/clients/${f.clientId}/loss-claims/${await aLossClaim(f.clientId)}`, { adjuster: 'M. Matrix' }),
  },
  { name: 'GET /api/users/staff', success: 200, call: (h) => h.get('/api/users/staff') },
  // The organisation: the firm's staff see it, broker managers change it.
  { name: 'GET /api/offices', success: 200, call: (h) => h.get('/api/offices') },
  {
    name: 'PATCH /api/offices/{id}',
    success: 200,
    call: async (h) => h.patch(`/api/offices/${await anOfficeId()}`, { name: 'Matrix Office' }),
  },
  { name: 'GET /api/offices/{id}/book', success: 200, call: async (h) => h.get(`/api/offices/${await anOfficeId()}/book`) },
  { name: 'GET /api/teams', success: 200, call: (h) => h.get('/api/teams') },
  {
    name: 'POST /api/teams',
    success: 201,
    call: async (h) => h.post('/api/teams', { officeId: await anOfficeId(), name: `Matrix Team ${crypto.randomUUID()}` }),
  },
  {
    name: 'PUT /api/teams/{id}/members',
    success: 200,
    call: async (h) => h.put(`/api/teams/${await aTeamId()}/members`, { userIds: [users.get('broker')!.id] }),
  },
  {
    name: 'POST /api/teams/reassign',
    success: 200,
    call: async (h, _f, fresh) =>
      h.post('/api/teams/reassign', { submissionIds: [(await fresh()).submissionId], assigneeId: users.get('broker')!.id }),
  },
  {
    name: 'GET /api/staff/{id}/open-submissions',
    success: 200,
    call: (h) => h.get(`/api/staff/${users.get('broker')!.id}/open-submissions`),
  },
  {
    name: 'PUT /api/staff/{id}/office',
    success: 204,
    call: async (h) => h.put(`/api/staff/${(await app.createUser('broker')).id}/office`, { officeId: await anOfficeId() }),
  },
  { name: 'GET /api/projects', success: 200, call: (h) => h.get('/api/projects') },
  {
    name: 'POST /api/projects',
    success: 201,
    call: async (h) => h.post('/api/projects', { officeId: await anOfficeId(), name: 'Matrix Project' }),
  },
  { name: 'GET /api/projects/{id}', success: 200, call: async (h) => h.get(`/api/projects/${await aProjectId()}`) },
  {
    name: 'POST /api/projects/{id}/submissions',
    success: 200,
    call: async (h, f) => h.post(`/api/projects/${await aProjectId()}/submissions`, { submissionIds: [f.submissionId] }),
  },
  { name: 'GET /api/profile', success: 200, call: (h) => h.get('/api/profile') },
  { name: 'PATCH /api/profile', success: 200, call: (h) => h.patch('/api/profile', { phone: '555 0100' }) },
  {
    name: 'PUT /api/profile/password',
    success: 200,
    call: (h) => h.put('/api/profile/password', { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }),
  },
  { name: 'POST /api/profile/sign-out-others', success: 200, call: (h) => h.post('/api/profile/sign-out-others') },
  { name: 'GET /api/policies', success: 200, call: (h) => h.get('/api/policies') },
  { name: 'GET /api/policies/{id}', success: 200, call: (h, f) => h.get(`/api/policies/${f.policyId}`) },
  { name: 'GET /api/policies/renewals', success: 200, call: (h) => h.get('/api/policies/renewals?within=90') },
  { name: 'GET /api/policies/{id}/detail', success: 200, call: (h, f) => h.get(`/api/policies/${f.policyId}/detail`) },
  { name: 'GET /api/policies/{id}/placement', success: 200, call: (h, f) => h.get(`/api/policies/${f.policyId}/placement`) },
  {
    name: 'POST /api/policies/{id}/renewal',
    success: 201,
    call: async (h, f) => h.post(`/api/policies/${await aPolicyInForce(f)}/renewal`, {}),
  },
  {
    name: 'PATCH /api/policies/{id}/renewal',
    success: 200,
    call: async (h, f) => h.patch(`/api/policies/${await aPolicyInForce(f)}/renewal`, { status: 'quoted' }),
  },
  {
    name: 'POST /api/policies/{id}/endorsements',
    success: 201,
    call: async (h, f) =>
      h.post(`/api/policies/${await aPolicyInForce(f)}/endorsements`, {
        kind: 'other',
        effectiveDate: new Date().toISOString().slice(0, 10),
        description: 'Matrix change',
        premiumAdjustment: 10,
      }),
  },
  {
    name: 'POST /api/policies/{id}/cancellation',
    success: 201,
    call: async (h, f) =>
      h.post(`/api/policies/${await aPolicyInForce(f)}/cancellation`, {
        date: new Date().toISOString().slice(0, 10),
        reason: 'Matrix',
        returnPremium: 0,
      }),
  },
  {
    name: 'GET /api/policies/{id}/certificate-holders',
    success: 200,
    call: (h, f) => h.get(`/api/policies/${f.policyId}/certificate-holders`),
  },
  {
    name: 'GET /api/policies/{id}/certificate-holders/export',
    success: 200,
    call: (h, f) => h.get(`/api/policies/${f.policyId}/certificate-holders/export`),
  },
  {
    name: 'POST /api/policies/{id}/certificate-holders',
    success: 201,
    call: (h, f) => h.post(`/api/policies/${f.policyId}/certificate-holders`, { name: 'Matrix Holder', address: '3 Matrix Way' }),
  },
  {
    name: 'POST /api/policies/{id}/certificates',
    success: 201,
    call: async (h, f) => {
      const policy = await aPolicyInForce(f);
      return h.post(`/api/policies/${policy}/certificates`, { holderIds: [await aHolderOn(policy)] });
    },
  },
  {
    name: 'POST /api/policies/{id}/certificate-requests',
    underwriter: 404,
    success: 201,
    call: async (h, f) =>
      h.post(`/api/policies/${await aPolicyInForce(f)}/certificate-requests`, {
        holderName: 'Matrix Site',
        holderAddress: '4 Matrix Way',
        additionalInsured: true,
      }),
  },
  {
    name: 'POST /api/policies/{id}/certificate-requests/{requestId}/approve',
    success: 200,
    call: async (h, f) => {
      const policy = await aPolicyInForce(f);
      return h.post(`/api/policies/${policy}/certificate-requests/${await aPendingRequest(policy)}/approve`);
    },
  },
  {
    name: 'POST /api/policies/{id}/certificate-requests/{requestId}/decline',
    success: 200,
    call: async (h, f) => {
      const policy = await aPolicyInForce(f);
      return h.post(`/api/policies/${policy}/certificate-requests/${await aPendingRequest(policy)}/decline`, { reason: 'Matrix' });
    },
  },
  {
    name: 'GET /api/policies/{id}/certificates/{certificateId}/download',
    success: 200,
    call: async (h, f) => {
      const policy = await aPolicyInForce(f);
      const [issued] = (await broker.post(`/api/policies/${policy}/certificates`, { holderIds: [await aHolderOn(policy)] })).data;
      return h.get(`/api/policies/${policy}/certificates/${issued.id}/download`);
    },
  },
  {
    name: 'POST /api/notifications/email',
    success: 202,
    call: (h) =>
      h.post('/api/notifications/email', {
        to: 'client@example.com',
        subject: 'New Insurance Submission Created',
        submissionId: 'SUB-2024-0001',
        clientName: 'Acme',
        brokerName: 'Sam',
      }),
  },
  {
    name: 'POST /api/invitations',
    success: 202,
    call: (h) => h.post('/api/invitations', { email: 'new@example.com', name: 'New Client' }),
  },
  { name: 'GET /api/notifications', success: 200, call: (h) => h.get('/api/notifications') },
  { name: 'POST /api/notifications/read', success: 200, call: (h) => h.post('/api/notifications/read', { all: true }) },
  { name: 'GET /api/notifications/preferences', success: 200, call: (h) => h.get('/api/notifications/preferences') },
  {
    name: 'PUT /api/notifications/preferences',
    success: 200,
    call: (h) => h.put('/api/notifications/preferences', { email: 'off' }),
  },
  { name: 'GET /api/conversations', success: 200, call: (h) => h.get('/api/conversations') },
  {
    name: 'POST /api/conversations/{id}/{channel}/read',
    success: 204,
    call: (h, f) => h.post(`/api/conversations/${f.submissionId}/client/read`),
  },
  { name: 'GET /api/tasks', success: 200, call: (h) => h.get('/api/tasks') },
  {
    name: 'GET /api/submissions/{id}/follow',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/follow`),
  },
  {
    name: 'PUT /api/submissions/{id}/follow',
    success: 200,
    call: (h, f) => h.put(`/api/submissions/${f.submissionId}/follow`),
  },
  {
    name: 'DELETE /api/submissions/{id}/follow',
    success: 200,
    call: (h, f) => h.delete(`/api/submissions/${f.submissionId}/follow`),
  },
  { name: 'GET /api/live/counts', success: 200, call: (h) => h.get('/api/live/counts') },
  { name: 'GET /api/live/events', success: 200, call: (h) => h.streamStatus('/api/live/events') },
  { name: 'GET /api/carriers', success: 200, call: (h) => h.get('/api/carriers?q=matrix') },
  {
    name: 'POST /api/carriers',
    success: 201,
    call: (h) => h.post('/api/carriers', { name: `Matrix New Carrier ${Date.now()} ${carrierNames++}` }),
  },
  { name: 'GET /api/carriers/{id}', success: 200, call: async (h) => h.get(`/api/carriers/${await aCarrierId()}`) },
  {
    name: 'PATCH /api/carriers/{id}',
    success: 200,
    call: async (h) => h.patch(`/api/carriers/${await aCarrierId()}`, { appetite: [{ note: `Matrix ${carrierNames++}` }] }),
  },
  // Placing the risk: brokers and managers place, insurers read, the client chooses among proposals.
  {
    name: 'GET /api/submissions/{id}/placement',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/placement`),
  },
  {
    name: 'GET /api/submissions/{id}/market-candidates',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/market-candidates`),
  },
  {
    name: 'POST /api/submissions/{id}/markets',
    success: 201,
    call: async (h, f) => {
      const carrier = await app.db.uow.run((repos) =>
        repos.carriers.create(
          { name: `Matrix Chosen ${Date.now()} ${carrierNames++}`, active: true, appetite: [], contacts: [] },
          new Date().toISOString(),
        ),
      );
      return h.post(`/api/submissions/${f.submissionId}/markets`, { carrierIds: [carrier.id] });
    },
  },
  {
    name: 'PATCH /api/submissions/{id}/markets/{marketId}',
    success: 200,
    call: async (h, f) => h.patch(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}`, { status: 'indicated' }),
  },
  {
    name: 'PUT /api/submissions/{id}/markets/{marketId}/chase',
    success: 200,
    call: async (h, f) =>
      h.put(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}/chase`, { chaseBy: '2030-01-15' }),
  },
  {
    name: 'POST /api/submissions/{id}/markets/{marketId}/send',
    success: 201,
    call: async (h, f) =>
      h.post(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}/send`, {
        coverNote: 'Please quote',
        documentIds: [f.documentId],
      }),
  },
  {
    name: 'POST /api/submissions/{id}/markets/{marketId}/quotes',
    success: 201,
    call: async (h, f) => h.post(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}/quotes`, { premium: 5000 }),
  },
  {
    name: 'GET /api/submissions/{id}/markets/{marketId}/messages',
    success: 200,
    call: async (h, f) => h.get(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}/messages`),
  },
  {
    name: 'POST /api/submissions/{id}/markets/{marketId}/messages',
    success: 201,
    call: async (h, f) =>
      h.post(`/api/submissions/${f.submissionId}/markets/${(await aMarket(f)).marketId}/messages`, { content: 'Any news on terms?' }),
  },
  {
    name: 'GET /api/submissions/{id}/proposals',
    success: 200,
    call: (h, f) => h.get(`/api/submissions/${f.submissionId}/proposals`),
  },
  {
    name: 'POST /api/submissions/{id}/proposals',
    success: 201,
    call: async (h, f) => h.post(`/api/submissions/${f.submissionId}/proposals`, { quoteIds: [(await aMarket(f, true)).quoteId] }),
  },
  {
    name: 'POST /api/submissions/{id}/proposals/{proposalId}/choice',
    success: 200,
    call: async (h, f) => {
      const { proposalId, quoteId } = await aProposal(f);
      return h.post(`/api/submissions/${f.submissionId}/proposals/${proposalId}/choice`, { quoteId });
    },
  },
  {
    name: 'POST /api/submissions/{id}/bind',
    success: 201,
    call: async (h, _f, fresh) => {
      const f = await fresh();
      return h.post(`/api/submissions/${f.submissionId}/bind`, { quoteId: (await aMarket(f, true)).quoteId, confirmation: 'phone' });
    },
  },
  { name: 'GET /api/claims', success: 200, call: (h) => h.get('/api/claims') },
  {
    name: 'POST /api/claims',
    success: 201,
    underwriter: 404,
    call: (h, f) => h.post('/api/claims', aClaimReport(f.policyId)),
  },
  { name: 'GET /api/extraction-mappings', success: 200, call: (h) => h.get('/api/extraction-mappings') },
  {
    name: 'POST /api/extraction-mappings',
    success: 201,
    call: (h, f) =>
      h.post('/api/extraction-mappings', {
        clientId: f.clientId,
        columns: [{ kind: 'property', header: 'Bldg Material', field: 'constructionType' }],
      }),
  },
  // A mapping no one learned is unknown to those who may forget one.
  {
    name: 'DELETE /api/extraction-mappings/{id}',
    success: 404,
    call: (h) => h.delete(`/api/extraction-mappings/${crypto.randomUUID()}`),
  },
  { name: 'GET /api/claims/{id}', success: 200, call: async (h, f) => h.get(`/api/claims/${await aClaim(f)}`) },
  {
    name: 'PATCH /api/claims/{id}',
    success: 200,
    call: async (h, f) => h.patch(`/api/claims/${await aClaim(f)}`, { status: 'acknowledged' }),
  },
  {
    name: 'POST /api/claims/{id}/messages',
    success: 201,
    call: async (h, f) => h.post(`/api/claims/${await aClaim(f)}/messages`, { content: 'Any news?' }),
  },
  {
    name: 'GET /api/claims/{id}/documents/{docId}/download',
    success: 200,
    call: async (h, f) => {
      const { claimId, documentId } = await aClaimDocument(f);
      return h.get(`/api/claims/${claimId}/documents/${documentId}/download`);
    },
  },
  { name: 'GET /api/threads/general/{id}', success: 200, call: (h, f) => h.get(`/api/threads/general/${f.clientId}`) },
  {
    name: 'POST /api/threads/general/{id}',
    success: 201,
    call: (h, f) => h.post(`/api/threads/general/${f.clientId}`, { content: 'A general question' }),
  },
  { name: 'GET /api/policies/{id}/messages', success: 200, call: (h, f) => h.get(`/api/policies/${f.policyId}/messages`) },
  {
    name: 'POST /api/policies/{id}/messages',
    success: 201,
    call: (h, f) => h.post(`/api/policies/${f.policyId}/messages`, { content: 'Does it cover flood?' }),
  },
  {
    name: 'GET /api/threads/general/{id}/documents/{docId}/download',
    success: 200,
    call: async (h, f) => h.get(`/api/threads/general/${f.clientId}/documents/${await aThreadFile(f)}/download`),
  },
  {
    name: 'POST /api/threads/{kind}/{id}/read',
    success: 204,
    call: (h, f) => h.post(`/api/threads/general/${f.clientId}/read`),
  },
  { name: 'GET /api/accounts/pending', success: 200, call: (h) => h.get('/api/accounts/pending') },
  {
    name: 'POST /api/accounts/{id}/approve',
    success: 200,
    call: async (h) => h.post(`/api/accounts/${(await app.createUser('insurer', { status: 'pending' })).id}/approve`),
  },
  {
    name: 'POST /api/accounts/{id}/refuse',
    success: 200,
    call: async (h) => h.post(`/api/accounts/${(await app.createUser('broker', { status: 'pending' })).id}/refuse`),
  },
];

const CALLERS: Caller[] = [
  'signed out',
  'customer',
  'broker',
  'broker_manager',
  'insurer',
  'pending broker',
  'pending broker_manager',
  'carrier underwriter',
];

/** The endpoints the contract declares, by the name the rows go by. */
const CONTRACT = new Map<string, Endpoint>(allEndpoints().map((entry) => [endpointName(entry), entry]));

/**
 * What a caller gets from an endpoint of the contract: refused by its audience, 401 signed out and 403
 * otherwise; admitted, the row's success. The fixture is the firm's business, marketed to carrier B, so where
 * the firm's staff and carrier A's underwriter are both admitted, a record the path names is unknown (404)
 * to that underwriter.
 */
function expectedOfContract(entry: Endpoint, row: Row, caller: Caller): number {
  const user = users.get(caller) ?? null;
  if (!entry.who.admits(user)) return user ? 403 : 401;
  if (caller !== 'carrier underwriter' || entry.who === ANYONE) return row.success;
  if (row.underwriter !== undefined) return row.underwriter;
  return entry.who.admits(users.get('broker') ?? null) && row.name.includes('{') ? 404 : row.success;
}

function expected(row: Row, caller: Caller): number {
  const entry = CONTRACT.get(row.name);
  if (entry) return expectedOfContract(entry, row, caller);
  if (!row.who) throw new Error(`${row.name} is not in the contract, so its row says who may call it`);
  if (caller === 'signed out') return 401;
  if (caller.startsWith('pending')) return 403;
  // The fixture is carrier B's business and a client's: every record of it is unknown (404) to carrier A's
  // underwriter, who holds none of the firm's roles (403) and keeps only what any account has (its profile).
  if (caller === 'carrier underwriter') {
    if (row.underwriter !== undefined) return row.underwriter;
    if (row.who !== 'any') return 403;
    return row.name.includes('{') ? 404 : row.success;
  }
  if (row.who === 'any') return row.success;
  if (row.who === 'carrier keepers' || row.who === 'firm staff')
    return caller === 'broker' || caller === 'broker_manager' ? row.success : 403;
  if (row.who === 'certificate askers') return caller === 'insurer' ? 403 : row.success;
  return caller === 'broker_manager' || caller === 'insurer' ? row.success : 403;
}

let app: TestApp;
const clients = new Map<Caller, HttpClient>();
/** Each caller's own account, as the server sees it (null signed out). */
const users = new Map<Caller, User | null>([['signed out', null]]);
let broker: HttpClient;
let customerEmail: string;
let shared: Fixture;

/** A submission of the customer's client, shared with them, with one row of everything on it. */
async function makeFixture(): Promise<Fixture> {
  const { client, submission } = await aSubmissionFor(broker, {
    client: { email: customerEmail.toUpperCase() },
    submission: { shareWithClient: true },
  });
  const detail = await broker.get(`/api/submissions/${submission.id}`);
  const quote = await broker.post(`/api/submissions/${submission.id}/quotes`, aQuote());
  const task = await broker.post(`/api/submissions/${submission.id}/tasks`, aTask());
  const doc = await broker.upload(`/api/submissions/${submission.id}/documents`, 'document', { name: 'a.png', bytes: files.png() });
  await broker.patch(`/api/submissions/${submission.id}`, { status: 'in_progress' });
  return {
    submissionId: submission.id,
    propertyId: detail.data.properties[0].id,
    vehicleId: detail.data.vehicles[0].id,
    quoteId: quote.data.id,
    taskId: task.data.id,
    documentId: doc.data.id,
    clientId: client.id,
    policyId: '',
  };
}

async function fresh(status: 'in_progress' | 'in_review' = 'in_progress'): Promise<Fixture> {
  const f = await makeFixture();
  if (status === 'in_review') await broker.post(`/api/submissions/${f.submissionId}/submit-for-review`);
  return { ...f, policyId: shared.policyId };
}

beforeAll(async () => {
  app = await startTestApp();
  clients.set('signed out', app.client());
  for (const role of ['customer', 'broker', 'broker_manager', 'insurer'] as Role[]) {
    const { http, user } = await app.signedIn(role);
    clients.set(role, http);
    users.set(role, user);
    if (role === 'customer') customerEmail = user.email;
  }
  for (const [caller, role] of [
    ['pending broker', 'broker'],
    ['pending broker_manager', 'broker_manager'],
  ] as const) {
    const { http, user } = await app.signedIn(role, { status: 'pending' });
    clients.set(caller, http);
    users.set(caller, user);
  }
  broker = clients.get('broker')!;
  shared = await makeFixture();
  carrierA = await aDirectoryCarrier('Matrix Underwriter Carrier');
  const underwriter = await app.signedIn('insurer', { carrierId: carrierA });
  clients.set('carrier underwriter', underwriter.http);
  users.set('carrier underwriter', underwriter.user);
  await sendTo(shared.submissionId, await aDirectoryCarrier('Matrix Other Carrier'));
  const forA = await makeFixture();
  await sendTo(forA.submissionId, carrierA);
  deskRef = (await broker.get(`/api/submissions/${forA.submissionId}`)).data.submissionId;
  const policy = await app.db.uow.run((repos) =>
    repos.policies.create({
      policyNumber: 'POL-2024-7001',
      clientId: shared.clientId,
      submissionId: shared.submissionId,
      status: 'active',
      product: 'commercial_package',
      premium: 4250,
      effectiveDate: '2024-01-01',
      expirationDate: '2025-01-01',
    }),
  );
  shared.policyId = policy.id;
});
afterAll(() => app?.close());

describe('the rows', () => {
  it('cover every endpoint the contract declares', () => {
    const named = new Set(rows.map((row) => row.name));
    expect(
      allEndpoints()
        .map(endpointName)
        .filter((name) => !named.has(name)),
    ).toEqual([]);
  });

  it("take a contract endpoint's callers from its entry alone, and say who for every other endpoint", () => {
    expect(rows.filter((row) => CONTRACT.has(row.name) && row.who !== undefined).map((row) => row.name)).toEqual([]);
    expect(rows.filter((row) => !CONTRACT.has(row.name) && row.who === undefined).map((row) => row.name)).toEqual([]);
  });

  it('name each endpoint once', () => {
    const names = rows.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe.each(CALLERS)('as %s', (caller) => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    // A refused caller cannot change anything, so only an allowed one needs a submission of its own.
    const allowed = expected(row, caller) === row.success;
    const response = await row.call(clients.get(caller)!, shared, allowed ? fresh : async () => shared);
    expect(response.status).toBe(expected(row, caller));
  });
});

describe('customer scoping', () => {
  it("hides another client's submission: 404 on every sub-resource and absent from the list", async () => {
    const customer = clients.get('customer')!;
    const { submission: other } = await aSubmissionFor(broker, {
      client: { email: 'someone-else@example.com' },
      submission: { shareWithClient: true },
    });
    const { submission: unshared } = await aSubmissionFor(broker, {
      client: { email: customerEmail },
      submission: { shareWithClient: false },
    });
    for (const id of [other.id, other.submissionId, unshared.id]) {
      expect((await customer.get(`/api/submissions/${id}`)).status).toBe(404);
      expect((await customer.get(`/api/submissions/${id}/messages`)).status).toBe(404);
      expect((await customer.get(`/api/submissions/${id}/documents`)).status).toBe(404);
      expect((await customer.post(`/api/submissions/${id}/properties`, aProperty())).status).toBe(404);
      expect((await customer.post(`/api/submissions/${id}/submit-for-review`)).status).toBe(404);
    }
    const list = await customer.get('/api/submissions?limit=500');
    const ids = list.data.map((s: { id: string }) => s.id);
    expect(ids).toContain(shared.submissionId);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(unshared.id);
    expect(Number(list.headers.get('x-total-count'))).toBe(ids.length);

    const doc = await broker.upload(`/api/submissions/${other.id}/documents`, 'document', { name: 'secret.pdf', bytes: files.pdf() });
    expect((await customer.get(`/api/documents/${doc.data.id}/download`)).status).toBe(404);

    const activity = await customer.get('/api/activity?limit=200');
    expect(activity.data.every((a: { submissionRecordId: string }) => a.submissionRecordId !== other.id)).toBe(true);
  });

  it("lets a customer remove rows of their own submission only before review, and never another client's", async () => {
    const customer = clients.get('customer')!;
    const { submission: other } = await aSubmissionFor(broker, {
      client: { email: 'someone-else@example.com' },
      submission: { shareWithClient: true },
    });
    const theirs = (await broker.get(`/api/submissions/${other.id}`)).data;
    expect((await customer.delete(`/api/submissions/${other.id}/properties/${theirs.properties[0].id}`)).status).toBe(404);
    expect((await customer.delete(`/api/submissions/${other.id}/vehicles/${theirs.vehicles[0].id}`)).status).toBe(404);
    expect((await broker.get(`/api/submissions/${other.id}`)).data.properties).toHaveLength(theirs.properties.length);

    const inReview = await fresh('in_review');
    const property = await customer.delete(`/api/submissions/${inReview.submissionId}/properties/${inReview.propertyId}`);
    expect(property.status).toBe(409);
    expect(property.data.message).toMatch(/sent for review/);
    expect((await customer.delete(`/api/submissions/${inReview.submissionId}/vehicles/${inReview.vehicleId}`)).status).toBe(409);
    expect((await broker.delete(`/api/submissions/${inReview.submissionId}/vehicles/${inReview.vehicleId}`)).status).toBe(204);

    const open = await fresh();
    expect((await customer.delete(`/api/submissions/${open.submissionId}/properties/${open.propertyId}`)).status).toBe(204);
    const after = (await customer.get(`/api/submissions/${open.submissionId}`)).data;
    expect(after.properties.map((p: { id: string }) => p.id)).not.toContain(open.propertyId);
    expect(after.history[0]).toMatchObject({ action: 'Property removed' });
  });

  it('shows a customer only the client channel of the messages and sends theirs on it', async () => {
    const customer = clients.get('customer')!;
    await broker.post(`/api/submissions/${shared.submissionId}/messages`, aMessage({ channel: 'carrier', subject: 'Carrier only' }));
    const sent = await customer.post(
      `/api/submissions/${shared.submissionId}/messages`,
      aMessage({ channel: 'carrier', subject: 'From the client' }),
    );
    expect(sent.data.channel).toBe('client');
    const messages = await customer.get(`/api/submissions/${shared.submissionId}/messages`);
    const subjects = messages.data.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('From the client');
    expect(subjects).not.toContain('Carrier only');
    const detail = await customer.get(`/api/submissions/${shared.submissionId}`);
    expect(detail.data.messages.every((m: { channel: string }) => m.channel === 'client')).toBe(true);
  });

  it("lists only the customer's own policies and 404s another client's", async () => {
    const customer = clients.get('customer')!;
    const { client } = await aSubmissionFor(broker, { client: { email: 'other-policy@example.com' } });
    const foreign = await app.db.uow.run((repos) =>
      repos.policies.create({
        policyNumber: 'POL-2024-7002',
        clientId: client.id,
        submissionId: null,
        status: 'active',
        product: 'commercial_auto',
        premium: 2800,
        effectiveDate: '2024-01-01',
        expirationDate: '2025-01-01',
      }),
    );
    // The matrix's policy rows make more policies for the customer's clients; another client's is never among them.
    const own = (await customer.get('/api/policies')).data.map((p: { id: string }) => p.id);
    expect(own).toContain(shared.policyId);
    expect(own).not.toContain(foreign.id);
    expect((await customer.get(`/api/policies/${foreign.id}`)).status).toBe(404);
    const all = await broker.get('/api/policies');
    expect(all.data.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([shared.policyId, foreign.id]));
  });

  it("hides another client's policy page, certificate holders, certificates and requests from a customer", async () => {
    const customer = clients.get('customer')!;
    const { client, submission } = await aSubmissionFor(broker, { client: { email: 'other-certificates@example.com' } });
    const foreign = await aPolicyInForce({ ...shared, clientId: client.id, submissionId: submission.id });
    const [issued] = (await broker.post(`/api/policies/${foreign}/certificates`, { holderIds: [await aHolderOn(foreign)] })).data;
    const asked = await customer.post(`/api/policies/${foreign}/certificate-requests`, { holderName: 'X', holderAddress: 'Y' });
    expect(asked.status).toBe(404);
    expect((await customer.get(`/api/policies/${foreign}/detail`)).status).toBe(404);
    expect((await customer.get(`/api/policies/${foreign}/certificate-holders`)).status).toBe(404);
    expect((await customer.get(`/api/policies/${foreign}/certificates/${issued.id}/download`)).status).toBe(404);
    // Nor is a certificate reachable through the customer's own policy's address.
    expect((await customer.get(`/api/policies/${shared.policyId}/certificates/${issued.id}/download`)).status).toBe(404);
    const pending = await broker.post(`/api/policies/${foreign}/certificate-requests`, { holderName: 'Z', holderAddress: 'W' });
    expect((await customer.post(`/api/policies/${foreign}/certificate-requests/${pending.data.id}/approve`)).status).toBe(403);
    expect((await broker.get(`/api/policies/${foreign}/detail`)).data.certificates).toHaveLength(2);
  });
});
