import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, signInByApi } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Takes a mail in as a broker would by dropping it, and answers the draft's SUB id. */
async function takeIn(page: Page, from: string, subject: string, text: string): Promise<string> {
  const eml = [
    `From: ${from}`,
    'To: submissions@broker.example',
    `Subject: ${subject}`,
    `Message-ID: <guess-merge-${Date.now()}-${Math.random()}@example.com>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
  const response = await page.request.post('/api/submissions/from-email', {
    multipart: { email: { name: 'mail.eml', mimeType: 'message/rfc822', buffer: Buffer.from(eml) } },
    headers: { Origin: baseURL() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).submission.submissionId as string;
}

describe('an e-mail on the intake queue', () => {
  it('shows what was guessed from it as guesses, with who guessed and from which words', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const subject = `Renewal of policy KT-${Date.now()} expiring 1 March 2031`;
    await takeIn(page, 'Kit Tern <kit@tern-boatyard.example>', subject, 'GL and auto please. Property schedule to follow.');
    await page.goto('/intake');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    const guesses = item.getByRole('list', { name: 'Guessed from the e-mail' });
    await expect
      .poll(() => guesses.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringMatching(/Transaction type: Renewal\s*Guess · Rule\s*guessed by rule from "Renewal"/),
        expect.stringMatching(/Coverages: Material Damage, General Liability, Motor Fleet\s*Guess · Rule/),
        expect.stringMatching(/Due date: Mar 1, 2031\s*Guess · Rule\s*guessed by rule from "expiring 1 March 2031"/),
      ]);
    await context.close();
  });

  it("is merged into one of the proposed client's open submissions, chosen in the picker, and leaves the queue", async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(page, 'broker');
    const stamp = Date.now();
    const client = await (
      await page.request.post('/api/clients', {
        data: { name: `Gannet Mills ${stamp}`, email: `desk@gannet-${stamp}.example` },
        headers: { Origin: baseURL() },
      })
    ).json();
    const coverage = { selected: true, limit: 1_000_000, deductible: 5000, premium: null, notes: null, properties: [], vehicles: [] };
    const body = {
      clientId: client.id,
      transactionType: 'new_business',
      priority: 'medium',
      dueDate: '2031-01-15',
      description: 'Mill package',
      coverages: [{ coverage: 'general_liability', ...coverage }],
    };
    const target = await (await page.request.post('/api/submissions', { data: body, headers: { Origin: baseURL() } })).json();
    expect(target.submissionId).toMatch(/^SUB-/);
    const subject = `More on our mill ${stamp}`;
    const draft = await takeIn(page, `Gus <gus@gannet-${stamp}.example>`, subject, 'The updated SOV.');

    await page.goto('/intake');
    await page.getByRole('button', { name: `Merge ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge into existing submission' });
    const choices = dialog.getByRole('radiogroup', { name: `Open submissions of Gannet Mills ${stamp}` });
    await choices.getByRole('radio', { name: new RegExp(target.submissionId) }).check({ force: true });
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(`Merged into ${target.submissionId}`).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: subject }).count()).toBe(0);

    const detail = await (await page.request.get(`/api/submissions/${target.submissionId}`)).json();
    expect(detail.messages.map((m: { subject: string }) => m.subject)).toContain(subject);
    expect(detail.history.map((h: { action: string }) => h.action)).toContain('E-mail merged');
    expect((await page.request.get(`/api/submissions/${draft}`)).status()).toBe(404);
    await context.close();
  });
});
