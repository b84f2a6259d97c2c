import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { up } from './migrations/010_history_wording.ts';

/** Title-cased history names of older demo data read in sentence case, as the rest of the history does. */
describe.each(databaseTargets())('the history wording repair (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('renames the title-cased entries and changes nothing else about any entry', async () => {
    const repos = db.uow.repos;
    const client = await repos.clients.create(aClient());
    const s = await repos.submissions.create(aSubmissionRecord(client.id));
    const entry = (action: string, date: string) => ({
      userId: null,
      user: 'Alex (broker)',
      action,
      details: `${action} details`,
      audience: 'client' as const,
      date,
    });
    await repos.history.add(s.id, entry('Submission Created', '2024-01-01T09:00:00.000Z'));
    await repos.history.add(s.id, entry('Risk Rated', '2024-01-01T09:01:00.000Z'));
    await repos.history.add(s.id, entry('Status Changed', '2024-01-02T09:00:00.000Z'));
    await repos.history.add(s.id, entry('Priority changed', '2024-01-03T09:00:00.000Z'));

    await up(db.knex);

    const after = (await repos.history.list(s.id)).map((h) => [h.action, h.details, h.user, h.date]);
    expect(after).toEqual([
      ['Priority changed', 'Priority changed details', 'Alex (broker)', '2024-01-03T09:00:00.000Z'],
      ['Status changed', 'Status Changed details', 'Alex (broker)', '2024-01-02T09:00:00.000Z'],
      ['Risk rated', 'Risk Rated details', 'Alex (broker)', '2024-01-01T09:01:00.000Z'],
      ['Submission created', 'Submission Created details', 'Alex (broker)', '2024-01-01T09:00:00.000Z'],
    ]);
  });
});
