import type { Knex } from 'knex';
import {
  CREATED_MARKERS,
  type ActivityEntry,
  type HistoryAudience,
  type HistoryEntry,
  type HistoryRepository,
  type NewHistoryEntry,
} from '@workbench/core';
import { PreparedShapes } from './prepared.ts';
import { iso, isUuid, newId } from './rows.ts';
import { reachedByClient } from './customer-reach.ts';

type Row = Record<string, unknown>;

export const toHistoryEntry = (row: Row): HistoryEntry => ({
  id: row.id as string,
  user: row.user_name as string,
  userId: (row.user_id as string) ?? null,
  date: iso(row.date),
  action: row.action as string,
  details: row.details as string,
  audience: row.audience as HistoryAudience,
});

/** The columns toHistoryEntry reads, by name, as a statement kept prepared must. */
const ENTRY_COLUMNS = ['id', 'user_name', 'user_id', 'date', 'action', 'details', 'audience'];

/**
 * Every change to a submission adds an entry: the insert is built and compiled once and kept prepared
 * rather than built for each entry.
 */
const ADD = new PreparedShapes('history_add');

/**
 * A submission's first entry as part of the statement that inserts the submission (`inserted` names the
 * statement's CTE returning the new row), so a create writes both in one round trip. The details' markers
 * (CREATED_MARKERS) are filled from that row and its client, number first, as `fillCreated` fills them.
 * `slot` marks where each of `firstEntryValues`' values goes (PreparedShapes).
 */
export function firstEntryInsert(db: Knex | Knex.Transaction, inserted: string, slot: (name: string) => string): Knex.Raw {
  return db.raw(
    `insert into history (id, submission_id, user_id, user_name, date, action, details, audience)
     select ?::uuid, i.id, ?::uuid, ?, ?::timestamptz, ?, replace(replace(?::text, ?, i.submission_id), ?, c.name), ?
     from ?? as i join clients as c on c.id = i.client_id`,
    [
      slot('entryId'),
      slot('entryUserId'),
      slot('entryUser'),
      slot('entryDate'),
      slot('entryAction'),
      slot('entryDetails'),
      CREATED_MARKERS.submissionId,
      CREATED_MARKERS.client,
      slot('entryAudience'),
      inserted,
    ],
  );
}

/** The values `firstEntryInsert`'s slots name. */
export const firstEntryValues = (entry: NewHistoryEntry, at: Date): Record<string, unknown> => ({
  entryId: newId(),
  entryUserId: entry.userId,
  entryUser: entry.user,
  entryDate: entry.date ?? at,
  entryAction: entry.action,
  entryDetails: entry.details,
  entryAudience: entry.audience,
});

export class PgHistoryRepository implements HistoryRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(submissionId: string, entry: NewHistoryEntry): Promise<HistoryEntry> {
    const values = {
      id: newId(),
      submission_id: submissionId,
      user_id: entry.userId,
      user_name: entry.user,
      date: entry.date ?? new Date(),
      action: entry.action,
      details: entry.details,
      audience: entry.audience,
    };
    // A value left undefined takes the column's default, as an insert of the object itself would.
    const columns = Object.keys(values).filter((column) => values[column as keyof typeof values] !== undefined);
    const [row] = await ADD.rows(
      this.db,
      columns.join(','),
      (slot) =>
        this.db('history')
          .insert(Object.fromEntries(columns.map((column) => [column, slot(column)])))
          .returning(ENTRY_COLUMNS),
      values,
    );
    return toHistoryEntry(row!);
  }

  async list(submissionId: string): Promise<HistoryEntry[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db('history')
      .where({ submission_id: submissionId })
      .orderBy([
        { column: 'date', order: 'desc' },
        { column: 'seq', order: 'desc' },
      ]);
    return rows.map(toHistoryEntry);
  }

  async recent(limit: number, scope?: { customerEmail?: string; audience?: HistoryAudience }): Promise<ActivityEntry[]> {
    const query = this.db('history as h')
      .join('submissions as s', 's.id', 'h.submission_id')
      .join('clients as c', 'c.id', 's.client_id')
      .select('h.*', 's.submission_id as human_id', 'c.name as client_name')
      .orderBy([
        { column: 'h.date', order: 'desc' },
        { column: 'h.seq', order: 'desc' },
      ])
      .limit(Math.max(0, Math.min(limit, 500)));
    if (scope?.customerEmail !== undefined) {
      query.whereRaw(...reachedByClient('s.client_id', scope.customerEmail)).andWhere('s.share_with_client', true);
    }
    if (scope?.audience !== undefined) query.andWhere('h.audience', scope.audience);
    const rows = await query;
    return rows.map((row: Row) => ({
      ...toHistoryEntry(row),
      submissionId: row.human_id as string,
      submissionRecordId: row.submission_id as string,
      client: row.client_name as string,
    }));
  }
}
