import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { screenshot } from './support/layout.ts';
import { apiSubmission, freshSubmission, openDetail, origin, tab } from './support/submissions.ts';

/**
 * The mapping review on Risk Details: an upload is shown column by column before anything is added; a
 * column the rules did not know is re-mapped, confirmed, and learned for the client, so the next upload of
 * the same schedule reads it by itself; Cancel adds nothing; customers never reach the firm's mappings.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A header no rule knows, unique to this run so no other suite's mapping applies to it.
const WALLS = `Walls ${Date.now() % 100_000}`;
const schedule = () =>
  Buffer.from(
    [
      `Location Name,Street,City,State,Zip,${WALLS}`,
      'Harbour Depot,9 Harbour Rd,Salem,MA,01970,Brick',
      'Mill Store,1 Main St,Lynn,MA,01901,Steel',
      'Total,,,,,',
    ].join('\n'),
  );

const review = (page: Page) => page.getByRole('dialog', { name: 'Review column mapping' });
const wallsRow = (page: Page) => review(page).getByRole('row', { name: new RegExp(WALLS) });
const upload = (page: Page) =>
  page.getByTestId('upload-documents-input').setInputFiles({ name: 'acme-sov.csv', mimeType: 'text/csv', buffer: schedule() });

describe('the mapping review on Risk Details', () => {
  it('re-maps an unknown column, adds the rows on Confirm, learns it for the client, and Cancel adds nothing', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();

    await upload(page);
    await review(page).waitFor();
    // The unknown column is ignored, listed as such; the totals row is counted and can be seen.
    const select = wallsRow(page).getByRole('button', { name: `Read column ${WALLS} as` });
    await expect.poll(() => select.innerText()).toContain('Ignore');
    expect(await wallsRow(page).innerText()).toContain('Brick');
    expect(await review(page).getByRole('region', { name: 'Ignored columns' }).innerText()).toContain(WALLS);
    await review(page).getByText('1 total or subtotal row').waitFor();
    await review(page).getByRole('button', { name: 'Show dropped rows' }).click();
    await review(page)
      .getByText(/Row 4 \(Total or subtotal\)/)
      .waitFor();
    expect(
      await review(page)
        .getByRole('row', { name: /Street/ })
        .innerText(),
    ).toContain('100%');
    expect(await seriousViolations(page)).toEqual([]);

    // Re-mapped with the keyboard; the preview is read again with the choice.
    await select.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Construction Type' }).waitFor();
    await page.keyboard.type('Construction');
    await page.keyboard.press('Enter');
    await expect.poll(() => select.innerText()).toContain('Construction Type');
    const preview = review(page).getByRole('grid', { name: 'Preview of the rows to add' });
    await preview.getByRole('columnheader', { name: 'Construction Type' }).waitFor();
    await preview.getByText('Brick').waitFor();
    await review(page).getByText('2 locations will be added.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mapping-review');

    await review(page).getByRole('button', { name: 'Confirm and Add Rows' }).click();
    await review(page).waitFor({ state: 'hidden' });
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    await grid.getByText('9 Harbour Rd').waitFor();
    await grid.getByText('1 Main St').waitFor();
    const saved = await apiSubmission(page, s.id);
    expect(saved.properties.map((p: { constructionType: string }) => p.constructionType).sort()).toEqual(['Brick', 'Steel']);

    // The next upload for this client reads the column by itself and says it was learned (once the upload
    // box is ready for another file).
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await upload(page);
    await review(page).waitFor();
    await expect
      .poll(() =>
        wallsRow(page)
          .getByRole('button', { name: `Read column ${WALLS} as` })
          .innerText(),
      )
      .toContain('Construction Type');
    expect(await wallsRow(page).innerText()).toContain('learned');
    await screenshot(page, 'mapping-review-learned');
    // Polled: the first upload's toast may still be leaving the screen (a transient element axe trips on).
    await expect.poll(() => seriousViolations(page), { timeout: 20_000 }).toEqual([]);

    // Cancel adds nothing.
    await review(page).getByRole('button', { name: 'Cancel' }).click();
    await review(page).waitFor({ state: 'hidden' });
    await page.locator('[role="status"], [role="alert"]').filter({ hasText: 'Nothing added' }).first().waitFor();
    expect((await apiSubmission(page, s.id)).properties).toHaveLength(2);

    // Staff see it on the settings page, and can remove it.
    await page.goto('/settings/mappings');
    const list = page.getByRole('grid', { name: 'Learned column mappings' });
    const row = list.getByRole('row', { name: new RegExp(WALLS) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Construction Type');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'learned-mappings');
    await row.getByRole('button', { name: `Remove the mapping of ${WALLS}` }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it("never shows a customer the firm's mappings", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'customer');
    const listed = await page.request.get('/api/extraction-mappings', { headers: origin() });
    expect(listed.status()).toBe(403);
    const learned = await page.request.post('/api/extraction-mappings', {
      headers: origin(),
      data: { columns: [{ kind: 'property', header: WALLS, field: 'name' }] },
    });
    expect(learned.status()).toBe(403);
    await page.goto('/settings/mappings');
    await expect.poll(() => page.getByRole('grid', { name: 'Learned column mappings' }).count()).toBe(0);
    await context.close();
  });
});
