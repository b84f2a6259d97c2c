import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAttemptStore, SessionStore, UnitOfWork } from '@workbench/core';
import { aUser, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function userRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`UserRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('creates a user and finds it by username in any letter case, with the hash', async () => {
      const username = unique('Casey');
      const created = await uow.repos.users.create(aUser({ username, fullName: 'Casey Ng', role: 'insurer' }));
      expect(created).toMatchObject({ username, fullName: 'Casey Ng', role: 'insurer', companyName: null });
      expect(created).not.toHaveProperty('passwordHash');
      expect(Date.parse(created.createdAt)).not.toBeNaN();
      const found = await uow.repos.users.findByUsername(username.toUpperCase());
      expect(found).toMatchObject({ id: created.id, passwordHash: 'hash' });
      expect(await uow.repos.users.findById(created.id)).toEqual(created);
    });

    it('rejects a taken username, whatever its letter case, with conflict', async () => {
      const username = unique('dup');
      await uow.repos.users.create(aUser({ username }));
      await expect(uow.repos.users.create(aUser({ username: username.toUpperCase() }))).rejects.toMatchObject({
        code: 'conflict',
        message: 'Username already exists',
      });
    });

    it('answers null for unknown users and malformed ids', async () => {
      expect(await uow.repos.users.findByUsername(unique('nobody'))).toBeNull();
      expect(await uow.repos.users.findById(crypto.randomUUID())).toBeNull();
      expect(await uow.repos.users.findById("1' or '1'='1")).toBeNull();
    });

    it('keeps SQL-looking and unicode text verbatim', async () => {
      const fullName = "Zoë O'Brien; DROP TABLE users; -- 日本語 🚀";
      const created = await uow.repos.users.create(aUser({ fullName, companyName: '%_\\' }));
      expect(await uow.repos.users.findById(created.id)).toMatchObject({ fullName, companyName: '%_\\' });
    });

    it('lists only staff roles, by full name', async () => {
      const customer = await uow.repos.users.create(aUser({ role: 'customer', fullName: 'Aaron Customer' }));
      const manager = await uow.repos.users.create(aUser({ role: 'broker_manager', fullName: 'Aaron Manager' }));
      const staff = await uow.repos.users.listStaff();
      expect(staff.map((u) => u.id)).toContain(manager.id);
      expect(staff.map((u) => u.id)).not.toContain(customer.id);
      const names = staff.map((u) => u.fullName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });
  });
}

export interface SessionFixture {
  sessions: SessionStore;
  loginAttempts: LoginAttemptStore;
  cleanup: () => Promise<void>;
}

export function sessionStoreContract(name: string, make: () => Promise<SessionFixture>) {
  describe(`SessionStore and LoginAttemptStore (${name})`, () => {
    let fixture: SessionFixture;
    beforeAll(async () => {
      fixture = await make();
    }, STARTUP_TIMEOUT_MS);
    afterAll(() => fixture?.cleanup());

    it('stores, replaces and destroys a session', async () => {
      const sid = unique('sid');
      expect(await fixture.sessions.get(sid)).toBeNull();
      await fixture.sessions.set(sid, { userId: 'u1', note: "it's ✓" }, 60_000);
      expect(await fixture.sessions.get(sid)).toEqual({ userId: 'u1', note: "it's ✓" });
      await fixture.sessions.set(sid, { userId: 'u2' }, 60_000);
      expect(await fixture.sessions.get(sid)).toEqual({ userId: 'u2' });
      await fixture.sessions.destroy(sid);
      expect(await fixture.sessions.get(sid)).toBeNull();
    });

    it('forgets a session once its max age has passed', async () => {
      const sid = unique('sid');
      await fixture.sessions.set(sid, { userId: 'u1' }, 30);
      await new Promise((r) => setTimeout(r, 80));
      expect(await fixture.sessions.get(sid)).toBeNull();
    });

    it('counts failed attempts per key within the window and resets them', async () => {
      const key = unique('login:');
      const other = unique('login:');
      expect(await fixture.loginAttempts.fail(key, 60_000)).toBe(1);
      expect(await fixture.loginAttempts.fail(key, 60_000)).toBe(2);
      await fixture.loginAttempts.fail(other, 60_000);
      expect(await fixture.loginAttempts.count(key, 60_000)).toBe(2);
      await fixture.loginAttempts.reset(key);
      expect(await fixture.loginAttempts.count(key, 60_000)).toBe(0);
      expect(await fixture.loginAttempts.count(other, 60_000)).toBe(1);
    });

    it('no longer counts attempts older than the window', async () => {
      const key = unique('login:');
      // A window wide enough that a busy machine's pauses cannot push the fresh attempt out of it.
      const windowMs = 1_500;
      await fixture.loginAttempts.fail(key, 60_000);
      await new Promise((r) => setTimeout(r, windowMs + 100));
      expect(await fixture.loginAttempts.count(key, windowMs)).toBe(0);
      expect(await fixture.loginAttempts.fail(key, windowMs)).toBe(1);
    });
  });
}
