/**
 * Where things appear on the screens brokers and customers use most, measured in a real window at the sizes
 * people use: a laptop's 1280x720 and a phone's 390x844.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type DEMO, launchBrowser, newPage, signInByApi, signInByForm } from './support/browser.ts';
import { button, throughToPreview } from './support/wizard.ts';

let browser: Browser;
const opened: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOP = { width: 1280, height: 720 };

/** A window of the given size in a context of its own, signed in as `who` when given. */
async function pageFor(size: { width: number; height: number } | undefined, who?: keyof typeof DEMO): Promise<Page> {
  const { context, page } = await newPage(browser, size);
  opened.push(context);
  if (who) await signInByApi(page, who);
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

describe('a submission on a laptop, with the messages panel open', () => {
  it('gives the message list the height the window leaves, the message box staying at the bottom in view', async () => {
    const page = await pageFor(LAPTOP, 'broker');
    const [first] = (await (await page.request.get('/api/submissions?limit=1')).json()) as { submissionId: string }[];
    await page.goto(`/submissions/${first!.submissionId}`);
    const list = page.getByRole('list', { name: 'Message list' });
    await list.waitFor();
    const panel = page.getByRole('complementary', { name: 'Messages' });
    const composer = page.getByRole('form', { name: 'New message' });
    const header = await box(page.getByRole('banner'));

    const shown = await box(list);
    expect(shown.height).toBeGreaterThanOrEqual(300);
    const compose = await box(composer);
    expect(shown.y + shown.height).toBeLessThanOrEqual(compose.y);
    expect(compose.y + compose.height).toBeLessThanOrEqual(LAPTOP.height);

    // The panel fills the window below the header, and stays there while the page scrolls.
    for (const scrolled of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled);
      const frame = await box(panel);
      expect(frame.y, `scrolled ${scrolled}`).toBeGreaterThanOrEqual(header.y + header.height);
      expect(frame.y + frame.height, `scrolled ${scrolled}`).toBeLessThanOrEqual(LAPTOP.height);
      expect(frame.height, `scrolled ${scrolled}`).toBeGreaterThanOrEqual(LAPTOP.height - header.height - 64);
    }
  });
});

describe('addresses and toasts', () => {
  it("lands on the saved submission's SUB id after the wizard saves it", async () => {
    const page = await pageFor(undefined, 'broker');
    await throughToPreview(page);
    await button(page, 'Save Submission').click();
    await page.waitForURL((url) => url.pathname.startsWith('/submissions/'));
    expect(new URL(page.url()).pathname).toMatch(/^\/submissions\/SUB-\d{4}-\d+$/);
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
  });

  it('shows the sign-in toast in its place from its first frame, beside the sidebar', async () => {
    const page = await pageFor(LAPTOP);
    // Where the toast is each time the page changes and on every frame, from the moment it exists.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { toastXs: number[] }).toastXs = seen;
      const note = () => {
        const toast = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Login successful'));
        if (toast) seen.push(toast.getBoundingClientRect().x);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true });
      const frame = () => {
        note();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await signInByForm(page, 'broker', 'broker123');
    const toast = page.getByRole('status').filter({ hasText: 'Login successful' });
    await toast.waitFor();
    await page.waitForTimeout(500);
    const settled = (await box(toast)).x;
    const xs = await page.evaluate(() => (window as unknown as { toastXs: number[] }).toastXs);
    expect(xs.length).toBeGreaterThan(0);
    for (const x of xs) expect(x).toBeCloseTo(settled, 0);
    const sidebar = await box(page.getByRole('navigation', { name: 'Main navigation' }));
    expect(settled).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
  });
});
