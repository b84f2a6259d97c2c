import { AppError } from './errors.ts';
import type { Clock } from './shared/ports.ts';
import type { UnitOfWork } from './repositories.ts';
import { actsAsStaff, BROKER_ROLES, holdsRole, isActiveAccount, type Role, type User } from './users/index.ts';

/** Who is asking: the signed-in user, loaded by the bff from the session. */
export type Actor = User;

/** What almost every use case needs; a use case that needs more says so in its own deps type. */
export interface CoreDeps {
  uow: UnitOfWork;
  clock: Clock;
  /** The absolute address of a path of the web app, for links in mail; without it mail carries no link. */
  linkTo?: (path: string) => string;
}

/** Staff rights need an approved account: a pending broker is no more staff than a visitor. */
export const isStaff = (actor: Actor) => actsAsStaff(actor);

/** Fails with `forbidden` unless the actor has one of `roles`. */
export function assertRole(actor: Actor, roles: readonly Role[]): void {
  if (!holdsRole(actor, roles)) throw AppError.forbidden();
}

/** Fails with `forbidden` unless the account is active, whatever its role. */
export function assertActiveAccount(actor: Actor): void {
  if (!isActiveAccount(actor)) throw AppError.forbidden();
}

export function assertStaff(actor: Actor): void {
  assertRole(actor, BROKER_ROLES);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
