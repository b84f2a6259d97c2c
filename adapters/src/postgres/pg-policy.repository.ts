import type { Knex } from 'knex';
import type { NewPolicy, Policy, PolicyRepository, Product } from '@workbench/core';
import { day, isUuid, newId, num } from './rows.ts';

type Row = Record<string, unknown>;

const toPolicy = (row: Row): Policy => ({
  id: row.id as string,
  policyNumber: row.policy_number as string,
  clientId: row.client_id as string,
  submissionId: (row.submission_id as string) ?? null,
  status: row.status as string,
  product: row.product as Product,
  premium: num(row.premium),
  effectiveDate: day(row.effective_date) as string,
  expirationDate: day(row.expiration_date) as string,
});

export class PgPolicyRepository implements PolicyRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async listForCustomer(email: string): Promise<Policy[]> {
    const rows = await this.db('policies as p')
      .join('clients as c', 'c.id', 'p.client_id')
      .select('p.*')
      .whereRaw('lower(c.email) = lower(?)', [email])
      .orderBy([{ column: 'p.policy_number' }]);
    return rows.map(toPolicy);
  }

  async list(): Promise<Policy[]> {
    const rows = await this.db('policies')
      .select('*')
      .orderBy([{ column: 'policy_number' }]);
    return rows.map(toPolicy);
  }

  async findById(id: string): Promise<Policy | null> {
    if (!isUuid(id)) return null;
    const row = await this.db('policies').where({ id }).first();
    return row ? toPolicy(row) : null;
  }

  async create(policy: NewPolicy): Promise<Policy> {
    const [row] = await this.db('policies')
      .insert({
        id: newId(),
        policy_number: policy.policyNumber,
        client_id: policy.clientId,
        submission_id: policy.submissionId,
        status: policy.status,
        product: policy.product,
        premium: policy.premium,
        effective_date: policy.effectiveDate,
        expiration_date: policy.expirationDate,
      })
      .returning('*');
    return toPolicy(row);
  }
}
