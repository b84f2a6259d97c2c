/**
 * Binding on the client's word: a broker with two quoted markets (the client chose nothing in the portal)
 * binds one after the client said yes by phone, choosing an inception ten days ahead. The bind dialog first
 * states what will be bound and refuses to bind until the broker says how the client confirmed; the policy
 * then carries that carrier, cost and period, and the submission's history records the confirmation. A
 * premium above the broker's bind authority is refused in the dialog. On a phone the markets are cards whose
 * every action is in reach without scrolling sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatDate, policyYearFrom } from '@workbench/core';
import { hiddenSideways, launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab, type Created } from './support/submissions.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
const run = Date.now().toString(36);
const carriers = ['Larkspur Mutual', 'Ironbridge Specialty', 'Quarry Re'].map((name) => ({ name: `${name} ${run}`, id: '' }));
const [first, second, third] = carriers as [(typeof carriers)[0], (typeof carriers)[0], (typeof carriers)[0]];
/** The quote bound on the client's word, and the other one quoted beside it. */
const BOUND = { premium: 16900, taxes: 845, fees: 250, limit: 1_500_000, deductible: 25_000, subjectivity: 'Sprinkler certificate' };
const OTHER = { premium: 18500, taxes: 925, fees: 250, limit: 2_000_000, deductible: 10_000, subjectivity: 'Roof survey' };
/** A premium above a broker's bind authority (the firm's default, $250,000). */
const LARGE = { premium: 310_000, taxes: 15_500, fees: 500, limit: 50_000_000, deductible: 250_000, subjectivity: 'Engineering survey' };
type QuoteFigures = typeof BOUND;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function freshPage(width: number, height = 900): Promise<Page> {
  const { context, page } = await newPage(browser, { width, height });
  contexts.push(context);
  await signInByApi(page, 'broker');
  return page;
}

/**
 * A submission of its own taken to the three carriers, the first two quoted (through the API, as the
 * carriers' answers would be keyed) and the third still asked unless `third` quotes it; nothing proposed
 * to the client.
 */
async function quotedSubmission(page: Page, third?: QuoteFigures): Promise<Created> {
  const submission = await freshSubmission(page);
  const chosen = await page.request.post(`/api/submissions/${submission.id}/markets`, {
    headers: origin(),
    data: { carrierIds: carriers.map((c) => c.id) },
  });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const markets = (await chosen.json()).markets as Array<{ id: string; carrierId: string }>;
  const quotes: [(typeof carriers)[0], QuoteFigures][] = [
    [second, BOUND],
    [first, OTHER],
  ];
  if (third) quotes.push([carriers[2]!, third]);
  for (const [carrier, quote] of quotes) {
    const market = markets.find((m) => m.carrierId === carrier.id)!;
    const quoted = await page.request.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
      headers: origin(),
      data: {
        premium: quote.premium,
        taxes: quote.taxes,
        fees: quote.fees,
        commissionRate: 12.5,
        terms: [{ coverage: 'Commercial Package', limit: quote.limit, deductible: quote.deductible }],
        subjectivities: [quote.subjectivity],
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);
  }
  return submission;
}

/** Types a date into the date field named `label`, segment by segment (month, day, year in en-US). */
async function typeDate(page: Page, scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await scope
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^month/i })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** The day a date field shows, as 'yyyy-mm-dd', read from its month, day and year segments. */
async function shownDate(scope: Locator, label: string): Promise<string> {
  const group = scope.getByRole('group', { name: label });
  const part = async (name: RegExp) => Number(await group.getByRole('spinbutton', { name }).getAttribute('aria-valuenow'));
  const [month, day, year] = [await part(/^month/i), await part(/^day/i), await part(/^year/i)];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The value a details list shows beside `term`. */
const detail = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await freshPage(1280);
  for (const carrier of carriers) {
    const created = await page.request.post('/api/carriers', {
      headers: origin(),
      data: {
        name: carrier.name,
        contacts: [{ name: 'Underwriter', email: `${carrier.name.split(' ')[0]!.toLowerCase()}-${run}@carrier.example` }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    carrier.id = (await created.json()).id;
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe("binding on the client's word", () => {
  it('states what will be bound, needs how the client confirmed, and binds for the inception chosen', async () => {
    const broker = await freshPage(1280);
    const submission = await quotedSubmission(broker);
    await openDetail(broker, submission.id);
    await tab(broker, 'Quotes').click();
    const markets = broker.getByRole('grid', { name: 'Markets' });
    await markets
      .getByRole('row', { name: new RegExp(first.name) })
      .getByText('Quoted')
      .waitFor();
    await broker.screenshot({ path: '/tmp/bind-markets-1280.png', fullPage: true });

    // A quote's details offer the same bind as its market's row.
    await broker
      .getByRole('grid', { name: 'Quotes' })
      .getByRole('button', { name: `View ${first.name} quote` })
      .click();
    await broker
      .getByRole('dialog', { name: `${first.name} quote` })
      .getByRole('button', { name: 'Bind' })
      .click();
    const fromView = broker.getByRole('dialog', { name: `Bind ${first.name}` });
    await detail(fromView, 'Premium').getByText('$18,500').waitFor();
    await fromView.getByRole('button', { name: 'Cancel' }).click();
    await fromView.waitFor({ state: 'detached' });

    await markets.getByRole('button', { name: `Bind ${second.name}'s quote` }).click();
    const dialog = broker.getByRole('dialog', { name: `Bind ${second.name}` });
    const summary = dialog.getByRole('region', { name: 'What will be bound' });
    expect(await detail(summary, 'Carrier').textContent()).toBe(second.name);
    expect(await detail(summary, 'Premium').textContent()).toBe('$16,900');
    expect(await detail(summary, 'Taxes').textContent()).toBe('$845');
    expect(await detail(summary, 'Fees').textContent()).toBe('$250');
    expect(await detail(summary, 'Total cost').textContent()).toBe('$17,995');
    await summary.getByText('Commercial Package: limit $1,500,000, deductible $25,000').waitFor();
    await summary.getByText(BOUND.subjectivity).waitFor();
    expect(await shownDate(dialog, 'Inception date')).toBe(isoDay(0));
    expect(await shownDate(dialog, 'Expiry date')).toBe(policyYearFrom(isoDay(0)).expirationDate);
    expect(await seriousViolations(broker)).toEqual([]);

    // Nothing is bound until the broker says how the client gave their word.
    await dialog.getByRole('button', { name: 'Bind policy' }).click();
    await dialog.getByText('Say how the client confirmed this option: they have not chosen it in the portal').waitFor();
    const before = await (await broker.request.get(`/api/submissions/${submission.id}/placement`)).json();
    expect(before.policy).toBeNull();

    const inception = isoDay(10);
    const expiry = policyYearFrom(inception).expirationDate;
    await typeDate(broker, dialog, 'Inception date', inception);
    await expect.poll(() => shownDate(dialog, 'Expiry date')).toBe(expiry);
    await dialog.getByRole('button', { name: /How the client confirmed/ }).click();
    await broker.getByRole('option', { name: "On the client's word, by phone", exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Jane Doe said yes on the phone');
    await broker.screenshot({ path: '/tmp/bind-dialog-1280.png' });
    await dialog.getByRole('button', { name: 'Bind policy' }).click();
    await dialog.waitFor({ state: 'detached' });

    const bound = broker.getByText(/^Bound as POL-/);
    await bound.waitFor();
    const policyNumber = (await bound.textContent())!.replace('Bound as ', '');
    // The Bind button went with the bind: focus is on the way to the policy, not back at the page's top.
    await expect.poll(() => broker.evaluate(() => document.activeElement?.textContent)).toBe('Open the policy');
    await broker
      .getByRole('status')
      .filter({ hasText: `${policyNumber} is in force from ${formatDate(inception)}.` })
      .waitFor();
    await markets
      .getByRole('row', { name: new RegExp(first.name) })
      .getByText('Not taken up')
      .waitFor();
    expect(await markets.getByRole('button', { name: /^Bind / }).count()).toBe(0);
    await broker.screenshot({ path: '/tmp/bind-bound-1280.png', fullPage: true });

    await broker.getByRole('link', { name: 'Open the policy' }).click();
    const details = broker.getByRole('region', { name: 'Details', exact: true });
    await detail(details, 'Policy period').waitFor({ timeout: 60_000 });
    expect(await detail(details, 'Policy period').textContent()).toBe(`${formatDate(inception)} to ${formatDate(expiry)}`);
    const whatBound = broker.getByRole('region', { name: 'What Was Bound' });
    expect(await detail(whatBound, 'Carrier').textContent()).toBe(second.name);
    expect(await detail(whatBound, 'Premium').textContent()).toBe('$16,900');
    expect(await detail(whatBound, 'Total cost').textContent()).toBe('$17,995');

    await openDetail(broker, submission.id);
    await tab(broker, 'History').click();
    await broker
      .getByRole('grid', { name: 'History' })
      .getByRole('row', { name: /Client confirmation/ })
      .getByText("On the client's word, by phone: Jane Doe said yes on the phone")
      .waitFor();
  });
});

describe('the markets on a phone', () => {
  it("stacks each market as a card with all its actions in reach, and the bind dialog's fields fit", async () => {
    const phone = await freshPage(390, 844);
    const submission = await quotedSubmission(phone);
    await openDetail(phone, submission.id);
    await tab(phone, 'Quotes').click();
    const markets = phone.getByRole('grid', { name: 'Markets' });
    await markets
      .getByRole('row', { name: new RegExp(third.name) })
      .getByText('Asked')
      .waitFor();
    for (const carrier of carriers) {
      const buttons = markets.getByRole('row', { name: new RegExp(carrier.name) }).getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      for (const button of await buttons.all()) {
        expect(await hiddenSideways(button), (await button.getAttribute('aria-label')) ?? '').toBe(0);
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    await markets.screenshot({ path: '/tmp/bind-markets-390.png' });

    await markets.getByRole('button', { name: `Bind ${second.name}'s quote` }).click();
    const dialog = phone.getByRole('dialog', { name: `Bind ${second.name}` });
    await dialog.getByRole('region', { name: 'What will be bound' }).getByText('$17,995').waitFor();
    for (const label of ['Inception date', 'Expiry date']) expect(await hiddenSideways(dialog.getByRole('group', { name: label }))).toBe(0);
    expect(await hiddenSideways(dialog.getByRole('button', { name: 'Bind policy' }))).toBe(0);
    expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/bind-dialog-390.png' });
    await dialog.getByRole('button', { name: 'Bind policy' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/bind-dialog-390-end.png' });
    expect(await seriousViolations(phone)).toEqual([]);
  });
});

describe('bind authority', () => {
  it("says in the dialog when the premium is above the broker's authority, and binds nothing", async () => {
    const broker = await freshPage(1280);
    const submission = await quotedSubmission(broker, LARGE);
    await openDetail(broker, submission.id);
    await tab(broker, 'Quotes').click();
    await broker
      .getByRole('grid', { name: 'Markets' })
      .getByRole('button', { name: `Bind ${third.name}'s quote` })
      .click();
    const dialog = broker.getByRole('dialog', { name: `Bind ${third.name}` });
    await dialog.getByRole('button', { name: /How the client confirmed/ }).click();
    await broker.getByRole('option', { name: "On the client's word, in writing", exact: true }).click();
    await dialog.getByRole('button', { name: 'Bind policy' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/is above your bind authority of \$250,000/)
      .waitFor();
    await broker.screenshot({ path: '/tmp/bind-authority-1280.png' });
    const placement = await (await broker.request.get(`/api/submissions/${submission.id}/placement`)).json();
    expect(placement.policy).toBeNull();
  });
});
