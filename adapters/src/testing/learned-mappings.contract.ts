import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type LearnedMappingStore, type NewLearnedMapping } from '@workbench/core';
import { unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS } from './contract.ts';

export type MakeMappingStore = () => Promise<{
  store: LearnedMappingStore;
  /** A client that exists, with its name. */
  client: { id: string; name: string };
  cleanup: () => Promise<void>;
}>;

/** The learned column mappings store, the same for every implementation. */
export function learnedMappingsContract(name: string, make: MakeMappingStore) {
  describe(`LearnedMappingStore (${name})`, () => {
    let store: LearnedMappingStore;
    let client: { id: string; name: string };
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ store, client, cleanup } = await make()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    const aMapping = (overrides: Partial<NewLearnedMapping> = {}): NewLearnedMapping => {
      const header = overrides.header ?? unique('Walls');
      return {
        kind: 'property',
        header,
        key: header.toLowerCase(),
        field: 'constructionType',
        clientId: null,
        createdBy: 'Test Broker',
        createdAt: '2026-11-24T10:00:00.000Z',
        ...overrides,
      };
    };

    it('stores a mapping with its client name and lists it, newest first', async () => {
      const older = await store.save(aMapping({ createdAt: '2026-11-01T10:00:00.000Z' }));
      const newer = await store.save(aMapping({ clientId: client.id, field: null }));
      expect(newer).toMatchObject({ clientId: client.id, clientName: client.name, field: null, createdBy: 'Test Broker' });
      expect(newer.createdAt).toBe('2026-11-24T10:00:00.000Z');
      const ids = (await store.list()).map((m) => m.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    });

    it('replaces the mapping of the same kind, header and client, and keeps the firm-wide one apart', async () => {
      const header = unique('Bldg Mat');
      const firm = await store.save(aMapping({ header, field: 'name' }));
      const first = await store.save(aMapping({ header, clientId: client.id, field: 'name' }));
      const second = await store.save(aMapping({ header, clientId: client.id, field: 'occupancyType' }));
      expect(second.id).toBe(first.id);
      const mine = (await store.list()).filter((m) => m.key === header.toLowerCase());
      expect(mine.map((m) => [m.clientId, m.field]).sort()).toEqual(
        [
          [client.id, 'occupancyType'],
          [null, 'name'],
        ].sort(),
      );
      expect(firm.clientId).toBeNull();
    });

    it("gives an upload its client's mappings and the firm-wide ones, never another client's", async () => {
      const header = unique('Roof');
      await store.save(aMapping({ header, clientId: client.id }));
      const firmWide = await store.forUpload(null);
      expect(firmWide.some((m) => m.key === header.toLowerCase())).toBe(false);
      expect(firmWide.every((m) => m.clientId === null)).toBe(true);
      const forClient = await store.forUpload(client.id);
      expect(forClient.some((m) => m.key === header.toLowerCase() && m.clientId === client.id)).toBe(true);
      expect(forClient.every((m) => m.clientId === null || m.clientId === client.id)).toBe(true);
    });

    it('removes a mapping, and fails with not_found for one that is not there', async () => {
      const m = await store.save(aMapping());
      await store.remove(m.id);
      expect((await store.list()).some((x) => x.id === m.id)).toBe(false);
      await expect(store.remove(m.id)).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'not_found');
    });
  });
}
