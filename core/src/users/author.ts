import type { Role, User } from './entities.ts';
import type { Actor } from '../use-case-deps.ts';

/** Each role as the screens name it. */
export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  broker: 'Broker',
  broker_manager: 'Broker Manager',
  insurer: 'Insurer',
};

/** 'Broker Manager' for broker_manager; an unknown value comes back as it is. */
export const roleLabel = (role: string): string => ROLE_LABELS[role as Role] ?? role;

/**
 * A person as messages, history and documents name them. Anyone may choose any display name, a staff member's
 * included, so the role of the account that wrote goes beside it, and a reader can always tell who really
 * wrote: 'Sarah Johnson (broker)', 'Sarah Johnson (customer)'.
 */
export const authorLabel = (user: Pick<User, 'fullName' | 'role'>): string =>
  `${user.fullName.trim()} (${roleLabel(user.role).toLowerCase()})`;

/** The author columns of a history entry the actor writes. */
export const recordedBy = (actor: Actor) => ({ userId: actor.id, user: authorLabel(actor) });
