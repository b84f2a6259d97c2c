/**
 * Where things appear on the screens brokers and customers use most, measured in a real window at the sizes
 * people use: a laptop's 1280x720 and a phone's 390x844.
 */
import { describe, expect, it } from 'vitest';
import { isDecided, type SubmissionStatus } from '@workbench/core';
import type { Locator, Page } from 'playwright-core';
import { signInByApi, signInByForm, useBrowser } from './support/browser.ts';
import { freshSubmission, openDetail, origin } from './support/submissions.ts';
import { button, throughToPreview } from './support/wizard.ts';

const { pageAs } = useBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether `inner` lies wholly within `outer` (to the pixel). */
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

interface Detail {
  id: string;
  submissionId: string;
  status: string;
  tasks: unknown[];
  properties: unknown[];
}

/** Every submission the signed-in user may open, in full. */
async function submissions(page: Page): Promise<Detail[]> {
  const list = (await (await page.request.get('/api/submissions?limit=100')).json()) as { id: string }[];
  return Promise.all(list.map(async (s) => (await (await page.request.get(`/api/submissions/${s.id}`)).json()) as Detail));
}

/** The submission with the most of something (its tasks, its properties). */
async function mostOf(page: Page, count: (d: Detail) => number): Promise<Detail> {
  const all = await submissions(page);
  const best = all.reduce((a, b) => (count(b) > count(a) ? b : a));
  expect(count(best)).toBeGreaterThan(0);
  return best;
}

/**
 * The broker on the Tasks tab of the open submission with the most tasks, the messages panel open beside
 * it: a decided one offers no Edit, so it is no test of where Edit sits.
 */
async function busiestTasks(page: Page): Promise<{ grid: Locator; tasks: number }> {
  await signInByApi(page, 'broker');
  const busiest = await mostOf(page, (d) => (isDecided(d.status as SubmissionStatus) ? 0 : d.tasks.length));
  await page.goto(`/submissions/${busiest.submissionId}?tab=tasks`);
  await page.getByRole('complementary', { name: 'Messages' }).waitFor();
  const grid = page.getByRole('grid', { name: 'Tasks' });
  await grid.waitFor();
  return { grid, tasks: busiest.tasks.length };
}

describe('a submission on a laptop, with the messages panel open', () => {
  it('gives the message list the height the window leaves, the message box staying at the bottom in view', async () => {
    const page = await pageAs('broker', LAPTOP);
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

  it('shows every Tasks column, Priority and the Edit buttons included, without scrolling sideways', async () => {
    const { grid, tasks } = await busiestTasks(await pageAs(null, LAPTOP));
    const page = grid.page();
    // What the table's frame lets through: the part of it inside the window.
    const frame = await box(grid.locator('xpath=ancestor::div[1]'));
    const visible = { ...frame, width: Math.min(frame.width, LAPTOP.width - frame.x) };
    const seen = [grid.getByRole('columnheader', { name: 'Priority' }), ...(await grid.getByRole('button', { name: /^Edit / }).all())];
    expect(seen).toHaveLength(tasks + 1);
    for (const element of seen) expect(within(await box(element), visible), await element.innerText()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('marks the table as one that scrolls, by name and by a faded edge, where the columns cannot fit', async () => {
    const page = (await busiestTasks(await pageAs(null, LAPTOP))).grid.page();
    // The labelled sidebar leaves the table too little room.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const region = page.getByRole('region', { name: 'Tasks, scrolls sideways' });
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    await expect.poll(() => region.getAttribute('data-more-after')).toBe('');
    expect(await region.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    // The keyboard can reach it and scroll it to the last column.
    await region.focus();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return region.getAttribute('data-more-after');
      })
      .toBeNull();
    expect(await region.getAttribute('data-more-before')).toBe('');
  });
});

describe('the first screen on a phone', () => {
  it("shows the start of the broker's Pending table below the metric tiles", async () => {
    const page = await pageAs('broker', PHONE);
    await page.goto('/');
    const table = page.getByRole('grid', { name: 'Pending' });
    await table.waitFor();
    await page.getByRole('region', { name: 'Metrics' }).getByText('Pending Actions').waitFor();
    expect((await box(table)).y).toBeLessThan(PHONE.height);
  });

  it("shows the customer's Recent Submissions below the three summary cards", async () => {
    const page = await pageAs('customer', PHONE);
    await page.goto('/customer');
    const heading = page.getByRole('heading', { name: 'Recent Submissions' });
    await heading.waitFor();
    await page.getByRole('list', { name: 'Recent Submissions' }).waitFor();
    expect((await box(heading)).y).toBeLessThan(PHONE.height);
    // Each card is still a link to its list, as big as a finger.
    for (const name of ['View all submissions', 'View all policies', 'View all claims']) {
      expect((await box(page.getByRole('link', { name }))).height, name).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('schedule rows on a phone', () => {
  it("puts a property's Edit button within reach: inside the screen and finger-sized", async () => {
    const page = await pageAs('customer', PHONE);
    const withProperties = await mostOf(page, (d) => d.properties.length);
    await page.goto(`/customer/submissions/${withProperties.id}`);
    await page.getByRole('tab', { name: 'Properties' }).click();
    const grid = page.getByRole('grid', { name: 'Properties' });
    const edit = grid.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    const { x, width, height } = await box(edit);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    expect(width).toBeGreaterThanOrEqual(44);
    expect(height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

describe('addresses and toasts', () => {
  it("lands on the saved submission's SUB id after the wizard saves it", async () => {
    const page = await pageAs('broker');
    await throughToPreview(page);
    await button(page, 'Save Submission').click();
    await page.waitForURL((url) => url.pathname.startsWith('/submissions/'));
    expect(new URL(page.url()).pathname).toMatch(/^\/submissions\/SUB-\d{4}-\d+$/);
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
  });

  it('shows the sign-in toast in its place from its first frame, beside the sidebar', async () => {
    const page = await pageAs(null, LAPTOP);
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

  /** The texts of the buttons in `groups` that `toast` lies over. */
  const covered = async (toast: Locator, groups: Locator[]) => {
    const shown = await box(toast);
    const hit: string[] = [];
    for (const group of groups) {
      for (const target of await group.all()) {
        if ((await target.isVisible()) && overlaps(shown, await box(target))) hit.push((await target.textContent()) ?? '');
      }
    }
    return hit;
  };

  for (const [size, window] of [
    ['a laptop', LAPTOP],
    ['a phone', PHONE],
  ] as const) {
    it(`shows a toast on the submission page clear of its header's buttons and the top bar's, on ${size}`, async () => {
      const page = await pageAs('broker', window);
      const submission = await freshSubmission(page);
      await openDetail(page, submission.id);
      // With the messages panel closed the header's actions stand at the right, where the toasts show.
      const hide = page.getByRole('button', { name: 'Hide messages' });
      if (await hide.isVisible()) await hide.click();
      await page.getByRole('button', { name: 'Send for review' }).click();
      await page.getByRole('dialog', { name: 'Send for review?' }).getByRole('button', { name: 'Send for review' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Sent for review' });
      await toast.waitFor();
      // The header's buttons once it shows the new status (Follow, Submit decision, the messages toggle).
      await page.getByRole('button', { name: 'Send for review' }).waitFor({ state: 'detached' });
      const header = page.getByRole('main').locator('header').getByRole('button');
      expect((await header.all()).length).toBeGreaterThan(1);
      await expect.poll(() => covered(toast, [header, page.getByRole('banner').getByRole('button')])).toEqual([]);
      expect(await toast.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Show messages' }).click({ trial: true, timeout: 2000 });
    });

    it(`shows a toast on the submissions list clear of Save view and Create Submission, on ${size}`, async () => {
      const page = await pageAs('broker', window);
      await page.goto('/submissions');
      await page.getByRole('button', { name: 'Save view' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`Toast place ${window.width}`);
      await dialog.getByRole('button', { name: 'Save view' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'View saved' });
      await toast.waitFor();
      const actions = page
        .getByRole('main')
        .locator('header')
        .getByRole('button')
        .or(page.getByRole('link', { name: 'Create Submission' }));
      await expect.poll(() => covered(toast, [actions, page.getByRole('banner').getByRole('button')])).toEqual([]);
      expect(await toast.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Save view' }).click({ trial: true, timeout: 2000 });
    });
  }
});

describe('a long client name on a laptop', () => {
  const LONG_NAME = 'The Northern Counties Agricultural Cooperative Holdings Limited Partnership';

  /** Whether `element` shows its text on one line cut short (an ellipsis), its full text in its title. */
  const cutOnOneLine = (element: Locator) =>
    element.evaluate((node, name) => {
      const style = getComputedStyle(node);
      return {
        cut: node.scrollWidth > node.clientWidth,
        oneLine: node.getBoundingClientRect().height < 2 * Number.parseFloat(style.lineHeight),
        ellipsis: style.textOverflow === 'ellipsis',
        title: node.getAttribute('title') === name,
      };
    }, LONG_NAME);
  const CUT = { cut: true, oneLine: true, ellipsis: true, title: true };
  const inView = async (element: Locator) => {
    const shown = await box(element);
    return shown.x >= 0 && shown.x + shown.width <= LAPTOP.width;
  };

  it('ends it in an ellipsis on one line, in full on hover, with Due Date and Actions in view', async () => {
    const page = await pageAs('broker', LAPTOP);
    const client = await page.request.post('/api/clients', {
      headers: origin(),
      data: { name: LONG_NAME, contactPerson: 'Pat Long', email: `pat.${Date.now()}@example.com`, phone: null, address: null },
    });
    expect(client.status(), await client.text()).toBe(201);
    const submission = await freshSubmission(page, { client: { id: (await client.json()).id, name: LONG_NAME } });

    await page.goto('/submissions');
    const listed = page.getByRole('grid', { name: 'All Submissions' }).getByRole('row').filter({ hasText: submission.submissionId });
    await listed.waitFor();
    expect(await cutOnOneLine(listed.getByTitle(LONG_NAME))).toEqual(CUT);
    expect(await inView(listed.getByRole('button', { name: `Download ${submission.submissionId}` }))).toBe(true);
    expect(await inView(listed.getByRole('gridcell').last())).toBe(true);

    await page.goto('/');
    const pending = page.getByRole('grid', { name: 'Pending' }).getByRole('row').filter({ hasText: submission.submissionId });
    await pending.waitFor();
    expect(await cutOnOneLine(pending.getByTitle(LONG_NAME))).toEqual(CUT);
    expect(await inView(pending.getByRole('gridcell').last())).toBe(true);

    await openDetail(page, submission.id);
    const heading = page.getByRole('heading', { level: 1, name: LONG_NAME });
    expect(await cutOnOneLine(heading)).toEqual(CUT);
    for (const name of ['Send for review', /messages/]) expect(await inView(page.getByRole('button', { name }))).toBe(true);
  });
});
