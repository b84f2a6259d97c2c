import { queryOptions } from '@tanstack/react-query';
import { documents, policies, schedules, submissionFiles, submissions } from '@workbench/contract';
import type { Property, PropertyInput, Vehicle, VehicleInput } from '@workbench/core';
import { call, endpointUrl } from '../api/call.ts';

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
    queryFn: () => call(submissions.listSubmissions, { query: { limit: CUSTOMER_LIST_LIMIT } }),
  });

export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.policies,
    queryFn: () => call(policies.listPolicies, {}),
  });

export const policyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.policy(id),
    queryFn: () => call(policies.getPolicy, { params: { id } }),
  });

export const submitForReview = (id: string) => call(submissions.submitForReview, { params: { id } });

/** Stores a file on the submission (Documents tab: Upload New Document). */
export const uploadSubmissionDocument = (id: string, file: File) => call(submissionFiles.uploadDocument, { params: { id }, files: [file] });

/** An edit of a saved row: the customer's values and the row as it was read, whose version goes with them. */
export interface RowEdit<S, I> {
  input: I;
  opened: S;
}

/** What 'Save Changes' sends: rows added on screen, edits to rows already saved (by row id), saved rows removed. */
export interface ScheduleChanges {
  addedProperties: PropertyInput[];
  editedProperties: Record<string, RowEdit<Property, PropertyInput>>;
  removedProperties: string[];
  addedVehicles: VehicleInput[];
  editedVehicles: Record<string, RowEdit<Vehicle, VehicleInput>>;
  removedVehicles: string[];
}

/** One saved location's edit, written only over the version of the row it names. */
export const savePropertyEdit = (id: string, rowId: string, row: PropertyInput, version: number) =>
  call(schedules.updateProperty, { params: { id, rowId }, body: { ...row, version } });

/** One saved vehicle's edit, written only over the version of the row it names. */
export const saveVehicleEdit = (id: string, rowId: string, row: VehicleInput, version: number) =>
  call(schedules.updateVehicle, { params: { id, rowId }, body: { ...row, version } });

/** A step of a save that went through: the new rows of a list, or one edited row. */
export type SentStep = { list: 'properties' | 'vehicles' } & ({ added: true } | { edited: string });

/**
 * Sends the schedule changes: one POST per list with new rows, each edited row (`edit` sends it over the
 * version it was read at, and answers false when someone else changed the row since), then one DELETE per
 * removed row. The save stops at a refused edit and answers false; `sent` hears of each step that went
 * through before, so only what is still unsent stays on screen.
 */
export async function saveScheduleChanges(
  id: string,
  changes: ScheduleChanges,
  steps: {
    sent: (step: SentStep) => void;
    edit: (list: 'properties' | 'vehicles', change: RowEdit<Property, PropertyInput> | RowEdit<Vehicle, VehicleInput>) => Promise<boolean>;
  },
): Promise<boolean> {
  if (changes.addedProperties.length > 0) {
    await call(schedules.addProperties, { params: { id }, body: changes.addedProperties });
    steps.sent({ list: 'properties', added: true });
  }
  if (changes.addedVehicles.length > 0) {
    await call(schedules.addVehicles, { params: { id }, body: changes.addedVehicles });
    steps.sent({ list: 'vehicles', added: true });
  }
  const edits = [
    ...Object.entries(changes.editedProperties).map(([rowId, change]) => ({ list: 'properties' as const, rowId, change })),
    ...Object.entries(changes.editedVehicles).map(([rowId, change]) => ({ list: 'vehicles' as const, rowId, change })),
  ];
  for (const { list, rowId, change } of edits) {
    if (!(await steps.edit(list, change))) return false;
    steps.sent({ list, edited: rowId });
  }
  for (const rowId of changes.removedProperties) await call(schedules.deleteProperty, { params: { id, rowId } });
  for (const rowId of changes.removedVehicles) await call(schedules.deleteVehicle, { params: { id, rowId } });
  return true;
}

export const documentDownloadHref = (docId: string) => endpointUrl(documents.downloadDocument, { docId });
