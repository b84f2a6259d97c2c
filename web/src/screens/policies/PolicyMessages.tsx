import { canUseClientThread, type PolicyDetail, type User } from '@workbench/core';
import { PolicyConversation } from '../work-hub/ThreadPane.tsx';

/**
 * The policy's messages on the staff policy page: what the customer wrote from their policy page and the
 * firm's answers, answered here too. Shown to those the server lets use the client's thread (brokers and
 * managers, not a carrier's insurer), so nobody is offered a box the server refuses.
 */
export function StaffPolicyMessages({ policy, user }: { policy: PolicyDetail; user: User | null | undefined }) {
  // The server answers a customer only a policy of a client they reach.
  if (!user || !canUseClientThread(user, true)) return null;
  return <PolicyConversation policyId={policy.id} mode="broker" />;
}
