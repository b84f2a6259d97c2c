/**
 * The customer portal's Messages page: the customer's conversations with their broker (the client channel of
 * their shared submissions, never staff talk), read and answered in the broker inbox's reading pane, the
 * portal's Messages badge dropping once read.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Message, User } from '@workbench/core';
import { liveCounts, ok, sendMessage, unique } from './support/api.ts';
import { baseURL, seriousViolations, useBrowser } from './support/browser.ts';
import { freshSubmission, type Created } from './support/submissions.ts';

const { pageAs } = useBrowser();

/** The portal entry as it reads with its badge: 'Messages (3)', or 'Messages' at 0. */
const entryName = (count: number) => (count > 0 ? `Messages (${count})` : 'Messages');
const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Customer navigation' });

/** A submission of the demo customer's client (Brightwater Logistics), made and shared by the broker. */
async function sharedWithDemoCustomer(broker: Page, customer: Page): Promise<Created> {
  const user = await ok<User>(await customer.request.get('/api/auth/user'));
  const clients = await ok<{ id: string; name: string; email: string | null }[]>(await broker.request.get('/api/clients?q=Brightwater'));
  const client = clients.find((c) => c.email === user.email);
  expect(client, 'the demo customer has a client').toBeDefined();
  return freshSubmission(broker, { client: client!, shareWithClient: true });
}

describe("the customer's Messages page", () => {
  it('lists only the client conversation of a shared submission, reads it by keyboard (the badge drops) and sends the reply to the broker', async () => {
    const customer = await pageAs('customer');
    const broker = await pageAs('broker');
    const submission = await sharedWithDemoCustomer(broker, customer);

    await customer.goto('/customer/messages');
    await customer.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const start = (await liveCounts(customer)).messages;
    await portalNav(customer)
      .getByRole('link', { name: entryName(start), exact: true })
      .waitFor();

    const toClient = `Please send the fleet list ${unique()}`;
    const toCarrier = `Carrier terms for this risk ${unique()}`;
    await ok(await sendMessage(broker.request, submission, 'carrier', toCarrier));
    await ok(await sendMessage(broker.request, submission, 'client', toClient));
    // The live stream raises the badge on the open page, without a reload.
    await portalNav(customer)
      .getByRole('link', { name: entryName(start + 1), exact: true })
      .waitFor();

    const list = customer.getByRole('list', { name: 'Conversation list' });
    const entry = list.getByRole('link', { name: new RegExp(`Unread: ${submission.submissionId}`) });
    await entry.waitFor();
    // One conversation for the submission (the client's), and nothing of the carrier's talk.
    expect(await list.getByRole('link', { name: new RegExp(submission.submissionId) }).count()).toBe(1);
    expect(await entry.innerText()).toContain(toClient);
    expect(await customer.getByText(toCarrier).count()).toBe(0);
    // No channel to pick and no following in the portal.
    expect(await customer.getByRole('button', { name: /Channel/ }).count()).toBe(0);
    expect(await customer.getByRole('switch', { name: 'Following only' }).count()).toBe(0);
    expect(await seriousViolations(customer)).toEqual([]);

    // Opened by keyboard, the conversation takes focus and shows the broker's message; the badge drops.
    await entry.focus();
    await customer.keyboard.press('Enter');
    await customer.waitForURL((url) => url.pathname === '/customer/messages' && url.searchParams.get('open') === submission.submissionId);
    const pane = customer.getByRole('region', { name: /conversation with your broker/ });
    const thread = pane.getByRole('list', { name: `Messages about ${submission.submissionId}` });
    await thread.getByText(toClient).waitFor();
    expect(await thread.getByText(toCarrier).count()).toBe(0);
    await customer.waitForFunction(() => document.activeElement?.id === 'conversation-title');
    await portalNav(customer)
      .getByRole('link', { name: entryName(start), exact: true })
      .waitFor();
    await list.getByRole('link', { name: new RegExp(`^${submission.submissionId}`) }).waitFor();
    expect(await pane.getByRole('link', { name: `Open ${submission.submissionId}` }).getAttribute('href')).toBe(
      `/customer/submissions/${submission.id}`,
    );
    expect(await pane.getByRole('button', { name: /Follow/ }).count()).toBe(0);
    expect(await seriousViolations(customer)).toEqual([]);

    // The customer's reply: typed and sent by keyboard, shown in the thread, on the client channel for the broker.
    const reply = `The fleet list is attached ${unique()}`;
    await pane.getByRole('textbox', { name: 'Message' }).focus();
    await customer.keyboard.type(reply);
    await pane.getByRole('button', { name: 'Send' }).focus();
    await customer.keyboard.press('Enter');
    await thread.getByText(reply).waitFor();
    const seen = await ok<Message[]>(await broker.request.get(`/api/submissions/${submission.id}/messages`));
    const sent = seen.find((m) => m.content === reply);
    expect(sent?.channel).toBe('client');
    expect(sent?.from).toContain('(customer)');
    // Writing keeps the conversation read: the badge stays down.
    expect((await liveCounts(customer)).messages).toBe(start);

    // The submission link opens the portal's own detail page.
    await pane.getByRole('link', { name: `Open ${submission.submissionId}` }).click();
    await customer.waitForURL(`**/customer/submissions/${submission.id}`);
    await customer.getByRole('tablist', { name: 'Submission sections' }).waitFor();
  });

  it('shows a phone the list, then the conversation with a way back to the list', async () => {
    const customer = await pageAs('customer', { width: 390, height: 844 });
    const broker = await pageAs('broker');
    const submission = await sharedWithDemoCustomer(broker, customer);
    const text = `A question about the vans ${unique()}`;
    await ok(await sendMessage(broker.request, submission, 'client', text));

    await customer.goto('/customer/messages');
    const entry = customer
      .getByRole('list', { name: 'Conversation list' })
      .getByRole('link', { name: new RegExp(submission.submissionId) });
    await entry.click();
    const pane = customer.getByRole('region', { name: /conversation with your broker/ });
    await pane.getByText(text).waitFor();
    expect(await customer.getByRole('list', { name: 'Conversation list' }).isVisible()).toBe(false);
    expect(await seriousViolations(customer)).toEqual([]);
    await pane.getByRole('link', { name: 'All conversations' }).click();
    await customer.getByRole('list', { name: 'Conversation list' }).waitFor();
    expect(new URL(customer.url()).searchParams.get('open')).toBeNull();
  });

  it('tells a customer with no conversations that there are no messages yet', async () => {
    const page = await pageAs(null);
    const tag = unique();
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username: `quiet_${tag}`,
        password: 'secret123',
        fullName: `Quinn ${tag.slice(0, 5)}`,
        email: `quiet.${tag}@example.com`,
        role: 'customer',
      },
      headers: { Origin: baseURL() },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto('/customer/messages');
    await page.getByRole('heading', { name: 'No messages yet', level: 2 }).waitFor();
    await page.getByText(/When your broker writes to you/).waitFor();
    await portalNav(page).getByRole('link', { name: 'Messages', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
