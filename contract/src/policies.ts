import {
  CertificateHolderListSchema,
  POLICY_READERS,
  PolicyListSchema,
  PolicyPlacementSchema,
  PolicySchema,
  PolicyViewSchema,
  RenewalListQuerySchema,
  RenewalListSchema,
  SIGNED_IN,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/**
 * Policies after binding: the renewals list, a policy's page, what bound it and its certificate holders. Who
 * may do what is core's `policyAccess`; a policy the caller may not see answers 404, as one that does not exist.
 */
export const policies = {
  listPolicies: endpoint({
    method: 'GET',
    path: '/policies',
    who: SIGNED_IN,
    summary: 'Policies (customers: their own)',
    tag: 'Policies',
    ok: [200, PolicyListSchema],
    errors: [],
  }),
  // Declared before /policies/:id, which would otherwise read 'renewals' as a policy's id.
  listRenewals: endpoint({
    method: 'GET',
    path: '/policies/renewals',
    who: POLICY_READERS,
    summary: 'Policies (not cancelled) expiring within 120, 90, 60 or 30 days, soonest first, with owner, last premium and renewal status',
    tag: 'Policies',
    query: RenewalListQuerySchema,
    ok: [200, RenewalListSchema],
    errors: [400],
  }),
  getPolicy: endpoint({
    method: 'GET',
    path: '/policies/:id',
    who: SIGNED_IN,
    summary: 'One policy, with its record version as the ETag',
    tag: 'Policies',
    ok: [200, PolicySchema],
    errors: [404],
    headers: { etag: 'recordVersion' },
  }),
  getPolicyDetail: endpoint({
    method: 'GET',
    path: '/policies/:id/detail',
    who: SIGNED_IN,
    summary:
      "A policy with its renewal, endorsements (versions), cancellation, certificates, vehicle schedule and history (customers: their own, without staff's renewal and history)",
    tag: 'Policies',
    ok: [200, PolicyViewSchema],
    errors: [404],
    headers: { etag: 'recordVersion' },
  }),
  getPolicyPlacement: endpoint({
    method: 'GET',
    path: '/policies/:id/placement',
    who: SIGNED_IN,
    summary:
      'What was bound into the policy: carrier, coverages with limits and deductibles, premium, taxes, fees, schedule at binding (null when no placement bound it)',
    tag: 'Policies',
    ok: [200, PolicyPlacementSchema],
    errors: [404],
  }),
  listCertificateHolders: endpoint({
    method: 'GET',
    path: '/policies/:id/certificate-holders',
    who: SIGNED_IN,
    summary: "The policy's client's certificate holders, by name",
    tag: 'Policies',
    ok: [200, CertificateHolderListSchema],
    errors: [404],
  }),
} as const;
