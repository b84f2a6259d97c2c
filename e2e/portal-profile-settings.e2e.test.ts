/**
 * The signed-in person's own account in the browser: a customer edits their profile (a new address must be
 * confirmed again), changes their password and signs in with it, and signs out their other sessions; staff
 * reach the same settings from the sidebar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, linkMailedTo, newPage, seriousViolations, signInByApi, signInByForm } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'secret123';
let made = 0;

/** A customer account of its own, opened through the API; the page (1280×720) is signed in as it. */
async function newCustomer(): Promise<{ page: Page; username: string; email: string }> {
  const { page } = await newPage(browser, { width: 1280, height: 720 });
  const username = `portal_${Date.now().toString(36)}_${++made}`;
  const email = `${username}@example.com`;
  const registration = { username, password: PASSWORD, fullName: 'Robin Original', email };
  const response = await page.request.post('/api/auth/register', { data: registration, headers: { Origin: baseURL() } });
  expect(response.status(), await response.text()).toBe(201);
  return { page, username, email };
}

/** Opens the newest link mailed to `address` that confirms it. */
async function confirmAddress(page: Page, address: string) {
  await page.goto(await linkMailedTo(address, '/auth/verify'));
  await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first();

/** Replaces a field's text from the keyboard: focus, select all, type. */
async function retype(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('the customer profile', () => {
  it('edits name, company and phone from the keyboard, and checks them as the server does', async () => {
    const { page } = await newCustomer();
    await page.goto('/customer/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await retype(page, 'Full Name', 'R');
    await page.keyboard.press('Tab');
    await page.getByText('Full name is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await retype(page, 'Full Name', 'Robin Renamed');
    await retype(page, 'Company Name (optional)', 'Renamed Freight');
    await retype(page, 'Phone (optional)', '555 0142');
    await page.keyboard.press('Enter');
    await toast(page, 'Your details were updated.').waitFor();
    await expect.poll(() => page.locator('header').first().innerText()).toContain('Robin Renamed');
    expect(await page.getByText('Full name is required').count()).toBe(0);

    await page.reload();
    await page.getByLabel('Full Name', { exact: true }).waitFor();
    expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Robin Renamed');
    expect(await page.getByLabel('Company Name (optional)').inputValue()).toBe('Renamed Freight');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('555 0142');
  });

  it('lists the clients of the proven address, asks to confirm a new address again, and refuses one already taken', async () => {
    const { page, email } = await newCustomer();
    const taken = await newCustomer();
    const { page: broker } = await newPage(browser);
    await signInByApi(broker, 'broker');
    const client = await broker.request.post('/api/clients', {
      data: { name: 'Original Freight Co', email, phone: '555 0190' },
      headers: { Origin: baseURL() },
    });
    expect(client.status()).toBe(201);
    await page.goto('/customer/profile');
    await page.getByText('Confirm your e-mail address to see the clients linked to it.').waitFor();
    await confirmAddress(page, email);
    await page.goto('/customer/profile');
    await page.getByRole('list', { name: 'Your clients' }).getByRole('heading', { name: 'Original Freight Co' }).waitFor();

    await retype(page, 'Email', taken.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('An account with this email already exists').first().waitFor();

    const moved = email.replace('@', '.moved@');
    await retype(page, 'Email', moved);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `We sent a confirmation link to ${moved}.`).waitFor();
    await page.getByText('Confirm your e-mail address', { exact: true }).waitFor();
    await page.getByText('Confirm your e-mail address to see the clients linked to it.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await confirmAddress(page, moved);
    await page.goto('/customer/profile');
    await page.getByText(`No client is linked to ${moved} yet.`, { exact: false }).waitFor();
    expect(await page.getByText('Confirm your e-mail address', { exact: true }).count()).toBe(0);
  });
});

describe('the customer settings', () => {
  it('changes the password only with the current one, and the new one signs in', async () => {
    const { page, username } = await newCustomer();
    await page.goto('/customer/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'E-mail notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm New Password').fill('brand-new-pas');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The new passwords do not match').waitFor();
    await retype(page, 'Confirm New Password', 'brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await retype(page, 'Current Password', PASSWORD);
    await page.keyboard.press('Enter');
    await toast(page, 'Password changed').waitFor();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth');
    await signInByForm(page, username, PASSWORD);
    await toast(page, 'Invalid username or password').waitFor();
    await signInByForm(page, username, 'brand-new-pass');
    await page.waitForURL('**/customer');
  });

  it('keeps how often and which kinds of mail the customer wants', async () => {
    const { page } = await newCustomer();
    await page.goto('/customer/settings');
    const quotes = page.getByRole('checkbox', { name: 'Quotes' });
    await quotes.waitFor({ state: 'attached' });
    expect(await quotes.isChecked()).toBe(true);

    await page.getByRole('button', { name: /How often/ }).click();
    await page.getByRole('option', { name: 'Once a day, a digest' }).click();
    await page.getByText('Quotes', { exact: true }).click();
    await page.getByRole('button', { name: 'Save e-mail settings' }).click();
    await toast(page, 'E-mail settings saved').waitFor();

    await page.reload();
    await page.getByRole('button', { name: /How often/ }).waitFor();
    expect(await page.getByRole('button', { name: /How often/ }).innerText()).toContain('Once a day, a digest');
    expect(await page.getByRole('checkbox', { name: 'Quotes' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Messages' }).isChecked()).toBe(true);
    const saved = await page.request.get('/api/notifications/preferences');
    expect(await saved.json()).toEqual({ email: 'daily', muted: ['quote'] });
  });

  it("signs out another browser's session of the account, and keeps this one", async () => {
    const { page, username } = await newCustomer();
    const { page: other } = await newPage(browser, { width: 390, height: 844 });
    const signedIn = await other.request.post('/api/auth/login', {
      data: { username, password: PASSWORD },
      headers: { Origin: baseURL() },
    });
    expect(signedIn.status()).toBe(200);
    await other.goto('/customer/settings');
    await other.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    await page.goto('/customer/settings');
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await toast(page, '1 session was signed out. You stay signed in here.').waitFor();

    await other.reload();
    await other.waitForURL('**/auth**');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  });
});

describe('staff settings', () => {
  it('opens from the sidebar with the same sections and the staff member’s own name and phone', async () => {
    const { page } = await newPage(browser, { width: 1280, height: 720 });
    await signInByApi(page, 'insurer');
    await page.goto('/');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    for (const section of ['Your details', 'Password', 'Sessions', 'E-mail notifications']) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    expect(await page.getByLabel('Email', { exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Review requests' }).waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
