import type { Client, NewClient } from './entities.ts';

export interface ClientRepository {
  /** All clients ordered by name; `q` filters by name, contact person or email (case-insensitive substring). */
  list(q?: string): Promise<Client[]>;
  findById(id: string): Promise<Client | null>;
  create(client: NewClient): Promise<Client>;
}
