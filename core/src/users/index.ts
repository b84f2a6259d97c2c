// The front door of the users context: what other contexts of core use of it.
export { actsAsStaff, customerScopeEmail, holdsRole, isActiveAccount, normaliseEmail, underwritesFor } from './access.ts';
export { audienceOf } from './audience.ts';
export { ACCOUNT_STATUSES, type AccountStatus, BROKER_ROLES, DECISION_ROLES, ROLES, type Role, type User } from './entities.ts';
export { INVITATION_LINK_TTL_MS, invitationLink } from './one-time-links.ts';
export type { SecretTokens } from './ports.ts';

// What other contexts of core use of it besides.
export { authorLabel, recordedBy } from './author.ts';
