import { AppError } from '../../errors.ts';
import { reachesClient } from '../../clients/index.ts';
import type { Repositories } from '../../repositories.ts';
import type { Actor } from '../../use-case-deps.ts';
import type { PolicyView } from '../entities.ts';
import { customerPolicyView, policyAccess } from '../rules.ts';
import { policyVehiclesIn } from './policy-vehicles.ts';

/**
 * The policy as the actor may see it, with its vehicle schedule: staff all of it, its customer the
 * read-only view; anyone else is answered as if it did not exist.
 */
export async function visiblePolicy(repos: Repositories, actor: Actor, id: string): Promise<PolicyView> {
  const policy = await repos.policies.detail(id);
  const access = policy ? policyAccess(actor, await reachesClient(repos, actor, policy.clientId)) : 'none';
  if (!policy || access === 'none') throw AppError.notFound('Policy');
  const shown = access === 'own' ? customerPolicyView(policy) : policy;
  return { ...shown, vehicles: await policyVehiclesIn(repos, shown) };
}
