import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

describe("finding one's way", () => {
  it('reaches the submissions list from the collapsed sidebar', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await nav.getByRole('link', { name: 'Submissions', exact: true }).click();
    await page.waitForURL('**/submissions');
    await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();
  });

  it('offers a customer no way into the broker area, which would only deny them', async () => {
    const page = await pageAs('customer');
    await page.goto('/customer');
    const nav = page.getByRole('navigation', { name: 'Customer navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Broker Portal' }).count()).toBe(0);
  });

  it('says No results when the top bar search finds nothing', async () => {
    const page = await pageAs('broker');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search submissions' }).fill('zzqx-nothing-like-this');
    await expect.poll(() => page.getByRole('listbox').innerText()).toBe('No results');
  });
});

describe('the sign-in page', () => {
  it('names the form as its button does: Login', async () => {
    const page = await pageAs(null);
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(1);
  });

  it('lists every demo login the installation has, managers and insurers too', async () => {
    const page = await pageAs(null);
    await page.goto('/auth');
    const demo = page.getByRole('region', { name: 'Demo logins' });
    await demo.waitFor();
    const text = await demo.innerText();
    expect(text).toMatch(/Broker\s+broker \/ broker123/);
    expect(text).toMatch(/Broker Manager\s+manager \/ manager123/);
    expect(text).toMatch(/Insurer\s+insurer \/ insurer123/);
    expect(text).toMatch(/Insurer \(Hartford\)\s+underwriter \/ underwriter123/);
    expect(text).toMatch(/Customer\s+customer \/ customer123/);
  });

  it('shows no demo section when the installation has no demo data', async () => {
    const page = await pageAs(null);
    await page.route('**/api/auth/demo-logins', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Demo logins').count()).toBe(0);
  });
});
