import { AppError } from '../../errors.ts';
import type { Clock } from '../../shared/ports.ts';
import type { Repositories, UnitOfWork } from '../../repositories.ts';
import type { Mailer } from '../../notifications/index.ts';
import type { LoginAttemptStore } from '../sessions.ts';
import { LOGIN_WINDOW_MS } from './login.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { User } from '../entities.ts';
import type { PasswordHasher, SecretTokens } from '../ports.ts';
import { RegisterSchema } from '../schemas.ts';
import { normaliseEmail } from '../access.ts';
import {
  INVALID_INVITATION,
  INVITATION_FOR_CUSTOMERS,
  INVITATION_FOR_OTHER_ADDRESS,
  VERIFICATION_LINK_TTL_MS,
  verificationMail,
  verificationPath,
} from '../one-time-links.ts';

/** Accounts one address may create within the sign-in window (15 minutes). */
export const MAX_REGISTRATIONS_PER_ADDRESS = 20;

export interface RegisterDeps {
  uow: UnitOfWork;
  hasher: PasswordHasher;
  clock: Clock;
  tokens: SecretTokens;
  mailer: Mailer;
  /** The absolute address of a path of the web app, for links in mail. */
  linkTo: (path: string) => string;
  /** Counts registrations per address; without it (tests of the rules alone) nothing is throttled. */
  attempts?: LoginAttemptStore;
}

/**
 * Creates an account. Fails with `invalid` (the form's own messages, or a bad invitation), `conflict` (username
 * or e-mail address taken), or `rate_limited` once an address has made 20 well-formed registrations within
 * 15 minutes: each costs a deliberately slow password hash, so an unthrottled loop could keep the CPU busy.
 *
 * Who gets what:
 * - staff roles may be chosen by anyone, so a broker, broker manager or insurer account starts pending and
 *   can do nothing until a broker manager approves it;
 * - a customer is active at once, but sees a client's data only once the address is proven: through the
 *   portal invitation the account registers with (mailed to that address), or through the verification
 *   link mailed now.
 */
export const register =
  (deps: RegisterDeps) =>
  async (input: unknown, address?: string): Promise<User> => {
    const registration = parseOrThrow(RegisterSchema, input);
    const role = registration.role ?? 'customer';
    if (registration.invitation !== undefined && role !== 'customer') {
      throw AppError.invalid(INVITATION_FOR_CUSTOMERS, [{ path: 'invitation', message: INVITATION_FOR_CUSTOMERS }]);
    }
    if (deps.attempts && address !== undefined) await countRegistration(deps.attempts, address);

    const passwordHash = await deps.hasher.hash(registration.password);
    const email = registration.email.trim();
    const verification = deps.tokens.issue();
    const user = await deps.uow.run(async (repos) => {
      const invited =
        registration.invitation !== undefined &&
        (await acceptInvitation(repos, deps.clock, deps.tokens.digest(registration.invitation), email));
      const created = await repos.users.create({
        username: registration.username.trim(),
        passwordHash,
        fullName: registration.fullName.trim(),
        email,
        role,
        status: role === 'customer' ? 'active' : 'pending',
        emailVerified: invited,
        companyName: registration.companyName?.trim() || null,
        phone: registration.phone?.trim() || null,
      });
      if (role === 'customer' && !invited) {
        await repos.accountTokens.issue({
          digest: verification.digest,
          purpose: 'verify_email',
          email,
          userId: created.id,
          clientId: null,
          expiresAt: new Date(deps.clock.now().getTime() + VERIFICATION_LINK_TTL_MS).toISOString(),
        });
      }
      return created;
    });
    if (user.role === 'customer' && !user.emailVerified) {
      // After the commit: a mail must never announce an account that was rolled back. The mailer keeps
      // what it cannot deliver now in its outbox, and the portal offers to send a new link.
      await deps.mailer.send(verificationMail(user.email, user.fullName, deps.linkTo(verificationPath(verification.token))));
    }
    return user;
  };

/** Takes a place among the address's registrations before hashing, so parallel ones cannot all pass. */
async function countRegistration(attempts: LoginAttemptStore, address: string): Promise<void> {
  if ((await attempts.take(`register:${address}`, LOGIN_WINDOW_MS, MAX_REGISTRATIONS_PER_ADDRESS)) === null) {
    const minutes = Math.ceil(LOGIN_WINDOW_MS / 60_000);
    throw new AppError('rate_limited', `Too many accounts created from this address. Try again in ${minutes} minutes.`);
  }
}

/**
 * Uses up the invitation (inside the registration's transaction, so a failed registration leaves it
 * usable) and proves the address when the account registers with the address it was mailed to.
 */
async function acceptInvitation(repos: Repositories, clock: Clock, digest: string, email: string): Promise<true> {
  const invitation = await repos.accountTokens.consume(digest, 'invitation', clock.now());
  if (!invitation) throw AppError.invalid(INVALID_INVITATION, [{ path: 'invitation', message: INVALID_INVITATION }]);
  if (normaliseEmail(invitation.email) !== normaliseEmail(email)) {
    throw AppError.invalid(INVITATION_FOR_OTHER_ADDRESS, [{ path: 'email', message: INVITATION_FOR_OTHER_ADDRESS }]);
  }
  return true;
}
