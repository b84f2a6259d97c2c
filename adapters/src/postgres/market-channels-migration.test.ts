import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClient, aSubmissionRecord } from '../testing/builders.ts';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/040_market_channels.ts';

/**
 * Carrier messages written before each market had its own thread join the thread of the carrier their
 * recipient names (by its name or a contact's address, without case), a market of the submission first;
 * the others stay on no market's thread, and the client and internal channels are left alone.
 */
describe.each(databaseTargets())('the market channels migration (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('puts each old carrier message on the thread of the carrier its recipient names, and the rest on none', async () => {
    await down(db.knex);
    const client = await db.uow.run((r) => r.clients.create(aClient()));
    const submission = await db.uow.run((r) => r.submissions.create(aSubmissionRecord(client.id)));
    const tag = crypto.randomUUID().slice(0, 6);
    const carrier = async (name: string, email: string) => {
      const id = crypto.randomUUID();
      await db.knex('carriers').insert({ id, name: `${name} ${tag}`, active: true, created_at: new Date(), updated_at: new Date() });
      await db.knex('carrier_contacts').insert({ id: crypto.randomUUID(), carrier_id: id, name: 'Underwriter', email });
      return id;
    };
    const hartford = await carrier('Hartford', `uw-${tag}@hartford.example`);
    const chubb = await carrier('Chubb', `uw-${tag}@chubb.example`);
    const message = async (recipient: string, channel = 'carrier') => {
      const id = crypto.randomUUID();
      await db.knex('messages').insert({
        id,
        submission_id: submission.id,
        sender: 'Alex Morgan',
        recipient,
        date: new Date(),
        subject: 'Question',
        content: 'Any news?',
        channel,
      });
      return id;
    };
    const byAddress = await message(` UW-${tag}@Hartford.example `);
    const byName = await message(`chubb ${tag}`);
    const nobody = await message('Some Underwriter');
    const clientMessage = await message(`uw-${tag}@hartford.example`, 'client');
    await up(db.knex);

    const carrierOf = async (id: string) => (await db.knex('messages').where({ id }).first()).carrier_id;
    expect([await carrierOf(byAddress), await carrierOf(byName), await carrierOf(nobody), await carrierOf(clientMessage)]).toEqual([
      hartford,
      chubb,
      null,
      null,
    ]);
    const read = await db.uow.repos.messages.list(submission.id);
    expect(read.find((m) => m.id === byAddress)?.carrierId).toBe(hartford);
    expect(read.find((m) => m.id === nobody)?.carrierId).toBeNull();
  });
});
