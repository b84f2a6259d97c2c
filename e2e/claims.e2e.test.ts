/**
 * Claims end to end: the customer reports a loss with a photo, the broker finds it under Claims and
 * acknowledges it, the customer sees it acknowledged and counted on the portal home.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ClaimSummary } from '@workbench/core';
import { hiddenSideways, seriousViolations, useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn);

/** A 1×1 PNG: the photo of the damage. */
const PHOTO = {
  name: 'kitchen-floor.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

const claimsTotal = async (page: Page) => {
  const response = await page.request.get('/api/claims?limit=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
};

/** The Claims card of the portal home: 'Claims 3 Losses you have reported'. */
const claimsCard = (page: Page) => page.getByRole('region', { name: 'Claims', exact: true });

/** Types a date into the form's date field, segment by segment (month, day, year in en-US). */
async function typeDate(page: Page, iso: string) {
  const [year, month, day] = iso.split('-');
  await page
    .getByRole('spinbutton', { name: /^month/i })
    .first()
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('claims', () => {
  let reference = '';

  it('lets the customer report a loss with a photo, refusing a date in the future', async () => {
    const page = await pageAs('customer');
    const before = await claimsTotal(page);
    await page.goto('/customer');
    await poll(async () => (await claimsCard(page).innerText()).replace(/\s+/g, ' ')).toContain(
      `Claims ${before} Losses you have reported`,
    );

    await claimsCard(page).getByRole('link', { name: 'View all claims' }).click();
    await page.waitForURL('**/customer/claims');
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Report a loss' }).first().click();
    await page.waitForURL('**/customer/claims/new');
    await page.getByRole('heading', { name: 'Report a loss', level: 1 }).waitFor();

    // An empty report names what is missing.
    await page.getByRole('button', { name: 'Report loss' }).click();
    await page.getByText('Policy is required').waitFor();
    await page.getByText('Describe what happened').waitFor();

    await page.getByRole('button', { name: /Which policy/ }).click();
    await page.getByRole('option').first().click();
    await typeDate(page, isoDay(3));
    const where = page.getByRole('button', { name: /Where did it happen/ });
    if (await where.isVisible().catch(() => false)) {
      await where.click();
      await page.getByRole('option', { name: 'Another address' }).click();
      await page.getByRole('textbox', { name: /Address/ }).fill('1 Harbour Road, Springfield');
    } else {
      await page.getByRole('textbox', { name: /Where did it happen/ }).fill('1 Harbour Road, Springfield');
    }
    await page.getByRole('textbox', { name: /What happened/ }).fill('A pipe burst under the sink and flooded the kitchen floor.');
    await page.getByRole('textbox', { name: /Estimated amount/ }).fill('4,250');
    await page.locator('input[type=file]').first().setInputFiles(PHOTO);
    await page.getByRole('list', { name: 'Chosen files' }).getByText(PHOTO.name).waitFor();

    // The server refuses a loss that has not happened yet, with core's words, under the date.
    await page.getByRole('button', { name: 'Report loss' }).click();
    await page.getByText('Date of loss cannot be in the future').first().waitFor();
    expect(page.url()).toMatch(/\/customer\/claims\/new$/);

    await typeDate(page, isoDay(-1));
    await page.getByRole('button', { name: 'Report loss' }).click();
    await page.waitForURL(/\/customer\/claims\/CLM-\d{4}-\d{4,}$/);
    reference = decodeURIComponent(page.url().split('/').pop()!);
    await page.getByRole('heading', { name: `Claim ${reference}`, level: 1 }).waitFor();
    const details = page.getByRole('region', { name: 'Details' });
    await poll(() => details.innerText()).toContain('Reported');
    expect(await details.innerText()).toContain('1 Harbour Road, Springfield');
    expect(await details.innerText()).toContain('$4,250.00');
    const download = page.getByRole('link', { name: `Download ${PHOTO.name}` });
    await download.waitFor();
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.ok()).toBe(true);
    expect(Buffer.from(await response.body()).equals(PHOTO.buffer)).toBe(true);
    await page.getByRole('region', { name: 'History' }).getByText('Claim reported').waitFor();

    // Straight after the report, too: nothing on the page names a label the form took away with it.
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/customer');
    await poll(async () => (await claimsCard(page).innerText()).replace(/\s+/g, ' ')).toContain(
      `Claims ${before + 1} Losses you have reported`,
    );
  });

  it('lists each claim whole on a phone: the number on one line, the date of loss and estimate in view', async () => {
    const page = await pageAs('customer', { width: 390, height: 844 });
    await page.goto('/customer/claims');
    const link = page.getByRole('link', { name: reference, exact: true });
    await link.waitFor();
    // The lines its text takes, whatever height the link's touch target has.
    const lines = await link.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const cells = page.getByRole('row', { name: new RegExp(reference) }).getByRole('cell');
    for (const cell of await cells.all()) {
      expect(await hiddenSideways(cell)).toBe(0);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });

  it('shows the broker the claim under Claims, where they acknowledge it and write to the customer', async () => {
    expect(reference).not.toBe('');
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('link', { name: 'Claims' }).first().click();
    await page.waitForURL('**/claims');
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: reference });
    await poll(() => row.innerText()).toContain('Reported');
    expect(await seriousViolations(page)).toEqual([]);

    // From the keyboard: Enter on the claim's row opens it, Enter on Acknowledge moves it.
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Claim ${reference}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Acknowledge' }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Details' });
    await poll(() => details.innerText()).toContain('Acknowledged');
    await page.getByRole('button', { name: 'Start work' }).waitFor();
    expect(await page.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Your message' }).fill('We have your report; an adjuster will call you tomorrow.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText('an adjuster will call you tomorrow').waitFor();
    // Checked before a dialog opens: react-aria announces a dialog's title for seconds after it closed.
    expect(await seriousViolations(page)).toEqual([]);

    // Closing asks first; Cancel leaves the claim as it is.
    await page.getByRole('button', { name: 'Close claim' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Close claim ${reference}?` }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await details.innerText()).toContain('Acknowledged');

    // The claim's policy opens from the claim, and its client from the policy.
    await details.getByRole('link', { name: /^POL-/ }).click();
    await page.getByRole('heading', { name: /^Policy POL-/, level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Details' }).getByRole('link').first().getAttribute('href')).toMatch(
      /^\/parties\/clients\//,
    );

    // The filter keeps to one status.
    await page.goto('/claims?status=reported');
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor();
    await page.getByRole('grid', { name: 'Claims' }).waitFor();
    await poll(() => page.getByRole('row').filter({ hasText: reference }).count()).toBe(0);
  });

  it('shows the customer their claim acknowledged, with the broker message, and lets them reply', async () => {
    const page = await pageAs('customer', { width: 390, height: 844 });
    await page.goto('/customer/claims');
    const row = page.getByRole('row').filter({ hasText: reference });
    await poll(() => row.innerText()).toContain('Acknowledged');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Claim ${reference}`, level: 1 }).waitFor();
    await poll(() => page.getByRole('region', { name: 'Details' }).innerText()).toContain('Acknowledged');
    await page.getByText('an adjuster will call you tomorrow').waitFor();
    // The customer's policy link stays in the portal.
    expect(await page.getByRole('region', { name: 'Details' }).getByRole('link', { name: /^POL-/ }).getAttribute('href')).toMatch(
      /^\/customer\/policies\//,
    );
    // The customer cannot move the claim.
    expect(await page.getByRole('button', { name: 'Start work' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you, I will be home all day.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText('I will be home all day').waitFor();
    const claims = (await (await page.request.get('/api/claims?limit=500')).json()) as { items: ClaimSummary[] };
    expect(claims.items.find((c) => c.reference === reference)?.status).toBe('acknowledged');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
