import type { Page } from 'playwright-core';

/**
 * Confirms the column mapping review an upload opens, as read, so its rows are added (in place of the rows
 * the same file gave before, when it gave some).
 */
export async function confirmMapping(page: Page, timeout = 60_000): Promise<void> {
  const review = page.getByRole('dialog', { name: 'Review column mapping' });
  await review.waitFor({ timeout });
  await review.getByRole('button', { name: /^Confirm and (Add|Replace) Rows$/ }).click();
  await review.waitFor({ state: 'hidden' });
}
