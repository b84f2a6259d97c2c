import type { Knex } from 'knex';

/**
 * The underwriting queue keeps, for each submission, its latest request for review: when it was sent, by
 * whom, and the task it raised for the deciders. Submissions already in review get a request from their
 * last history entry that sent them there (else their last change), so they keep their place in the queue.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table review_requests (
      submission_id uuid primary key references submissions(id) on delete cascade,
      requested_at timestamptz not null,
      requested_by_id uuid references users(id) on delete set null,
      task_id uuid references tasks(id) on delete set null
    )`);
  await knex.raw(`
    insert into review_requests (submission_id, requested_at)
    select s.id,
           coalesce(
             (select max(h.date) from history h
               where h.submission_id = s.id
                 and (h.action = 'Submitted for review' or h.details like '% → In Review%')),
             s.updated_at)
      from submissions s
     where s.status = 'in_review'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists review_requests');
}
