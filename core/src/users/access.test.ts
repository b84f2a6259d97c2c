import { describe, expect, it } from 'vitest';
import { actsAsStaff, customerScopeEmail } from './access.ts';
import type { User } from './entities.ts';

const anAccount = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  username: 'pat',
  fullName: 'Pat Lee',
  email: 'Pat@Acme.example',
  role: 'customer',
  status: 'active',
  emailVerified: true,
  companyName: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('staff rights', () => {
  it.each([
    ['broker', 'active', true],
    ['broker_manager', 'active', true],
    ['insurer', 'active', true],
    ['broker', 'pending', false],
    ['broker_manager', 'pending', false],
    ['insurer', 'refused', false],
    ['customer', 'active', false],
  ] as const)('a %s account that is %s acts as staff: %s', (role, status, expected) => {
    expect(actsAsStaff(anAccount({ role, status }))).toBe(expected);
  });
});

describe("a customer's scope", () => {
  it('is their address once proven, while the account is active', () => {
    expect(customerScopeEmail(anAccount())).toBe('Pat@Acme.example');
    expect(customerScopeEmail(anAccount({ emailVerified: false }))).toBeNull();
    expect(customerScopeEmail(anAccount({ status: 'refused' }))).toBeNull();
  });

  it('never belongs to staff, whose rights come from their role', () => {
    expect(customerScopeEmail(anAccount({ role: 'broker' }))).toBeNull();
  });
});
