import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { hiddenSideways, launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { screenshot, wholeInView } from './support/layout.ts';
import { carriersOfRun } from './support/placing.ts';
import { aProperty, freshSubmission, openDetail, origin, tab } from './support/submissions.ts';

/**
 * The workbench from the keyboard and on a 1,280 px laptop with the messages panel open: the mapping review
 * opens on its first field and gives focus back to what opened it, a row's actions are reached with Tab,
 * every column of the submission tables is in view, the total insured value and the markets' actions fit
 * beside the panel, and only the current view's tab is marked.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1280, height: 800 };
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** What has focus: its role (or tag) and its accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
    };
  });

const review = (page: Page) => page.getByRole('dialog', { name: 'Review column mapping' });
const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

describe('the mapping review from the keyboard', () => {
  it('opens on its first field, and gives focus back to Choose File once the rows are added', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page.getByRole('button', { name: 'Choose File' }).focus();
    await page
      .getByTestId('upload-documents-input')
      .setInputFiles(csv('depots.csv', ['Location Name,Street,City,State,Zip', 'Harbour Depot,9 Harbour Rd,Salem,MA,01970']));
    await review(page).waitFor();
    await expect.poll(async () => (await focused(page)).text).toMatch(/^Read column Location Name as/);
    await screenshot(page, 'mapping-review-opened');
    await review(page)
      .getByRole('button', { name: /^Confirm and Add Rows$/ })
      .focus();
    await page.keyboard.press('Enter');
    await review(page).waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: /9 Harbour Rd/ }).waitFor();
    await expect.poll(async () => (await focused(page)).text, { timeout: 5000 }).toBe('Choose File');
    await context.close();
  });

  it('shows how sure the read of a VIN written with an O is, not the header match alone', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    await page
      .getByTestId('upload-documents-input')
      .setInputFiles(csv('fleet.csv', ['Make,Model,Year,VIN,Value', 'Ford,Transit,2021,1FTBW3XM5HKAO12345,42000']));
    const vinRow = review(page).getByRole('row', { name: /^VIN/ });
    await vinRow.waitFor();
    const confidence = await vinRow.getByRole('cell').last().innerText();
    expect(confidence).not.toContain('100%');
    expect(confidence).toMatch(/^\d+%, check$/);
    await context.close();
  });
});

describe('the workbench at 1,280 px', () => {
  it('shows every dashboard column, Due Date included, without scrolling sideways', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    await page.goto('/');
    const pending = page.getByRole('grid', { name: 'Pending' });
    await pending.getByRole('rowheader').first().waitFor();
    const due = pending.getByRole('columnheader', { name: 'Due Date' });
    expect(await hiddenSideways(due)).toBe(0);
    expect(await wholeInView(due)).toBe(true);
    expect(await wholeInView(pending.getByRole('row').nth(1).getByRole('gridcell').last())).toBe(true);
    await screenshot(page, 'dashboard-1280');
    await context.close();
  });

  it('shows every Submissions column, and client and product names whole', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    // The newest submission heads the list, so the longest product name is on the first page whatever else is there.
    await freshSubmission(page, { propertyOnly: true });
    await page.goto('/submissions');
    const list = page.getByRole('grid', { name: 'All Submissions' });
    await list.getByRole('rowheader').first().waitFor();
    for (const name of ['Actions', 'Due Date']) {
      const heading = list.getByRole('columnheader', { name, exact: true });
      expect(await hiddenSideways(heading), name).toBe(0);
      expect(await wholeInView(heading), name).toBe(true);
    }
    // Every product is named whole, on two lines at most; a client's name too long for its line is cut with an ellipsis.
    const shown = await list.evaluate((grid) => {
      const headings = [...grid.querySelectorAll('[role=columnheader]')].map((th) => th.textContent);
      const [client, product] = ['Client', 'Product'].map((name) => headings.indexOf(name));
      const name = (row: Element, at: number) => row.children[at]?.querySelector('span[title]') as HTMLElement;
      const isCut = (span: HTMLElement) => span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1;
      const rows = [...grid.querySelectorAll('tbody [role=row]')];
      return {
        productsCut: rows
          .map((r) => name(r, product!))
          .filter(isCut)
          .map((span) => span.title),
        // A client's name keeps to one line: one too long for it ends in an ellipsis and is there in full on hover.
        clientsCutWithoutTheirName: rows
          .map((r) => name(r, client!))
          .filter((span) => isCut(span) && (getComputedStyle(span).textOverflow !== 'ellipsis' || !span.title.trim()))
          .map((span) => span.title || span.textContent),
        products: rows.map((r) => name(r, product!).title),
      };
    });
    expect(shown.products).toContain('Commercial Property');
    expect(shown.productsCut).toEqual([]);
    expect(shown.clientsCutWithoutTheirName).toEqual([]);
    await screenshot(page, 'submissions-1280');
    await context.close();
  });

  it('keeps the total insured value in view beside the open messages panel', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [aProperty({ buildingValue: 5_000_000, contentsValue: 1_250_000, biValue: 750_000 })],
      vehicles: [],
    });
    await openDetail(page, s.id);
    await page.getByRole('button', { name: 'Hide messages' }).waitFor();
    await tab(page, 'Risk Details').click();
    const table = page.getByRole('grid', { name: 'Commercial Properties' });
    await table.getByRole('rowheader').first().waitFor();
    expect(await wholeInView(table.getByRole('columnheader', { name: 'TIV' }))).toBe(true);
    const total = table.getByRole('gridcell').filter({ hasText: '$7,000,000' });
    expect(await total.innerText()).toContain('(sum)');
    expect(await wholeInView(total)).toBe(true);
    await screenshot(page, 'risk-details-1280');
    await context.close();
  });

  it("sets a market's actions side by side in view beside the open messages panel, and Tab reaches them from the row", async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    const carriers = await carriersOfRun(page, ['Northwind Mutual', 'Harbor Specialty'], `${Date.now() % 100_000}`);
    const chosen = await page.request.post(`/api/submissions/${s.id}/markets`, {
      headers: origin(),
      data: { carrierIds: carriers.map((c) => c.id) },
    });
    expect(chosen.status(), await chosen.text()).toBe(201);
    await openDetail(page, s.id);
    await page.getByRole('button', { name: 'Hide messages' }).waitFor();
    await tab(page, 'Quotes').click();
    const markets = page.getByRole('grid', { name: 'Markets' });
    const row = markets.getByRole('row', { name: new RegExp(carriers[0]!.name) });
    const send = row.getByRole('button', { name: `Send ${carriers[0]!.name} the package` });
    await send.waitFor();
    const buttons = row.getByRole('button').filter({ hasText: /^(Send|Quote|Answer|Chase)$/ });
    expect(await buttons.count()).toBe(4);
    const lines = new Set<number>();
    for (const button of await buttons.all()) {
      expect(await hiddenSideways(button)).toBe(0);
      expect(await wholeInView(button)).toBe(true);
      lines.add(Math.round((await box(button)).y));
    }
    expect(lines.size).toBeLessThanOrEqual(2);
    await screenshot(page, 'markets-1280');

    // From the row, Tab goes through its buttons; the arrow keys still move between rows.
    await row.focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(`Messages with ${carriers[0]!.name}`);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(`Send ${carriers[0]!.name} the package`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).role).toBe('row');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).text).toContain(carriers[1]!.name);
    await context.close();
  });

  it("marks no view tab in the top bar on a page that is not the dashboard's", async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page);
    for (const path of ['/submissions', `/submissions/${s.submissionId}`, '/notifications']) {
      await page.goto(path);
      const bar = page.getByRole('banner');
      const workbench = bar.getByRole('link', { name: 'My Workbench' });
      await workbench.waitFor();
      expect(await bar.getByRole('tab', { selected: true }).count(), path).toBe(0);
      const underline = await workbench.evaluate((el) => getComputedStyle(el).borderBottomColor);
      expect(underline, path).toBe('rgba(0, 0, 0, 0)');
    }
    await page.goto('/?view=assigned');
    const bar = page.getByRole('banner');
    await bar.getByRole('tab', { name: 'Assigned to me', selected: true }).waitFor();
    expect(await bar.getByRole('tab', { name: 'My Workbench' }).getAttribute('aria-selected')).toBe('false');
    await context.close();
  });
});
