import { BINDING_QUOTE_STATUSES } from '../insights/index.ts';
import type { Repositories } from '../repositories.ts';
import { COVERAGE_LABELS } from '../submissions/index.ts';
import type { QuoteTerm } from './entities.ts';

/**
 * The insurer and the cover of a policy as every document about it states them: the terms its binding
 * kept, when a placement bound it; for a policy from before placing was kept (or keyed outside it), the
 * carrier of its submission's approved quote and the cover the submission asked for, as the best record
 * there is. Null insurer when nothing names one.
 */
export async function policyCover(
  repos: Repositories,
  policy: { id: string; submissionId: string | null },
): Promise<{ insurer: string | null; coverages: QuoteTerm[]; bound: boolean }> {
  const binding = await repos.placement.bindingOfPolicy(policy.id);
  if (binding) return { insurer: binding.carrier, coverages: binding.coverages, bound: true };
  const origin = policy.submissionId ? await repos.submissions.get(policy.submissionId) : null;
  const approved = origin?.quotes.find((q) => BINDING_QUOTE_STATUSES.includes(q.status.trim().toLowerCase()));
  return {
    insurer: approved?.carrier ?? null,
    coverages: (origin?.coverages ?? []).map((c) => ({
      coverage: COVERAGE_LABELS[c.coverage] ?? c.coverage,
      limit: c.limit,
      deductible: c.deductible,
    })),
    bound: false,
  };
}
