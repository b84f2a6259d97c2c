/** Core's schedule use cases on the in-memory unit of work: the property and vehicle rows of a submission. */
import { describe, expect, it } from 'vitest';
import { addProperties, addVehicles, deleteProperty, deleteVehicle, updateProperty, updateVehicle, type AppError } from '@workbench/core';
import { aClient } from '../testing/builders.ts';
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

  it('edits only the fields sent, clears their review marks, and names them in the history', async () => {
    const s = await w.aSubmission();
    const broker = await w.anActor('broker');
    const [row] = await addProperties(w.deps)(broker, s.id, {
      name: 'Depot',
      address: '2 Side St',
      yearBuilt: 1990,
      needsReview: ['yearBuilt', 'address'],
    });
    const updated = await updateProperty(w.deps)(broker, s.id, row.id, { yearBuilt: 1995 });
    expect(updated).toMatchObject({ name: 'Depot', address: '2 Side St', yearBuilt: 1995, needsReview: ['address'] });
    const [latest] = (await w.uow.repos.history.list(s.id)).filter((h) => h.action === 'Property updated');
    expect(latest.details).toBe('Depot, 2 Side St: yearBuilt changed');
  });

  it("refuses editing a row that is not the submission's", async () => {
    const broker = await w.anActor('broker');
    const [elsewhere] = await addProperties(w.deps)(broker, (await w.aSubmission()).id, { name: 'Depot' });
    const s = await w.aSubmission();
    expect(await failure(updateProperty(w.deps)(broker, s.id, elsewhere.id, { name: 'Mine now' }))).toBe('not_found');
    expect(await failure(deleteProperty(w.deps)(broker, s.id, elsewhere.id))).toBe('not_found');
  });
});

describe('vehicles', () => {
  it('adds a fleet in one history entry, writes VINs in capitals, and rates the submission again', async () => {
    const s = await w.aSubmission();
    const rows = await addVehicles(w.deps)(await w.theCustomer(), s.id, [
      { make: 'Ford', model: 'Transit', year: 2022, vin: '1ftbw2cm5nka12345', usage: 'commercial' },
      { make: 'Isuzu', model: 'NPR', year: 2019 },
    ]);
    expect(rows.map((v) => [v.vin, v.usage])).toEqual([
      ['1FTBW2CM5NKA12345', 'Commercial'],
      [null, null],
    ]);
    const stored = (await w.uow.repos.submissions.get(s.id))!;
    expect(stored.vehicles).toHaveLength(2);
    expect(stored.history.map((h) => [h.action, h.details])).toEqual([['Vehicles added', '2 vehicles added']]);
    expect(stored.ratingFactors).not.toEqual([]);
  });

  it('lets the customer edit a vehicle of theirs; a decided submission takes no edit or removal', async () => {
    const s = await w.aSubmission();
    const customer = await w.theCustomer();
    const [van] = await addVehicles(w.deps)(customer, s.id, { make: 'Ford', model: 'Transit', needsReview: ['year'] });
    expect(await updateVehicle(w.deps)(customer, s.id, van.id, { year: 2021 })).toMatchObject({
      make: 'Ford',
      year: 2021,
      needsReview: [],
    });
    await w.uow.repos.submissions.update(s.id, { status: 'approved' });
    expect(await failure(updateVehicle(w.deps)(customer, s.id, van.id, { year: 2020 }))).toBe('conflict');
    expect(await failure(deleteVehicle(w.deps)(await w.anActor('broker_manager'), s.id, van.id))).toBe('conflict');
    expect((await w.uow.repos.submissions.get(s.id))!.vehicles.map((v) => v.year)).toEqual([2021]);
  });

  it('lets staff remove a vehicle, with a history entry', async () => {
    const s = await w.aSubmission('in_review');
    const broker = await w.anActor('broker');
    const [van] = await addVehicles(w.deps)(broker, s.id, { year: 2022, make: 'Ford', model: 'Transit' });
    await deleteVehicle(w.deps)(broker, s.id, van.id);
    const stored = (await w.uow.repos.submissions.get(s.id))!;
    expect(stored.vehicles).toEqual([]);
    expect(stored.history.map((h) => [h.action, h.details])).toContainEqual(['Vehicle removed', '2022 Ford Transit']);
    expect(await failure(deleteVehicle(w.deps)(broker, s.id, van.id))).toBe('not_found');
  });

  it("refuses a customer changing another client's fleet, as if it did not exist, and an empty or oversized list", async () => {
    const other = await w.uow.repos.clients.create(aClient());
    const theirs = await w.aSubmission('pending', true, { clientId: other.id });
    const [van] = await addVehicles(w.deps)(await w.anActor('broker'), theirs.id, { make: 'Ford' });
    const customer = await w.theCustomer();
    expect(await failure(addVehicles(w.deps)(customer, theirs.id, { make: 'Kia' }))).toBe('not_found');
    expect(await failure(updateVehicle(w.deps)(customer, theirs.id, van.id, { make: 'Kia' }))).toBe('not_found');
    expect(await failure(deleteVehicle(w.deps)(customer, theirs.id, van.id))).toBe('not_found');
    const mine = await w.aSubmission();
    expect(await failure(addVehicles(w.deps)(customer, mine.id, []))).toBe('invalid');
    expect(
      await failure(
        addVehicles(w.deps)(
          customer,
          mine.id,
          Array.from({ length: 5001 }, () => ({ make: 'Ford' })),
        ),
      ),
    ).toBe('invalid');
  });
});
