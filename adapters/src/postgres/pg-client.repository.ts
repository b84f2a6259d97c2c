import type { Knex } from 'knex';
import type { Client, ClientRepository, NewClient } from '@workbench/core';
import { containsPattern, iso, isUuid, newId } from './rows.ts';

interface ClientRow {
  id: string;
  name: string;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  industry: string | null;
  company_size: string | null;
  created_at: Date | string;
}

export const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  contactPerson: row.contact_person,
  email: row.email,
  phone: row.phone,
  address: row.address,
  industry: row.industry,
  companySize: row.company_size,
  createdAt: iso(row.created_at),
});

export class PgClientRepository implements ClientRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(q?: string): Promise<Client[]> {
    const query = this.db<ClientRow>('clients').orderBy([{ column: 'name' }, { column: 'id' }]);
    const term = q?.trim();
    if (term) {
      const pattern = containsPattern(term);
      query.where((w) =>
        w
          .whereRaw("lower(name) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(contact_person, '')) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(email, '')) like ? escape '\\'", [pattern]),
      );
    }
    return (await query).map(toClient);
  }

  async findById(id: string): Promise<Client | null> {
    if (!isUuid(id)) return null;
    const row = await this.db<ClientRow>('clients').where({ id }).first();
    return row ? toClient(row) : null;
  }

  async create(client: NewClient): Promise<Client> {
    const [row] = await this.db<ClientRow>('clients')
      .insert({
        id: newId(),
        name: client.name,
        contact_person: client.contactPerson ?? null,
        email: client.email ?? null,
        phone: client.phone ?? null,
        address: client.address ?? null,
        industry: client.industry ?? null,
        company_size: client.companySize ?? null,
        created_at: new Date(),
      })
      .returning('*');
    return toClient(row);
  }
}
