import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../e2e/support/server.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The built web app runs under the server's content security policy: Chromium loads the screens and reports
 * no violation (app.test.ts checks the header's directives on one response).
 */
const webDist = resolve(import.meta.dirname, '../../../web/dist');
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureWebBuild();
  app = await startTestApp({ config: { webDist } });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A page that records every CSP violation the browser reports, from before the app's first script runs. */
async function watchedPage(role?: 'broker' | 'customer'): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext({ baseURL: app.url });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  if (role) {
    const user = await app.createUser(role, role === 'customer' ? { email: 'csp-customer@example.com' } : {});
    const login = await page.request.post('/api/auth/login', {
      data: { username: user.username, password: DEFAULT_PASSWORD },
      headers: { origin: app.url },
    });
    expect(login.status()).toBe(200);
  }
  const violations = async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
  return { page, violations };
}

describe('content security policy in the browser', () => {
  it('serves the app shell with no inline script, so script-src self holds', () => {
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('loads the sign-in page with no violation', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto('/auth');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('tab', { name: 'Login' }).waitFor()).resolves.toBeUndefined();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('runs the broker screens with no violation', async () => {
    const { page, violations } = await watchedPage('broker');
    const broker = (await app.signedIn('broker')).http;
    const { submission } = await aSubmissionFor(broker, { submission: { description: 'CSP check' } });
    for (const [path, heading] of [
      ['/', /My Workbench|Pending/],
      ['/submissions', /Submissions/],
      [`/submissions/${submission.id}`, /Acme Manufacturing/],
      ['/create-submission/client', /Select Client/],
    ] as const) {
      await page.goto(path);
      await page.getByText(heading).first().waitFor();
    }
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('runs the customer portal with no violation', async () => {
    const { page, violations } = await watchedPage('customer');
    await page.goto('/customer');
    await page
      .getByText(/Welcome Back/)
      .first()
      .waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('reports a violation when a page does run an inline script, so the checks above can fail', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/auth');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await page.context().close();
  });
});
