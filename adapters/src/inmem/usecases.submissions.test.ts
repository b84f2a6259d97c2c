/** Core's submission use cases on the in-memory unit of work: create, change, decide, send for review. */
import { describe, expect, it } from 'vitest';
import { createSubmission, decideSubmission, submitForReview, updateSubmission, type Role, type SubmissionStatus } from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

const wizardBody = (over: Record<string, unknown> = {}) => ({
  clientId: w.clientId,
  description: 'Warehouse and delivery fleet',
  dueDate: '2026-12-15',
  coverages: [
    { coverage: 'property', limit: 5_000_000, deductible: 10_000, properties: [{ name: 'HQ', address: '1 Main St' }] },
    { coverage: 'general_liability', selected: false },
  ],
  ...over,
});

describe('createSubmission', () => {
  it('creates a pending submission whose product follows the selected coverages, with its schedules and a first history entry', async () => {
    const broker = await w.anActor('broker');
    const created = await createSubmission(w.deps)(broker, wizardBody());
    expect(created).toMatchObject({ status: 'pending', product: 'commercial_property', createdById: broker.id });
    expect(created.submissionId).toMatch(/^SUB-2026-\d{4}$/);
    const detail = (await w.uow.repos.submissions.get(created.id))!;
    expect(detail.coverages.map((c) => c.coverage)).toEqual(['property']);
    expect(detail.properties.map((p) => p.name)).toEqual(['HQ']);
    expect(await w.actions(created.id)).toEqual(['Submission created']);
  });

  it('refuses a customer and an unknown client, and stores nothing', async () => {
    expect(await failure(createSubmission(w.deps)(await w.theCustomer(), wizardBody()))).toBe('forbidden');
    const broker = await w.anActor('broker');
    expect(await failure(createSubmission(w.deps)(broker, wizardBody({ clientId: crypto.randomUUID() })))).toBe('invalid');
    expect((await w.uow.repos.submissions.list({})).total).toBe(0);
  });
});

describe('updateSubmission', () => {
  it('writes one history entry per changed field', async () => {
    const s = await w.aSubmission();
    const updated = await updateSubmission(w.deps)(await w.anActor('broker'), s.id, { priority: 'urgent', dueDate: '2027-01-04' });
    expect(updated).toMatchObject({ priority: 'urgent', dueDate: '2027-01-04' });
    expect(await w.actions(s.id)).toEqual(expect.arrayContaining(['Priority changed', 'Due date changed']));
  });

  it('leaves a decided submission as it is, except for a broker manager reopening it to review', async () => {
    const s = await w.aSubmission('approved');
    expect(await failure(updateSubmission(w.deps)(await w.anActor('broker'), s.id, { priority: 'low' }))).toBe('conflict');
    const reopened = await updateSubmission(w.deps)(await w.anActor('broker_manager'), s.id, { status: 'in_review' });
    expect(reopened.status).toBe('in_review');
    expect(await w.actions(s.id)).toContain('Submission reopened');
  });
});

describe('decideSubmission', () => {
  it('approves a submission in review with a note kept apart from the outcome', async () => {
    const s = await w.aSubmission('in_review');
    const decided = await decideSubmission(w.deps)(await w.anActor('insurer'), s.submissionId, { decision: 'approved', note: 'Good risk' });
    expect(decided.status).toBe('approved');
    expect(await w.actions(s.id)).toEqual(expect.arrayContaining(['Decision note', 'Submission approved']));
  });

  it.each<[Role, SubmissionStatus, string]>([
    ['broker', 'in_review', 'forbidden'],
    ['broker_manager', 'pending', 'conflict'],
    ['broker_manager', 'rejected', 'conflict'],
  ])('a %s deciding a %s submission fails with %s', async (role, status, code) => {
    const s = await w.aSubmission(status);
    expect(await failure(decideSubmission(w.deps)(await w.anActor(role), s.id, { decision: 'approved', note: 'x' }))).toBe(code);
  });

  it('asks for a note', async () => {
    const s = await w.aSubmission('in_review');
    expect(await failure(decideSubmission(w.deps)(await w.anActor('broker_manager'), s.id, { decision: 'rejected', note: ' ' }))).toBe(
      'invalid',
    );
  });
});

describe('submitForReview', () => {
  it('lets the customer send their own shared submission to review', async () => {
    const s = await w.aSubmission('in_progress');
    const sent = await submitForReview(w.deps)(await w.theCustomer(), s.submissionId.toLowerCase());
    expect(sent.status).toBe('in_review');
    expect(await w.actions(s.id)).toContain('Submitted for review');
  });

  it('hides an unshared submission from the customer and refuses a second sending', async () => {
    const hidden = await w.aSubmission('pending', false);
    expect(await failure(submitForReview(w.deps)(await w.theCustomer(), hidden.id))).toBe('not_found');
    const inReview = await w.aSubmission('in_review');
    expect(await failure(submitForReview(w.deps)(await w.anActor('broker'), inReview.id))).toBe('conflict');
  });
});
