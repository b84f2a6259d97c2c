/**
 * The carrier desk: a broker markets a submission to two carriers and sends each a package; an underwriter
 * of one of them signs in, lands on their desk, reads only what went to their carrier (never the other
 * carrier nor its quote), quotes there, and the broker's placement shows that market quoted at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi, signInByForm } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab, type Created } from './support/submissions.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let broker: Page;
let underwriter: Page;
let submission: Created;
const run = Date.now().toString(36);
const ours = { name: `Harbour Mutual ${run}`, id: '' };
const theirs = { name: `Foxglove Specialty ${run}`, id: '' };
const account = { username: `uw.harbour.${run}`, password: 'e2e-pass-1', fullName: `Uma Underwriter ${run}` };
const OTHER_PREMIUM = '$98,765';
const coverNote = (id: string) => `Please quote ${id} by Friday.\nThe statement of values is enclosed.`;

async function freshPage(width?: number): Promise<Page> {
  const { context, page } = await newPage(browser, width ? { width, height: 900 } : {});
  contexts.push(context);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  broker = await freshPage();
  await signInByApi(broker, 'broker');
  for (const carrier of [ours, theirs]) {
    const created = await broker.request.post('/api/carriers', {
      headers: origin(),
      data: {
        name: carrier.name,
        contacts: [{ name: 'Underwriter', email: `${carrier.name.split(' ')[0]!.toLowerCase()}-${run}@carrier.example` }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    carrier.id = (await created.json()).id;
  }
  submission = await freshSubmission(broker);
  const chosen = await broker.request.post(`/api/submissions/${submission.id}/markets`, {
    headers: origin(),
    data: { carrierIds: [ours.id, theirs.id] },
  });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const markets = (await chosen.json()).markets as Array<{ id: string; carrierId: string }>;
  for (const market of markets) {
    const sent = await broker.request.post(`/api/submissions/${submission.id}/markets/${market.id}/send`, {
      headers: origin(),
      data: { coverNote: coverNote(submission.submissionId), documentIds: [] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const theirMarket = markets.find((m) => m.carrierId === theirs.id)!;
  const keyed = await broker.request.post(`/api/submissions/${submission.id}/markets/${theirMarket.id}/quotes`, {
    headers: origin(),
    data: { premium: 98_765 },
  });
  expect(keyed.status(), await keyed.text()).toBe(201);

  const manager = await freshPage();
  await signInByApi(manager, 'manager');
  const created = await manager.request.post('/api/admin/accounts', {
    headers: origin(),
    data: { ...account, email: `${account.username}@carrier.example`, role: 'insurer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const linked = await manager.request.put(`/api/admin/accounts/${(await created.json()).id}/carrier`, {
    headers: origin(),
    data: { carrierId: ours.id },
  });
  expect(linked.status(), await linked.text()).toBe(200);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** Nothing of the other carrier's on the page: not its name, not the broker's quote from it. */
async function nothingOfTheOtherCarrier(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(theirs.name);
  expect(text).not.toContain(OTHER_PREMIUM);
}

describe("a carrier's underwriter", () => {
  it('signs in to their desk, reads the package sent to their carrier, quotes, and the broker sees the market quoted', async () => {
    underwriter = await freshPage(1280);
    await signInByForm(underwriter, account.username, account.password);
    await underwriter.waitForURL((url) => url.pathname === '/carrier-desk');
    const desk = underwriter.getByRole('grid', { name: `Submissions sent to ${ours.name}` });
    const row = desk.getByRole('row', { name: new RegExp(submission.submissionId) });
    await row.waitFor();
    expect(await row.getByRole('gridcell').allInnerTexts()).toEqual(expect.arrayContaining([submission.client, 'Asked', '0']));
    await nothingOfTheOtherCarrier(underwriter);
    expect(await seriousViolations(underwriter)).toEqual([]);

    await row.getByRole('link', { name: submission.submissionId }).click();
    await underwriter.waitForURL((url) => url.pathname === `/carrier-desk/${submission.submissionId}`);
    await underwriter.getByRole('heading', { name: submission.submissionId, level: 1 }).waitFor();
    await underwriter.getByText(ours.name).first().waitFor();
    const note = underwriter.getByText(/Please quote .* by Friday\./);
    expect(await note.innerText()).toBe(coverNote(submission.submissionId));
    await underwriter.getByText('You have not quoted on this submission yet.').waitFor();
    await nothingOfTheOtherCarrier(underwriter);
    expect(await seriousViolations(underwriter)).toEqual([]);

    await underwriter.getByRole('button', { name: 'Quote', exact: true }).click();
    const dialog = underwriter.getByRole('dialog', { name: `Quote ${submission.submissionId}` });
    await dialog.getByLabel('Premium').fill('21500');
    // The desk knows the product, not the coverages asked for: the one row starts with the product's name.
    await dialog.getByRole('textbox', { name: 'Coverage 1' }).fill('Property');
    await dialog.getByLabel('Limit, Property').fill('2000000');
    await dialog.getByLabel('Deductible, Property').fill('10000');
    expect(await seriousViolations(underwriter)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    const quote = underwriter.getByRole('article', { name: 'Quote 1: $21,500' });
    await quote.waitFor();
    await quote
      .getByRole('grid', { name: 'Terms of quote 1' })
      .getByRole('row', { name: /Property/ })
      .getByText('$2,000,000')
      .waitFor();
    await underwriter.getByText('Quoted', { exact: true }).first().waitFor();
    await nothingOfTheOtherCarrier(underwriter);

    await openDetail(broker, submission.id);
    await tab(broker, 'Quotes').click();
    const market = broker.getByRole('grid', { name: 'Markets' }).getByRole('row', { name: new RegExp(ours.name) });
    await market.getByText('Quoted', { exact: true }).waitFor();
    await market.getByText('$21,500').waitFor();
  });

  it('is taken from the workbench and the customer portal to their desk', async () => {
    for (const path of ['/', '/submissions', '/customer']) {
      await underwriter.goto(path);
      await underwriter.waitForURL((url) => url.pathname === '/carrier-desk');
      await underwriter.getByRole('heading', { name: 'Carrier desk', level: 1 }).waitFor();
    }
  });

  it('declines with the reason the dialog asks for, after which the desk offers no more answers', async () => {
    const other = await freshSubmission(broker);
    const chosen = await broker.request.post(`/api/submissions/${other.id}/markets`, {
      headers: origin(),
      data: { carrierIds: [ours.id] },
    });
    const [market] = (await chosen.json()).markets as Array<{ id: string }>;
    const sent = await broker.request.post(`/api/submissions/${other.id}/markets/${market!.id}/send`, {
      headers: origin(),
      data: { coverNote: 'One more to look at', documentIds: [] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await underwriter.goto(`/carrier-desk/${other.submissionId}`);
    await underwriter.getByRole('button', { name: 'Decline' }).click();
    const dialog = underwriter.getByRole('dialog', { name: `Decline ${other.submissionId}` });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog
      .getByRole('textbox', { name: /Reason for declining/ })
      .and(underwriter.locator('[aria-invalid="true"]'))
      .waitFor();
    await dialog.getByRole('textbox', { name: /Reason for declining/ }).fill('Outside our appetite for wood-frame risks');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });
    await underwriter.getByText('Outside our appetite for wood-frame risks').waitFor();
    expect(await underwriter.getByRole('button', { name: /^(Quote|Indicate|Decline)$/ }).count()).toBe(0);
  });
});

describe('the carrier desk on a phone', () => {
  it('stacks the list and the detail without sideways scrolling', async () => {
    const phone = await freshPage(390);
    await signInByForm(phone, account.username, account.password);
    await phone.waitForURL((url) => url.pathname === '/carrier-desk');
    await phone.getByRole('link', { name: submission.submissionId }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/carrier-desk-list-390.png', fullPage: true });
    await phone.goto(`/carrier-desk/${submission.submissionId}`);
    await phone.getByRole('article', { name: 'Quote 1: $21,500' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/carrier-desk-detail-390.png', fullPage: true });
    await underwriter.goto('/carrier-desk');
    await underwriter.getByRole('link', { name: submission.submissionId }).waitFor();
    await underwriter.screenshot({ path: '/tmp/carrier-desk-list-1280.png', fullPage: true });
    await underwriter.goto(`/carrier-desk/${submission.submissionId}`);
    await underwriter.getByRole('article', { name: 'Quote 1: $21,500' }).waitFor();
    await underwriter.screenshot({ path: '/tmp/carrier-desk-detail-1280.png', fullPage: true });
  });
});
