import { AppError, type LearnedMapping, type LearnedMappingStore, type NewLearnedMapping, type ScheduleField } from '@workbench/core';
import type { Knex } from 'knex';
import { newId } from './rows.ts';

interface MappingRow {
  id: string;
  kind: 'property' | 'vehicle';
  header: string;
  header_key: string;
  field: string | null;
  client_id: string | null;
  client_name: string | null;
  created_by: string;
  created_at: Date | string;
}

const toMapping = (r: MappingRow): LearnedMapping => ({
  id: r.id,
  kind: r.kind,
  header: r.header,
  key: r.header_key,
  field: r.field as ScheduleField | null,
  clientId: r.client_id,
  clientName: r.client_name,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The firm's learned column mappings in PostgreSQL (table learned_mappings). */
export class PgLearnedMappingStore implements LearnedMappingStore {
  constructor(private readonly db: Knex) {}

  private select(db: Knex | Knex.Transaction = this.db) {
    return db('learned_mappings as m')
      .leftJoin('clients as c', 'c.id', 'm.client_id')
      .select('m.*', 'c.name as client_name')
      .orderBy([
        { column: 'm.created_at', order: 'desc' },
        { column: 'm.id', order: 'desc' },
      ]);
  }

  async list(): Promise<LearnedMapping[]> {
    return ((await this.select()) as MappingRow[]).map(toMapping);
  }

  async forUpload(clientId: string | null): Promise<LearnedMapping[]> {
    const rows = (await this.select().where((q) => {
      q.whereNull('m.client_id');
      if (clientId) q.orWhere('m.client_id', clientId);
    })) as MappingRow[];
    return rows.map(toMapping);
  }

  async save(m: NewLearnedMapping): Promise<LearnedMapping> {
    return this.db.transaction(async (trx) => {
      // One mapping per kind, header and client: a new confirmation replaces the old one.
      const [{ id }] = await trx
        .raw(
          `insert into learned_mappings (id, kind, header, header_key, field, client_id, created_by, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (kind, header_key, (coalesce(client_id, '00000000-0000-0000-0000-000000000000'::uuid)))
         do update set header = excluded.header, field = excluded.field, created_by = excluded.created_by, created_at = excluded.created_at
         returning id`,
          [newId(), m.kind, m.header, m.key, m.field, m.clientId, m.createdBy, new Date(m.createdAt)],
        )
        .then((r: { rows: { id: string }[] }) => r.rows);
      const row = (await this.select(trx).where('m.id', id).first()) as MappingRow;
      return toMapping(row);
    });
  }

  async remove(id: string): Promise<void> {
    // The deleted ids, not a count: PGlite and pg report counts differently.
    const gone = await this.db('learned_mappings').where({ id }).delete().returning('id');
    if (gone.length === 0) throw AppError.notFound('Mapping');
  }
}
