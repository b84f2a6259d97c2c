/** Core's schedule use cases on the in-memory unit of work: the property and vehicle rows of a submission. */
import { describe, expect, it } from 'vitest';
import { addProperties, deleteProperty, type AppError } from '@workbench/core';
import { aWorldPerTest, failure } from './usecases.world.ts';

const w = aWorldPerTest();

describe('properties', () => {
  it('adds properties with a history entry and lets the customer remove one while the submission is still theirs', async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer();
    const [row] = await addProperties(w.deps)(customer, s.id, [{ name: 'Depot', address: '2 Side St' }]);
    expect(await w.actions(s.id)).toContain('Property added');
    await deleteProperty(w.deps)(customer, s.id, row.id);
    expect((await w.uow.repos.submissions.get(s.id))!.properties).toEqual([]);
    expect(await w.actions(s.id)).toContain('Property removed');
  });

  it('refuses the customer removing a row once the submission is under review, but not staff', async () => {
    const s = await w.aSubmission();
    const [row] = await addProperties(w.deps)(await w.anActor('broker'), s.id, { name: 'Depot' });
    await w.uow.repos.submissions.update(s.id, { status: 'in_review' });
    expect(await failure(deleteProperty(w.deps)(await w.theCustomer(), s.id, row.id))).toBe('conflict');
    await deleteProperty(w.deps)(await w.anActor('broker'), s.id, row.id);
  });

  it('reports a list of rows with the index of the bad one', async () => {
    const s = await w.aSubmission();
    const error = await addProperties(w.deps)(await w.anActor('broker'), s.id, [{ name: 'Ok' }, { yearBuilt: 'old' }]).catch(
      (e: AppError) => e,
    );
    expect((error as AppError).issues?.[0]?.path).toMatch(/^1\b/);
  });
});
