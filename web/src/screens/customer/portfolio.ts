import { useQueries, useQuery } from '@tanstack/react-query';
import {
  PRODUCT_LABELS,
  customerMayEdit,
  needsAction,
  submissionProgress,
  type Policy,
  type Product,
  type CustomerSubmission,
  type CustomerSubmissionSummary,
} from '@workbench/core';
import { customerSubmissionsQueryOptions, policiesQueryOptions } from '../../queries/customer.queries.ts';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';

export interface PortfolioSubmission {
  summary: CustomerSubmissionSummary;
  /** Undefined until (or unless) the full submission is loaded. */
  detail?: CustomerSubmission;
  /** 0-100 from the schedule completeness rules; null until the full submission has loaded. */
  progress: number | null;
  needsAction: boolean;
}

const byNewest = (a: CustomerSubmissionSummary, b: CustomerSubmissionSummary) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * The signed-in customer's submissions with their progress (from the full submissions, since progress
 * and the missing information depend on the schedules) and their policies.
 */
export function usePortfolio(options: { detailsFor?: (sorted: CustomerSubmissionSummary[]) => CustomerSubmissionSummary[] } = {}) {
  const summaries = useQuery(customerSubmissionsQueryOptions());
  const policies = useQuery(policiesQueryOptions());
  const sorted = [...(summaries.data ?? [])].sort(byNewest);
  const wanted = options.detailsFor ? options.detailsFor(sorted) : sorted;
  const details = useQueries({ queries: wanted.map((s) => submissionQueryOptions(s.id)) });
  const detailById = new Map(wanted.map((s, i) => [s.id, details[i]?.data]));
  const submissions: PortfolioSubmission[] = sorted.map((summary) => {
    const detail = detailById.get(summary.id);
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

/**
 * The dashboard needs the full submission only for what it shows (the latest few) and for the ones that
 * may need the customer (still pending or in progress), not for every submission ever shared.
 */
export const dashboardDetails = (shown: number) => (sorted: CustomerSubmissionSummary[]) =>
  sorted.filter((s, i) => i < shown || customerMayEdit(s.status));
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
