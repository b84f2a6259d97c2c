/**
 * A customer starts a conversation from one of their own pages: on a policy's page they write to their
 * broker, the message goes on the client's general thread marked with the policy, and the broker is told in
 * the bell and answers it from the staff inbox.
 */
import { describe, expect, it } from 'vitest';
import type { Policy } from '@workbench/core';
import { ok, unique } from './support/api.ts';
import { seriousViolations, useBrowser } from './support/browser.ts';

const { pageAs } = useBrowser();

describe('customers start conversations', () => {
  it('sends a question from a policy page to the broker, who is told and reads it in the inbox', async () => {
    const customer = await pageAs('customer');
    const policies = await ok<Policy[]>(await customer.request.get('/api/policies'));
    const policy = policies.find((p) => p.policyNumber === 'POL-2025-0001') ?? policies[0]!;

    await customer.goto(`/customer/policies/${policy.id}`);
    await customer.getByRole('heading', { name: policy.policyNumber, level: 1 }).waitFor();
    const pane = customer.getByRole('region', { name: new RegExp(`^Messages.*conversation about policy ${policy.policyNumber}`) });
    // The demo customer's policy is shared with other browser tests, which may have written on its thread:
    // the pane is ready once its message box is, empty or not.
    await pane.getByRole('textbox', { name: 'Message' }).waitFor();

    const question = `Does this policy cover flood damage? ${unique()}`;
    await pane.getByRole('textbox', { name: 'Message' }).fill(question);
    await pane.getByRole('button', { name: 'Send' }).click();
    await pane.getByText(question).waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await customer.screenshot({ path: '/tmp/h1-policy-conversation.png', fullPage: true });

    // The client's broker finds it in the bell, and the entry opens the client's thread where it sits.
    const broker = await pageAs('broker');
    await broker.goto('/notifications');
    const entry = broker.getByRole('listitem').filter({ hasText: question });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toContain(`Policy ${policy.policyNumber}`);
    await entry.getByRole('link', { name: /New message/ }).click();
    await broker.waitForURL(/\/messages\?.*kind=general/);
    const message = broker.getByRole('listitem', { name: /^Message from/ }).filter({ hasText: question });
    await message.waitFor();
    await message.getByText(`About ${policy.policyNumber}`).waitFor();
    await broker.screenshot({ path: '/tmp/h1-broker-inbox.png', fullPage: true });

    // The broker also reads it on the staff policy page and answers there; the customer sees the answer.
    await broker.goto(`/policies/${policy.id}`);
    await broker.getByRole('heading', { name: `Policy ${policy.policyNumber}`, level: 1 }).waitFor();
    const staffPane = broker.getByRole('region', { name: new RegExp(`^Messages.*conversation about policy ${policy.policyNumber}`) });
    await staffPane
      .getByRole('listitem', { name: /^Message from/ })
      .filter({ hasText: question })
      .waitFor();
    const answer = `Yes, up to the flood sublimit. ${unique()}`;
    await staffPane.getByRole('textbox', { name: 'Message' }).fill(answer);
    await staffPane.getByRole('button', { name: 'Send' }).click();
    await staffPane
      .getByRole('listitem', { name: /^Message from/ })
      .filter({ hasText: answer })
      .waitFor();
    expect(await seriousViolations(broker)).toEqual([]);
    await staffPane.screenshot({ path: '/tmp/h1-staff-policy-messages.png' });

    await customer.reload();
    await pane
      .getByRole('listitem', { name: /^Message from/ })
      .filter({ hasText: answer })
      .waitFor();
  });

  it('sends a question from a submission page on the client channel the broker reads on the submission', async () => {
    const customer = await pageAs('customer');
    const [submission] = await ok<Array<{ id: string; submissionId: string }>>(await customer.request.get('/api/submissions?limit=1'));
    await customer.goto(`/customer/submissions/${submission!.id}`);
    await customer.getByRole('tab', { name: 'Messages' }).click();
    const pane = customer.getByRole('region', { name: new RegExp(`^${submission!.submissionId}.*conversation with your broker`) });
    const question = `Is the roof survey enough? ${unique()}`;
    await pane.getByRole('textbox', { name: 'Message' }).fill(question);
    await pane.getByRole('button', { name: 'Send' }).click();
    await pane.getByText(question).waitFor();
    await customer.screenshot({ path: '/tmp/h1-submission-conversation.png', fullPage: true });

    const broker = await pageAs('broker');
    const messages = await ok<Array<{ content: string; channel: string }>>(
      await broker.request.get(`/api/submissions/${submission!.id}/messages`),
    );
    expect(messages.find((m) => m.content === question)?.channel).toBe('client');
  });
});
