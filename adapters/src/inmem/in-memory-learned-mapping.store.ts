import { randomUUID } from 'node:crypto';
import { AppError, type LearnedMapping, type LearnedMappingStore, type NewLearnedMapping } from '@workbench/core';

/** Learned column mappings in memory, for use-case tests; `clientName` looks a client's name up. */
export class InMemoryLearnedMappingStore implements LearnedMappingStore {
  private readonly mappings: LearnedMapping[] = [];

  constructor(private readonly clientName: (id: string) => string | null = () => null) {}

  async list(): Promise<LearnedMapping[]> {
    return [...this.mappings].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map((m) => ({ ...m }));
  }

  async forUpload(clientId: string | null): Promise<LearnedMapping[]> {
    return (await this.list()).filter((m) => m.clientId === null || (clientId !== null && m.clientId === clientId));
  }

  async save(m: NewLearnedMapping): Promise<LearnedMapping> {
    const clientName = m.clientId ? this.clientName(m.clientId) : null;
    if (m.clientId && clientName === null) throw new AppError('not_found', 'A referenced record was not found');
    const same = this.mappings.find((x) => x.kind === m.kind && x.key === m.key && x.clientId === m.clientId);
    const stored: LearnedMapping = { id: same?.id ?? randomUUID(), ...m, clientName };
    if (same) this.mappings.splice(this.mappings.indexOf(same), 1, stored);
    else this.mappings.push(stored);
    return { ...stored };
  }

  async remove(id: string): Promise<void> {
    const i = this.mappings.findIndex((m) => m.id === id);
    if (i < 0) throw AppError.notFound('Mapping');
    this.mappings.splice(i, 1);
  }
}
