import { readFileSync } from 'node:fs';
import { AppError, DIRECTORY_UNREACHABLE, type DirectoryAuthenticator, type ExternalIdentity } from '@workbench/core';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';

export interface LdapOptions {
  /** ldap:// or ldaps:// address of the directory. */
  url: string;
  /**
   * Direct bind: the DN (or, for Active Directory, the user principal name) to bind as, with `{username}`
   * standing for what was typed, e.g. `uid={username},ou=people,dc=example,dc=org` or `{username}@corp.example.com`.
   */
  bindDn?: string | null;
  /** Search bind: where people are looked up with `userFilter`, bound as the service account. */
  searchBase?: string | null;
  serviceDn?: string | null;
  servicePassword?: string | null;
  /** `{username}` stands for what was typed (escaped). */
  userFilter: string;
  /** The attribute listing a person's groups (Active Directory's and OpenLDAP's memberof overlay: memberOf). */
  groupAttribute: string;
  /** Optional: where to search groups naming the person as a member, for directories without memberOf. */
  groupSearchBase?: string | null;
  nameAttribute: string;
  emailAttribute: string;
  /** The attribute holding the login name kept as the account's username. */
  usernameAttribute: string;
  /** PEM file of the CA that signed an ldaps:// server's certificate, when not a public one. */
  caFile?: string | null;
  timeoutMs: number;
}

/**
 * The person reads only that the directory is unavailable; the cause goes with the error for the log,
 * as it may name the firm's servers and accounts.
 */
function unreachable(what: string, cause: unknown): AppError {
  return Object.assign(new AppError('unavailable', DIRECTORY_UNREACHABLE), { cause: `${what}: ${String(cause)}` });
}

/** Escapes a value for an LDAP search filter (RFC 4515). */
export const escapeFilter = (value: string): string =>
  value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** Escapes a value for use inside a DN (RFC 4514). */
export const escapeDn = (value: string): string =>
  value
    .replace(/[\\,+"<>;=\0]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');

const first = (value: Entry[string] | undefined): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined ? undefined : String(v);
};
const all = (value: Entry[string] | undefined): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => String(v));

/**
 * Checks credentials against LDAP / Active Directory with ldapts: binds as the person (directly from a DN
 * template, or after finding their entry with a service account), then reads their name, address and groups.
 */
export class LdaptsDirectory implements DirectoryAuthenticator {
  private readonly tls: { ca: Buffer } | undefined;

  constructor(private readonly options: LdapOptions) {
    this.tls = options.caFile ? { ca: readFileSync(options.caFile) } : undefined;
  }

  private client(): Client {
    return new Client({
      url: this.options.url,
      timeout: this.options.timeoutMs,
      connectTimeout: this.options.timeoutMs,
      ...(this.tls ? { tlsOptions: this.tls } : {}),
    });
  }

  async authenticate(username: string, password: string): Promise<ExternalIdentity | null> {
    // An empty password is an anonymous bind, which many directories accept: it proves nothing.
    if (!username || !password) return null;
    const o = this.options;
    const attributes = [o.nameAttribute, o.emailAttribute, o.usernameAttribute, o.groupAttribute, 'cn', 'mail'];
    const client = this.client();
    try {
      let entry: Entry | undefined;
      if (!o.bindDn) {
        if (o.serviceDn) {
          try {
            await client.bind(o.serviceDn, o.servicePassword ?? '');
          } catch (error) {
            // A refused service account is the firm's configuration at fault, not the person's password.
            throw unreachable('the service account was refused', error);
          }
        }
        entry = await this.findPerson(client, username, attributes);
        if (!entry) return null;
        await client.bind(entry.dn, password);
      } else {
        const bindDn = o.bindDn.replaceAll('{username}', o.bindDn.includes('=') ? escapeDn(username) : username);
        await client.bind(bindDn, password);
        // A user principal name is no DN to read: find the entry the bind stands for.
        entry = bindDn.includes('=')
          ? (await client.search(bindDn, { scope: 'base', attributes })).searchEntries[0]
          : await this.findPerson(client, username, attributes);
        if (!entry) return null;
      }
      const groups = all(entry[o.groupAttribute]);
      if (o.groupSearchBase) groups.push(...(await this.groupsNaming(client, entry.dn, username)));
      const login = first(entry[o.usernameAttribute]) ?? username;
      return {
        source: 'ldap',
        externalId: entry.dn,
        username: login,
        fullName: first(entry[o.nameAttribute]) ?? first(entry.cn) ?? login,
        email: first(entry[o.emailAttribute]) ?? first(entry.mail) ?? '',
        groups,
      };
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return null;
      if (error instanceof AppError) throw error;
      throw unreachable('the directory failed', error);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  private async findPerson(client: Client, username: string, attributes: string[]): Promise<Entry | undefined> {
    const o = this.options;
    const filter = o.userFilter.replaceAll('{username}', escapeFilter(username));
    const { searchEntries } = await client.search(o.searchBase ?? '', { scope: 'sub', filter, attributes, sizeLimit: 2 });
    // Two entries for one login is a directory fault: sign in neither.
    return searchEntries.length === 1 ? searchEntries[0] : undefined;
  }

  private async groupsNaming(client: Client, dn: string, username: string): Promise<string[]> {
    const filter = `(|(member=${escapeFilter(dn)})(uniqueMember=${escapeFilter(dn)})(memberUid=${escapeFilter(username)}))`;
    const { searchEntries } = await client.search(this.options.groupSearchBase as string, { scope: 'sub', filter, attributes: ['cn'] });
    return searchEntries.map((g) => g.dn);
  }
}
