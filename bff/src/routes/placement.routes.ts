import {
  answerMarket,
  bindPlacement,
  chooseMarkets,
  chooseProposalOption,
  createProposal,
  getPlacement,
  listProposals,
  marketCandidates,
  marketMessages,
  recordMarketQuote,
  sendMarketPackage,
  setMarketChase,
  writeToMarket,
} from '@workbench/core';
import { placement } from '@workbench/contract';
import type { Services } from '../services.ts';
import { mount } from '../http/mount.ts';
import { newRouter } from '../http/router.ts';

/**
 * Placing a submission's risk: its markets (the carriers it is taken to) and their answers, the packages
 * sent to them, their quotes, the client's proposals and binding. Who may do what is core's placementRights;
 * a customer reaches only the proposals of their own submissions.
 */
export function placementRoutes(services: Services) {
  const router = newRouter();
  mount(
    router,
    placement,
    {
      getPlacement: ({ params }, { actor }) => getPlacement(services)(actor, params.id),
      marketCandidates: ({ params }, { actor }) => marketCandidates(services)(actor, params.id),
      chooseMarkets: ({ params, body }, { actor }) => chooseMarkets(services)(actor, params.id, body),
      answerMarket: ({ params, body }, { actor }) => answerMarket(services)(actor, params.id, params.marketId, body),
      setMarketChase: ({ params, body }, { actor }) => setMarketChase(services)(actor, params.id, params.marketId, body),
      sendMarketPackage: ({ params, body }, { actor }) => sendMarketPackage(services)(actor, params.id, params.marketId, body),
      recordMarketQuote: ({ params, body }, { actor }) => recordMarketQuote(services)(actor, params.id, params.marketId, body),
      marketMessages: ({ params }, { actor }) => marketMessages(services)(actor, params.id, params.marketId),
      writeToMarket: ({ params, body }, { actor }) => writeToMarket(services)(actor, params.id, params.marketId, body),
      listProposals: ({ params }, { actor }) => listProposals(services)(actor, params.id),
      createProposal: ({ params, body }, { actor }) => createProposal(services)(actor, params.id, body),
      chooseProposalOption: ({ params, body }, { actor }) => chooseProposalOption(services)(actor, params.id, params.proposalId, body),
      bindPlacement: ({ params, body }, { actor }) => bindPlacement(services)(actor, params.id, body),
    },
    { checkAnswers: services.config.checkAnswers },
  );
  return router;
}
