import { AppError } from '../errors.ts';
import type { Actor } from '../use-case-deps.ts';
import { audienceOf, customerScopeEmail, holdsRole, isActiveAccount } from '../users/index.ts';
import type { Role } from '../users/index.ts';
import { RENEWAL_DECISIONS, type CertificateWording, type PolicyDetail, type RenewalStatus } from './entities.ts';

/**
 * Who may do what with a policy after binding, the one rule every policy use case asks:
 * - brokers and broker managers act (renewals, endorsements, cancellation, certificates);
 * - the firm's own insurers read every policy and the renewals list (a carrier's underwriter reads none);
 * - a customer reads the policies of the clients they reach (`ofReachedClient`, from reachesClient in the
 *   clients' rules), read-only, and nothing of anyone else's;
 * - an account that is not active (pending, refused) does nothing.
 */
export type PolicyAccess = 'act' | 'read' | 'own' | 'none';

const POLICY_ACTOR_ROLES: readonly Role[] = ['broker', 'broker_manager'];

export function policyAccess(actor: Actor, ofReachedClient: boolean): PolicyAccess {
  if (!isActiveAccount(actor)) return 'none';
  if (holdsRole(actor, POLICY_ACTOR_ROLES)) return 'act';
  if (holdsRole(actor, ['insurer'])) return 'read';
  return ofReachedClient && customerScopeEmail(actor) !== null ? 'own' : 'none';
}

/** Who may read every policy (the renewals list), and who may change policies: policyAccess as the API's audiences. */
export const POLICY_READERS = audienceOf('staff', (user) => ['act', 'read'].includes(policyAccess(user, false)));
export const POLICY_ACTORS = audienceOf(POLICY_ACTOR_ROLES.join(', '), (user) => policyAccess(user, false) === 'act');
/**
 * Who may ask for a certificate: any active account but those who only read policies (the firm's insurers);
 * whether the policy is one the caller may see is the use case's to say.
 */
export const CERTIFICATE_ASKERS = audienceOf('any but insurers', (user) => isActiveAccount(user) && policyAccess(user, true) !== 'read');

/** Staff reads (the renewals list, every policy's page): brokers, managers and insurers. Fails with `forbidden`. */
export function assertPolicyStaff(actor: Actor): void {
  const access = policyAccess(actor, false);
  if (access !== 'act' && access !== 'read') throw AppError.forbidden();
}

/** Changes to a policy: brokers and managers. Fails with `forbidden`. */
export function assertPolicyActor(actor: Actor): void {
  if (policyAccess(actor, false) !== 'act') throw AppError.forbidden();
}

/**
 * Standard wording names the holder and nothing more. Wording that staff already put on the holder's
 * entry in the client's master list was approved when they did, so asking for exactly that is standard too.
 * Anything else (additional insured, waiver of subrogation, free text) needs a broker's approval.
 */
export function isStandardWording(asked: CertificateWording, approved: CertificateWording | null): boolean {
  const plain = !asked.additionalInsured && !asked.waiverOfSubrogation && asked.wording.trim() === '';
  if (plain) return true;
  return (
    approved !== null &&
    asked.additionalInsured === approved.additionalInsured &&
    asked.waiverOfSubrogation === approved.waiverOfSubrogation &&
    asked.wording.trim() === approved.wording.trim()
  );
}

/**
 * What becomes of a certificate request: the policy's own customer gets standard wording at once and waits
 * for approval otherwise; brokers and managers approve their own asking, so theirs is always issued; an
 * insurer, another customer or an inactive account may not ask (`null`).
 */
export function certificateRequestOutcome(access: PolicyAccess, standard: boolean): 'issue' | 'approval' | null {
  if (access === 'act') return 'issue';
  if (access === 'own') return standard ? 'issue' : 'approval';
  return null;
}

/** Who issues or declines a request waiting for approval: brokers and broker managers. Fails with `forbidden`. */
export const assertCertificateApprover = assertPolicyActor;

/** Whether the renewed premium moved by more than `percent` of the last one, up or down. */
export function isPremiumChangeFlagged(previous: number, renewed: number, percent: number): boolean {
  if (previous <= 0) return renewed > 0;
  return (Math.abs(renewed - previous) / previous) * 100 > percent + 1e-9;
}

/** The number of the policy a renewal completes into: POL-2024-7001, then POL-2024-7001-R1, then POL-2024-7001-R2. */
export function renewedPolicyNumber(policyNumber: string): string {
  const match = /^(.*)-R(\d+)$/.exec(policyNumber);
  return match ? `${match[1]}-R${Number(match[2]) + 1}` : `${policyNumber}-R1`;
}

/**
 * A policy year: from its first day (a date or a timestamp, read as its UTC day) to the same day a year on,
 * 28 February for a term starting on a 29th. A bound policy and a renewed one run such a year, the renewal
 * starting on the day the policy it renews expires.
 */
export function policyYearFrom(start: string): { effectiveDate: string; expirationDate: string } {
  const first = start.slice(0, 10);
  const [year, month, day] = first.split('-');
  const next = `${Number(year) + 1}-${month}-${day}`;
  return { effectiveDate: first, expirationDate: month === '02' && day === '29' ? `${Number(year) + 1}-02-28` : next };
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
    certificateRequests: policy.certificateRequests.map((r) => ({ ...r, task: null })),
  };
}

/** Where a policy stands on a day: bound but not started, in force, past its end, or cancelled from a day already reached. */
export type PolicyStanding = 'upcoming' | 'in_force' | 'expired' | 'cancelled';

export function policyStanding(
  policy: Pick<PolicyDetail, 'effectiveDate' | 'expirationDate' | 'cancellation'>,
  day: string,
): PolicyStanding {
  if (policy.cancellation && policy.cancellation.date <= day) return 'cancelled';
  if (day > policy.expirationDate) return 'expired';
  return day < policy.effectiveDate ? 'upcoming' : 'in_force';
}

/**
 * A certificate states the cover of the policy's period, so it may be issued from binding on (a holder often
 * needs it before the first day of cover) until the policy ends or its cancellation takes effect.
 */
export function assertCertifiable(policy: PolicyDetail, day: string): void {
  const standing = policyStanding(policy, day);
  if (standing === 'cancelled')
    throw AppError.conflict(`Policy ${policy.policyNumber} was cancelled from ${policy.cancellation?.date}: no certificate can be issued`);
  if (standing === 'expired')
    throw AppError.conflict(`Policy ${policy.policyNumber} ended on ${policy.expirationDate}: no certificate can be issued`);
}
