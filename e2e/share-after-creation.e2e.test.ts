import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { apiSubmission, freshSubmission, openDetail, origin, tab } from './support/submissions.ts';
import { mailboxURL } from './support/lanes.ts';

/** Where the run's screenshot of the card goes, for a person to look at; it is not part of the repository. */
const CARD_SHOT = '/tmp/share-card.png';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const clientCard = (page: Page) => page.getByRole('region', { name: 'Client Information' });
/** The value beside 'Shared with Client' in the card's definition list. */
const sharedValue = (card: Locator) => card.locator('dt', { hasText: 'Shared with Client' }).locator('xpath=following-sibling::dd[1]');
const toastSays = (page: Page, title: string, description: string | RegExp) =>
  page.locator('[data-variant]').filter({ hasText: title }).filter({ hasText: description }).first().waitFor();

const mailsTo = async (address: string) =>
  (await (await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`)).json()) as { subject: string; text: string }[];

describe('sharing a submission with its client after it was made', () => {
  it('shares it from the Client Information card after confirming, mails the client, and records it in History', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    const { clientEmail } = await apiSubmission(page, s.id);
    await openDetail(page, s.id);

    const card = clientCard(page);
    await expect.poll(() => sharedValue(card).innerText()).toMatch(/^No/);
    await card.getByRole('button', { name: 'Share with client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with client?' });
    await dialog.getByText(`${s.client} will see ${s.submissionId} in the customer portal at ${clientEmail}.`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const mailCall = page.waitForRequest((r) => r.url().endsWith('/api/notifications/email'));
    await dialog.getByRole('button', { name: 'Share with client' }).click();

    await toastSays(page, 'Shared with client', `${s.client} can now see ${s.submissionId} in the customer portal.`);
    expect((await mailCall).postDataJSON()).toMatchObject({ to: clientEmail, submissionId: s.submissionId, clientName: s.client });
    await toastSays(page, 'Notification Sent', `An email notification has been sent to ${clientEmail}`);
    await expect.poll(async () => (await mailsTo(clientEmail)).map((m) => m.text).join('\n')).toContain(s.submissionId);
    await expect.poll(() => sharedValue(card).innerText()).toMatch(/^Yes/);
    await card.getByRole('button', { name: 'Stop sharing' }).waitFor();
    expect((await apiSubmission(page, s.id)).shareWithClient).toBe(true);

    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: CARD_SHOT });

    await tab(page, 'History').click();
    const history = page.getByRole('grid', { name: 'History' });
    await history.getByRole('row').filter({ hasText: 'Shared with client' }).filter({ hasText: s.client }).waitFor();
    await context.close();
  });

  it('stops sharing after a destructive confirmation, recorded in History', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { shareWithClient: true });
    await openDetail(page, s.id);

    const card = clientCard(page);
    await card.getByRole('button', { name: 'Stop sharing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop sharing with client?' });
    await dialog.getByText(`${s.client} will no longer see ${s.submissionId} in the customer portal.`).waitFor();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();

    await toastSays(page, 'Sharing stopped', `${s.client} no longer sees ${s.submissionId} in the customer portal.`);
    await expect.poll(() => sharedValue(card).innerText()).toMatch(/^No/);
    expect((await apiSubmission(page, s.id)).shareWithClient).toBe(false);
    await tab(page, 'History').click();
    await page.getByRole('grid', { name: 'History' }).getByRole('row').filter({ hasText: 'Sharing with client stopped' }).waitFor();
    await context.close();
  });

  it('disables sharing with a client that has no e-mail address, and says why beside the button', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const name = `No Address ${Date.now().toString(36)}`;
    const client = await page.request.post('/api/clients', {
      headers: origin(),
      data: { name, contactPerson: 'Sam Doe', email: null, phone: null, address: null },
    });
    expect(client.status(), await client.text()).toBe(201);
    const s = await freshSubmission(page, { client: { id: (await client.json()).id, name } });
    await openDetail(page, s.id);

    const card = clientCard(page);
    const share = card.getByRole('button', { name: 'Share with client' });
    await expect.poll(() => share.isDisabled()).toBe(true);
    const reason = card.getByText('Add an e-mail address to the client to share this submission');
    expect(await reason.isVisible()).toBe(true);
    expect(await share.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
