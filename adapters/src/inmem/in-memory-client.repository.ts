import type { Client, ClientRepository, NewClient } from '@workbench/core';
import { newId, now } from './rows.ts';
import { byText, copy, lower, type Store } from './state.ts';

export class InMemoryClientRepository implements ClientRepository {
  constructor(private readonly store: Store) {}

  async list(q?: string): Promise<Client[]> {
    const term = lower(q?.trim());
    return this.store.state.clients
      .filter((c) => !term || [c.name, c.contactPerson, c.email].some((v) => lower(v).includes(term)))
      .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id))
      .map(copy);
  }

  async findById(id: string): Promise<Client | null> {
    const row = this.store.state.clients.find((c) => c.id === id);
    return row ? copy(row) : null;
  }

  async create(client: NewClient): Promise<Client> {
    const row: Client = {
      id: newId(),
      name: client.name,
      contactPerson: client.contactPerson ?? null,
      email: client.email ?? null,
      phone: client.phone ?? null,
      address: client.address ?? null,
      industry: client.industry ?? null,
      companySize: client.companySize ?? null,
      createdAt: now(),
    };
    this.store.state.clients.push(row);
    return copy(row);
  }
}
