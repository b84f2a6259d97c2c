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
import type { Services } from '../services.ts';
import { actor, body, newRouter } from '../http/router.ts';
import { requireUser } from '../middleware/auth.ts';

/**
 * Placing a submission's risk: its markets (the carriers it is taken to) and their answers, the packages
 * sent to them, their quotes, the client's proposals and binding. Who may do what is core's placementRights;
 * a customer reaches only the proposals of their own submissions.
 */
export function placementRoutes(services: Services) {
  const router = newRouter('/submissions/:id');
  router.use(requireUser);
  router.get('/placement', async (ctx) => {
    ctx.body = await getPlacement(services)(actor(ctx), ctx.params.id!);
  });
  router.get('/market-candidates', async (ctx) => {
    ctx.body = await marketCandidates(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/markets', async (ctx) => {
    ctx.status = 201;
    ctx.body = await chooseMarkets(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.patch('/markets/:marketId', async (ctx) => {
    ctx.body = await answerMarket(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!, body(ctx));
  });
  router.put('/markets/:marketId/chase', async (ctx) => {
    ctx.body = await setMarketChase(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!, body(ctx));
  });
  router.post('/markets/:marketId/send', async (ctx) => {
    ctx.status = 201;
    ctx.body = await sendMarketPackage(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!, body(ctx));
  });
  router.post('/markets/:marketId/quotes', async (ctx) => {
    ctx.status = 201;
    ctx.body = await recordMarketQuote(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!, body(ctx));
  });
  router.get('/markets/:marketId/messages', async (ctx) => {
    ctx.body = await marketMessages(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!);
  });
  router.post('/markets/:marketId/messages', async (ctx) => {
    ctx.status = 201;
    ctx.body = await writeToMarket(services)(actor(ctx), ctx.params.id!, ctx.params.marketId!, body(ctx));
  });
  router.get('/proposals', async (ctx) => {
    ctx.body = await listProposals(services)(actor(ctx), ctx.params.id!);
  });
  router.post('/proposals', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createProposal(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  router.post('/proposals/:proposalId/choice', async (ctx) => {
    ctx.body = await chooseProposalOption(services)(actor(ctx), ctx.params.id!, ctx.params.proposalId!, body(ctx));
  });
  router.post('/bind', async (ctx) => {
    ctx.status = 201;
    ctx.body = await bindPlacement(services)(actor(ctx), ctx.params.id!, body(ctx));
  });
  return router;
}
