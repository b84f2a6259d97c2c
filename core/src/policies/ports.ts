import type { NewPolicy, Policy } from './entities.ts';

export interface PolicyRepository {
  /** Policies of the clients whose email equals `email` (case-insensitive). */
  listForCustomer(email: string): Promise<Policy[]>;
  /** Every policy, by number: staff's list, which includes the policies of clients without an address. */
  list(): Promise<Policy[]>;
  findById(id: string): Promise<Policy | null>;
  create(policy: NewPolicy): Promise<Policy>;
}
