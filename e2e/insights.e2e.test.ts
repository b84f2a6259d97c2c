/**
 * Insights end to end: a manager opens the page, narrows it to one product and sees the address and the
 * figures follow, then reads a chart's figures as a table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Insights } from '@workbench/core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'manager');
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

const figures = async (query: string) => {
  const response = await page.request.get(`/api/insights${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Insights;
};
/** A key figure's value: each tile is a region named by its label, its value the paragraph under it. */
const tile = (label: string) => page.getByRole('region', { name: label, exact: true }).locator('p').first();

describe('insights', () => {
  it('follows a filter change in the address and in every figure', async () => {
    await page.goto('/insights');
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    await expect.poll(() => tile('Submissions received').textContent()).toMatch(/^\d/);
    const all = await figures('');
    expect(await tile('Submissions received').textContent()).toBe(all.funnel.received.toLocaleString('en-US'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /\bProduct\b/ }).click();
    await page.getByRole('option', { name: 'Commercial Auto' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('product')).toBe('commercial_auto');

    const auto = await figures('?product=commercial_auto');
    expect(auto.funnel.received).toBeLessThan(all.funnel.received);
    await expect.poll(() => tile('Submissions received').textContent()).toBe(auto.funnel.received.toLocaleString('en-US'));
    await expect.poll(() => tile('Bound').textContent()).toBe(auto.funnel.bound.toLocaleString('en-US'));

    // The address alone brings the same view back: a shared link shows the same figures.
    await page.reload();
    await expect.poll(() => tile('Submissions received').textContent()).toBe(auto.funnel.received.toLocaleString('en-US'));
  });

  it('shows a chart’s figures as a table, and the chart is a named image the keyboard reaches', async () => {
    const chart = page.getByRole('figure', { name: 'Submissions by month' });
    const image = chart.getByRole('img', { name: /^Submissions by month: / });
    await expect.poll(() => image.getAttribute('tabindex')).toBe('0');
    await image.focus();
    expect(await image.evaluate((el) => el === document.activeElement)).toBe(true);

    const { months } = await figures('?product=commercial_auto');
    // From the keyboard: the chart's switch sits just before it, in its heading row.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    const table = chart.getByRole('table', { name: 'Submissions by month' });
    await expect.poll(() => table.getByRole('row').count()).toBe(months.length + 1);
    const cells = await table.locator('tbody td').allTextContents();
    expect(cells).toEqual(months.map((m) => m.submissions.toLocaleString('en-GB')));
    // The year's twelve months by the names the rest of the app writes: 'Sep 2026', never 'Sept 2026'.
    const names = await table.locator('tbody tr > :first-child').allTextContents();
    expect(names).toHaveLength(months.length);
    expect(names.filter((name) => /^Sep \d{4}$/.test(name))).toHaveLength(months.filter((m) => m.month.endsWith('-09')).length);
    expect(await chart.getByRole('img').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await chart.getByRole('switch', { name: 'Show table: Submissions by month' }).press('Space');
    await expect.poll(() => chart.getByRole('img').count()).toBe(1);
  });
});
