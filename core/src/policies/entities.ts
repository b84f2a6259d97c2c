import type { Product } from '../submissions/entities.ts';

export const POLICY_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;

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
