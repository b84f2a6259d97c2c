import type { Page } from 'playwright-core';

/** Confirms the column mapping review an upload opens, as read, so its rows are added. */
export async function confirmMapping(page: Page, timeout = 60_000): Promise<void> {
  const review = page.getByRole('dialog', { name: 'Review column mapping' });
  await review.waitFor({ timeout });
  await review.getByRole('button', { name: 'Confirm and Add Rows' }).click();
  await review.waitFor({ state: 'hidden' });
}
