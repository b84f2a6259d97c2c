import { useCallback, useMemo, useState } from 'react';
import {
  type CellSources,
  isLowConfidence,
  PROPERTY_FIELDS,
  type Property,
  type PropertyInput,
  type Submission,
  VEHICLE_FIELDS,
  type Vehicle,
  type VehicleInput,
} from '@workbench/core';
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

/** What the customer changed in one schedule on screen, not yet saved. */
interface KindDraft<I> {
  added: { id: string; input: I }[];
  edited: Record<string, I>;
  /** Saved rows the customer removed. */
  removed: string[];
}
const emptyKind = <I>(): KindDraft<I> => ({ added: [], edited: {}, removed: [] });

let counter = 0;
const tempId = (kind: string) => `new-${kind}-${++counter}`;
const isTemp = (id: string) => id.startsWith('new-');

function pick<T extends object>(row: object, keys: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in row) out[key] = (row as Record<string, unknown>)[key];
  return out as T;
}

/**
 * A row's fields as one comparable text: blanks and missing values alike, case and spacing ignored, numbers as
 * text; two rows with the same text say the same thing.
 */
function sameness(row: object, keys: readonly string[]): string {
  const values = keys.map((key) => {
    const value = (row as Record<string, unknown>)[key];
    return value === null || value === undefined ? '' : String(value).trim().toLowerCase();
  });
  return JSON.stringify(values);
}

function rows<S extends { id: string }, I extends object>(
  saved: readonly S[],
  draft: KindDraft<I>,
  fields: (row: object) => I,
): DraftRow<I>[] {
  return [
    ...saved
      .filter((row) => !draft.removed.includes(row.id))
      .map((row) =>
        draft.edited[row.id]
          ? // Saving the edit clears the flags of the fields it sends, as the server will.
            ({ ...fields(row), ...draft.edited[row.id], needsReview: [], id: row.id, draftStatus: 'edited' } as DraftRow<I>)
          : ({ ...fields(row), id: row.id, draftStatus: 'saved' } as DraftRow<I>),
      ),
    ...draft.added.map(({ id, input }) => ({ ...input, id, draftStatus: 'added' }) as DraftRow<I>),
  ];
}

const REVIEW_KEYS = ['needsReview', 'sources'] as const;

/** A row read from a document flags its low-confidence cells until the server says which it flags. */
function withFlags<I extends object>(row: I): I {
  const { needsReview, sources } = row as { needsReview?: string[]; sources?: CellSources };
  if (needsReview !== undefined || sources === undefined) return row;
  const flagged = Object.entries(sources)
    .filter(([, source]) => isLowConfidence(source))
    .map(([field]) => field);
  return { ...row, needsReview: flagged };
}

/** How many rows of a list were added, and how many were left out as the same as a row already there. */
export interface AddOutcome {
  added: number;
  skipped: number;
}

/** One schedule's draft: its rows as shown, and adding, editing and removing them. */
function useKindDraft<S extends { id: string }, I extends object>(kind: string, saved: readonly S[] | undefined, keys: readonly string[]) {
  const [draft, setDraft] = useState<KindDraft<I>>(emptyKind);
  // A row keeps its review flags and where its cells came from, so they show and a new row posts them.
  const fields = useCallback((row: object) => withFlags(pick<I>(row, [...keys, ...REVIEW_KEYS])), [keys]);
  const shown = useMemo(() => rows<S, I>(saved ?? [], draft, fields), [saved, draft, fields]);

  /** Adds rows; with `skipDuplicates`, rows the same as one already in the list (a document read twice) are left out. */
  const add = useCallback(
    (inputs: I[], options: { skipDuplicates?: boolean } = {}): AddOutcome => {
      const present = new Set(options.skipDuplicates ? shown.map((row) => sameness(row, keys)) : []);
      const fresh = inputs.map(fields).filter((input) => !present.has(sameness(input, keys)));
      setDraft((d) => ({ ...d, added: [...d.added, ...fresh.map((input) => ({ id: tempId(kind), input }))] }));
      return { added: fresh.length, skipped: inputs.length - fresh.length };
    },
    [shown, fields, keys, kind],
  );
  const edit = useCallback((id: string, input: I) => {
    setDraft((d) =>
      isTemp(id) ? { ...d, added: d.added.map((r) => (r.id === id ? { id, input } : r)) } : { ...d, edited: { ...d.edited, [id]: input } },
    );
  }, []);
  /** A new row goes at once; a saved one is removed from the submission by Save Changes. */
  const remove = useCallback((id: string) => {
    setDraft((d) => {
      if (isTemp(id)) return { ...d, added: d.added.filter((r) => r.id !== id) };
      const { [id]: _dropped, ...edited } = d.edited;
      return { ...d, edited, removed: [...d.removed, id] };
    });
  }, []);
  const reset = useCallback(() => setDraft(emptyKind), []);
  const pending = draft.added.length + Object.keys(draft.edited).length + draft.removed.length;
  return { rows: shown, add, edit, remove, reset, pending, draft };
}

/**
 * Rows added, edited or removed on the customer's submission screen, kept locally until 'Save Changes' sends
 * them (spec: added rows are appended on screen; saving makes them the submission's).
 */
export function useScheduleDraft(submission: Submission | undefined) {
  const property = useKindDraft<Property, PropertyInput>('property', submission?.properties, PROPERTY_FIELDS);
  const vehicle = useKindDraft<Vehicle, VehicleInput>('vehicle', submission?.vehicles, VEHICLE_FIELDS);
  const { reset: resetProperties } = property;
  const { reset: resetVehicles } = vehicle;
  const reset = useCallback(() => {
    resetProperties();
    resetVehicles();
  }, [resetProperties, resetVehicles]);

  const changes: ScheduleChanges = {
    addedProperties: property.draft.added.map((r) => r.input),
    editedProperties: property.draft.edited,
    removedProperties: property.draft.removed,
    addedVehicles: vehicle.draft.added.map((r) => r.input),
    editedVehicles: vehicle.draft.edited,
    removedVehicles: vehicle.draft.removed,
  };

  return {
    properties: property.rows,
    vehicles: vehicle.rows,
    addProperties: property.add,
    addVehicles: vehicle.add,
    editProperty: property.edit,
    editVehicle: vehicle.edit,
    removeProperty: property.remove,
    removeVehicle: vehicle.remove,
    reset,
    changes,
    pendingCount: property.pending + vehicle.pending,
  };
}

export type ScheduleDraft = ReturnType<typeof useScheduleDraft>;
