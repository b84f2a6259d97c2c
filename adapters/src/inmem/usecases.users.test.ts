/** Core's account use cases on the in-memory unit of work: signing in, registering, proving an address, approval. */
import { describe, expect, it } from 'vitest';
import {
  currentUser,
  decideAccount,
  ensureFirstAdministrator,
  listPendingAccounts,
  listStaff,
  login,
  register,
  resendVerification,
  verifyEmail,
  type Role,
} from '@workbench/core';
import { aWorldPerTest, failure, NOW, tokenInLink, WEB_APP } from './usecases.world.ts';

const w = aWorldPerTest();

const PASSWORD = 'correct horse';
/** A stored account whose password is PASSWORD. */
const anAccount = (role: Role, overrides: Parameters<typeof w.anActor>[1] = {}) =>
  w.anActor(role, { passwordHash: `hashed:${PASSWORD}`, ...overrides });

const signIn = (username: string, password = PASSWORD, address = '203.0.113.7') => login(w.accountDeps)({ username, password }, address);

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'casey.customer',
  password: 'sesame123',
  fullName: 'Casey Customer',
  email: 'casey@example.com',
  ...over,
});

/** The token of the link in the newest mail to `to`. */
async function linkMailedTo(to: string): Promise<string> {
  const mail = (await w.outbox()).find((m) => m.to === to);
  expect(mail?.text).toContain(WEB_APP);
  return tokenInLink(mail!)!;
}

describe('login', () => {
  it('signs in whatever the case of the username, and gives back the account without its password hash', async () => {
    const account = await anAccount('broker', { username: 'Robin.Broker' });
    const user = await signIn('  robin.broker ');
    expect(user).toMatchObject({ id: account.id, role: 'broker' });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const account = await anAccount('broker');
    const wrong = await signIn(account.username, 'guess').catch((e) => e);
    const unknown = await signIn('nobody-here').catch((e) => e);
    expect([wrong.code, unknown.code]).toEqual(['unauthorized', 'unauthorized']);
    expect(wrong.message).toBe(unknown.message);
  });

  it('refuses a refused account even with the right password, but lets a pending one in', async () => {
    const refused = await anAccount('broker', { status: 'refused' });
    expect(await failure(signIn(refused.username))).toBe('forbidden');
    const pending = await anAccount('broker', { status: 'pending' });
    expect((await signIn(pending.username)).status).toBe('pending');
  });

  it('locks a username after five failures, even for the right password, while a success in between clears them', async () => {
    const account = await anAccount('customer');
    for (let i = 0; i < 4; i++) expect(await failure(signIn(account.username, 'guess'))).toBe('unauthorized');
    await signIn(account.username);
    for (let i = 0; i < 5; i++) expect(await failure(signIn(account.username, 'guess'))).toBe('unauthorized');
    expect(await failure(signIn(account.username))).toBe('rate_limited');
  });

  it('locks an address after twenty failures across usernames, and only that address', async () => {
    const account = await anAccount('broker');
    for (let i = 0; i < 20; i++) await failure(signIn(`guess-${i}`, 'guess', '198.51.100.1'));
    expect(await failure(signIn(account.username, PASSWORD, '198.51.100.1'))).toBe('rate_limited');
    expect((await signIn(account.username, PASSWORD, '198.51.100.2')).id).toBe(account.id);
  });
});

describe('register', () => {
  it('opens an active customer account whose address is unproven, mails a link that proves it, and keeps only a hash of the password', async () => {
    const user = await register(w.accountDeps)(registration());
    expect(user).toMatchObject({ role: 'customer', status: 'active', emailVerified: false });
    const token = await linkMailedTo('casey@example.com');
    expect((await verifyEmail(w.accountDeps)({ token })).emailVerified).toBe(true);
    const stored = await w.uow.repos.users.findByUsername('casey.customer');
    expect(stored?.passwordHash).toBe('hashed:sesame123');
    expect((await signIn('casey.customer', 'sesame123')).id).toBe(user.id);
  });

  it.each<Role>(['broker', 'broker_manager', 'insurer'])('leaves a self-registered %s pending, with no mail', async (role) => {
    const user = await register(w.accountDeps)(registration({ role }));
    expect(user).toMatchObject({ role, status: 'pending' });
    expect(await w.outbox()).toEqual([]);
    expect(await failure(listStaff(w.deps)(user))).toBe('forbidden');
  });

  it('refuses a taken username or address, whatever their case, and keeps one account', async () => {
    await register(w.accountDeps)(registration());
    expect(await failure(register(w.accountDeps)(registration({ email: 'other@example.com', username: 'CASEY.customer' })))).toBe(
      'conflict',
    );
    expect(await failure(register(w.accountDeps)(registration({ username: 'someone.else', email: 'Casey@Example.com' })))).toBe('conflict');
    expect(await w.uow.repos.users.findByUsername('someone.else')).toBeNull();
  });

  it('answers the form with invalid fields and stores nothing', async () => {
    const error = await register(w.accountDeps)(registration({ username: 'ab', email: 'not-an-address' })).catch((e) => e);
    expect(error.code).toBe('invalid');
    expect(error.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['username', 'email']));
    expect(await w.uow.repos.users.findByUsername('ab')).toBeNull();
  });

  it('stops an address after twenty registrations within the window', async () => {
    const make = (i: number) =>
      register(w.accountDeps)(registration({ username: `bulk.${i}`, email: `bulk.${i}@example.com` }), '192.0.2.9');
    for (let i = 0; i < 20; i++) await make(i);
    expect(await failure(make(20))).toBe('rate_limited');
    expect(await w.uow.repos.users.findByUsername('bulk.20')).toBeNull();
  });
});

describe('verifyEmail', () => {
  it('proves the address once: the same link a second time answers that it is confirmed already', async () => {
    await register(w.accountDeps)(registration());
    const token = await linkMailedTo('casey@example.com');
    await verifyEmail(w.accountDeps)({ token });
    expect(await failure(verifyEmail(w.accountDeps)({ token }))).toBe('conflict');
  });

  it('refuses an expired link and leaves the address unproven', async () => {
    const user = await register(w.accountDeps)(registration());
    const token = await linkMailedTo('casey@example.com');
    const later = { ...w.accountDeps, clock: { now: () => new Date(NOW.getTime() + 49 * 3_600_000) } };
    expect(await failure(verifyEmail(later)({ token }))).toBe('invalid');
    expect((await w.uow.repos.users.findById(user.id))?.emailVerified).toBe(false);
  });

  it('refuses a link made for an address the account does not have, and an unknown or missing token', async () => {
    const customer = await w.theCustomer({ emailVerified: false });
    const { token, digest } = w.accountDeps.tokens.issue();
    await w.uow.repos.accountTokens.issue({
      digest,
      purpose: 'verify_email',
      email: 'someone.else@example.com',
      userId: customer.id,
      clientId: null,
      expiresAt: '2027-01-01T00:00:00Z',
    });
    expect(await failure(verifyEmail(w.accountDeps)({ token }))).toBe('invalid');
    expect(await failure(verifyEmail(w.accountDeps)({ token: 'made-up' }))).toBe('invalid');
    expect(await failure(verifyEmail(w.accountDeps)({}))).toBe('invalid');
    expect((await w.uow.repos.users.findById(customer.id))?.emailVerified).toBe(false);
  });
});

describe('resendVerification', () => {
  it('mails a customer with an unproven address a new link that works', async () => {
    const customer = await w.theCustomer({ emailVerified: false });
    expect(await resendVerification(w.accountDeps)(customer)).toEqual({ to: w.clientEmail });
    const token = await linkMailedTo(w.clientEmail);
    expect((await verifyEmail(w.accountDeps)({ token })).id).toBe(customer.id);
  });

  it('refuses a proven address and staff', async () => {
    expect(await failure(resendVerification(w.accountDeps)(await w.theCustomer()))).toBe('conflict');
    expect(await failure(resendVerification(w.accountDeps)(await w.anActor('broker', { emailVerified: false })))).toBe('forbidden');
    expect(await w.outbox()).toEqual([]);
  });

  it('sends at most five links to an address within fifteen minutes', async () => {
    const customer = await w.theCustomer({ emailVerified: false });
    for (let i = 0; i < 5; i++) await resendVerification(w.accountDeps)(customer);
    expect(await failure(resendVerification(w.accountDeps)(customer))).toBe('rate_limited');
    expect(await w.outbox()).toHaveLength(5);
  });
});

describe('account approval', () => {
  it('lists pending accounts oldest first, for broker managers only', async () => {
    const first = await w.anActor('broker', { status: 'pending' });
    const second = await w.anActor('insurer', { status: 'pending' });
    await w.anActor('broker');
    const pending = await listPendingAccounts(w.deps)(await w.anActor('broker_manager'));
    expect(pending.map((u) => u.id)).toEqual([first.id, second.id]);
    expect(await failure(listPendingAccounts(w.deps)(await w.anActor('broker')))).toBe('forbidden');
    expect(await failure(listPendingAccounts(w.deps)(await w.anActor('broker_manager', { status: 'pending' })))).toBe('forbidden');
  });

  it('approves a pending broker, who then works as staff, and takes the decision only once', async () => {
    const manager = await w.anActor('broker_manager');
    const broker = await w.anActor('broker', { status: 'pending' });
    const approved = await decideAccount(w.deps)(manager, broker.id, 'approve');
    expect(approved.status).toBe('active');
    expect((await listStaff(w.deps)(approved)).map((u) => u.id)).toContain(broker.id);
    expect(await failure(decideAccount(w.deps)(manager, broker.id, 'refuse'))).toBe('conflict');
  });

  it('refuses a pending account, which can then no longer sign in', async () => {
    const broker = await anAccount('broker', { status: 'pending' });
    expect((await decideAccount(w.deps)(await w.anActor('broker_manager'), broker.id, 'refuse')).status).toBe('refused');
    expect(await failure(signIn(broker.username))).toBe('forbidden');
  });

  it('lets neither a broker decide nor anyone decide an unknown account', async () => {
    const pending = await w.anActor('broker', { status: 'pending' });
    expect(await failure(decideAccount(w.deps)(await w.anActor('broker'), pending.id, 'approve'))).toBe('forbidden');
    expect(await failure(decideAccount(w.deps)(await w.anActor('broker_manager'), crypto.randomUUID(), 'approve'))).toBe('not_found');
    expect((await w.uow.repos.users.findById(pending.id))?.status).toBe('pending');
  });
});

describe('ensureFirstAdministrator', () => {
  const ensure = () => ensureFirstAdministrator(w.accountDeps);

  it('opens an installation without a broker manager with an administrator whose made-up password signs in, once', async () => {
    await w.anActor('broker_manager', { status: 'pending' });
    const first = await ensure()({});
    expect(first).toMatchObject({ created: true, username: 'admin', email: 'admin@workbench.local' });
    const password = (first as { generatedPassword: string }).generatedPassword;
    expect(password).toBeTruthy();
    expect(await signIn('admin', password)).toMatchObject({ role: 'broker_manager', status: 'active', emailVerified: true });
    expect(await ensure()({})).toEqual({ created: false });
  });

  it('uses the configured account and shows no password', async () => {
    const made = await ensure()({ username: 'chief', email: 'chief@firm.example', password: 'configured-secret' });
    expect(made).toEqual({ created: true, username: 'chief', email: 'chief@firm.example', generatedPassword: null });
    expect((await signIn('chief', 'configured-secret')).role).toBe('broker_manager');
  });

  it('creates one administrator when several processes start together', async () => {
    const results = await Promise.all([ensure()({}), ensure()({}), ensure()({})]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await w.uow.repos.users.listStaff()).map((u) => u.username)).toEqual(['admin']);
  });

  it('does nothing once an active broker manager exists', async () => {
    await w.anActor('broker_manager');
    expect(await ensure()({})).toEqual({ created: false });
    expect(await w.uow.repos.users.findByUsername('admin')).toBeNull();
  });
});

describe('currentUser', () => {
  it('names the account of the session, and nobody for an empty session or a deleted account', async () => {
    const broker = await w.anActor('broker');
    expect((await currentUser(w.deps)(broker.id))?.id).toBe(broker.id);
    expect(await currentUser(w.deps)(undefined)).toBeNull();
    expect(await currentUser(w.deps)('')).toBeNull();
    expect(await currentUser(w.deps)(crypto.randomUUID())).toBeNull();
  });
});

describe('listStaff', () => {
  it('lists active staff by name for the Assign picker, without customers or pending accounts', async () => {
    const zoe = await w.anActor('insurer', { fullName: 'Zoe Underwriter' });
    const ann = await w.anActor('broker', { fullName: 'Ann Broker' });
    await w.anActor('broker', { fullName: 'Pete Pending', status: 'pending' });
    await w.theCustomer({ fullName: 'Casey Customer' });
    expect((await listStaff(w.deps)(ann)).map((u) => u.id)).toEqual([ann.id, zoe.id]);
  });

  it('refuses customers', async () => {
    expect(await failure(listStaff(w.deps)(await w.theCustomer()))).toBe('forbidden');
  });
});
