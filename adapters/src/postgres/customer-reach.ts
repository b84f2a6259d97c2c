/**
 * The portal's rule of which clients a customer reaches (addressReachesClient in core's clients), in SQL,
 * written once for every repository: the client whose own e-mail is the address and each client that was
 * given it as a portal address, compared without case; a merged client is reached by no one. Both halves
 * are looked up by the index on lower(email) of their table.
 *
 * `address` is an SQL expression: a placeholder (`?`, `:email`) or a column (`u.email`); it is written
 * twice, so a positional placeholder takes its binding twice (reachedByClient does that).
 */
export const reachedClientIds = (address: string): string =>
  `select reach_c.id from clients reach_c
    where lower(reach_c.email) = lower(${address}) and reach_c.merged_into_id is null
   union all
   select reach_a.client_id from client_portal_addresses reach_a
     join clients reach_k on reach_k.id = reach_a.client_id and reach_k.merged_into_id is null
    where lower(reach_a.email) = lower(${address})`;

/**
 * A where clause and its bindings (for knex's whereRaw): the client id in `clientColumn` is one the
 * address reaches.
 */
export function reachedByClient(clientColumn: string, address: string): [string, string[]] {
  const email = address.trim();
  return [`${clientColumn} in (${reachedClientIds('?')})`, [email, email]];
}

/**
 * The same rule seen from one client: the addresses, in lower case, that reach the client whose id is the
 * SQL expression `clientId` (a placeholder, written twice, or a column), for the accounts bound to it.
 */
export const reachingAddresses = (clientId: string): string =>
  `select lower(reach_c.email) from clients reach_c
    where reach_c.id = ${clientId} and reach_c.merged_into_id is null and reach_c.email is not null
   union all
   select lower(reach_a.email) from client_portal_addresses reach_a
     join clients reach_k on reach_k.id = reach_a.client_id and reach_k.merged_into_id is null
    where reach_a.client_id = ${clientId}`;
