import type { Endpoint } from './endpoint.ts';
import * as parts from './parts.ts';

export * from './endpoint.ts';
export * from './parts.ts';

/**
 * Every part of the contract, by the name its handlers are grouped under, in the order of those names: one
 * runtime lists a module's exports so and another as they are written, and the documents made from the
 * contract must come out the same in both.
 */
export const contract = Object.fromEntries(
  Object.entries(parts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
) as unknown as typeof parts;

/** Every endpoint the contract declares, each once. */
export const allEndpoints = (): Endpoint[] => Object.values(contract).flatMap((part) => Object.values(part) as Endpoint[]);
