import { describe, expect, it } from 'vitest';
import type { AccountStatus, Role } from '../users/index.ts';
import { addressReachesClient, mayEditClients, mayMergeClients, maySeeClientRecords } from './access.ts';

describe('who may do what with client records', () => {
  it.each<[Role, AccountStatus, boolean, boolean, boolean]>([
    // role, status, see, edit, merge
    ['broker', 'active', true, true, false],
    ['broker_manager', 'active', true, true, true],
    ['insurer', 'active', true, true, false],
    ['customer', 'active', false, false, false],
    ['broker', 'pending', false, false, false],
    ['broker_manager', 'pending', false, false, false],
    ['broker_manager', 'refused', false, false, false],
  ])('%s (%s): see %s, edit %s, merge %s', (role, status, see, edit, merge) => {
    const user = { role, status };
    expect([maySeeClientRecords(user), mayEditClients(user), mayMergeClients(user)]).toEqual([see, edit, merge]);
  });
});

describe('which clients a customer reaches', () => {
  const aClient = (overrides: Partial<Parameters<typeof addressReachesClient>[1]> = {}) => ({
    email: 'pat@acme.example',
    portalAddresses: [],
    merged: false,
    ...overrides,
  });

  it.each<[string, string, Parameters<typeof addressReachesClient>[1], boolean]>([
    ["the client's own address", 'pat@acme.example', aClient(), true],
    ['its own address in other letters and spaces', '  PAT@Acme.example ', aClient(), true],
    ['an address the client was given by a merge', 'sam@acme-mfg.example', aClient({ portalAddresses: ['Sam@ACME-mfg.example'] }), true],
    ['another address', 'else@acme.example', aClient({ portalAddresses: ['sam@acme-mfg.example'] }), false],
    ['a client without an address', 'pat@acme.example', aClient({ email: null }), false],
    [
      'a client merged into another, by its former addresses',
      'sam@acme-mfg.example',
      aClient({ portalAddresses: ['sam@acme-mfg.example'], merged: true }),
      false,
    ],
  ])('%s', (_, address, client, expected) => {
    expect(addressReachesClient(address, client)).toBe(expected);
  });
});
