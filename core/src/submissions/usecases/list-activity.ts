import { isStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { activityLimit } from '../activity-schemas.ts';
import { CUSTOMER_HISTORY_AUDIENCE } from '../customer-view.ts';
import type { ActivityEntry } from '../ports.ts';
import { customerScopeEmail } from '../../users/index.ts';

export { DEFAULT_ACTIVITY_LIMIT } from '../activity-schemas.ts';

/** The latest history entries across the submissions the actor may see, newest first; a customer only those written for the client. */
export const listActivity =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, limit?: unknown): Promise<ActivityEntry[]> => {
    const size = activityLimit(limit);
    if (isStaff(actor)) return deps.uow.repos.history.recent(size);
    const scope = customerScopeEmail(actor);
    return scope === null ? [] : deps.uow.repos.history.recent(size, { customerEmail: scope, audience: CUSTOMER_HISTORY_AUDIENCE });
  };
