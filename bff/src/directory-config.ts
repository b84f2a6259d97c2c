import { ROLES, type DirectoryPolicy, type DirectoryRole, type GroupRole } from '@workbench/core';
import type { LdapOptions } from '@workbench/adapters/ldap/ldapts-directory.ts';

type Env = Record<string, string | undefined>;

/** LDAP / Active Directory sign-in (LDAP_*): where to check passwords, and what the groups give. */
export interface LdapConfig {
  options: LdapOptions;
  policy: DirectoryPolicy;
}

/** OpenID Connect sign-in (OIDC_*): the provider, this app's client there, and what the groups give. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** null for a public client, which PKCE alone protects. */
  clientSecret: string | null;
  scopes: string;
  /** The claim listing the person's groups or roles (a list, or one name). */
  groupsClaim: string;
  /** The claim kept as the account's username. */
  usernameClaim: string;
  policy: DirectoryPolicy;
}

const DIRECTORY_ROLES = ROLES.filter((r): r is DirectoryRole => r !== 'customer');

/**
 * `role=group; role=group ...`: a group's full DN or its name, after the role it gives. Lines are tried in
 * order and the first group the person is in decides, so list the strongest role first.
 */
export function parseGroupRoles(raw: string | undefined, name: string, problems: string[]): GroupRole[] {
  if (!raw) {
    problems.push(`${name} must map at least one group to a role, such as "broker_manager=wb-managers; broker=wb-brokers"`);
    return [];
  }
  const lines: GroupRole[] = [];
  for (const entry of raw
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const role = entry.slice(0, at).trim();
    const group = entry.slice(at + 1).trim();
    if (at < 0 || !group || !(DIRECTORY_ROLES as string[]).includes(role)) {
      problems.push(`${name}: "${entry}" must be role=group with a role among ${DIRECTORY_ROLES.join(', ')}`);
      continue;
    }
    lines.push({ role: role as DirectoryRole, group });
  }
  return lines;
}

function firstSignIn(raw: string | undefined, name: string, problems: string[]): DirectoryPolicy['firstSignIn'] {
  const value = (raw ?? 'pending').toLowerCase();
  if (value === 'pending' || value === 'active') return value;
  problems.push(`${name} must be pending (a broker manager approves each new account) or active, got "${raw}"`);
  return 'pending';
}

function httpUrl(raw: string, name: string, problems: string[]): boolean {
  try {
    if (['http:', 'https:'].includes(new URL(raw).protocol)) return true;
  } catch {}
  problems.push(`${name} must be an http:// or https:// URL, got "${raw}"`);
  return false;
}

/** LDAP sign-in, when LDAP_URL is set; every bad value lands in `problems`. */
export function loadLdapConfig(env: Env, problems: string[]): LdapConfig | null {
  const text = (name: string) => env[name]?.trim() || undefined;
  const url = text('LDAP_URL');
  if (!url) return null;
  if (!/^ldaps?:\/\/[^/\s]+/.test(url)) problems.push(`LDAP_URL must be an ldap:// or ldaps:// address, got "${url}"`);
  const bindDn = text('LDAP_BIND_DN') ?? null;
  const searchBase = text('LDAP_SEARCH_BASE') ?? null;
  if (!bindDn && !searchBase)
    problems.push(
      'With LDAP_URL set, give LDAP_BIND_DN (a template with {username}) or LDAP_SEARCH_BASE (to find people with a service account)',
    );
  if (bindDn && !bindDn.includes('{username}')) problems.push(`LDAP_BIND_DN must contain {username}, got "${bindDn}"`);
  const serviceDn = text('LDAP_BIND_USER') ?? null;
  if (serviceDn && env.LDAP_BIND_PASSWORD === undefined) problems.push('LDAP_BIND_USER needs LDAP_BIND_PASSWORD');
  const userFilter = text('LDAP_USER_FILTER') ?? '(|(uid={username})(sAMAccountName={username}))';
  if (!userFilter.includes('{username}')) problems.push(`LDAP_USER_FILTER must contain {username}, got "${userFilter}"`);
  const timeout = Number(text('LDAP_TIMEOUT_MS') ?? 5000);
  if (!Number.isInteger(timeout) || timeout < 100) problems.push('LDAP_TIMEOUT_MS must be a whole number of at least 100');
  return {
    options: {
      url,
      bindDn,
      searchBase,
      serviceDn,
      servicePassword: env.LDAP_BIND_PASSWORD ?? null,
      userFilter,
      groupAttribute: text('LDAP_GROUP_ATTRIBUTE') ?? 'memberOf',
      groupSearchBase: text('LDAP_GROUP_SEARCH_BASE') ?? null,
      nameAttribute: text('LDAP_NAME_ATTRIBUTE') ?? 'displayName',
      emailAttribute: text('LDAP_EMAIL_ATTRIBUTE') ?? 'mail',
      usernameAttribute: text('LDAP_USERNAME_ATTRIBUTE') ?? 'uid',
      caFile: text('LDAP_CA_FILE') ?? null,
      timeoutMs: timeout,
    },
    policy: {
      name: text('LDAP_NAME') ?? 'Directory',
      groupRoles: parseGroupRoles(text('LDAP_GROUP_ROLES'), 'LDAP_GROUP_ROLES', problems),
      firstSignIn: firstSignIn(text('LDAP_FIRST_SIGN_IN'), 'LDAP_FIRST_SIGN_IN', problems),
    },
  };
}

/** OpenID Connect sign-in, when OIDC_ISSUER is set; every bad value lands in `problems`. */
export function loadOidcConfig(env: Env, problems: string[]): OidcConfig | null {
  const text = (name: string) => env[name]?.trim() || undefined;
  const issuer = text('OIDC_ISSUER');
  if (!issuer) return null;
  httpUrl(issuer, 'OIDC_ISSUER', problems);
  const clientId = text('OIDC_CLIENT_ID');
  if (!clientId) problems.push('With OIDC_ISSUER set, give OIDC_CLIENT_ID (the client registered for Workbench at the provider)');
  const scopes = text('OIDC_SCOPES') ?? 'openid profile email';
  if (!scopes.split(/\s+/).includes('openid')) problems.push(`OIDC_SCOPES must include openid, got "${scopes}"`);
  return {
    issuer,
    clientId: clientId ?? '',
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    scopes,
    groupsClaim: text('OIDC_GROUPS_CLAIM') ?? 'groups',
    usernameClaim: text('OIDC_USERNAME_CLAIM') ?? 'preferred_username',
    policy: {
      name: text('OIDC_NAME') ?? 'single sign-on',
      groupRoles: parseGroupRoles(text('OIDC_GROUP_ROLES'), 'OIDC_GROUP_ROLES', problems),
      firstSignIn: firstSignIn(text('OIDC_FIRST_SIGN_IN'), 'OIDC_FIRST_SIGN_IN', problems),
    },
  };
}
