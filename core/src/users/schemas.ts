import * as v from 'valibot';
import { nullableNumber, nullableText, objectSchema } from '../shared/validation.ts';
import { ACCOUNT_ACTIONS, ACCOUNT_STATUSES, EXTERNAL_SOURCES, ROLES } from './entities.ts';
import { INVALID_INVITATION, INVALID_VERIFICATION_LINK } from './one-time-links.ts';

const USERNAME_REQUIRED = 'Username is required';
const PASSWORD_REQUIRED = 'Password is required';

/** POST /api/auth/login. The password is taken as typed: trimming it would change the secret. */
export const LoginSchema = objectSchema({
  username: v.pipe(
    v.string(USERNAME_REQUIRED),
    v.trim(),
    v.nonEmpty(USERNAME_REQUIRED),
    v.maxLength(100, 'Username must be at most 100 characters'),
  ),
  password: v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(200, 'Password must be at most 200 characters')),
});

/** The secret an invitation link carries; anything else is as good as an expired one. */
const invitationToken = v.pipe(
  v.string(INVALID_INVITATION),
  v.trim(),
  v.nonEmpty(INVALID_INVITATION),
  v.maxLength(200, INVALID_INVITATION),
);

const USERNAME_SHORT = 'Username must be at least 3 characters';
const PASSWORD_SHORT = 'Password must be at least 6 characters';
const FULL_NAME_REQUIRED = 'Full name is required';
const EMAIL_INVALID = 'Must be a valid email';

// The rules of the account's fields, each in one place: registration and the profile check the same way.

/** A password someone chooses (registration, a password change): taken as typed, never trimmed. */
const newPassword = v.pipe(
  v.string(PASSWORD_SHORT),
  v.minLength(6, PASSWORD_SHORT),
  v.maxLength(200, 'Password must be at most 200 characters'),
);
const fullName = v.pipe(
  v.string(FULL_NAME_REQUIRED),
  v.trim(),
  v.minLength(2, FULL_NAME_REQUIRED),
  v.maxLength(100, 'Full name must be at most 100 characters'),
);
const email = v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters'));
const companyName = nullableText('Company name', 200);
const phone = nullableText('Phone', 50);

/** POST /api/auth/register: the registration form's rules and messages. Every field but the password is trimmed. */
export const RegisterSchema = objectSchema({
  username: v.pipe(
    v.string(USERNAME_SHORT),
    v.trim(),
    v.minLength(3, USERNAME_SHORT),
    v.maxLength(50, 'Username must be at most 50 characters'),
    v.regex(/^[\p{L}\p{N}._@-]+$/u, 'Username may only contain letters, digits and . _ - @'),
  ),
  password: newPassword,
  fullName,
  email,
  role: v.optional(v.picklist(ROLES, 'Role must be one of customer, broker, broker_manager or insurer'), 'customer'),
  companyName: v.optional(companyName, null),
  phone: v.optional(phone, null),
  /** The token of a portal invitation, when the account is opened through one. */
  invitation: v.optional(invitationToken),
});
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

/** POST /api/auth/invitation: what the registration page asks of an invitation link's token when it opens. */
export const InvitationLookUpSchema = objectSchema({ invitation: invitationToken });

/**
 * POST /api/auth/invitation's answer: an open invitation, the address it was sent to and what it knows of the
 * person; a used or expired one, only that.
 */
export const InvitationStateSchema = v.variant('state', [
  v.object({ state: v.literal('open'), email: v.string(), fullName: v.nullable(v.string()), companyName: v.nullable(v.string()) }),
  v.object({ state: v.literal('used'), message: v.string() }),
  v.object({ state: v.literal('expired'), message: v.string() }),
]);

/** POST /api/auth/verify-email: the token of a mailed link; anything else is as good as an expired one. */
export const VerifyEmailSchema = objectSchema(
  {
    token: v.pipe(v.string(INVALID_VERIFICATION_LINK), v.nonEmpty(INVALID_VERIFICATION_LINK), v.maxLength(200, INVALID_VERIFICATION_LINK)),
  },
  INVALID_VERIFICATION_LINK,
);

/** POST /api/auth/resend-verification: the address the new link went to. */
export const VerificationSentSchema = v.object({ to: v.string() });

/** GET /api/auth/demo-logins: the sign-ins an installation seeded with demo data offers for trying it out. */
export const DemoLoginListSchema = v.array(
  v.object({ role: v.picklist(ROLES), label: v.string(), username: v.string(), password: v.string() }),
);

/**
 * GET /api/auth/oidc/callback: what the provider sends back, read by the OpenID Connect client as it came (any
 * failure sends the caller back to the sign-in page with the reason, never a 400).
 */
export const OidcCallbackQuerySchema = v.looseObject({
  code: v.optional(v.pipe(v.unknown(), v.description("The provider's authorization code"))),
  state: v.optional(v.pipe(v.unknown(), v.description('The state issued at start'))),
});

/** GET /api/auth/providers: the sign-in page's other ways in, each null when not set up. */
export const SignInProvidersSchema = v.object({
  directory: v.nullable(v.object({ name: v.string() })),
  oidc: v.nullable(v.object({ name: v.string(), startUrl: v.string() })),
});

/**
 * PATCH /api/profile: the signed-in person's own details; only the fields sent change. Checked as at
 * registration; '' clears the company name or phone.
 */
export const ProfilePatchSchema = objectSchema({
  fullName: v.optional(fullName),
  email: v.optional(email),
  companyName: v.optional(companyName),
  phone: v.optional(phone),
});
export type ProfilePatch = v.InferOutput<typeof ProfilePatchSchema>;

const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

/** PUT /api/profile/password: the password in use, and a new one under registration's rules. */
export const PasswordChangeSchema = objectSchema({
  currentPassword: v.pipe(
    v.string(CURRENT_PASSWORD_REQUIRED),
    v.nonEmpty(CURRENT_PASSWORD_REQUIRED),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
  newPassword,
});
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;

/** The sessions of the account other than the caller's that a change ended. */
export const SignedOutSchema = v.object({
  signedOut: v.pipe(v.number(), v.integer(), v.minValue(0), v.description("The account's other sessions that were ended")),
});

const STAFF_ROLE_MESSAGE = 'Role must be one of broker, broker_manager or insurer';
const staffRole = v.picklist(['broker', 'broker_manager', 'insurer'] as const, STAFF_ROLE_MESSAGE);

/**
 * POST /api/admin/accounts: an account the firm opens for a member of staff, with a first password the
 * administrator passes on; with `invite` the person is mailed their username and where to sign in.
 */
export const AccountCreateSchema = objectSchema({
  username: RegisterSchema.entries.username,
  password: newPassword,
  fullName,
  email,
  role: staffRole,
  invite: v.optional(v.boolean('invite must be true or false'), false),
});

/** PATCH /api/admin/accounts/{id}/role */
export const RoleChangeSchema = objectSchema({ role: staffRole });

/** PUT /api/admin/accounts/{id}/bind-authority: the largest premium the person binds; null for the firm's default. */
export const BindAuthoritySchema = objectSchema({
  limit: nullableNumber('Bind authority', { min: 0, max: 1e12 }),
});

/** PUT /api/admin/accounts/{id}/carrier: the carrier an insurer account underwrites for, or none (the firm's own). */
export const AccountCarrierSchema = objectSchema({
  carrierId: v.nullable(
    v.pipe(v.string('Carrier must be a carrier id or null'), v.trim(), v.uuid('Carrier must be a carrier of the directory')),
  ),
});

/** POST /api/admin/accounts/{id}/password: a new password the administrator passes on. */
export const PasswordResetSchema = objectSchema({ password: newPassword });

/** GET /api/admin/audit: the search over recent history. */
export const AuditQuerySchema = v.object({
  q: v.optional(v.pipe(v.string('q must be text'), v.trim(), v.maxLength(200, 'Search must be at most 200 characters'))),
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'limit must be a number'),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(500, 'limit must be at most 500'),
    ),
  ),
});

/** A user as the API shows it: never the password hash. */
export const UserSchema = v.object({
  id: v.string(),
  username: v.string(),
  fullName: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.pipe(
    v.picklist(ACCOUNT_STATUSES),
    v.description('pending: a self-registered staff account awaiting a broker manager; it may use nothing but /api/auth'),
  ),
  emailVerified: v.pipe(v.boolean(), v.description("A customer sees clients' data only once the address is proven")),
  companyName: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  createdAt: v.string(),
  bindAuthorityLimit: v.optional(
    v.pipe(
      v.nullable(v.number()),
      v.description("The largest premium this person binds, set by an administrator; absent when the firm's default applies"),
    ),
  ),
  authSource: v.optional(
    v.pipe(
      v.picklist(EXTERNAL_SOURCES),
      v.description("Absent for a local account; else where it signs in: the firm's LDAP / Active Directory or OpenID Connect provider"),
    ),
  ),
  carrierId: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.description(
        "The carrier an insurer account underwrites for: it then works only the business sent to that carrier (the carrier desk). Absent for the firm's own underwriters and every other role",
      ),
    ),
  ),
});

/** GET /api/users/staff: the firm's staff, for the Assign picker. */
export const StaffListSchema = v.array(UserSchema);

/** GET /api/accounts/pending: the staff accounts awaiting a decision, oldest first. */
export const PendingAccountListSchema = v.array(UserSchema);

const count = (description: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(description));

/** GET /api/admin/accounts: an account with how many sessions it has open. */
export const AccountOverviewSchema = v.object({ ...UserSchema.entries, sessions: count('Sessions open now') });
export const AccountOverviewListSchema = v.array(AccountOverviewSchema);

/** An account deactivated or made active again, and how many of its sessions ended. */
export const AccountActiveSchema = v.object({ account: UserSchema, sessionsEnded: count('Sessions ended') });

/** A password reset by an administrator: the account's sessions it ended. */
export const SessionsEndedSchema = v.object({ sessionsEnded: count('Sessions ended') });

/** A live session, named by a digest of its id: the id itself signs in, so it never leaves the server. */
export const SessionOverviewSchema = v.object({
  id: v.pipe(v.string(), v.description('A digest naming the session; the session id itself never leaves the server')),
  userId: v.string(),
  fullName: v.string(),
  username: v.string(),
  role: v.picklist(ROLES),
  expiresAt: v.string(),
});
export const SessionOverviewListSchema = v.array(SessionOverviewSchema);

/** A username or network address with recent failed sign-ins, and whether it is locked out. */
export const ThrottleEntrySchema = v.object({
  key: v.string(),
  kind: v.picklist(['username', 'address']),
  /** The username or network address the failures were counted for. */
  subject: v.string(),
  failures: count('Failed sign-ins in the window'),
  limit: count('Failures that lock it out'),
  blocked: v.boolean(),
  lastAt: v.string(),
});
export const ThrottleListSchema = v.array(ThrottleEntrySchema);

/** One change to an account, as the administrator's audit trail shows it. */
export const AccountEventSchema = v.object({
  id: v.string(),
  at: v.string(),
  accountId: v.nullable(v.string()),
  /** The account's name when it happened: the trail still reads after the account is gone. */
  accountName: v.string(),
  actorId: v.nullable(v.string()),
  actorName: v.pipe(v.string(), v.description("Who made the change; the directory or provider's name when a sign-in made it")),
  action: v.picklist(ACCOUNT_ACTIONS),
  details: v.nullable(v.string()),
});
export const AccountEventListSchema = v.array(AccountEventSchema);

/** GET /api/admin/account-changes: at most this many, newest first. */
export const AccountChangesQuerySchema = v.object({ limit: AuditQuerySchema.entries.limit });
