import type { Knex } from 'knex';
import { AppError, staleWrite } from '@workbench/core';

type Row = Record<string, unknown>;

/**
 * One edited record's update, answered with its row as written. With `expectedVersion` it writes only over
 * that version (the trigger of migration 038 counts the change): a record that has moved on fails with
 * staleWrite(), one that is not there with not_found. A change of no columns reads the row instead.
 */
export async function updateVersioned(
  db: Knex | Knex.Transaction,
  table: string,
  key: Row,
  changes: Row,
  expectedVersion: number | undefined,
  what: string,
): Promise<Row> {
  const query = db(table).where(key);
  if (expectedVersion !== undefined) query.where({ version: expectedVersion });
  const [row] = Object.keys(changes).length > 0 ? await query.update(changes).returning('*') : await query.select('*');
  if (row) return row as Row;
  if (expectedVersion !== undefined && (await db(table).where(key).first('version'))) throw staleWrite();
  throw AppError.notFound(what);
}
