import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/012_carriers.ts';
import * as placement from './migrations/021_placement.ts';
import * as carrierUnderwriters from './migrations/034_carrier_underwriters.ts';
import * as marketChannels from './migrations/040_market_channels.ts';

/**
 * Quotes written before carriers were a directory name their carrier in free text: the migration makes one
 * carrier per name (trimmed, without case, spelled as most quotes spell it) and links every quote to it,
 * leaving each quote's own text as it was for the reports that read it.
 */
describe.each(databaseTargets())('the carriers migration (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('makes one carrier per distinct name and links every existing quote, keeping its carrier text', async () => {
    // Placing, carriers' underwriters and the markets' threads build on the carriers: they are taken back first
    // and put back after, as a real upgrade runs them.
    await marketChannels.down(db.knex);
    await carrierUnderwriters.down(db.knex);
    await placement.down(db.knex);
    await down(db.knex);
    const client = await db.uow.run((r) => r.clients.create(aClient()));
    const submission = await db.uow.run((r) => r.submissions.create(aSubmissionRecord(client.id)));
    const names = ['Chubb', ' chubb ', 'Chubb', 'CHUBB', 'Zurich', 'Liberty  Mutual', '   '];
    await db
      .knex('quotes')
      .insert(
        names.map((carrier) => ({ id: crypto.randomUUID(), submission_id: submission.id, carrier, amount: 1000, status: 'Pending' })),
      );
    await up(db.knex);
    await placement.up(db.knex);
    await carrierUnderwriters.up(db.knex);
    await marketChannels.up(db.knex);

    const carriers = await db.knex('carriers').select('id', 'name', 'active').orderBy('name');
    expect(carriers.map((c) => [c.name, c.active])).toEqual([
      ['Chubb', true],
      ['Liberty  Mutual', true],
      ['Zurich', true],
    ]);
    const quotes = await db.knex('quotes').where({ submission_id: submission.id }).orderBy('seq').select('carrier', 'carrier_id');
    const idOf = (name: string) => carriers.find((c) => c.name === name)!.id;
    expect(quotes).toEqual([
      { carrier: 'Chubb', carrier_id: idOf('Chubb') },
      { carrier: ' chubb ', carrier_id: idOf('Chubb') },
      { carrier: 'Chubb', carrier_id: idOf('Chubb') },
      { carrier: 'CHUBB', carrier_id: idOf('Chubb') },
      { carrier: 'Zurich', carrier_id: idOf('Zurich') },
      { carrier: 'Liberty  Mutual', carrier_id: idOf('Liberty  Mutual') },
      // A quote with no carrier name has no carrier to link.
      { carrier: '   ', carrier_id: null },
    ]);
    // The directory reads them: three Chubb quotes and one more spelled differently are one carrier's four.
    const chubb = await db.uow.repos.carriers.get(idOf('Chubb'));
    expect(chubb).toMatchObject({ name: 'Chubb', quotesCount: 4, hitRatio: 0 });
    await expect(
      db.knex('carriers').insert({ id: crypto.randomUUID(), name: 'zurich', created_at: new Date(), updated_at: new Date() }),
    ).rejects.toThrow();
  });
});
