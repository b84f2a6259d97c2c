import type { Knex } from 'knex';
import type { RelatedItem, RelatedItemInput, RelatedItemRepository } from '@workbench/core';
import { day, isUuid, newId } from './rows.ts';

type Row = Record<string, unknown>;

export const toRelatedItem = (row: Row): RelatedItem => ({
  id: row.id as string,
  type: row.type as string,
  reference: row.reference as string,
  description: (row.description as string) ?? null,
  status: row.status as string,
  date: day(row.date),
});

export class PgRelatedItemRepository implements RelatedItemRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(submissionId: string, item: RelatedItemInput): Promise<RelatedItem> {
    const [row] = await this.db('related_items')
      .insert({
        id: newId(),
        submission_id: submissionId,
        type: item.type,
        reference: item.reference,
        description: item.description,
        status: item.status,
        date: item.date,
      })
      .returning('*');
    return toRelatedItem(row);
  }

  async list(submissionId: string): Promise<RelatedItem[]> {
    if (!isUuid(submissionId)) return [];
    const rows = await this.db('related_items').where({ submission_id: submissionId }).orderBy('seq');
    return rows.map(toRelatedItem);
  }
}
