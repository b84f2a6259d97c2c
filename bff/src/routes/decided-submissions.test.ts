import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMessage, aProperty, aQuote, aRelatedItem, aTask, aVehicle, files } from '../testing/builders.ts';
import { aSubmissionFor } from '../testing/fixtures.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** A decided submission is frozen for everyone until a broker manager reopens it. */
const FROZEN = 'This submission has been decided and can no longer be changed. A broker manager can reopen it.';

let app: TestApp;
let broker: HttpClient;
let manager: HttpClient;
let insurer: HttpClient;
let customer: HttpClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ http: broker } = await app.signedIn('broker'));
  ({ http: manager } = await app.signedIn('broker_manager'));
  ({ http: insurer } = await app.signedIn('insurer'));
  customerEmail = `decided-${Date.now()}@example.com`;
  ({ http: customer } = await app.signedIn('customer', { email: customerEmail }));
});
afterAll(() => app?.close());

/** A submission shared with the customer, with a quote and a task, decided by the insurer. */
async function aDecidedSubmission(decision: 'approved' | 'rejected') {
  const { submission } = await aSubmissionFor(broker, { client: { email: customerEmail }, submission: { shareWithClient: true } });
  const id = submission.id;
  const quote = await broker.post(`/api/submissions/${id}/quotes`, aQuote());
  const task = await broker.post(`/api/submissions/${id}/tasks`, aTask());
  await broker.post(`/api/submissions/${id}/submit-for-review`);
  const decided = await insurer.post(`/api/submissions/${id}/decision`, {
    decision,
    note: 'Decided',
    customerReason: 'As discussed',
    conditions: 'As quoted',
  });
  expect(decided.status).toBe(200);
  return { id, detail: decided.data, quoteId: quote.data.id as string, taskId: task.data.id as string };
}

function expectFrozen(response: { status: number; data: { code?: string; message?: string } }, what: string) {
  expect(response.status, what).toBe(409);
  expect(response.data.message, what).toBe(FROZEN);
  expect(response.data.code, what).toBe('submission.decided');
}

function messageWithFile() {
  const form = new FormData();
  for (const [k, v] of Object.entries(aMessage({ subject: 'With a file' }))) form.append(k, String(v));
  form.append('attachments', new Blob([files.pdf()]), 'late.pdf');
  return form;
}

describe.each(['approved', 'rejected'] as const)('a submission %s', (decision) => {
  it('refuses every change by the customer with 409, and re-rates nothing', async () => {
    const { id, detail } = await aDecidedSubmission(decision);
    const propertyId = detail.properties[0].id;
    const vehicleId = detail.vehicles[0].id;
    expectFrozen(await customer.post(`/api/submissions/${id}/properties`, aProperty({ name: 'Late addition' })), 'add property');
    expectFrozen(await customer.patch(`/api/submissions/${id}/properties/${propertyId}`, { yearBuilt: 1850 }), 'edit property');
    expectFrozen(await customer.post(`/api/submissions/${id}/vehicles`, aVehicle()), 'add vehicle');
    expectFrozen(await customer.patch(`/api/submissions/${id}/vehicles/${vehicleId}`, { year: 1990 }), 'edit vehicle');
    expectFrozen(await customer.upload(`/api/submissions/${id}/documents`, 'document', { name: 'late.pdf', bytes: files.pdf() }), 'upload');
    expectFrozen(await customer.request('POST', `/api/submissions/${id}/messages`, { body: messageWithFile() }), 'message with a file');
    expectFrozen(await customer.post(`/api/submissions/${id}/submit-for-review`), 'submit for review');

    const after = await broker.get(`/api/submissions/${id}`);
    expect(after.data.status).toBe(decision);
    expect(after.data.rating).toEqual(detail.rating);
    expect(after.data.properties).toEqual(detail.properties);
    expect(after.data.vehicles).toEqual(detail.vehicles);
    expect(after.data.documents).toEqual([]);
  });

  it('refuses every change by a broker with 409, reopening included', async () => {
    const { id, detail, quoteId, taskId } = await aDecidedSubmission(decision);
    const propertyId = detail.properties[0].id;
    expectFrozen(await broker.post(`/api/submissions/${id}/properties`, aProperty()), 'add property');
    expectFrozen(await broker.patch(`/api/submissions/${id}/properties/${propertyId}`, { yearBuilt: 1850 }), 'edit property');
    expectFrozen(await broker.delete(`/api/submissions/${id}/properties/${propertyId}`), 'delete property');
    expectFrozen(await broker.delete(`/api/submissions/${id}/vehicles/${detail.vehicles[0].id}`), 'delete vehicle');
    expectFrozen(await broker.upload(`/api/submissions/${id}/documents`, 'document', { name: 'late.pdf', bytes: files.pdf() }), 'upload');
    expectFrozen(await broker.post(`/api/submissions/${id}/quotes`, aQuote()), 'add quote');
    expectFrozen(await broker.patch(`/api/submissions/${id}/quotes/${quoteId}`, { status: 'Approved' }), 'edit quote');
    expectFrozen(await broker.post(`/api/submissions/${id}/tasks`, aTask()), 'add task');
    expectFrozen(await broker.patch(`/api/submissions/${id}/tasks/${taskId}`, { status: 'Completed' }), 'edit task');
    expectFrozen(await broker.post(`/api/submissions/${id}/related-items`, aRelatedItem()), 'add related item');
    expectFrozen(await broker.patch(`/api/submissions/${id}`, { priority: 'urgent' }), 'edit fields');
    expectFrozen(await broker.patch(`/api/submissions/${id}`, { status: 'in_review' }), 'reopen');
    expectFrozen(await manager.patch(`/api/submissions/${id}`, { priority: 'urgent' }), 'a manager editing without reopening');
    expectFrozen(
      await insurer.post(`/api/submissions/${id}/decision`, { decision: 'approved', note: 'Again', conditions: 'As quoted' }),
      'decide again',
    );
  });

  it('still carries messages without new files, both ways', async () => {
    const { id } = await aDecidedSubmission(decision);
    expect((await customer.post(`/api/submissions/${id}/messages`, aMessage({ subject: 'Thanks' }))).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/messages`, aMessage({ subject: 'Welcome' }))).status).toBe(201);
  });

  it('lets a broker manager reopen it to review, recorded in the history, after which changes work again', async () => {
    const { id } = await aDecidedSubmission(decision);
    const reopened = await manager.patch(`/api/submissions/${id}`, { status: 'in_review' });
    expect(reopened.status).toBe(200);
    expect(reopened.data.status).toBe('in_review');
    expect(reopened.data.history[0]).toMatchObject({ action: 'Submission reopened', audience: 'client' });

    expect((await customer.post(`/api/submissions/${id}/properties`, aProperty({ name: 'Late addition' }))).status).toBe(201);
    expect((await broker.post(`/api/submissions/${id}/quotes`, aQuote())).status).toBe(201);
    const seen = await customer.get(`/api/submissions/${id}`);
    expect(seen.data.history.map((h: { action: string }) => h.action)).toContain('Submission reopened');
    expect(
      (await insurer.post(`/api/submissions/${id}/decision`, { decision: 'approved', note: 'Now fine', conditions: 'As quoted' })).data
        .status,
    ).toBe('approved');
  });
});
