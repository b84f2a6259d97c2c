/**
 * Teams and administration end to end: a broker manager hands two of one broker's submissions to another
 * from the Teams page in one go, deactivates an account and sees its open session end, and reads a help page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hiddenSideways, launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, origin } from './support/submissions.ts';

let browser: Browser;
const opened: BrowserContext[] = [];
const stamp = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  const { context, page } = await newPage(browser);
  opened.push(context);
  return page;
}

/** A staff account the manager opens through Administration's API, so the demo's own people stay as they are. */
async function aBroker(
  manager: Page,
  name: string,
  role = 'broker',
): Promise<{ id: string; username: string; fullName: string; email: string }> {
  const username = `${name.toLowerCase().replace(/\s+/g, '.')}.${stamp}`;
  const created = await manager.request.post('/api/admin/accounts', {
    headers: origin(),
    data: { username, password: 'e2e-pass-1', fullName: `${name} ${stamp}`, email: `${username}@example.com`, role },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

describe('Teams and Administration', () => {
  it('reassigns two submissions from the Teams page in one go, recorded on each', async () => {
    const page = await freshPage();
    await signInByApi(page, 'manager');
    const from = await aBroker(page, 'Fiona From');
    const to = await aBroker(page, 'Toby To');
    const subs = [await freshSubmission(page), await freshSubmission(page)];
    for (const s of subs) {
      const assigned = await page.request.patch(`/api/submissions/${s.id}`, { headers: origin(), data: { assignedToId: from.id } });
      expect(assigned.status()).toBe(200);
    }

    await page.goto('/teams');
    await expect.poll(() => page.getByRole('rowheader', { name: from.fullName }).count()).toBe(1);
    await page.getByRole('button', { name: /Whose work/ }).click();
    await page.getByRole('option', { name: new RegExp(from.fullName) }).click();
    // From the keyboard: each row's checkbox takes focus and Space ticks it.
    for (const s of subs) {
      const box = page.getByRole('row', { name: new RegExp(s.submissionId) }).getByRole('checkbox');
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: /Reassign to/ }).click();
    await page.getByRole('option', { name: new RegExp(to.fullName) }).click();
    await page.getByRole('button', { name: 'Reassign 2 submissions' }).click();
    await expect.poll(() => page.getByText(`2 submissions now with ${to.fullName}.`).count()).toBeGreaterThan(0);

    for (const s of subs) {
      const detail = await (await page.request.get(`/api/submissions/${s.id}`)).json();
      expect(detail.assignedToId).toBe(to.id);
      expect(detail.history[0]).toMatchObject({ action: 'Assigned', details: `Assigned to ${to.fullName}` });
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deactivating an account from Administration ends its open session at once', async () => {
    const manager = await freshPage();
    await signInByApi(manager, 'manager');
    const leaver = await aBroker(manager, 'Lena Leaver');
    const theirs = await freshPage();
    const signedIn = await theirs.request.post('/api/auth/login', {
      headers: origin(),
      data: { username: leaver.username, password: 'e2e-pass-1' },
    });
    expect(signedIn.status()).toBe(200);
    expect((await theirs.request.get('/api/auth/user')).status()).toBe(200);

    // On a laptop's screen every account's actions are in view, with nothing to scroll sideways to, even beside
    // a long username and e-mail address.
    const long = await aBroker(manager, 'Maximilian Alexander Longname-Worthington');
    await manager.setViewportSize({ width: 1280, height: 900 });
    await manager.goto('/admin');
    const deactivate = manager.getByRole('button', { name: `Deactivate ${leaver.fullName}` });
    expect(await hiddenSideways(deactivate)).toBe(0);
    // Beside the long address its actions stand side by side rather than stacked, and the address, cut short on
    // screen, is there in full to write to.
    const longRow = manager.getByRole('row', { name: new RegExp(long.fullName) });
    const reset = await longRow.getByRole('button', { name: `Reset password of ${long.fullName}` }).boundingBox();
    const deactivateLong = await longRow.getByRole('button', { name: `Deactivate ${long.fullName}` }).boundingBox();
    expect(Math.round(deactivateLong?.y ?? -1)).toBe(Math.round(reset?.y ?? 0));
    expect(await longRow.getByRole('link', { name: long.email }).getAttribute('href')).toBe(`mailto:${long.email}`);
    await deactivate.click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Deactivate account' }).click();
    await expect
      .poll(() =>
        manager
          .getByRole('row', { name: new RegExp(leaver.fullName) })
          .getByText('Deactivated')
          .count(),
      )
      .toBe(1);
    expect(await seriousViolations(manager)).toEqual([]);

    expect((await theirs.request.get('/api/auth/user')).status()).toBe(401);
    await theirs.goto('/');
    await expect.poll(() => new URL(theirs.url()).pathname).toBe('/auth');
  });

  it('links an insurer to the carrier it underwrites for from Administration, which confines it at once', async () => {
    const manager = await freshPage();
    await signInByApi(manager, 'manager');
    const underwriter = await aBroker(manager, 'Una Underwriter', 'insurer');
    const theirs = await freshPage();
    const signedIn = await theirs.request.post('/api/auth/login', {
      headers: origin(),
      data: { username: underwriter.username, password: 'e2e-pass-1' },
    });
    expect(signedIn.status()).toBe(200);
    expect((await theirs.request.get('/api/submissions/SUB-2026-0001')).status()).toBe(200);

    await manager.setViewportSize({ width: 1280, height: 900 });
    await manager.goto('/admin');
    const picker = manager.getByRole('button', { name: new RegExp(`Underwrites for: ${underwriter.fullName}`) });
    await expect.poll(() => picker.innerText()).toContain('For the firm');
    await picker.click();
    await manager.getByRole('option', { name: 'For Hartford', exact: true }).click();
    await manager.getByText(`${underwriter.fullName} underwrites for Hartford and sees only what is sent to it.`).waitFor();
    await expect.poll(() => picker.innerText()).toContain('For Hartford');
    // The row's actions stay in view beside the second picker.
    expect(await hiddenSideways(manager.getByRole('button', { name: `Deactivate ${underwriter.fullName}` }))).toBe(0);
    expect(await seriousViolations(manager)).toEqual([]);

    // From its next request the account sees none of the firm's book.
    expect((await theirs.request.get('/api/submissions/SUB-2026-0001')).status()).toBe(404);
    const trail = await manager.request.get('/api/admin/account-changes');
    expect(await trail.text()).toContain('the firm (own underwriter) → Hartford');
  });

  it("shows an office's open submissions with their due dates in view on a laptop's screen", async () => {
    const page = await freshPage();
    await signInByApi(page, 'manager');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/brokerage-a');
    const open = page.getByRole('grid', { name: 'Open submissions' });
    await open.getByRole('link', { name: /^SUB-/ }).first().waitFor();
    expect(await hiddenSideways(open.getByRole('columnheader', { name: 'Due' }))).toBe(0);
  });

  it("keeps Approve in view beside a registration with a long e-mail address on a laptop's screen", async () => {
    const applicant = await freshPage();
    const username = `bartholomew.fitzgerald.${stamp}`;
    const fullName = `Bartholomew Fitzgerald-Montgomery ${stamp}`;
    const email = `bartholomew.fitzgerald-montgomery.${stamp}@keystone-underwriting-partners.example.com`;
    const registered = await applicant.request.post('/api/auth/register', {
      headers: origin(),
      data: { username, password: 'e2e-pass-1', fullName, email, role: 'insurer' },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    const manager = await freshPage();
    await signInByApi(manager, 'manager');
    await manager.setViewportSize({ width: 1280, height: 800 });
    await manager.goto('/approvals');
    const approve = manager.getByRole('button', { name: `Approve ${fullName}` });
    await approve.waitFor();
    expect(await hiddenSideways(approve)).toBe(0);
    const row = manager.getByRole('row', { name: new RegExp(fullName) });
    expect(await row.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
  });

  it('has a broker manager write to the other administrators from Support, and says so when there is none', async () => {
    const page = await freshPage();
    await signInByApi(page, 'manager');
    await page.goto('/support');
    await page.getByRole('heading', { name: 'Contact the other administrators' }).waitFor();
    await page.route('**/api/support/contact', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'No administrator has an active account to write to' }),
      }),
    );
    await page.getByRole('textbox', { name: 'Subject' }).fill('Bordereau');
    await page.getByRole('textbox', { name: 'Message' }).fill('The November bordereau is missing a carrier.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You are the only active administrator, so there is nobody else to write to.')
      .waitFor();
  });

  it('opens a help page from Support', async () => {
    const page = await freshPage();
    await signInByApi(page, 'broker');
    await page.goto('/support');
    await page.getByRole('link', { name: 'The workflow and its roles' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'The workflow and its roles' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Return for more information').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
