/**
 * Carriers end to end: a broker finds a carrier in the directory, opens it, rewrites its appetite note, and
 * chooses it from the directory for a quote on a submission, reading its appetite while choosing; the
 * quote then shows on the carrier's page with a link back to the submission. Keyboard and axe throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab } from './support/submissions.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const name = `Harbour Marine ${Date.now().toString(36)}`;
let carrierId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signInByApi(page, 'broker');
  const created = await page.request.post('/api/carriers', {
    headers: origin(),
    data: {
      name,
      appetite: [{ product: null, note: 'Cargo and marine only' }],
      contacts: [{ name: 'Iris Holm', email: 'iris@harbour.example', phone: '+1 555 0199', role: 'Underwriter' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  carrierId = (await created.json()).id;
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
});

describe('the carrier directory', () => {
  it('finds a carrier by name from the keyboard and opens it', async () => {
    await page.goto('/parties/carriers');
    const search = page.getByRole('searchbox', { name: 'Search carriers' });
    await search.waitFor({ timeout: 60_000 });
    await page.getByRole('grid', { name: 'Carriers' }).getByRole('link', { name: 'Chubb' }).waitFor();
    // The Parties sections lead back to the clients from here.
    const sections = page.getByRole('navigation', { name: 'Parties' });
    expect(await sections.getByRole('link', { name: 'Carriers' }).getAttribute('aria-current')).toBe('page');
    expect(await sections.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/parties');
    expect(await seriousViolations(page)).toEqual([]);
    await search.focus();
    await page.keyboard.type(name.slice(0, 14).toLowerCase());
    // The search reaches the address and the server; only carriers whose name or appetite matches remain.
    await page.waitForURL((url) => url.searchParams.get('q') === name.slice(0, 14).toLowerCase());
    const link = page.getByRole('grid', { name: 'Carriers' }).getByRole('link', { name });
    await link.waitFor();
    await expect.poll(() => page.getByRole('grid', { name: 'Carriers' }).getByRole('link', { name: 'Chubb' }).count()).toBe(0);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/parties/carriers/${carrierId}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('region', { name: 'Contacts' }).getByText('Iris Holm').waitFor();
    // The contact's address opens the mail program, not a page of the workbench.
    const mail = page.getByRole('region', { name: 'Contacts' }).getByRole('link', { name: 'iris@harbour.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:iris@harbour.example');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('rewrites the appetite note from the keyboard and keeps it, with a history entry', async () => {
    await page.goto(`/parties/carriers/${carrierId}`);
    const appetite = page.getByRole('region', { name: 'Appetite' });
    await appetite.getByText('Cargo and marine only').waitFor({ timeout: 60_000 });
    await appetite.getByRole('button', { name: 'Edit Appetite' }).focus();
    await page.keyboard.press('Enter');
    const note = appetite.getByRole('textbox', { name: 'Appetite note (In general)' });
    await note.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await note.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Marine cargo and inland marine up to $5M per conveyance');
    await appetite.getByRole('button', { name: 'Save Appetite' }).focus();
    await page.keyboard.press('Enter');
    await appetite.getByText('Marine cargo and inland marine up to $5M per conveyance').waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Changed appetite notes').waitFor();
    const stored = await (await page.request.get(`/api/carriers/${carrierId}`)).json();
    expect(stored.appetite).toEqual([{ product: null, note: 'Marine cargo and inland marine up to $5M per conveyance' }]);
  });

  it('adds a contact to the carrier', async () => {
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await contacts.getByRole('button', { name: 'Edit Contacts' }).click();
    await contacts.getByRole('button', { name: 'Add Contact' }).click();
    const second = contacts.getByRole('group', { name: 'Contact 2' });
    await second.getByRole('textbox', { name: 'Name' }).fill('Olaf Berg');
    await second.getByRole('textbox', { name: 'Role' }).fill('Claims Manager');
    await second.getByRole('textbox', { name: 'E-mail' }).fill('olaf@harbour.example');
    expect(await seriousViolations(page)).toEqual([]);
    await contacts.getByRole('button', { name: 'Save Contacts' }).click();
    await contacts.getByText('Claims Manager').waitFor();
    const stored = await (await page.request.get(`/api/carriers/${carrierId}`)).json();
    expect(stored.contacts.map((c: { name: string }) => c.name)).toEqual(['Iris Holm', 'Olaf Berg']);
  });

  it('chooses the carrier for a quote on a submission, reading its appetite, and lists the quote on its page', async () => {
    const s = await freshSubmission(page);
    await openDetail(page, s.id);
    await tab(page, 'Quotes').click();
    await page.getByRole('button', { name: 'Add Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quote' });
    const carrier = dialog.getByRole('combobox', { name: 'Carrier' });
    await carrier.focus();
    await page.keyboard.type(name.slice(0, 14));
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    await option.waitFor();
    expect(await option.innerText()).toContain('Marine cargo and inland marine');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => carrier.inputValue()).toBe(name);
    await dialog.getByText('Appetite: Marine cargo and inland marine up to $5M per conveyance').waitFor();
    await dialog.getByLabel('Amount').fill('18500');
    await dialog.getByRole('button', { name: 'Save Quote' }).click();
    await page.getByRole('grid', { name: 'Quotes' }).getByText(name).waitFor();
    const submission = await (await page.request.get(`/api/submissions/${s.id}`)).json();
    expect(submission.quotes).toEqual([expect.objectContaining({ carrier: name, carrierId, amount: 18500 })]);

    await page.goto(`/parties/carriers/${carrierId}`);
    const quotes = page.getByRole('grid', { name: 'Quotes' });
    const back = quotes.getByRole('link', { name: s.submissionId });
    await back.waitFor({ timeout: 60_000 });
    await page.getByRole('grid', { name: 'Hit ratio by product' }).getByText('Commercial Package').waitFor();
    await back.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/submissions/${s.submissionId}**`);
  });
  it('shows Save Carrier saving while the carrier is added, and a second press or Enter adds nothing more', async () => {
    const added = `Tidewater Re ${Date.now().toString(36)}`;
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The request waits until the pending button has been seen and pressed again.
    await page.route('**/api/carriers', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      await held;
      return route.continue();
    });
    try {
      await page.goto('/parties/carriers');
      await page.getByRole('button', { name: 'Add Carrier' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Add Carrier' });
      const field = dialog.getByRole('textbox', { name: 'Name' });
      await field.fill(added);
      await dialog.getByRole('button', { name: 'Save Carrier' }).click();
      const saving = dialog.getByRole('button', { name: 'Saving...' });
      await saving.waitFor();
      expect(await saving.getAttribute('data-pending')).toBe('true');
      await saving.click({ force: true });
      await field.press('Enter');
      release();
      await page.getByRole('heading', { level: 1, name: added }).waitFor();
    } finally {
      release();
      await page.unroute('**/api/carriers');
    }
    expect(posts).toBe(1);
    const found = await (await page.request.get(`/api/carriers?q=${encodeURIComponent(added)}`)).json();
    expect(found.items.map((c: { name: string }) => c.name)).toEqual([added]);
  });
});
