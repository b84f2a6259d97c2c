import { carriers } from './carriers.ts';
import { claims } from './claims.ts';
import { submissions } from './submissions.ts';
import { users } from './users.ts';
import { views } from './views.ts';
import type { Endpoint } from './endpoint.ts';

export * from './endpoint.ts';
export { carriers, claims, submissions, users, views };

/** Every part of the contract, by the name its handlers are grouped under. */
export const contract = { carriers, claims, submissions, users, views } as const;

/** Every endpoint the contract declares, each once. */
export const allEndpoints = (): Endpoint[] => Object.values(contract).flatMap((part) => Object.values(part) as Endpoint[]);
