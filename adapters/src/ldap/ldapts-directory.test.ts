import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { LDAP_ADMIN_DN, LDAP_ADMIN_PASSWORD, LDAP_BASE, slapdAvailable, startSlapd, type RunningSlapd } from '../testing/slapd.ts';
import { LdaptsDirectory, escapeDn, escapeFilter, type LdapOptions } from './ldapts-directory.ts';

const available = slapdAvailable();
if (!available) {
  console.warn(
    '\n*** SKIPPING the LDAP directory tests: Debian slapd is not installed (run `make directory`). ***\n' +
      '*** Directory sign-in is NOT tested against a real server in this run. ***\n',
  );
}

const options = (url: string, change: Partial<LdapOptions> = {}): LdapOptions => ({
  url,
  bindDn: `uid={username},ou=people,${LDAP_BASE}`,
  userFilter: '(uid={username})',
  groupAttribute: 'memberOf',
  nameAttribute: 'displayName',
  emailAttribute: 'mail',
  usernameAttribute: 'uid',
  timeoutMs: 3000,
  ...change,
});

describe('escaping for LDAP', () => {
  it('escapes filter metacharacters so a username cannot widen the search', () => {
    expect(escapeFilter('*)(uid=*')).toBe('\\2a\\29\\28uid=\\2a');
  });
  it('escapes DN metacharacters so a username cannot name another entry', () => {
    expect(escapeDn('a,ou=admins')).toBe('a\\,ou\\=admins');
  });
});

describe.skipIf(!available)('LdaptsDirectory against OpenLDAP', () => {
  let slapd: RunningSlapd;
  let aliceDn: string;
  let brokersDn: string;

  beforeAll(async () => {
    slapd = await startSlapd();
    aliceDn = await slapd.addPerson({ uid: 'alice', password: 'alice-pass', fullName: 'Alice Archer', email: 'alice@example.org' });
    const bob = await slapd.addPerson({ uid: 'bob', password: 'bob-pass', fullName: 'Bob Baker', email: 'bob@example.org' });
    brokersDn = await slapd.addGroup('wb-brokers', [aliceDn, bob]);
    await slapd.addGroup('wb-managers', [bob]);
  }, 30_000);
  afterAll(() => slapd?.stop());

  it('binds as the person from the DN template and reads their name, address and groups', async () => {
    const who = await new LdaptsDirectory(options(slapd.url)).authenticate('alice', 'alice-pass');
    expect(who).toEqual({
      source: 'ldap',
      externalId: aliceDn,
      username: 'alice',
      fullName: 'Alice Archer',
      email: 'alice@example.org',
      groups: [brokersDn],
    });
  });

  it('refuses a wrong password, an empty one and an unknown user with null', async () => {
    const directory = new LdaptsDirectory(options(slapd.url));
    expect(await directory.authenticate('alice', 'wrong')).toBeNull();
    expect(await directory.authenticate('alice', '')).toBeNull();
    expect(await directory.authenticate('nobody', 'alice-pass')).toBeNull();
  });

  it('finds the person with the service account, then binds as them', async () => {
    const directory = new LdaptsDirectory(
      options(slapd.url, {
        bindDn: null,
        searchBase: `ou=people,${LDAP_BASE}`,
        serviceDn: LDAP_ADMIN_DN,
        servicePassword: LDAP_ADMIN_PASSWORD,
      }),
    );
    const bob = await directory.authenticate('bob', 'bob-pass');
    expect(bob?.groups.map((g) => g.split(',')[0]).sort()).toEqual(['cn=wb-brokers', 'cn=wb-managers']);
    expect(await directory.authenticate('bob', 'alice-pass')).toBeNull();
    // A wildcard for a username matches no one rather than everyone.
    expect(await directory.authenticate('*', 'bob-pass')).toBeNull();
  });

  it('finds groups by search for a directory without memberOf', async () => {
    const directory = new LdaptsDirectory(
      options(slapd.url, { groupAttribute: 'businessCategory', groupSearchBase: `ou=groups,${LDAP_BASE}` }),
    );
    expect((await directory.authenticate('alice', 'alice-pass'))?.groups).toEqual([brokersDn]);
  });

  it('says the directory is unavailable when the service account is refused', async () => {
    const directory = new LdaptsDirectory(
      options(slapd.url, { bindDn: null, searchBase: LDAP_BASE, serviceDn: LDAP_ADMIN_DN, servicePassword: 'wrong' }),
    );
    await expect(directory.authenticate('alice', 'alice-pass')).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('LdaptsDirectory without a server', () => {
  it('says the directory is unavailable rather than that the password is wrong', async () => {
    const directory = new LdaptsDirectory(options(`ldap://127.0.0.1:${await freePort()}`, { timeoutMs: 1000 }));
    await expect(directory.authenticate('alice', 'alice-pass')).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The directory could not be reached. Try again in a moment.',
    });
  });
});
