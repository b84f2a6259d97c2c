/**
 * Where the customer portal leaves a customer when something is not there or could not be read: each such
 * screen says which it is and offers the way on (back to a list or the dashboard, or asking again).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

const customerPage = () => pageAs('customer');

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

describe('the customer portal when something is missing or fails', () => {
  it('says a list could not be loaded, rather than that it is empty, and loads it on Try again', async () => {
    const page = await customerPage();
    // The list read fails once (the server is briefly away); the submission detail reads are left alone.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/submissions',
      (route) =>
        failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }) : route.continue(),
    );
    await page.goto('/customer/submissions');
    await page.getByRole('heading', { name: 'Your submissions could not be loaded' }).waitFor();
    expect(await page.getByText('No submissions found').count()).toBe(0);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('list', { name: 'Submissions' }).getByRole('listitem', { name: 'SUB-2026-0001' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your submissions could not be loaded' }).count()).toBe(0);
  });

  it('leads from an unknown portal address back to the dashboard', async () => {
    const page = await customerPage();
    await page.goto('/customer/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/customer');
    await page.getByRole('heading', { name: /^Welcome Back/ }).waitFor();
  });

  it('says a submission that is not theirs is not found, without an error toast, and leads back to the list', async () => {
    const page = await customerPage();
    await page.goto('/customer/submissions/SUB-1999-9999');
    await page.getByRole('heading', { name: 'Submission not found' }).waitFor();
    expect(await toasts(page).getByText('Failed to load submission details').count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to Submissions' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/submissions');
    await page.getByRole('list', { name: 'Submissions' }).waitFor();
  });
});
