import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { aClientBody, aSubmissionBody, files } from '../testing/builders.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let brokerName: string;

beforeAll(async () => {
  app = await startTestApp();
  let user: { fullName: string };
  ({ http: broker, user } = await app.signedIn('broker'));
  brokerName = user.fullName;
  ({ http: manager } = await app.signedIn('broker_manager'));
});
afterAll(() => app?.close());

const SCHEDULE = 'Name,Address,City,State,Zip Code,Year Built,Construction\nDepot North,1 Quay Road,Hull,HU,HU1 1AA,1998,Masonry\n';

/** A mail as a mail client writes it: a text part and attachments in base64. */
function anEml(options: {
  from: string;
  subject: string;
  text: string;
  attachments?: Array<{ name: string; type: string; bytes: Uint8Array }>;
}): string {
  const boundary = 'intake-boundary-42';
  const parts = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    options.text,
    ...(options.attachments ?? []).flatMap((a) => [
      `--${boundary}`,
      `Content-Type: ${a.type}; name="${a.name}"`,
      `Content-Disposition: attachment; filename="${a.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(a.bytes)
        .toString('base64')
        .replace(/(.{76})/g, '$1\r\n'),
    ]),
    `--${boundary}--`,
    '',
  ];
  return [
    `From: ${options.from}`,
    'To: submissions@broker.example',
    `Subject: ${options.subject}`,
    'Date: Mon, 23 Nov 2026 09:30:00 +0000',
    'Message-ID: <intake-test@example.com>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...parts,
  ].join('\r\n');
}

const postEml = (http: HttpClient, eml: string, name = 'mail.eml') =>
  http.upload('/api/submissions/from-email', 'email', { name, bytes: new TextEncoder().encode(eml), type: 'message/rfc822' });

describe('POST /api/submissions/from-email', () => {
  it('turns a mail into a draft e-mail submission for the client whose address sent it, with its message, documents and guesses', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Harbour Freight Ltd', email: 'ops@harbourfreight.co.uk' }));
    expect(client.status).toBe(201);
    const csv = files.csv(SCHEDULE);
    const eml = anEml({
      from: 'Olivia Marsh <ops@harbourfreight.co.uk>',
      subject: 'Renewal: property and fleet for Harbour Freight',
      text: 'Hello,\n\nPlease find our statement of values attached, and a list of the twelve vehicles.\n\nOlivia',
      attachments: [
        { name: 'schedule.csv', type: 'text/csv', bytes: csv },
        { name: 'setup.exe', type: 'application/octet-stream', bytes: files.exe() },
      ],
    });

    const response = await postEml(broker, eml);
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      client: { id: client.data.id, name: 'Harbour Freight Ltd', match: 'email' },
      duplicateOf: [],
      submission: { type: 'email', status: 'pending', transactionType: 'renewal', clientId: client.data.id, shareWithClient: false },
    });
    expect(response.data.warnings).toEqual(['Attachments refused (not a document type): setup.exe']);

    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data.coverages.map((c: { coverage: string }) => c.coverage)).toEqual(['property', 'motor_fleet']);
    expect(detail.data.messages).toHaveLength(1);
    expect(detail.data.messages[0]).toMatchObject({
      from: 'Olivia Marsh <ops@harbourfreight.co.uk>',
      subject: 'Renewal: property and fleet for Harbour Freight',
      channel: 'client',
      date: '2026-11-23T09:30:00.000Z',
      attachments: [{ filename: 'schedule.csv' }],
    });
    expect(detail.data.messages[0].content).toContain('statement of values attached');
    expect(detail.data.documents).toHaveLength(1);
    expect(detail.data.documents[0]).toMatchObject({ filename: 'schedule.csv', mimeType: 'text/csv', size: csv.length });
    const download = await fetch(`${app.url}/api/documents/${detail.data.documents[0].id}/download`, {
      headers: { cookie: broker.cookieHeader() },
    });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(csv);

    const history = detail.data.history.map((h: { action: string; details: string; user: string; audience: string }) => h);
    const entry = (action: string) => history.find((h: { action: string }) => h.action === action);
    expect(entry('Received by e-mail')).toMatchObject({
      details: expect.stringMatching(/^Received by e-mail from Olivia Marsh <ops@harbourfreight\.co\.uk>/),
      user: `${brokerName} (broker)`,
      audience: 'staff',
    });
    expect(entry('Client proposed').details).toBe("Harbour Freight Ltd, found by the sender's address: confirm or correct it");
    expect(entry('Guess: transaction type').details).toBe('Renewal, guessed from the subject and body');
    expect(entry('Guess: coverages').details).toBe('Material Damage, Motor Fleet, guessed from the subject and body');
    expect(entry('Attachments refused').details).toContain('setup.exe');
    // Nothing from a mail is shown to the client until a broker shares it.
    expect(history.every((h: { audience: string }) => h.audience === 'staff')).toBe(true);
  });

  it('proposes the client by the sender domain and warns of its open submission', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Kestrel Joinery', email: 'accounts@kestreljoinery.com' }));
    const open = await broker.post('/api/submissions', aSubmissionBody(client.data.id));
    expect(open.status).toBe(201);

    const response = await postEml(
      manager,
      anEml({ from: 'sam@kestreljoinery.com', subject: 'Cover for our new workshop', text: 'New business, thank you' }),
    );
    expect(response.status).toBe(201);
    expect(response.data.client).toMatchObject({ id: client.data.id, match: 'domain' });
    expect(response.data.duplicateOf).toEqual([open.data.submissionId]);
    expect(response.data.warnings).toEqual([`Possible duplicate: Kestrel Joinery already has open submission ${open.data.submissionId}`]);
    expect(response.data.submission.transactionType).toBe('new_business');
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.data.history.map((h: { action: string }) => h.action)).toContain('Possible duplicate');
  });

  it('proposes a client with a similar name when neither address nor domain is known', async () => {
    const client = await broker.post('/api/clients', aClientBody({ name: 'Northwind Traders Ltd', email: null }));
    const response = await postEml(
      broker,
      anEml({ from: 'North Wind Traders <desk@nwt-mail.example>', subject: 'Quote', text: 'Please quote' }),
    );
    expect(response.data.client).toMatchObject({ id: client.data.id, match: 'name' });
    expect(response.data.client.score).toBeGreaterThanOrEqual(0.8);
  });

  it('creates a client named from the sender domain when none matches, and says so', async () => {
    const response = await postEml(
      broker,
      anEml({ from: 'Pat Quinn <pat@quinn-bakeries.co.uk>', subject: 'Hello', text: 'Can you help?' }),
    );
    expect(response.status).toBe(201);
    expect(response.data.client).toMatchObject({ name: 'Quinn Bakeries', match: 'created' });
    expect(response.data.submission.transactionType).toBeNull();
    const client = await broker.get(`/api/clients/${response.data.client.id}`);
    expect(client.data.client).toMatchObject({ name: 'Quinn Bakeries', email: 'pat@quinn-bakeries.co.uk', contactPerson: 'Pat Quinn' });
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    const created = detail.data.history.find((h: { action: string }) => h.action === 'Client created');
    expect(created.details).toBe(
      "No existing client matched Pat Quinn <pat@quinn-bakeries.co.uk>: created Quinn Bakeries from the sender's domain",
    );
    expect(detail.data.coverages).toEqual([]);
  });

  it('refuses a file that is not a mail, and a request without the file', async () => {
    const garbage = await broker.upload('/api/submissions/from-email', 'email', {
      name: 'notes.eml',
      bytes: new TextEncoder().encode('just some words'),
      type: 'message/rfc822',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.data.message).toBe('The e-mail has no sender address');
    const none = await broker.request('POST', '/api/submissions/from-email', { body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.data.message).toBe('Upload the .eml file in the form field "email"');
  });

  it("is for the firm's staff: customers, insurers and pending accounts are refused, visitors asked to sign in", async () => {
    const eml = anEml({ from: 'x@example.com', subject: 'Renewal', text: 'x' });
    const { http: customer } = await app.signedIn('customer');
    const { http: insurer } = await app.signedIn('insurer');
    const { http: pending } = await app.signedIn('broker', { status: 'pending' });
    for (const http of [customer, insurer, pending]) expect((await postEml(http, eml)).status).toBe(403);
    expect((await postEml(app.client(), eml)).status).toBe(401);
  });
});
