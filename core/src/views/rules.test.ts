import { describe, expect, it } from 'vitest';
import type { AccountStatus, Role } from '../users/index.ts';
import { canChangeView, canSeeView } from './rules.ts';

const person = (id: string, role: Role = 'broker', status: AccountStatus = 'active') => ({ id, role, status });

describe('saved view rules', () => {
  it.each([
    ['the owner, private', person('a'), { ownerId: 'a', shared: false }, true, true],
    ['the owner, shared', person('a'), { ownerId: 'a', shared: true }, true, true],
    ['a colleague, shared', person('b'), { ownerId: 'a', shared: true }, true, false],
    ['a colleague, private', person('b'), { ownerId: 'a', shared: false }, false, false],
    ['a manager, another broker’s private view', person('m', 'broker_manager'), { ownerId: 'a', shared: false }, false, false],
    ['a customer, shared', person('c', 'customer'), { ownerId: 'a', shared: true }, false, false],
    ['the owner once no longer active', person('a', 'broker', 'refused'), { ownerId: 'a', shared: true }, false, false],
  ])('%s: sees %s, changes %s', (_name, user, view, sees, changes) => {
    expect(canSeeView(user, view)).toBe(sees);
    expect(canChangeView(user, view)).toBe(changes);
  });
});
