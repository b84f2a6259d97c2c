/**
 * Conversations beyond submissions: the customer's general thread with the firm (not tied to a submission or a
 * claim) and a claim's conversation sit in both inboxes. The customer writes with a photo, the broker reads and
 * answers from the staff inbox, the customer's badge rises live and they are mailed with a link back to it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ClientThread, ConversationSummary, User } from '@workbench/core';
import { liveCounts, ok, unique } from './support/api.ts';
import { linkMailedTo, seriousViolations, useBrowser } from './support/browser.ts';
import { origin } from './support/submissions.ts';
import { mailboxURL } from './support/lanes.ts';

const { pageAs } = useBrowser();

const entryName = (count: number) => (count > 0 ? `Messages (${count})` : 'Messages');
const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Customer navigation' });
const mailsTo = async (address: string) =>
  (await (await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

const PHOTO = {
  name: 'new-unit.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

describe('conversations beyond submissions', () => {
  it('carries a general question with a photo from the portal to the broker and the answer back, mailed and badged', async () => {
    const customer = await pageAs('customer');
    const broker = await pageAs('broker');
    const me = await ok<User>(await customer.request.get('/api/auth/user'));

    await customer.goto('/customer/messages');
    await customer.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const list = customer.getByRole('list', { name: 'Conversation list' });
    // The general thread is there before anyone writes on it: it is where a customer starts one.
    await list
      .getByRole('link', { name: /^General/ })
      .first()
      .click();
    const pane = customer.getByRole('region', { name: /General/ });
    await pane.getByRole('heading', { name: /General/, level: 2 }).waitFor();

    const question = `Can we add our new unit to the cover? ${unique()}`;
    await pane.getByRole('textbox', { name: 'Message' }).fill(question);
    await pane.locator('input[type=file]').first().setInputFiles(PHOTO);
    await pane.getByRole('list', { name: 'Attachments to send' }).getByText(PHOTO.name).waitFor();
    await pane.getByRole('button', { name: 'Send' }).click();
    await pane.getByText(question).waitFor();
    await pane.getByRole('link', { name: `Download ${PHOTO.name}` }).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);

    // The broker finds it in the staff inbox, on the client channel, as the client's general thread.
    await broker.goto(`/messages?q=${encodeURIComponent(question.split('? ')[1]!)}`);
    const staffList = broker.getByRole('list', { name: 'Conversation list' });
    const entry = staffList.getByRole('link', { name: /Brightwater/ });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toContain('General');
    await entry.click();
    const staffPane = broker.getByRole('region', { name: /Brightwater/ });
    await staffPane.getByText(question).waitFor();

    // The customer has moved on to another page: an open thread marks what arrives on it read at once, so the
    // badge is watched where the answer is not already on screen.
    await customer.goto('/customer/policies');
    await portalNav(customer).waitFor();
    const before = (await liveCounts(customer)).messages;
    const mailsBefore = (await mailsTo(me.email)).length;
    const answer = `Yes: send us its address and floor area ${unique()}`;
    await staffPane.getByRole('textbox', { name: 'Message' }).fill(answer);
    await staffPane.getByRole('button', { name: 'Send' }).click();
    await staffPane.getByText(answer).waitFor();

    // The customer's badge rises on the open page, without a reload, and they are mailed once with a link back.
    await portalNav(customer)
      .getByRole('link', { name: entryName(before + 1), exact: true })
      .waitFor();
    const link = await linkMailedTo(me.email, '/customer/messages');
    expect(link).toContain('kind=general');
    await expect.poll(async () => (await mailsTo(me.email)).length - mailsBefore).toBe(1);
    await customer.goto(link);
    await customer
      .getByRole('region', { name: /General/ })
      .getByText(answer)
      .waitFor();
    await portalNav(customer)
      .getByRole('link', { name: entryName(before), exact: true })
      .waitFor();
  });

  it("lists a claim's conversation in both inboxes, opened from there with its reference", async () => {
    const customer = await pageAs('customer');
    const broker = await pageAs('broker');
    const policies = await ok<{ id: string }[]>(await customer.request.get('/api/policies'));
    const claim = await ok<{ id: string; reference: string }>(
      await customer.request.post('/api/claims', {
        headers: origin(),
        data: {
          policyId: policies[0]!.id,
          lossDate: '2026-01-05',
          location: '1 Dock Road',
          description: 'A forklift hit the racking.',
        },
      }),
    );
    const note = `We will send an adjuster ${unique()}`;
    await ok(await broker.request.post(`/api/claims/${claim.reference}/messages`, { headers: origin(), data: { content: note } }));

    const mine = await ok<{ items: ConversationSummary[] }>(await customer.request.get('/api/conversations?kind=claim&limit=100'));
    expect(mine.items.find((c) => c.reference === claim.reference)).toMatchObject({ kind: 'claim', channel: 'client', unread: true });

    await customer.goto(`/customer/messages?open=${claim.reference}&kind=claim`);
    const pane = customer.getByRole('region', { name: new RegExp(`Claim ${claim.reference}`) });
    await pane.getByText(note).waitFor();
    await pane.getByRole('link', { name: `Open ${claim.reference}` }).waitFor();
    await expect
      .poll(
        async () =>
          (await ok<{ items: ConversationSummary[] }>(await customer.request.get('/api/conversations?kind=claim&limit=100'))).items.find(
            (c) => c.reference === claim.reference,
          )?.unread,
      )
      .toBe(false);

    await broker.goto(`/messages?open=${claim.reference}&kind=claim`);
    await broker
      .getByRole('region', { name: /Brightwater/ })
      .getByText(note)
      .waitFor();
    const general = await ok<{ items: ConversationSummary[] }>(await customer.request.get('/api/conversations?kind=general'));
    const thread = await ok<ClientThread>(await broker.request.get(`/api/threads/general/${general.items[0]!.recordId}`));
    expect(thread.client).toContain('Brightwater');
  });
});
