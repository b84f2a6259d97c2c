/** Core's profile use cases on the in-memory unit of work: one's own details, address, password and sessions. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changePassword,
  getProfile,
  listSubmissions,
  login,
  resendVerification,
  signOutOtherSessions,
  updateProfile,
  verifyEmail,
  WRONG_CURRENT_PASSWORD,
  type Actor,
} from '@workbench/core';
import { aClient } from '../testing/builders.ts';
import { InMemorySessionStore } from './in-memory-unit-of-work.ts';
import { aWorldPerTest, failure, tokenInLink } from './usecases.world.ts';

const w = aWorldPerTest();
let sessions: InMemorySessionStore;
beforeEach(() => {
  sessions = new InMemorySessionStore();
});
const deps = () => ({ ...w.accountDeps, sessions });

const PASSWORD = 'correct horse';

/** Sessions of `actor` under the given ids, as signing in leaves them. */
async function signedInAt(actor: Actor, ...sids: string[]) {
  for (const sid of sids) await sessions.set(sid, { userId: actor.id }, 60_000);
}
const alive = async (...sids: string[]) => Promise.all(sids.map(async (sid) => (await sessions.get(sid)) !== null));

describe('getProfile', () => {
  it("lists the clients bound to a customer's proven address, exactly, and none while it is unproven", async () => {
    const lookalike = await w.uow.repos.clients.create(aClient({ email: `x${w.clientEmail}` }));
    const customer = await w.theCustomer();
    const profile = await getProfile(w.deps)(customer);
    expect(profile.user).toEqual(customer);
    expect(profile.clients.map((c) => c.id)).toEqual([w.clientId]);
    expect(profile.clients.map((c) => c.id)).not.toContain(lookalike.id);

    await w.uow.run((repos) => repos.users.updateProfile(customer.id, { emailVerified: false }));
    expect((await getProfile(w.deps)({ ...customer, emailVerified: false })).clients).toEqual([]);
  });

  it('shows staff their account with no clients, and refuses an account that is not active', async () => {
    const broker = await w.anActor('broker');
    expect(await getProfile(w.deps)(broker)).toEqual({ user: broker, clients: [], version: 1 });
    expect(await failure(getProfile(w.deps)(await w.anActor('broker', { status: 'pending' })))).toBe('forbidden');
  });
});

describe('updateProfile', () => {
  it('changes only the fields sent, trimmed, and clears a phone sent empty', async () => {
    const customer = await w.theCustomer({ phone: '555 0100', companyName: 'Acme' });
    const { user } = await updateProfile(deps())(customer, { fullName: '  Casey New ', phone: '' });
    expect(user).toMatchObject({ fullName: 'Casey New', phone: null, companyName: 'Acme', email: customer.email, emailVerified: true });
    expect(await w.outbox()).toEqual([]);
  });

  it('makes a new address unproven, so the shared work goes out of sight, and mails the link that proves it', async () => {
    await w.aSubmission();
    const customer = await w.theCustomer();
    expect((await listSubmissions(w.deps)(customer, {})).total).toBe(1);

    const { user, clients } = await updateProfile(deps())(customer, { email: 'casey.new@example.com' });
    expect(user).toMatchObject({ email: 'casey.new@example.com', emailVerified: false });
    expect(clients).toEqual([]);
    expect((await listSubmissions(w.deps)(user, {})).total).toBe(0);

    const mails = await w.outbox();
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['casey.new@example.com', 'Confirm your new e-mail address'],
        [w.clientEmail, 'Your e-mail address was changed'],
      ]),
    );
    const link = mails.find((m) => m.to === 'casey.new@example.com')!;
    expect((await verifyEmail(w.accountDeps)({ token: tokenInLink(link) })).emailVerified).toBe(true);
  });

  it('does not let a link mailed for the old address prove the new one', async () => {
    const customer = await w.anActor('customer', { email: 'old@example.com', emailVerified: false });
    await resendVerification(w.accountDeps)(customer);
    const oldLink = (await w.outbox()).find((m) => m.to === 'old@example.com')!;
    await updateProfile(deps())(customer, { email: 'new@example.com' });
    expect(await failure(verifyEmail(w.accountDeps)({ token: tokenInLink(oldLink) }))).toBe('invalid');
    expect((await w.uow.repos.users.findById(customer.id))?.emailVerified).toBe(false);
  });

  it('keeps the proof when only the letter case of the address changes', async () => {
    const customer = await w.theCustomer();
    const { user } = await updateProfile(deps())(customer, { email: w.clientEmail.toUpperCase() });
    expect(user).toMatchObject({ email: w.clientEmail.toUpperCase(), emailVerified: true });
    expect(await w.outbox()).toEqual([]);
  });

  it("refuses another account's address and leaves everything as it was", async () => {
    const other = await w.anActor('customer');
    const customer = await w.theCustomer();
    expect(await failure(updateProfile(deps())(customer, { email: other.email.toUpperCase(), fullName: 'Changed' }))).toBe('conflict');
    expect(await w.uow.repos.users.findById(customer.id)).toEqual(customer);
    expect(await w.outbox()).toEqual([]);
  });

  it('mails at most five links to one new address within fifteen minutes', async () => {
    const customer = await w.theCustomer();
    for (let i = 0; i < 5; i++) {
      const moved = await updateProfile(deps())(customer, { email: 'flood@example.com' });
      await updateProfile(deps())(moved.user, { email: `between-${i}@example.com` });
    }
    expect(await failure(updateProfile(deps())(customer, { email: 'flood@example.com' }))).toBe('rate_limited');
  });

  it('lets staff change their name and phone only', async () => {
    const broker = await w.anActor('broker');
    expect((await updateProfile(deps())(broker, { fullName: 'Robin B', phone: '555' })).user).toMatchObject({ fullName: 'Robin B' });
    expect(await failure(updateProfile(deps())(broker, { email: 'robin@elsewhere.example' }))).toBe('forbidden');
    expect(await failure(updateProfile(deps())(broker, { companyName: 'Own Firm' }))).toBe('forbidden');
    expect((await updateProfile(deps())(broker, { email: broker.email })).user.email).toBe(broker.email);
  });
});

describe('changePassword', () => {
  it('takes the current password, stores a hash of the new one, and ends the other sessions but the one asking', async () => {
    const customer = await w.anActor('customer', { passwordHash: `hashed:${PASSWORD}` });
    await signedInAt(customer, 'here', 'phone', 'laptop');
    const someoneElse = await w.anActor('customer');
    await signedInAt(someoneElse, 'theirs');

    expect(await changePassword(deps())(customer, { currentPassword: PASSWORD, newPassword: 'new secret' }, 'here')).toEqual({
      signedOut: 2,
    });
    expect((await w.uow.repos.users.findByUsername(customer.username))?.passwordHash).toBe('hashed:new secret');
    expect(await alive('here', 'phone', 'laptop', 'theirs')).toEqual([true, false, false, true]);
    expect((await login(w.accountDeps)({ username: customer.username, password: 'new secret' }, '192.0.2.1')).id).toBe(customer.id);
  });

  it('changes nothing for a wrong current password and names that field', async () => {
    const broker = await w.anActor('broker', { passwordHash: `hashed:${PASSWORD}` });
    await signedInAt(broker, 'here', 'phone');
    const error = await changePassword(deps())(broker, { currentPassword: 'guess', newPassword: 'new secret' }, 'here').catch((e) => e);
    expect(error).toMatchObject({ code: 'invalid', issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });
    expect((await w.uow.repos.users.findByUsername(broker.username))?.passwordHash).toBe(`hashed:${PASSWORD}`);
    expect(await alive('here', 'phone')).toEqual([true, true]);
  });

  it("checks the new password with registration's rule", async () => {
    const broker = await w.anActor('broker', { passwordHash: `hashed:${PASSWORD}` });
    const error = await changePassword(deps())(broker, { currentPassword: PASSWORD, newPassword: 'short' }, 'here').catch((e) => e);
    expect(error.issues).toEqual([{ path: 'newPassword', message: 'Password must be at least 6 characters' }]);
  });

  it('counts wrong current passwords with failed sign-ins: after five, even the right one waits', async () => {
    const broker = await w.anActor('broker', { passwordHash: `hashed:${PASSWORD}` });
    const change = (currentPassword: string) => changePassword(deps())(broker, { currentPassword, newPassword: 'new secret' }, 'here');
    for (let i = 0; i < 5; i++) expect(await failure(change('guess'))).toBe('invalid');
    expect(await failure(change(PASSWORD))).toBe('rate_limited');
    expect(await failure(login(w.accountDeps)({ username: broker.username, password: PASSWORD }, '192.0.2.1'))).toBe('rate_limited');
  });
});

describe('signOutOtherSessions', () => {
  it("ends the account's other sessions only, and refuses an account that is not active", async () => {
    const customer = await w.theCustomer();
    await signedInAt(customer, 'here', 'there');
    const staff = await w.anActor('broker');
    await signedInAt(staff, 'staff');
    expect(await signOutOtherSessions({ sessions })(customer, 'here')).toEqual({ signedOut: 1 });
    expect(await alive('here', 'there', 'staff')).toEqual([true, false, true]);

    const pending = await w.anActor('broker', { status: 'pending' });
    await signedInAt(pending, 'p1', 'p2');
    expect(await failure(signOutOtherSessions({ sessions })(pending, 'p1'))).toBe('forbidden');
    expect(await alive('p1', 'p2')).toEqual([true, true]);
  });
});
