import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAttemptStore, NewAccountToken, SessionStore, UnitOfWork } from '@workbench/core';
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

    it('finds a directory account by the directory id it was opened with, and only from that source', async () => {
      const externalId = `uid=${unique('dir')},ou=people,dc=example,dc=org`;
      const created = await uow.repos.users.create(aUser({ username: unique('dir'), authSource: 'ldap', externalId }));
      expect(created.authSource).toBe('ldap');
      expect(created).not.toHaveProperty('externalId');
      expect(await uow.repos.users.findByExternalId('ldap', externalId)).toEqual(created);
      expect(await uow.repos.users.findByExternalId('oidc', externalId)).toBeNull();
      const local = await uow.repos.users.create(aUser({ username: unique('local') }));
      expect(local).not.toHaveProperty('authSource');
    });

    it('keeps changes to accounts and lists them newest first', async () => {
      const account = await uow.repos.users.create(aUser({ username: unique('audited') }));
      const change = { accountId: account.id, accountName: account.fullName, actorId: null, actorName: 'Directory', details: null };
      await uow.repos.users.recordEvent({ ...change, action: 'opened' });
      await uow.repos.users.recordEvent({ ...change, action: 'role_changed', details: 'Broker → Insurer' });
      const [latest, before] = await uow.repos.users.listEvents(2);
      expect(latest).toMatchObject({ ...change, action: 'role_changed', details: 'Broker → Insurer' });
      expect(before).toMatchObject({ action: 'opened' });
      expect(Date.parse(latest.at)).not.toBeNaN();
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

    it('makes accounts active with a proven address unless told otherwise', async () => {
      const made = await uow.repos.users.create(aUser());
      expect(made).toMatchObject({ status: 'active', emailVerified: true });
      const registered = await uow.repos.users.create(aUser({ status: 'pending', emailVerified: false }));
      expect(await uow.repos.users.findById(registered.id)).toMatchObject({ status: 'pending', emailVerified: false });
    });

    it('rejects a second account with a taken address, whatever its letter case, with conflict', async () => {
      const email = `${unique('Owner')}@Example.com`;
      await uow.repos.users.create(aUser({ email }));
      await expect(uow.repos.users.create(aUser({ email: email.toLowerCase() }))).rejects.toMatchObject({
        code: 'conflict',
        message: 'An account with this email already exists',
      });
    });

    it('lists pending accounts, leaves them out of the staff, and records approval and proof', async () => {
      const first = await uow.repos.users.create(aUser({ role: 'broker', status: 'pending' }));
      const second = await uow.repos.users.create(aUser({ role: 'insurer', status: 'pending' }));
      const pending = (await uow.repos.users.listPending()).map((u) => u.id);
      expect(pending).toEqual(expect.arrayContaining([first.id, second.id]));
      expect((await uow.repos.users.listStaff()).map((u) => u.id)).not.toContain(first.id);

      expect(await uow.repos.users.setStatus(first.id, 'active')).toMatchObject({ id: first.id, status: 'active' });
      expect(await uow.repos.users.setStatus(second.id, 'refused')).toMatchObject({ status: 'refused' });
      expect((await uow.repos.users.listPending()).map((u) => u.id)).not.toContain(first.id);
      expect((await uow.repos.users.listStaff()).map((u) => u.id)).toContain(first.id);

      const customer = await uow.repos.users.create(aUser({ role: 'customer', emailVerified: false }));
      expect(await uow.repos.users.markEmailVerified(customer.id)).toMatchObject({ emailVerified: true });
      expect(await uow.repos.users.setStatus(crypto.randomUUID(), 'active')).toBeNull();
      expect(await uow.repos.users.markEmailVerified(crypto.randomUUID())).toBeNull();
    });

    it('changes only the profile fields given, and refuses an address another account holds, whatever its case', async () => {
      const taken = `${unique('Taken')}@Example.com`;
      await uow.repos.users.create(aUser({ email: taken }));
      const own = await uow.repos.users.create(aUser({ role: 'customer', fullName: 'Before', phone: '555 0100', companyName: 'Acme' }));

      const renamed = await uow.repos.users.updateProfile(own.id, { fullName: 'After', phone: null });
      expect(renamed).toMatchObject({ fullName: 'After', phone: null, companyName: 'Acme', email: own.email, emailVerified: true });

      const moved = `${unique('moved')}@example.com`;
      expect(await uow.repos.users.updateProfile(own.id, { email: moved, emailVerified: false })).toMatchObject({
        email: moved,
        emailVerified: false,
      });
      await expect(uow.repos.users.updateProfile(own.id, { email: taken.toLowerCase() })).rejects.toMatchObject({
        code: 'conflict',
        message: 'An account with this email already exists',
      });
      expect(await uow.repos.users.findById(own.id)).toMatchObject({ email: moved, fullName: 'After' });
      // Its own address in another case is no conflict.
      expect(await uow.repos.users.updateProfile(own.id, { email: moved.toUpperCase() })).toMatchObject({ email: moved.toUpperCase() });
      expect(await uow.repos.users.updateProfile(crypto.randomUUID(), { fullName: 'Nobody' })).toBeNull();
    });

    it('replaces the password hash of one account only', async () => {
      const one = await uow.repos.users.create(aUser());
      const other = await uow.repos.users.create(aUser());
      expect(await uow.repos.users.setPasswordHash(one.id, 'new-hash')).toBe(true);
      expect((await uow.repos.users.findByUsername(one.username))?.passwordHash).toBe('new-hash');
      expect((await uow.repos.users.findByUsername(other.username))?.passwordHash).toBe('hash');
      expect(await uow.repos.users.setPasswordHash(crypto.randomUUID(), 'x')).toBe(false);
    });

    it("keeps a person's own bind authority in whole currency and cents, and clears it back to the firm's default", async () => {
      const one = await uow.repos.users.create(aUser({ role: 'broker' }));
      const other = await uow.repos.users.create(aUser({ role: 'broker' }));
      expect(one.bindAuthorityLimit ?? null).toBeNull();
      expect((await uow.repos.users.setBindAuthorityLimit(one.id, 125_000.5))?.bindAuthorityLimit).toBe(125_000.5);
      expect((await uow.repos.users.findById(one.id))?.bindAuthorityLimit).toBe(125_000.5);
      expect((await uow.repos.users.findById(other.id))?.bindAuthorityLimit ?? null).toBeNull();
      expect((await uow.repos.users.setBindAuthorityLimit(one.id, null))?.bindAuthorityLimit ?? null).toBeNull();
      expect((await uow.repos.users.findById(one.id))?.bindAuthorityLimit ?? null).toBeNull();
      expect(await uow.repos.users.setBindAuthorityLimit(crypto.randomUUID(), 1)).toBeNull();
    });
  });

  describe(`AccountTokenRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
    const aToken = (overrides: Partial<NewAccountToken> = {}): NewAccountToken => ({
      digest: unique('digest'),
      purpose: 'verify_email',
      email: `${unique('to')}@example.com`,
      userId: null,
      clientId: null,
      expiresAt: inAnHour(),
      ...overrides,
    });

    it('hands a token out once, for its own purpose only', async () => {
      const token = aToken({ purpose: 'invitation' });
      await uow.repos.accountTokens.issue(token);
      expect(await uow.repos.accountTokens.consume(token.digest, 'verify_email', new Date())).toBeNull();
      const used = await uow.repos.accountTokens.consume(token.digest, 'invitation', new Date());
      expect(used).toMatchObject({ digest: token.digest, purpose: 'invitation', email: token.email });
      expect(used?.usedAt).not.toBeNull();
      expect(await uow.repos.accountTokens.consume(token.digest, 'invitation', new Date())).toBeNull();
      expect(await uow.repos.accountTokens.consume(unique('unknown'), 'invitation', new Date())).toBeNull();
    });

    it('keeps the name an invitation was sent with, and none for a link issued without one', async () => {
      const named = aToken({ purpose: 'invitation', name: 'Dana Whitlock' });
      const plain = aToken();
      await uow.repos.accountTokens.issue(named);
      await uow.repos.accountTokens.issue(plain);
      expect((await uow.repos.accountTokens.find(named.digest, 'invitation'))?.name).toBe('Dana Whitlock');
      expect((await uow.repos.accountTokens.find(plain.digest, 'verify_email'))?.name).toBeNull();
    });

    it('refuses an expired token', async () => {
      const token = aToken({ expiresAt: new Date(Date.now() - 1000).toISOString() });
      await uow.repos.accountTokens.issue(token);
      expect(await uow.repos.accountTokens.consume(token.digest, 'verify_email', new Date())).toBeNull();
    });

    it('gives a token back when the work that used it rolls back', async () => {
      const token = aToken();
      await uow.repos.accountTokens.issue(token);
      await expect(
        uow.run(async (repos) => {
          expect(await repos.accountTokens.consume(token.digest, 'verify_email', new Date())).not.toBeNull();
          throw new Error('registration failed');
        }),
      ).rejects.toThrow('registration failed');
      expect(await uow.repos.accountTokens.consume(token.digest, 'verify_email', new Date())).not.toBeNull();
    });

    it('counts the tokens issued to an address since a moment, without case', async () => {
      const email = `${unique('Count')}@example.com`;
      const since = new Date(Date.now() - 60_000);
      await uow.repos.accountTokens.issue(aToken({ email }));
      await uow.repos.accountTokens.issue(aToken({ email: email.toUpperCase() }));
      await uow.repos.accountTokens.issue(aToken({ email, purpose: 'invitation' }));
      expect(await uow.repos.accountTokens.countIssued('verify_email', email, since)).toBe(2);
      expect(await uow.repos.accountTokens.countIssued('verify_email', email, new Date(Date.now() + 60_000))).toBe(0);
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

    it("ends every other session of an account, and only that account's, keeping the one named", async () => {
      const [kept, other, again, someoneElse, anonymous] = ['kept', 'other', 'again', 'else', 'anon'].map((s) => unique(`sid-${s}`));
      const userId = unique('user');
      await fixture.sessions.set(kept!, { userId }, 60_000);
      await fixture.sessions.set(other!, { userId }, 60_000);
      await fixture.sessions.set(again!, { userId, _expire: 1 }, 60_000);
      await fixture.sessions.set(someoneElse!, { userId: unique('user') }, 60_000);
      await fixture.sessions.set(anonymous!, {}, 60_000);

      expect((await fixture.sessions.destroyOthers(userId, kept!)).sort()).toEqual([other!, again!].sort());
      expect(await fixture.sessions.get(kept!)).toEqual({ userId });
      expect(await fixture.sessions.get(other!)).toBeNull();
      expect(await fixture.sessions.get(again!)).toBeNull();
      expect(await fixture.sessions.get(someoneElse!)).not.toBeNull();
      expect(await fixture.sessions.get(anonymous!)).toEqual({});
      expect(await fixture.sessions.destroyOthers(userId, kept!)).toEqual([]);
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

    it('takes places up to the limit, exactly, however many ask at once, and gives one back', async () => {
      const key = unique('take:');
      const taken = await Promise.all(Array.from({ length: 12 }, () => fixture.loginAttempts.take(key, 60_000, 5)));
      const ids = taken.filter((id): id is string => id !== null);
      expect(ids).toHaveLength(5);
      expect(await fixture.loginAttempts.count(key, 60_000)).toBe(5);
      await fixture.loginAttempts.forget(ids[0]!);
      expect(await fixture.loginAttempts.count(key, 60_000)).toBe(4);
      expect(await fixture.loginAttempts.take(key, 60_000, 5)).not.toBeNull();
      expect(await fixture.loginAttempts.take(key, 60_000, 5)).toBeNull();
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
