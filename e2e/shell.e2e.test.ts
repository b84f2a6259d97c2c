import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

interface Row {
  id: string;
  submissionId: string;
  client: string;
  assignedTo: string | null;
  createdBy: string | null;
  status: string;
}

async function apiList(page: Page, query: string): Promise<{ rows: Row[]; total: number }> {
  const response = await page.request.get(`/api/submissions?${query}`, { maxRetries: 2 });
  expect(response.ok()).toBe(true);
  return { rows: await response.json(), total: Number(response.headers()['x-total-count']) };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The badges' live counts for whoever `page` is signed in as. */
async function liveCounts(page: Page): Promise<{ notifications: number; messages: number; tasks: number }> {
  const response = await page.request.get('/api/live/counts', { maxRetries: 2 });
  expect(response.ok()).toBe(true);
  return response.json();
}
/** An entry's name with its badge ('Tasks (3)'); no badge at 0. */
const counted = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);
const TASKS_ENTRY = /^Tasks( \(\d+\))?$/;

describe('the broker shell', () => {
  it('starts with a collapsed icon rail and expands to labelled groups with badges and the brand line', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const sidebar = nav(page);
    await sidebar.waitFor();
    const rail = page.getByRole('complementary').filter({ has: sidebar });
    expect((await rail.boundingBox())!.width).toBe(56); // 14 units of 4px
    // Collapsed: the main entries (with the live counts as badges) and the quick links, by name.
    const live = await liveCounts(page);
    const entries = [
      'My Workbench',
      counted('Notifications', live.notifications),
      'Insights',
      counted('Messages', live.messages),
      counted('Tasks', live.tasks),
      'Teams',
      'Workspace',
      'Support',
    ];
    for (const name of entries) {
      await sidebar.getByRole('link', { name, exact: true }).waitFor();
    }
    await rail.getByRole('button', { name: 'Expand sidebar' }).click();
    await rail.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await expect.poll(async () => (await rail.boundingBox())!.width).toBe(224); // 56 units
    for (const group of ['Main', 'Teams & Brokerages', 'Workspace', 'Support']) {
      await sidebar.getByRole('list', { name: group, exact: true }).waitFor();
    }
    // The two office entries carry the names the demo firm gave its offices.
    for (const name of ['Chicago Loop', 'Milwaukee', 'Submissions', 'Projects', 'Views', 'Parties', 'Reports']) {
      await sidebar.getByRole('link', { name, exact: true }).waitFor();
    }
    const text = await sidebar.innerText();
    for (const [label, count] of [
      ['Notifications', live.notifications],
      ['Messages', live.messages],
      ['Tasks', live.tasks],
    ] as const) {
      if (count > 0) expect(text).toMatch(new RegExp(`${label}\\s*${count}\\b`));
      else expect(text).not.toMatch(new RegExp(`${label}\\s*\\d`));
    }
    expect(await rail.innerText()).toContain('Commercial insurance');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('highlights the entry of the current page', async () => {
    const page = await pageAs('broker');
    await page.goto('/insights');
    const current = nav(page).locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toBe('Insights');
    await nav(page).getByRole('link', { name: TASKS_ENTRY }).click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    await expect.poll(() => current.textContent()).toMatch(TASKS_ENTRY);
    expect(await current.count()).toBe(1);
  });

  it('has the four top-bar tabs, starting on My Workbench, and the search box', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Workbench views' }).getByRole('tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['My Workbench', 'Assigned to me', 'Created', 'Activity']);
    await expect(page.getByRole('tab', { name: 'My Workbench' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByPlaceholder('Search for a submission, client or carrier').waitFor();
    const me = await (await page.request.get('/api/auth/user', { maxRetries: 2 })).json();
    await page.getByRole('banner').getByRole('img', { name: me.fullName }).waitFor();
  });

  it('narrows the dashboard to submissions assigned to me', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('tab', { name: 'Assigned to me' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'assigned');
    await page.getByRole('heading', { name: 'Assigned to me', level: 1 }).waitFor();
    await expect
      .poll(() => requests.filter((u) => u.includes('/api/submissions?') && u.includes('assignedTo=me')).length)
      .toBeGreaterThan(0);
    const expected = await apiList(page, 'status=pending&assignedTo=me&limit=10');
    const table = page.getByRole('grid', { name: 'Pending' });
    await expect.poll(async () => (await table.getByRole('row').count()) - 1).toBe(Math.max(expected.rows.length, 1));
    for (const row of expected.rows) await table.getByText(row.submissionId, { exact: true }).waitFor();
  });

  it('narrows the dashboard to submissions I created', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Created' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'created');
    const expected = await apiList(page, 'status=in_progress&createdBy=me&limit=10');
    const table = page.getByRole('grid', { name: 'In Progress' });
    await table.waitFor();
    for (const row of expected.rows) await table.getByText(row.submissionId, { exact: true }).waitFor();
  });

  it('shows the latest history across submissions under Activity', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'activity');
    const entries: { submissionId: string; action: string }[] = await (await page.request.get('/api/activity', { maxRetries: 2 })).json();
    const table = page.getByRole('grid', { name: 'Recent Activity' });
    await table.waitFor();
    expect(entries.length).toBeGreaterThan(0);
    await table.getByText(entries[0]!.action).first().waitFor();
    await table.getByRole('link', { name: entries[0]!.submissionId }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds submissions as you type and opens the best match on Enter', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const { rows } = await apiList(page, 'limit=1');
    const target = rows[0]!;
    const box = page.getByPlaceholder('Search for a submission, client or carrier');
    await box.fill(target.client.slice(0, 6));
    await page.getByRole('option').first().waitFor();
    await box.fill(target.submissionId);
    await page.getByRole('option', { name: new RegExp(target.submissionId) }).waitFor();
    await box.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/submissions/${target.submissionId}`);
  });

  it('opens a search result when it is chosen', async () => {
    const page = await pageAs('broker');
    await page.goto('/submissions');
    const { rows } = await apiList(page, 'limit=2');
    const target = rows[1] ?? rows[0]!;
    await page.getByPlaceholder('Search for a submission, client or carrier').fill(target.submissionId);
    await page.getByRole('option', { name: new RegExp(target.submissionId) }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/submissions/${target.submissionId}`);
  });
});
