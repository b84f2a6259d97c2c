/**
 * A policy's messages are between the client and the firm. The staff policy page shows them, with a reply box,
 * to the firm's staff (brokers, managers and the firm's own insurer, whom core counts as staff), and the API
 * answers them the same; a carrier's underwriter, an insurer working for a carrier, neither reaches the page nor
 * gets the messages from the API, to read or to write.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Policy } from '@workbench/core';
import { unique } from './support/api.ts';
import { seriousViolations, useBrowser } from './support/browser.ts';
import { origin } from './support/submissions.ts';

const WIDE = { width: 1400, height: 1000 };
const browser = useBrowser();
const pageAs = (who: 'broker' | 'manager' | 'insurer' | 'customer') => browser.pageAs(who, WIDE);

/** Carrier A's underwriter of the demo: an insurer account linked to a carrier. */
async function underwriterPage(): Promise<Page> {
  const page = await browser.pageAs(null, WIDE);
  const signedIn = await page.request.post('/api/auth/login', {
    headers: origin(),
    data: { username: 'underwriter', password: 'underwriter123' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return page;
}

/** The customer's policy POL-2025-0001 and a question the customer asked about it from the portal. */
async function aQuestionOnAPolicy(): Promise<{ customer: Page; policy: Policy; question: string }> {
  const customer = await pageAs('customer');
  const policies = (await (await customer.request.get('/api/policies')).json()) as Policy[];
  const policy = policies.find((p) => p.policyNumber === 'POL-2025-0001') ?? policies[0]!;
  const question = `Is the warehouse roof covered for hail? ${unique()}`;
  const asked = await customer.request.post(`/api/policies/${policy.id}/messages`, { headers: origin(), data: { content: question } });
  expect(asked.status(), await asked.text()).toBe(201);
  return { customer, policy, question };
}

const messagesOf = async (page: Page, policyId: string): Promise<string[]> =>
  ((await (await page.request.get(`/api/policies/${policyId}/messages`)).json()) as { messages: Array<{ content: string }> }).messages.map(
    (m) => m.content,
  );

/** The staff policy page, loaded: its heading and its History, which every staff reader is shown. */
async function openPolicy(page: Page, policy: { id: string; policyNumber: string }) {
  await page.goto(`/policies/${policy.id}`);
  await page.getByRole('heading', { name: `Policy ${policy.policyNumber}`, level: 1 }).waitFor();
  await page.getByRole('region', { name: 'History' }).waitFor();
}

describe("a policy's messages", () => {
  it('are shown with a reply box to the firm’s staff on the policy page, as the API answers them', async () => {
    const { policy, question } = await aQuestionOnAPolicy();
    for (const who of ['broker', 'manager', 'insurer'] as const) {
      const staff = await pageAs(who);
      await openPolicy(staff, policy);
      const messages = staff.getByRole('region', { name: /^Messages/ });
      await messages.getByText(question).waitFor();
      await messages.getByRole('textbox', { name: 'Message' }).waitFor();
      expect(await messagesOf(staff, policy.id)).toContain(question);
    }
  });

  it('are kept from a carrier’s underwriter: not on any page of theirs, and refused by the API to read and to write', async () => {
    const { customer, policy, question } = await aQuestionOnAPolicy();
    const underwriter = await underwriterPage();
    const asked: string[] = [];
    underwriter.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/policies/${policy.id}/messages`) asked.push(request.method());
    });
    // The policy's page is outside the carrier desk: the underwriter is taken back to the desk, which shows none of it.
    await underwriter.goto(`/policies/${policy.id}`);
    await underwriter.waitForURL((url) => url.pathname.startsWith('/carrier-desk'));
    await underwriter.getByRole('heading', { level: 1 }).first().waitFor();
    await underwriter.waitForLoadState('networkidle');
    expect(await underwriter.getByRole('heading', { name: `Policy ${policy.policyNumber}` }).count()).toBe(0);
    expect(await underwriter.getByText(question).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await seriousViolations(underwriter)).toEqual([]);

    const read = await underwriter.request.get(`/api/policies/${policy.id}/messages`);
    expect([403, 404]).toContain(read.status());
    expect(await read.text()).not.toContain(question);
    const note = `An underwriter's note ${unique()}`;
    const written = await underwriter.request.post(`/api/policies/${policy.id}/messages`, { headers: origin(), data: { content: note } });
    expect([403, 404]).toContain(written.status());
    expect(await messagesOf(customer, policy.id)).not.toContain(note);
  });
});
