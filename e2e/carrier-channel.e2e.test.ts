/**
 * Each market's own thread: the broker asks Hartford a question from Hartford's row of the markets table,
 * Hartford's underwriter reads it on the carrier desk (and nothing of Chubb's thread on the same
 * submission), answers there, and the broker's Hartford row shows the answer without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi, signInByForm } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab, type Created } from './support/submissions.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let broker: Page;
let submission: Created;
const run = Date.now().toString(36);
const QUESTION = `Hartford, is the roof survey enough for your terms? (${run})`;
const CHUBB_QUESTION = `Chubb only: can you match the expiring deductible? (${run})`;
const ANSWER = `The survey is enough; terms follow by Friday. (${run})`;

async function freshPage(): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 });
  contexts.push(context);
  return page;
}

async function carrierId(page: Page, name: string): Promise<string> {
  const listed = await page.request.get(`/api/carriers?q=${encodeURIComponent(name)}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const body = await listed.json();
  return ((body.items ?? body) as Array<{ id: string; name: string }>).find((c) => c.name === name)!.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  broker = await freshPage();
  await signInByApi(broker, 'broker');
  const carriers = [await carrierId(broker, 'Hartford'), await carrierId(broker, 'Chubb')];
  submission = await freshSubmission(broker);
  const chosen = await broker.request.post(`/api/submissions/${submission.id}/markets`, {
    headers: origin(),
    data: { carrierIds: carriers },
  });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const markets = (await chosen.json()).markets as Array<{ id: string; carrierId: string }>;
  for (const market of markets) {
    const sent = await broker.request.post(`/api/submissions/${submission.id}/markets/${market.id}/send`, {
      headers: origin(),
      data: { coverNote: `Please quote ${submission.submissionId}`, documentIds: [] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const chubb = markets.find((m) => m.carrierId === carriers[1])!;
  const asked = await broker.request.post(`/api/submissions/${submission.id}/markets/${chubb.id}/messages`, {
    headers: origin(),
    data: { content: CHUBB_QUESTION },
  });
  expect(asked.status(), await asked.text()).toBe(201);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe("a market's own thread", () => {
  it('carries the broker’s question to Hartford’s underwriter alone, and their answer back to Hartford’s row', async () => {
    await openDetail(broker, submission.id);
    await tab(broker, 'Quotes').click();
    const hartfordRow = broker.getByRole('grid', { name: 'Markets' }).getByRole('row', { name: /Hartford/ });
    await hartfordRow.getByRole('button', { name: 'Messages with Hartford' }).click();
    const dialog = broker.getByRole('dialog', { name: 'Messages with Hartford' });
    await dialog.getByText('No messages with Hartford yet.').waitFor();
    expect(await dialog.innerText()).not.toContain(CHUBB_QUESTION);
    await dialog.getByRole('textbox', { name: /Message/ }).fill(QUESTION);
    expect(await seriousViolations(broker)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByRole('listitem').filter({ hasText: QUESTION }).waitFor();
    await broker.screenshot({ path: '/tmp/market-thread-broker-dialog.png' });
    await broker.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await hartfordRow.getByText(QUESTION).waitFor();

    const underwriter = await freshPage();
    await signInByForm(underwriter, 'underwriter', 'underwriter123');
    await underwriter.waitForURL((url) => url.pathname === '/carrier-desk');
    await underwriter
      .getByRole('grid', { name: 'Submissions sent to Hartford' })
      .getByRole('link', { name: submission.submissionId })
      .click();
    await underwriter.waitForURL((url) => url.pathname === `/carrier-desk/${submission.submissionId}`);
    const thread = underwriter.getByRole('region', { name: 'Your messages with the broker' });
    await thread.getByRole('listitem').filter({ hasText: QUESTION }).waitFor();
    expect(await underwriter.locator('body').innerText()).not.toContain(CHUBB_QUESTION);
    await thread.getByRole('textbox', { name: /Message/ }).fill(ANSWER);
    expect(await seriousViolations(underwriter)).toEqual([]);
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await thread.getByRole('listitem').filter({ hasText: ANSWER }).waitFor();
    await underwriter.screenshot({ path: '/tmp/market-thread-desk.png', fullPage: true });
    expect(await underwriter.locator('body').innerText()).not.toContain(CHUBB_QUESTION);

    // The broker's page, left open, shows the answer on Hartford's row and nothing of it on Chubb's.
    await hartfordRow.getByText(`Riley Chen (insurer): ${ANSWER}`).waitFor();
    const chubbRow = broker.getByRole('grid', { name: 'Markets' }).getByRole('row', { name: /Chubb/ });
    expect(await chubbRow.innerText()).not.toContain(ANSWER);
    await broker.screenshot({ path: '/tmp/market-thread-broker-row.png' });
  });
});
