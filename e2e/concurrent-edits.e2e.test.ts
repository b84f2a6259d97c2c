import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseURL, useBrowser } from './support/browser.ts';
import { typeDateIn } from './support/placing.ts';
import { aProperty, apiSubmission, freshSubmission, openDetail, tab } from './support/submissions.ts';

const { pageAs } = useBrowser();

const CONFLICT = 'Changed by someone else since you opened it';

/** The two sides the conflict notice shows for `field`: theirs as saved, then the change refused. */
const bothSides = (conflict: Locator, field: RegExp) => conflict.getByRole('row', { name: field }).getByRole('cell').allInnerTexts();

/** One tab's Edit Location drawer of the submission's only location, opened on the location as it stands. */
async function editLocation(page: Page, id: string) {
  await openDetail(page, id);
  await tab(page, 'Risk Details').click();
  await page.getByRole('grid', { name: 'Commercial Properties' }).getByText('7 Version Road').click();
  await page.getByRole('dialog', { name: 'Location Details' }).getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Location' });
}

/**
 * One broker's two tabs on a fresh submission's only location (7 Version Road, built 2014, two stories), each
 * with its Edit Location drawer open on it; then the first tab saves Year Built 1990.
 */
async function twoTabsAfterTheFirstSaves() {
  const first = await pageAs('broker');
  const s = await freshSubmission(first, { properties: [aProperty({ address: '7 Version Road', yearBuilt: 2014, stories: 2 })] });
  const second = await first.context().newPage();
  const firstDrawer = await editLocation(first, s.id);
  const secondDrawer = await editLocation(second, s.id);
  await firstDrawer.getByRole('textbox', { name: 'Year Built' }).fill('1990');
  await firstDrawer.getByRole('button', { name: 'Save' }).click();
  await first.getByRole('dialog', { name: 'Location Details' }).getByText('1990').waitFor();
  return { first, second, s, secondDrawer };
}

describe('two tabs editing one location', () => {
  it('refuses the second save over the first, shows both years built and saves the second again when asked', async () => {
    const { first, second, s, secondDrawer } = await twoTabsAfterTheFirstSaves();

    // The second tab still holds the location as it was opened: its save is refused, not written over 1990.
    await secondDrawer.getByRole('textbox', { name: 'Year Built' }).fill('2001');
    await secondDrawer.getByRole('button', { name: 'Save' }).click();
    const conflict = secondDrawer.getByRole('alert').filter({ hasText: CONFLICT });
    await conflict.waitFor();
    expect((await apiSubmission(first, s.id)).properties[0]).toMatchObject({ yearBuilt: 1990, version: 2 });
    expect(await bothSides(conflict, /Year Built/)).toEqual(['1990', '2001']);
    expect(await conflict.getByRole('columnheader').allInnerTexts()).toEqual(['Field', 'Saved by them', 'Your change']);

    await conflict.getByRole('button', { name: 'Apply my change again' }).click();
    await second.getByRole('dialog', { name: 'Location Details' }).getByText('2001').waitFor();
    expect((await apiSubmission(first, s.id)).properties[0]).toMatchObject({ yearBuilt: 2001, version: 3 });
  });

  it('keeps the other tab’s change when asked, and the next edit starts from it', async () => {
    const { first, second, s, secondDrawer } = await twoTabsAfterTheFirstSaves();

    // A change of another field: applying it again would keep 1990, but the person keeps theirs instead.
    await secondDrawer.getByRole('textbox', { name: 'Stories' }).fill('3');
    await secondDrawer.getByRole('button', { name: 'Save' }).click();
    const conflict = secondDrawer.getByRole('alert').filter({ hasText: CONFLICT });
    await conflict.waitFor();
    expect(await bothSides(conflict, /Stories/)).toEqual(['2', '3']);
    expect(await conflict.getByRole('row', { name: /Year Built/ }).count()).toBe(0);
    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    const details = second.getByRole('dialog', { name: 'Location Details' });
    await expect.poll(() => details.innerText()).toMatch(/Year Built\s*1990/);
    expect((await apiSubmission(first, s.id)).properties[0]).toMatchObject({ yearBuilt: 1990, stories: 2, version: 2 });
  });
});

describe('two tabs changing one policy', () => {
  it('refuses the endorsement recorded over the other tab’s, shows both premiums and records it again when asked', async () => {
    const first = await pageAs('broker', { width: 1400, height: 1000 });
    const today = new Date().toISOString().slice(0, 10);
    const list = (await (await first.request.get('/api/policies')).json()) as Array<{
      id: string;
      policyNumber: string;
      effectiveDate: string;
      expirationDate: string;
      status: string;
    }>;
    // A policy in force today that no other test endorses, so an endorsement from today fits its period.
    const policy = list
      .filter((p) => p.status !== 'cancelled' && p.effectiveDate <= today && today <= p.expirationDate)
      .filter((p) => !['POL-2025-0002', 'POL-2025-0003'].includes(p.policyNumber))
      .at(-1)!;
    expect(policy).toBeDefined();
    const detail = async () => (await (await first.request.get(`/api/policies/${policy.id}/detail`)).json()) as any;
    const opened = await detail();

    const second = await first.context().newPage();
    await second.setViewportSize({ width: 1400, height: 1000 });
    await second.goto(`/policies/${policy.id}`);
    await second.getByRole('heading', { name: `Policy ${policy.policyNumber}`, level: 1 }).waitFor();

    // The first tab records an endorsement while the second still shows the policy as it was opened.
    const theirs = await first.request.post(`/api/policies/${policy.id}/endorsements`, {
      data: {
        kind: 'other',
        effectiveDate: today,
        description: 'Their change',
        premiumAdjustment: 200,
        recordVersion: opened.recordVersion,
      },
    });
    expect(theirs.status()).toBe(201);

    const endorsements = second.getByRole('region', { name: 'Endorsements' });
    await typeDateIn(second, endorsements, 'Effective date', today);
    await endorsements.getByRole('textbox', { name: /Premium adjustment/ }).fill('100');
    await endorsements.getByRole('textbox', { name: /Description/ }).fill('My change');
    await endorsements.getByRole('button', { name: 'Record endorsement' }).click();
    const conflict = endorsements.getByRole('alert').filter({ hasText: CONFLICT });
    await conflict.waitFor();
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const premiumCells = await bothSides(conflict, /Premium/);
    expect(premiumCells.map((c) => c.replace(/\.00$/, ''))).toEqual(
      [money(opened.premium + 200), money(opened.premium + 100)].map((c) => c.replace(/\.00$/, '')),
    );
    expect((await detail()).endorsements).toHaveLength(opened.endorsements.length + 1);
    await second.screenshot({ path: '/tmp/policy-conflict.png', fullPage: false });

    await conflict.getByRole('button', { name: 'Apply my change again' }).click();
    await conflict.waitFor({ state: 'detached' });
    const after = await detail();
    expect(after).toMatchObject({ recordVersion: opened.recordVersion + 2, premium: opened.premium + 300 });
    expect(after.endorsements.map((e: { description: string }) => e.description).slice(0, 2)).toEqual(['My change', 'Their change']);
    await endorsements.getByText('My change').first().waitFor();
  });
});

describe('a customer and a broker changing one location', () => {
  it('follows the parts with the total while the customer edits, then refuses the save over the broker’s and applies it again', async () => {
    const broker = await pageAs('broker');
    const customer = await pageAs('customer', { width: 1400, height: 1000 });
    const me = (await (await customer.request.get('/api/auth/user')).json()) as { email: string };
    const clients = (await (await broker.request.get('/api/clients')).json()) as Array<{ id: string; name: string; email: string | null }>;
    const own = clients.find((c) => c.email?.toLowerCase() === me.email.toLowerCase())!;
    expect(own).toBeDefined();
    const s = await freshSubmission(broker, {
      client: { id: own.id, name: own.name },
      shareWithClient: true,
      properties: [aProperty({ address: '9 Portal Way', yearBuilt: 1990, buildingValue: 500_000, contentsValue: 100_000, tiv: null })],
    });
    const [opened] = (await apiSubmission(broker, s.id)).properties;
    expect(opened).toMatchObject({ tiv: 600_000, tivComputed: true });

    await customer.goto(`/customer/submissions/${s.id}`);
    await customer.getByRole('tablist', { name: 'Submission sections' }).waitFor();
    await customer.getByRole('tab', { name: 'Properties' }).click();
    await customer
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const form = customer.getByRole('region', { name: 'Edit Property' });
    await form.getByLabel('Building Value').fill('700000');
    await form.getByRole('button', { name: 'Update Property' }).click();
    // The row's total follows its parts at once, as the staff form's does, before anything is saved.
    const row = customer.getByRole('row').filter({ hasText: '9 Portal Way' });
    await expect.poll(() => row.innerText()).toMatch(/\$800,000/);

    // Meanwhile the broker changes the location's year built.
    const theirs = await broker.request.patch(`/api/submissions/${s.id}/properties/${opened.id}`, {
      data: { yearBuilt: 1991, version: opened.version },
    });
    expect(theirs.status()).toBe(200);

    await customer.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = customer.getByRole('alert').filter({ hasText: CONFLICT });
    await conflict.waitFor();
    expect(await bothSides(conflict, /Building Value/)).toEqual(['500000', '700000']);
    // The broker's year built is theirs on both sides: applying the customer's change keeps it.
    expect(await conflict.getByRole('row', { name: /Year Built/ }).count()).toBe(0);
    expect((await apiSubmission(broker, s.id)).properties[0]).toMatchObject({ buildingValue: 500_000, yearBuilt: 1991 });
    await customer.screenshot({ path: '/tmp/portal-conflict.png' });

    await conflict.getByRole('button', { name: 'Apply my change again' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await apiSubmission(broker, s.id)).properties[0])
      .toMatchObject({ buildingValue: 700_000, yearBuilt: 1991, tiv: 800_000, version: opened.version + 2 });
    await expect.poll(() => row.innerText()).toMatch(/1991/);
    expect(await customer.getByText(/unsaved change/).count()).toBe(0);
  });
});

describe('one person saving their profile from two tabs', () => {
  it('refuses the older tab’s save over the newer one’s, shows both phones and keeps theirs when asked', async () => {
    const first = await pageAs(null);
    const username = `versions_${Date.now().toString(36)}`;
    const registration = { username, password: 'Versions-pass-1', fullName: 'Robin Versions', email: `${username}@example.com` };
    const registered = await first.request.post('/api/auth/register', { data: registration, headers: { Origin: baseURL() } });
    expect(registered.status(), await registered.text()).toBe(201);
    const second = await first.context().newPage();
    for (const page of [first, second]) {
      await page.goto('/customer/profile');
      await page.getByLabel('Phone (optional)').waitFor();
    }

    await first.getByLabel('Phone (optional)').fill('555 0101');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await (await first.request.get('/api/profile')).json()).version).toBe(2);

    await second.getByLabel('Phone (optional)').fill('555 0202');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const conflict = second.getByRole('alert').filter({ hasText: CONFLICT });
    await conflict.waitFor();
    expect(await bothSides(conflict, /Phone/)).toEqual(['555 0101', '555 0202']);
    expect((await (await first.request.get('/api/profile')).json()).user.phone).toBe('555 0101');

    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await expect.poll(() => second.getByLabel('Phone (optional)').inputValue()).toBe('555 0101');
  });
});
