import { actsAsStaff, isActiveAccount } from './access.ts';
import type { User } from './entities.ts';

/**
 * Who may call an endpoint: the name the API's documents and tests print, and the rule that decides. The
 * contract names one for each endpoint and the server asks it before anything else runs; the use case behind
 * it asks the same rule again, so a caller other than the API is held to it too.
 */
export interface Audience {
  readonly name: string;
  /** Whether this caller may; null is someone who is not signed in. */
  readonly admits: (user: User | null) => boolean;
  /** What a signed-in caller it refuses is told, where the use case's rule says more than no permission. */
  readonly refusal?: string;
}

/** Anyone, signed in or not: signing in, registering, the API's own description. */
export const ANYONE: Audience = { name: 'open', admits: () => true };

/** Any signed-in account that may work (active); what each one then sees is the use case's to decide. */
export const SIGNED_IN: Audience = { name: 'any', admits: (user) => user !== null && isActiveAccount(user) };

/**
 * Any signed-in account, whether it may work yet or not (awaiting approval among them): what an account asks of
 * itself, such as who it is signed in as.
 */
export const ANY_ACCOUNT: Audience = { name: 'any account', admits: (user) => user !== null };

/** The firm's staff: brokers, broker managers and the firm's own underwriters, active. */
export const STAFF: Audience = { name: 'staff', admits: (user) => user !== null && actsAsStaff(user) };

/** An audience that a use case's own rule of rights decides. */
export const audienceOf = (name: string, may: (user: User) => boolean, refusal?: string): Audience => ({
  name,
  admits: (user) => user !== null && may(user),
  ...(refusal === undefined ? {} : { refusal }),
});
