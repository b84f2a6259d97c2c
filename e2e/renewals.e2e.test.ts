/**
 * Policies after binding, end to end: the broker narrows the renewals list, starts a renewal from it (and
 * lands on the renewal submission), records an endorsement on a policy's page, adds a certificate holder and
 * issues a certificate whose PDF downloads; a customer asks in the portal for a certificate with
 * non-standard wording, the broker approves it on the policy's page, and the customer downloads the PDF.
 * Each screen is checked with axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHANGED_BY_SOMEONE_ELSE, RENEWAL_WINDOWS, formatMoney, type Policy, type RenewalItem } from '@workbench/core';
import { readPdf } from '@workbench/adapters/documents/readers/pdf.ts';
import { launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';
import { freshSubmission, origin } from './support/submissions.ts';

let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

async function pageAs(who: 'customer' | 'broker'): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1400, height: 1000 });
  opened.push(context);
  await signInByApi(page, who);
  return page;
}

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn);

async function renewals(page: Page, within = 120): Promise<RenewalItem[]> {
  const response = await page.request.get(`/api/policies/renewals?within=${within}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: RenewalItem[] }).items;
}

/** Types a date into the field named `label`, segment by segment (month, day, year in en-US). */
async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^month/i })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const today = () => new Date().toISOString().slice(0, 10);

describe('renewals', () => {
  it('lists the policies expiring within the chosen window, opens one from the keyboard and starts a renewal', async () => {
    const page = await pageAs('broker');
    const all = await renewals(page);
    // The demo's book sits on the calendar and the start-up's renewal sweep starts those expiring soonest, so
    // the window chosen is the narrowest that still shows the policy not started yet.
    const daysLeft = (p: { expirationDate: string }) => (Date.parse(p.expirationDate) - Date.now()) / 86_400_000;
    const target =
      all.find((p) => p.renewalStatus === 'not_started' && p.policyNumber === 'POL-2025-0002') ??
      all.find((p) => p.renewalStatus === 'not_started');
    expect(target).toBeDefined();
    const window = [...RENEWAL_WINDOWS].sort((a, b) => a - b).find((w) => daysLeft(target!) < w - 1) ?? RENEWAL_WINDOWS[0];
    const beyond = all.filter((p) => daysLeft(p) > window + 1);

    await page.goto('/');
    await page.getByRole('link', { name: 'Renewals' }).first().click();
    await page.waitForURL('**/renewals');
    await page.getByRole('heading', { name: 'Renewals', level: 1 }).waitFor();
    const table = page.getByRole('grid', { name: 'Renewals' }).or(page.getByRole('table', { name: 'Renewals' }));
    await poll(() => table.innerText()).toContain(target!.policyNumber);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Expiring within/ }).click();
    await page.getByRole('option', { name: `${window} days` }).click();
    await page.waitForURL(new RegExp(`within=${window}`));
    for (const far of beyond) await poll(() => table.innerText()).not.toContain(far.policyNumber);
    await poll(() => table.innerText()).toContain(target!.policyNumber);

    // From the keyboard: Enter on a policy's row opens its page.
    await table.getByRole('row').filter({ hasText: target!.policyNumber }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/policies/${target!.id}`);
    await page.getByRole('heading', { name: `Policy ${target!.policyNumber}`, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`within=${window}`));

    await page.getByRole('button', { name: `Start renewal of ${target!.policyNumber}` }).click();
    await page.waitForURL(/\/submissions\/SUB-\d{4}-\d{4,}$/);
    const ref = decodeURIComponent(page.url().split('/').pop()!);
    const after = (await renewals(page)).find((p) => p.id === target!.id)!;
    expect(after).toMatchObject({ renewalStatus: 'remarketing', renewalSubmissionRef: ref });

    await page.goto('/renewals');
    const row = page.getByRole('row').filter({ hasText: target!.policyNumber });
    await poll(() => row.innerText()).toContain('Remarketing');
    await row.getByRole('link', { name: ref }).waitFor();
  });
});

describe('a policy after binding', () => {
  it('records an endorsement as the next version and issues a certificate whose PDF downloads', async () => {
    const page = await pageAs('broker');
    const policy = (await renewals(page)).find((p) => p.policyNumber === 'POL-2025-0003') ?? (await renewals(page))[0]!;
    await page.goto('/renewals');
    await page.getByRole('link', { name: policy.policyNumber, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/policies/${policy.id}`);
    await page.getByRole('heading', { name: `Policy ${policy.policyNumber}`, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const endorsements = page.getByRole('region', { name: 'Endorsements' });
    const versionBefore = Number(
      ((await page.getByRole('region', { name: 'Details' }).innerText()).match(/Version\s+(\d+)/) ?? [])[1] ?? '1',
    );
    // An empty endorsement names what is missing.
    await endorsements.getByRole('button', { name: 'Record endorsement' }).click();
    await endorsements.getByText('Describe the change').waitFor();

    await endorsements.getByRole('button', { name: /Change/ }).click();
    await page.getByRole('option', { name: 'Add vehicle' }).click();
    await typeDate(page, 'Effective date', today());
    await endorsements.getByRole('textbox', { name: /Premium adjustment/ }).fill('640');
    // The vehicle it adds, so the policy's vehicle schedule gains it.
    const vehicleAdded = endorsements.getByRole('group', { name: 'Vehicle added' });
    await vehicleAdded.getByRole('textbox', { name: /^Make/ }).fill('Ford');
    await vehicleAdded.getByRole('textbox', { name: /^Model/ }).fill('Transit');
    await vehicleAdded.getByRole('textbox', { name: /^Year/ }).fill('2024');
    const vin = `1FTBW3XM${String(Date.now()).slice(-9)}`;
    await vehicleAdded.getByRole('textbox', { name: /^VIN/ }).fill(vin);
    await endorsements.getByRole('textbox', { name: /Description/ }).fill('Add a 2024 Ford Transit to the fleet');
    await endorsements.getByRole('textbox', { name: /Description/ }).press('Tab');
    await endorsements.getByRole('button', { name: 'Record endorsement' }).press('Enter');
    const versions = endorsements.getByRole('list', { name: 'Versions' });
    await poll(() => versions.innerText()).toContain(`Version ${versionBefore + 1}: Add vehicle`);
    expect(await versions.innerText()).toContain('+$640');
    const scheduled = page.getByRole('region', { name: 'Vehicle schedule' }).getByRole('grid', { name: 'Scheduled vehicles' });
    await poll(() => scheduled.getByRole('row', { name: new RegExp(vin) }).innerText()).toContain('2024 Ford Transit');
    await page
      .getByRole('region', { name: 'History' })
      .getByText(`Endorsement ${versionBefore + 1}`)
      .waitFor();

    const certificates = page.getByRole('region', { name: 'Certificates of insurance' });
    const holder = `Harbour Estates ${Date.now()}`;
    await certificates.getByRole('textbox', { name: /Holder name/ }).fill(holder);
    await certificates.getByRole('textbox', { name: /Holder address/ }).fill('4 Quay Street, Bristol');
    await certificates.getByRole('checkbox', { name: 'Additional insured' }).focus();
    await page.keyboard.press('Space');
    await poll(() => certificates.getByRole('checkbox', { name: 'Additional insured' }).isChecked()).toBe(true);
    await certificates.getByRole('button', { name: 'Add holder' }).click();
    // A new holder is chosen at once: one press issues its certificate.
    await poll(() => certificates.getByRole('checkbox', { name: new RegExp(holder) }).isChecked()).toBe(true);
    await certificates.getByRole('button', { name: /^Issue/ }).click();
    const issued = certificates.getByRole('list', { name: 'Issued certificates' });
    await poll(() => issued.innerText()).toContain(holder);

    const link = issued.getByRole('link', { name: /^Download Certificate-/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Certificate-.*\.pdf$/);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(
      Buffer.from(await response.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('region', { name: 'History' }).getByText('Certificates issued').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('takes a customer’s request for a certificate with special wording to the broker, who approves it, and the customer downloads it', async () => {
    const customer = await pageAs('customer');
    const own = (await (await customer.request.get('/api/policies')).json()) as Policy[];
    const today = new Date().toISOString().slice(0, 10);
    const policy = own.find((p) => p.submissionId && p.effectiveDate <= today && today <= p.expirationDate) ?? own[0]!;
    const holder = `Quayside Estates ${Date.now()}`;

    await customer.goto(`/customer/policies/${policy.id}`);
    const form = customer.getByRole('form', { name: 'Request a certificate' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /Holder name/ }).fill(holder);
    await form.getByRole('textbox', { name: /Holder address/ }).fill('4 Quay Street, Bristol BS1 4DB');
    await form.getByText('Standard wording: the certificate is issued at once.').waitFor();
    await form.getByRole('checkbox', { name: 'Waiver of subrogation' }).check({ force: true });
    await form.getByRole('textbox', { name: /Special wording/ }).fill('Re: lease of Unit 4, Quay Street');
    await form.getByText(/needs your broker's approval/).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await form.getByRole('button', { name: 'Send for approval' }).click();
    const requests = customer.getByRole('list', { name: 'Certificate requests' });
    await poll(() => requests.innerText()).toContain(holder);
    expect(await requests.innerText()).toContain('Awaiting approval');

    const broker = await pageAs('broker');
    await broker.goto(`/policies/${policy.id}`);
    const pending = broker.getByRole('list', { name: 'Certificate requests' }).getByRole('listitem').filter({ hasText: holder });
    await pending.getByText('Awaiting approval').waitFor();
    expect(await pending.innerText()).toContain('waiver of subrogation, special wording');
    expect(await seriousViolations(broker)).toEqual([]);
    await pending.getByRole('button', { name: `Approve and issue for ${holder}` }).click();
    await poll(() => pending.innerText()).toContain('Issued');
    await broker.getByRole('region', { name: 'History' }).getByText('Certificate issued').first().waitFor();

    await customer.reload();
    const mine = customer.getByRole('list', { name: 'Certificate requests' }).getByRole('listitem').filter({ hasText: holder });
    await poll(() => mine.innerText()).toContain('Issued');
    const issued = customer.getByRole('list', { name: 'Issued certificates' }).getByRole('listitem').filter({ hasText: holder });
    const link = issued.getByRole('link', { name: /^Download Certificate-/ });
    const [download] = await Promise.all([customer.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Certificate-.*\.pdf$/);
    const pdf = await customer.request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text } = await readPdf(new Uint8Array(await pdf.body()), 2);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('CERTIFICATE OF INSURANCE');
    expect(flat).toContain(policy.policyNumber);
    expect(flat).toContain(holder);
    expect(flat).toContain('Insurers waive their rights of subrogation against the certificate holder.');
    expect(flat).toContain('Re: lease of Unit 4, Quay Street');
  });

  it('keeps the renewals list and policy pages from customers', async () => {
    const page = await pageAs('customer');
    expect((await page.request.get('/api/policies/renewals')).status()).toBe(403);
  });
});

/** A policy of its own, bound today to expire in `days`: on the renewals list, and not started by the renewal sweep. */
async function aPolicyExpiringIn(page: Page, days: number): Promise<{ id: string; policyNumber: string }> {
  const submission = await freshSubmission(page);
  const carrier = await page.request.post('/api/carriers', {
    headers: origin(),
    data: { name: `Renewal Race Mutual ${Date.now().toString(36)}`, contacts: [{ name: 'U', email: 'u@renewal-race.example' }] },
  });
  const markets = await page.request.post(`/api/submissions/${submission.id}/markets`, {
    headers: origin(),
    data: { carrierIds: [(await carrier.json()).id] },
  });
  const market = (await markets.json()).markets[0];
  const quote = await page.request.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
    headers: origin(),
    data: { premium: 12_000, taxes: 0, fees: 0, terms: [{ coverage: 'Commercial Package', limit: 1_000_000, deductible: 5_000 }] },
  });
  const bound = await page.request.post(`/api/submissions/${submission.id}/bind`, {
    headers: origin(),
    data: {
      quoteId: (await quote.json()).id,
      confirmation: 'email',
      effectiveDate: today(),
      expirationDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(bound.status(), await bound.text()).toBe(201);
  return (await bound.json()).policy;
}

describe('a renewal started from the list after someone changed the policy', () => {
  it('is refused, says so, and the list shows the policy as it stands, from which the start goes through', async () => {
    const page = await pageAs('broker');
    const policy = await aPolicyExpiringIn(page, 60);
    await page.goto('/renewals');
    const row = page.getByRole('row').filter({ hasText: policy.policyNumber });
    await poll(() => row.innerText()).toContain(formatMoney(12_000));
    const listed = (await renewals(page)).find((p) => p.id === policy.id)!;
    expect(listed).toMatchObject({ renewalStatus: 'not_started', recordVersion: 1 });

    // Someone else records an endorsement while the list is open.
    const theirs = await page.request.post(`/api/policies/${policy.id}/endorsements`, {
      headers: origin(),
      data: { kind: 'other', effectiveDate: today(), description: 'Their change', premiumAdjustment: 500, recordVersion: 1 },
    });
    expect(theirs.status(), await theirs.text()).toBe(201);

    await row.getByRole('button', { name: `Start renewal of ${policy.policyNumber}` }).click();
    await page.getByText(CHANGED_BY_SOMEONE_ELSE).first().waitFor();
    await page.getByText(`Renewal of ${policy.policyNumber} not started`).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/renewals');
    expect((await renewals(page)).find((p) => p.id === policy.id)).toMatchObject({ renewalStatus: 'not_started', recordVersion: 2 });
    // The list was read again: it shows the premium the endorsement left, and starts over the version it now holds.
    await poll(() => row.innerText()).toContain(formatMoney(12_500));

    await row.getByRole('button', { name: `Start renewal of ${policy.policyNumber}` }).click();
    await page.waitForURL(/\/submissions\/SUB-\d{4}-\d{4,}$/);
    expect((await renewals(page)).find((p) => p.id === policy.id)).toMatchObject({ renewalStatus: 'remarketing', recordVersion: 3 });
  });
});
