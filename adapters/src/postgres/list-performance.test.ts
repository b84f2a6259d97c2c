import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { fillSubmissions } from '../testing/bulk-submissions.ts';

const ROWS = 100_000;
/**
 * Speed itself is measured by `npm run bench:list` (medians ~11 ms on PostgreSQL,
 * ~80 ms on PGlite), never by a timed test: what this suite holds is the shape that keeps it fast at
 * 100,000 rows (the right page and count, read through the index instead of sorting the table).
 */
const targets: Array<[string, string | null]> = process.env.TEST_DATABASE_URL
  ? [['PostgreSQL', process.env.TEST_DATABASE_URL]]
  : [['PGlite', null]];

describe.each(targets)('submissions list with 100,000 rows (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
    await fillSubmissions(db.knex, ROWS);
  }, 300_000);
  afterAll(() => db?.cleanup());

  it('serves the default page, newest first, with the full count', async () => {
    const page = await db.uow.repos.submissions.list({});
    expect(page.total).toBe(ROWS);
    expect(page.items).toHaveLength(50);
    expect(page.items[0].submissionId).toBe('SUB-2020-100000');
  });

  it('serves a dashboard list filtered by status and transaction type, with its count', async () => {
    const page = await db.uow.repos.submissions.list({ status: 'pending', transactionType: 'renewal' });
    const expected = Array.from({ length: ROWS }, (_, i) => i + 1).filter((g) => g % 5 === 0 && g % 3 === 1).length;
    expect(page.total).toBe(expected);
    expect(page.items.every((s) => s.status === 'pending' && s.transactionType === 'renewal')).toBe(true);
  });

  it('reads the default page through the (created_at, id) index rather than sorting the table', async () => {
    const { rows } = await db.knex.raw(`explain select s.id from submissions as s order by s.created_at desc, s.id asc limit 50`);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using submissions_created_idx/);
  });
});
