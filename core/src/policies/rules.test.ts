import { describe, expect, it } from 'vitest';
import type { User } from '../users/index.ts';
import {
  addDays,
  certificateRequestOutcome,
  daysUntil,
  isPremiumChangeFlagged,
  isRenewalDecisionOverdue,
  isStandardWording,
  policyAccess,
  policyStanding,
  policyYearFrom,
  renewedPolicyNumber,
} from './rules.ts';

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
    ['an active broker acts', anActor(), false, 'act'],
    ['an active broker manager acts', anActor({ role: 'broker_manager' }), false, 'act'],
    ['an insurer reads', anActor({ role: 'insurer' }), false, 'read'],
    ['a customer of a client they reach reads it', anActor({ role: 'customer' }), true, 'own'],
    ['a customer of a client they do not reach sees nothing', anActor({ role: 'customer' }), false, 'none'],
    ['a customer with an unproven address sees nothing', anActor({ role: 'customer', emailVerified: false }), true, 'none'],
    ['a pending broker does nothing', anActor({ status: 'pending' }), true, 'none'],
  ] as const)('%s', (_, actor, reached, expected) => {
    expect(policyAccess(actor, reached)).toBe(expected);
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

describe('certificate wording and who gets what', () => {
  const plain = { additionalInsured: false, waiverOfSubrogation: false, wording: '' };
  const listed = { additionalInsured: true, waiverOfSubrogation: false, wording: 'Re: Unit 4 lease' };
  it.each([
    ['plain wording for a new holder', plain, null, true],
    ['plain wording for a listed holder', plain, listed, true],
    ['blank free text', { ...plain, wording: '   ' }, null, true],
    ['additional insured for a new holder', { ...plain, additionalInsured: true }, null, false],
    ['waiver of subrogation', { ...plain, waiverOfSubrogation: true }, null, false],
    ['free text', { ...plain, wording: 'Primary and non-contributory' }, null, false],
    ['exactly the wording on the holder’s entry', { ...listed, wording: ' Re: Unit 4 lease ' }, listed, true],
    ['more than the holder’s entry has', { ...listed, waiverOfSubrogation: true }, listed, false],
    ['other text than the holder’s entry', { ...listed, wording: 'Re: Unit 5' }, listed, false],
  ] as const)('%s is standard: %s', (_, asked, approved, standard) => {
    expect(isStandardWording(asked, approved)).toBe(standard);
  });

  it.each([
    ['act', true, 'issue'],
    ['act', false, 'issue'],
    ['own', true, 'issue'],
    ['own', false, 'approval'],
    ['read', true, null],
    ['none', true, null],
  ] as const)('%s asking with standard=%s: %s', (access, standard, outcome) => {
    expect(certificateRequestOutcome(access, standard)).toBe(outcome);
  });
});

describe('renewed policy', () => {
  it.each([
    ['POL-2024-7001', 'POL-2024-7001-R1'],
    ['POL-2024-7001-R1', 'POL-2024-7001-R2'],
    ['POL-2024-7001-R9', 'POL-2024-7001-R10'],
  ])('%s renews as %s', (from, to) => {
    expect(renewedPolicyNumber(from)).toBe(to);
  });

  it('runs a year from the expiry, a 29 February ending on the 28th', () => {
    expect(policyYearFrom('2026-12-24')).toEqual({ effectiveDate: '2026-12-24', expirationDate: '2027-12-24' });
    expect(policyYearFrom('2028-02-29')).toEqual({ effectiveDate: '2028-02-29', expirationDate: '2029-02-28' });
  });
});

describe('policyStanding', () => {
  const period = { effectiveDate: '2026-12-05', expirationDate: '2027-12-04', cancellation: null };
  it.each([
    ['before its first day it is bound but not started', period, '2026-12-02', 'upcoming'],
    ['on its first day it is in force', period, '2026-12-05', 'in_force'],
    ['on its last day it is still in force', period, '2027-12-04', 'in_force'],
    ['after its last day it has ended', period, '2027-12-05', 'expired'],
    ['a cancellation not yet reached leaves it in force', { ...period, cancellation: { date: '2027-03-01' } }, '2027-02-01', 'in_force'],
    ['from the cancellation day it is cancelled', { ...period, cancellation: { date: '2027-03-01' } }, '2027-03-01', 'cancelled'],
  ] as const)('%s', (_name, policy, day, standing) => {
    expect(policyStanding(policy as Parameters<typeof policyStanding>[0], day)).toBe(standing);
  });
});
