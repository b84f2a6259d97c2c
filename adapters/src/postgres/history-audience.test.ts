import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/005_history_audience.ts';

/** Entries written before history had an audience are sorted so that nothing meant for staff reaches a client. */
describe.each(databaseTargets())('the history audience backfill (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('opens to the client only entries about what the client sees, and splits decision notes off for staff', async () => {
    const repos = db.uow.repos;
    const client = await repos.clients.create(aClient());
    const s = await repos.submissions.create(aSubmissionRecord(client.id));
    const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await repos.messages.add(s.id, {
      from: 'B',
      to: 'jane@acme.example',
      subject: 'Hello',
      content: 'c',
      channel: 'client',
      attachmentIds: [],
      date: at(2),
    });
    await repos.messages.add(s.id, {
      from: 'B',
      to: 'Northwind',
      subject: 'Terms',
      content: 'c',
      channel: 'carrier',
      attachmentIds: [],
      date: at(3),
    });
    await down(db.knex);
    const old = [
      ['Submission created', 'SUB for Acme'],
      ['Message sent', 'To jane@acme.example: Hello'],
      ['Message sent', 'To Northwind: Terms'],
      ['Quote added', 'Northwind: $1.00 (Approved)'],
      ['Quote updated', 'Northwind: $1.00 (Declined)'],
      ['Task added', 'Call the carrier'],
      ['Submission rejected', 'In Review → Rejected: loss history too heavy'],
      ['Decision', 'Approved: within appetite'],
      ['Something new', 'unknown'],
    ];
    for (const [i, [action, details]] of old.entries()) {
      await db
        .knex('history')
        .insert({ id: crypto.randomUUID(), submission_id: s.id, user_name: 'Alex', date: at(i + 1), action, details });
    }
    await up(db.knex);

    const history = (await repos.history.list(s.id)).reverse().map((h) => [h.action, h.details, h.audience]);
    expect(history).toEqual([
      ['Submission created', 'SUB for Acme', 'client'],
      ['Message sent', 'To jane@acme.example: Hello', 'client'],
      ['Message sent', 'To Northwind: Terms', 'staff'],
      ['Quote added', 'Northwind: $1.00 (Approved)', 'client'],
      ['Quote updated', 'Northwind: $1.00 (Declined)', 'staff'],
      ['Task added', 'Call the carrier', 'staff'],
      ['Decision note', 'loss history too heavy', 'staff'],
      ['Submission rejected', 'In Review → Rejected', 'client'],
      ['Decision note', 'within appetite', 'staff'],
      ['Decision', 'Approved', 'client'],
      ['Something new', 'unknown', 'staff'],
    ]);
  });
});
