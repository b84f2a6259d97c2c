import type * as v from 'valibot';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../notifications/index.ts';
import { assertAdministrator } from '../../organisation/index.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { parseOrThrow } from '../../shared/validation.ts';
import type { ActivityEntry } from '../../submissions/index.ts';
import { roleLabel } from '../author.ts';
import type { AccountEvent, User } from '../entities.ts';
import type { PasswordHasher, SecretTokens } from '../ports.ts';
import {
  type AccountActiveSchema,
  AccountCarrierSchema,
  AccountCreateSchema,
  type AccountOverviewSchema,
  AuditQuerySchema,
  BindAuthoritySchema,
  PasswordResetSchema,
  RoleChangeSchema,
  type SessionOverviewSchema,
  type SessionsEndedSchema,
  type ThrottleEntrySchema,
} from '../schemas.ts';
import { formatMoney } from '../../shared/money.ts';
import type { LoginAttemptStore, SessionStore } from '../sessions.ts';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USERNAME } from './login.ts';

/**
 * The administrator's tools: accounts, sessions, the sign-in throttle and the audit log. Every one is for
 * active broker managers only (`assertAdministrator`), and none acts on the administrator's own account
 * where that could lock the firm out (their role, their deactivation).
 */
export interface AdministrationDeps extends Pick<CoreDeps, 'uow' | 'clock'> {
  hasher: PasswordHasher;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
  tokens: SecretTokens;
  mailer: Mailer;
  linkTo: (path: string) => string;
}

/** An account as the administrator's list shows it: with how many sessions it has open. */
export type AccountOverview = v.InferOutput<typeof AccountOverviewSchema>;
/** A live session, named by a digest of its id. */
export type SessionOverview = v.InferOutput<typeof SessionOverviewSchema>;
export type ThrottleEntry = v.InferOutput<typeof ThrottleEntrySchema>;
/** An account deactivated or made active again, and how many of its sessions ended. */
export type AccountActive = v.InferOutput<typeof AccountActiveSchema>;
export type SessionsEnded = v.InferOutput<typeof SessionsEndedSchema>;

export const CANNOT_CHANGE_OWN_ACCOUNT = 'You cannot change your own role or deactivate your own account';

export const DIRECTORY_KEEPS_PASSWORD = "This account signs in through the firm's directory, which keeps its password";

const event = (actor: Actor, account: User, action: AccountEvent['action'], details: string | null) => ({
  accountId: account.id,
  accountName: account.fullName,
  actorId: actor.id,
  actorName: actor.fullName,
  action,
  details,
});

const sessionId = (tokens: SecretTokens, sid: string) => tokens.digest(sid).slice(0, 24);

/** Every account with its open sessions. */
export const listAccounts =
  (deps: Pick<AdministrationDeps, 'uow' | 'sessions'>) =>
  async (actor: Actor): Promise<AccountOverview[]> => {
    assertAdministrator(actor);
    const [accounts, sessions] = await Promise.all([deps.uow.repos.users.listAccounts(), deps.sessions.list()]);
    const open = new Map<string, number>();
    for (const s of sessions) open.set(s.userId, (open.get(s.userId) ?? 0) + 1);
    return accounts.map((a) => ({ ...a, sessions: open.get(a.id) ?? 0 }));
  };

/**
 * Opens an active staff account with a first password the administrator passes on. With `invite`, the
 * person is mailed their username and where to sign in (never the password). Fails with `conflict` for a
 * taken username or address.
 */
export const createAccount =
  (deps: AdministrationDeps) =>
  async (actor: Actor, input: unknown): Promise<User> => {
    assertAdministrator(actor);
    const fields = parseOrThrow(AccountCreateSchema, input);
    const passwordHash = await deps.hasher.hash(fields.password);
    const created = await deps.uow.run(async (repos) => {
      const account = await repos.users.create({
        username: fields.username,
        passwordHash,
        fullName: fields.fullName,
        email: fields.email,
        role: fields.role,
        companyName: null,
        phone: null,
        status: 'active',
        emailVerified: false,
      });
      await repos.users.recordEvent(event(actor, account, 'opened', `As ${roleLabel(account.role)}`));
      return account;
    });
    if (fields.invite) {
      await deps.mailer.send({
        to: created.email,
        subject: 'Your Workbench account',
        text:
          `Hello ${created.fullName},\n\n${actor.fullName} opened a Workbench account for you.\n\n` +
          `Username: ${created.username}\nSign in at: ${deps.linkTo('/auth')}\n\n` +
          `${actor.fullName} will give you your first password; change it on your profile page once signed in.\n`,
      });
    }
    return created;
  };

/** Changes a staff account's role; not one's own. */
export const changeRole =
  (deps: Pick<AdministrationDeps, 'uow'>) =>
  async (actor: Actor, id: string, input: unknown): Promise<User> => {
    assertAdministrator(actor);
    const { role } = parseOrThrow(RoleChangeSchema, input);
    if (id === actor.id) throw AppError.conflict(CANNOT_CHANGE_OWN_ACCOUNT);
    return deps.uow.run(async (repos) => {
      const account = await repos.users.findById(id);
      if (!account) throw AppError.notFound('Account');
      if (account.role === 'customer') throw AppError.conflict('A customer account cannot be given a staff role');
      if (account.role === role) return account;
      // The carrier link belongs to an insurer: an account leaving the role leaves its carrier too.
      if (account.carrierId) await repos.users.setCarrier(id, null);
      const changed = (await repos.users.setRole(id, role)) ?? account;
      await repos.users.recordEvent(event(actor, account, 'role_changed', `${roleLabel(account.role)} → ${roleLabel(role)}`));
      return changed;
    });
  };

const authorityText = (limit: number | null | undefined) =>
  limit === null || limit === undefined ? "the firm's default" : formatMoney(limit);

/**
 * Sets the largest premium a member of staff binds, or clears it so the firm's default applies; recorded in
 * the trail of account changes. Not one's own (no one raises their own authority), not a customer's.
 */
export const setBindAuthority =
  (deps: Pick<AdministrationDeps, 'uow'>) =>
  async (actor: Actor, id: string, input: unknown): Promise<User> => {
    assertAdministrator(actor);
    const { limit } = parseOrThrow(BindAuthoritySchema, input ?? {});
    if (id === actor.id) throw AppError.conflict('You cannot change your own bind authority');
    return deps.uow.run(async (repos) => {
      const account = await repos.users.findById(id);
      if (!account) throw AppError.notFound('Account');
      if (account.role === 'customer') throw AppError.conflict('A customer account binds nothing: bind authority is for staff');
      const before = account.bindAuthorityLimit ?? null;
      if (before === limit) return account;
      const changed = (await repos.users.setBindAuthorityLimit(id, limit)) ?? account;
      await repos.users.recordEvent(event(actor, account, 'authority_changed', `${authorityText(before)} → ${authorityText(limit)}`));
      return changed;
    });
  };

/**
 * Links an insurer account to the carrier of the directory it underwrites for, which confines it to the
 * business marketed to that carrier, or unlinks it, which makes it one of the firm's own underwriters with
 * the whole book in view; recorded in the trail of account changes. Not one's own. Fails with `invalid` for
 * an unknown carrier, `conflict` for an account that is not an insurer's.
 */
export const setAccountCarrier =
  (deps: Pick<AdministrationDeps, 'uow'>) =>
  async (actor: Actor, id: string, input: unknown): Promise<User> => {
    assertAdministrator(actor);
    const { carrierId } = parseOrThrow(AccountCarrierSchema, input ?? {});
    if (id === actor.id) throw AppError.conflict(CANNOT_CHANGE_OWN_ACCOUNT);
    return deps.uow.run(async (repos) => {
      const account = await repos.users.findById(id);
      if (!account) throw AppError.notFound('Account');
      if (account.role !== 'insurer') throw AppError.conflict("Only an insurer's account underwrites for a carrier");
      const before = account.carrierId ?? null;
      if (before === carrierId) return account;
      const carrierName = async (carrier: string | null) => {
        if (carrier === null) return 'the firm (own underwriter)';
        const found = await repos.carriers.get(carrier);
        if (!found) {
          const message = 'Carrier must be a carrier of the directory';
          throw AppError.invalid(message, [{ path: 'carrierId', message }]);
        }
        return found.name;
      };
      const [from, to] = [await carrierName(before), await carrierName(carrierId)];
      const changed = (await repos.users.setCarrier(id, carrierId)) ?? account;
      await repos.users.recordEvent(event(actor, account, 'carrier_changed', `${from} → ${to}`));
      return changed;
    });
  };

/**
 * Deactivates an account and ends every session it has at once, so its next request is signed out; or makes
 * a deactivated account active again. Not one's own. Returns the account and how many sessions ended.
 */
export const setAccountActive =
  (deps: Pick<AdministrationDeps, 'uow' | 'sessions'>) =>
  async (actor: Actor, id: string, active: boolean): Promise<AccountActive> => {
    assertAdministrator(actor);
    if (id === actor.id) throw AppError.conflict(CANNOT_CHANGE_OWN_ACCOUNT);
    const account = await deps.uow.run(async (repos) => {
      const found = await repos.users.findById(id);
      if (!found) throw AppError.notFound('Account');
      if (active && found.status !== 'deactivated') throw AppError.conflict('This account is not deactivated');
      if (!active && found.status === 'deactivated') return found;
      const changed = (await repos.users.setStatus(id, active ? 'active' : 'deactivated')) ?? found;
      await repos.users.recordEvent(event(actor, found, active ? 'reactivated' : 'deactivated', null));
      return changed;
    });
    // After the commit: a session that read the account before it would otherwise live on until it expires.
    const ended = active ? [] : await deps.sessions.destroyOthers(id, '');
    return { account, sessionsEnded: ended.length };
  };

/** Sets a new password the administrator passes on, and ends the account's sessions. */
export const resetPassword =
  (deps: Pick<AdministrationDeps, 'uow' | 'sessions' | 'hasher'>) =>
  async (actor: Actor, id: string, input: unknown): Promise<SessionsEnded> => {
    assertAdministrator(actor);
    const { password } = parseOrThrow(PasswordResetSchema, input);
    if (id === actor.id) throw AppError.conflict('Change your own password on your profile page');
    const hash = await deps.hasher.hash(password);
    await deps.uow.run(async (repos) => {
      const account = await repos.users.findById(id);
      if (!account) throw AppError.notFound('Account');
      if (account.authSource) throw AppError.conflict(DIRECTORY_KEEPS_PASSWORD);
      await repos.users.setPasswordHash(id, hash);
      await repos.users.recordEvent(event(actor, account, 'password_reset', null));
    });
    const ended = await deps.sessions.destroyOthers(id, '');
    return { sessionsEnded: ended.length };
  };

/** Every live session with whose it is. */
export const listSessions =
  (deps: Pick<AdministrationDeps, 'uow' | 'sessions' | 'tokens'>) =>
  async (actor: Actor): Promise<SessionOverview[]> => {
    assertAdministrator(actor);
    const [sessions, accounts] = await Promise.all([deps.sessions.list(), deps.uow.repos.users.listAccounts()]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    return sessions.flatMap((s) => {
      const account = byId.get(s.userId);
      if (!account) return [];
      return [
        {
          id: sessionId(deps.tokens, s.sid),
          userId: account.id,
          fullName: account.fullName,
          username: account.username,
          role: account.role,
          expiresAt: s.expiresAt,
        },
      ];
    });
  };

/** Ends one session, named as `listSessions` names it. Fails with `not_found` when it is gone. */
export const revokeSession =
  (deps: Pick<AdministrationDeps, 'sessions' | 'tokens'>) =>
  async (actor: Actor, id: string): Promise<void> => {
    assertAdministrator(actor);
    const session = (await deps.sessions.list()).find((s) => sessionId(deps.tokens, s.sid) === id);
    if (!session) throw AppError.notFound('Session');
    await deps.sessions.destroy(session.sid);
  };

/** The sign-in throttle: every username and address with recent failures, and whether it is locked out. */
export const signInThrottle =
  (deps: Pick<AdministrationDeps, 'attempts'>) =>
  async (actor: Actor): Promise<ThrottleEntry[]> => {
    assertAdministrator(actor);
    const keys = await deps.attempts.list(LOGIN_WINDOW_MS);
    return keys.map(({ key, failures, lastAt }) => {
      const kind = key.startsWith('user:') ? 'username' : 'address';
      const limit = kind === 'username' ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_ADDRESS;
      return { key, kind, subject: key.replace(/^(user|addr):/, ''), failures, limit, blocked: failures >= limit, lastAt };
    });
  };

/** Lets a locked-out username or address try again at once. */
export const clearThrottle =
  (deps: Pick<AdministrationDeps, 'attempts'>) =>
  async (actor: Actor, key: string): Promise<void> => {
    assertAdministrator(actor);
    if (!/^(user|addr):/.test(key) || key.length > 300)
      throw AppError.invalid('Unknown throttle key', [{ path: 'key', message: 'Unknown throttle key' }]);
    await deps.attempts.reset(key);
  };

/** How far back the audit log searches. */
export const AUDIT_SCAN = 2000;

/**
 * The audit log: what staff and customers did across submissions, newest first, whoever the entry was
 * written for; `q` keeps entries whose person, action, details or submission contain it (without case).
 */
export const auditLog =
  (deps: Pick<AdministrationDeps, 'uow'>) =>
  async (actor: Actor, input: unknown): Promise<ActivityEntry[]> => {
    assertAdministrator(actor);
    const { q, limit = 200 } = parseOrThrow(AuditQuerySchema, input ?? {});
    const recent = await deps.uow.repos.history.recent(q ? AUDIT_SCAN : limit);
    const needle = q?.toLowerCase();
    const kept = needle
      ? recent.filter((e) => [e.user, e.action, e.details, e.submissionId].some((field) => field?.toLowerCase().includes(needle)))
      : recent;
    return kept.slice(0, limit);
  };

/** The changes made to accounts, newest first: who opened, approved, changed, deactivated or reset what. */
export const accountChanges =
  (deps: Pick<AdministrationDeps, 'uow'>) =>
  async (actor: Actor, input: unknown): Promise<AccountEvent[]> => {
    assertAdministrator(actor);
    const { limit = 200 } = parseOrThrow(AuditQuerySchema, input ?? {});
    return deps.uow.repos.users.listEvents(limit);
  };
