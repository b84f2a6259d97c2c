import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { up } from './migrations/006_property_state_repair.ts';

/** A State overwritten with the portal's 'saved' mark becomes unknown and asks for review; real States stay. */
describe.each(databaseTargets())('the property State repair (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it("clears a State of 'saved' and marks it for review, leaving real States and other fields alone", async () => {
    const repos = db.uow.repos;
    const client = await repos.clients.create(aClient());
    const s = await repos.submissions.create(aSubmissionRecord(client.id));
    await repos.schedules.addProperties(s.id, [
      { name: 'Damaged', address: '1 Main St', city: 'Austin', state: 'TX', needsReview: ['yearBuilt'] },
      { name: 'Damaged twice', address: '2 Main St', city: 'Reno', state: 'NV', needsReview: ['state'] },
      { name: 'Intact', address: '3 Main St', city: 'Boise', state: 'ID' },
      { name: 'No state', address: '4 Main St', city: 'Salem', state: null },
    ]);
    await db.knex('submission_properties').whereIn('name', ['Damaged']).update({ state: 'saved' });
    await db.knex('submission_properties').whereIn('name', ['Damaged twice']).update({ state: 'Saved ' });

    await up(db.knex);

    const after = (await repos.submissions.get(s.id))!.properties.map((p) => [p.name, p.city, p.state, p.needsReview]);
    expect(after).toEqual([
      ['Damaged', 'Austin', null, ['yearBuilt', 'state']],
      ['Damaged twice', 'Reno', null, ['state']],
      ['Intact', 'Boise', 'ID', []],
      ['No state', 'Salem', null, []],
    ]);
  });
});
