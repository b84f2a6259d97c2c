import { AppError } from '../../errors.ts';
import { isStaff, isUuid, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import type { Policy } from '../entities.ts';
import { customerScopeEmail } from '../../users/index.ts';

/** One policy; a customer only their own (others are not_found). */
export const getPolicy =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, id: string): Promise<Policy> => {
    const repos = deps.uow.repos;
    const policy = isUuid(id) ? await repos.policies.findById(id) : null;
    if (!policy) throw AppError.notFound('Policy');
    if (isStaff(actor)) return policy;
    const scope = customerScopeEmail(actor);
    const own = scope === null ? [] : await repos.policies.listForCustomer(scope);
    if (!own.some((p) => p.id === policy.id)) throw AppError.notFound('Policy');
    return policy;
  };
