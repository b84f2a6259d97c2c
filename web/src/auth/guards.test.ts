import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import type { User } from '@workbench/core';
import { currentUserKey } from '../queries/auth.queries.ts';
import { AccessDeniedError, AccountNotActiveError, BROKER_ROLES, CUSTOMER_ROLES, needsEmailConfirmation, requireUser } from './guards.ts';

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
