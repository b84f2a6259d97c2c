import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClientBody, aSubmissionBody, files } from '../testing/builders.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { secondInstance } from '../testing/second-instance.ts';
import { HttpClient } from '../testing/http-client.ts';
import { anOutlookMsg } from '@workbench/adapters/testing/msg-fixture.ts';

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

let mails = 0;

/** A mail as a mail client writes it: a text part and attachments in base64; its own Message-ID unless given one. */
function anEml(options: {
  from: string;
  subject: string;
  text: string;
  attachments?: Array<{ name: string; type: string; bytes: Uint8Array }>;
  messageId?: string | null;
  inReplyTo?: string;
  references?: string[];
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
    ...(options.messageId === null ? [] : [`Message-ID: ${options.messageId ?? `<intake-${Date.now()}-${++mails}@example.com>`}`]),
    ...(options.inReplyTo ? [`In-Reply-To: ${options.inReplyTo}`] : []),
    ...(options.references ? [`References: ${options.references.join(' ')}`] : []),
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
    expect(response.data.outcome).toBe('created');
    expect(response.data.warnings).toEqual(['Attachments not kept: setup.exe (quarantined: a program or script)']);
    expect(response.data.item).toMatchObject({
      status: 'new',
      source: 'upload',
      attachments: [{ filename: 'schedule.csv', mimeType: 'text/csv', size: csv.length }],
      dropped: [{ filename: 'setup.exe', reason: 'executable' }],
      extraction: { transactionType: 'renewal', coverages: ['property', 'motor_fleet'] },
    });

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
    expect(entry('Guess: transaction type').details).toBe('Renewal, guessed by rule from "Renewal": confirm or correct it');
    expect(entry('Guess: coverages').details).toBe(
      'Material Damage, Motor Fleet, guessed by rule from "property", "fleet": confirm or correct it',
    );
    expect(entry('Guess: due date').details).toBe('None guessed from the subject and body');
    expect(entry('Attachments not kept').details).toContain('setup.exe');
    // The schedule attached is read as the mail comes in: the draft opens with its location.
    expect(detail.data.properties).toMatchObject([{ name: 'Depot North', address: '1 Quay Road', city: 'Hull', yearBuilt: 1998 }]);
    expect(entry('Schedule read').details).toBe('1 location and 0 vehicles read from schedule.csv: check them');
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

  it("names the created client as the mail's signature spells it rather than as its domain reads", async () => {
    const text = 'Please quote our fleet renewal.\n\nRegards,\nSam Ortiz\nGlobalTech Ltd\nwww.globaltech-intake.example';
    const response = await postEml(broker, anEml({ from: 'Sam Ortiz <sam@globaltech.example>', subject: 'Renewal', text }));
    expect(response.status).toBe(201);
    expect(response.data.client).toMatchObject({ name: 'GlobalTech', match: 'created' });
    const client = await broker.get(`/api/clients/${response.data.client.id}`);
    expect(client.data.client.name).toBe('GlobalTech');
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
    expect(none.data.message).toBe('Upload the .eml or .msg file in the form field "email"');
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

describe('each mail taken once', () => {
  const draftsAbout = async (client: string) => {
    const list = await broker.get(`/api/submissions?q=${encodeURIComponent(client)}`);
    return (list.data as Array<{ submissionId: string }>).map((s) => s.submissionId);
  };

  it('answers the same mail dropped again with the draft it made, and makes no second one', async () => {
    const eml = anEml({ from: 'Ada Finch <ada@finch-mills.co.uk>', subject: 'Finch Mills property renewal', text: 'Renewal please' });
    const first = await postEml(broker, eml);
    expect(first.status).toBe(201);
    const again = await postEml(manager, eml, 'saved-again.eml');
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({
      outcome: 'already_taken',
      submission: { submissionId: first.data.submission.submissionId },
      item: { id: first.data.item.id },
      warnings: [`This e-mail was taken in before as ${first.data.submission.submissionId}`],
    });
    expect(await draftsAbout('Finch Mills')).toEqual([first.data.submission.submissionId]);
  });

  it('takes a mail delivered to two instances at once exactly once', async () => {
    const other = await secondInstance(app);
    try {
      const elsewhere = new HttpClient(other.url);
      for (const [name, value] of broker.cookies) elsewhere.cookies.set(name, value);
      const eml = anEml({
        from: 'Noor Haddad <noor@haddad-textiles.com>',
        subject: 'Haddad Textiles stock cover',
        text: 'New business: our stock and transit cover',
        attachments: [{ name: 'stock.csv', type: 'text/csv', bytes: files.csv(SCHEDULE) }],
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => postEml(i % 2 === 0 ? broker : elsewhere, eml, `copy-${i}.eml`)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
      const created = answers.find((a) => a.status === 201)!;
      for (const answer of answers.filter((a) => a.status === 200)) {
        expect(answer.data.outcome).toBe('already_taken');
        expect(answer.data.submission.submissionId).toBe(created.data.submission.submissionId);
      }
      expect(await draftsAbout('Haddad Textiles')).toEqual([created.data.submission.submissionId]);
      const detail = await broker.get(`/api/submissions/${created.data.submission.id}`);
      expect(detail.data.documents).toHaveLength(1);
      expect(detail.data.messages).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('knows a mail without a Message-ID by its content', async () => {
    const eml = anEml({ from: 'ivo@petrov-print.example', subject: 'Petrov Print liability', text: 'Quote please', messageId: null });
    const first = await postEml(broker, eml);
    expect(first.status).toBe(201);
    expect(first.data.item.messageId).toMatch(/^<sha256-[0-9a-f]{64}@intake\.workbench>$/);
    const again = await postEml(broker, eml);
    expect(again.data.outcome).toBe('already_taken');
  });
});

describe('a reply on a thread the intake knows', () => {
  it('goes onto the submission of its thread as a staff-only message with its attachments', async () => {
    const original = anEml({
      from: 'Rosa Lind <rosa@lind-bakery.co.uk>',
      subject: 'Lind Bakery buildings cover',
      text: 'New business for our two bakeries',
      messageId: '<lind-1@lind-bakery.co.uk>',
    });
    const first = await postEml(broker, original);
    expect(first.status).toBe(201);
    const reply = anEml({
      from: 'Rosa Lind <rosa@lind-bakery.co.uk>',
      subject: 'Re: Lind Bakery buildings cover',
      text: 'Here is the schedule you asked for',
      messageId: '<lind-2@lind-bakery.co.uk>',
      inReplyTo: '<broker-answer@broker.example>',
      references: ['<lind-1@lind-bakery.co.uk>', '<broker-answer@broker.example>'],
      attachments: [
        { name: 'bakeries.csv', type: 'text/csv', bytes: files.csv(SCHEDULE) },
        { name: 'macro.xlsm', type: 'application/vnd.ms-excel.sheet.macroEnabled.12', bytes: files.csv('x') },
      ],
    });
    const attached = await postEml(broker, reply);
    expect(attached.status).toBe(200);
    expect(attached.data).toMatchObject({
      outcome: 'attached',
      submission: { id: first.data.submission.id },
      item: { kind: 'reply', status: 'attached', dropped: [{ filename: 'macro.xlsm', reason: 'macro' }] },
    });

    const detail = await broker.get(`/api/submissions/${first.data.submission.id}`);
    expect(detail.data.messages).toHaveLength(2);
    const answer = detail.data.messages.find((m: { subject: string }) => m.subject === 'Re: Lind Bakery buildings cover');
    expect(answer).toMatchObject({ channel: 'internal', attachments: [{ filename: 'bakeries.csv' }] });
    expect(detail.data.history.map((h: { action: string }) => h.action)).toContain('Reply received by e-mail');
    // No second draft: the reply is not a new submission.
    const list = await broker.get(`/api/submissions?q=${encodeURIComponent('Lind Bakery')}`);
    expect(list.data).toHaveLength(1);
  });

  it('opens a new draft when the thread it names is unknown', async () => {
    const reply = anEml({
      from: 'tom@unknown-thread.example',
      subject: 'Re: something we never saw',
      text: 'Following up',
      inReplyTo: '<never-taken@elsewhere.example>',
    });
    const response = await postEml(broker, reply);
    expect(response.status).toBe(201);
    expect(response.data.outcome).toBe('created');
  });
});

describe('an Outlook .msg dropped on Upload Submission', () => {
  it('becomes a draft like an .eml, its attachments typed and screened, and a reply .msg threads onto it', async () => {
    const msg = anOutlookMsg({
      subject: 'Fleet renewal for Osprey Couriers',
      fromName: 'Dana Wright',
      fromAddress: 'dana@osprey-couriers.co.uk',
      body: 'Our fleet list is attached; the policy renews in January.',
      messageId: '<osprey-1@osprey-couriers.co.uk>',
      attachments: [
        { filename: 'fleet.csv', bytes: files.csv('Fleet ID,Make,Model,Year\nV1,Ford,Transit,2021\n') },
        { filename: 'tool.vbs', bytes: files.csv('MsgBox 1') },
      ],
    });
    const response = await broker.upload('/api/submissions/from-email', 'email', { name: 'Fleet renewal.msg', bytes: msg });
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      outcome: 'created',
      client: { name: 'Osprey Couriers', match: 'created' },
      submission: { type: 'email', transactionType: 'renewal' },
      item: {
        messageId: '<osprey-1@osprey-couriers.co.uk>',
        fromName: 'Dana Wright',
        attachments: [{ filename: 'fleet.csv', mimeType: 'text/csv' }],
        dropped: [{ filename: 'tool.vbs', reason: 'executable' }],
      },
    });
    const detail = await broker.get(`/api/submissions/${response.data.submission.id}`);
    expect(detail.data.messages[0]).toMatchObject({
      from: 'Dana Wright <dana@osprey-couriers.co.uk>',
      attachments: [{ filename: 'fleet.csv' }],
    });
    expect(detail.data.messages[0].content).toContain('renews in January');

    const again = await broker.upload('/api/submissions/from-email', 'email', { name: 'copy.msg', bytes: msg });
    expect(again.data.outcome).toBe('already_taken');

    const reply = anOutlookMsg({
      subject: 'RE: Fleet renewal for Osprey Couriers',
      fromName: 'Dana Wright',
      fromAddress: 'dana@osprey-couriers.co.uk',
      body: 'One more van.',
      messageId: '<osprey-2@osprey-couriers.co.uk>',
      headers: 'In-Reply-To: <osprey-1@osprey-couriers.co.uk>\r\nReferences: <osprey-1@osprey-couriers.co.uk>\r\n',
    });
    const attached = await broker.upload('/api/submissions/from-email', 'email', { name: 'reply.msg', bytes: reply });
    expect(attached.data).toMatchObject({ outcome: 'attached', submission: { id: response.data.submission.id } });
  });

  it('refuses a file that only looks like one', async () => {
    const broken = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    const response = await broker.upload('/api/submissions/from-email', 'email', { name: 'broken.msg', bytes: broken });
    expect(response.status).toBe(400);
    expect(response.data.message).toBe('The file is not an Outlook message (.msg)');
  });
});
