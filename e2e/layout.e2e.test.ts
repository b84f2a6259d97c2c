import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, signInByApi, signInByForm } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page reaches past the right edge of the window. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the workbench on a phone', () => {
  it('fits the width: no page scrolls sideways', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'broker');
    for (const [path, heading] of [
      ['/', 'My Workbench'],
      ['/submissions', 'Submissions'],
      ['/create-submission/client', 'Create Submission'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('opens the navigation, labels and all, from a menu button, with finger-sized entries', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'broker');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const link = menu.getByRole('link', { name: 'Submissions', exact: true });
    expect(await link.innerText()).toBe('Submissions');
    for (const entry of await menu.getByRole('link').all()) expect((await box(entry)).height).toBeGreaterThanOrEqual(44);
    await link.click();
    await page.waitForURL('**/submissions');
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives the customer portal the same labelled menu with finger-sized entries', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'customer');
    await page.goto('/customer');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Customer navigation' });
    expect(await nav.getByRole('link', { name: 'Policies' }).innerText()).toBe('Policies');
    for (const entry of await nav.getByRole('link').all()) {
      const { width, height } = await box(entry);
      expect(height).toBeGreaterThanOrEqual(44);
      expect(width).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  it("makes the customer's Edit links finger-sized", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'customer');
    await page.goto('/customer');
    const edit = page.getByRole('link', { name: /^(Edit|View) →$/ });
    await edit.first().waitFor();
    for (const link of await edit.all()) {
      const { width, height } = await box(link);
      expect(height).toBeGreaterThanOrEqual(44);
      expect(width).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  it('shows that the cut-off view tabs scroll', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'broker');
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Workbench views' });
    await tabs.waitFor();
    await expect.poll(() => tabs.getAttribute('data-more-after')).toBe('');
    expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await context.close();
  });

  it('keeps a long e-mail address inside its card', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByApi(page, 'broker');
    const tag = Date.now().toString(36);
    const email = `accounts.payable.department.${tag}@a-very-long-company-name-logistics.example.com`;
    const created = await page.request.post('/api/clients', {
      data: { name: `Longmail ${tag}`, contactPerson: 'Pat Long', email, phone: null, address: null },
      headers: { Origin: baseURL() },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/create-submission/client');
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /search/i }))
      .first()
      .fill(`Longmail ${tag}`);
    const text = page.getByText(email);
    await text.waitFor();
    const card = page.getByRole('radio', { name: new RegExp(`Longmail ${tag}`) }).locator('xpath=ancestor::label[1]');
    const [inner, outer] = [await box(text), await box(card)];
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('shows toasts below the header, never over Log out', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInByForm(page, 'broker', 'broker123');
    const toast = page.getByRole('status').filter({ hasText: 'Login successful' });
    await toast.waitFor();
    const header = await box(page.getByRole('banner'));
    expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await context.close();
  });
});

describe('the workbench on a laptop', () => {
  it('gives every Submissions column room to read, scrolling the table rather than squeezing it', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    await page.goto('/submissions');
    await page.getByRole('heading', { name: 'All Submissions' }).waitFor();
    for (const name of ['Client', 'Product']) {
      expect((await box(page.getByRole('columnheader', { name, exact: true }))).width, name).toBeGreaterThanOrEqual(120);
    }
    // No heading is wider than its column (drawn over the next one).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('th')].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent),
    );
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('shows toasts at the top right below the top bar, clear of the sidebar, the tables and the forward buttons', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByForm(page, 'broker', 'broker123');
    const toast = page.getByRole('status').filter({ hasText: 'Login successful' });
    await toast.waitFor();
    const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('navigation', { name: 'Main navigation' }) });
    await sidebar.waitFor();
    // It may appear while the sign-in page still shows, then moves aside once the workbench is there.
    await expect.poll(async () => overlaps(await box(toast), await box(sidebar))).toBe(false);
    const shown = await box(toast);
    const banner = await box(page.getByRole('banner'));
    expect(overlaps(shown, banner)).toBe(false);
    expect(shown.x).toBeGreaterThan(LAPTOP.width / 2);
    expect(shown.y + shown.height).toBeLessThan(LAPTOP.height / 2);
    await context.close();
  });

  it('takes an error toast back once a later load succeeds', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInByApi(page, 'broker');
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/submissions',
      (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }) : route.fallback()),
    );
    await page.goto('/submissions');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load submissions' });
    await error.waitFor();
    failing = false;
    await page.getByRole('tab', { name: 'New Business' }).click();
    // Gone at once, well before it would have closed by itself.
    await error.waitFor({ state: 'detached', timeout: 2500 });
    await context.close();
  });
});
