import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Registration, User } from '../entities.ts';
import type { PasswordHasher } from '../ports.ts';
import { RegisterSchema } from '../../shared/usecases/schemas.ts';

export interface RegisterDeps {
  uow: UnitOfWork;
  hasher: PasswordHasher;
}

/** Creates an account. Fails with `invalid` (the spec's messages) or `conflict` ('Username already exists'). */
export const register =
  (deps: RegisterDeps) =>
  async (input: unknown): Promise<User> => {
    const registration = parseOrThrow(RegisterSchema, input) as Registration;
    const passwordHash = await deps.hasher.hash(registration.password);
    return deps.uow.run((repos) =>
      repos.users.create({
        username: registration.username.trim(),
        passwordHash,
        fullName: registration.fullName.trim(),
        email: registration.email.trim(),
        role: registration.role ?? 'customer',
        companyName: registration.companyName?.trim() || null,
        phone: registration.phone?.trim() || null,
      }),
    );
  };
