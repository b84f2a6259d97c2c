/**
 * Mail that tells the customer, through the suite's real SMTP server: a status move and a claim update reach
 * the customer within moments, each with a link to its place in the portal; staff talk among themselves
 * or with carriers never does.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL } from '@workbench/adapters/seed/index.ts';
import { linkMailedTo, useBrowser } from './support/browser.ts';
import { freshSubmission, origin } from './support/submissions.ts';
import { mailboxURL } from './support/lanes.ts';

const { pageAs } = useBrowser();

const mailsTo = async (address: string) =>
  (await (await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

describe('mail that tells the customer', () => {
  it('mails a status move at once with a link to the submission in the portal, and never staff talk', async () => {
    const broker = await pageAs('broker');
    const clients = await broker.request.get(`/api/clients?q=${encodeURIComponent('Brightwater')}`);
    const client = ((await clients.json()) as { id: string; name: string; email: string }[]).find((c) => c.email === CUSTOMER_EMAIL)!;
    const s = await freshSubmission(broker, { client, shareWithClient: true });
    for (const channel of ['internal', 'carrier']) {
      const sent = await broker.request.post(`/api/submissions/${s.id}/messages`, {
        headers: origin(),
        data: { to: 'Underwriting', subject: `Secret ${channel} ${s.submissionId}`, content: 'Not for the client', channel },
      });
      expect(sent.status()).toBe(201);
    }
    const started = Date.now();
    const moved = await broker.request.patch(`/api/submissions/${s.id}`, { headers: origin(), data: { status: 'in_progress' } });
    expect(moved.status()).toBe(200);
    expect(await linkMailedTo(CUSTOMER_EMAIL, `/customer/submissions/${s.submissionId}`, 15_000)).toBe(
      `/customer/submissions/${s.submissionId}`,
    );
    console.log(`status move to the customer's mailbox: ${Date.now() - started} ms`);
    const mine = await mailsTo(CUSTOMER_EMAIL);
    expect(mine.filter((m) => m.subject === `Status changed: ${s.submissionId}`)).toHaveLength(1);
    expect(mine.some((m) => m.subject.includes('Secret') || m.text.includes('Secret'))).toBe(false);
  });

  it('mails a claim update with a link to the claim in the portal', async () => {
    const customer = await pageAs('customer');
    const policies = (await (await customer.request.get('/api/policies')).json()) as { id: string }[];
    const filed = await customer.request.post('/api/claims', {
      headers: origin(),
      data: { policyId: policies[0]!.id, lossDate: '2026-01-15', location: '1 Dock Rd', description: 'Storm took part of the roof' },
    });
    expect(filed.status()).toBe(201);
    const claim = (await filed.json()) as { id: string; reference: string };
    const broker = await pageAs('broker');
    expect((await broker.request.patch(`/api/claims/${claim.id}`, { headers: origin(), data: { status: 'acknowledged' } })).status()).toBe(
      200,
    );
    expect(await linkMailedTo(CUSTOMER_EMAIL, `/customer/claims/${claim.reference}`, 15_000)).toBe(`/customer/claims/${claim.reference}`);
  });
});
