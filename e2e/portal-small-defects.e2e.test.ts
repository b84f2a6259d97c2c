/**
 * Small things on the portal and around signing in: sending a submission for review is asked once and taken
 * once, an empty file is called empty, an invitation says at once what it holds, a session lost in another
 * tab asks to sign in again on the spot, and a failed claim never hides its own button.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkMailedTo, useBrowser } from './support/browser.ts';
import { freshSubmission, openDetail, origin, tab, type ClientRef } from './support/submissions.ts';

const { pageAs } = useBrowser();

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The demo customer's client, found by the address the customer signs in with. */
async function theCustomersClient(broker: Page, customer: Page): Promise<ClientRef> {
  const me = (await (await customer.request.get('/api/auth/user')).json()) as { email: string };
  const clients = (await (await broker.request.get('/api/clients?q=Brightwater')).json()) as { id: string; name: string; email: string }[];
  const client = clients.find((c) => c.email === me.email);
  expect(client, 'the demo customer has a client').toBeDefined();
  return { id: client!.id, name: client!.name };
}

describe('Submit for Underwriting Review', () => {
  it('asks first, takes one request while it runs, and shows a submission sent meanwhile as in review, not as a failure', async () => {
    const broker = await pageAs('broker');
    const customer = await pageAs('customer');
    const client = await theCustomersClient(broker, customer);
    const first = await freshSubmission(broker, { client, shareWithClient: true });
    await customer.goto(`/customer/submissions/${first.id}`);

    // The request is held back, so two quick presses both land while it runs.
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await customer.route('**/submit-for-review', async (route) => {
      sent.push(route.request().url());
      await held;
      await route.continue();
    });
    await customer.getByRole('button', { name: 'Submit for Underwriting Review' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Submit for underwriting review?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit for Review' }).click();
    await dialog.getByRole('button', { name: 'Submitting...' }).waitFor();
    await dialog.getByRole('button', { name: 'Submitting...' }).click({ force: true });
    await customer.screenshot({ path: '/tmp/portal-submit-confirm.png' });
    release();
    await customer.getByText('This submission is with underwriting for review.').waitFor();
    expect(sent).toHaveLength(1);
    await customer.unroute('**/submit-for-review');

    // Sent for review from elsewhere while this page still shows it open: pressing it shows where it stands.
    const second = await freshSubmission(broker, { client, shareWithClient: true });
    await customer.goto(`/customer/submissions/${second.id}`);
    await customer.getByRole('button', { name: 'Submit for Underwriting Review' }).waitFor();
    const elsewhere = await broker.request.post(`/api/submissions/${second.id}/submit-for-review`, { headers: origin() });
    expect(elsewhere.status()).toBe(200);
    await customer.getByRole('button', { name: 'Submit for Underwriting Review' }).click();
    await customer
      .getByRole('dialog', { name: 'Submit for underwriting review?' })
      .getByRole('button', { name: 'Submit for Review' })
      .click();
    await customer.getByText('This submission is with underwriting for review.').waitFor();
    expect(await customer.getByText('Submission failed').count()).toBe(0);
    expect(await customer.getByText(/already In Review/).count()).toBe(0);
  });
});

describe('the invitation page', () => {
  it('starts filled in with what the invitation knows, and says at once when it was used, with a way to sign in', async () => {
    const broker = await pageAs('broker');
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `robin.${tag}@example.com`;
    const client = await broker.request.post('/api/clients', {
      headers: origin(),
      data: { name: `Harbour Foods ${tag}`, contactPerson: 'Robin Vale', email, phone: null, address: null },
    });
    expect(client.status()).toBe(201);
    const sent = await broker.request.post('/api/invitations', { headers: origin(), data: { clientId: (await client.json()).id } });
    expect(sent.status()).toBe(202);
    const link = await linkMailedTo(email, '/auth');

    const page = await pageAs(null);
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Register' });
    await form.waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Robin Vale');
    expect(await form.getByLabel('Company Name (optional)').inputValue()).toBe(`Harbour Foods ${tag}`);
    await page.screenshot({ path: '/tmp/invitation-open.png' });

    await form.getByLabel('Username').fill(`robin_${tag}`);
    await form.getByLabel('Password').fill('secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/customer'));

    // The same link again, in a browser that is not signed in: it says so before anything is typed.
    const again = await pageAs(null);
    await again.goto(link);
    await again.getByText('This invitation has already been used').waitFor();
    await again.screenshot({ path: '/tmp/invitation-used.png' });
    await again.getByRole('button', { name: 'Sign In' }).click();
    await again.getByRole('form', { name: 'Login' }).getByLabel('Username').fill(`robin_${tag}`);
    await again.getByRole('form', { name: 'Login' }).getByLabel('Password').fill('secret123');
    await again.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await again.waitForURL((url) => url.pathname.startsWith('/customer'));
  });
});

describe('the claim form', () => {
  /** Whether any toast on screen lies over the element. */
  const coveredByToast = (page: Page, name: string) =>
    page.getByRole('button', { name }).evaluate((button) => {
      const b = button.getBoundingClientRect();
      const toasts = [...document.querySelectorAll('[aria-label^="Notifications"] li, [aria-label^="Notifications"] [role]')];
      return toasts.some((toast) => {
        const t = toast.getBoundingClientRect();
        return t.width > 0 && t.height > 0 && t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom;
      });
    });

  it.each([
    [390, 844],
    [1024, 700],
    [1440, 900],
  ])(
    'at %ix%i says a refused report beside Report loss, and no toast lies over the button wherever it is scrolled',
    async (width, height) => {
      const page = await pageAs('customer', { width, height });
      await page.route('**/api/claims', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'Claims cannot be reported just now' }),
            })
          : route.continue(),
      );
      await page.goto('/customer/claims/new');
      await page.getByRole('heading', { name: 'Report a loss', level: 1 }).waitFor();
      await page.getByRole('button', { name: /Which policy/ }).click();
      await page.getByRole('option').first().click();
      const [year, month, day] = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).split('-');
      await page
        .getByRole('spinbutton', { name: /^month/i })
        .first()
        .click();
      await page.keyboard.type(`${month}${day}${year}`);
      const where = page.getByRole('button', { name: /Where did it happen/ });
      if (await where.isVisible().catch(() => false)) {
        await where.click();
        await page.getByRole('option').first().click();
      } else {
        await page.getByRole('textbox', { name: /Where did it happen/ }).fill('1 Harbour Road, Springfield');
      }
      await page.getByRole('textbox', { name: /What happened/ }).fill('A pipe burst under the sink and flooded the kitchen floor.');
      const button = page.getByRole('button', { name: 'Report loss' });
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await button.click();

      const said = page
        .getByRole('form', { name: 'Report a loss' })
        .getByRole('alert')
        .filter({ hasText: 'Claims cannot be reported just now' });
      await said.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/claim-refused-${width}.png` });
      // The button at the foot of the window, then as high as the page scrolls it (just below the header on a phone).
      expect(await coveredByToast(page, 'Report loss')).toBe(false);
      await button.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));
      });
      expect(await coveredByToast(page, 'Report loss')).toBe(false);
      // Said once, where the person is looking.
      expect(await page.locator('[aria-label^="Notifications"]').getByText('Claims cannot be reported just now').count()).toBe(0);
    },
  );
});

describe('a session lost in another tab', () => {
  /** A new customer of the test's own, signed in on the returned page, with the password it chose. */
  async function aNewCustomer(): Promise<{ page: Page; username: string; password: string }> {
    const page = await pageAs(null);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const username = `lost_${tag}`;
    const password = 'secret123';
    const registered = await page.request.post('/api/auth/register', {
      headers: origin(),
      data: { username, password, fullName: `Lee ${tag.slice(0, 5)}`, email: `lee.${tag}@example.com`, role: 'customer' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    return { page, username, password };
  }

  it('asks to sign in again on the spot, keeps what was typed, and sends the save once the same person is back', async () => {
    const { page, username, password } = await aNewCustomer();
    await page.goto('/customer/profile');
    const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
    await phone.fill('555 0142');

    // The other tab signs out: the same browser, the same session cookie.
    const other = await page.context().newPage();
    expect((await other.request.post('/api/auth/logout', { headers: origin() })).ok()).toBe(true);
    await other.close();

    await page.getByRole('button', { name: 'Save changes' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Sign in again' });
    await prompt.waitFor();
    await page.screenshot({ path: '/tmp/sign-in-again.png' });
    expect(await page.getByText('Profile not saved').count()).toBe(0);
    await prompt.getByLabel('Username').fill(username);
    await prompt.getByLabel('Password').fill(password);
    await prompt.getByRole('button', { name: 'Login' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await page.getByText('Profile saved').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer/profile');
    const profile = (await (await page.request.get('/api/profile')).json()) as { user: { phone: string | null } };
    expect(profile.user.phone).toBe('555 0142');
  });

  it('sends nothing of the page for someone else who signs in there, and takes them to their own home', async () => {
    const { page } = await aNewCustomer();
    await page.goto('/customer/profile');
    await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('555 0199');
    expect((await page.request.post('/api/auth/logout', { headers: origin() })).ok()).toBe(true);

    await page.getByRole('button', { name: 'Save changes' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Sign in again' });
    await prompt.waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/profile') && request.method() === 'PATCH') sent.push(request.url());
    });
    await prompt.getByLabel('Username').fill('customer');
    await prompt.getByLabel('Password').fill('customer123');
    await prompt.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/customer');
    expect(sent).toEqual([]);
    const demo = (await (await page.request.get('/api/profile')).json()) as { user: { username: string; phone: string | null } };
    expect(demo.user.username).toBe('customer');
    expect(demo.user.phone).not.toBe('555 0199');
  });
});

describe("the staff submission's Documents tab", () => {
  it('says an empty PDF is empty, not of an unsupported format', async () => {
    const broker = await pageAs('broker');
    const created = await freshSubmission(broker);
    await openDetail(broker, created.id);
    await tab(broker, 'Documents').click();
    await broker
      .getByTestId('upload-document-input')
      .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    const notice = broker.locator('[aria-label^="Notifications"]');
    await poll(() => notice.innerText()).toContain('The file is empty');
    expect(await notice.innerText()).not.toContain('Unsupported file format');
  });
});
