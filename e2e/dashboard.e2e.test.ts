import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmMapping } from './support/mapping.ts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const TABLES = [
  ['Pending', 'pending'],
  ['In Progress', 'in_progress'],
  ['In Review', 'in_review'],
] as const;

async function total(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/submissions?${query}&limit=1`, { maxRetries: 2 });
  return Number(response.headers()['x-total-count']);
}

async function dashboard(page: Page, path = '/') {
  await signInByApi(page, 'broker');
  await page.goto(path);
  await page.getByRole('grid', { name: 'Pending' }).waitFor();
}

describe('the dashboard', () => {
  it('shows the six metric tiles with the figures of GET /api/metrics', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    const m = await (await page.request.get('/api/metrics', { maxRetries: 2 })).json();
    const tiles = page.getByRole('region', { name: 'Metrics' });
    const expected: [string, string][] = [
      ['New Submissions Request', number.format(m.newSubmissions)],
      ['Pending Submissions', number.format(m.pendingSubmissions)],
      ['High-Risk Submissions', number.format(m.highRiskSubmissions)],
      ['Approval Rate', `${number.format(m.approvalRate)}%`],
      ['Average Cycle', `${number.format(m.averageCycle)} days`],
      ['Pending Actions', number.format(m.pendingActions)],
    ];
    await expect.poll(() => tiles.innerText()).toContain(expected[5]![0]);
    const text = (await tiles.innerText()).replace(/\s+/g, ' ');
    for (const [label, value] of expected) {
      expect(text).toMatch(new RegExp(`${label}.{0,40}?${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    await context.close();
  });

  it('shows the Pending, In Progress and In Review tables with their submissions', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    for (const [title, status] of TABLES) {
      const table = page.getByRole('grid', { name: title });
      await table.waitFor();
      const rows: { submissionId: string; status: string }[] = await (
        await page.request.get(`/api/submissions?status=${status}&limit=10`, { maxRetries: 2 })
      ).json();
      for (const row of rows) await table.getByRole('link', { name: row.submissionId, exact: true }).waitFor();
      if (rows.length === 0) await table.getByText('No submissions found').waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('counts each transaction type on its filter button', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    const sum = async (extra: string) => {
      let n = 0;
      for (const [, status] of TABLES) n += await total(page, `status=${status}${extra}`);
      return n;
    };
    const expected = {
      All: await sum(''),
      'New Business': await sum('&transactionType=new_business'),
      Renewals: await sum('&transactionType=renewal'),
      MTA: await sum('&transactionType=mta'),
    };
    const group = page.getByRole('group', { name: 'Transaction type' });
    for (const [label, count] of Object.entries(expected)) {
      const button = group.getByRole('button', { name: new RegExp(`^${label}`) });
      await expect.poll(() => button.innerText()).toMatch(new RegExp(`${label}\\s*${number.format(count)}$`));
    }
    await context.close();
  });

  it('re-requests the three lists with the chosen transaction type', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/submissions?')) requests.push(decodeURIComponent(r.url()));
    });
    await page
      .getByRole('group', { name: 'Transaction type' })
      .getByRole('button', { name: /^Renewals/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'renewals');
    for (const [, status] of TABLES) {
      await expect.poll(() => requests.some((u) => u.includes(`status=${status}`) && u.includes('transactionType=renewal'))).toBe(true);
    }
    const pressed = page.getByRole('button', { name: /^Renewals/ });
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    const table = page.getByRole('grid', { name: 'Pending' });
    await expect.poll(async () => (await table.innerText()).includes('New Business')).toBe(false);
    await context.close();
  });

  it('applies the Filter panel to the tables', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter submissions' });
    await panel.waitFor();
    await panel.getByRole('button', { name: /Priority/ }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await panel.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('priority') === 'high' && url.searchParams.get('status') === 'pending');
    await expect.poll(() => page.getByRole('grid', { name: 'In Progress' }).count()).toBe(0);
    const table = page.getByRole('grid', { name: 'Pending' });
    const expected = await total(page, 'status=pending&priority=high');
    await expect.poll(async () => (await table.innerText()).match(/Urgent|Medium|Low|None/)).toBeNull();
    if (expected > 0) await table.getByText('High').first().waitFor();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter submissions' }).getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('grid', { name: 'In Progress' }).waitFor();
    await context.close();
  });

  it('shows the filters in force as chips that each come off on their own, and says the tiles do not follow them', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page, '/?status=pending&priority=high&dueFrom=2026-12-01');
    const chips = page.getByRole('group', { name: 'Active filters' });
    await expect
      .poll(() => chips.getByRole('button').allInnerTexts())
      .toEqual(['Status: Pending', 'Priority: High', 'Due from: Dec 1, 2026', 'Clear filters']);
    await chips.getByText('the tiles above count every submission', { exact: false }).waitFor();
    await chips.getByRole('button', { name: 'Remove filter Priority: High' }).click();
    await page.waitForURL((url) => !url.searchParams.has('priority') && url.searchParams.get('status') === 'pending');
    await expect
      .poll(() => chips.getByRole('button').allInnerTexts())
      .toEqual(['Status: Pending', 'Due from: Dec 1, 2026', 'Clear filters']);
    await chips.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('grid', { name: 'In Progress' }).waitFor();
    expect(await chips.count()).toBe(0);
    await context.close();
  });

  it('opens the wizard from Create Submission', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    await page.getByRole('link', { name: 'Create Submission' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/create-submission'));
    await context.close();
  });

  it('reads an uploaded schedule and opens the wizard with it kept for pre-filling', async () => {
    const { context, page } = await newPage(browser);
    // The wizard takes the prefill out of sessionStorage when it starts, so keep a copy of what is stored.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'workbench.upload-prefill') (window as unknown as { __prefill: string }).__prefill = value;
        return setItem.call(this, key, value);
      };
    });
    await dashboard(page);
    const dir = mkdtempSync(join(tmpdir(), 'upload-'));
    const file = join(dir, 'locations.csv');
    writeFileSync(
      file,
      'Location Name,Address,City,State,Zip Code,Construction,Stories,Year Built\n' +
        'Main Warehouse,100 Harbor Rd,Tacoma,WA,98402,Masonry,2,1998\n' +
        'North Office,22 Pine St,Seattle,WA,98101,Frame,4,2005\n',
    );
    await page.getByRole('button', { name: 'Upload Submission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Submission' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a document' }).click();
    await (await chooser).setFiles(file);
    await confirmMapping(page);
    await page.waitForURL((url) => url.pathname.startsWith('/create-submission'), { timeout: 60_000 });
    await page.getByText('Found 2 properties and 0 vehicles.').waitFor();
    const prefill = JSON.parse((await page.evaluate(() => (window as unknown as { __prefill?: string }).__prefill)) ?? 'null');
    expect(prefill.filename).toBe('locations.csv');
    expect(prefill.properties.map((p: { address: string }) => p.address)).toEqual(['100 Harbor Rd', '22 Pine St']);
    await context.close();
  });

  it('counts what it found in the right number: one property, no vehicles', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'one-location.csv');
    writeFileSync(file, 'Location Name,Address,City,State\nMain Warehouse,100 Harbor Rd,Tacoma,WA\n');
    await page.getByRole('button', { name: 'Upload Submission' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Upload Submission' }).getByRole('button', { name: 'Choose a document' }).click();
    await (await chooser).setFiles(file);
    await confirmMapping(page);
    await page.getByText('Found 1 property and 0 vehicles.').waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('refuses an unsupported file without sending it', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    let parses = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/documents/parse')) parses++;
    });
    const dir = mkdtempSync(join(tmpdir(), 'upload-'));
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello');
    await page.getByRole('button', { name: 'Upload Submission' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog', { name: 'Upload Submission' }).getByRole('button', { name: 'Choose a document' }).click();
    await (await chooser).setFiles(file);
    await page.getByRole('alert').filter({ hasText: 'Unsupported file format' }).waitFor();
    await page.getByText('Please upload a PDF, image, or spreadsheet file.').waitFor();
    expect(parses).toBe(0);
    await context.close();
  });

  it('e-mails a client the submission form from Send Submission Form', async () => {
    const { context, page } = await newPage(browser);
    await dashboard(page);
    const clients: { id: string; name: string; email: string | null }[] = await (
      await page.request.get('/api/clients', { maxRetries: 2 })
    ).json();
    const client = clients.find((c) => c.email)!;
    await page.getByRole('button', { name: 'Send Submission Form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Submission Form' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Client' }).fill(client.name);
    await page.getByRole('option', { name: client.name }).first().click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/invitations') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ clientId: client.id });
    await page.getByText('Submission form sent').waitFor();
    await context.close();
  });

  it("toasts 'Failed to load dashboard metrics' when the metrics cannot be read", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.route('**/api/metrics', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await page.getByRole('alert').filter({ hasText: 'Failed to load dashboard metrics' }).waitFor();
    await page.getByRole('grid', { name: 'Pending' }).waitFor();
    await context.close();
  });

  it("toasts 'Failed to load pending submissions' when that list cannot be read", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.route(/\/api\/submissions\?.*status=pending(&|$).*limit=10/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    await page.getByRole('alert').filter({ hasText: 'Failed to load pending submissions' }).waitFor();
    await context.close();
  });
});
