/**
 * What a new broker found trying the whole day, as the browser shows it: a location whose values do not
 * add up to its stated total is flagged in Risk Details, and asking carriers leaves their packages to send,
 * which Send All mails to each of them at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { carriersOfRun, mailsTo, tick } from './support/placing.ts';
import { aProperty, freshSubmission, openDetail, tab } from './support/submissions.ts';
import { button, heading, onPath, toCoverageStep, toggleCoverage } from './support/wizard.ts';

const SHOTS = '/tmp/broker-day-defects';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, { width: 1280, height: 800 }));
  await signInByApi(page, 'broker');
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('a broker day', () => {
  it('flags a location whose building, contents, BI and other values do not add up to its stated TIV', async () => {
    const s = await freshSubmission(page, {
      properties: [
        aProperty({ name: 'Short Depot', address: '1 Short Lane', buildingValue: 1_000_000, contentsValue: 200_000, tiv: 1_500_000 }),
        aProperty({ name: 'Even Depot', address: '2 Even Lane', buildingValue: 1_000_000, contentsValue: 500_000, tiv: 1_500_000 }),
      ],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();
    const table = page.getByRole('grid', { name: 'Commercial Properties' });
    const short = table.getByRole('row', { name: /1 Short Lane/ });
    await short.getByText('add up to $1,200,000, not the stated $1,500,000').waitFor({ state: 'attached' });
    expect(
      await table
        .getByRole('row', { name: /2 Even Lane/ })
        .locator('[data-tiv-mismatch]')
        .count(),
    ).toBe(0);
    await page.screenshot({ path: `${SHOTS}/tiv-mismatch-1280.png`, fullPage: true });
  });

  it('says asking only marks the carriers, and Send All mails each one its package', async () => {
    const carriers = await carriersOfRun(page, ['Ashgrove Mutual', 'Brackley Re', 'Carrow Specialty'], run);
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    await page.getByRole('button', { name: 'Choose Markets' }).click();
    const choose = page.getByRole('dialog', { name: 'Choose markets' });
    await choose.getByText(/Asking marks them asked; their packages go out with Send or Send All/).waitFor();
    for (const carrier of carriers) await tick(page, choose.getByRole('checkbox', { name: new RegExp(carrier.name) }));
    await choose.getByRole('button', { name: 'Ask 3 carriers' }).click();
    const markets = page.getByRole('grid', { name: 'Markets' });
    for (const carrier of carriers)
      await markets
        .getByRole('row', { name: new RegExp(carrier.name) })
        .getByText('Not sent')
        .waitFor();

    await page.getByRole('button', { name: 'Send All (3)' }).click();
    const send = page.getByRole('dialog', { name: 'Send the package to 3 carriers' });
    await send.getByRole('button', { name: 'Send 3 Packages' }).click();
    for (const carrier of carriers) {
      await markets
        .getByRole('row', { name: new RegExp(carrier.name) })
        .getByText(/^Sent/)
        .waitFor();
      await expect
        .poll(async () => (await mailsTo(carrier.email)).map((m) => m.subject), { timeout: 20_000 })
        .toEqual([expect.stringContaining(s.submissionId)]);
    }
    expect(await page.getByRole('button', { name: /^Send All/ }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/markets-sent-1280.png`, fullPage: true });
  });

  it('says why Continue is disabled, warns of a due date years past, and goes from Material Damage on to Motor Fleet', async () => {
    await toCoverageStep(page, 'Summit Ridge Manufacturing');
    await page.getByText('Select at least one coverage to continue.').waitFor();
    expect(await button(page, 'Continue').getAttribute('aria-describedby')).toBeTruthy();
    await toggleCoverage(page, 'Material Damage');
    await toggleCoverage(page, 'Motor Fleet');
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/coverage-detail/property');
    await heading(page, 'Material Damage Details').waitFor();
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/coverage-detail/motor_fleet');
    await heading(page, 'Motor Fleet Details').waitFor();
    await button(page, 'Continue').click();
    await onPath(page, '/create-submission/details');
    await page.getByText('Add a description to continue.').waitFor();
    const due = page.getByRole('group', { name: 'Due Date' });
    await due.getByRole('spinbutton', { name: /^month/i }).click();
    await page.keyboard.type('01152021');
    await page.getByText(/^This due date is in the past \(\d+ years ago\)\. Check the year\.$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-details-1280.png`, fullPage: true });
  });
});
