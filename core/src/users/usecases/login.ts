import { AppError } from '../../errors.ts';
import type { UnitOfWork } from '../../shared/unit-of-work.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { LoginAttemptStore } from '../sessions.ts';
import type { User } from '../entities.ts';
import type { PasswordHasher } from '../ports.ts';
import { LoginSchema } from '../../shared/usecases/schemas.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface LoginDeps {
  uow: UnitOfWork;
  hasher: PasswordHasher;
  attempts: LoginAttemptStore;
}

// Verifying against a real hash when the user is unknown keeps the answer time the same for both cases,
// so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/**
 * Checks credentials. Fails with `rate_limited` after 5 failures for the username or 20 for the address
 * within 15 minutes (checked before the password, so guessing stops), `unauthorized` for bad credentials.
 */
export const login =
  (deps: LoginDeps) =>
  async (input: unknown, address: string): Promise<User> => {
    const { username, password } = parseOrThrow(LoginSchema, input) as { username: string; password: string };
    const userKey = `user:${username.trim().toLowerCase()}`;
    const addressKey = `addr:${address}`;

    const [userFailures, addressFailures] = await Promise.all([
      deps.attempts.count(userKey, LOGIN_WINDOW_MS),
      deps.attempts.count(addressKey, LOGIN_WINDOW_MS),
    ]);
    if (userFailures >= MAX_FAILURES_PER_USERNAME || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
      throw throttled();
    }

    const found = await deps.uow.repos.users.findByUsername(username.trim());
    decoyHash ??= deps.hasher.hash('decoy password that matches nothing');
    const ok = found
      ? await deps.hasher.verify(found.passwordHash, password)
      : (await deps.hasher.verify(await decoyHash, password), false);

    if (!found || !ok) {
      await Promise.all([deps.attempts.fail(userKey, LOGIN_WINDOW_MS), deps.attempts.fail(addressKey, LOGIN_WINDOW_MS)]);
      throw AppError.unauthorized(INVALID_CREDENTIALS);
    }
    await deps.attempts.reset(userKey);
    const { passwordHash: _secret, ...user } = found;
    return user;
  };

function throttled(): AppError {
  const minutes = Math.ceil(LOGIN_WINDOW_MS / 60_000);
  return new AppError('rate_limited', `Too many failed sign-in attempts. Try again in ${minutes} minutes.`);
}
