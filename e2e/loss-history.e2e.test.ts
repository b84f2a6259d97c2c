/**
 * Loss history end to end: a broker opens a client, uploads a carrier's loss run, reviews the claims read
 * from it (nothing is stored yet), confirms them, and sees the per-year summary with the years that have no
 * loss run on file shown as missing, and the loss run on file with its file to download. A customer hands a
 * loss run in from the portal; it waits on the client's Loss History section until the broker reviews and
 * confirms it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { createClient } from './support/submissions.ts';

const LOSS_RUN = join(import.meta.dirname, '../adapters/fixtures/loss-runs/practice/evergreen-practice.pdf');
const HANDED_IN = join(import.meta.dirname, '../adapters/fixtures/loss-runs/practice/atlas-practice.pdf');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let customerContext: BrowserContext | undefined;
let clientId = '';
const name = `Evergreen Haulage ${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'broker');
  clientId = await createClient(page, {
    name,
    contactPerson: 'Robin Vale',
    email: null,
    phone: '555-0101',
    address: '9 Depot Lane',
    industry: 'Haulage',
  });
});
afterAll(async () => {
  await customerContext?.close().catch(() => undefined);
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('loss history', () => {
  it('uploads a loss run, reviews and confirms its claims, and shows the summary per policy year', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/parties/clients/${clientId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const section = page.getByRole('region', { name: 'Loss History', exact: true });
    await section.getByText('No claims on file from loss runs.').waitFor();
    const summary = section.getByRole('grid', { name: 'Loss history by policy year' });
    await expect.poll(() => summary.getByText('No loss run on file').count()).toBe(5);

    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Choose a loss run' }).click();
    await (await chooser).setFiles({ name: 'evergreen-practice.pdf', mimeType: 'application/pdf', buffer: readFileSync(LOSS_RUN) });
    const review = section.getByRole('group', { name: 'Loss run review' });
    await review.getByText(/^Review 14 claims from evergreen-practice\.pdf valued /).waitFor();
    await expect.poll(() => review.getByRole('grid', { name: 'Claims read from the loss run' }).getByRole('row').count()).toBe(15);
    // Nothing is stored until the broker confirms.
    const before = await page.request.get(`/api/clients/${clientId}/loss-history`);
    expect(((await before.json()) as { claims: unknown[] }).claims).toHaveLength(0);

    await review.getByRole('button', { name: 'Confirm 14 claims' }).click();
    await page.getByText('Loss run confirmed').first().waitFor();
    const onFile = section.getByRole('grid', { name: 'Claims on file' });
    await expect.poll(() => onFile.getByRole('row').count()).toBe(15);
    // The loss run covers two policy years; the other three of the last five stay missing, not zero.
    await expect.poll(() => summary.getByText('No loss run on file').count()).toBe(3);
    const after = (await (await page.request.get(`/api/clients/${clientId}/loss-history`)).json()) as {
      summary: { year: number; missing: boolean; claimCount: number | null }[];
    };
    const y2023 = after.summary.find((y) => y.year === 2023)!;
    expect(y2023.missing).toBe(false);
    await expect
      .poll(() => summary.getByRole('row', { name: /^2023/ }).getByText(String(y2023.claimCount), { exact: true }).count())
      .toBe(1);
    // The loss run is on file with the file it was read from, which downloads as it was uploaded.
    const runs = section.getByRole('grid', { name: 'Loss runs on file' });
    await expect.poll(() => runs.getByRole('row').count()).toBe(2);
    const download = runs.getByRole('link', { name: 'Download evergreen-practice.pdf' });
    const file = await page.request.get((await download.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), readFileSync(LOSS_RUN))).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await section.screenshot({ path: '/tmp/loss-history-1440.png' });
  });

  it('lets the broker correct a claim, over the version they opened', async () => {
    const section = page.getByRole('region', { name: 'Loss History', exact: true });
    const onFile = section.getByRole('grid', { name: 'Claims on file' });
    const open = onFile.getByRole('row').filter({ hasText: 'Open' }).first();
    const claimNumber = (await open.getByRole('rowheader').textContent())!.trim();
    await open.getByRole('button', { name: `Edit claim ${claimNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit claim ${claimNumber}` });
    await dialog.getByRole('textbox', { name: 'Reserve' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Date closed' }).fill('2026-11-02');
    await dialog.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Closed', exact: true }).click();
    await dialog.screenshot({ path: '/tmp/loss-claim-dialog.png' });
    await dialog.getByRole('button', { name: 'Save claim' }).click();
    await page.getByText('Claim saved').first().waitFor();
    const row = onFile.getByRole('row').filter({ hasText: claimNumber });
    await expect.poll(() => row.getByText('Closed', { exact: true }).count()).toBe(1);
    const history = (await (await page.request.get(`/api/clients/${clientId}/loss-history`)).json()) as {
      history: { claimNumber: string; action: string; details: string }[];
    };
    expect(history.history[0]).toMatchObject({ claimNumber, action: 'Claim edited' });
    expect(history.history[0]!.details).toMatch(/Status: Open → Closed/);
  });

  it('takes a loss run the customer hands in from the portal to the broker, who reviews and confirms it', async () => {
    let customer: Page;
    ({ context: customerContext, page: customer } = await newPage(browser));
    await signInByApi(customer, 'customer');
    await customer.setViewportSize({ width: 1440, height: 900 });
    const policies = (await (await customer.request.get('/api/policies')).json()) as { id: string; clientId: string }[];
    const policy = policies[0]!;
    await customer.goto(`/customer/policies/${policy.id}`);
    const portal = customer.getByRole('region', { name: 'Loss History', exact: true });
    const chooser = customer.waitForEvent('filechooser');
    await portal.getByRole('button', { name: 'Choose a loss run to send' }).click();
    await (await chooser).setFiles({ name: 'atlas-practice.pdf', mimeType: 'application/pdf', buffer: readFileSync(HANDED_IN) });
    await customer.getByText('Loss run sent').first().waitFor();
    const sent = portal.getByRole('region', { name: "Waiting for your broker's review" });
    await sent
      .getByText(/^atlas-practice\.pdf \(/)
      .first()
      .waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await portal.screenshot({ path: '/tmp/loss-history-portal.png' });
    // The customer's client has no claim of it until the broker confirms the review.
    const waitingHistory = (await (await customer.request.get(`/api/clients/${policy.clientId}/loss-history`)).json()) as {
      claims: { carrier: string | null }[];
    };
    const before = waitingHistory.claims.length;

    await page.goto(`/parties/clients/${policy.clientId}`);
    const section = page.getByRole('region', { name: 'Loss History', exact: true });
    const waiting = section.getByRole('region', { name: 'Loss runs waiting for review' });
    await waiting.getByRole('button', { name: 'Review atlas-practice.pdf' }).first().waitFor();
    await section.screenshot({ path: '/tmp/loss-history-waiting.png' });
    await waiting.getByRole('button', { name: 'Review atlas-practice.pdf' }).first().click();
    const review = section.getByRole('group', { name: 'Loss run review' });
    await review.getByText(/^Review \d+ claims? from atlas-practice\.pdf/).waitFor();
    await review.getByRole('button', { name: /^Confirm \d+ claims?$/ }).click();
    await page.getByText('Loss run confirmed').first().waitFor();
    await section.getByRole('grid', { name: 'Loss runs on file' }).getByRole('link', { name: 'Download atlas-practice.pdf' }).waitFor();
    const after = (await (await customer.request.get(`/api/clients/${policy.clientId}/loss-history`)).json()) as {
      claims: unknown[];
      waiting: unknown[];
    };
    expect(after.claims.length).toBeGreaterThan(before);
    expect(after.waiting).toEqual([]);
    await customer.reload();
    await portal.getByRole('grid', { name: 'Loss runs on file' }).getByRole('link', { name: 'Download atlas-practice.pdf' }).waitFor();
    await portal.screenshot({ path: '/tmp/loss-history-portal-after.png' });
  });
});
