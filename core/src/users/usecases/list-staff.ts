import { assertStaff, type Actor } from '../../use-case-deps.ts';
import type { UnitOfWork } from '../../repositories.ts';
import type { User } from '../entities.ts';
import { actsAsStaff } from '../access.ts';

/**
 * The firm's staff, for the Assign picker: carriers' underwriters are not the firm's to assign work to.
 * Fails with `forbidden` for customers.
 */
export const listStaff =
  (deps: { uow: UnitOfWork }) =>
  async (actor: Actor): Promise<User[]> => {
    assertStaff(actor);
    return (await deps.uow.repos.users.listStaff()).filter(actsAsStaff);
  };
