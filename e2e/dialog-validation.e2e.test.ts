/**
 * The detail page's dialogs check what is typed with the server's own schema: a message shows once the
 * person leaves a field or saves, goes as soon as the field is right, and a refused save puts focus on the
 * first field with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { aProperty, freshSubmission, openAddDialog, openDecisionDialog, openDetail, tab } from './support/submissions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Within this long of the change that answers it, a message has gone. */
const PROMPTLY = { state: 'detached', timeout: 2000 } as const;

const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);

async function signedInBroker() {
  const opened = await newPage(browser);
  await signInByApi(opened.page, 'broker');
  return opened;
}

describe('the task dialog', () => {
  it("shows 'Title is required' when the empty Title is left, focuses it on Save, and takes the message away once a title is typed", async () => {
    const { context, page } = await signedInBroker();
    const { dialog } = await openAddDialog(page, 'Tasks', 'Task');
    const title = dialog.getByLabel('Title');
    await expect.poll(() => hasFocus(title)).toBe(true);
    await page.keyboard.press('Tab');
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByRole('button', { name: 'Save Task' }).click();
    await expect.poll(() => hasFocus(title)).toBe(true);
    await title.pressSequentially('Chase loss runs');
    await dialog.getByText('Title is required').waitFor(PROMPTLY);
    await context.close();
  });
});

describe('the quote dialog', () => {
  it('complains only about the fields left or saved, and Save puts focus on the first field with a message', async () => {
    const { context, page } = await signedInBroker();
    const { dialog } = await openAddDialog(page, 'Quotes', 'Quote');
    await expect.poll(() => hasFocus(dialog.getByRole('combobox', { name: 'Carrier' }))).toBe(true);
    await page.keyboard.press('Tab');
    await dialog.getByText('Carrier is required').waitFor();
    // Amount has focus now, but the person has not got past it yet.
    expect(await dialog.getByText('Amount is required').count()).toBe(0);
    // The carrier is chosen from the directory: typing narrows it, choosing takes the message away.
    await dialog.getByRole('combobox', { name: 'Carrier' }).fill('Chubb');
    await page.getByRole('option', { name: /^Chubb/ }).click();
    await dialog.getByText('Carrier is required').waitFor(PROMPTLY);
    await dialog.getByRole('button', { name: 'Save Quote' }).click();
    await dialog.getByText('Amount is required').waitFor();
    await expect.poll(() => hasFocus(dialog.getByLabel('Amount'))).toBe(true);
    await context.close();
  });
});

describe('the related item dialog', () => {
  it("takes 'Reference is required' away once a reference is typed", async () => {
    const { context, page } = await signedInBroker();
    const { dialog } = await openAddDialog(page, 'Related Actions', 'Related Item');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Reference is required').waitFor();
    await expect.poll(() => hasFocus(dialog.getByLabel('Reference'))).toBe(true);
    await dialog.getByLabel('Reference').pressSequentially('CLM-2030-0007');
    await dialog.getByText('Reference is required').waitFor(PROMPTLY);
    await context.close();
  });
});

describe('the decision dialog', () => {
  it("takes 'Please enter a note explaining the decision.' away once a note is typed", async () => {
    const { context, page } = await signedInBroker();
    const { dialog } = await openDecisionDialog(page, 'manager');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByText('Please enter a note explaining the decision.').waitFor();
    await expect.poll(() => hasFocus(dialog.getByLabel('Note'))).toBe(true);
    await dialog.getByLabel('Note').pressSequentially('Survey satisfactory.');
    await dialog.getByText('Please enter a note explaining the decision.').waitFor(PROMPTLY);
    await context.close();
  });
});

/** The Risk Details tab of a fresh submission whose one location is at '9 Review Lane'. */
async function riskDetails(page: Page) {
  const s = await freshSubmission(page, { properties: [aProperty({ address: '9 Review Lane' })] });
  await openDetail(page, s.id);
  await tab(page, 'Risk Details').click();
}

describe('the schedule forms', () => {
  it("Add Manually: the 'at least' message goes once a name is typed, a year's message once the year is right", async () => {
    const { context, page } = await signedInBroker();
    await riskDetails(page);
    await page.getByRole('button', { name: 'Add Manually' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    const atLeast = dialog.getByText('Please provide at least a name and address for the property.');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await atLeast.waitFor();
    await dialog.getByLabel('Name').pressSequentially('Cold Store');
    await atLeast.waitFor(PROMPTLY);
    const year = dialog.getByRole('textbox', { name: 'Year Built' });
    await year.fill('1200');
    // A number counts once it is left (react-aria's NumberField); its message shows then, since Add was pressed before.
    await year.press('Tab');
    await dialog.getByText('Year built must be between 1600 and 2100').waitFor();
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect.poll(() => hasFocus(year)).toBe(true);
    await year.fill('1998');
    await year.blur();
    await dialog.getByText('Year built must be between 1600 and 2100').waitFor(PROMPTLY);
    await context.close();
  });

  it("Edit Location: a year's message goes once the year is right", async () => {
    const { context, page } = await signedInBroker();
    await riskDetails(page);
    await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('9 Review Lane').click();
    await page.getByRole('dialog', { name: 'Location Details' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Location' });
    const year = edit.getByRole('textbox', { name: 'Year Built' });
    await year.fill('1200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Year built must be between 1600 and 2100').waitFor();
    await expect.poll(() => hasFocus(year)).toBe(true);
    await year.fill('1998');
    await year.blur();
    await edit.getByText('Year built must be between 1600 and 2100').waitFor(PROMPTLY);
    await context.close();
  });
});
