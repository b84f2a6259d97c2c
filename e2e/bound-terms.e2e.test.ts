/**
 * The rooms after a bind read the terms that were bound: the submission's Summary gives the premium bound
 * with its carrier, policy and period, and the policy's page the same carrier and premium, the period and
 * how the client confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatDate, formatMoney } from '@workbench/core';
import { launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { freshSubmission, openDetail, origin } from './support/submissions.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('after a bind', () => {
  it('shows on the Summary and the policy page the premium, carrier and period that were bound', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signInByApi(page, 'broker');
    const submission = await freshSubmission(page);
    const carrierName = `Bound Terms Mutual ${Date.now().toString(36)}`;
    const carrier = await page.request.post('/api/carriers', {
      headers: origin(),
      data: { name: carrierName, contacts: [{ name: 'U', email: 'u@bound-terms.example' }] },
    });
    const markets = await page.request.post(`/api/submissions/${submission.id}/markets`, {
      headers: origin(),
      data: { carrierIds: [(await carrier.json()).id] },
    });
    const market = (await markets.json()).markets[0];
    const quote = await page.request.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
      headers: origin(),
      data: { premium: 23_456, taxes: 500, fees: 100, terms: [{ coverage: 'Commercial Package', limit: 2_000_000, deductible: 50_000 }] },
    });
    const inception = day(7);
    const bound = await page.request.post(`/api/submissions/${submission.id}/bind`, {
      headers: origin(),
      data: { quoteId: (await quote.json()).id, confirmation: 'email', effectiveDate: inception },
    });
    expect(bound.status(), await bound.text()).toBe(201);
    const policy = (await bound.json()).policy as { id: string; policyNumber: string };

    await openDetail(page, submission.id);
    const premium = page.getByRole('region', { name: 'Policy Information' });
    await expect.poll(() => premium.innerText()).toContain(`${formatMoney(23_456)}, bound with ${carrierName}`);
    expect(await premium.innerText()).toContain(`${policy.policyNumber}, ${formatDate(inception)} to`);

    await page.goto(`/policies/${policy.id}`);
    const page_ = page.getByRole('main');
    await expect.poll(() => page_.innerText()).toContain(carrierName);
    // The coverages table fills in after the card's facts.
    await expect.poll(() => page_.innerText()).toContain('$50,000');
    const text = await page_.innerText();
    expect(text).toContain(formatMoney(23_456));
    expect(text).toContain(formatDate(inception));
    expect(text).toContain("On the client's word, by e-mail");
    await page.screenshot({ path: '/tmp/bound-policy-1280.png', fullPage: true });
    await context.close();
  });
});
