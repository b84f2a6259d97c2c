import type { Knex } from 'knex';
import type { ActiveSession, LoginAttemptStore, SessionStore, ThrottledKey } from '@workbench/core';
import { iso, json, newId, num, toJson } from './rows.ts';

/** Expired sessions are swept on every this-many writes, so the table does not grow with every sign-in. */
export const PRUNE_EVERY_WRITES = 100;

export class PgSessionStore implements SessionStore {
  private writes = 0;

  constructor(private readonly db: Knex) {}

  async get(sid: string): Promise<Record<string, unknown> | null> {
    const row = await this.db('sessions').where({ sid }).andWhere('expires_at', '>', new Date()).first();
    return row ? json<Record<string, unknown>>(row.data, {}) : null;
  }

  async set(sid: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void> {
    const expiresAt = new Date(Date.now() + maxAgeMs);
    await this.db('sessions')
      .insert({ sid, data: toJson(data), expires_at: expiresAt })
      .onConflict('sid')
      .merge(['data', 'expires_at']);
    if (++this.writes % PRUNE_EVERY_WRITES === 0) await this.prune();
  }

  async destroy(sid: string): Promise<void> {
    await this.db('sessions').where({ sid }).delete();
  }

  async destroyOthers(userId: string, keepSid: string): Promise<string[]> {
    // Rare (a password change, "sign out other sessions") and the table holds only live sessions: a scan is fine.
    const ended = await this.db('sessions')
      .whereRaw("data->>'userId' = ?", [userId])
      .andWhereNot({ sid: keepSid })
      .delete()
      .returning('sid');
    return ended.map((row: { sid: string }) => row.sid);
  }

  async list(): Promise<ActiveSession[]> {
    const rows = await this.db('sessions')
      .where('expires_at', '>', new Date())
      .whereRaw("data->>'userId' is not null")
      .select('sid', this.db.raw("data->>'userId' as user_id"), 'expires_at')
      .orderBy('expires_at', 'desc');
    return rows.map((r: { sid: string; user_id: string; expires_at: unknown }) => ({
      sid: r.sid,
      userId: r.user_id,
      expiresAt: iso(r.expires_at),
    }));
  }

  /** Removes expired sessions; returns how many. */
  async prune(): Promise<number> {
    const deleted = await this.db('sessions').where('expires_at', '<=', new Date()).delete().returning('sid');
    return deleted.length;
  }
}

export class PgLoginAttemptStore implements LoginAttemptStore {
  constructor(private readonly db: Knex) {}

  async fail(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    // Attempts older than the window no longer count: drop them so the table stays small.
    await this.db('login_attempts')
      .where({ key })
      .andWhere('at', '<=', new Date(now - windowMs))
      .delete();
    await this.db('login_attempts').insert({ id: newId(), key, at: new Date(now) });
    return this.count(key, windowMs);
  }

  async take(key: string, windowMs: number, limit: number): Promise<string | null> {
    return this.db.transaction(async (trx) => {
      // One lock per key for the rest of the transaction: other processes counting the same key wait here,
      // so a count and the insert it allows cannot interleave with another's.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`login_attempts:${key}`]);
      const now = Date.now();
      await trx('login_attempts')
        .where({ key })
        .andWhere('at', '<=', new Date(now - windowMs))
        .delete();
      const [{ n }] = await trx('login_attempts').where({ key }).count({ n: '*' });
      if (num(n) >= limit) return null;
      const id = newId();
      await trx('login_attempts').insert({ id, key, at: new Date(now) });
      return id;
    });
  }

  async forget(id: string): Promise<void> {
    await this.db('login_attempts').where({ id }).delete();
  }

  async count(key: string, windowMs: number): Promise<number> {
    const [{ n }] = await this.db('login_attempts')
      .where({ key })
      .andWhere('at', '>', new Date(Date.now() - windowMs))
      .count({ n: '*' });
    return num(n);
  }

  async reset(key: string): Promise<void> {
    await this.db('login_attempts').where({ key }).delete();
  }

  async list(windowMs: number): Promise<ThrottledKey[]> {
    const rows = await this.db('login_attempts')
      .where('at', '>', new Date(Date.now() - windowMs))
      .groupBy('key')
      .select('key')
      .count({ n: '*' })
      .max({ last_at: 'at' })
      .orderBy([{ column: 'n', order: 'desc' }, { column: 'key' }]);
    return (rows as Array<{ key: string; n: unknown; last_at: unknown }>).map((r) => ({
      key: r.key,
      failures: num(r.n),
      lastAt: iso(r.last_at),
    }));
  }
}
