/**
 * Reports, views and the workspace end to end: a broker downloads a report from the keyboard and gets the
 * file the server wrote, saves the submissions list's filters as a shared view, opens it from Views on
 * exactly those filters, and finds both on the workspace.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'broker');
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const today = new Date().toISOString().slice(0, 10);
const firstOfMonth = `${today.slice(0, 7)}-01`;

describe('reports', () => {
  it('writes the period month first in a British browser too', async () => {
    const british = await newPage(browser, { locale: 'en-GB' });
    try {
      await signInByApi(british.page, 'broker');
      await british.page.goto('/reports');
      const from = british.page.getByRole('group', { name: 'From' }).first();
      await from.locator('[data-type="year"]').waitFor();
      const order = await from.locator('[data-type]').evaluateAll((segments) => segments.map((s) => s.getAttribute('data-type')));
      expect(order.filter((type) => type !== 'literal')).toEqual(['month', 'day', 'year']);
    } finally {
      await british.context.close();
    }
  });

  it('downloads the submissions register as CSV from the keyboard, the file the server writes', async () => {
    await page.goto('/reports');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Reports' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const csvButton = page.getByRole('button', { name: 'Download Submissions register as CSV' });
    // Keyboard only: Tab until the CSV button has focus, then Enter.
    for (let i = 0; i < 60 && !(await csvButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await csvButton.evaluate((el) => el === document.activeElement)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`submissions-register-${firstOfMonth}-to-${today}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    const expected = await (await page.request.get(`/api/reports/submissions?from=${firstOfMonth}&to=${today}&format=csv`)).text();
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFSubmission,Client,Product,Transaction type,Status,Priority,Assigned to,Created by,Rating score,Rating,Due date,Created (UTC),Last updated (UTC),Decided (UTC)',
    );
    expect(text).toBe(expected);
    await expect.poll(() => page.getByText('Report downloaded').first().isVisible()).toBe(true);
  });

  it('downloads the premium bordereau as an Excel workbook with typed columns', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Premium bordereau as Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`premium-bordereau-${today.slice(0, 7)}.xlsx`);
    const book = XLSX.read(await readFile((await download.path())!), { cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]).toEqual([
      'Carrier',
      'Policy number',
      'Insured',
      'Product',
      'Period from',
      'Period to',
      'Policy status',
      'Gross premium',
      'Taxes',
      'Fees',
      'Commission',
      'Submission',
      'Total insured value',
    ]);
    for (const cell of ['E2', 'H2']) if (sheet[cell]) expect(sheet[cell].t).toBe(cell === 'E2' ? 'd' : 'n');
  });
});

describe('saved views', () => {
  const name = `Renewals by fifty ${Date.now()}`;

  it('saves the list’s filters as a shared view and opens it from Views with exactly those filters', async () => {
    await page.goto('/submissions?filter=renewals&size=50&page=2');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByText('Share with the team').click();
    await page.getByRole('button', { name: 'Save view' }).last().click();
    await expect.poll(() => page.getByText('View saved').first().isVisible()).toBe(true);

    await page.goto('/views');
    await expect.poll(() => page.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/submissions\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/submissions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ filter: 'renewals', size: '50' });
    await expect.poll(() => page.getByRole('tab', { name: 'Renewals' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lets a colleague save a copy of the shared view as their own, which they may edit', async () => {
    const colleague = await newPage(browser);
    try {
      await signInByApi(colleague.page, 'manager');
      await colleague.page.goto('/views');
      await colleague.page.getByRole('button', { name: `Save a copy of ${name}` }).click();
      await expect.poll(() => colleague.page.getByText(`${name} (copy) is yours to change.`).isVisible()).toBe(true);
      await colleague.page.getByRole('button', { name: `Edit ${name} (copy)` }).waitFor();
      expect(await colleague.page.getByRole('button', { name: `Edit ${name}`, exact: true }).count()).toBe(0);
    } finally {
      await colleague.context.close().catch(() => undefined);
    }
  });

  it('gathers the view and the downloaded reports on the workspace', async () => {
    await page.goto('/workspace');
    await expect.poll(() => page.getByRole('link', { name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Submissions register (CSV)').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Premium bordereau (Excel)').first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
