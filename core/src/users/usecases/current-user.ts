import type { UnitOfWork } from '../../repositories.ts';
import type { User } from '../entities.ts';

/** The user a session names, or null when the session is empty or the account is gone. */
export const currentUser =
  (deps: { uow: UnitOfWork }) =>
  async (userId: unknown): Promise<User | null> => {
    if (typeof userId !== 'string' || userId === '') return null;
    return deps.uow.repos.users.findById(userId);
  };
