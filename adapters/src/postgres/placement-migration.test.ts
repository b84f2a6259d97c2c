import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/021_placement.ts';

/**
 * Quotes written before placing was recorded keep their one home, the quote row, exactly as they were: the
 * migration gathers them into one market per submission and carrier (quoted, unless every quote of it was
 * declined or expired) and links each quote to its market.
 */
describe.each(databaseTargets())('the placement migration (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('keeps every existing quote as it was and gathers them into markets per carrier', async () => {
    await down(db.knex);
    const client = await db.uow.run((r) => r.clients.create(aClient()));
    const submission = await db.uow.run((r) => r.submissions.create(aSubmissionRecord(client.id)));
    const carrier = async (name: string) => {
      const id = crypto.randomUUID();
      await db
        .knex('carriers')
        .insert({ id, name: `${name} ${id.slice(0, 6)}`, active: true, created_at: new Date(), updated_at: new Date() });
      return id;
    };
    const [chubb, zurich, aig] = [await carrier('Chubb'), await carrier('Zurich'), await carrier('AIG')];
    const rows = [
      { carrier: 'Chubb', carrier_id: chubb, amount: 12000, status: 'Pending', valid_until: '2026-12-31', coverage: 'Property' },
      { carrier: 'Chubb', carrier_id: chubb, amount: 11500, status: 'Approved', valid_until: null, coverage: null },
      { carrier: 'Zurich', carrier_id: zurich, amount: 14000, status: 'Declined', valid_until: null, coverage: null },
      { carrier: 'AIG', carrier_id: aig, amount: 9000, status: ' expired ', valid_until: null, coverage: null },
      { carrier: 'Nobody', carrier_id: null, amount: 1, status: 'Pending', valid_until: null, coverage: null },
    ];
    await db.knex('quotes').insert(rows.map((r) => ({ ...r, id: crypto.randomUUID(), submission_id: submission.id })));
    const before = await db.knex('quotes').where({ submission_id: submission.id }).orderBy('seq');
    await up(db.knex);

    const after = await db.knex('quotes').where({ submission_id: submission.id }).orderBy('seq');
    // Linking a quote to its market is a change of the row, which moves its version; the quote itself is as it was.
    const asWritten = ({ version: _v, ...quote }: Record<string, unknown>) => quote;
    expect(
      after.map(({ market_id: _m, taxes: _t, fees: _f, commission_rate: _c, terms: _r, subjectivities: _s, ...kept }) => asWritten(kept)),
    ).toEqual(before.map(asWritten));
    const markets = await db.knex('placement_markets').where({ submission_id: submission.id });
    const statusOf = (carrierId: string) => markets.find((m) => m.carrier_id === carrierId)?.status;
    expect(markets).toHaveLength(3);
    expect([statusOf(chubb), statusOf(zurich), statusOf(aig)]).toEqual(['quoted', 'declined', 'expired']);
    expect(after.map((q) => q.market_id === null)).toEqual([false, false, false, false, true]);
    // The repository reads the old quotes as the markets' quotes, with no taxes, fees or terms.
    const placed = await db.uow.repos.placement.markets(submission.id);
    expect(placed.find((m) => m.carrierId === chubb)?.quotes.map((q) => [q.premium, q.taxes, q.terms])).toEqual([
      [12000, 0, []],
      [11500, 0, []],
    ]);
  });
});
