import { useQueries, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_LABELS,
  isOpenStatus,
  needsAction,
  submissionProgress,
  type Policy,
  type Product,
  type Submission,
  type SubmissionSummary,
} from '@workbench/core';
import { customerSubmissionsQueryOptions, policiesQueryOptions } from '../../queries/customer.queries.ts';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';

export interface PortfolioSubmission extends SummaryWithProgress {
  /** Undefined until the submission's details have loaded. */
  detail?: Submission;
}

interface SummaryWithProgress {
  summary: SubmissionSummary;
  /** 0-100 from the schedule completeness rules; null until the details have loaded. */
  progress: number | null;
  needsAction: boolean;
}

const byNewest = (a: SubmissionSummary, b: SubmissionSummary) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * The signed-in customer's submissions with their progress (from the full submissions, since progress
 * and the missing information depend on the schedules) and their policies.
 */
export function usePortfolio() {
  const summaries = useQuery(customerSubmissionsQueryOptions());
  const policies = useQuery(policiesQueryOptions());
  const sorted = [...(summaries.data ?? [])].sort(byNewest);
  const details = useQueries({ queries: sorted.map((s) => submissionQueryOptions(s.id)) });
  const submissions: PortfolioSubmission[] = sorted.map((summary, i) => {
    const detail = details[i]?.data;
    return {
      summary,
      detail,
      progress: detail ? submissionProgress(detail) : null,
      needsAction: detail ? needsAction(detail) : false,
    };
  });
  return {
    submissions,
    policies: policies.data ?? [],
    isLoading: summaries.isPending || policies.isPending,
    summariesQuery: summaries,
    policiesQuery: policies,
  };
}

export const openSubmissions = (list: PortfolioSubmission[]) => list.filter((s) => isOpenStatus(s.summary.status));
export const activePolicies = (policies: Policy[]) => policies.filter((p) => p.status === 'active');

export interface PremiumLine {
  product: Product;
  label: string;
  premium: number;
  /** Share of the total, 0-100, rounded. */
  share: number;
}

/** Premium per product over the active policies, largest first, with each product's share of the total. */
export function premiumSummary(policies: Policy[]): { lines: PremiumLine[]; total: number } {
  const totals = new Map<Product, number>();
  for (const policy of activePolicies(policies)) totals.set(policy.product, (totals.get(policy.product) ?? 0) + policy.premium);
  const total = [...totals.values()].reduce((a, b) => a + b, 0);
  const lines = [...totals.entries()]
    .map(([product, premium]) => ({
      product,
      label: PRODUCT_LABELS[product] ?? product,
      premium,
      share: total === 0 ? 0 : Math.round((100 * premium) / total),
    }))
    .sort((a, b) => b.premium - a.premium);
  return { lines, total };
}
