import type { Knex } from 'knex';

/**
 * Fills a book of `rows` submissions over `clients` new clients ("Client i", client{i}@example.com) in SQL:
 * the same rows the API would write, without a million round trips. Every fourth is shared with its client.
 * Human ids run SUB-2000-0001, SUB-2000-0002, ... so they never meet the ids the app hands out this year.
 */
export async function seedBulkSubmissions(db: Knex, options: { rows: number; clients: number; userId: string }): Promise<void> {
  await db.raw(
    `
    insert into clients (id, name, contact_person, email, created_at)
    select gen_random_uuid(), 'Client ' || i, 'Contact ' || i, 'client' || i || '@example.com', now()
    from generate_series(1, ?) as i`,
    [options.clients],
  );
  await db.raw(
    `
    insert into submissions (id, submission_id, client_id, transaction_type, priority, status, type, channel, is_new,
      product, rating_score, rating_label, due_date, description, share_with_client, assigned_to_id, created_by_id,
      created_at, updated_at)
    select gen_random_uuid(),
           'SUB-' || (2000 + (i - 1) / 9999) || '-' || lpad((((i - 1) % 9999) + 1)::text, 4, '0'),
           c.ids[1 + i % array_length(c.ids, 1)],
           (array['new_business', 'renewal', 'mta'])[1 + i % 3],
           (array['none', 'low', 'medium', 'high', 'urgent'])[1 + i % 5],
           (array['pending', 'in_progress', 'in_review', 'approved', 'rejected'])[1 + i % 5],
           case when i % 2 = 0 then 'manual' else 'email' end,
           'Broker portal', i % 2 = 0,
           (array['commercial_package', 'commercial_auto', 'commercial_property'])[1 + i % 3],
           40 + i % 60, (array['poor', 'fair', 'good', 'excellent'])[1 + i % 4],
           current_date + (i % 60), 'Bench submission ' || i, i % 4 = 0, ?, ?,
           now() - (i || ' minutes')::interval, now()
    from generate_series(1, ?) as i,
         (select array_agg(id order by name) as ids from clients where email like 'client%@example.com') c`,
    [options.userId, options.userId, options.rows],
  );
  await db.raw('analyze');
}
