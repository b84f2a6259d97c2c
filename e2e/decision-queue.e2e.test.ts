/**
 * The underwriting queue end to end: the customer sends their submission for review in the portal, a broker
 * manager finds it under Waiting for decision, picks it up and rejects it with a reason for the customer,
 * and the customer's portal page shows the reason and what to do next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { DECISION_MESSAGES, DECISION_NEXT_STEPS } from '@workbench/core';
import { baseURL, launchBrowser, newPage, seriousViolations, signInByApi } from './support/browser.ts';

let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined);
  await browser?.close();
});

async function pageAs(who: 'customer' | 'broker' | 'manager'): Promise<Page> {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 });
  opened.push(context);
  await signInByApi(page, who);
  return page;
}

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const post = (request: APIRequestContext, path: string, data: unknown) => request.post(path, { data, headers: { Origin: baseURL() } });

/** A fleet submission the broker makes for the demo customer's client and shares with them. */
async function sharedWithTheCustomer(
  broker: APIRequestContext,
  customer: APIRequestContext,
): Promise<{ id: string; submissionId: string }> {
  const me = await ok<{ email: string }>(await customer.get('/api/auth/user'));
  const clients = await ok<Array<{ id: string; email: string | null }>>(await broker.get('/api/clients?q=Brightwater'));
  const client = clients.find((c) => c.email?.toLowerCase() === me.email.toLowerCase());
  expect(client, 'the demo customer has a client').toBeDefined();
  return ok(
    await post(broker, '/api/submissions', {
      clientId: client!.id,
      transactionType: 'new_business',
      priority: 'medium',
      dueDate: '2026-12-15',
      description: 'Fleet cover for the review queue',
      coverages: [
        {
          coverage: 'motor_fleet',
          selected: true,
          limit: 1_000_000,
          deductible: 2_500,
          premium: null,
          notes: null,
          properties: [],
          vehicles: [],
        },
      ],
      status: 'pending',
      notes: [],
      shareWithClient: true,
    }),
  );
}

describe('waiting for decision', () => {
  it('takes a customer’s review request to a broker manager, whose rejection reaches the customer with its reason', async () => {
    const broker = await pageAs('broker');
    const customer = await pageAs('customer');
    const created = await sharedWithTheCustomer(broker.request, customer.request);

    await customer.goto(`/customer/submissions/${created.id}`);
    await customer.getByRole('button', { name: 'Submit for Underwriting Review' }).click();
    await customer.getByText('This submission is with underwriting for review.').waitFor();

    const manager = await pageAs('manager');
    await manager.goto('/');
    const sidebarEntry = manager.getByRole('link', { name: /Waiting for decision/ }).first();
    await sidebarEntry.waitFor();
    // The dashboard has the queue as a table of its own.
    await manager
      .getByRole('grid', { name: /Waiting for decision/ })
      .getByRole('link', { name: created.submissionId })
      .waitFor();
    await sidebarEntry.click();
    await manager.getByRole('heading', { level: 1, name: 'Waiting for decision' }).waitFor();
    const queue = manager.getByRole('grid', { name: /Submissions in review/ });
    const row = queue.getByRole('row').filter({ hasText: created.submissionId });
    await row.getByText('Brightwater Logistics').waitFor();
    await row.getByText('Nobody yet').waitFor();
    await row.getByRole('button', { name: `Pick up ${created.submissionId}` }).click();
    await row.getByText('(you)').waitFor();
    expect(await seriousViolations(manager)).toEqual([]);
    await manager.screenshot({ path: '/tmp/decision-queue.png', fullPage: true });

    await row.getByRole('link', { name: created.submissionId }).click();
    await manager.waitForURL(`**/submissions/${created.submissionId}`);
    await manager.getByRole('button', { name: 'Submit decision' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Submit decision' });
    await dialog.getByRole('button', { name: /Decision/ }).click();
    await manager.getByRole('option', { name: 'Reject', exact: true }).click();
    await dialog.getByLabel('Note').fill('Loss history heavier than our carriers write');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText(DECISION_MESSAGES.customerReasonRequired).waitFor();
    const reason = 'The warehouse sits in a flood zone our carriers do not write this year.';
    await dialog.getByLabel('Reason for the customer').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await manager.locator('header').getByText('Rejected', { exact: true }).waitFor();

    const queueAfter = await ok<Array<{ id: string }>>(await manager.request.get('/api/decisions'));
    expect(queueAfter.map((w) => w.id)).not.toContain(created.id);

    await customer.reload();
    await customer.getByText('This submission is no longer open for changes.').waitFor();
    const decision = customer.getByLabel('Decision');
    await decision.getByText(reason).waitFor();
    await decision.getByText(DECISION_NEXT_STEPS.rejected).waitFor();
    expect(await decision.innerText()).not.toContain('Loss history heavier');
    expect(await seriousViolations(customer)).toEqual([]);
    await customer.screenshot({ path: '/tmp/portal-decided.png', fullPage: true });
  });
});
