/**
 * Parties end to end: a broker manager searches the client directory, opens a client, changes a detail
 * and finds it in the client's history, adds a contact, and merges a duplicate client into it; both
 * screens pass axe, and the work is done from the keyboard where a broker would use it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hiddenSideways, launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, origin } from './support/submissions.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const tag = Date.now().toString(36).toUpperCase();
const keptName = `Quayside Provisions ${tag}`;
const duplicateName = `Quayside Provisions Ltd ${tag}`;
let keptId = '';
let duplicateRef = '';

async function newClient(name: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/clients', {
    headers: origin(),
    data: {
      name,
      contactPerson: 'Morgan Hale',
      email: null,
      phone: '555-0100',
      address: '4 Harbour Road',
      industry: 'Wholesale',
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'manager');
  keptId = (await newClient(keptName)).id;
  const duplicate = await newClient(duplicateName, { email: `orders.${tag.toLowerCase()}@quayside.example` });
  duplicateRef = (await freshSubmission(page, { client: duplicate })).submissionId;
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('parties: clients', () => {
  it('finds a client by search in the directory and opens its page from the keyboard', async () => {
    // On a laptop's screen a long e-mail address still leaves every column of the directory in view.
    const wide = await newClient(`Longmail Traders ${tag}`, {
      email: `accounts.payable.department.${tag.toLowerCase()}@longmail-traders-wholesale.example`,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/parties?q=${encodeURIComponent(wide.name)}`);
    await page.getByRole('link', { name: wide.name }).waitFor();
    expect(await hiddenSideways(page.getByRole('columnheader', { name: 'Last activity' }))).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/parties');
    await expect.poll(() => page.getByRole('link', { name: 'Carriers' }).count()).toBe(1);
    expect(
      await page.getByRole('navigation', { name: 'Parties' }).getByRole('link', { name: 'Clients' }).getAttribute('aria-current'),
    ).toBe('page');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(`Quayside Provisions ${tag}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`Quayside Provisions ${tag}`);
    const kept = page.getByRole('link', { name: keptName, exact: true });
    await kept.waitFor();
    await expect.poll(() => page.getByText('Showing 1–1 of 1').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await kept.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/parties/clients/${keptId}`);
    await page.getByRole('heading', { level: 1, name: keptName }).waitFor();
  });

  it('changes a detail and shows who changed what in the history', async () => {
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit client details' });
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await phone.fill('555-0199');
    await phone.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const history = page.getByRole('list', { name: 'Client history' });
    await history.getByText('Phone: “555-0100” → “555-0199”').waitFor();
    expect(await history.getByText(/Jordan Lee \(broker manager\)/).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Details' }).getByText('555-0199').count()).toBe(1);
  });

  it('adds a contact', async () => {
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Robin Risk');
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Risk manager');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('robin@quayside.example');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.waitFor({ state: 'detached' });
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.getByText('Robin Risk').waitFor();
    expect(await contacts.getByText('Risk manager · robin@quayside.example').count()).toBe(1);
    await page.getByRole('list', { name: 'Client history' }).getByText('Robin Risk, Risk manager').waitFor();
  });

  it('merges a duplicate as a broker manager: its submission moves here and it leaves the directory', async () => {
    // A fresh load: the dialogs' Save buttons leave react-aria a pending announcement naming their gone label.
    await page.reload();
    const duplicates = page.getByRole('list', { name: 'Possible duplicates' });
    await duplicates.getByRole('link', { name: duplicateName }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Merge ${duplicateName} into this client` }).click();
    const confirm = page.getByRole('dialog', { name: `Merge ${duplicateName} into ${keptName}?` });
    await confirm.getByRole('button', { name: 'Merge clients' }).click();
    await page
      .getByRole('region', { name: /^Submissions/ })
      .getByRole('link', { name: duplicateRef })
      .waitFor();
    await page
      .getByRole('list', { name: 'Client history' })
      .getByText(/merged into this client: 1 submission/)
      .waitFor();
    // The duplicate's address binds its portal accounts here now.
    expect(await page.getByRole('region', { name: 'Details' }).getByText(`orders.${tag.toLowerCase()}@quayside.example`).count()).toBe(1);

    await page.goto(`/parties?q=${encodeURIComponent(duplicateName)}`);
    await page.getByText('No clients match these filters').waitFor();
  });

  it('adds a client from the directory: a wrong e-mail shows under its field, and the saved client opens and stays', async () => {
    const name = `Harbourline Chandlers ${tag}`;
    await page.goto('/parties');
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByRole('textbox', { name: 'Client name' }).fill(name);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('orders at harbourline');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Must be a valid email').count()).toBe(1);

    await email.fill(`orders.${tag.toLowerCase()}@harbourline.example`);
    await dialog.getByRole('textbox', { name: 'Contact person' }).fill('Sam Keel');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/parties\/clients\/[0-9a-f-]{36}$/);

    await page.goto(`/parties?q=${encodeURIComponent(name)}`);
    await page.reload();
    await page.getByRole('link', { name, exact: true }).waitFor();
    expect(
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Sam Keel')
        .count(),
    ).toBe(1);

    // The same name and address again: the client on file is named, and a second record needs saying so.
    await page.goto('/parties');
    await page.getByRole('button', { name: 'New client' }).click();
    const again = page.getByRole('dialog', { name: 'New client' });
    await again.getByRole('textbox', { name: 'Client name' }).fill(name.toUpperCase());
    await again.getByRole('textbox', { name: 'Email' }).fill(`Orders.${tag.toLowerCase()}@Harbourline.example`);
    await again.getByRole('button', { name: 'Add client' }).click();
    const notice = again.getByRole('status').filter({ hasText: 'This client is already on file' });
    await notice.getByRole('link', { name, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Add a second record anyway' }).click();
    await again.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: name.toUpperCase() }).waitFor();
  });

  it('merges through Merge duplicate...: picks the other client whatever its name, shows what moves, then merges', async () => {
    const kept = await newClient(`Northgate Joinery ${tag}`);
    const duplicate = await newClient(`NGJ Workshop ${tag}`);
    const submissionRef = (await freshSubmission(page, { client: duplicate })).submissionId;
    const note = await page.request.post(`/api/threads/general/${duplicate.id}`, {
      headers: origin(),
      data: { content: 'Site visit booked' },
    });
    expect(note.status(), await note.text()).toBe(201);
    await page.goto(`/parties/clients/${kept.id}`);
    await page.getByRole('button', { name: 'Merge duplicate...' }).click();
    const pick = page.getByRole('dialog', { name: 'Merge duplicate...' });
    await pick.getByRole('combobox', { name: 'Duplicate client' }).fill(duplicate.name);
    await page.getByRole('option', { name: duplicate.name }).click();
    await pick.getByRole('button', { name: 'Review merge' }).click();

    const confirm = page.getByRole('dialog', { name: `Merge ${duplicate.name} into ${kept.name}?` });
    const moving = confirm.getByRole('list', { name: 'What moves' });
    await moving.getByText('1 submission', { exact: true }).waitFor();
    expect(await moving.getByText('1 message of its general thread').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Merge clients' }).click();

    await page
      .getByRole('region', { name: /^Submissions/ })
      .getByRole('link', { name: submissionRef })
      .waitFor();
    await page
      .getByRole('list', { name: 'Client history' })
      .getByText(/merged into this client: 1 submission.*1 message/)
      .waitFor();
    await expect.poll(() => confirm.count()).toBe(0);
  });
});
