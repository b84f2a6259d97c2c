/**
 * The facts an application asks for on the client page, in the browser: a broker fills them in the client's
 * edit dialog, picking the NAICS code by words of its title from the searchable list, and the page reads
 * them back (the amounts in dollars, the code with its title); a bad FEIN is refused under its field. The
 * entity type can be taken back to not stated. The broker records a prior carrier, which the page lists and
 * the history names. The page passes axe, and a
 * screenshot of it is kept for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { createClient } from './support/submissions.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const name = `Harbor Bakery ${Date.now().toString(36).toUpperCase()}`;
let clientId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'broker');
  clientId = await createClient(page, {
    name,
    contactPerson: 'Dana Reyes',
    email: null,
    phone: '555-0100',
    address: '1 Dock Road',
    industry: 'Food',
  });
});
/** Types a date into a date field, segment by segment (month, day, year in en-US). */
async function typeDate(page: Page, group: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await group.getByRole('spinbutton', { name: /^month/i }).click();
  await page.keyboard.type(`${month}${day}${year}`);
}

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('the client page: facts for applications', () => {
  it('refuses a FEIN that is not NN-NNNNNNN under its field', async () => {
    await page.goto(`/parties/clients/${clientId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client details' });
    await dialog.getByRole('textbox', { name: 'FEIN' }).fill('12-34567');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.getByText('FEIN must be 9 digits, written NN-NNNNNNN').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('saves them, the NAICS code picked by words of its title, and reads them back', async () => {
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client details' });
    await dialog.getByRole('textbox', { name: 'FEIN' }).fill('12-3456789');
    await dialog.getByRole('button', { name: /Entity type/ }).click();
    await page.getByRole('option', { name: 'LLC' }).click();
    const naics = dialog.getByRole('combobox', { name: 'NAICS code' });
    await naics.fill('retail bakeries');
    await page.getByRole('option', { name: '311811 Retail Bakeries' }).click();
    expect(await naics.inputValue()).toBe('311811 Retail Bakeries');
    await dialog.getByRole('textbox', { name: 'Year started' }).fill('1998');
    await dialog.getByRole('textbox', { name: 'Website' }).fill('www.harbor-bakery.example');
    await dialog.getByRole('textbox', { name: 'Annual revenue (USD)' }).fill('2,500,000');
    await dialog.getByRole('textbox', { name: 'Annual payroll (USD)' }).fill('640000');
    await dialog.getByRole('textbox', { name: 'Full-time employees' }).fill('18');
    await dialog.getByRole('textbox', { name: 'Part-time employees' }).fill('4');
    await dialog
      .getByRole('textbox', { name: 'Description of operations' })
      .fill('Bakes bread and pastries on site and sells them over the counter.');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.waitFor({ state: 'detached' });

    const facts = page.getByRole('definition');
    const details = page.getByRole('region', { name: 'Details' });
    for (const text of ['12-3456789', 'LLC', '311811 Retail Bakeries', '$2,500,000', '$640,000', '18', '4', 'www.harbor-bakery.example']) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    expect(await facts.filter({ hasText: /^1998 \(\d+ years\)$/ }).count()).toBe(1);
    await page
      .getByRole('list', { name: 'Client history' })
      .getByText(/FEIN: empty → “••-•••6789”/)
      .waitFor();
    expect(await page.getByRole('list', { name: 'Client history' }).getByText('3456789').count()).toBe(0);
  });

  it('takes the entity type back to not stated', async () => {
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client details' });
    await dialog.getByRole('button', { name: /Entity type/ }).click();
    await page.getByRole('option', { name: 'Not stated' }).click();
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await dialog.waitFor({ state: 'detached' });
    const details = page.getByRole('region', { name: 'Details' });
    await page.getByRole('list', { name: 'Client history' }).getByText('Entity type: “LLC” → empty').waitFor();
    expect(await details.getByText('LLC', { exact: true }).count()).toBe(0);
  });

  it('records a prior carrier, lists it latest term first and names it in the history', async () => {
    const section = page.getByRole('region', { name: /^Prior carriers/ });
    await section.getByText('No prior insurance recorded', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Add prior carrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add prior carrier' });
    await dialog.getByRole('button', { name: 'Add prior carrier' }).click();
    await dialog.getByText('Carrier is required').waitFor();
    await dialog.getByRole('button', { name: /Line/ }).click();
    await page.getByRole('option', { name: 'General Liability' }).click();
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill('Harbor Mutual');
    await typeDate(page, dialog.getByRole('group', { name: 'Effective date' }), '2025-01-01');
    await typeDate(page, dialog.getByRole('group', { name: 'Expiry date' }), '2026-01-01');
    await dialog.getByRole('textbox', { name: 'Policy number' }).fill('GL-88120');
    await dialog.getByRole('textbox', { name: 'Premium (USD)' }).fill('12,400');
    await dialog.getByRole('button', { name: 'Add prior carrier' }).click();
    await dialog.waitFor({ state: 'detached' });
    const listed = section.getByRole('listitem');
    await listed.getByText('General Liability · Harbor Mutual', { exact: true }).waitFor();
    await listed.getByText('Jan 1, 2025 – Jan 1, 2026 · GL-88120 · $12,400', { exact: true }).waitFor();
    await page
      .getByRole('list', { name: 'Client history' })
      .getByText('Prior carrier added: “General Liability, Harbor Mutual, GL-88120, 2025-01-01 to 2026-01-01, $12,400”')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 1100 });
    await page.screenshot({ path: process.env.CLIENT_FACTS_SCREENSHOT ?? '/tmp/client-facts.png', fullPage: true });
  });
});
