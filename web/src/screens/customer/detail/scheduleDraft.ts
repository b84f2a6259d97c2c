import { useCallback, useMemo, useState } from 'react';
import {
  type CellSources,
  insuredValueChanges,
  isLowConfidence,
  PROPERTY_FIELDS,
  type Property,
  type PropertyInput,
  type CustomerSubmission,
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
interface KindDraft<S, I> {
  added: { id: string; input: I }[];
  edited: Record<string, I>;
  /**
   * Each edited row as it was read when the customer first changed it: its version goes with the edit, so a
   * save over a row staff changed since is refused rather than quietly undoing their change.
   */
  opened: Record<string, S>;
  /** Saved rows the customer removed. */
  removed: string[];
}
const emptyKind = <S, I>(): KindDraft<S, I> => ({ added: [], edited: {}, opened: {}, removed: [] });

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

/** How a saved row stands with an edit laid over it, as the server will store it. */
type Settle<S, I> = (saved: S, edit: I) => I;

function rows<S extends { id: string }, I extends object>(
  saved: readonly S[],
  draft: KindDraft<S, I>,
  fields: (row: object) => I,
  settle: Settle<S, I>,
): DraftRow<I>[] {
  return [
    ...saved
      .filter((row) => !draft.removed.includes(row.id))
      .map((row) => {
        const edit = draft.edited[row.id];
        return edit
          ? // Saving the edit clears the flags of the fields it sends, as the server will.
            ({ ...fields(row), ...settle(row, edit), needsReview: [], id: row.id, draftStatus: 'edited' } as DraftRow<I>)
          : ({ ...fields(row), id: row.id, draftStatus: 'saved' } as DraftRow<I>);
      }),
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
function useKindDraft<S extends { id: string }, I extends object>(
  kind: string,
  saved: readonly S[] | undefined,
  keys: readonly string[],
  settle: Settle<S, I>,
) {
  const [draft, setDraft] = useState<KindDraft<S, I>>(emptyKind);
  // A row keeps its review flags and where its cells came from, so they show and a new row posts them.
  const fields = useCallback((row: object) => withFlags(pick<I>(row, [...keys, ...REVIEW_KEYS])), [keys]);
  const shown = useMemo(() => rows<S, I>(saved ?? [], draft, fields, settle), [saved, draft, fields, settle]);

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
  const edit = useCallback(
    (id: string, input: I) => {
      const row = saved?.find((r) => r.id === id);
      setDraft((d) => {
        if (isTemp(id)) return { ...d, added: d.added.map((r) => (r.id === id ? { id, input } : r)) };
        const opened = d.opened[id] ?? row;
        return { ...d, edited: { ...d.edited, [id]: input }, opened: opened ? { ...d.opened, [id]: opened } : d.opened };
      });
    },
    [saved],
  );
  /** Drops what a save sent, or what the customer gave up for the row as it now stands. */
  const forget = useCallback((what: { added?: boolean; edited?: string }) => {
    setDraft((d) => {
      const { [what.edited ?? '']: _edit, ...edited } = d.edited;
      const { [what.edited ?? '']: _opened, ...opened } = d.opened;
      return { ...d, added: what.added ? [] : d.added, ...(what.edited ? { edited, opened } : {}) };
    });
  }, []);
  /** A new row goes at once; a saved one is removed from the submission by Save Changes. */
  const remove = useCallback((id: string) => {
    setDraft((d) => {
      if (isTemp(id)) return { ...d, added: d.added.filter((r) => r.id !== id) };
      const { [id]: _dropped, ...edited } = d.edited;
      const { [id]: _read, ...opened } = d.opened;
      return { ...d, edited, opened, removed: [...d.removed, id] };
    });
  }, []);
  const reset = useCallback(() => setDraft(emptyKind), []);
  const pending = draft.added.length + Object.keys(draft.edited).length + draft.removed.length;
  return { rows: shown, add, edit, remove, forget, reset, pending, draft };
}

/** A location's total follows its parts as the customer edits them, as the staff form's does (core's rule). */
const settleProperty: Settle<Property, PropertyInput> = (saved, edit) => insuredValueChanges(saved, edit);
const settleVehicle: Settle<Vehicle, VehicleInput> = (_saved, edit) => edit;

/** Each edited row's change with the row as it was read, whose version the save sends back. */
function editsOf<S, I>(draft: KindDraft<S, I>): Record<string, { input: I; opened: S }> {
  return Object.fromEntries(
    Object.entries(draft.edited).flatMap(([id, input]) => (draft.opened[id] ? [[id, { input, opened: draft.opened[id]! }]] : [])),
  );
}

/**
 * Rows added, edited or removed on the customer's submission screen, kept locally until 'Save Changes' sends
 * them (spec: added rows are appended on screen; saving makes them the submission's).
 */
export function useScheduleDraft(submission: CustomerSubmission | undefined) {
  const property = useKindDraft<Property, PropertyInput>('property', submission?.properties, PROPERTY_FIELDS, settleProperty);
  const vehicle = useKindDraft<Vehicle, VehicleInput>('vehicle', submission?.vehicles, VEHICLE_FIELDS, settleVehicle);
  const { reset: resetProperties } = property;
  const { reset: resetVehicles } = vehicle;
  const reset = useCallback(() => {
    resetProperties();
    resetVehicles();
  }, [resetProperties, resetVehicles]);

  const changes: ScheduleChanges = {
    addedProperties: property.draft.added.map((r) => r.input),
    editedProperties: editsOf(property.draft),
    removedProperties: property.draft.removed,
    addedVehicles: vehicle.draft.added.map((r) => r.input),
    editedVehicles: editsOf(vehicle.draft),
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
    forgetProperties: property.forget,
    forgetVehicles: vehicle.forget,
    reset,
    changes,
    pendingCount: property.pending + vehicle.pending,
  };
}

export type ScheduleDraft = ReturnType<typeof useScheduleDraft>;
