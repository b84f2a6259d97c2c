/**
 * The quote comparison against the risk: a property limit below the submission's total insured value is
 * flagged on the option that falls short, and every date in the comparison reads as the product's dates do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { formatDate, formatMoney } from '@workbench/core';
import { launchBrowser, newPage, signInByApi } from './support/browser.ts';
import { carriersOfRun } from './support/placing.ts';
import { aProperty, freshSubmission, openDetail, origin, tab } from './support/submissions.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('the quote comparison', () => {
  it('flags the property limit below the total insured value, and states validity as a date', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    contexts.push(context);
    await signInByApi(page, 'broker');
    const [short, enough] = await carriersOfRun(page, ['Sandpiper Mutual', 'Curlew Specialty'], run);
    // Two locations insured for $1,800,000 and $1,200,000: $3,000,000 in all.
    const submission = await freshSubmission(page, {
      properties: [aProperty({ name: 'North Yard', tiv: 1_800_000 }), aProperty({ name: 'South Yard', tiv: 1_200_000 })],
    });
    const chosen = await page.request.post(`/api/submissions/${submission.id}/markets`, {
      headers: origin(),
      data: { carrierIds: [short!.id, enough!.id] },
    });
    expect(chosen.status(), await chosen.text()).toBe(201);
    const markets = (await chosen.json()).markets as Array<{ id: string; carrierId: string }>;
    const validUntil = '2030-01-31';
    for (const [carrier, limit] of [
      [short!, 2_500_000],
      [enough!, 3_000_000],
    ] as const) {
      const market = markets.find((m) => m.carrierId === carrier.id)!;
      const quoted = await page.request.post(`/api/submissions/${submission.id}/markets/${market.id}/quotes`, {
        headers: origin(),
        data: {
          premium: 12_000,
          taxes: 600,
          fees: 150,
          commissionRate: 12.5,
          terms: [{ coverage: 'Material Damage', limit, deductible: 10_000 }],
          subjectivities: [],
          validUntil,
        },
      });
      expect(quoted.status(), await quoted.text()).toBe(201);
    }

    await openDetail(page, submission.submissionId);
    await tab(page, 'Quotes').click();
    const comparison = page.getByRole('grid', { name: 'Quoted options side by side' });
    const limits = comparison.getByRole('row', { name: /Material Damage limit/ });
    const flag = `Limit ${formatMoney(2_500_000)} is below the total insured value ${formatMoney(3_000_000)}`;
    await expect.poll(() => limits.innerText()).toContain(flag);
    // Only the option that falls short carries it.
    expect((await limits.innerText()).split(flag)).toHaveLength(2);
    const valid = await comparison.getByRole('row', { name: /Valid until/ }).innerText();
    expect(valid).toContain(formatDate(validUntil));
    expect(valid).not.toContain(validUntil);
    await comparison.screenshot({ path: '/tmp/quote-limits-comparison.png' });
  }, 120_000);
});
