/**
 * What the placing suites share: carriers of a test's own, the fields and figures a placing dialog or a
 * policy page shows, the text of a PDF the product wrote, and the mails the suite's SMTP server received.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readPdf } from '@workbench/adapters/documents/readers/pdf.ts';
import type { ReceivedMail } from './mailbox.ts';
import { origin } from './submissions.ts';
import { mailboxURL } from './lanes.ts';

export interface TestCarrier {
  name: string;
  email: string;
  id: string;
}

/** Carriers of the run's own (a unique name each, one underwriter to mail), made through the API. */
export async function carriersOfRun(page: Page, names: string[], run: string): Promise<TestCarrier[]> {
  const carriers: TestCarrier[] = [];
  for (const base of names) {
    const name = `${base} ${run}`;
    const email = `${base.split(' ')[0]!.toLowerCase()}-${run}@carrier.example`;
    const created = await page.request.post('/api/carriers', {
      headers: origin(),
      data: { name, contacts: [{ name: 'Underwriter', email }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    carriers.push({ name, email, id: (await created.json()).id });
  }
  return carriers;
}

/** The mails the suite's SMTP server received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxURL()}?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * A PDF's text as the product's own reader gets it, its white space run together. The bytes are copied
 * first: a Buffer decoded from base64 is a view into a larger pool, which the reader would take whole.
 */
export async function pdfText(bytes: Uint8Array, pages = 5): Promise<string> {
  return (await readPdf(new Uint8Array(bytes), pages)).text.replace(/\s+/g, ' ');
}

/** Ticks a checkbox from the keyboard (its drawn box sits over the input). */
export async function tick(page: Page, box: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(true);
}

/** Types a day ('yyyy-mm-dd') into the date field named `label` in `scope`, segment by segment (en-US). */
export async function typeDateIn(page: Page, scope: Locator | Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await scope
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^month/i })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/** The value a details list shows beside `term`. */
export const detailOf = (scope: Locator, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A day `offset` days from today, as 'yyyy-mm-dd' (UTC, as the server's today). */
export const isoDayFromToday = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
