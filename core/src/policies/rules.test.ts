import { describe, expect, it } from 'vitest';
import type { User } from '../users/entities.ts';
import { addDays, daysUntil, isPremiumChangeFlagged, isRenewalDecisionOverdue, policyAccess } from './rules.ts';

const anActor = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    username: 'u',
    fullName: 'U',
    email: 'owner@example.com',
    emailVerified: true,
    role: 'broker',
    status: 'active',
    ...overrides,
  }) as User;

describe('policyAccess', () => {
  it.each([
    ['an active broker acts', anActor(), 'act'],
    ['an active broker manager acts', anActor({ role: 'broker_manager' }), 'act'],
    ['an insurer reads', anActor({ role: 'insurer' }), 'read'],
    ['the client’s customer reads their own', anActor({ role: 'customer', email: 'OWNER@example.com' }), 'own'],
    ['another customer sees nothing', anActor({ role: 'customer', email: 'else@example.com' }), 'none'],
    ['a customer with an unproven address sees nothing', anActor({ role: 'customer', emailVerified: false }), 'none'],
    ['a pending broker does nothing', anActor({ status: 'pending' }), 'none'],
  ] as const)('%s', (_, actor, expected) => {
    expect(policyAccess(actor, 'owner@example.com')).toBe(expected);
  });
});

describe('isPremiumChangeFlagged', () => {
  it.each([
    [10_000, 11_000, 10, false],
    [10_000, 11_001, 10, true],
    [10_000, 8_900, 10, true],
    [10_000, 10_400, 5, false],
    [0, 100, 10, true],
  ])('%d → %d at %d%% flagged: %s', (previous, renewed, percent, flagged) => {
    expect(isPremiumChangeFlagged(previous, renewed, percent)).toBe(flagged);
  });
});

describe('renewal decision dates', () => {
  it('counts days across months and flags an undecided renewal within the decision window', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(daysUntil('2026-11-24', '2026-12-24')).toBe(30);
    const policy = { expirationDate: '2026-12-20', renewalStatus: 'quoted' as const, cancellation: null };
    expect(isRenewalDecisionOverdue(policy, '2026-11-24', 30)).toBe(true);
    expect(isRenewalDecisionOverdue(policy, '2026-11-24', 20)).toBe(false);
    expect(isRenewalDecisionOverdue({ ...policy, renewalStatus: 'lapsed' }, '2026-11-24', 30)).toBe(false);
  });
});
