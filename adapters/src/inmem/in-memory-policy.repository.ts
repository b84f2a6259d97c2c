import { AppError, type NewPolicy, type Policy, type PolicyRepository } from '@workbench/core';
import { newId } from './rows.ts';
import { copy, lower, type Store } from './state.ts';

const byNumber = (policies: Policy[]) =>
  [...policies].sort((a, b) => (a.policyNumber < b.policyNumber ? -1 : a.policyNumber > b.policyNumber ? 1 : 0)).map(copy);

export class InMemoryPolicyRepository implements PolicyRepository {
  constructor(private readonly store: Store) {}

  async listForCustomer(email: string): Promise<Policy[]> {
    const clientIds = new Set(this.store.state.clients.filter((c) => c.email && lower(c.email) === lower(email)).map((c) => c.id));
    return byNumber(this.store.state.policies.filter((p) => clientIds.has(p.clientId)));
  }

  async list(): Promise<Policy[]> {
    return byNumber(this.store.state.policies);
  }

  async findById(id: string): Promise<Policy | null> {
    const row = this.store.state.policies.find((p) => p.id === id);
    return row ? copy(row) : null;
  }

  async create(policy: NewPolicy): Promise<Policy> {
    const state = this.store.state;
    if (!state.clients.some((c) => c.id === policy.clientId)) throw new AppError('not_found', 'A referenced record was not found');
    if (state.policies.some((p) => p.policyNumber === policy.policyNumber)) throw AppError.conflict('Policy number already exists');
    const row: Policy = { ...copy(policy), premium: Math.round(Number(policy.premium) * 100) / 100, id: newId() };
    state.policies.push(row);
    return copy(row);
  }
}
