import { describe, expect, it } from 'vitest';
import { loadLdapConfig, loadOidcConfig } from './directory-config.ts';

const problemsOf = (load: (env: Record<string, string>, problems: string[]) => unknown, env: Record<string, string>) => {
  const problems: string[] = [];
  load(env, problems);
  return problems;
};

describe('directory configuration', () => {
  it('leaves directory and OpenID Connect sign-in off unless their address is given', () => {
    expect(loadLdapConfig({}, [])).toBeNull();
    expect(loadOidcConfig({}, [])).toBeNull();
  });

  it('reads an Active Directory set-up with a service account and the group map in order', () => {
    const config = loadLdapConfig(
      {
        LDAP_URL: 'ldaps://dc1.corp.example.com',
        LDAP_SEARCH_BASE: 'OU=Staff,DC=corp,DC=example,DC=com',
        LDAP_BIND_USER: 'CN=svc-workbench,OU=Service,DC=corp,DC=example,DC=com',
        LDAP_BIND_PASSWORD: 'pw',
        LDAP_USERNAME_ATTRIBUTE: 'sAMAccountName',
        LDAP_GROUP_ROLES: 'broker_manager=CN=WB Managers,OU=Groups,DC=corp,DC=example,DC=com; broker=WB Brokers',
        LDAP_FIRST_SIGN_IN: 'active',
      },
      [],
    );
    expect(config?.options).toMatchObject({ searchBase: 'OU=Staff,DC=corp,DC=example,DC=com', bindDn: null, groupAttribute: 'memberOf' });
    expect(config?.policy).toEqual({
      name: 'Directory',
      firstSignIn: 'active',
      groupRoles: [
        { role: 'broker_manager', group: 'CN=WB Managers,OU=Groups,DC=corp,DC=example,DC=com' },
        { role: 'broker', group: 'WB Brokers' },
      ],
    });
  });

  it('names every mistake at once', () => {
    expect(
      problemsOf(loadLdapConfig, {
        LDAP_URL: 'http://dc1',
        LDAP_BIND_DN: 'uid=x,dc=example',
        LDAP_GROUP_ROLES: 'customer=everyone; boss',
        LDAP_FIRST_SIGN_IN: 'maybe',
      }),
    ).toEqual([
      'LDAP_URL must be an ldap:// or ldaps:// address, got "http://dc1"',
      'LDAP_BIND_DN must contain {username}, got "uid=x,dc=example"',
      'LDAP_GROUP_ROLES: "customer=everyone" must be role=group with a role among broker, broker_manager, insurer',
      'LDAP_GROUP_ROLES: "boss" must be role=group with a role among broker, broker_manager, insurer',
      'LDAP_FIRST_SIGN_IN must be pending (a broker manager approves each new account) or active, got "maybe"',
    ]);
    expect(problemsOf(loadOidcConfig, { OIDC_ISSUER: 'https://login.example.com', OIDC_SCOPES: 'profile' })).toEqual([
      'With OIDC_ISSUER set, give OIDC_CLIENT_ID (the client registered for Workbench at the provider)',
      'OIDC_SCOPES must include openid, got "profile"',
      'OIDC_GROUP_ROLES must map at least one group to a role, such as "broker_manager=wb-managers; broker=wb-brokers"',
    ]);
  });
});
