import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@workbench/core';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { fillSubmissions } from '../testing/bulk-submissions.ts';

/** The fields whose values are stored as jsonb: the detail sends them as PostgreSQL writes jsonb. */
const JSONB_FIELDS = new Set(['notes', 'coverages', 'ratingFactors', 'needsReview', 'sources']);

/** jsonb's text: ', ' and ': ' between items, keys in the order given (the test's keys are stored in jsonb's order). */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** The detail's bytes: the submission the repository reads, encoded, its jsonb fields as PostgreSQL writes them. */
function encoded(submission: Submission): string {
  const kept: string[] = [];
  const text = JSON.stringify(submission, (key, value) => {
    if (!JSONB_FIELDS.has(key)) return value;
    kept.push(jsonbText(value));
    return `\u0000${kept.length - 1}`;
  });
  return text.replace(/"\\u0000(\d+)"/g, (_marker, i: string) => kept[Number(i)]!);
}

/**
 * Staff get the detail as the JSON text the database writes. Byte for byte, it must be what encoding the
 * repository's submission gives (the stored jsonb as PostgreSQL writes it), by record id and by SUB-id, for a
 * submission with every kind of child and odd values in them, and for one with none.
 */
describe.each(databaseTargets())('the submission detail as JSON (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  const full = '00000000-0000-4000-8000-000000000001';
  const bare = '00000000-0000-4000-8000-000000000002';
  const odd = `'Zoë "Zed" O''Brien \\ 北' || chr(9) || chr(1) || '€ 🚚'`;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
    await fillSubmissions(db.knex, 20, 5);
    const user = await db.uow.run((repos) =>
      repos.users.create({
        username: 'detail-json',
        passwordHash: '',
        fullName: 'Zoë "Zed" O\'Brien \\ 北',
        email: 'detail-json@example.com',
        role: 'broker',
        companyName: null,
        phone: null,
      }),
    );
    const sql = (text: string, bindings: unknown[] = []) => db.knex.raw(text, bindings as never[]);
    await sql(`update clients set name = ${odd}, industry = 'Haulage', company_size = null where name = 'Client 2'`);
    await sql(
      `update submissions set id = ?, assigned_to_id = ?, created_by_id = ?, transaction_type = null, due_date = null,
         description = ${odd}, channel = 'E-mail "forwarded"',
         notes = '[{"id": "n1", "text": "Line one\\nline \\"two\\" \\\\ €", "author": "Zed", "createdAt": "2026-01-02T03:04:05.678Z"}]',
         coverages = '[{"limit": 1000000, "premium": null, "selected": true, "coverage": "general_liability", "deductible": 2500.5}]',
         rating_factors = '[{"label": "Fleet size", "impact": -3, "detail": "tab\\there"}]',
         created_at = timestamptz '2026-01-02 03:04:05.123456+00', updated_at = timestamptz '2026-03-04 05:06:07.999999+02'
       where submission_id = 'SUB-2020-000002'`,
      [full, user.id, user.id],
    );
    await sql(
      `update submissions set id = ?, description = null, status = 'on "hold"', priority = 'Low', product = 'marine_cargo',
         rating_label = '', transaction_type = 'mta ' || chr(10)
       where submission_id = 'SUB-2020-000003'`,
      [bare],
    );
    for (const position of [2, 1]) {
      await sql(
        `insert into submission_properties (id, submission_id, position, name, address, city, state, zip_code, year_built,
           construction_type, occupancy_type, square_footage, stories, sprinklered, ownership, needs_review, building_value,
           contents_value, bi_value, other_value, tiv, tiv_computed, currency, sources)
         values (gen_random_uuid(), ?, ?, ${odd}, '1 "Main" St', 'Springfield', 'IL', '62701', 1999, 'Frame', null, 12345.5, 2, true,
           'owned', '["tiv", "year_built"]', 1234567.5, 0.1, null, 3, 1234570.6, ?, 'EUR', '{"city": "e-mail \\"body\\"", "name": "form"}')`,
        [full, position, position === 1],
      );
    }
    await sql(
      `insert into submission_vehicles (id, submission_id, position, fleet_id, make, model, year, vin, value, usage)
       values (gen_random_uuid(), ?, 1, 'F-1', 'Volvo', ${odd}, 2021, 'VIN"1', 45000.25, null)`,
      [full],
    );
    for (const [at, action] of [
      ['2026-01-02 03:04:05.000001+00', 'created'],
      ['2026-01-03 00:00:00+00', `update "x" \\ ${'\u0007'}`],
    ]) {
      await sql(
        `insert into history (id, submission_id, user_id, user_name, date, action, details, audience)
         values (gen_random_uuid(), ?, ?, ${odd}, ?::timestamptz, ?, ${odd}, 'staff')`,
        [full, user.id, at, action],
      );
    }
    await sql(
      `insert into quotes (id, submission_id, carrier, amount, status, valid_until, coverage)
       values (gen_random_uuid(), ?, ${odd}, 12345.67, 'pending', date '2026-05-06', null),
              (gen_random_uuid(), ?, 'Acme', 0, 'accepted', null, 'GL')`,
      [full, full],
    );
    await sql(
      `insert into tasks (id, submission_id, title, assigned_to, due_date, status, priority)
       values (gen_random_uuid(), ?, ${odd}, null, date '2026-07-08', 'Pending', 'high')`,
      [full],
    );
    await sql(
      `insert into related_items (id, submission_id, type, reference, description, status, date)
       values (gen_random_uuid(), ?, 'policy', 'POL-1', ${odd}, 'active', null)`,
      [full],
    );
    const [document] = (
      await sql(
        `insert into documents (id, submission_id, filename, mime_type, size, bytes, uploaded_by, uploaded_at)
         values (gen_random_uuid(), ?, 'loss "runs".PDF', 'application/pdf', 42, '\\x00'::bytea, ${odd}, timestamptz '2026-02-03 04:05:06.789123+00'),
                (gen_random_uuid(), ?, 'schedule', 'text/csv; charset=utf-8', 7, '\\x00'::bytea, 'Ann', timestamptz '2026-02-03 04:05:06.789+00')
         returning id`,
        [full, full],
      )
    ).rows as Array<{ id: string }>;
    const [message] = (
      await sql(
        `insert into messages (id, submission_id, sender, recipient, date, subject, content, channel)
         values (gen_random_uuid(), ?, ${odd}, 'b@example.com', timestamptz '2026-02-03 04:05:06.5+00', 'Line one' || chr(10) || 'two', ${odd}, 'email'),
                (gen_random_uuid(), ?, 'a@example.com', 'b@example.com', timestamptz '2026-02-04 04:05:06+00', 'No attachments', '', 'portal')
         returning id`,
        [full, full],
      )
    ).rows as Array<{ id: string }>;
    await sql('insert into message_attachments (message_id, document_id, position) values (?, ?, 0)', [message!.id, document!.id]);
  });
  afterAll(() => db?.cleanup());

  it('is the repository’s submission encoded, with every kind of child, by record id and by SUB-id', async () => {
    const stored = await db.uow.repos.submissions.get(full);
    expect(stored!.messages[0]!.attachments.length + stored!.messages[1]!.attachments.length).toBe(1);
    for (const children of [stored!.properties, stored!.vehicles, stored!.history, stored!.quotes, stored!.tasks, stored!.documents]) {
      expect(children.length).toBeGreaterThan(0);
    }
    expect(stored!.relatedItems).toHaveLength(1);
    for (const id of [full, ` ${full.toUpperCase()} `, 'SUB-2020-000002', ' sub-2020-000002 ']) {
      expect(await db.uow.repos.submissions.getJson(id)).toEqual({ json: encoded(stored!), version: stored!.version });
    }
  });

  it('is the repository’s submission encoded for one with no children, and nothing for an unknown id', async () => {
    const stored = await db.uow.repos.submissions.get(bare);
    for (const id of [bare, 'SUB-2020-000003']) {
      expect(await db.uow.repos.submissions.getJson(id)).toEqual({ json: encoded(stored!), version: stored!.version });
    }
    for (const id of ['00000000-0000-4000-8000-00000000ffff', 'SUB-1999-9999', 'not an id']) {
      expect(await db.uow.repos.submissions.getJson(id)).toBeNull();
    }
  });
});
