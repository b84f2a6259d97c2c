import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { apiSubmission, freshSubmission, openDetail, tab } from './support/submissions.ts';

/**
 * Cells to review on Risk Details: a schedule uploaded through the mapping review comes in with its
 * low-confidence cells highlighted; focusing one tells where it came from (sheet, row, column, the text as
 * written); editing it clears the highlight and the history records the edit.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env.SCREENSHOT_DIR;
async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

// "Masachusets" reads as no US state: the State cell is extracted with low confidence.
function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  const rows = [
    ['Location Name', 'Address', 'City', 'State', 'Year Built'],
    ['Harbour Depot', '9 Harbour Rd', 'Salem', 'Masachusets', 1990],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'SOV');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('cells to review on Risk Details', () => {
  it('highlights a low-confidence cell, tells its source on focus, and clears it when edited', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();

    await page.getByTestId('upload-documents-input').setInputFiles({
      name: 'harbour-sov.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook(),
    });
    const review = page.getByRole('dialog', { name: 'Review column mapping' });
    await review.getByRole('button', { name: 'Confirm and Add Rows' }).click();
    await review.waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    const flagged = grid.getByRole('button', { name: 'Masachusets (needs review)' });
    await flagged.waitFor();
    // Only the doubtful cell is highlighted.
    expect(await grid.locator('[data-flagged]').count()).toBe(1);

    // From the keyboard: the row, then along its cells (Address, City) to the State value.
    await grid.getByRole('row', { name: /9 Harbour Rd/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => flagged.evaluate((el) => el === document.activeElement)).toBe(true);
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    const source = await tip.innerText();
    expect(source).toContain('confidence');
    expect(source).toContain('Sheet “SOV”, row 2');
    expect(source).toContain('Column “State”');
    expect(source).toContain('Written as “Masachusets”');
    expect(await flagged.evaluate((el) => el.getAttribute('aria-describedby'))).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'cell-source');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });

    await grid.getByText('9 Harbour Rd').click();
    const side = page.getByRole('dialog', { name: 'Location Details' });
    await side.getByText('Needs review', { exact: true }).waitFor();
    await side.getByRole('button', { name: 'Masachusets (needs review)' }).waitFor();
    await side.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    await edit.getByLabel('State').fill('MA');
    await edit.getByRole('button', { name: 'Save' }).click();
    await side.getByText('MA', { exact: true }).waitFor();
    expect(await side.getByText('Needs review', { exact: true }).count()).toBe(0);
    await side.getByRole('button', { name: 'Close', exact: true }).click();
    await grid.getByText('MA', { exact: true }).waitFor();
    expect(await grid.locator('[data-flagged]').count()).toBe(0);

    const saved = await apiSubmission(page, s.id);
    expect(saved.properties[0]).toMatchObject({ state: 'MA', needsReview: [] });
    expect(saved.properties[0].sources.city).toMatchObject({ sheet: 'SOV', row: 2, column: 'City', text: 'Salem' });
    expect(saved.history[0]).toMatchObject({ action: 'Property updated' });
    await context.close();
  });
});
