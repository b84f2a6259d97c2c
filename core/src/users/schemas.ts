import * as v from 'valibot';
import { nullableText, objectSchema } from '../shared/validation.ts';
import { ROLES } from './entities.ts';
import { INVALID_INVITATION } from './one-time-links.ts';

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

const USERNAME_SHORT = 'Username must be at least 3 characters';
const PASSWORD_SHORT = 'Password must be at least 6 characters';
const FULL_NAME_REQUIRED = 'Full name is required';
const EMAIL_INVALID = 'Must be a valid email';

/** POST /api/auth/register: the registration form's rules and messages. Every field but the password is trimmed. */
export const RegisterSchema = objectSchema({
  username: v.pipe(
    v.string(USERNAME_SHORT),
    v.trim(),
    v.minLength(3, USERNAME_SHORT),
    v.maxLength(50, 'Username must be at most 50 characters'),
    v.regex(/^[\p{L}\p{N}._@-]+$/u, 'Username may only contain letters, digits and . _ - @'),
  ),
  password: v.pipe(v.string(PASSWORD_SHORT), v.minLength(6, PASSWORD_SHORT), v.maxLength(200, 'Password must be at most 200 characters')),
  fullName: v.pipe(
    v.string(FULL_NAME_REQUIRED),
    v.trim(),
    v.minLength(2, FULL_NAME_REQUIRED),
    v.maxLength(100, 'Full name must be at most 100 characters'),
  ),
  email: v.pipe(v.string(EMAIL_INVALID), v.trim(), v.email(EMAIL_INVALID), v.maxLength(254, 'Email must be at most 254 characters')),
  role: v.optional(v.picklist(ROLES, 'Role must be one of customer, broker, broker_manager or insurer'), 'customer'),
  companyName: v.optional(nullableText('Company name', 200), null),
  phone: v.optional(nullableText('Phone', 50), null),
  /** The token of a portal invitation, when the account is opened through one. */
  invitation: v.optional(
    v.pipe(v.string(INVALID_INVITATION), v.trim(), v.nonEmpty(INVALID_INVITATION), v.maxLength(200, INVALID_INVITATION)),
  ),
});
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;
