import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, placement } from '@workbench/contract';
import type { BindInput, MarketQuoteInput } from '@workbench/core';
import { call } from '../api/call.ts';
import { submissionKeys } from './submissions.queries.ts';

/** A submission's placement: its markets, their quotes and packages, the proposals and the policy bound. */
export const placementKeys = {
  all: ['placement'] as const,
  placement: (id: string) => ['placement', id] as const,
  candidates: (id: string) => ['placement', id, 'candidates'] as const,
  proposals: (id: string) => ['placement', id, 'proposals'] as const,
};

export const placementQueryOptions = (id: string) =>
  queryOptions({ queryKey: placementKeys.placement(id), queryFn: () => call(placement.getPlacement, { params: { id } }) });

export const marketCandidatesQueryOptions = (id: string) =>
  queryOptions({ queryKey: placementKeys.candidates(id), queryFn: () => call(placement.marketCandidates, { params: { id } }) });

/** The proposals a customer (or staff) may see on the submission. */
export const proposalsQueryOptions = (id: string) =>
  queryOptions({ queryKey: placementKeys.proposals(id), queryFn: () => call(placement.listProposals, { params: { id } }) });

export const placementCalls = {
  chooseMarkets: (id: string, carrierIds: string[]) => call(placement.chooseMarkets, { params: { id }, body: { carrierIds } }),
  answer: (id: string, marketId: string, answer: BodyOf<typeof placement.answerMarket>) =>
    call(placement.answerMarket, { params: { id, marketId }, body: answer }),
  chase: (id: string, marketId: string, chaseBy: string | null) =>
    call(placement.setMarketChase, { params: { id, marketId }, body: { chaseBy } }),
  send: (id: string, marketId: string, pkg: BodyOf<typeof placement.sendMarketPackage>) =>
    call(placement.sendMarketPackage, { params: { id, marketId }, body: pkg }),
  quote: (id: string, marketId: string, quote: MarketQuoteInput) =>
    call(placement.recordMarketQuote, { params: { id, marketId }, body: quote }),
  /** A message to the market's carrier on its own thread. */
  write: (id: string, marketId: string, content: string) => call(placement.writeToMarket, { params: { id, marketId }, body: { content } }),
  propose: (id: string, quoteIds: string[], message: string | null) =>
    call(placement.createProposal, { params: { id }, body: { quoteIds, message } }),
  choose: (id: string, proposalId: string, quoteId: string) =>
    call(placement.chooseProposalOption, { params: { id, proposalId }, body: { quoteId } }),
  /** Binds the quote named (the client's chosen option when none) for the period and on the confirmation given. */
  bind: (id: string, body: BindInput) => call(placement.bindPlacement, { params: { id }, body }),
};

/** A placement change: refetches the placement and the submission (its quotes, history and documents moved too). */
export function usePlacementMutation<TVars, TResult>(id: string, call: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: placementKeys.all });
      await queryClient.invalidateQueries({ queryKey: submissionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all, refetchType: 'none' });
    },
  });
}
