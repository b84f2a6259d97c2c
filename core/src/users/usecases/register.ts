import { AppError } from '../../errors.ts';
import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import type { LoginAttemptStore } from '../sessions.ts';
import { LOGIN_WINDOW_MS } from './login.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Registration, User } from '../entities.ts';
import type { PasswordHasher } from '../ports.ts';
import { RegisterSchema } from '../../shared/usecases/schemas.ts';

/** Accounts one address may create within the sign-in window (15 minutes). */
export const MAX_REGISTRATIONS_PER_ADDRESS = 20;

export interface RegisterDeps {
  uow: UnitOfWork;
  hasher: PasswordHasher;
  /** Counts registrations per address; without it (tests of the rules alone) nothing is throttled. */
  attempts?: LoginAttemptStore;
}

/**
 * Creates an account. Fails with `invalid` (the spec's messages), `conflict` ('Username already exists'), or
 * `rate_limited` once an address has tried 20 well-formed registrations within 15 minutes: each costs a
 * deliberately slow password hash, so an unthrottled loop could keep the server's CPU busy.
 */
export const register =
  (deps: RegisterDeps) =>
  async (input: unknown, address?: string): Promise<User> => {
    const registration = parseOrThrow(RegisterSchema, input) as Registration;
    if (deps.attempts && address !== undefined) {
      const key = `register:${address}`;
      if ((await deps.attempts.count(key, LOGIN_WINDOW_MS)) >= MAX_REGISTRATIONS_PER_ADDRESS) {
        const minutes = Math.ceil(LOGIN_WINDOW_MS / 60_000);
        throw new AppError('rate_limited', `Too many accounts created from this address. Try again in ${minutes} minutes.`);
      }
      // The attempt store counts events in a window; here the event is a registration, not a failure.
      await deps.attempts.fail(key, LOGIN_WINDOW_MS);
    }
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
