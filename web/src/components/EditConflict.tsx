import { useState } from 'react';
import { CHANGED_BY_SOMEONE_ELSE, RECORD_CHANGED } from '@workbench/core';
import { ConflictNotice, useToast } from '@workbench/ui-kit';
import { ApiError, errorMessage } from '../api/client.ts';

/** The record as the other person left it, when a save was refused because they saved it first. */
export function conflictOf<Theirs>(error: unknown): Theirs | null {
  if (!(error instanceof ApiError) || error.code !== RECORD_CHANGED) return null;
  return (error.current as Theirs | undefined) ?? null;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'Not set';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

/**
 * My change over their version: the fields I changed from the version I opened as I typed them, every other
 * field as they saved it, so applying my change again takes back none of theirs.
 */
function mineOverTheirs<Draft>(opened: object, typed: Draft, theirs: object): Draft {
  const before = opened as Record<string, unknown>;
  const saved = theirs as Record<string, unknown>;
  const merged = { ...typed } as Record<string, unknown>;
  for (const [key, value] of Object.entries(merged)) {
    if (shown(value) === shown(before[key]) && key in saved) merged[key] = saved[key];
  }
  return merged as Draft;
}

/**
 * An edit form's save that sends the version it read and, when someone else saved first, keeps both versions
 * (theirs as the server answered it, mine as my change laid over theirs) until the person chooses. `save`
 * writes `draft` over `base`: the record as read when the form opened, or theirs when the change is applied
 * again. `values` gives a record's values by the form's keys, when the record is not shaped as the form is.
 */
export function useVersionedSave<Theirs, Draft>(
  save: (base: Theirs, draft: Draft) => Promise<unknown>,
  values: (record: Theirs) => object = (record) => record as object,
) {
  const [conflict, setConflict] = useState<{ theirs: Theirs; mine: Draft } | null>(null);
  const [applying, setApplying] = useState(false);
  /** True when saved, false when refused for someone else's change (then shown); any other failure is thrown. */
  const submit = async (base: Theirs, draft: Draft): Promise<boolean> => {
    try {
      await save(base, draft);
      setConflict(null);
      return true;
    } catch (error) {
      const theirs = conflictOf<Theirs>(error);
      if (theirs === null) throw error;
      setConflict({ theirs, mine: mineOverTheirs(values(base), draft, values(theirs)) });
      return false;
    }
  };
  const applyMine = async (): Promise<boolean> => {
    if (!conflict) return false;
    setApplying(true);
    try {
      return await submit(conflict.theirs, conflict.mine);
    } finally {
      setApplying(false);
    }
  };
  return { conflict, applying, values, submit, applyMine, dismiss: () => setConflict(null) };
}

export type VersionedSave<Theirs, Draft> = ReturnType<typeof useVersionedSave<Theirs, Draft>>;

interface EditConflictProps<Theirs, Draft> {
  edit: VersionedSave<Theirs, Draft>;
  /** The form's fields, by key, as the form labels them: those whose two values differ are shown. */
  labels: Partial<Record<keyof Draft & string, string>>;
  /** After "Apply my change again" saved the person's values. */
  onSaved: (mine: Draft) => void;
  /** After "Keep theirs", with the record as they saved it: the form closes and the screen shows it. */
  onKeptTheirs: (theirs: Theirs) => void;
}

/**
 * What every edit form shows when its save was refused because someone else saved first: both versions of
 * each field that differs, "Apply my change again" (the typed values over the new version) and "Keep theirs".
 */
export function EditConflict<Theirs, Draft>({ edit, labels, onSaved, onKeptTheirs }: EditConflictProps<Theirs, Draft>) {
  const { toast } = useToast();
  if (!edit.conflict) return null;
  const { theirs, mine } = edit.conflict;
  const saved = edit.values(theirs) as Record<string, unknown>;
  const typed = mine as Record<string, unknown>;
  const fields = (Object.entries(labels) as Array<[string, string]>)
    .filter(([key]) => shown(saved[key]) !== shown(typed[key]))
    .map(([key, label]) => ({ label, theirs: shown(saved[key]), mine: shown(typed[key]) }));
  const applyMine = async () => {
    try {
      if (await edit.applyMine()) onSaved(mine);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the change') });
    }
  };
  return (
    <ConflictNotice
      message={CHANGED_BY_SOMEONE_ELSE}
      fields={fields}
      isApplying={edit.applying}
      onApplyMine={() => void applyMine()}
      onKeepTheirs={() => {
        edit.dismiss();
        onKeptTheirs(theirs);
      }}
    />
  );
}
