import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionRecord } from '@workbench/core';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/027_concurrent_creates.ts';

/**
 * Submission numbers come from one sequence per year: concurrent creates never share one and never wait for
 * one another; a create that rolls back leaves its number unused; a record that brings its own number moves
 * the year's numbering past it. Each test uses a year of its own.
 */
const at = (year: number, rest = '-06-01T12:00:00.000Z') => `${year}${rest}`;
const numberOf = (submissionId: string) => Number(submissionId.split('-')[2]);

describe.each(databaseTargets())('submission numbers (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  let clientId: string;
  const create = (overrides: Partial<SubmissionRecord>) => db.uow.run((r) => r.submissions.create(aSubmissionRecord(clientId, overrides)));

  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
    clientId = (await db.uow.run((r) => r.clients.create(aClient()))).id;
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('starts each year at 1, the year being the creation instant in UTC', async () => {
    const last = await create({ createdAt: at(2046, '-12-31T23:59:59.999Z') });
    const first = await create({ createdAt: at(2047, '-01-01T00:00:00.000Z') });
    const again = await create({ createdAt: at(2046, '-12-31T23:59:59.999Z') });
    expect([last.submissionId, first.submissionId, again.submissionId]).toEqual(['SUB-2046-0001', 'SUB-2047-0001', 'SUB-2046-0002']);
  });

  it('leaves the number of a create that rolled back unused, and never hands it out again', async () => {
    await create({ createdAt: at(2048) });
    await expect(
      db.uow.run(async (r) => {
        await r.submissions.create(aSubmissionRecord(clientId, { createdAt: at(2048) }));
        throw new Error('the rest of the create failed');
      }),
    ).rejects.toThrow('the rest of the create failed');
    expect((await create({ createdAt: at(2048) })).submissionId).toBe('SUB-2048-0003');
  });

  it('moves the numbering past a number a record brings, and never back', async () => {
    for (let i = 0; i < 5; i++) await create({ createdAt: at(2050) });
    expect((await create({ submissionId: 'sub-2050-0100', createdAt: at(2050) })).submissionId).toBe('SUB-2050-0100');
    expect((await create({ submissionId: 'SUB-2050-0050', createdAt: at(2050) })).submissionId).toBe('SUB-2050-0050');
    expect((await create({ createdAt: at(2050) })).submissionId).toBe('SUB-2050-0101');
    await expect(create({ submissionId: 'SUB-2050-0101', createdAt: at(2050) })).rejects.toMatchObject({ code: 'conflict' });
    // A year first seen through a brought number continues after it.
    await create({ submissionId: 'SUB-2053-0007', createdAt: at(2053) });
    expect((await create({ createdAt: at(2053) })).submissionId).toBe('SUB-2053-0008');
  });

  it('continues each year after its old counter or its highest stored number, whichever is higher', async () => {
    await create({ createdAt: at(2054) });
    await create({ submissionId: 'SUB-2055-0012', createdAt: at(2055) });
    await down(db.knex);
    // Before the sequences: a counter ahead of the stored numbers, and a stored number with no counter.
    await db.knex('submission_counters').where({ year: 2054 }).update({ last_number: 30 });
    await db.knex('submission_counters').where({ year: 2055 }).delete();
    await up(db.knex);
    expect((await create({ createdAt: at(2054) })).submissionId).toBe('SUB-2054-0031');
    expect((await create({ createdAt: at(2055) })).submissionId).toBe('SUB-2055-0013');
    expect((await create({ createdAt: at(2046) })).submissionId).toBe('SUB-2046-0003');
  });
});

// Concurrency needs more than PGlite's single connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('submission numbers under concurrent creates (PostgreSQL)', () => {
  let db: TestDatabase;
  let clientId: string;
  const record = (overrides: Partial<SubmissionRecord>) => aSubmissionRecord(clientId, overrides);
  const create = (overrides: Partial<SubmissionRecord>) => db.uow.run((r) => r.submissions.create(record(overrides)));

  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    clientId = (await db.uow.run((r) => r.clients.create(aClient()))).id;
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('gives 50 concurrent creates of a year 50 different numbers, 1 to 50, and counts every one in the total', async () => {
    const created = await Promise.all(Array.from({ length: 50 }, () => create({ createdAt: at(2060) })));
    expect(created.map((s) => numberOf(s.submissionId)).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [{ count }] = await db.knex('submissions').count({ count: '*' });
    expect((await db.uow.repos.submissions.list({})).total).toBe(Number(count));
  });

  it('lets a create finish while another create of the same year has taken its number and not committed', async () => {
    await create({ createdAt: at(2061) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = '';
    const open = db.uow.run(async (r) => {
      first = (await r.submissions.create(record({ createdAt: at(2061) }))).submissionId;
      await held;
    });
    while (!first) await new Promise((resolve) => setTimeout(resolve, 5));
    const waited = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the second create waited for the first')), 5000));
    const second = await Promise.race([create({ createdAt: at(2061) }), waited]);
    release();
    await open;
    expect([first, second.submissionId]).toEqual(['SUB-2061-0002', 'SUB-2061-0003']);
  });

  it('never hands a create a number a record brought while creates of that year run', async () => {
    const taken: string[] = [];
    let highest = 0;
    let conflicts = 0;
    for (let round = 0; round < 10; round++) {
      const brought = `SUB-2062-${String(highest + 4).padStart(4, '0')}`;
      const creates = Array.from({ length: 8 }, () => create({ createdAt: at(2062) }));
      // Every create succeeds; the brought number may have been handed out just before (a conflict), never after.
      const claim = create({ submissionId: brought, createdAt: at(2062) }).then(
        (s) => s.submissionId,
        (error: { code?: string }) => error.code ?? String(error),
      );
      const made = await Promise.all(creates);
      const claimed = await claim;
      if (claimed === 'conflict') conflicts++;
      else {
        expect(claimed).toBe(brought);
        taken.push(claimed);
      }
      for (const s of made) taken.push(s.submissionId);
      highest = Math.max(highest, ...taken.map(numberOf));
    }
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBe(80 + 10 - conflicts);
    expect(numberOf((await create({ createdAt: at(2062) })).submissionId)).toBe(highest + 1);
  });
});
