/** Browser helpers for the suite: launch chromium, sign in, and run axe on the current screen. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { baseURL, mailboxURL } from './lanes.ts';

export const CHROMIUM = '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export { baseURL, mailboxURL };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
}

let contexts = 0;
/**
 * Each browser context comes from an address of its own (the suite's server trusts X-Forwarded-For, as
 * behind a proxy), as separate people would: the whole suite registers and signs in far more often than
 * one address may within the throttles' 15 minutes.
 */
const addressOfNextContext = () => {
  const n = ++contexts;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': addressOfNextContext() },
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/** A window's size, as the layout tests name them (a laptop's 1280x720, a phone's 390x844). */
export type WindowSize = { width: number; height: number };

/**
 * The browser of one test file: launched before its tests, closed after them. `pageAs(who, size)` opens a
 * window in a browser context of its own (another person's, from an address of its own), signed in as `who`
 * unless `who` is null, and closes it when the test ends; a second tab of the same person is
 * `page.context().newPage()`.
 */
export function useBrowser() {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = () => {
    if (!launched) throw new Error('the browser is launched before the tests, in beforeAll');
    return launched;
  };
  return {
    browser,
    async pageAs(who: keyof typeof DEMO | null, size?: WindowSize): Promise<Page> {
      const { context, page } = await newPage(browser(), size);
      onTestFinished(() => context.close());
      if (who) await signInByApi(page, who);
      return page;
    },
  };
}

export const DEMO = {
  broker: { username: 'broker', password: 'broker123' },
  customer: { username: 'customer', password: 'customer123' },
  manager: { username: 'manager', password: 'manager123' },
  insurer: { username: 'insurer', password: 'insurer123' },
} as const;

/** Signs in through the API (fast); the session cookie lands in the page's context. */
export async function signInByApi(page: Page, who: keyof typeof DEMO): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: DEMO[who],
    headers: { Origin: baseURL() },
  });
  if (!response.ok()) throw new Error(`sign-in as ${who} failed: ${response.status()} ${await response.text()}`);
}

/** Signs in through the /auth form, as a person does. */
export async function signInByForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Serious and critical accessibility violations of the current screen (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Text still fading or sliding in (a side panel, a dialog, a toast) is measured at partial opacity and fails
  // colour contrast at random: let every finite animation and transition end first (spinners run forever: skip
  // them), and look again after two frames, since one can start just after the last has ended (a toast shown
  // once a save answers).
  await page.evaluate(async () => {
    const deadline = performance.now() + 4000;
    const finite = () =>
      document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (performance.now() < deadline) {
      const running = finite();
      if (running.length === 0) {
        await frame();
        await frame();
        if (finite().length === 0) return;
        continue;
      }
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    }
  });
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The path and query of the link to `pathname` in the newest mail to `address` that has one (waiting for it),
 * to open on the suite's server whatever host the mail's links name.
 */
export async function linkMailedTo(address: string, pathname: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as { text: string }[];
    for (const mail of mails.toReversed()) {
      for (const found of mail.text.matchAll(/https?:\/\/\S+/g)) {
        const url = new URL(found[0]);
        if (url.pathname === pathname) return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} with a link to ${pathname} within ${timeoutMs} ms`);
}

/**
 * How far an element's surroundings scroll sideways, in pixels: 0 when every box it sits in shows it whole
 * without scrolling (a table's frame, its card, the page).
 */
export function hiddenSideways(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    for (let box = node.parentElement; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1) return box.scrollWidth - box.clientWidth;
    }
    return 0;
  });
}
