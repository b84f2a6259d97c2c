import type { AccountEvent, AccountStatus, ExternalSource, Role, User, UserWithSecret } from './entities.ts';

export interface NewUser {
  username: string;
  passwordHash: string;
  fullName: string;
  email: string;
  role: Role;
  companyName: string | null;
  phone: string | null;
  /** Accounts made by the firm (seeds, an administrator) are active and verified unless told otherwise. */
  status?: AccountStatus;
  emailVerified?: boolean;
  /** For an account a directory vouches for: which one, and its lasting id for the person there. */
  authSource?: ExternalSource;
  externalId?: string;
}

export type NewAccountEvent = Omit<AccountEvent, 'id' | 'at'>;

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'An account with this email already exists';

export interface UserRepository {
  /**
   * Fails with `conflict` (USERNAME_TAKEN) when the username is taken, or (EMAIL_TAKEN) when another account
   * holds the e-mail address; both compare without case.
   */
  create(user: NewUser): Promise<User>;
  /** Case-insensitive lookup; null when unknown. */
  findByUsername(username: string): Promise<UserWithSecret | null>;
  findById(id: string): Promise<User | null>;
  /** Active users of the broker roles, for assignment pickers. */
  listStaff(): Promise<User[]>;
  /** Accounts awaiting approval, oldest first. */
  listPending(): Promise<User[]>;
  /** Every account, by full name, for the administrator's list. */
  listAccounts(): Promise<User[]>;
  /** The account with its new role; null when unknown. */
  setRole(id: string, role: Role): Promise<User | null>;
  /** The account with its own bind authority limit (null: the firm's default); null when unknown. */
  setBindAuthorityLimit(id: string, limit: number | null): Promise<User | null>;
  /** The account linked to the carrier it underwrites for (null: to none); null when unknown. */
  setCarrier(id: string, carrierId: string | null): Promise<User | null>;
  /** The account with its new status; null when unknown. */
  setStatus(id: string, status: AccountStatus): Promise<User | null>;
  /** The account with its address marked as proven; null when unknown. */
  markEmailVerified(id: string): Promise<User | null>;
  /**
   * Changes the fields given and returns the account; null when unknown. Fails with `conflict` (EMAIL_TAKEN)
   * when another account holds the new address, compared without case.
   */
  updateProfile(id: string, change: ProfileChange, expectedVersion?: number): Promise<User | null>;
  /**
   * The version of the account's profile, one more on each updateProfile that changed something; null when
   * the account is unknown. updateProfile with `expectedVersion` writes only over that version and fails
   * with staleWrite() when the profile has moved on.
   */
  profileVersion(id: string): Promise<number | null>;
  /** Replaces the password hash; false when the account is unknown. */
  setPasswordHash(id: string, passwordHash: string): Promise<boolean>;
  /** The account a directory knows by `externalId`; null when none signed in from it yet. */
  findByExternalId(source: ExternalSource, externalId: string): Promise<User | null>;
  /** Keeps a change made to an account for the audit trail. */
  recordEvent(event: NewAccountEvent): Promise<void>;
  /** The latest changes to accounts, newest first. */
  listEvents(limit: number): Promise<AccountEvent[]>;
}

/** What a profile edit writes: the person's own details, and whether a changed address is still proven. */
export type ProfileChange = Partial<Pick<User, 'fullName' | 'email' | 'emailVerified' | 'companyName' | 'phone'>>;

/** What a one-time link proves: the owner of an address (verification), or an invited client (invitation). */
export type AccountTokenPurpose = 'verify_email' | 'invitation';

/** A one-time link as stored: only a digest of its secret is kept, so a database reader cannot use it. */
export interface AccountToken {
  digest: string;
  purpose: AccountTokenPurpose;
  /** The address the link was mailed to. */
  email: string;
  /** The account a verification link was made for; null for an invitation. */
  userId: string | null;
  /** The client an invitation was sent for; null when it named a person only. */
  clientId: string | null;
  /**
   * The person an invitation named when it was sent to an address rather than for a client; null otherwise
   * (a client's contact is read from the client as it stands).
   */
  name: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A link to store; only an invitation sent to an address names its person. */
export type NewAccountToken = Omit<AccountToken, 'usedAt' | 'createdAt' | 'name'> & { name?: string | null };

export interface AccountTokenRepository {
  issue(token: NewAccountToken): Promise<void>;
  /**
   * Marks the token used and returns it, in one step, when it exists for `purpose`, is unused and has not
   * expired at `now`; null otherwise. Presented twice at the same moment, it works once.
   */
  consume(digest: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountToken | null>;
  /** The token of `purpose` as it stands, used or expired; null when there is none. */
  find(digest: string, purpose: AccountTokenPurpose): Promise<AccountToken | null>;
  /** How many tokens of `purpose` were issued to `email` since `since` (to throttle resending). */
  countIssued(purpose: AccountTokenPurpose, email: string, since: Date): Promise<number>;
}

/** Secrets for one-time links, and the digest stored in their place. */
export interface SecretTokens {
  issue(): { token: string; digest: string };
  digest(token: string): string;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
