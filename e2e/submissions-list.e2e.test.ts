import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, signInByApi, useBrowser } from './support/browser.ts';
import { freshSubmission, type ClientRef } from './support/submissions.ts';

const { pageAs } = useBrowser();

interface Row {
  id: string;
  submissionId: string;
  isNew: boolean;
  transactionType: string | null;
  assignedTo: string | null;
  client: string;
}

const COLUMNS = [
  'Submission ID',
  'Transaction Type',
  'Priority',
  'Status',
  'Type',
  'Client',
  'Assigned To',
  'Product',
  'Rating',
  'Actions',
  'Due Date',
];

async function list(page: Page, path = '/submissions') {
  await signInByApi(page, 'broker');
  await page.goto(path);
  const table = page.getByRole('grid', { name: 'All Submissions' });
  await table.waitFor();
  await table.getByRole('link').first().waitFor();
  return table;
}

async function api(page: Page, query: string): Promise<{ rows: Row[]; total: number }> {
  const response = await page.request.get(`/api/submissions?${query}`, { maxRetries: 2 });
  return { rows: await response.json(), total: Number(response.headers()['x-total-count']) };
}

describe('the submissions list', () => {
  it("has its title, subtitle and the 'All Submissions' table with every column", async () => {
    const page = await pageAs(null);
    const table = await list(page);
    await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
    await page.getByText('Manage and track all insurance submissions').waitFor();
    const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(headers).toEqual(COLUMNS);
    expect(await table.getByRole('checkbox').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the first page of submissions and the total from X-Total-Count', async () => {
    const page = await pageAs(null);
    const table = await list(page);
    const { rows, total } = await api(page, 'limit=50&offset=0');
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(rows.length);
    const summary = page.getByRole('navigation', { name: 'Submissions pages' });
    await expect.poll(() => summary.innerText()).toContain(`of ${total.toLocaleString('en-US')}`);
    for (const row of rows.slice(0, 5)) {
      const link = table.getByRole('link', { name: row.submissionId, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(`/submissions/${row.submissionId}`);
    }
  });

  it("labels new submissions 'New', missing transaction types 'Not specified' and nobody 'Unassigned'", async () => {
    const page = await pageAs(null);
    const table = await list(page);
    const { rows } = await api(page, 'limit=50&offset=0');
    const newRow = rows.find((r) => r.isNew);
    if (newRow) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: newRow.submissionId, exact: true }) });
      expect(await row.innerText()).toMatch(/New/);
    }
    const unassigned = rows.find((r) => !r.assignedTo);
    if (unassigned) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: unassigned.submissionId, exact: true }) });
      expect(await row.innerText()).toContain('Unassigned');
    }
    const untyped = rows.find((r) => !r.transactionType);
    if (untyped) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: untyped.submissionId, exact: true }) });
      expect(await row.innerText()).toContain('Not specified');
    }
    expect(Boolean(newRow || unassigned || untyped)).toBe(true);
  });

  it('pages through the list on the server', async () => {
    const page = await pageAs(null);
    const table = await list(page, '/submissions?size=25');
    const { total } = await api(page, 'limit=1');
    const second = await api(page, 'limit=25&offset=25');
    if (total <= 25) return;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await table.getByRole('link', { name: second.rows[0]!.submissionId, exact: true }).waitFor();
    expect(requests.some((u) => u.includes('limit=25') && u.includes('offset=25'))).toBe(true);
  });

  it('filters New Business to new submissions and Renewals to the others; MTA filters nothing', async () => {
    const page = await pageAs(null);
    const table = await list(page);
    const tabs = page.getByRole('tablist', { name: 'Filter submissions' });
    await tabs.getByRole('tab', { name: 'New Business' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'newBusiness');
    const fresh = await api(page, 'isNew=true&limit=50');
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(Math.max(fresh.rows.length, 1));
    for (const r of fresh.rows.slice(0, 5)) await table.getByRole('link', { name: r.submissionId, exact: true }).waitFor();
    await tabs.getByRole('tab', { name: 'Renewals' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'renewals');
    const old = await api(page, 'isNew=false&limit=50');
    for (const r of old.rows.slice(0, 5)) await table.getByRole('link', { name: r.submissionId, exact: true }).waitFor();
    await tabs.getByRole('tab', { name: 'MTA' }).click();
    const all = await api(page, 'limit=50');
    for (const r of all.rows.slice(0, 5)) await table.getByRole('link', { name: r.submissionId, exact: true }).waitFor();
  });

  it('exports the selected rows to CSV', async () => {
    const page = await pageAs(null);
    const table = await list(page);
    const { rows } = await api(page, 'limit=50&offset=0');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    expect(await exportButton.isDisabled()).toBe(true);
    // A disabled export says why, on screen and to a screen reader.
    await page.getByText('Select rows to export them', { exact: true }).waitFor();
    await expect
      .poll(() => exportButton.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent))
      .toBe('Select rows to export them');
    for (const row of rows.slice(0, 2)) {
      const line = table.getByRole('row').filter({ has: page.getByRole('link', { name: row.submissionId, exact: true }) });
      // The visible box is drawn over the (visually hidden) input: click what a person sees.
      await line
        .locator('label')
        .filter({ has: page.getByRole('checkbox') })
        .click();
      await expect.poll(() => line.getByRole('checkbox').isChecked()).toBe(true);
    }
    await page.getByText('2 selected', { exact: true }).waitFor();
    expect(await page.getByText('Select rows to export them').count()).toBe(0);
    const download = page.waitForEvent('download');
    await exportButton.click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Submission ID');
    expect(csv).toContain(rows[0]!.submissionId);
    expect(csv).toContain(rows[1]!.submissionId);
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    // Labels as on the screen, never the stored codes.
    expect(csv).not.toMatch(/,(pending|in_progress|in_review|none|low|medium|high|urgent|excellent|good|fair|poor),/);
  });

  it("downloads one submission's CSV from its row", async () => {
    const page = await pageAs(null);
    const table = await list(page);
    const { rows } = await api(page, 'limit=1&offset=0');
    const download = page.waitForEvent('download');
    await table.getByRole('button', { name: `Download ${rows[0]!.submissionId}` }).click();
    const done = await download;
    expect(done.suggestedFilename()).toBe(`${rows[0]!.submissionId}.csv`);
    expect(readFileSync(await done.path(), 'utf8')).toContain(rows[0]!.client.split(',')[0]!);
  });

  it("says 'No submissions found' when there are none", async () => {
    const page = await pageAs('broker');
    await page.route(/\/api\/submissions\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' }),
    );
    await page.goto('/submissions');
    await page.getByRole('grid', { name: 'All Submissions' }).getByText('No submissions found').waitFor();
  });

  it("toasts 'Failed to load submissions' when the list cannot be read", async () => {
    const page = await pageAs('broker');
    await page.route(/\/api\/submissions\?/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/submissions');
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to load submissions' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Error');
  });

  it('scrolls a page of 500 on the compositor, keeping its row count for screen readers and reaching its last row', async () => {
    const page = await pageAs('broker');
    // Enough rows to scroll the list's area (70% of the window) a few times over.
    const { total } = await api(page, 'limit=1');
    const [client]: ClientRef[] = await (await page.request.get('/api/clients')).json();
    for (let i = total; i < 40; i++) await freshSubmission(page, { client: client! });
    const table = await list(page, '/submissions?size=500');
    const { rows } = await api(page, 'limit=500');
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe(String(rows.length + 1));

    // Chromium scrolls an opaque scroll area on the compositor, moving what is already drawn; a see-through
    // one it repaints and re-rasters whole on every frame of a scroll. The grid must be such a layer.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[role="grid"]' });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    let layers: { layerId: string; backendNodeId?: number }[] = [];
    cdp.on('LayerTree.layerTreeDidChange', (event) => {
      if (event.layers) layers = event.layers;
    });
    await cdp.send('LayerTree.enable');
    const scrollsOnCompositor = async () => {
      await table.evaluate((grid) => grid.scrollBy(0, 44));
      const own = layers.filter((l) => l.backendNodeId === node.backendNodeId);
      const reasons = await Promise.all(own.map((l) => cdp.send('LayerTree.compositingReasons', { layerId: l.layerId })));
      return reasons.some((r) => r.compositingReasonIds?.includes('OverflowScrolling'));
    };
    await expect.poll(scrollsOnCompositor).toBe(true);

    await table.evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
    const last = rows.at(-1)!;
    const lastRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: last.submissionId, exact: true }) });
    await lastRow.waitFor();
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(String(rows.length + 1));
  });

  it("at 500 a page, a row's link is a real address for a new tab and opens the submission in the page; its download button and the arrow keys reach both", async () => {
    const page = await pageAs(null);
    const table = await list(page, '/submissions?size=500');
    const { rows } = await api(page, 'limit=2');
    const [first, second] = rows as [Row, Row];
    const link = table.getByRole('link', { name: first.submissionId, exact: true });
    expect(await link.getAttribute('href')).toBe(`/submissions/${first.submissionId}`);

    // Ctrl+click leaves the list where it is and opens the address in a new tab.
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`**/submissions/${first.submissionId}`);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/submissions');

    // The download button of a row, reached from its row with the arrow keys, is pressed with Enter.
    await table.getByRole('link', { name: second.submissionId, exact: true }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Download ${second.submissionId}`);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`${second.submissionId}.csv`);

    // A plain click opens the submission without reloading the application.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await link.click();
    await page.waitForURL(`**/submissions/${first.submissionId}`);
    await page.getByRole('heading', { level: 1, name: first.client }).waitFor();
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  it("saves the office filter as a view that Views and the workspace describe by the office's name", async () => {
    const page = await pageAs(null);
    const name = `Milwaukee book ${Date.now()}`;
    await list(page, '/submissions?office=brokerage-b');
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('dialog', { name: 'Save view' }).getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save view' }).last().click();
    await expect.poll(() => page.getByText('View saved').first().isVisible()).toBe(true);

    await page.goto('/views');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect.poll(() => row.getByText('Office: Milwaukee', { exact: true }).isVisible()).toBe(true);
    expect(await row.innerText()).not.toContain('brokerage-b');
    await page.goto('/workspace');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect.poll(() => item.getByText('Office: Milwaukee').isVisible()).toBe(true);
  });

  it('opens the wizard from its Create Submission button', async () => {
    const page = await pageAs(null);
    await list(page);
    await page.getByRole('link', { name: 'Create Submission' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/create-submission'));
  });
});
