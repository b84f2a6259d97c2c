import { isStaff, type Actor, type CoreDeps } from '../../shared/usecases/deps.ts';
import type { Repositories } from '../../shared/unit-of-work.ts';
import type { Policy } from '../entities.ts';
import { customerScopeEmail } from '../../users/access.ts';

/** Policies: a customer's own (by their email); staff see the policies of every client. */
export const listPolicies =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor): Promise<Policy[]> => {
    const repos = deps.uow.repos;
    if (!isStaff(actor)) {
      const scope = customerScopeEmail(actor);
      return scope === null ? [] : repos.policies.listForCustomer(scope);
    }
    return allPolicies(repos);
  };

// The policy port lists by client email only; staff get the union over the clients' emails.
async function allPolicies(repos: Repositories): Promise<Policy[]> {
  const emails = new Set((await repos.clients.list()).map((c) => c.email?.trim().toLowerCase()).filter((e): e is string => !!e));
  const byId = new Map<string, Policy>();
  for (const email of emails) for (const p of await repos.policies.listForCustomer(email)) byId.set(p.id, p);
  return [...byId.values()].sort((a, b) => a.policyNumber.localeCompare(b.policyNumber));
}
