import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { up } from './migrations/033_rating_history_for_staff.ts';

/** A 'Risk rated' entry older demo data wrote for the client is for staff only afterwards; nothing else moves. */
describe.each(databaseTargets())('the rating history repair (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it("keeps the rating's history entry from the client and leaves every other entry as it was", async () => {
    const repos = db.uow.repos;
    const client = await repos.clients.create(aClient());
    const s = await repos.submissions.create(aSubmissionRecord(client.id));
    const entry = (action: string, date: string) => ({
      userId: null,
      user: 'System',
      action,
      details: `${action} details`,
      audience: 'client' as const,
      date,
    });
    await repos.history.add(s.id, entry('Submission created', '2024-01-01T09:00:00.000Z'));
    await repos.history.add(s.id, entry('Risk rated', '2024-01-01T09:01:00.000Z'));

    await up(db.knex);

    const after = (await repos.history.list(s.id)).map((h) => [h.action, h.audience, h.details, h.date]);
    expect(after).toEqual([
      ['Risk rated', 'staff', 'Risk rated details', '2024-01-01T09:01:00.000Z'],
      ['Submission created', 'client', 'Submission created details', '2024-01-01T09:00:00.000Z'],
    ]);
  });
});
