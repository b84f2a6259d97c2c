import { carriers } from './carriers.ts';
import { views } from './views.ts';
import type { Endpoint } from './endpoint.ts';

export * from './endpoint.ts';
export { carriers, views };

/** Every part of the contract, by the name its handlers are grouped under. */
export const contract = { carriers, views } as const;

/** Every endpoint the contract declares, each once. */
export const allEndpoints = (): Endpoint[] => Object.values(contract).flatMap((part) => Object.values(part) as Endpoint[]);
