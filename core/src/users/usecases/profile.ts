import type * as v from 'valibot';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../shared/ports.ts';
import type { Repositories, UnitOfWork } from '../../repositories.ts';
import { assertActiveAccount, type Actor } from '../../use-case-deps.ts';
import { takeReadVersion, writeOverReadVersion } from '../../shared/record-version.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { Mailer } from '../../notifications/index.ts';
import type { Profile, User } from '../entities.ts';
import type { PasswordHasher, ProfileChange, SecretTokens } from '../ports.ts';
import type { LoginAttemptStore, SessionStore } from '../sessions.ts';
import { clientsReached } from '../../clients/index.ts';
import { normaliseEmail } from '../access.ts';
import { PasswordChangeSchema, ProfilePatchSchema, type ProfilePatch, type SignedOutSchema } from '../schemas.ts';
import { addressChangedMail, changedAddressVerificationMail, verificationPath } from '../one-time-links.ts';
import { issueVerificationLink } from './accounts.ts';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_USERNAME } from './login.ts';

export interface ProfileDeps {
  uow: UnitOfWork;
  clock: Clock;
  hasher: PasswordHasher;
  tokens: SecretTokens;
  mailer: Mailer;
  /** The absolute address of a path of the web app, for links in mail. */
  linkTo: (path: string) => string;
  sessions: SessionStore;
  /** Counts wrong current passwords with the sign-in failures of the username; without it nothing is throttled. */
  attempts?: LoginAttemptStore;
}

export const STAFF_PROFILE_FIELDS = 'Staff accounts may change only their name and phone';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/** Sessions other than the caller's that a change ended. */
export type SignedOut = v.InferOutput<typeof SignedOutSchema>;

/** The signed-in person's profile. Any active account, its own only: there is no other profile to ask for. */
export const getProfile =
  (deps: Pick<ProfileDeps, 'uow'>) =>
  async (actor: Actor): Promise<Profile> => {
    assertActiveAccount(actor);
    return profileOf(deps.uow.repos, (await deps.uow.repos.users.findById(actor.id)) ?? actor);
  };

async function profileOf(repos: Repositories, user: User): Promise<Profile> {
  return { user, clients: await boundClients(repos, user), version: (await repos.users.profileVersion(user.id)) ?? 1 };
}

/**
 * Changes the signed-in person's own details; only the fields sent change. Staff change their name and
 * phone only (`forbidden` for anything else that would change). A customer who changes the address loses
 * what the old one proved: the new one is unproven, so the portal shows nothing of any client until the
 * link mailed to it is opened (at most five links to an address per 15 minutes, as for a resend); the old
 * address is told of the change. Fails with `conflict` when another account holds the address.
 */
export const updateProfile =
  (deps: Omit<ProfileDeps, 'hasher' | 'sessions' | 'attempts'>) =>
  async (actor: Actor, input: unknown): Promise<Profile> => {
    assertActiveAccount(actor);
    const { read, changes } = takeReadVersion(input ?? {});
    const patch = parseOrThrow(ProfilePatchSchema, changes ?? {});
    const now = deps.clock.now();
    const verification = deps.tokens.issue();
    const { before, after } = await deps.uow.run(async (repos) => {
      const current = await repos.users.findById(actor.id);
      const version = await repos.users.profileVersion(actor.id);
      if (!current || version === null) throw AppError.notFound('Account');
      const change = changeOf(current, patch);
      if (change.email !== undefined && change.emailVerified === false) {
        await issueVerificationLink(repos, verification.digest, { id: current.id, email: change.email }, now);
      }
      // Over another tab's save the profile is refused, with the profile as that save left it.
      const updated = await writeOverReadVersion(
        read,
        { version },
        async () => profileOf(repos, (await repos.users.findById(actor.id)) ?? current),
        (expected) =>
          Object.keys(change).length === 0 ? Promise.resolve(current) : repos.users.updateProfile(current.id, change, expected),
      );
      return { before: current, after: updated ?? current };
    });
    if (normaliseEmail(after.email) !== normaliseEmail(before.email)) {
      // After the commit, as at registration: no mail speaks of a change that was rolled back.
      const link = deps.linkTo(verificationPath(verification.token));
      await deps.mailer.send(changedAddressVerificationMail(after.email, after.fullName, link));
      await deps.mailer.send(addressChangedMail(before.email, after.fullName, after.email));
    }
    return profileOf(deps.uow.repos, after);
  };

/**
 * Replaces the signed-in person's password, given the one in use, and signs out every other session of the
 * account (the one asking stays signed in). A wrong current password is `invalid` on `currentPassword` and
 * changes nothing; it counts as a failed sign-in of the username, so guessing here meets the same lock.
 */
export const changePassword =
  (deps: Pick<ProfileDeps, 'uow' | 'hasher' | 'sessions' | 'attempts'>) =>
  async (actor: Actor, input: unknown, currentSid: string): Promise<SignedOut> => {
    assertActiveAccount(actor);
    const { currentPassword, newPassword } = parseOrThrow(PasswordChangeSchema, input);
    const key = `user:${actor.username.trim().toLowerCase()}`;
    const place = deps.attempts ? await deps.attempts.take(key, LOGIN_WINDOW_MS, MAX_FAILURES_PER_USERNAME) : undefined;
    if (place === null) {
      const minutes = Math.ceil(LOGIN_WINDOW_MS / 60_000);
      throw new AppError('rate_limited', `Too many wrong passwords. Try again in ${minutes} minutes.`);
    }
    const stored = await deps.uow.repos.users.findByUsername(actor.username);
    if (!stored || stored.id !== actor.id || !(await deps.hasher.verify(stored.passwordHash, currentPassword))) {
      throw AppError.invalid(WRONG_CURRENT_PASSWORD, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    const passwordHash = await deps.hasher.hash(newPassword);
    await deps.uow.run(async (repos) => {
      if (!(await repos.users.setPasswordHash(actor.id, passwordHash))) throw AppError.notFound('Account');
    });
    if (deps.attempts) await deps.attempts.reset(key);
    return { signedOut: (await deps.sessions.destroyOthers(actor.id, currentSid)).length };
  };

/** Ends every session of the signed-in account but the one asking (a phone left signed in, a shared computer). */
export const signOutOtherSessions =
  (deps: Pick<ProfileDeps, 'sessions'>) =>
  async (actor: Actor, currentSid: string): Promise<SignedOut> => {
    assertActiveAccount(actor);
    return { signedOut: (await deps.sessions.destroyOthers(actor.id, currentSid)).length };
  };

/** What the patch changes of the account; staff may change only their name and phone. */
function changeOf(current: User, patch: ProfilePatch): ProfileChange {
  const change: ProfileChange = {};
  if (patch.fullName !== undefined && patch.fullName !== current.fullName) change.fullName = patch.fullName;
  if (patch.phone !== undefined && patch.phone !== current.phone) change.phone = patch.phone;
  if (patch.companyName !== undefined && patch.companyName !== current.companyName) change.companyName = patch.companyName;
  if (patch.email !== undefined && patch.email !== current.email) {
    change.email = patch.email;
    // Another spelling of the same address (letter case) proves what the old one did; a new address proves nothing yet.
    if (normaliseEmail(patch.email) !== normaliseEmail(current.email)) change.emailVerified = false;
  }
  // Only a customer's address and company are their own to change: staff's and carriers' underwriters' are the firm's record.
  if (current.role !== 'customer' && (change.email !== undefined || change.companyName !== undefined))
    throw AppError.forbidden(STAFF_PROFILE_FIELDS);
  return change;
}

/** The clients this customer reaches (clientsReached), by name; none for staff or an unproven address. */
async function boundClients(repos: Repositories, user: User) {
  const ids = [...(await clientsReached(repos, user))];
  const clients = await Promise.all(ids.map((id) => repos.clients.findById(id)));
  return clients.filter((client) => client !== null).sort((a, b) => a.name.localeCompare(b.name));
}
