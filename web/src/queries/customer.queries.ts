import { queryOptions } from '@tanstack/react-query';
import type {
  DocumentSummary,
  Policy,
  Property,
  PropertyInput,
  Submission,
  SubmissionSummary,
  Vehicle,
  VehicleInput,
} from '@workbench/core';
import { api } from '../api/client.ts';

/**
 * The customer portal's reads and writes. The server scopes every answer to the signed-in customer
 * (submissions shared with their client email, their client's policies), so these ask for "all".
 */

/** Enough for any one customer; the server caps a page at 500. */
export const CUSTOMER_LIST_LIMIT = 500;

export const customerKeys = {
  submissions: ['customer', 'submissions'] as const,
  policies: ['policies'] as const,
  policy: (id: string) => ['policies', id] as const,
};

export const customerSubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.submissions,
    queryFn: () => api.get<SubmissionSummary[]>('/api/submissions', { limit: CUSTOMER_LIST_LIMIT }),
  });

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.policies,
    queryFn: () => api.get<Policy[]>('/api/policies'),
  });

export const policyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.policy(id),
    queryFn: () => api.get<Policy>(`/api/policies/${encodeURIComponent(id)}`),
  });

export const submitForReview = (id: string) => api.post<Submission>(`/api/submissions/${encodeURIComponent(id)}/submit-for-review`);

/** Stores a file on the submission (Documents tab: Upload New Document). */
export function uploadSubmissionDocument(id: string, file: File): Promise<DocumentSummary> {
  const form = new FormData();
  form.append('document', file);
  return api.post<DocumentSummary>(`/api/submissions/${encodeURIComponent(id)}/documents`, form);
}

/** What 'Save Changes' sends: rows added on screen, edits to rows already saved (by row id), saved rows removed. */
export interface ScheduleChanges {
  addedProperties: PropertyInput[];
  editedProperties: Record<string, PropertyInput>;
  removedProperties: string[];
  addedVehicles: VehicleInput[];
  editedVehicles: Record<string, VehicleInput>;
  removedVehicles: string[];
}

/** Sends the schedule changes: one POST per list with new rows, one PATCH per edited row, one DELETE per removed row. */
export async function saveScheduleChanges(id: string, changes: ScheduleChanges): Promise<void> {
  const base = `/api/submissions/${encodeURIComponent(id)}`;
  if (changes.addedProperties.length > 0) await api.post<Property[]>(`${base}/properties`, changes.addedProperties);
  if (changes.addedVehicles.length > 0) await api.post<Vehicle[]>(`${base}/vehicles`, changes.addedVehicles);
  for (const [rowId, patch] of Object.entries(changes.editedProperties)) {
    await api.patch<Property>(`${base}/properties/${encodeURIComponent(rowId)}`, patch);
  }
  for (const [rowId, patch] of Object.entries(changes.editedVehicles)) {
    await api.patch<Vehicle>(`${base}/vehicles/${encodeURIComponent(rowId)}`, patch);
  }
  for (const rowId of changes.removedProperties) await api.delete(`${base}/properties/${encodeURIComponent(rowId)}`);
  for (const rowId of changes.removedVehicles) await api.delete(`${base}/vehicles/${encodeURIComponent(rowId)}`);
}

export const documentDownloadHref = (docId: string) => `/api/documents/${encodeURIComponent(docId)}/download`;
