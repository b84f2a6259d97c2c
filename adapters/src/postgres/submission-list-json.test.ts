import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionListQuery } from '@workbench/core';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { fillSubmissions } from '../testing/bulk-submissions.ts';

/**
 * The list is sent as the JSON text the database writes. It must be exactly what encoding the repository's
 * summaries gives, for every kind of list: the same fields in the same order, the same values (dates,
 * times to the millisecond, nulls, names with quotes and non-ASCII letters) and the same total.
 */
describe.each(databaseTargets())('the submission list as JSON (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  let brokerId: string;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
    await fillSubmissions(db.knex, 300, 20);
    const broker = await db.uow.run((repos) =>
      repos.users.create({
        username: 'json-broker',
        passwordHash: '',
        fullName: 'Zoë "Zed" O\'Brien \\ 北',
        email: 'json-broker@example.com',
        role: 'broker',
        companyName: null,
        phone: null,
      }),
    );
    brokerId = broker.id;
    // Odd values where encodings differ: quotes, backslashes, control characters, non-ASCII, microseconds, nulls.
    await db.knex.raw(`update clients set name = 'Café "Ünïcode" \\ Ltd' || chr(9) || chr(1) || '€ 🚚' where name = 'Client 3'`);
    await db.knex.raw(
      `update submissions set assigned_to_id = ?, created_by_id = ?, transaction_type = null, due_date = null,
         created_at = created_at + interval '123456 microseconds', updated_at = timestamptz '2026-03-04 05:06:07.999999+02'
       where submission_id like '%0' or submission_id like '%7'`,
      [brokerId, brokerId],
    );
    // Words core does not know (rows written before a rename, or by hand) are written as any other text.
    await db.knex.raw(
      `update submissions set status = 'on "hold" \\', priority = 'Low', product = 'marine_cargo', rating_label = '',
         transaction_type = 'renewal ' || chr(10)
       where submission_id like '%3'`,
    );
  });
  afterAll(() => db?.cleanup());

  const queries: Array<[string, () => SubmissionListQuery]> = [
    ['the first page', () => ({})],
    ['a deep page', () => ({ offset: 250, limit: 40 })],
    ['a page past the end', () => ({ offset: 1000 })],
    ['filters', () => ({ status: 'pending', transactionType: 'renewal', limit: 20 })],
    ['an assignee', () => ({ assignedToId: brokerId })],
    ['a search', () => ({ q: 'café' })],
    ['a search with a filter', () => ({ q: 'SUB-2020-0001', priority: 'low' })],
    ['a customer', () => ({ customerEmail: 'OWNER3@example.com' })],
    ['a customer search', () => ({ customerEmail: 'owner3@example.com', q: 'ünïcode' })],
  ];
  it.each(queries)('%s: the same bytes and total as the summaries encoded', async (_label, query) => {
    const page = await db.uow.repos.submissions.list(query());
    const encoded = await db.uow.repos.submissions.listJson(query());
    expect(encoded.total).toBe(page.total);
    expect(encoded.json).toBe(JSON.stringify(page.items));
  });

  it('walks the whole list by cursor (after), page for page what offsets give, across rows created at the same instant', async () => {
    await db.knex.raw(`update submissions set created_at = timestamptz '2020-01-01 00:05:00.123456+00' where submission_id like '%1_'`);
    for (const query of [{}, { status: 'pending' as const }, { q: 'client 1' }, { customerEmail: 'owner3@example.com' }]) {
      const byOffset: string[] = [];
      const byCursor: string[] = [];
      let total = -1;
      for (let offset = 0; ; offset += 40) {
        const page = await db.uow.repos.submissions.list({ ...query, limit: 40, offset });
        byOffset.push(...page.items.map((s) => s.id));
        total = page.total;
        if (page.items.length < 40) break;
      }
      let after: string | undefined;
      for (;;) {
        const page = await db.uow.repos.submissions.listJson({ ...query, limit: 40, after });
        expect(page.total).toBe(total);
        byCursor.push(...(JSON.parse(page.json) as Array<{ id: string }>).map((s) => s.id));
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      expect(byCursor).toEqual(byOffset);
      expect(byCursor).toHaveLength(total);
    }
  });

  it('has something to compare: the odd rows are on the pages compared', async () => {
    const mine = await db.uow.repos.submissions.listJson({ assignedToId: brokerId, limit: 200 });
    const items = JSON.parse(mine.json) as Array<{ assignedTo: string; dueDate: string | null; transactionType: string | null }>;
    expect(items.length).toBeGreaterThan(50);
    expect(items.every((s) => s.assignedTo === 'Zoë "Zed" O\'Brien \\ 北' && s.dueDate === null && s.transactionType === null)).toBe(true);
    const customer = JSON.parse((await db.uow.repos.submissions.listJson({ customerEmail: 'owner3@example.com' })).json);
    expect(customer.length).toBeGreaterThan(0);
    expect(customer[0].client).toContain('Ünïcode');
  });
});
