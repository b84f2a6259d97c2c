/** Helpers the in-memory repositories share: ids, times, and rows that belong to a submission. */

import { AppError, staleWrite } from '@workbench/core';
import { copy, type Owned, type Store, type SubmissionRow } from './state.ts';

export const newId = () => crypto.randomUUID();

export const now = () => new Date().toISOString();

export const isoOf = (value: string | undefined) => (value ? new Date(value).toISOString() : now());

export function requireSubmission(store: Store, id: string): SubmissionRow {
  const row = store.state.submissions.find((s) => s.id === id);
  if (!row) throw new AppError('not_found', 'A referenced record was not found');
  return row;
}

/**
 * What migration 038's trigger does to a table row, for an in-memory one: a write over another version than
 * `expected` is stale, any other counts one more.
 */
export function countWrite(row: { version?: number }, expected: number | undefined): void {
  const version = row.version ?? 1;
  if (expected !== undefined && expected !== version) throw staleWrite();
  row.version = version + 1;
}

export function ownedBy<T extends { submissionId: string; seq: number }>(rows: T[], submissionId: string): T[] {
  return rows.filter((r) => r.submissionId === submissionId).sort((a, b) => a.seq - b.seq);
}

export function strip<T extends object>(row: Owned<T>): T {
  const { submissionId: _s, seq: _q, ...rest } = row;
  return copy(rest as unknown as T);
}
