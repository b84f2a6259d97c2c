import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE, ACCOUNT_PENDING_MESSAGE, NO_DIRECTORY_ROLE } from '@workbench/core';
import { LDAP_BASE, slapdAvailable, startSlapd, type RunningSlapd } from '@workbench/adapters/testing/slapd.ts';
import { loadLdapConfig } from '../directory-config.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Staff signing in with the firm's directory over HTTP, against a real OpenLDAP server and database: the
 * groups give the role on every sign-in, a first sign-in waits for approval (or not, as configured), and
 * whoever the directory refuses, maps to no role, or the firm deactivated stays out.
 */
const available = slapdAvailable();
if (!available) {
  console.warn(
    '\n*** SKIPPING directory sign-in API tests: Debian slapd is not installed (run `make directory`). ***\n' +
      '*** LDAP sign-in is NOT tested in this run. ***\n',
  );
}

const ldapEnv = (url: string, firstSignIn: string) => ({
  LDAP_URL: url,
  LDAP_NAME: 'Corporate directory',
  LDAP_BIND_DN: `uid={username},ou=people,${LDAP_BASE}`,
  LDAP_GROUP_ROLES: 'broker_manager=wb-managers; insurer=cn=wb-insurers,ou=groups,dc=example,dc=org; broker=wb-brokers',
  LDAP_FIRST_SIGN_IN: firstSignIn,
});

describe.skipIf(!available)('directory sign-in (LDAP)', () => {
  let slapd: RunningSlapd;
  let app: TestApp;
  let admin: HttpClient;
  let managersDn: string;
  const people: Record<string, string> = {};

  const signIn = async (username: string, password: string) => {
    const http = app.client();
    const response = await http.post('/api/auth/login', { username, password });
    return { http, response };
  };
  const accountOf = async (username: string) =>
    (await admin.get('/api/admin/accounts')).data.find((a: { username: string }) => a.username === username);

  beforeAll(async () => {
    slapd = await startSlapd();
    for (const uid of ['alice', 'nora', 'ivan', 'dora', 'bob'])
      people[uid] = await slapd.addPerson({
        uid,
        password: `${uid}-pass`,
        fullName: `${uid[0].toUpperCase()}${uid.slice(1)} Person`,
        email: `${uid}@example.org`,
      });
    await slapd.addGroup('wb-brokers', [people.alice, people.dora, people.bob]);
    managersDn = await slapd.addGroup('wb-managers', [people.ivan]);
    await slapd.addGroup('wb-insurers', [people.ivan]);
    const problems: string[] = [];
    app = await startTestApp({ config: { ldap: loadLdapConfig(ldapEnv(slapd.url, 'pending'), problems) } });
    expect(problems).toEqual([]);
    admin = (await app.signedIn('broker_manager', { fullName: 'Ada Admin' })).http;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await slapd?.stop();
  });

  it('names the directory on the sign-in page', async () => {
    const providers = await app.client().get('/api/auth/providers');
    expect(providers.data).toEqual({ directory: { name: 'Corporate directory' }, oidc: null });
  });

  it('opens a pending account on the first sign-in, which may do nothing until a broker manager approves it', async () => {
    const { http, response } = await signIn('alice', 'alice-pass');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      username: 'alice',
      fullName: 'Alice Person',
      role: 'broker',
      status: 'pending',
      authSource: 'ldap',
    });
    const refused = await http.get('/api/submissions');
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(ACCOUNT_PENDING_MESSAGE);

    expect((await admin.post(`/api/accounts/${response.data.id}/approve`)).status).toBe(200);
    expect((await http.get('/api/submissions')).status).toBe(200);
  });

  it('gives the role of the first matching group on every sign-in, and records the change', async () => {
    const first = await signIn('ivan', 'ivan-pass');
    expect(first.response.data).toMatchObject({ role: 'broker_manager', status: 'pending' });
    await admin.post(`/api/accounts/${first.response.data.id}/approve`);

    await slapd.addMember(managersDn, people.dora);
    const dora = await signIn('dora', 'dora-pass');
    await admin.post(`/api/accounts/${dora.response.data.id}/approve`);
    expect((await signIn('dora', 'dora-pass')).response.data).toMatchObject({ role: 'broker_manager', status: 'active' });

    // An administrator's change lasts only until the directory says otherwise at the next sign-in.
    expect((await admin.patch(`/api/admin/accounts/${dora.response.data.id}/role`, { role: 'broker' })).status).toBe(200);
    expect((await signIn('dora', 'dora-pass')).response.data.role).toBe('broker_manager');
    const changes = (await admin.get('/api/admin/account-changes')).data;
    expect(changes[0]).toMatchObject({ accountName: 'Dora Person', actorName: 'Corporate directory', action: 'role_changed' });
    expect(changes[1]).toMatchObject({ accountName: 'Dora Person', actorName: 'Ada Admin', action: 'role_changed' });
  });

  it('refuses a directory user whose groups map to no role, without opening an account', async () => {
    const { http, response } = await signIn('nora', 'nora-pass');
    expect(response.status).toBe(403);
    expect(response.data.message).toBe(NO_DIRECTORY_ROLE);
    expect((await http.get('/api/auth/user')).status).toBe(401);
    expect(await accountOf('nora')).toBeUndefined();
  });

  it('refuses a wrong directory password as any wrong password', async () => {
    const { response } = await signIn('alice', 'wrong');
    expect(response.status).toBe(401);
    expect(response.data.message).toBe('Invalid username or password');
  });

  it('keeps a deactivated directory user out though the directory still accepts them, and ends their sessions', async () => {
    const { http } = await signIn('alice', 'alice-pass');
    const alice = await accountOf('alice');
    expect((await admin.post(`/api/admin/accounts/${alice.id}/deactivate`)).status).toBe(200);
    expect((await http.get('/api/auth/user')).status).toBe(401);
    const again = await signIn('alice', 'alice-pass');
    expect(again.response.status).toBe(403);
    expect(again.response.data.message).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    expect((await again.http.get('/api/submissions')).status).toBe(401);
  });

  it('leaves the password of a directory account to the directory', async () => {
    const ivan = await accountOf('ivan');
    const reset = await admin.post(`/api/admin/accounts/${ivan.id}/password`, { password: 'local-pass-123' });
    expect(reset.status).toBe(409);
    expect((await signIn('ivan', 'local-pass-123')).response.status).toBe(401);
  });

  it('still signs in customers and local accounts with their own passwords', async () => {
    const customer = await app.createUser('customer', { username: 'carla-customer' });
    const { response } = await signIn(customer.username, 'secret123');
    expect(response.status).toBe(200);
    expect(response.data.authSource).toBeUndefined();
  });

  it('opens a ready account on the first sign-in when the firm auto-approves', async () => {
    const problems: string[] = [];
    const auto = await startTestApp({ config: { ldap: loadLdapConfig(ldapEnv(slapd.url, 'active'), problems) } });
    try {
      const http = auto.client();
      const response = await http.post('/api/auth/login', { username: 'bob', password: 'bob-pass' });
      expect(response.data).toMatchObject({ role: 'broker', status: 'active' });
      expect((await http.get('/api/submissions')).status).toBe(200);
    } finally {
      await auto.close();
    }
  }, 30_000);
});
