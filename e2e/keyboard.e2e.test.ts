import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

/** What has focus: its role (or tag), its accessible text and its size on screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      width: box.width,
      height: box.height,
    };
  });

/** Presses Tab until `done` holds for the focused element; answers how many presses it took. */
async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, most = 60): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return presses;
  }
  throw new Error(`not reached within ${most} presses of Tab`);
}

describe('keyboard use of the workbench', () => {
  it('has no invisible stop in the tab order after Log out', async () => {
    const page = await pageAs('broker');
    await page.goto('/submissions');
    await page.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.width * next.height).toBeGreaterThan(4);
    expect(next.role).not.toBe('tabpanel');
  });

  it('skips the navigation: the first Tab offers a skip link that leads to the first dashboard row in a few presses', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Pending', exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    const presses = await tabUntil(page, (f) => f.role === 'row');
    // The dashboard's own filter and action buttons come before the first row, the navigation does not.
    expect(presses).toBeLessThanOrEqual(10);
  });

  it('opens the focused submission row with Enter and starts the new page on its heading', async () => {
    const page = await pageAs('broker');
    await page.goto('/submissions');
    await page.getByRole('heading', { name: 'All Submissions' }).waitFor();
    const firstId = (await page.getByRole('rowheader').first().innerText()).match(/SUB-\d{4}-\d{4}/)![0];
    await tabUntil(page, (f) => f.role === 'row');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/submissions/${firstId}`);
    await expect.poll(async () => (await focused(page)).role).toBe('h1');
  });

  it('moves focus to the heading of the page a sidebar link opens', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Submissions', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/submissions');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'h1', text: 'Submissions' });
  });

  it('opens a dialog on its first field', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('button', { name: 'Send Submission Form' }).click();
    await page.getByRole('dialog', { name: 'Send Submission Form' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ role: 'combobox' });
  });
});
