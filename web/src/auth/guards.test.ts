import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { User } from '@workbench/core';
import { currentUserKey } from '../queries/auth.queries.ts';
import {
  AccessDeniedError,
  AccountNotActiveError,
  APPROVER_ROLES,
  BROKER_ROLES,
  CUSTOMER_ROLES,
  homeFor,
  isPathForUser,
  needsEmailConfirmation,
  requireCarrierUnderwriter,
  requireUser,
} from './guards.ts';

const aUser = (over: Partial<User> = {}): User => ({
  id: 'u1',
  username: 'blake',
  fullName: 'Blake Broker',
  email: 'blake@example.com',
  role: 'broker',
  status: 'active',
  emailVerified: true,
  companyName: null,
  phone: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const at = (href: string) => ({ href }) as ParsedLocation;

function signedInAs(user: User | null): QueryClient {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, user);
  return client;
}

async function outcome(user: User | null, roles: readonly User['role'][]): Promise<unknown> {
  try {
    return await requireUser(signedInAs(user), roles, at('/submissions'));
  } catch (thrown) {
    return thrown;
  }
}

async function deskOutcome(user: User | null): Promise<unknown> {
  try {
    return await requireCarrierUnderwriter(signedInAs(user), at('/carrier-desk/SUB-2026-0001'));
  } catch (thrown) {
    return thrown;
  }
}

const redirectedTo = (thrown: unknown) => (isRedirect(thrown) ? (thrown as { options: { to: unknown } }).options.to : undefined);

const carrierUnderwriter = (over: Partial<User> = {}) => aUser({ role: 'insurer', carrierId: 'carrier-1', ...over });

describe('requireUser', () => {
  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    const thrown = await outcome(null, BROKER_ROLES);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { search: unknown } }).options.search).toEqual({ redirect: '/submissions' });
  });

  it('lets an active broker into the broker zone', async () => {
    await expect(outcome(aUser(), BROKER_ROLES)).resolves.toEqual({ user: aUser() });
  });

  it.each([
    ['broker', 'pending'],
    ['broker_manager', 'pending'],
    ['insurer', 'refused'],
  ] as const)('shows a %s whose account is %s why they cannot work, not the workbench', async (role, status) => {
    const thrown = await outcome(aUser({ role, status }), BROKER_ROLES);
    expect(thrown).toBeInstanceOf(AccountNotActiveError);
    expect((thrown as AccountNotActiveError).status).toBe(status);
  });

  it('tells an account that is not active why before telling it the page is not its own', async () => {
    await expect(outcome(aUser({ status: 'pending' }), CUSTOMER_ROLES)).resolves.toBeInstanceOf(AccountNotActiveError);
  });

  it('denies an active user a zone outside their role', async () => {
    await expect(outcome(aUser({ role: 'customer' }), BROKER_ROLES)).resolves.toBeInstanceOf(AccessDeniedError);
  });

  it('lets an unconfirmed customer into the portal', async () => {
    const customer = aUser({ role: 'customer', emailVerified: false });
    await expect(outcome(customer, CUSTOMER_ROLES)).resolves.toEqual({ user: customer });
  });
});

describe("a carrier's underwriter", () => {
  it.each([
    ['the broker zone', BROKER_ROLES],
    ['a screen for approvers', APPROVER_ROLES],
    ['the customer portal', CUSTOMER_ROLES],
  ] as const)('is sent from %s to the carrier desk', async (_zone, roles) => {
    expect(redirectedTo(await outcome(carrierUnderwriter(), roles))).toBe('/carrier-desk');
  });

  it('is let into the carrier desk', async () => {
    await expect(deskOutcome(carrierUnderwriter())).resolves.toEqual({ user: carrierUnderwriter() });
  });

  it('whose account is not active sees why, not the desk', async () => {
    const thrown = await deskOutcome(carrierUnderwriter({ status: 'pending' }));
    expect(thrown).toBeInstanceOf(AccountNotActiveError);
  });
});

describe('the carrier desk', () => {
  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    const thrown = await deskOutcome(null);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { search: unknown } }).options.search).toEqual({ redirect: '/carrier-desk/SUB-2026-0001' });
  });

  it.each([
    ['broker', null],
    ['broker_manager', null],
    ['insurer', null],
    ['customer', null],
  ] as const)('denies a %s that underwrites for no carrier', async (role, carrierId) => {
    await expect(deskOutcome(aUser({ role, carrierId }))).resolves.toBeInstanceOf(AccessDeniedError);
  });

  it("lets the firm's own underwriter keep the broker zone", async () => {
    const insurer = aUser({ role: 'insurer', carrierId: null });
    await expect(outcome(insurer, BROKER_ROLES)).resolves.toEqual({ user: insurer });
  });
});

describe('homeFor', () => {
  it.each([
    ['a customer', aUser({ role: 'customer' }), '/customer'],
    ['a broker', aUser(), '/'],
    ['a broker manager', aUser({ role: 'broker_manager' }), '/'],
    ["the firm's own underwriter", aUser({ role: 'insurer' }), '/'],
    ["a carrier's underwriter", carrierUnderwriter(), '/carrier-desk'],
    ["a carrier's underwriter awaiting approval", carrierUnderwriter({ status: 'pending' }), '/'],
  ])('takes %s to %s', (_who, user, home) => {
    expect(homeFor(user)).toBe(home);
  });
});

describe('isPathForUser', () => {
  it.each([
    ['/submissions/SUB-1', 'a broker', true],
    ['/customer/claims', 'a broker', false],
    ['/carrier-desk', 'a broker', false],
    ['/customer/claims', 'a customer', true],
    ['/submissions', 'a customer', false],
    ['/carrier-desk/SUB-2026-0001', "a carrier's underwriter", true],
    ['/carrier-desk?x=1', "a carrier's underwriter", true],
    ['/submissions/SUB-1', "a carrier's underwriter", false],
    ['/customer', "a carrier's underwriter", false],
    ['/carrier-deskish', "a carrier's underwriter", false],
    ['//evil.example/carrier-desk', "a carrier's underwriter", false],
    ['/auth', "a carrier's underwriter", false],
  ] as const)('%s is for %s: %s', (path, who, expected) => {
    const user = { 'a broker': aUser(), 'a customer': aUser({ role: 'customer' }), "a carrier's underwriter": carrierUnderwriter() }[who];
    expect(isPathForUser(path, user)).toBe(expected);
  });
});

describe('needsEmailConfirmation', () => {
  it.each([
    ['customer', false, true],
    ['customer', true, false],
    ['broker', false, false],
    ['broker_manager', false, false],
  ] as const)('a %s whose address is verified=%s needs to confirm it: %s', (role, emailVerified, expected) => {
    expect(needsEmailConfirmation({ role, emailVerified })).toBe(expected);
  });
});
