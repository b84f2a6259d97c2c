import { AppError } from '../errors.ts';
import { roleLabel } from './author.ts';
import type { UnitOfWork } from '../repositories.ts';
import { inactiveAccountMessage } from './access.ts';
import type { AccountStatus, ExternalSource, Role, User } from './entities.ts';

/**
 * Staff of a firm with a directory sign in with the directory's credentials: the directory says who they
 * are and which groups they belong to, and the firm's configuration says what role each group gives.
 * Customers, and firms without a directory, keep their local passwords.
 */

/** A person as a directory or identity provider vouches for them after checking their credentials. */
export interface ExternalIdentity {
  source: ExternalSource;
  /** The directory's lasting id for the person: the LDAP entry's DN, the OIDC subject. */
  externalId: string;
  username: string;
  fullName: string;
  email: string;
  /** Group names or DNs as the directory lists them. */
  groups: string[];
}

/** The roles a directory group may give: staff only, as customers register themselves. */
export type DirectoryRole = Exclude<Role, 'customer'>;

/** One line of the group map: members of `group` get `role`. */
export interface GroupRole {
  group: string;
  role: DirectoryRole;
}

/** What the firm configured for people its directory vouches for. */
export interface DirectoryPolicy {
  /** The directory's or provider's name, as the sign-in page and the audit trail show it. */
  name: string;
  /** In order: the first line whose group the person is in decides the role. */
  groupRoles: GroupRole[];
  /** Whether a first sign-in opens an account ready to work, or one a broker manager approves first. */
  firstSignIn: Extract<AccountStatus, 'active' | 'pending'>;
}

/** Checks a username and password against LDAP / Active Directory. */
export interface DirectoryAuthenticator {
  /**
   * The person, with their groups, when the directory accepts the credentials; null when it refuses them
   * or knows no such user. Fails with `unavailable` when the directory cannot be reached or refuses the service account.
   */
  authenticate(username: string, password: string): Promise<ExternalIdentity | null>;
}

/** What a sign-in started at an OpenID Connect provider must bring back to be believed. */
export interface OidcChallenge {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Signs people in at the firm's OpenID Connect provider (authorization code flow with PKCE). */
export interface OidcSignIn {
  /** The provider's address to send the browser to, and the secrets to keep in the session until it returns. */
  start(): Promise<{ url: string; challenge: OidcChallenge }>;
  /**
   * Redeems the code the provider returned to `callbackUrl` and returns who signed in. Fails with
   * `unauthorized` when the state, nonce or code do not match what `start` issued, or the provider refuses.
   */
  finish(callbackUrl: string, challenge: OidcChallenge): Promise<ExternalIdentity>;
}

export const NO_DIRECTORY_ROLE =
  'Your directory account is not in any group that gives access to Workbench. Ask your administrator to add you to one.';
export const LOCAL_ACCOUNT_NAME_TAKEN =
  'A Workbench account with your username already exists and signs in with its own password. Ask your administrator to rename it.';
export const DIRECTORY_ACCOUNT_EMAIL_TAKEN =
  'Another Workbench account already uses your e-mail address. Ask your administrator to change it.';
export const DIRECTORY_UNREACHABLE = 'The directory could not be reached. Try again in a moment.';

/** A group as written in the map matches the directory's group by its full DN or by its name (the first RDN's value). */
function groupNames(group: string): string[] {
  const full = group.trim().toLowerCase();
  const first = /^[a-z0-9-]+=([^,]+)/i.exec(full);
  return first ? [full, first[1].trim()] : [full];
}

/** The role the first matching line of the map gives, or null when the person is in none of its groups. */
export function roleForGroups(groups: readonly string[], groupRoles: readonly GroupRole[]): DirectoryRole | null {
  const held = new Set(groups.flatMap(groupNames));
  for (const line of groupRoles) {
    const wanted = line.group.trim().toLowerCase();
    if (held.has(wanted)) return line.role;
  }
  return null;
}

export interface ExternalSignInDeps {
  uow: UnitOfWork;
}

/**
 * Finds or opens the account of a person the directory vouched for, and gives it the role its groups map to,
 * on every sign-in. Fails with `forbidden` when their groups map to no role or the account was refused or
 * deactivated, and `conflict` when a local account already holds their username or e-mail address. A new
 * account is active or pending as the firm configured; a pending one signs in only to learn it waits.
 */
export const signInExternal =
  (deps: ExternalSignInDeps) =>
  async (identity: ExternalIdentity, policy: DirectoryPolicy): Promise<User> => {
    const role = roleForGroups(identity.groups, policy.groupRoles);
    return deps.uow.run(async (repos) => {
      const existing = await repos.users.findByExternalId(identity.source, identity.externalId);
      if (existing) {
        if (existing.status === 'refused' || existing.status === 'deactivated')
          throw AppError.forbidden(inactiveAccountMessage(existing.status));
        if (!role) throw AppError.forbidden(NO_DIRECTORY_ROLE);
        if (existing.role === role) return existing;
        const changed = (await repos.users.setRole(existing.id, role)) ?? existing;
        await repos.users.recordEvent({
          accountId: existing.id,
          accountName: existing.fullName,
          actorId: null,
          actorName: policy.name,
          action: 'role_changed',
          details: `${roleLabel(existing.role)} → ${roleLabel(role)}, from the directory's groups`,
        });
        return changed;
      }
      if (!role) throw AppError.forbidden(NO_DIRECTORY_ROLE);
      if (await repos.users.findByUsername(identity.username)) throw AppError.conflict(LOCAL_ACCOUNT_NAME_TAKEN);
      let created: User;
      try {
        created = await repos.users.create({
          username: identity.username,
          // Never matches: the directory keeps this person's password.
          passwordHash: '!external',
          fullName: identity.fullName,
          // The accounts table wants an address; a directory that keeps none gets one that reaches nobody.
          email: identity.email || `${identity.username}@${identity.source}.invalid`,
          role,
          companyName: null,
          phone: null,
          status: policy.firstSignIn,
          emailVerified: true,
          authSource: identity.source,
          externalId: identity.externalId,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict') throw AppError.conflict(DIRECTORY_ACCOUNT_EMAIL_TAKEN);
        throw error;
      }
      await repos.users.recordEvent({
        accountId: created.id,
        accountName: created.fullName,
        actorId: null,
        actorName: policy.name,
        action: 'opened',
        details: `First sign-in as ${roleLabel(role)}${policy.firstSignIn === 'pending' ? ', awaiting approval' : ''}`,
      });
      return created;
    });
  };
