import { addressReachesClient } from '@workbench/core';
import type { State } from './state.ts';

/** The ids of the clients the address reaches, by core's rule (addressReachesClient). */
export function reachedClientIds(state: State, email: string): Set<string> {
  const given = state.clientPortalAddresses ?? [];
  return new Set(
    state.clients
      .filter((c) =>
        addressReachesClient(email, {
          email: c.email,
          portalAddresses: given.filter((a) => a.clientId === c.id).map((a) => a.email),
          merged: state.clientMerges[c.id] !== undefined,
        }),
      )
      .map((c) => c.id),
  );
}
