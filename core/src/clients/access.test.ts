import { describe, expect, it } from 'vitest';
import type { AccountStatus, Role } from '../users/entities.ts';
import { mayEditClients, mayMergeClients, maySeeClientRecords } from './access.ts';

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
