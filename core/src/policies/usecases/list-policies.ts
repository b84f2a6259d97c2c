import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Policy } from '../entities.ts';
import { customerScopeEmail } from '../../users/index.ts';

/** Policies: a customer's own (by their email); staff see the policies of every client. */
export const listPolicies =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor): Promise<Policy[]> => {
    const repos = deps.uow.repos;
    if (!isStaff(actor)) {
      const scope = customerScopeEmail(actor);
      return scope === null ? [] : repos.policies.listForCustomer(scope);
    }
    return repos.policies.list();
  };
