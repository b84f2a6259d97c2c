import type { Knex } from 'knex';

/**
 * Each history entry records who it was written for: 'client' (the customer sees it on their submission and
 * in their activity) or 'staff'. New entries get their audience from the use case that writes them; a row
 * written without one is staff's, so forgetting can only hide an entry, never leak one.
 *
 * Existing entries are sorted by what they say, from the texts the use cases and the demo data wrote:
 * - about the submission itself, its schedules, uploads and related items: client (the customer's screen
 *   shows all of that anyway);
 * - 'Message sent': client only when a client-channel message of the same submission was sent at the same
 *   moment under the subject the entry names; carrier and internal messages stay staff;
 * - quotes: client only while the entry shows the quote as Approved, the one status a customer sees;
 * - tasks and anything not recognised: staff;
 * - decisions ('Submission approved' / 'Submission rejected' / the demo's 'Decision') carried the note in
 *   their details after the first ': '. The row becomes a staff 'Decision note' holding the note, and a client
 *   row with the outcome alone is added beside it, as decisions are written now.
 */
const CLIENT_ACTIONS = [
  'Submission created',
  'Submission Created',
  'Risk Rated',
  'Property added',
  'Properties added',
  'Vehicle added',
  'Vehicles added',
  'Property updated',
  'Vehicle updated',
  'Property removed',
  'Vehicle removed',
  'Document uploaded',
  'Related item added',
  'Status changed',
  'Status Changed',
  'Priority changed',
  'Due date changed',
  'Assigned',
  'Unassigned',
  'Transaction type changed',
  'Description updated',
  'Shared with client',
  'Sharing with client stopped',
  'Submitted for review',
];
const DECISION_ACTIONS = ['Submission approved', 'Submission rejected', 'Decision'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table history add column audience text not null default 'staff' check (audience in ('client', 'staff'))`);
  await knex.raw(`update history set audience = 'client' where action = any(?)`, [CLIENT_ACTIONS]);
  await knex.raw(`
    update history as h set audience = 'client'
    where h.action = 'Message sent' and exists (
      select 1 from messages as m
      where m.submission_id = h.submission_id and m.channel = 'client' and m.date = h.date
        and left(h.details, length('To ' || m.recipient || ': ' || m.subject)) = 'To ' || m.recipient || ': ' || m.subject
    )`);
  await knex.raw(`update history set audience = 'client' where action in ('Quote added', 'Quote updated') and details like '%(Approved)'`);
  // The outcome first, as a new client row (a later seq, so it heads the note as new decisions do) ...
  await knex.raw(
    `insert into history (id, submission_id, user_id, user_name, date, action, details, audience)
     select gen_random_uuid(), submission_id, user_id, user_name, date, action, left(details, position(': ' in details) - 1), 'client'
     from history where action = any(?) and audience = 'staff' and position(': ' in details) > 0
     order by seq`,
    [DECISION_ACTIONS],
  );
  // ... then the original row keeps only the note, for staff.
  await knex.raw(
    `update history set action = 'Decision note', details = substr(details, position(': ' in details) + 2)
     where action = any(?) and audience = 'staff' and position(': ' in details) > 0`,
    [DECISION_ACTIONS],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table history drop column audience');
}
