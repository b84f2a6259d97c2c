import type { Knex } from 'knex';

/**
 * Each market of a submission has its own thread on the carrier channel: a carrier message names the
 * carrier it belongs to. A carrier message already written joins the thread of the carrier its recipient
 * names (the carrier's name or one of its contacts' addresses, without case), a market of the same
 * submission before any other carrier of the directory; one whose recipient names no carrier stays on no
 * market's thread, which only the firm's staff read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table messages add column carrier_id uuid references carriers(id) on delete set null');
  await knex.raw(`
    update messages as msg
       set carrier_id = (
         select c.id
           from carriers as c
          where lower(btrim(msg.recipient)) = lower(btrim(c.name))
             or exists (select 1 from carrier_contacts as cc
                         where cc.carrier_id = c.id and lower(btrim(cc.email)) = lower(btrim(msg.recipient)))
          order by exists (select 1 from placement_markets as m
                            where m.carrier_id = c.id and m.submission_id = msg.submission_id) desc,
                   c.created_at, c.id
          limit 1)
     where msg.channel = 'carrier'`);
  await knex.raw('create index messages_carrier_thread_idx on messages (submission_id, carrier_id) where carrier_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table messages drop column if exists carrier_id');
}
