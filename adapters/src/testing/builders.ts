import type { NewClaim, NewClient, NewPolicy, NewUser, SubmissionRecord } from '@workbench/core';

let counter = 0;
/** A short unique suffix, so tests sharing one database never collide. */
export const unique = (prefix = 'x') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function aUser(overrides: Partial<NewUser> = {}): NewUser {
  const username = overrides.username ?? unique('user');
  return {
    username,
    passwordHash: 'hash',
    fullName: 'Test User',
    email: `${username}@example.com`,
    role: 'broker',
    companyName: null,
    phone: null,
    ...overrides,
  };
}

export function aClient(overrides: Partial<NewClient> = {}): NewClient {
  const name = overrides.name ?? `Client ${unique()}`;
  return {
    name,
    contactPerson: 'Pat Doe',
    email: `${unique('contact')}@example.com`,
    phone: '555-0100',
    address: '1 Main St, Springfield, IL 62701',
    industry: 'Logistics',
    companySize: '50-100',
    ...overrides,
  };
}

/** A policy of the client as a repository stores it, bound from no submission. */
export function aNewPolicy(clientId: string, overrides: Partial<NewPolicy> = {}): NewPolicy {
  return {
    policyNumber: unique('POL-'),
    clientId,
    submissionId: null,
    status: 'active',
    product: 'commercial_property',
    premium: 4250,
    effectiveDate: '2026-01-01',
    expirationDate: '2026-12-31',
    ...overrides,
  };
}

/** A claim on the policy of the client, reported by the account given. */
export function aNewClaim(policy: { id: string; clientId: string }, reportedById: string, overrides: Partial<NewClaim> = {}): NewClaim {
  return {
    policyId: policy.id,
    clientId: policy.clientId,
    lossDate: '2026-03-01',
    location: 'Dock 4',
    description: 'Burst pipe',
    estimatedAmount: null,
    reportedById,
    reportedBy: 'Test',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function aSubmissionRecord(clientId: string, overrides: Partial<SubmissionRecord> = {}): SubmissionRecord {
  return {
    clientId,
    transactionType: 'new_business',
    priority: 'medium',
    status: 'pending',
    type: 'manual',
    channel: 'Broker Portal',
    isNew: true,
    product: 'commercial_property',
    rating: { score: 72, label: 'good', factors: [] },
    dueDate: '2026-12-01',
    description: 'Property cover for a warehouse',
    notes: [],
    coverages: [{ coverage: 'property', limit: 1_000_000, deductible: 5_000, premium: null, notes: null }],
    shareWithClient: false,
    assignedToId: null,
    createdById: null,
    ...overrides,
  };
}
