import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseTargets, type TestDatabase } from '../testing/database.ts';
import { down, up } from './migrations/004_accounts.ts';

/**
 * Accounts made before addresses had to be unique and proven keep working, except that an address claimed
 * by several accounts stays with the oldest: the others can no longer reach the client it names.
 */
describe.each(databaseTargets())('the accounts migration (%s)', (_name, databaseUrl) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ databaseUrl });
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('keeps existing accounts active and proven, and gives later holders of a shared address a distinct, unproven one', async () => {
    await down(db.knex);
    const account = (username: string, email: string, role: string, minute: number) => ({
      id: crypto.randomUUID(),
      username,
      password_hash: 'hash',
      full_name: username,
      email,
      role,
      created_at: new Date(`2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`),
    });
    const owner = account('owner', 'jane@acme.example', 'customer', 1);
    const copycat = account('copycat', 'JANE@acme.example', 'customer', 2);
    const broker = account('staff', 'sam@firm.example', 'broker', 3);
    await db.knex('users').insert([copycat, owner, broker]);
    await up(db.knex);

    const rows = await db.knex('users').select('username', 'email', 'status', 'email_verified').orderBy('username');
    expect(rows).toEqual([
      { username: 'copycat', email: `duplicate-${copycat.id.slice(0, 8)}.JANE@acme.example`, status: 'active', email_verified: false },
      { username: 'owner', email: 'jane@acme.example', status: 'active', email_verified: true },
      { username: 'staff', email: 'sam@firm.example', status: 'active', email_verified: true },
    ]);
    await expect(db.knex('users').insert(account('again', 'Jane@Acme.example', 'customer', 4))).rejects.toThrow();
  });
});
