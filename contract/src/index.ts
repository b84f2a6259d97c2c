import { accounts } from './accounts.ts';
import { admin } from './admin.ts';
import { activity } from './activity.ts';
import { carrierDesk } from './carrier-desk.ts';
import { carriers } from './carriers.ts';
import { claims } from './claims.ts';
import { clients } from './clients.ts';
import { decisions } from './decisions.ts';
import { description, health } from './health.ts';
import { intake } from './intake.ts';
import { invitations } from './invitations.ts';
import { jobs } from './jobs.ts';
import { live } from './live.ts';
import { mappings } from './mappings.ts';
import { metrics } from './metrics.ts';
import { organisation } from './organisation.ts';
import { placement } from './placement.ts';
import { policies } from './policies.ts';
import { profile } from './profile.ts';
import { reports } from './reports.ts';
import { submissions } from './submissions.ts';
import { support } from './support.ts';
import { users } from './users.ts';
import { views } from './views.ts';
import type { Endpoint } from './endpoint.ts';

export * from './endpoint.ts';
export {
  accounts,
  admin,
  activity,
  carrierDesk,
  carriers,
  claims,
  clients,
  decisions,
  description,
  health,
  intake,
  invitations,
  jobs,
  live,
  mappings,
  metrics,
  organisation,
  placement,
  policies,
  profile,
  reports,
  submissions,
  support,
  users,
  views,
};

/** Every part of the contract, by the name its handlers are grouped under. */
export const contract = {
  accounts,
  admin,
  activity,
  carrierDesk,
  carriers,
  claims,
  clients,
  decisions,
  description,
  health,
  intake,
  invitations,
  jobs,
  live,
  mappings,
  metrics,
  organisation,
  placement,
  policies,
  profile,
  reports,
  submissions,
  support,
  users,
  views,
} as const;

/** Every endpoint the contract declares, each once. */
export const allEndpoints = (): Endpoint[] => Object.values(contract).flatMap((part) => Object.values(part) as Endpoint[]);
