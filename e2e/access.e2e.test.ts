/**
 * Who may work: staff who register wait for a broker manager's approval, customers confirm their e-mail
 * address (or arrive through an invitation, which confirms it), and broker managers decide on accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REFUSED_MESSAGE, type Role, type User } from '@workbench/core';
import { baseURL, launchBrowser, linkMailedTo, newPage, seriousViolations, signInByApi, signInByForm } from './support/browser.ts';

let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function freshPage(options: { width?: number; height?: number } = {}): Promise<Page> {
  const { context, page } = await newPage(browser, options);
  opened.push(context);
  return page;
}

async function pageAs(who: 'broker' | 'manager' | 'insurer' | 'customer'): Promise<Page> {
  const page = await freshPage();
  await signInByApi(page, who);
  return page;
}

interface Registered {
  page: Page;
  user: User;
  username: string;
  password: string;
}

/** A new account of `role` opened through the API; the returned page is signed in as it. */
async function registered(role: Role, fullName = `${role === 'customer' ? 'Casey' : 'Blake'} ${unique().slice(-5)}`): Promise<Registered> {
  const page = await freshPage();
  const tag = unique();
  const username = `${role.slice(0, 4)}_${tag}`;
  const password = 'secret123';
  const response = await page.request.post('/api/auth/register', {
    data: { username, password, fullName, email: `${username}@example.com`, role },
    headers: { Origin: baseURL() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { page, user: (await response.json()) as User, username, password };
}

/** A toast: destructive ones are alerts, the others polite status messages. */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first();

async function fillRegistration(page: Page, values: { fullName: string; email: string; username: string }) {
  await page.getByLabel('Full Name').fill(values.fullName);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Username').fill(values.username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
}

describe('a staff account awaiting approval', () => {
  it('lands a newly registered broker on Awaiting approval, with who approves and a way to sign out', async () => {
    const page = await freshPage({ width: 1280, height: 720 });
    const username = `brk${unique()}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await fillRegistration(page, { fullName: 'Parker Pending', email: `${username}@example.com`, username });
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Broker', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Awaiting approval', level: 1 }).waitFor();
    // As it opens for them next time (the role picker's announcements stay in the page for a while).
    await page.reload();
    await page.getByText(ACCOUNT_PENDING_MESSAGE).waitFor();
    await page.getByText(/A broker manager at your firm reviews every new/).waitFor();
    const facts = await page.getByRole('definition').allInnerTexts();
    expect(facts).toEqual(expect.arrayContaining(['Parker Pending', `${username}@example.com`, 'Broker']));
    // Nothing of the workbench: no sidebar, no dashboard.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('shows the same page on every workbench path, without asking for any staff data', async () => {
    const { page } = await registered('insurer');
    const staffCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/auth/user') staffCalls.push(path);
    });
    for (const path of ['/', '/submissions', '/create-submission', '/approvals']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Awaiting approval', level: 1 }).waitFor();
    }
    expect(staffCalls).toEqual([]);
  });

  it('opens the workbench after a broker manager approves, on Check again', async () => {
    const pending = await registered('broker', `Avery Approved ${unique().slice(-4)}`);
    await pending.page.goto('/');
    await pending.page.getByRole('heading', { name: 'Awaiting approval' }).waitFor();
    await pending.page.getByRole('button', { name: 'Check again' }).click();
    await pending.page.getByText('Still awaiting approval.').waitFor();

    const manager = await pageAs('manager');
    await manager.goto('/');
    await manager.getByRole('link', { name: /Account approvals/ }).click();
    await manager.waitForURL((url) => url.pathname === '/approvals');
    await manager.getByRole('heading', { name: 'Account approvals', level: 1 }).waitFor();
    const row = manager.getByRole('row').filter({ hasText: pending.user.fullName });
    const cells = await row.getByRole('gridcell').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining([pending.username, pending.user.email, 'Broker']));
    expect(await seriousViolations(manager)).toEqual([]);
    await manager.getByRole('button', { name: `Approve ${pending.user.fullName}` }).click();
    await toast(manager, 'Account approved').waitFor();
    await row.waitFor({ state: 'detached' });

    await pending.page.getByRole('button', { name: 'Check again' }).click();
    await pending.page.getByRole('navigation', { name: /./ }).first().waitFor();
    await pending.page.getByRole('heading', { name: 'Pending', exact: true }).waitFor();
    expect(await pending.page.getByRole('heading', { name: 'Awaiting approval' }).count()).toBe(0);
  });

  it('refuses an account after confirming, and the refused account can no longer sign in', async () => {
    const pending = await registered('broker_manager', `Rory Refused ${unique().slice(-4)}`);
    const manager = await pageAs('manager');
    await manager.goto('/approvals');
    await manager.getByRole('button', { name: `Refuse ${pending.user.fullName}` }).click();
    const dialog = manager.getByRole('dialog', { name: `Refuse ${pending.user.fullName}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Refuse account' }).click();
    await toast(manager, 'Account refused').waitFor();
    await manager.getByRole('row').filter({ hasText: pending.user.fullName }).waitFor({ state: 'detached' });

    const again = await freshPage();
    await signInByForm(again, pending.username, pending.password);
    await expect(again.getByRole('form', { name: 'Login' }).getByRole('alert').innerText()).resolves.toBe(ACCOUNT_REFUSED_MESSAGE);

    // A session that was open when the account was refused shows why it cannot work, or has ended.
    const session = await pending.page.request.get('/api/auth/user');
    await pending.page.goto('/');
    if (session.status() === 200) await pending.page.getByRole('heading', { name: 'Account not approved', level: 1 }).waitFor();
    else await pending.page.waitForURL((url) => url.pathname === '/auth');
  });
});

describe('Account approvals', () => {
  it('is in the sidebar of broker managers only; other staff get Access Denied there', async () => {
    for (const who of ['broker', 'insurer'] as const) {
      const page = await pageAs(who);
      await page.goto('/');
      await page.getByRole('navigation').first().waitFor();
      expect(await page.getByRole('link', { name: /Account approvals/ }).count()).toBe(0);
      await page.goto('/approvals');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    }
    const customer = await pageAs('customer');
    await customer.goto('/approvals');
    await customer.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });

  it('says so when no account is waiting', async () => {
    const page = await pageAs('manager');
    await page.route('**/api/accounts/pending', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/approvals');
    await page.getByRole('heading', { name: 'No accounts are waiting for approval' }).waitFor();
  });

  it('toasts when the list cannot be read, and puts a row back when a decision fails', async () => {
    const pending = await registered('broker', `Dana Declined ${unique().slice(-4)}`);
    const page = await pageAs('manager');
    await page.route('**/api/accounts/pending', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/approvals');
    await toast(page, 'Failed to load the accounts waiting for approval').waitFor();
    await page.unroute('**/api/accounts/pending');

    await page.route(`**/api/accounts/${pending.user.id}/approve`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This account is not awaiting approval' }),
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: `Approve ${pending.user.fullName}` }).click();
    await toast(page, 'This account is not awaiting approval').waitFor();
    await page.getByRole('button', { name: `Approve ${pending.user.fullName}` }).waitFor();
  });
});

describe('a customer who has not confirmed their e-mail address', () => {
  it('sees a banner on every portal page, lists in their empty state, and can have the link sent again', async () => {
    const customer = await registered('customer');
    const page = customer.page;
    await page.goto('/customer');
    const banner = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(customer.user.email);
    await page.getByText('No submissions found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/customer/policies');
    await banner.waitFor();
    await page.getByText('No active policies found').waitFor();

    await banner.getByRole('button', { name: 'Resend link' }).click();
    await banner.getByText(`We sent a new link to ${customer.user.email}.`).waitFor();
  });

  it("shows the server's reason when no new link can be sent", async () => {
    const { page } = await registered('customer');
    const reason = 'Too many links were sent to this address. Try again in 15 minutes.';
    await page.route('**/api/auth/resend-verification', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: reason }) }),
    );
    await page.goto('/customer');
    await page.getByRole('button', { name: 'Resend link' }).click();
    await page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' }).getByText(reason).waitFor();
  });

  it('confirms the address from the mailed link, and the banner goes', async () => {
    const customer = await registered('customer');
    const link = await linkMailedTo(customer.user.email, '/auth/verify');
    const confirmed = customer.page.getByRole('heading', { name: 'Your e-mail address is confirmed' });
    // The page reads the account while it sends the link's token. As on a slow network, that first read answers
    // last: what it says is from before the confirmation, and the portal must not be shown from it.
    let firstRead = true;
    await customer.page.route('**/api/auth/user', async (route) => {
      if (!firstRead) return route.continue();
      firstRead = false;
      const before = await route.fetch();
      await confirmed.waitFor({ timeout: 10_000 }).catch(() => undefined);
      await route.fulfill({ response: before }).catch(() => undefined);
    });
    await customer.page.goto(link);
    await confirmed.waitFor();
    expect(await seriousViolations(customer.page)).toEqual([]);
    await customer.page.getByRole('link', { name: 'Go to your portal' }).click();
    await customer.page.waitForURL((url) => url.pathname === '/customer');
    await customer.page.getByRole('heading', { name: /Welcome Back/ }).waitFor();
    expect(await customer.page.getByText('Confirm your e-mail address').count()).toBe(0);
    const me = (await (await customer.page.request.get('/api/auth/user')).json()) as User;
    expect(me.emailVerified).toBe(true);
  });

  it('confirms the address signed out too, then offers to sign in', async () => {
    const customer = await registered('customer');
    const link = await linkMailedTo(customer.user.email, '/auth/verify');
    const page = await freshPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    // Opened a second time, the link says it is done, not that it is bad.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your e-mail address is already confirmed' }).waitFor();
    expect(await page.getByText('This link is invalid or has expired. Ask for a new one from the portal.').count()).toBe(0);
  });

  it('explains a link that is invalid or used', async () => {
    const page = await freshPage();
    await page.goto('/auth/verify?token=not-a-real-token');
    await page.getByRole('heading', { name: 'We could not confirm your e-mail address' }).waitFor();
    await page.getByText('This link is invalid or has expired. Ask for a new one from the portal.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });
});

describe('registering through an invitation', () => {
  async function invite(email: string): Promise<string> {
    const broker = await pageAs('broker');
    const response = await broker.request.post('/api/invitations', {
      data: { email, name: 'Ivy Invited' },
      headers: { Origin: baseURL() },
    });
    expect(response.status(), await response.text()).toBe(202);
    return linkMailedTo(email, '/auth');
  }

  it('opens Register, insists on the invited address, and opens a confirmed customer account', async () => {
    const tag = unique();
    const email = `ivy.${tag}@example.com`;
    const link = await invite(email);
    expect(link).toMatch(/^\/auth\?invitation=/);

    const page = await freshPage();
    await page.goto(link);
    await expect(page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('You were invited to the customer portal').waitFor();
    expect(await page.getByRole('button', { name: /Role/ }).count()).toBe(0);

    await fillRegistration(page, { fullName: 'Ivy Invited', email: `someone.else.${tag}@example.com`, username: `ivy_${tag}` });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ invitation: new URL(link, baseURL()).searchParams.get('invitation'), role: 'customer' });
    const emailField = page.getByRole('textbox', { name: 'Email' });
    // Exactly the field's message: the invitation notice above the form starts with the same words.
    await page
      .getByRole('form', { name: 'Register' })
      .getByText('Register with the e-mail address the invitation was sent to', { exact: true })
      .waitFor();
    await expect.poll(() => emailField.getAttribute('aria-invalid')).toBe('true');

    await emailField.fill(email);
    await expect(emailField.getAttribute('aria-invalid')).resolves.not.toBe('true');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/customer');
    await page.getByRole('heading', { name: /Welcome Back, Ivy Invited/ }).waitFor();
    expect(await page.getByText('Confirm your e-mail address').count()).toBe(0);
  });

  it('explains an invitation that is no longer valid and lets the person register without it', async () => {
    const page = await freshPage();
    await page.goto('/auth?invitation=expired-or-made-up');
    const tag = unique();
    await fillRegistration(page, { fullName: 'Ira Late', email: `ira.${tag}@example.com`, username: `ira_${tag}` });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const problem = page
      .getByRole('form', { name: 'Register' })
      .getByRole('alert')
      .filter({ hasText: 'This invitation is invalid or has expired' });
    await problem.waitFor();
    await problem.getByRole('button', { name: 'Register without it' }).click();
    await page.waitForURL((url) => !url.searchParams.has('invitation'));
    await page.getByRole('button', { name: /Role/ }).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/customer');
    await page.getByRole('status').filter({ hasText: 'Confirm your e-mail address' }).waitFor();
  });

  it('refuses an address another account already uses, whatever its case', async () => {
    const taken = await registered('customer');
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await fillRegistration(page, { fullName: 'Copy Cat', email: taken.user.email.toUpperCase(), username: `copy_${unique()}` });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Registration failed').waitFor();
    await expect(page.getByRole('form', { name: 'Register' }).getByRole('alert').innerText()).resolves.toBe(
      'An account with this email already exists',
    );
  });
});
