import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '@workbench/core';
import { aClient, unique } from './builders.ts';
import { STARTUP_TIMEOUT_MS, type MakeUow } from './contract.ts';

export function clientRepositoryContract(name: string, makeUow: MakeUow) {
  describe(`ClientRepository (${name})`, () => {
    let uow: UnitOfWork;
    let cleanup: () => Promise<void>;
    beforeAll(async () => ({ uow, cleanup } = await makeUow()), STARTUP_TIMEOUT_MS);
    afterAll(() => cleanup?.());

    it('creates a client with empty optional fields as null', async () => {
      const client = await uow.repos.clients.create({ name: 'Only A Name' });
      expect(client).toMatchObject({ name: 'Only A Name', contactPerson: null, email: null, phone: null, address: null });
      expect(await uow.repos.clients.findById(client.id)).toEqual(client);
      expect(await uow.repos.clients.findById('not-a-uuid')).toBeNull();
    });

    it('searches name, contact person and email case-insensitively, ordered by name', async () => {
      const tag = unique('tag');
      const b = await uow.repos.clients.create(aClient({ name: `Beta ${tag}` }));
      const a = await uow.repos.clients.create(aClient({ name: 'Alpha Co', contactPerson: `Dana ${tag.toUpperCase()}` }));
      const c = await uow.repos.clients.create(aClient({ name: 'Gamma', email: `${tag}@gamma.example` }));
      const found = await uow.repos.clients.list(tag.toUpperCase());
      expect(found.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    });

    it('takes % and _ in a search literally and keeps SQL-looking text verbatim', async () => {
      const name = `100%_Sure'); DELETE FROM clients; -- ${unique()} Ünïcødé`;
      const client = await uow.repos.clients.create(aClient({ name }));
      expect((await uow.repos.clients.list('100%_sure')).map((x) => x.id)).toContain(client.id);
      expect((await uow.repos.clients.list('100%_sure')).every((x) => x.name.toLowerCase().includes('100%_sure'))).toBe(true);
      expect((await uow.repos.clients.findById(client.id))?.name).toBe(name);
      expect(await uow.repos.clients.list('%')).not.toEqual(await uow.repos.clients.list());
    });
  });
}
