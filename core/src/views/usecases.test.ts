import { describe, expect, it } from 'vitest';
import type { User } from '../users/index.ts';
import type { NewSavedView, SavedView } from './entities.ts';
import type { SavedViewRepository } from './ports.ts';
import { parseOrThrow } from '../shared/validation.ts';
import { NewViewSchema, ViewChangesSchema } from './schemas.ts';
import { changeView, deleteView, getView, getWorkspace, listViews, saveView } from './usecases.ts';

/** The views kept in a map: the use cases' rules, without a database. */
function viewsInMemory(): SavedViewRepository {
  const views = new Map<string, SavedView>();
  const taken = (ownerId: string, name: string, except?: string) =>
    [...views.values()].some((v) => v.ownerId === ownerId && v.id !== except && v.name.toLowerCase() === name.toLowerCase());
  return {
    listVisible: async (userId) => [...views.values()].filter((v) => v.ownerId === userId || v.shared),
    get: async (id) => views.get(id) ?? null,
    create: async (view: NewSavedView) => {
      if (taken(view.ownerId, view.name)) throw Object.assign(new Error('taken'), { code: 'conflict' });
      const saved: SavedView = { ...view, id: crypto.randomUUID(), owner: view.ownerId, createdAt: view.at, updatedAt: view.at };
      views.set(saved.id, saved);
      return saved;
    },
    update: async (id, changes, at) => {
      const saved = { ...views.get(id)!, ...changes, updatedAt: at };
      views.set(id, saved);
      return saved;
    },
    delete: async (id) => void views.delete(id),
    followedSubmissions: async () => [],
  };
}

const person = (id: string, role: User['role'] = 'broker', status: User['status'] = 'active') => ({ id, role, status }) as User;
const deps = () => ({ views: viewsInMemory(), clock: { now: () => new Date('2026-03-01T09:00:00Z') } });

describe('saved views', () => {
  it('keeps the list’s search under the owner, private unless shared', async () => {
    const d = deps();
    const view = await saveView(d)(
      person('a'),
      parseOrThrow(NewViewSchema, { name: ' Renewals ', search: { filter: 'renewals', size: 50 } }),
    );
    expect(view).toMatchObject({ name: 'Renewals', ownerId: 'a', shared: false, search: { filter: 'renewals', size: 50 } });
    expect(await listViews(d)(person('b'))).toEqual([]);
    await expect(getView(d)(person('b'), view.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lets a colleague open a shared view but neither rename nor delete it; the owner does both', async () => {
    const d = deps();
    const view = await saveView(d)(person('a'), parseOrThrow(NewViewSchema, { name: 'Team', shared: true }));
    expect((await getView(d)(person('b'), view.id)).name).toBe('Team');
    await expect(changeView(d)(person('b'), view.id, parseOrThrow(ViewChangesSchema, { name: 'Mine' }))).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(deleteView(d)(person('b'), view.id)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await changeView(d)(person('a'), view.id, parseOrThrow(ViewChangesSchema, { name: 'Team view', shared: false }))).name).toBe(
      'Team view',
    );
    await deleteView(d)(person('a'), view.id);
    expect(await listViews(d)(person('a'))).toEqual([]);
  });

  it('refuses customers and accounts awaiting approval, a blank name and a change naming nothing', async () => {
    const d = deps();
    for (const who of [person('c', 'customer'), person('p', 'broker', 'pending')]) {
      await expect(saveView(d)(who, parseOrThrow(NewViewSchema, { name: 'X' }))).rejects.toMatchObject({ code: 'forbidden' });
      await expect(getWorkspace({ ...d, downloads: { record: async () => {}, recent: async () => [] } })(who)).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    // What a view may be is read at the edge, by the schemas the API mounts.
    expect(() => parseOrThrow(NewViewSchema, { name: '   ' })).toThrow('Name is required');
    expect(() => parseOrThrow(ViewChangesSchema, {})).toThrow('Give a name or shared');
  });
});
