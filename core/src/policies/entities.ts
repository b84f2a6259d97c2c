import type { Product } from '../submissions/entities.ts';

export interface Policy {
  id: string;
  policyNumber: string;
  clientId: string;
  submissionId: string | null;
  status: string;
  product: Product;
  /** Annual premium in dollars. */
  premium: number;
  effectiveDate: string;
  expirationDate: string;
}
export type NewPolicy = Omit<Policy, 'id'>;
