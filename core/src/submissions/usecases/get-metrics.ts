import { assertStaff, type Actor, type CoreDeps } from '../../use-case-deps.ts';
import { computeMetrics, metricsWindowStart } from '../metrics.ts';
import type { Metrics } from '../entities.ts';

/** The dashboard figures (their definitions live in metrics.ts). Staff only. */
export const getMetrics =
  (deps: CoreDeps) =>
  async (actor: Actor): Promise<Metrics> => {
    assertStaff(actor);
    const data = await deps.uow.repos.submissions.metricsData(metricsWindowStart(deps.clock.now()));
    return computeMetrics(data);
  };
