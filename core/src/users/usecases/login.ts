import { AppError } from '../../errors.ts';
import type { UnitOfWork } from '../../repositories.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { LoginAttemptStore } from '../sessions.ts';
import type { User } from '../entities.ts';
import type { PasswordHasher } from '../ports.ts';
import { LoginSchema } from '../schemas.ts';
import { inactiveAccountMessage } from '../access.ts';
import { signInExternal, type DirectoryAuthenticator, type DirectoryPolicy } from '../directory.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface LoginDeps {
  uow: UnitOfWork;
  hasher: PasswordHasher;
  attempts: LoginAttemptStore;
  /** The firm's LDAP / Active Directory, when configured: staff sign in with its credentials. */
  directory?: { authenticator: DirectoryAuthenticator; policy: DirectoryPolicy } | null;
}

// Verifying against a real hash when the user is unknown keeps the answer time the same for both cases,
// so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/**
 * Checks credentials. Fails with `rate_limited` after 5 failures for the username or 20 for the address
 * within 15 minutes, `unauthorized` for bad credentials, `forbidden` for an account a broker manager refused.
 *
 * Each attempt takes its place in both counts before its password is checked, so guesses sent in parallel
 * are counted against each other: however many arrive at once, no more than the limit reach the hasher. A
 * success gives its place back, so only failures count.
 */
export const login =
  (deps: LoginDeps) =>
  async (input: unknown, address: string): Promise<User> => {
    const { username, password } = parseOrThrow(LoginSchema, input);
    const userKey = `user:${username.trim().toLowerCase()}`;
    const addressKey = `addr:${address}`;

    const byUser = await deps.attempts.take(userKey, LOGIN_WINDOW_MS, MAX_FAILURES_PER_USERNAME);
    if (byUser === null) throw throttled();
    const byAddress = await deps.attempts.take(addressKey, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS);
    if (byAddress === null) {
      await deps.attempts.forget(byUser);
      throw throttled();
    }

    const found = await deps.uow.repos.users.findByUsername(username.trim());
    // With a directory, an unknown username or a directory account is the directory's to check; a local
    // account (a customer, the first administrator) keeps its own password and is never looked up there.
    const directory = deps.directory;
    if (directory && (!found || found.authSource === 'ldap')) {
      const identity = await directory.authenticator.authenticate(username.trim(), password);
      if (!identity) throw AppError.unauthorized(INVALID_CREDENTIALS);
      await Promise.all([deps.attempts.reset(userKey), deps.attempts.forget(byAddress)]);
      return signInExternal(deps)(identity, directory.policy);
    }

    decoyHash ??= deps.hasher.hash('decoy password that matches nothing');
    let ok = false;
    // An account another source vouches for has no local password to match.
    if (found && !found.authSource) ok = await deps.hasher.verify(found.passwordHash, password);
    else await deps.hasher.verify(await decoyHash, password);

    if (!found || !ok) throw AppError.unauthorized(INVALID_CREDENTIALS);
    await Promise.all([deps.attempts.reset(userKey), deps.attempts.forget(byAddress)]);
    // A pending account signs in to learn it waits; a refused or deactivated one is turned away at the door.
    if (found.status === 'refused' || found.status === 'deactivated') throw AppError.forbidden(inactiveAccountMessage(found.status));
    const { passwordHash: _secret, ...user } = found;
    return user;
  };

function throttled(): AppError {
  const minutes = Math.ceil(LOGIN_WINDOW_MS / 60_000);
  return new AppError('rate_limited', `Too many failed sign-in attempts. Try again in ${minutes} minutes.`);
}
