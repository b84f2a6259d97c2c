import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Client } from '../entities.ts';

/** Clients by name; `q` filters by name, contact person or email. Staff only. */
export const listClients =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, q?: unknown): Promise<Client[]> => {
    assertStaff(actor);
    const query = typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined;
    return deps.uow.repos.clients.list(query);
  };
