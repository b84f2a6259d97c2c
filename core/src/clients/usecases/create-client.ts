import { assertStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import { NewClientSchema } from '../../shared/usecases/schemas.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Client, NewClient } from '../entities.ts';

/** Creates a client from the wizard's New Client form (empty optional fields arrive as null). Staff only. */
export const createClient =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, input: unknown): Promise<Client> => {
    assertStaff(actor);
    const client = parseOrThrow(NewClientSchema, input) as NewClient;
    return deps.uow.run((repos) => repos.clients.create(client));
  };
