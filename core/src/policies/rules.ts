import { AppError } from '../errors.ts';
import type { Actor } from '../shared/usecases/deps.ts';
import { isActiveAccount, isCustomersAddress } from '../users/access.ts';
import { RENEWAL_DECISIONS, type PolicyDetail, type RenewalStatus } from './entities.ts';

/**
 * Who may do what with a policy after binding, the one rule every policy use case asks:
 * - brokers and broker managers act (renewals, endorsements, cancellation, certificates);
 * - insurers read every policy and the renewals list;
 * - a customer reads their own client's policies, read-only, and nothing of anyone else's;
 * - an account that is not active (pending, refused) does nothing.
 */
export type PolicyAccess = 'act' | 'read' | 'own' | 'none';

export function policyAccess(actor: Actor, clientEmail: string | null): PolicyAccess {
  if (!isActiveAccount(actor)) return 'none';
  if (actor.role === 'broker' || actor.role === 'broker_manager') return 'act';
  if (actor.role === 'insurer') return 'read';
  return isCustomersAddress(actor, clientEmail) ? 'own' : 'none';
}

/** Staff reads (the renewals list, every policy's page): brokers, managers and insurers. Fails with `forbidden`. */
export function assertPolicyStaff(actor: Actor): void {
  const access = policyAccess(actor, null);
  if (access !== 'act' && access !== 'read') throw AppError.forbidden();
}

/** Changes to a policy: brokers and managers. Fails with `forbidden`. */
export function assertPolicyActor(actor: Actor): void {
  if (policyAccess(actor, null) !== 'act') throw AppError.forbidden();
}

/** Whether the renewed premium moved by more than `percent` of the last one, up or down. */
export function isPremiumChangeFlagged(previous: number, renewed: number, percent: number): boolean {
  if (previous <= 0) return renewed > 0;
  return (Math.abs(renewed - previous) / previous) * 100 > percent + 1e-9;
}

/** 'YYYY-MM-DD' plus `days` days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day` (negative once past). */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const isRenewalDecided = (status: RenewalStatus): boolean => RENEWAL_DECISIONS.includes(status);

/**
 * A decision is overdue once the policy is within `decisionDays` of its expiry (or past it) without being
 * renewed or lapsed; a cancelled policy needs none.
 */
export function isRenewalDecisionOverdue(
  policy: Pick<PolicyDetail, 'expirationDate' | 'renewalStatus' | 'cancellation'>,
  today: string,
  decisionDays: number,
): boolean {
  return !policy.cancellation && !isRenewalDecided(policy.renewalStatus) && policy.expirationDate <= addDays(today, decisionDays);
}

/** What a customer sees of their own policy: its terms, endorsements, cancellation and certificates; never staff's notes. */
export function customerPolicyView(policy: PolicyDetail): PolicyDetail {
  return {
    ...policy,
    ownerId: null,
    owner: null,
    renewalStatus: 'not_started',
    renewalSubmissionId: null,
    renewalSubmissionRef: null,
    renewedPremium: null,
    premiumChangeFlagged: false,
    history: [],
  };
}

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount as history and certificates state it: $4,250 or $4,250.50. */
export const formatMoney = (amount: number): string => MONEY.format(amount);
