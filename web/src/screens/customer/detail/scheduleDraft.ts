import { useCallback, useMemo, useState } from 'react';
import type { Property, PropertyInput, Submission, Vehicle, VehicleInput } from '@workbench/core';
import type { ScheduleChanges } from '../../../queries/customer.queries.ts';

/** A schedule row as the screen shows it: a saved row (with any unsaved edit applied) or a new one. */
export type DraftRow<T> = T & {
  /** The saved row's id, or a temporary id for a row added on screen. */
  id: string;
  /**
   * Whether the row differs from what is stored. Not called `state`: a property's address has a State, and
   * a spread row would overwrite it.
   */
  draftStatus: DraftStatus;
};
export type DraftStatus = 'saved' | 'edited' | 'added';

export type PropertyRow = DraftRow<PropertyInput>;
export type VehicleRow = DraftRow<VehicleInput>;

interface Draft {
  addedProperties: { id: string; input: PropertyInput }[];
  editedProperties: Record<string, PropertyInput>;
  addedVehicles: { id: string; input: VehicleInput }[];
  editedVehicles: Record<string, VehicleInput>;
}

const EMPTY: Draft = { addedProperties: [], editedProperties: {}, addedVehicles: [], editedVehicles: {} };
let counter = 0;
const tempId = (kind: string) => `new-${kind}-${++counter}`;
const isTemp = (id: string) => id.startsWith('new-');

/** Only the fields a person can type or a document can fill; provenance and confidence stay behind. */
const PROPERTY_KEYS = ['name', 'address', 'city', 'state', 'zipCode', 'yearBuilt', 'constructionType', 'occupancyType', 'squareFootage', 'stories', 'sprinklered', 'ownership'] as const;
const VEHICLE_KEYS = ['fleetId', 'make', 'model', 'year', 'vin', 'value', 'usage'] as const;

function pick<T extends object>(row: object, keys: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in row) out[key] = (row as Record<string, unknown>)[key];
  return out as T;
}
export const propertyFields = (row: object) => pick<PropertyInput>(row, PROPERTY_KEYS);
export const vehicleFields = (row: object) => pick<VehicleInput>(row, VEHICLE_KEYS);

function rows<S extends { id: string }, I extends object>(
  saved: readonly S[],
  edited: Record<string, I>,
  added: { id: string; input: I }[],
  fields: (row: object) => I,
): DraftRow<I>[] {
  return [
    ...saved.map((row) =>
      edited[row.id]
        ? ({ ...fields(row), ...edited[row.id], id: row.id, draftStatus: 'edited' } as DraftRow<I>)
        : ({ ...fields(row), id: row.id, draftStatus: 'saved' } as DraftRow<I>),
    ),
    ...added.map(({ id, input }) => ({ ...input, id, draftStatus: 'added' }) as DraftRow<I>),
  ];
}

/**
 * Rows added or edited on the customer's submission screen, kept locally until 'Save Changes' sends
 * them (spec: added rows are appended on screen; saving makes them the submission's).
 */
export function useScheduleDraft(submission: Submission | undefined) {
  const [draft, setDraft] = useState<Draft>(EMPTY);

  const properties = useMemo(
    () => rows<Property, PropertyInput>(submission?.properties ?? [], draft.editedProperties, draft.addedProperties, propertyFields),
    [submission?.properties, draft.editedProperties, draft.addedProperties],
  );
  const vehicles = useMemo(
    () => rows<Vehicle, VehicleInput>(submission?.vehicles ?? [], draft.editedVehicles, draft.addedVehicles, vehicleFields),
    [submission?.vehicles, draft.editedVehicles, draft.addedVehicles],
  );

  const addProperties = useCallback((inputs: PropertyInput[]) => {
    setDraft((d) => ({ ...d, addedProperties: [...d.addedProperties, ...inputs.map((input) => ({ id: tempId('property'), input: propertyFields(input) }))] }));
  }, []);
  const addVehicles = useCallback((inputs: VehicleInput[]) => {
    setDraft((d) => ({ ...d, addedVehicles: [...d.addedVehicles, ...inputs.map((input) => ({ id: tempId('vehicle'), input: vehicleFields(input) }))] }));
  }, []);
  const editProperty = useCallback((id: string, input: PropertyInput) => {
    setDraft((d) =>
      isTemp(id)
        ? { ...d, addedProperties: d.addedProperties.map((r) => (r.id === id ? { id, input } : r)) }
        : { ...d, editedProperties: { ...d.editedProperties, [id]: input } },
    );
  }, []);
  const editVehicle = useCallback((id: string, input: VehicleInput) => {
    setDraft((d) =>
      isTemp(id)
        ? { ...d, addedVehicles: d.addedVehicles.map((r) => (r.id === id ? { id, input } : r)) }
        : { ...d, editedVehicles: { ...d.editedVehicles, [id]: input } },
    );
  }, []);
  const reset = useCallback(() => setDraft(EMPTY), []);

  const changes: ScheduleChanges = {
    addedProperties: draft.addedProperties.map((r) => r.input),
    editedProperties: draft.editedProperties,
    addedVehicles: draft.addedVehicles.map((r) => r.input),
    editedVehicles: draft.editedVehicles,
  };
  const pendingCount =
    draft.addedProperties.length + draft.addedVehicles.length + Object.keys(draft.editedProperties).length + Object.keys(draft.editedVehicles).length;

  return { properties, vehicles, addProperties, addVehicles, editProperty, editVehicle, reset, changes, pendingCount };
}

export type ScheduleDraft = ReturnType<typeof useScheduleDraft>;
