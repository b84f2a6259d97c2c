import type { Knex } from 'knex';

/**
 * Fills a test database with `count` submissions over `clients` clients ('Client i', owner{i}@example.com),
 * in bulk straight in SQL: the repository's one-by-one create would take minutes for 100,000. Human ids run
 * SUB-2020-000001 upwards; every seventh submission is shared with its client.
 */
export async function fillSubmissions(knex: Knex, count: number, clients = 200): Promise<void> {
  await knex.raw(
    `insert into clients (id, name, email, created_at)
     select md5('client' || g)::uuid, 'Client ' || g, 'owner' || g || '@example.com', now()
     from generate_series(1, ?) g`,
    [clients],
  );
  await knex.raw(
    `insert into submissions (id, submission_id, client_id, transaction_type, priority, status, type, channel, is_new, product,
       rating_score, rating_label, due_date, share_with_client, created_at, updated_at)
     select md5('submission' || g)::uuid,
       'SUB-2020-' || lpad(g::text, 6, '0'),
       md5('client' || (1 + g % ?))::uuid,
       (array['new_business','renewal','mta'])[1 + g % 3],
       (array['none','low','medium','high','urgent'])[1 + g % 5],
       (array['pending','in_progress','in_review','approved','rejected'])[1 + g % 5],
       case when g % 2 = 0 then 'manual' else 'email' end, 'Broker Portal', g % 4 = 0,
       (array['commercial_package','commercial_auto','commercial_property'])[1 + g % 3],
       g % 100, (array['excellent','good','fair','poor'])[1 + g % 4],
       date '2026-01-01' + (g % 365), g % 7 = 0,
       timestamptz '2020-01-01' + (g || ' minutes')::interval, now()
     from generate_series(1, ?) g`,
    [clients, count],
  );
  await knex.raw('analyze');
}
