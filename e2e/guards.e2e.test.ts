import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi, signInByForm, DEMO } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('routing and guards', () => {
  it('sends a signed-out visitor of any guarded page to /auth', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/', '/submissions', '/reports', '/customer', '/customer/submissions/1', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
    }
    await context.close();
  });

  it('returns to the page first asked for after signing in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reports');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Username').fill(DEMO.broker.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.broker.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await context.close();
  });

  it('shows a spinner while the current user is loading', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('status').filter({ hasText: 'Loading' }).first().waitFor();
    await page.getByRole('heading', { name: 'Pending', exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('denies a customer the broker area', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'customer');
    for (const path of ['/', '/submissions', '/reports']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access this page.").waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('denies brokers, managers and insurers the customer portal', async () => {
    for (const who of ['broker', 'manager', 'insurer'] as const) {
      const { context, page } = await newPage(browser);
      await signInByApi(page, who);
      await page.goto('/customer');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access this page.").waitFor();
      await context.close();
    }
  });

  it('lets managers and insurers into the broker area', async () => {
    for (const who of ['manager', 'insurer'] as const) {
      const { context, page } = await newPage(browser);
      await signInByForm(page, DEMO[who].username, DEMO[who].password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'In Review', exact: true }).waitFor();
      await context.close();
    }
  });

  it('shows the not-found screen for an unknown broker path', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { name: '404 Page Not Found', exact: true }).waitFor();
    await page.getByText('Did you forget to add the page to the router?', { exact: true }).waitFor();
    // The plainer sentence and the way back stay below the product's line.
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await page.getByRole('link', { name: 'Back to My Workbench' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/broker-not-found.png' });
    await context.close();
  });

  it('shows the customer not-found screen for an unknown customer path', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'customer');
    await page.goto('/customer/nowhere');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await context.close();
  });

  it('keeps the wizard, detail and customer routes in place', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    for (const path of ['/create-submission', '/create-submission/client', '/submissions/SUB-0000-0000']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
    }
    await context.close();
  });
});
