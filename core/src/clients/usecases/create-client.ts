import { AppError } from '../../errors.ts';
import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { NewClientRequest } from '../schemas.ts';
import { isSameClient } from '../duplicates.ts';
import type { Client, NewClient } from '../entities.ts';
import type { Repositories } from '../../repositories.ts';

/** Said when a client of the same name and e-mail address is on file already. */
export const SAME_CLIENT_MESSAGE = 'This client is already on file with the same name and e-mail address';

/**
 * Creates the client inside the caller's unit of work. A client of the same name and e-mail address as one
 * on file is refused with `conflict`, naming those on file (in `current`), unless `confirmDuplicate`.
 */
export async function createClientIn(repos: Repositories, client: NewClient, confirmDuplicate: boolean): Promise<Client> {
  if (!confirmDuplicate && client.email) {
    const same = (await repos.clients.list(client.email.trim())).filter((c) => isSameClient(c, client));
    if (same.length > 0)
      throw AppError.conflict(SAME_CLIENT_MESSAGE, {
        clients: same.map((c) => ({ id: c.id, name: c.name, email: c.email, contactPerson: c.contactPerson })),
      });
  }
  return repos.clients.create(client);
}

/**
 * Creates a client from the New Client form (empty optional fields arrive as null). Staff only. A client
 * of the same name and e-mail address as one on file is refused as `createClientIn` says, unless the request
 * confirms a second record with `confirmDuplicate: true`.
 */
export const createClient =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, { confirmDuplicate, ...client }: NewClientRequest): Promise<Client> => {
    assertStaff(actor);
    return deps.uow.run((repos) => createClientIn(repos, client, confirmDuplicate));
  };
