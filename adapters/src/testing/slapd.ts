import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { freePort } from './free-port.ts';

/** Where Debian's `slapd` package (`make directory`) puts the server, its modules and its schemas. */
const SLAPD = '/usr/sbin/slapd';
const MODULES = '/usr/lib/ldap';
const SCHEMAS = '/etc/ldap/schema';

export const LDAP_BASE = 'dc=example,dc=org';
export const LDAP_ADMIN_DN = `cn=admin,${LDAP_BASE}`;
export const LDAP_ADMIN_PASSWORD = 'admin-secret';

export interface DirectoryPerson {
  uid: string;
  password: string;
  fullName: string;
  email: string;
}

export interface RunningSlapd {
  url: string;
  /** Adds a person under ou=people. */
  addPerson(person: DirectoryPerson): Promise<string>;
  /** Adds a group of names under ou=groups with these members' DNs (the memberof overlay fills their memberOf). */
  addGroup(name: string, memberDns: string[]): Promise<string>;
  /** Adds a member to a group (the person's memberOf follows). */
  addMember(groupDn: string, memberDn: string): Promise<void>;
  stop(): Promise<void>;
}

/** Whether Debian's OpenLDAP server is installed here; the directory tests need it (`make directory`). */
export const slapdAvailable = (): boolean => existsSync(SLAPD) && existsSync(join(MODULES, 'back_mdb.la'));

/**
 * Starts a private OpenLDAP server on a spare port, from a generated slapd.conf in a temporary directory: an
 * mdb database for dc=example,dc=org with the memberof overlay (so people's memberOf lists their groups, as
 * Active Directory's does), and the ou=people and ou=groups branches. `stop` ends it and removes its files.
 */
export async function startSlapd(): Promise<RunningSlapd> {
  const dir = mkdtempSync(join(tmpdir(), 'slapd-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include ${SCHEMAS}/${s}.schema`),
      `pidfile ${join(dir, 'slapd.pid')}`,
      `modulepath ${MODULES}`,
      'moduleload back_mdb',
      'moduleload memberof',
      'database mdb',
      'maxsize 10485760',
      `suffix "${LDAP_BASE}"`,
      `rootdn "${LDAP_ADMIN_DN}"`,
      `rootpw ${LDAP_ADMIN_PASSWORD}`,
      `directory ${data}`,
      'overlay memberof',
      'memberof-group-oc groupOfNames',
      'memberof-member-ad member',
      'memberof-memberof-ad memberOf',
      'memberof-refint true',
      'access to attrs=userPassword by self auth by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  const test = spawnSync(SLAPD, ['-T', 'test', '-u', '-f', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`slapd rejected its configuration:\n${test.stderr}`);

  // -u: the database is created on first start, so the check must not open it.
  // -d 0 keeps it in the foreground, so it is this process's child and ends with it.
  const child: ChildProcess = spawn(SLAPD, ['-d', '0', '-f', conf, '-h', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const admin = new Client({ url, timeout: 5000, connectTimeout: 2000 });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await admin.bind(LDAP_ADMIN_DN, LDAP_ADMIN_PASSWORD);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`slapd did not start: ${String(error)}\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.add(LDAP_BASE, { objectClass: ['top', 'dcObject', 'organization'], o: 'Example', dc: 'example' });
  await admin.add(`ou=people,${LDAP_BASE}`, { objectClass: ['organizationalUnit'], ou: 'people' });
  await admin.add(`ou=groups,${LDAP_BASE}`, { objectClass: ['organizationalUnit'], ou: 'groups' });

  return {
    url,
    async addPerson(person) {
      const dn = `uid=${person.uid},ou=people,${LDAP_BASE}`;
      const [given, ...rest] = person.fullName.split(' ');
      await admin.add(dn, {
        objectClass: ['inetOrgPerson'],
        uid: person.uid,
        cn: person.fullName,
        sn: rest.join(' ') || given,
        givenName: given,
        displayName: person.fullName,
        mail: person.email,
        userPassword: person.password,
      });
      return dn;
    },
    async addGroup(name, memberDns) {
      const dn = `cn=${name},ou=groups,${LDAP_BASE}`;
      await admin.add(dn, { objectClass: ['groupOfNames'], cn: name, member: memberDns });
      return dn;
    },
    async addMember(groupDn, memberDn) {
      await admin.modify(groupDn, new Change({ operation: 'add', modification: new Attribute({ type: 'member', values: [memberDn] }) }));
    },
    async stop() {
      await admin.unbind().catch(() => undefined);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
