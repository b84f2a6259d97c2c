/** Finding the way through the create-submission wizard, for the suites that drive it. */
import type { Page } from 'playwright-core';

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

export async function start(page: Page) {
  await page.goto('/create-submission');
  await onPath(page, '/create-submission/client');
  await heading(page, 'Select Client').waitFor();
}

export async function pickExistingClient(page: Page, name: string) {
  await page.getByRole('radiogroup', { name: 'Clients' }).getByText(name, { exact: true }).click();
}

export async function toggleCoverage(page: Page, label: string) {
  await page.getByRole('group', { name: 'Coverages' }).getByText(label, { exact: true }).click();
}

/** A new submission for an existing client, on the coverage step. */
export async function toCoverageStep(page: Page, client = 'Ironclad Construction Co.') {
  await start(page);
  await pickExistingClient(page, client);
  await button(page, 'Continue').click();
  await onPath(page, '/create-submission/coverage');
}

/** An existing client, one coverage with a limit and deductible, and a description: ready to preview. */
export async function throughToPreview(page: Page, client = 'Summit Ridge Manufacturing') {
  await toCoverageStep(page, client);
  await toggleCoverage(page, 'General Liability');
  await button(page, 'Continue').click();
  await onPath(page, '/create-submission/coverage-detail/general_liability');
  // The address changes before the page does: wait for the coverage's own page before pressing its Continue.
  await heading(page, 'General Liability Details').waitFor();
  await button(page, 'Continue').click();
  await onPath(page, '/create-submission/details');
  await page.getByRole('textbox', { name: /Description/ }).fill('General liability for the Denver plant');
  await button(page, 'Continue').click();
  await onPath(page, '/create-submission/preview');
}
