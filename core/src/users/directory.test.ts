import { describe, expect, it } from 'vitest';
import { roleForGroups, type GroupRole } from './directory.ts';

const map: GroupRole[] = [
  { group: 'wb-managers', role: 'broker_manager' },
  { group: 'CN=Underwriters,OU=Groups,DC=corp,DC=example', role: 'insurer' },
  { group: 'wb-brokers', role: 'broker' },
];

describe('roleForGroups', () => {
  it.each([
    ['a group named by its cn', ['cn=wb-brokers,ou=groups,dc=example,dc=org'], 'broker'],
    ['a group given by its full DN, in another letter case', ['cn=underwriters,ou=groups,dc=corp,dc=example'], 'insurer'],
    ['the first matching line, whatever the order of the groups', ['cn=wb-brokers,ou=g', 'cn=wb-managers,ou=g'], 'broker_manager'],
    ['a plain group name, as OpenID Connect providers send them', ['wb-brokers'], 'broker'],
    ['no group at all', [], null],
    ['only groups the map does not name', ['cn=everyone,ou=groups'], null],
    ['a DN merely containing a mapped name elsewhere', ['cn=other,ou=wb-brokers,dc=x'], null],
  ] as const)('maps %s', (_what, groups, role) => {
    expect(roleForGroups(groups, map)).toBe(role);
  });
});
