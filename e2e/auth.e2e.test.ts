import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, newPage, seriousViolations, signInByApi, signInByForm } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('the sign-in page', () => {
  it('offers Login and Register tabs, starting on Login, with the two demo logins', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).resolves.toBe('false');
    const demo = page.getByRole('region', { name: 'Demo logins' });
    await expect(demo.innerText()).resolves.toMatch(/Broker\s+broker \/ broker123/);
    await expect(demo.innerText()).resolves.toMatch(/Customer\s+customer \/ customer123/);
    await context.close();
  });

  it('presents the product with its three selling points on wide screens', async () => {
    const { context, page } = await newPage(browser, { width: 1280 });
    await page.goto('/auth');
    const panel = page.getByRole('complementary', { name: 'About Workbench' });
    await panel.getByRole('heading', { name: 'Simplify Your Insurance Workflow' }).waitFor();
    const text = await panel.innerText();
    expect(text).toContain('Document Intelligence');
    expect(text).toContain('Automatically extract key information from documents');
    expect(text).toContain('Role-Based Access');
    expect(text).toContain('Different views for brokers, managers, customers and insurers');
    expect(text).toContain('Risk Visualization');
    expect(text).toContain('Comprehensive risk profiles and real-time data analysis');
    await context.close();
  });

  it('hides the marketing panel on small screens', async () => {
    const { context, page } = await newPage(browser, { width: 600, height: 900 });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByText('Simplify Your Insurance Workflow').isVisible()).toBe(false);
    await context.close();
  });

  it('requires a username and a password before asking the server', async () => {
    const { context, page } = await newPage(browser);
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) loginCalls++;
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(loginCalls).toBe(0);
    // After a refused submit each message follows its own field's value as it is typed.
    await page.getByRole('textbox', { name: 'Username' }).fill('broker');
    await page.getByText('Username is required').waitFor({ state: 'detached' });
    await expect(page.getByText('Password is required').isVisible()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Username' }).fill('  ');
    await page.getByText('Username is required').waitFor();
    expect(loginCalls).toBe(0);
    await context.close();
  });

  it('signs a broker in with a welcome toast and opens the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signInByForm(page, DEMO.broker.username, DEMO.broker.password);
    await page.getByText('Login successful').waitFor();
    await page.getByText(/^Welcome back, .+!$/).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Pending', exact: true }).waitFor();
    await context.close();
  });

  it('lands a customer in the customer portal', async () => {
    const { context, page } = await newPage(browser);
    await signInByForm(page, DEMO.customer.username, DEMO.customer.password);
    await page.waitForURL((url) => url.pathname === '/customer');
    await context.close();
  });

  it('shows a refused sign-in in red under the form and as a destructive toast', async () => {
    const { context, page } = await newPage(browser);
    await signInByForm(page, 'broker', 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Invalid username or password');
    const underForm = page.getByRole('form', { name: 'Login' }).getByRole('alert');
    await expect(underForm.innerText()).resolves.toBe('Invalid username or password');
    const color = await underForm.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it("reads 'Logging in...' while the sign-in is under way", async () => {
    const { context, page } = await newPage(browser);
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await signInByForm(page, DEMO.broker.username, DEMO.broker.password);
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('explains each registration rule with the spec message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Full name is required',
      'Must be a valid email',
    ]) {
      await page.getByText(message).waitFor();
    }
    await context.close();
  });

  it('registers a new customer by default, welcomes them and opens the customer portal', async () => {
    const { context, page } = await newPage(browser);
    const username = `cust${unique()}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill('Casey Customer');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/customer');
    const me = await (await page.request.get('/api/auth/user', { maxRetries: 2 })).json();
    expect(me).toMatchObject({ username, role: 'customer', fullName: 'Casey Customer' });
    await context.close();
  });

  it('registers a broker when Broker is chosen, with a welcome toast, landing on the page that says the account awaits approval', async () => {
    const { context, page } = await newPage(browser);
    const username = `brk${unique()}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill('Blake Broker');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Broker', exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration successful').waitFor();
    await page.getByText('Welcome, Blake Broker!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Awaiting approval' }).waitFor();
    await context.close();
  });

  it('refuses a taken username in red under the form and as a toast', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill('Another Broker');
    await page.getByLabel('Email').fill(`dup${unique()}@example.com`);
    await page.getByLabel('Username').fill('broker');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Registration failed' }).waitFor();
    await expect(page.getByRole('form', { name: 'Register' }).getByRole('alert').innerText()).resolves.toBe('Username already exists');
    await context.close();
  });

  it('signs out with a toast and returns to the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logout successful').waitFor();
    await page.getByText('You have been logged out').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect((await page.request.get('/api/auth/user', { maxRetries: 2 })).status()).toBe(401);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it('sends a signed-in broker from /auth to the dashboard and a customer to /customer', async () => {
    for (const [who, path] of [
      ['broker', '/'],
      ['customer', '/customer'],
    ] as const) {
      const { context, page } = await newPage(browser);
      await signInByApi(page, who);
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === path);
      await context.close();
    }
  });

  it('has no serious or critical accessibility violation on either tab', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
