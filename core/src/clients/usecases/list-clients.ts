import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Client } from '../entities.ts';

/** Clients by name; `q` (trimmed, left out when empty) filters by name, contact person or email. Staff only. */
export const listClients =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, { q }: { q?: string } = {}): Promise<Client[]> => {
    assertStaff(actor);
    return deps.uow.repos.clients.list(q);
  };
