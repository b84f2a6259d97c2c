import type { Repositories } from '../../repositories.ts';
import type { PolicyDetail, ScheduledVehicle } from '../entities.ts';
import { policyVehicleSchedule } from '../vehicle-schedule.ts';

/**
 * The policy's vehicle schedule as it stands: the vehicles its binding kept (for a policy from before
 * placing was kept, those of the submission it was bound from), changed by its vehicle endorsements.
 */
export async function policyVehiclesIn(
  repos: Repositories,
  policy: Pick<PolicyDetail, 'id' | 'submissionId' | 'endorsements'>,
): Promise<ScheduledVehicle[]> {
  const binding = await repos.placement.bindingOfPolicy(policy.id);
  const atBinding = binding
    ? (binding.schedule.vehicles as ScheduledVehicle[])
    : policy.submissionId
      ? ((await repos.submissions.get(policy.submissionId))?.vehicles ?? [])
      : [];
  return policyVehicleSchedule(atBinding, policy.endorsements);
}
