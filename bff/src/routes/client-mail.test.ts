import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Mail to a client over HTTP against the database: the broker's client-channel messages, general thread and
 * proposals reach a client that has no portal account at its own address, through the outbox; a client
 * with a customer account is mailed through it alone, as its preferences say; a client without an address
 * is mailed nothing and the broker's step goes through all the same.
 */
let app: TestApp;
let broker: HttpClient;
const run = Date.now().toString(36);
let n = 0;
const anAddress = (what: string) => `${what}-${run}-${++n}@client.example`;

interface OutboxRow {
  subject: string;
  text: string;
  attachments: unknown;
}
const mailsTo = async (email: string): Promise<OutboxRow[]> => app.db.knex('outbox').where({ recipient: email }).orderBy('seq');

const aSubmission = async (email: string | null, shareWithClient: boolean) =>
  aSubmissionFor(broker, { client: { email }, submission: { shareWithClient } });

/** A submission shared with the client at `email`, quoted by one carrier, and proposed to the client. */
async function proposedTo(email: string) {
  const { submission } = await aSubmission(email, true);
  const carrier = await broker.post('/api/carriers', {
    name: `Proposing carrier ${run} ${++n}`,
    appetite: [],
    contacts: [{ name: 'Underwriter', email: `uw-${run}-${n}@carrier.example` }],
  });
  const [market] = (await broker.post(`/api/submissions/${submission.id}/markets`, { carrierIds: [carrier.data.id] })).data.markets;
  const quote = await broker.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
    premium: 12_000,
    taxes: 420,
    fees: 150,
    commissionRate: 12.5,
    terms: [{ coverage: 'Building', limit: 2_000_000, deductible: 5000 }],
    subjectivities: [],
    validUntil: '2027-01-31',
  });
  expect(quote.status).toBe(201);
  const proposed = await broker.post(`/api/submissions/${submission.id}/proposals`, { quoteIds: [quote.data.id], message: 'One option.' });
  expect(proposed.status).toBe(201);
  return submission;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
});
afterAll(() => app?.close());

describe('a client without a portal account', () => {
  it("is mailed the broker's client-channel message at its address, pointed to the portal to register", async () => {
    const email = anAddress('message');
    const { submission } = await aSubmission(email, true);
    const sent = await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ to: email, subject: 'Your schedule' }));
    expect(sent.status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`New message: ${submission.submissionId}`]);
    expect(mails[0]!.text).toContain('Your schedule: Please send the latest schedule of values.');
    expect(mails[0]!.text).toContain(`Register in the customer portal with this address (${email})`);
    expect(mails[0]!.text).toContain(`/customer/submissions/${submission.submissionId}`);
  });

  it('is mailed a client-channel message on a submission not shared with it, with no portal to point to', async () => {
    const email = anAddress('unshared');
    const { submission } = await aSubmission(email, false);
    expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ to: email }))).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`New message: ${submission.submissionId}`]);
    expect(mails[0]!.text).not.toContain('customer portal');
  });

  it('is mailed nothing of internal notes and carrier messages', async () => {
    const email = anAddress('staff-only');
    const { submission } = await aSubmission(email, true);
    await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'internal' }));
    await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ channel: 'carrier', to: 'uw@carrier.example' }));
    expect(await mailsTo(email)).toEqual([]);
  });

  it("is mailed the broker's answer on its general thread", async () => {
    const email = anAddress('general');
    const { client } = await aSubmission(email, false);
    expect((await broker.post(`/api/threads/general/${client.id}`, { content: 'Your renewal is on its way.' })).status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`New message from your broker: ${client.name}`]);
    expect(mails[0]!.text).toContain('Your renewal is on its way.');
  });

  it('is mailed the proposal with its PDF attached', async () => {
    const email = anAddress('proposal');
    const submission = await proposedTo(email);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Proposal ready to choose from: ${submission.submissionId}`]);
    expect(mails[0]!.text).toMatch(/1 option: Proposing carrier .* \$12,570/);
    const attachments = (typeof mails[0]!.attachments === 'string' ? JSON.parse(mails[0]!.attachments) : mails[0]!.attachments) as Array<{
      filename: string;
      contentType: string;
      content: string;
    }>;
    expect(attachments.map((a) => [a.filename.startsWith(`Proposal ${submission.submissionId}`), a.contentType])).toEqual([
      [true, 'application/pdf'],
    ]);
    expect(Buffer.from(attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a client with a customer account', () => {
  it('is mailed once, through the account, not a second time at the address', async () => {
    const email = anAddress('account');
    await app.signedIn('customer', { email });
    const { submission } = await aSubmission(email, true);
    await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ to: email }));
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`New message: ${submission.submissionId}`]);
    expect(mails[0]!.text).not.toContain('Register in the customer portal');
  });

  it('that muted messages and quotes is mailed neither the message nor the proposal, at its address or anywhere', async () => {
    const email = anAddress('muted');
    const { http: customer } = await app.signedIn('customer', { email });
    expect((await customer.put('/api/notifications/preferences', { email: 'immediate', muted: ['message', 'quote'] })).status).toBe(200);
    const submission = await proposedTo(email);
    expect((await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ to: email }))).status).toBe(201);
    const { submission: unshared } = await aSubmission(email, false);
    expect((await broker.post(`/api/submissions/${unshared.id}/messages`, aMessage({ to: email }))).status).toBe(201);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('a client without an e-mail address', () => {
  it('takes the message and mails nobody', async () => {
    const before = await app.db.knex('outbox').count<{ count: string }[]>('* as count');
    const { submission } = await aSubmission(null, false);
    const sent = await broker.post(`/api/submissions/${submission.id}/messages`, aMessage({ to: 'Acme Manufacturing' }));
    expect(sent.status).toBe(201);
    const after = await app.db.knex('outbox').count<{ count: string }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });
});
