/**
 * The underwriting queue end to end: the customer sends their submission for review in the portal, a broker
 * manager finds it under Waiting for decision, picks it up and rejects it with a reason for the customer,
 * and the customer's portal page shows the reason and what to do next.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DECISION_MESSAGES, DECISION_NEXT_STEPS } from '@workbench/core';
import { seriousViolations, useBrowser } from './support/browser.ts';
import { freshSubmission, type ClientRef, type Created } from './support/submissions.ts';

const { pageAs: windowAs } = useBrowser();

const pageAs = (who: 'customer' | 'broker' | 'manager') => windowAs(who, { width: 1280, height: 900 });

/** A submission the broker makes for the demo customer's client (Brightwater Logistics) and shares with them. */
async function sharedWithTheCustomer(broker: Page, customer: Page): Promise<Created> {
  const me = (await (await customer.request.get('/api/auth/user')).json()) as { email: string };
  const clients = (await (await broker.request.get('/api/clients?q=Brightwater')).json()) as Array<ClientRef & { email: string | null }>;
  const client = clients.find((c) => c.email?.toLowerCase() === me.email.toLowerCase());
  expect(client, 'the demo customer has a client').toBeDefined();
  return freshSubmission(broker, { client: client!, shareWithClient: true });
}

describe('waiting for decision', () => {
  it('takes a customer’s review request to a broker manager, whose rejection reaches the customer with its reason', async () => {
    const broker = await pageAs('broker');
    const customer = await pageAs('customer');
    const created = await sharedWithTheCustomer(broker, customer);

    await customer.goto(`/customer/submissions/${created.id}`);
    await customer.getByRole('button', { name: 'Submit for Underwriting Review' }).click();
    await customer
      .getByRole('dialog', { name: 'Submit for underwriting review?' })
      .getByRole('button', { name: 'Submit for Review' })
      .click();
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

    const queueAfter = (await (await manager.request.get('/api/decisions')).json()) as Array<{ id: string }>;
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
