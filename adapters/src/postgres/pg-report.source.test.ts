import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSubmissions } from '../testing/bulk-submissions.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { PgReportSource } from './pg-report.source.ts';

async function all<T>(batches: AsyncIterable<T[]>): Promise<{ rows: T[]; sizes: number[] }> {
  const rows: T[] = [];
  const sizes: number[] = [];
  for await (const batch of batches) {
    rows.push(...batch);
    sizes.push(batch.length);
  }
  return { rows, sizes };
}

/**
 * The reports' lines are read in keyset batches: every row exactly once and in order across batch
 * boundaries, also where timestamps tie to the microsecond, and each count equal to what is read.
 */
describe.each(databaseTargets())('PgReportSource (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  // Batches of 3, so the 7 submissions and the history entries cross several batch boundaries.
  let source: PgReportSource;
  const tie = '2020-01-01 12:00:00.123456+00';

  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
    source = new PgReportSource(db.knex, 3);
    await fillSubmissions(db.knex, 7, 2);
    // Four submissions made in the same microsecond: the key must not skip or repeat any of them.
    await db.knex.raw(`update submissions set created_at = ?::timestamptz where submission_id <= 'SUB-2020-000004'`, [tie]);
    const submissions = await db.knex('submissions').select('id', 'submission_id').orderBy('submission_id');
    let n = 0;
    for (const s of submissions) {
      for (const action of ['Created', 'Status changed']) {
        n += 1;
        await db.knex('history').insert({
          id: crypto.randomUUID(),
          submission_id: s.id,
          user_name: 'Test broker (broker)',
          date: n <= 5 ? tie : `2020-02-0${1 + (n % 9)}T10:00:00Z`,
          action,
          details: `${action} ${s.submission_id}`,
        });
      }
    }
    const clientIds = [...new Set((await db.knex('submissions').select('client_id')).map((r) => r.client_id as string))];
    for (let i = 1; i <= 5; i++) {
      const submission = submissions[i - 1]!;
      await db.knex('quotes').insert({
        id: crypto.randomUUID(),
        submission_id: submission.id,
        carrier: i % 2 ? 'Northwind' : 'Atlas',
        amount: 100,
        status: ' APPROVED ',
      });
      await db.knex('policies').insert({
        id: crypto.randomUUID(),
        policy_number: `POL-${i}`,
        client_id: clientIds[0],
        submission_id: submission.id,
        status: 'active',
        product: 'commercial_property',
        premium: 1000 + i,
        effective_date: `2026-03-0${i}`,
        expiration_date: `2027-03-0${i}`,
      });
    }
    const unquoted = crypto.randomUUID();
    await db.knex('policies').insert({
      id: unquoted,
      policy_number: 'POL-UNQUOTED',
      client_id: clientIds[0],
      submission_id: null,
      status: 'active',
      product: 'commercial_auto',
      premium: 50,
      effective_date: '2026-03-20',
      expiration_date: '2027-03-19',
    });
    // A claim's and a policy's history, between the submissions' entries.
    const claim = crypto.randomUUID();
    await db.knex('claims').insert({
      id: claim,
      reference: 'CLM-2020-0001',
      policy_id: unquoted,
      client_id: clientIds[0],
      status: 'reported',
      loss_date: '2020-01-15',
      location: 'Yard',
      description: 'Storm',
      reported_by_id: null,
      reported_by: 'Customer',
      created_at: '2020-01-15T09:00:00Z',
      updated_at: '2020-01-15T09:00:00Z',
    });
    await db.knex('claim_history').insert({
      id: crypto.randomUUID(),
      claim_id: claim,
      user_label: 'Casey Customer',
      action: 'Claim reported',
      details: 'Storm',
      date: '2020-01-15T09:00:00Z',
    });
    await db.knex('policy_history').insert({
      id: crypto.randomUUID(),
      policy_id: unquoted,
      user_label: 'Sam Broker',
      action: 'Policy cancelled',
      details: 'At the client’s request',
      date: '2020-03-01T09:00:00Z',
    });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('reads every submission of the period once, oldest first, in batches', async () => {
    const period = { from: '2020-01-01', to: '2020-12-31' };
    const { rows, sizes } = await all(source.register(period));
    // 5 to 7 were made a minute apart; 1 to 4 later, in one microsecond (in id order among themselves).
    expect(rows.slice(0, 3).map((r) => r.submissionRef)).toEqual(['SUB-2020-000005', 'SUB-2020-000006', 'SUB-2020-000007']);
    expect(
      rows
        .slice(3)
        .map((r) => r.submissionRef)
        .sort(),
    ).toEqual(['SUB-2020-000001', 'SUB-2020-000002', 'SUB-2020-000003', 'SUB-2020-000004']);
    expect(sizes).toEqual([3, 3, 1]);
    expect(await source.countRegister(period)).toBe(7);
    expect(await source.countRegister({ from: '2019-01-01', to: '2019-12-31' })).toBe(0);
    expect((await all(source.register({ from: '2019-01-01', to: '2019-12-31' }))).rows).toEqual([]);
  });

  it('reads every history entry of the period once, of submissions, claims and policies, merged in time order', async () => {
    const period = { from: '2020-01-01', to: '2020-03-31' };
    const { rows } = await all(source.audit(period));
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((r) => `${r.recordRef} ${r.details}`)).size).toBe(16);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    expect(rows.find((r) => r.recordType === 'claim')).toMatchObject({
      recordRef: 'CLM-2020-0001',
      user: 'Casey Customer',
      audience: null,
    });
    expect(rows.at(-1)).toMatchObject({ recordType: 'policy', recordRef: 'POL-UNQUOTED', action: 'Policy cancelled' });
    expect(await source.countAudit(period)).toBe(16);
    expect(await source.countAudit({ from: '2020-01-01', to: '2020-01-01' })).toBe(5);
  });

  it("states each policy's total insured value: its submission's locations in the default currency, none where none states one", async () => {
    const submission = (await db.knex('submissions').where({ submission_id: 'SUB-2020-000002' }).first('id')).id as string;
    const location = (position: number, tiv: number, currency: string) => ({
      id: crypto.randomUUID(),
      submission_id: submission,
      position,
      name: `Depot ${position}`,
      tiv,
      currency,
    });
    await db.knex('submission_properties').insert([location(0, 1_250_000, 'USD'), location(1, 750_000, 'USD'), location(2, 90_000, 'EUR')]);
    const { rows } = await all(source.bordereau({ from: '2026-03-01', to: '2026-03-31' }, 'atlas'));
    expect(rows.map((r) => [r.policyNumber, r.totalInsuredValue])).toEqual([
      ['POL-2', 2_000_000],
      ['POL-4', null],
    ]);
  });

  it('lists the month’s policies by carrier (bound quotes only, status read without case), one carrier when asked', async () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    const { rows } = await all(source.bordereau(march, null));
    expect(rows.map((r) => [r.carrier, r.policyNumber])).toEqual([
      [null, 'POL-UNQUOTED'],
      ['Atlas', 'POL-2'],
      ['Atlas', 'POL-4'],
      ['Northwind', 'POL-1'],
      ['Northwind', 'POL-3'],
      ['Northwind', 'POL-5'],
    ]);
    expect(rows[1]).toMatchObject({ premium: 1002, effectiveDate: '2026-03-02', expirationDate: '2027-03-02' });
    expect(await source.countBordereau(march, null)).toBe(6);
    expect((await all(source.bordereau(march, 'northwind'))).rows.map((r) => r.policyNumber)).toEqual(['POL-1', 'POL-3', 'POL-5']);
    expect(await source.countBordereau(march, ' NORTHWIND ')).toBe(3);
    expect(await source.carriers()).toEqual(['Atlas', 'Northwind']);
  });
});
