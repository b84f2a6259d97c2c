import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type BodyOf, type Endpoint, policies } from '@workbench/contract';
import type { RenewalWindow } from '@workbench/core';
import { call, endpointUrl } from '../api/call.ts';

/** Policies after binding: the renewals list, a policy's page and its certificate holders. */
export const policyKeys = {
  all: ['policies'] as const,
  renewals: (within: RenewalWindow) => ['policies', 'renewals', within] as const,
  detail: (id: string) => ['policies', 'detail', id] as const,
  holders: (id: string) => ['policies', 'holders', id] as const,
  placement: (id: string) => ['policies', 'placement', id] as const,
};

/** What was bound into the policy (carrier, coverages, cost, schedule at binding); null for a policy no placement bound. */
export const policyPlacementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyKeys.placement(id),
    queryFn: () => call(policies.getPolicyPlacement, { params: { id } }).then((r) => r.bound),
  });

export const renewalsQueryOptions = (within: RenewalWindow) =>
  queryOptions({
    queryKey: policyKeys.renewals(within),
    queryFn: () => call(policies.listRenewals, { query: { within } }),
    placeholderData: keepPreviousData,
  });

export const policyDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyKeys.detail(id),
    queryFn: () => call(policies.getPolicyDetail, { params: { id } }),
  });

export const certificateHoldersQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: policyKeys.holders(policyId),
    queryFn: () => call(policies.listCertificateHolders, { params: { id: policyId } }),
  });

/**
 * A policy's edits send back the record version they read (`recordVersion`: its `version` counts endorsements),
 * so an edit over one someone else has since moved is refused with the policy as it now stands.
 */
type Edit<E extends Endpoint> = BodyOf<E> & { recordVersion: number };
/** From the renewals list or the policy's page, over the record version the screen read (each list row carries it). */
export const startRenewal = (id: string, body: Edit<typeof policies.startRenewal>) => call(policies.startRenewal, { params: { id }, body });
export const updateRenewal = (id: string, body: Edit<typeof policies.updateRenewal>) =>
  call(policies.updateRenewal, { params: { id }, body });
export const addEndorsement = (id: string, body: Edit<typeof policies.addEndorsement>) =>
  call(policies.addEndorsement, { params: { id }, body });
export const cancelPolicy = (id: string, body: Edit<typeof policies.cancelPolicy>) => call(policies.cancelPolicy, { params: { id }, body });
export const addCertificateHolder = (id: string, body: BodyOf<typeof policies.addCertificateHolder>) =>
  call(policies.addCertificateHolder, { params: { id }, body });
export const issueCertificates = (id: string, holderIds: string[]) =>
  call(policies.issueCertificates, { params: { id }, body: { holderIds } });
/** The client's certificate holders as a CSV file, for staff. */
export const certificateHoldersExportHref = (policyId: string) => endpointUrl(policies.exportCertificateHolders, { id: policyId });
export const certificateHref = (policyId: string, certificateId: string) =>
  endpointUrl(policies.downloadCertificate, { id: policyId, certificateId });
export const requestCertificate = (id: string, body: BodyOf<typeof policies.requestCertificate>) =>
  call(policies.requestCertificate, { params: { id }, body });
export const approveCertificateRequest = (id: string, requestId: string) =>
  call(policies.approveCertificateRequest, { params: { id, requestId } });
export const declineCertificateRequest = (id: string, requestId: string, reason: string) =>
  call(policies.declineCertificateRequest, { params: { id, requestId }, body: { reason } });
