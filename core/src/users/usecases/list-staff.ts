import { assertStaff, type Actor } from '../../shared/usecases/deps.ts';
import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import type { User } from '../entities.ts';

/** Users of the broker roles, for the Assign picker. Fails with `forbidden` for customers. */
export const listStaff =
  (deps: { uow: UnitOfWork }) =>
  async (actor: Actor): Promise<User[]> => {
    assertStaff(actor);
    return deps.uow.repos.users.listStaff();
  };
