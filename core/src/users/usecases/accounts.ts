import { AppError } from '../../errors.ts';
import type { Clock } from '../../shared/ports.ts';
import type { Repositories, UnitOfWork } from '../../repositories.ts';
import { assertRole, type Actor } from '../../use-case-deps.ts';
import type { Mailer } from '../../notifications/index.ts';
import { APPROVER_ROLES, type Role, type User } from '../entities.ts';
import { holdsRole } from '../access.ts';
import { audienceOf } from '../audience.ts';
import type { AccountToken, SecretTokens } from '../ports.ts';
import { normaliseEmail } from '../access.ts';
import { roleLabel } from '../author.ts';
import {
  accountApprovedMail,
  ALREADY_VERIFIED,
  INVALID_VERIFICATION_LINK,
  MAX_VERIFICATION_MAILS,
  RESEND_WINDOW_MS,
  TOO_MANY_VERIFICATION_MAILS,
  VERIFICATION_LINK_TTL_MS,
  verificationMail,
  verificationPath,
} from '../one-time-links.ts';

export interface AccountDeps {
  uow: UnitOfWork;
  clock: Clock;
  tokens: SecretTokens;
  mailer: Mailer;
  linkTo: (path: string) => string;
}

/**
 * Proves an address with the token of a verification link. Fails with `invalid` when the link is unknown,
 * used, expired, or was made for an address the account no longer has. Signs nobody in.
 */
export const verifyEmail =
  (deps: Pick<AccountDeps, 'uow' | 'clock' | 'tokens'>) =>
  async (input: unknown): Promise<User> => {
    const token = (input as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw invalidLink();
    return deps.uow.run(async (repos) => {
      const digest = deps.tokens.digest(token);
      const link = await repos.accountTokens.consume(digest, 'verify_email', deps.clock.now());
      if (!link && (await confirmedBy(repos, await repos.accountTokens.find(digest, 'verify_email'))))
        throw AppError.conflict(ALREADY_VERIFIED);
      const user = link?.userId ? await repos.users.findById(link.userId) : null;
      if (!link || !user || normaliseEmail(user.email) !== normaliseEmail(link.email)) throw invalidLink();
      return (await repos.users.markEmailVerified(user.id)) ?? user;
    });
  };

/** Mails a new verification link to a signed-in customer whose address is not yet proven. */
/** The roles whose own address a verification link proves: customers, whose portal reaches clients by it. */
const VERIFYING_ROLES: readonly Role[] = ['customer'];
/** Who may ask for a new verification link, as the API's audience. */
export const VERIFICATION_ASKERS = audienceOf(VERIFYING_ROLES.join(', '), (user) => holdsRole(user, VERIFYING_ROLES));

export const resendVerification =
  (deps: AccountDeps) =>
  async (actor: Actor): Promise<{ to: string }> => {
    assertRole(actor, VERIFYING_ROLES);
    if (actor.emailVerified) throw AppError.conflict(ALREADY_VERIFIED);
    const now = deps.clock.now();
    const issued = deps.tokens.issue();
    await deps.uow.run((repos) => issueVerificationLink(repos, issued.digest, actor, now));
    await deps.mailer.send(verificationMail(actor.email, actor.fullName, deps.linkTo(verificationPath(issued.token))));
    return { to: actor.email };
  };

/**
 * Records a verification link for the account's address (`account.email`), to be mailed once the work
 * commits. Fails with `rate_limited` once five were issued to that address within 15 minutes, so nobody can
 * have the portal flood a mailbox.
 */
export async function issueVerificationLink(
  repos: Repositories,
  digest: string,
  account: Pick<User, 'id' | 'email'>,
  now: Date,
): Promise<void> {
  const recent = await repos.accountTokens.countIssued('verify_email', account.email, new Date(now.getTime() - RESEND_WINDOW_MS));
  if (recent >= MAX_VERIFICATION_MAILS) throw new AppError('rate_limited', TOO_MANY_VERIFICATION_MAILS);
  await repos.accountTokens.issue({
    digest,
    purpose: 'verify_email',
    email: account.email,
    userId: account.id,
    clientId: null,
    expiresAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS).toISOString(),
  });
}

/** Staff accounts awaiting approval, oldest first. Broker managers only. */
/** Who decides the staff accounts people open for themselves: active broker managers, as the API's audience. */
export const ACCOUNT_APPROVERS = audienceOf(APPROVER_ROLES.join(', '), (user) => holdsRole(user, APPROVER_ROLES));

export const listPendingAccounts =
  (deps: Pick<AccountDeps, 'uow'>) =>
  async (actor: Actor): Promise<User[]> => {
    assertRole(actor, APPROVER_ROLES);
    return deps.uow.repos.users.listPending();
  };

export const NOT_AWAITING_APPROVAL = 'This account is not awaiting approval';

/**
 * Approves or refuses a pending account; an approved one is mailed that it may sign in. Broker managers only; fails with `not_found` for an unknown account
 * and `conflict` for one that is not pending (approval is a one-way step, taken once).
 */
export const decideAccount =
  (deps: Pick<AccountDeps, 'uow'> & Partial<Pick<AccountDeps, 'linkTo'>>) =>
  async (actor: Actor, id: string, decision: 'approve' | 'refuse'): Promise<User> => {
    assertRole(actor, APPROVER_ROLES);
    return deps.uow.run(async (repos) => {
      const account = await repos.users.findById(id);
      if (!account) throw AppError.notFound('Account');
      if (account.status !== 'pending') throw AppError.conflict(NOT_AWAITING_APPROVAL);
      const decided = await repos.users.setStatus(account.id, decision === 'approve' ? 'active' : 'refused');
      await repos.users.recordEvent({
        accountId: account.id,
        accountName: account.fullName,
        actorId: actor.id,
        actorName: actor.fullName,
        action: decision === 'approve' ? 'approved' : 'refused',
        details: null,
      });
      // Through the outbox in the same transaction: the mail leaves only if the approval committed.
      if (decision === 'approve') {
        await repos.outbox.enqueue(accountApprovedMail(account.email, account.fullName, roleLabel(account.role), deps.linkTo?.('/auth')));
      }
      return decided ?? account;
    });
  };

/**
 * Whether a link already taken confirmed the address its account still has: opened again (a second click,
 * another device), it is answered as done rather than as a bad link.
 */
async function confirmedBy(repos: Repositories, link: AccountToken | null): Promise<boolean> {
  if (!link?.usedAt || !link.userId) return false;
  const user = await repos.users.findById(link.userId);
  return !!user && user.emailVerified && normaliseEmail(user.email) === normaliseEmail(link.email);
}

function invalidLink(): AppError {
  return AppError.invalid(INVALID_VERIFICATION_LINK, [{ path: 'token', message: INVALID_VERIFICATION_LINK }]);
}
