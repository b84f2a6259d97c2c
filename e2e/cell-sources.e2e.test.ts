import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { confirmMapping } from './support/mapping.ts';
import { aProperty, aVehicle, apiSubmission, freshSubmission, openDetail, tab } from './support/submissions.ts';

/**
 * Cells to review on Risk Details: a schedule uploaded through the mapping review comes in with its
 * low-confidence cells highlighted; focusing one tells where it came from (sheet, row, column, the text as
 * written); editing it clears the highlight and the history records the edit. A value decoded from an OED
 * code tells the code it was written as, a VIN that fails its check shows its likely correction beside it
 * (never in its place), and the locations leave as an OED file with the codes written back.
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

  it('tells a decoded code, offers a VIN correction without applying it, and exports the locations as OED', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, { properties: [], vehicles: [] });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();

    const oed =
      'PortNumber,AccNumber,LocNumber,LocName,StreetAddress,City,AreaCode,PostalCode,CountryCode,OccupancyCode,ConstructionCode,BuildingTIV,LocCurrency\n1,A1,1,Dock Store,1 Harbour Way,Boston,MA,02110,US,1122,5100,900000,USD\n';
    await page
      .getByTestId('upload-documents-input')
      .setInputFiles({ name: 'locations.csv', mimeType: 'text/csv', buffer: Buffer.from(oed) });
    await confirmMapping(page);
    const done = page.locator('[role="status"], [role="alert"]').filter({ hasText: 'Document processed successfully' }).first();
    await done.waitFor();
    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    const decoded = grid.getByRole('button', { name: 'Masonry (decoded from a code)' });
    await decoded.waitFor();
    // A decoded value is explained, not marked for a check.
    expect(await grid.locator('[data-flagged]').count()).toBe(0);
    await grid.getByRole('row', { name: /1 Harbour Way/ }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => decoded.evaluate((el) => el === document.activeElement)).toBe(true);
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.innerText()).toContain('Written as “5100” (OED construction code)');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export OED' }).click()]);
    expect(download.suggestedFilename()).toBe(`${s.submissionId}-locations-OED.csv`);
    const { readFile } = await import('node:fs/promises');
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported).toContain(`1,${s.submissionId},1,Dock Store,,US,1 Harbour Way,Boston,MA,02110,1122,5100,`);

    // The I in this VIN is a misread 1: the VIN stays as written, the correction is offered beside it.
    // A second document is taken once the box is ready again (it holds the finished bar a moment).
    await page.getByRole('group', { name: 'Upload Documents' }).getByRole('button', { name: 'Choose File' }).waitFor();
    const fleet = 'Fleet ID,Make,Model,Year,VIN,Value,Usage\nF-9,Ford,Transit,2021,1FTBW3XM2HKAI2345,42000,Commercial\n';
    await page.getByTestId('upload-documents-input').setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(fleet) });
    await confirmMapping(page);
    const vehicles = page.getByRole('grid', { name: 'Fleet Vehicles' });
    await vehicles.getByRole('row').filter({ hasText: '1FTBW3XM2HKAI2345' }).getByRole('gridcell').first().click();
    const side = page.getByRole('dialog', { name: '2021 Ford Transit' });
    await side.getByText('Suggested correction: 1FTBW3XM2HKA12345 (not applied)').waitFor();
    await side.getByRole('button', { name: '1FTBW3XM2HKAI2345 (needs review)' }).waitFor();
    await screenshot(page, 'vin-suggestion');
    const saved = await apiSubmission(page, s.id);
    expect(saved.vehicles[0]).toMatchObject({ vin: '1FTBW3XM2HKAI2345', needsReview: ['vin'] });
    expect(saved.vehicles[0].sources.vin.suggestion).toBe('1FTBW3XM2HKA12345');
    expect(saved.properties[0].sources.constructionType).toMatchObject({ code: '5100', codeOf: 'OED construction code' });
    await context.close();
  });

  it('marks in the tables every flagged value: a TIV and a vehicle value in their cells, a field with no column on its row', async () => {
    const { context, page } = await newPage(browser, { width: 1280 });
    await signInByApi(page, 'broker');
    const s = await freshSubmission(page, {
      properties: [
        aProperty({
          address: '7 Flagged Way',
          // Parts that add up to the total: the only flag on the TIV is the one the reading left.
          buildingValue: 1_200_000,
          contentsValue: 300_000,
          tiv: 1_500_000,
          sprinklered: true,
          needsReview: ['tiv', 'sprinklered'],
        }),
        aProperty({ address: '8 Checked Way', tiv: 900_000 }),
      ],
      vehicles: [aVehicle({ value: 42_000, needsReview: ['value'] })],
    });
    await openDetail(page, s.id);
    await tab(page, 'Risk Details').click();

    const grid = page.getByRole('grid', { name: 'Commercial Properties' });
    const flaggedRow = grid.getByRole('row').filter({ hasText: '7 Flagged Way' });
    await flaggedRow.getByRole('button', { name: '$1,500,000 (needs review)' }).waitFor();
    // Sprinklered has no column: its row says it has a value to check, in words as well as by its tone.
    await flaggedRow.getByText('Needs review: Sprinklered', { exact: true }).waitFor();
    expect(await flaggedRow.locator('[data-flagged]').count()).toBe(1);
    const checkedRow = grid.getByRole('row').filter({ hasText: '8 Checked Way' });
    expect(await checkedRow.locator('[data-flagged]').count()).toBe(0);
    expect(await checkedRow.innerText()).not.toContain('Needs review');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Hide messages' }).click();
    await grid.screenshot({ path: join(tmpdir(), 'flagged-cells.png') });

    // The details say the same of the same fields.
    await flaggedRow.getByText('7 Flagged Way').click();
    const side = page.getByRole('dialog', { name: 'Location Details' });
    await side.getByRole('button', { name: '$1,500,000 (needs review)' }).waitFor();
    await side.getByRole('button', { name: 'Yes (needs review)' }).waitFor();
    await side.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('tab', { name: 'Vehicles', exact: true }).click();
    await page.getByRole('grid', { name: 'Fleet Vehicles' }).getByRole('button', { name: '$42,000 (needs review)' }).waitFor();
    await context.close();
  });
});
